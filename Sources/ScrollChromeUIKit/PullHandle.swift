#if canImport(UIKit)
  import ScrollChromeCore
  import UIKit

  /// A pull-to-trigger header a ``ScrollChromeDriver`` runs: its chrome (a
  /// ``DraggableSwitch/Chrome``, say) and its haptic.
  ///
  /// You get a handle from ``ScrollChromeDriver/addPull(_:apply:onTrigger:)``. The driver hands it
  /// every event its tracker accepts; the handle passes the event to the chrome's
  /// ``PullBehavior`` and then calls your apply closure with ``chrome`` — its
  /// ``DraggableSwitch/Chrome/text`` and ``DraggableSwitch/Chrome/arrowRotation`` — and, when the
  /// engine reported ``PullEvent/triggered(_:)``, your trigger closure with the state that fired.
  ///
  /// The haptic follows the engine's reports exactly: prepared where the
  /// engine's ``PullEvent/feedback`` is ``PullFeedback/prepare``, so it plays without latency,
  /// and played where it is ``PullFeedback/impact``, on ``PullEvent/willTrigger``; iOS only. A
  /// pull needs no frames: it changes only with events. While its driver is paused the pull stays
  /// in its normal state and triggers nothing.
  @MainActor
  public final class PullHandle<Chrome: PullingChrome> {
    // MARK: Public

    /// The chrome as of the last event: its text, arrow rotation and behaviour.
    public internal(set) var chrome: Chrome

    // MARK: Internal

    /// Creates the handle and its feedback generator.
    init(
      _ chrome: Chrome, apply: @escaping (Chrome) -> Void,
      onTrigger: @escaping (PullState) -> Void
    ) {
      self.chrome = chrome
      self.apply = apply
      self.onTrigger = onTrigger
    }

    /// Calls the apply closure with the current chrome.
    func settle() { apply(chrome) }

    /// Applies the chrome's outputs to the views.
    let apply: (Chrome) -> Void
    /// Runs the action of the state that fired.
    let onTrigger: (PullState) -> Void
    /// The haptic the engine's reports play.
    let haptics = PullHaptics()
  }

  extension PullHandle {
    /// Hands the event to the behaviour, plays the haptic where the engine reports it, then
    /// applies and calls back with the trigger, if the engine reported one.
    ///
    /// - Note: Cost per event: the behaviour's `handle` (O(1), no allocation), the apply closure
    ///   and, at most once per drag, the trigger closure.
    func receive(_ event: ScrollEvent, tracker: ScrollTracker) {
      var trigger: PullState?
      chrome.handle(event, tracker: tracker) { report in
        haptics.play(report.feedback)
        if case .triggered(let state) = report { trigger = state }
      }
      settle()
      if let trigger { onTrigger(trigger) }
    }
  }
#endif
