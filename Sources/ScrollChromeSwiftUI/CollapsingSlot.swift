#if canImport(SwiftUI)
  import Observation
  import ScrollChromeCore

  /// One piece of collapsing chrome of a ``ScrollChromeState``: its controller, and the two values
  /// views observe.
  ///
  /// Views observe ``revision``, which changes with every event or command that moves the chrome,
  /// and ``isAnimating``, which runs their timeline. Frames change neither while an animation
  /// runs: a frame draws ``chrome(at:)``, the chrome sampled at the frame's own time, and
  /// ``advance(to:)`` commits the frame afterwards without invalidating anything, so each frame
  /// is drawn once and on time.
  @Observable
  final class CollapsingSlot<Chrome: CollapsingChrome> {
    // MARK: Internal

    /// Changes whenever an event or a command moved the chrome.
    private(set) var revision = 0
    /// Whether an animation runs, so that views draw frames.
    private(set) var isAnimating: Bool
    /// Whether a system bar that stands for this chrome is hidden (``SystemBarVisibility``).
    private(set) var systemBarsHidden = false

    @ObservationIgnored let name: String
    @ObservationIgnored var requestedEnabled: Bool
    /// The chrome and the completions its commands owe.
    @ObservationIgnored private(set) var controller: ChromeController<Chrome, (Bool) -> Void>

    init(_ chrome: Chrome, name: String) {
      self.name = name
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
      let animating = controller.chrome.isAnimating
      if animating != isAnimating { isAnimating = animating }
      let hidden = SystemBarVisibility.isHidden(
        fraction: controller.chrome.behavior.fraction, wasHidden: systemBarsHidden)
      if hidden != systemBarsHidden { systemBarsHidden = hidden }
      for due in controller.takeCompletions() { due.completion(due.finished) }
    }
  }

  extension CollapsingSlot: StateChrome {
    var memory: CollapseMemory? {
      CollapseMemory(
        fraction: controller.chrome.behavior.fraction, isEnabled: requestedEnabled)
    }

    func configure(reduceMotion: Bool) {
      controller.setReduceMotion(reduceMotion)
    }

    func setEffectiveEnabled(_ enabled: Bool, at time: Double) {
      guard enabled != controller.chrome.behavior.isEnabled else { return }
      change { $0.setEnabled(enabled, at: time) }
    }

    /// - Note: Cost per event: the chrome's `handle` (O(1), O(number of effects) for a header).
    func receive(_ event: ScrollEvent, tracker: ScrollTracker) {
      change { $0.handle(event, tracker: tracker) }
    }

    func move(expanding: Bool, animated: Bool, at time: Double) {
      change {
        if expanding {
          $0.expand(animated: animated, at: time, completion: nil)
        } else {
          $0.collapse(animated: animated, at: time, completion: nil)
        }
      }
    }

    func restore(_ memory: CollapseMemory, at time: Double) {
      requestedEnabled = memory.isEnabled
      change { $0.restore(memory, at: time) }
    }
  }
#endif
