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
        removeAccessibilityAction()
        updateAccessibilityAction()
      }
    }

    // MARK: Internal

    /// Follows Reduce Motion and VoiceOver as the system reports them.
    func observeAccessibility() {
      let center = NotificationCenter.default
      for name in [
        UIAccessibility.reduceMotionStatusDidChangeNotification,
        UIAccessibility.voiceOverStatusDidChangeNotification,
      ] {
        notificationObservers.append(
          center.addObserver(forName: name, object: nil, queue: .main) { [weak self] _ in
            MainActor.assumeIsolated { self?.accessibilityDidChange() }
          })
      }
    }

    /// Gives each chrome the enabling the rules allow: collapsing chrome follows the app's request
    /// unless paused or VoiceOver runs; pull headers read pulls unless paused.
    func updateEnabling(_ only: (any DrivenChrome)? = nil) {
      let time = now()
      for chrome in chromes where only == nil || chrome === only {
        chrome.setEffectiveEnabled(
          chrome.shouldFollow(under: accessibility, isPaused: isPaused), at: time)
      }
      updateFrames()
    }

    /// Adds the expand action to the scroll view while some chrome offers it, and removes it
    /// otherwise; the app's own actions stay.
    ///
    /// - Note: Cost per event: O(number of chrome); allocates only when the action comes or goes.
    func updateAccessibilityAction() {
      let offered = chromes.contains(where: \.offersExpandAction)
      guard let scrollView, let name = expandActionTitle, offered != (expandAction != nil) else {
        return
      }
      if offered {
        let action = UIAccessibilityCustomAction(name: name) { [weak self] _ in
          self?.expandAll()
          return true
        }
        scrollView.accessibilityCustomActions =
          (scrollView.accessibilityCustomActions ?? []) + [action]
        expandAction = action
      } else {
        removeAccessibilityAction()
      }
    }

    /// Takes the expand action off the scroll view.
    func removeAccessibilityAction() {
      guard let action = expandAction else { return }
      scrollView?.accessibilityCustomActions?.removeAll { $0 === action }
      expandAction = nil
    }

    // MARK: Private

    /// New settings: Reduce Motion for every chrome; VoiceOver starting expands all chrome, and
    /// while it runs no chrome follows scrolling.
    private func accessibilityDidChange() {
      let previous = accessibility
      accessibility = ChromeAccessibility(
        isVoiceOverRunning: UIAccessibility.isVoiceOverRunning,
        isReduceMotionEnabled: UIAccessibility.isReduceMotionEnabled)
      let time = now()
      for chrome in chromes {
        chrome.configure(reduceMotion: accessibility.isReduceMotionEnabled, at: time)
      }
      updateEnabling()
      if accessibility.expandsChrome(comingFrom: previous) { expandAll() }
    }

    /// Expands every chrome, animated unless Reduce Motion is on.
    private func expandAll() {
      let time = now()
      for chrome in chromes { chrome.expand(at: time) }
      updateAccessibilityAction()
      updateFrames()
    }
  }
#endif
