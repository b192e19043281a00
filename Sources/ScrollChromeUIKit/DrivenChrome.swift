#if canImport(UIKit)
  import ScrollChromeCore

  /// What ``ScrollChromeDriver`` needs of a handle, whatever its chrome type.
  @MainActor
  protocol DrivenChrome: AnyObject {
    /// Whether the chrome needs frames.
    var isAnimating: Bool { get }
    /// Whether the scroll view offers the action that expands this chrome
    /// (``ChromeAccessibility/offersExpandAction(fraction:isEnabled:isHeader:)``).
    var offersExpandAction: Bool { get }
    /// Whether scrolling should move the chrome, as the accessibility and pause rules decide.
    func shouldFollow(under rules: ChromeAccessibility, isPaused: Bool) -> Bool
    /// Sets the behaviour's Reduce Motion flag.
    func configure(reduceMotion: Bool, at time: Double)
    /// Enables or disables the behaviour as the driver's rules decide, then applies.
    func setEffectiveEnabled(_ enabled: Bool, at time: Double)
    /// Hands an event the tracker accepted to the behaviour, then applies.
    func receive(_ event: ScrollEvent, tracker: ScrollTracker)
    /// Moves a running animation to a frame time, then applies.
    func advance(to time: Double)
    /// Expands the chrome (VoiceOver started, or the accessibility action), then applies.
    func expand(at time: Double)
    /// Calls the apply closure with the current state.
    func settle()
    /// The chrome goes away: runs every completion still owed with `false`.
    func detach()
  }

  extension ChromeHandle: DrivenChrome {
    var isAnimating: Bool { controller.chrome.isAnimating }
    var offersExpandAction: Bool { ChromeAccessibility.offersExpandAction(for: controller.chrome) }

    func shouldFollow(under rules: ChromeAccessibility, isPaused: Bool) -> Bool {
      rules.isEnabled(requested: requestedEnabled, isPaused: isPaused)
    }

    func configure(reduceMotion: Bool, at time: Double) {
      controller.setReduceMotion(reduceMotion)
    }

    func setEffectiveEnabled(_ enabled: Bool, at time: Double) {
      guard enabled != controller.chrome.behavior.isEnabled else { return }
      controller.setEnabled(enabled, at: time)
      settle()
    }

    /// - Note: Cost per event: the chrome's `handle` (O(1), O(number of effects) for a header)
    ///   and the apply closure.
    func receive(_ event: ScrollEvent, tracker: ScrollTracker) {
      controller.handle(event, tracker: tracker)
      settle()
    }

    /// - Note: Cost per event: the chrome's `advance` (O(1), O(number of effects) for a header)
    ///   and the apply closure.
    func advance(to time: Double) {
      controller.advance(to: time)
      settle()
    }

    func expand(at time: Double) {
      controller.expand(animated: true, at: time, completion: nil)
      settle()
    }

    func detach() {
      driver = nil
      for due in controller.cancelAll() { due.completion(due.finished) }
    }
  }

  extension PullHandle: DrivenChrome {
    /// A pull changes only with events, so it never needs frames.
    var isAnimating: Bool { false }
    /// A pull header never collapses.
    var offersExpandAction: Bool { false }

    func shouldFollow(under rules: ChromeAccessibility, isPaused: Bool) -> Bool {
      rules.isPullEnabled(isPaused: isPaused)
    }

    /// A pull has no animation for Reduce Motion to shorten.
    func configure(reduceMotion: Bool, at time: Double) {}

    /// Pausing stops pulls: the state returns to normal and the drag under way never triggers.
    func setEffectiveEnabled(_ enabled: Bool, at time: Double) {
      guard enabled != chrome.behavior.isEnabled else { return }
      chrome.behavior.setEnabled(enabled) { _ in }
      settle()
    }
    /// A pull has no animation to advance.
    func advance(to time: Double) {}
    /// A pull header is always shown.
    func expand(at time: Double) {}
    /// A pull owes no completions.
    func detach() {}
  }
#endif
