#if canImport(UIKit)
  import ScrollChromeCore
  import UIKit

  extension ScrollChromeDriver {
    // MARK: Public

    /// The name of the accessibility action the scroll view offers while the chrome is collapsed
    /// (Switch Control and Voice Control users pick it to bring the chrome back), or `nil` for no
    /// action. The components set a name such as "Show Navigation Bar"; localize it.
    public var expandActionName: String? {
      get { expandActionTitle }
      set {
        expandActionTitle = newValue
        offerExpandAction(false)
        offerExpandAction(runtime.offersExpandAction)
      }
    }

    // MARK: Internal

    /// Hands the runtime Reduce Motion and VoiceOver as the system reports them, now and on every
    /// change.
    func observeAccessibility() {
      runtime.setAccessibility(Self.accessibility)
      let center = NotificationCenter.default
      for name in [
        UIAccessibility.reduceMotionStatusDidChangeNotification,
        UIAccessibility.voiceOverStatusDidChangeNotification,
      ] {
        notificationObservers.append(
          center.addObserver(forName: name, object: nil, queue: .main) { [weak self] _ in
            MainActor.assumeIsolated { self?.runtime.setAccessibility(Self.accessibility) }
          })
      }
    }

    /// Adds the expand action to the scroll view, or takes it off; the app's own actions stay.
    ///
    /// - Parameter offered: Whether the runtime offers the action.
    func offerExpandAction(_ offered: Bool) {
      if let action = expandAction, !offered {
        scrollView?.accessibilityCustomActions?.removeAll { $0 === action }
        expandAction = nil
      } else if offered, expandAction == nil, let scrollView, let name = expandActionTitle {
        let action = UIAccessibilityCustomAction(name: name) { [weak self] _ in
          self?.runtime.runAll(.expand(animated: true))
          return true
        }
        scrollView.accessibilityCustomActions =
          (scrollView.accessibilityCustomActions ?? []) + [action]
        expandAction = action
      }
    }

    // MARK: Private

    /// The system's settings now.
    private static var accessibility: ChromeAccessibility {
      ChromeAccessibility(
        isVoiceOverRunning: UIAccessibility.isVoiceOverRunning,
        isReduceMotionEnabled: UIAccessibility.isReduceMotionEnabled)
    }
  }
#endif
