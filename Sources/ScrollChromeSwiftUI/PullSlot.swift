#if canImport(SwiftUI)
  import Observation
  import ScrollChromeCore

  /// A pull-to-trigger header of a ``ScrollChromeState``: its chrome, the value views observe,
  /// and the action the app passed.
  ///
  /// A pull changes only with events, so it needs no frames and keeps no memory.
  @Observable
  final class PullSlot<Chrome: PullingChrome> {
    // MARK: Internal

    /// Changes whenever an event moved the pull.
    private(set) var revision = 0

    @ObservationIgnored let name: String
    /// Runs the action of the state that fired; the view keeps it current.
    @ObservationIgnored var onTrigger: (PullState) -> Void = { _ in }
    @ObservationIgnored private var current: Chrome

    init(_ chrome: Chrome, name: String) {
      self.name = name
      current = chrome
    }

    /// The chrome as the last event left it.
    var chrome: Chrome {
      _ = revision
      return current
    }
  }

  extension PullSlot: StateChrome {
    var isAnimating: Bool { false }
    var requestedEnabled: Bool { true }
    var memory: CollapseMemory? { nil }

    /// A pull has no animation for Reduce Motion to shorten.
    func configure(reduceMotion: Bool) {}
    /// A pull follows the finger, which VoiceOver and pausing leave alone.
    func setEffectiveEnabled(_ enabled: Bool, at time: Double) {}
    /// A pull header is always shown.
    func move(expanding: Bool, animated: Bool, at time: Double) {}
    /// A pull keeps no memory.
    func restore(_ memory: CollapseMemory, at time: Double) {}

    /// Hands the event to the behaviour, then calls back with the trigger, if the engine reported
    /// one, after the new state is stored.
    ///
    /// - Note: Cost per event: the behaviour's `handle` (O(1), no allocation) and, at most once
    ///   per drag, the trigger closure.
    func receive(_ event: ScrollEvent, tracker: ScrollTracker) {
      let before = current.behavior
      var trigger: PullState?
      current.handle(event, tracker: tracker) { report in
        if case .triggered(let state) = report { trigger = state }
      }
      if current.behavior != before { revision &+= 1 }
      if let trigger { onTrigger(trigger) }
    }
  }
#endif
