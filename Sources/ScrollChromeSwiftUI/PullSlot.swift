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
    /// The preset the header runs, to tell a changed preset from the same one built again.
    @ObservationIgnored private(set) var preset: any PullingPreset
    @ObservationIgnored var presence = ChromePresence()
    @ObservationIgnored var requestedEnabled = true
    @ObservationIgnored var onExpandActionChange: () -> Void = {}
    /// Runs the action of the state that fired; the view keeps it current.
    @ObservationIgnored var onTrigger: (PullState) -> Void = { _ in }
    @ObservationIgnored private var current: Chrome

    init<Preset: PullingPreset>(_ chrome: Chrome, preset: Preset, name: String)
    where Preset.Chrome == Chrome {
      self.name = name
      self.preset = preset
      current = chrome
    }

    /// The chrome as the last event left it.
    var chrome: Chrome {
      _ = revision
      return current
    }

    /// Runs a new preset's header in place of the old one; the state enables it afterwards.
    func replace<Preset: PullingPreset>(with chrome: Chrome, preset: Preset)
    where Preset.Chrome == Chrome {
      self.preset = preset
      current = chrome
      revision &+= 1
    }
  }

  extension PullSlot: StateChrome {
    var memory: CollapseMemory? { nil }
    var takesCommands: Bool { false }
    var offersExpandAction: Bool { false }

    /// A pull has no animation for Reduce Motion to shorten.
    func configure(reduceMotion: Bool) {}

    /// Pulls are read as the app asked, unless paused; VoiceOver leaves them alone
    /// (``ChromeAccessibility/isPullEnabled(isPaused:)``).
    func updateEnabling(_ accessibility: ChromeAccessibility, isPaused: Bool, at time: Double) {
      let enabled = requestedEnabled && accessibility.isPullEnabled(isPaused: isPaused)
      let before = current.behavior
      current.behavior.setEnabled(enabled) { _ in }
      if current.behavior != before { revision &+= 1 }
    }

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

    /// A pull header is always shown: a command has nothing to move, and ends unfinished.
    func run(_ command: ChromeCommand, at time: Double, completion: ((Bool) -> Void)?) {
      completion?(false)
    }

    /// A pull keeps no memory.
    func restore(_ memory: CollapseMemory, at time: Double) {}
    /// A pull runs no commands.
    func stop() {}
  }
#endif
