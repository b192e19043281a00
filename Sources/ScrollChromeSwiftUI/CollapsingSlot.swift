#if canImport(SwiftUI)
  import Observation
  import ScrollChromeCore

  /// One piece of collapsing chrome of a ``ScrollChromeState``: its controller, and the values
  /// views observe.
  ///
  /// Views observe ``revision``, which changes with every event or command that moves the chrome,
  /// and ``isAnimating``, which runs their timeline. Frames change neither while an animation
  /// runs: a frame draws ``chrome(at:)``, the chrome sampled at the frame's own time, and
  /// ``advance(to:)`` commits the frame afterwards without invalidating anything, so each frame
  /// is drawn once and on time. The flags for the system bars and assistive technologies change
  /// only at the ends of the travel.
  @Observable
  final class CollapsingSlot<Chrome: CollapsingChrome> {
    // MARK: Internal

    /// Changes whenever an event or a command moved the chrome.
    private(set) var revision = 0
    /// Whether an animation runs, so that views draw frames.
    private(set) var isAnimating: Bool
    /// Whether a system bar that stands for this chrome is hidden (``SystemBarVisibility``).
    private(set) var systemBarsHidden = false
    /// Whether views that leave with the chrome are hidden from assistive technologies.
    private(set) var isHiddenFromAccessibility = false

    @ObservationIgnored let name: String
    /// The preset the chrome runs, to tell a changed preset from the same one built again.
    @ObservationIgnored private(set) var preset: any CollapsingPreset
    @ObservationIgnored var presence = ChromePresence()
    @ObservationIgnored var requestedEnabled: Bool
    @ObservationIgnored private(set) var offersExpandAction = false
    @ObservationIgnored var onExpandActionChange: () -> Void = {}
    /// The chrome and the completions its commands owe.
    @ObservationIgnored var controller: ChromeController<Chrome, (Bool) -> Void>

    init<Preset: CollapsingPreset>(_ chrome: Chrome, preset: Preset, name: String)
    where Preset.Chrome == Chrome {
      self.name = name
      self.preset = preset
      controller = ChromeController(chrome)
      requestedEnabled = chrome.behavior.isEnabled
      isAnimating = chrome.isAnimating
    }

    /// The chrome at a frame's time: while it animates, a copy advanced to `time` (the engine's
    /// animations are closed forms, so sampling ahead of the commit is exact); otherwise the
    /// chrome as the last event left it.
    ///
    /// - Parameter time: The frame's time on the state's clock, or `nil` outside a frame.
    /// - Note: Cost per event: one copy of the chrome and its `advance` (O(1), O(number of
    ///   effects) for a header).
    func chrome(at time: Double?) -> Chrome {
      _ = revision
      guard isAnimating, let time else { return controller.chrome }
      var sample = controller.chrome
      sample.advance(to: time) { _ in }
      return sample
    }

    /// Commits a frame: the chrome moves to `time`, and views are told only when the animation
    /// ends.
    func advance(to time: Double) {
      controller.advance(to: time)
      settle(moved: false)
    }

    /// Runs a new preset's chrome in place of the old one, at the old one's fraction; commands
    /// under way end, `finished == false`. The state enables it afterwards.
    func replace<Preset: CollapsingPreset>(with chrome: Chrome, preset: Preset, at time: Double)
    where Preset.Chrome == Chrome {
      let kept = CollapseMemory(
        fraction: controller.chrome.behavior.fraction, isEnabled: requestedEnabled)
      let reduceMotion = controller.chrome.behavior.reduceMotion
      stop()
      self.preset = preset
      controller = ChromeController(chrome)
      controller.setReduceMotion(reduceMotion)
      change { $0.restore(kept, at: time) }
      revision &+= 1
    }

    /// Runs a change on the controller, then settles.
    func change(_ body: (inout ChromeController<Chrome, (Bool) -> Void>) -> Void) {
      let before = controller.chrome.behavior
      body(&controller)
      settle(moved: controller.chrome.behavior != before)
    }

    // MARK: Private

    /// Publishes what changed, then calls the completions the engine reported.
    private func settle(moved: Bool) {
      if moved { revision &+= 1 }
      let behavior = controller.chrome.behavior
      let animating = controller.chrome.isAnimating
      if animating != isAnimating { isAnimating = animating }
      let hidden = SystemBarVisibility.isHidden(
        fraction: behavior.fraction, wasHidden: systemBarsHidden)
      if hidden != systemBarsHidden { systemBarsHidden = hidden }
      let unseen = ChromeAccessibility.hidesFromAccessibility(fraction: behavior.fraction)
      if unseen != isHiddenFromAccessibility { isHiddenFromAccessibility = unseen }
      let offers = ChromeAccessibility.offersExpandAction(
        fraction: behavior.fraction, isEnabled: behavior.isEnabled)
      if offers != offersExpandAction {
        offersExpandAction = offers
        onExpandActionChange()
      }
      for due in controller.takeCompletions() { due.completion(due.finished) }
    }
  }
#endif
