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
  /// The haptic follows the engine's reports exactly: a `UIImpactFeedbackGenerator` of style
  /// `.medium` is prepared where the engine's ``PullEvent/feedback`` is ``PullFeedback/prepare``
  /// (so it plays without latency) and played where it is ``PullFeedback/impact``, on
  /// ``PullEvent/willTrigger``. A pull needs no frames: it changes only with events.
  @MainActor
  public final class PullHandle<Chrome: PullingChrome> {
    // MARK: Public

    /// The chrome as of the last event: its text, arrow rotation and behaviour.
    public private(set) var chrome: Chrome

    // MARK: Internal

    /// Creates the handle and its feedback generator.
    init(
      _ chrome: Chrome, apply: @escaping (Chrome) -> Void,
      onTrigger: @escaping (PullState) -> Void
    ) {
      self.chrome = chrome
      self.apply = apply
      self.onTrigger = onTrigger
      feedback = UIImpactFeedbackGenerator(style: .medium)
    }

    /// Calls the apply closure with the current chrome.
    func settle() { apply(chrome) }

    // MARK: Private

    /// Applies the chrome's outputs to the views.
    private let apply: (Chrome) -> Void
    /// Runs the action of the state that fired.
    private let onTrigger: (PullState) -> Void
    /// The haptic the engine's reports play.
    private let feedback: UIImpactFeedbackGenerator
  }

  extension PullHandle: DrivenChrome {
    /// A pull changes only with events, so it never needs frames.
    var isAnimating: Bool { false }

    /// A pull has no animation for Reduce Motion to shorten.
    func setReduceMotion(_ reduceMotion: Bool) {}

    /// Hands the event to the behaviour, plays the haptic where the engine reports it, then
    /// applies and calls back with the trigger, if the engine reported one.
    ///
    /// - Note: Cost per event: the behaviour's `handle` (O(1), no allocation), the apply closure
    ///   and, at most once per drag, the trigger closure.
    func receive(_ event: ScrollEvent, tracker: ScrollTracker) {
      let feedback = self.feedback
      var trigger: PullState?
      chrome.handle(event, tracker: tracker) { report in
        switch report.feedback {
        case .prepare: feedback.prepare()
        case .impact: feedback.impactOccurred()
        case nil: break
        }
        if case .triggered(let state) = report { trigger = state }
      }
      settle()
      if let trigger { onTrigger(trigger) }
    }

    /// A pull has no animation to advance.
    func advance(to time: Double) {}
  }
#endif
