#if canImport(SwiftUI)
  import Observation
  import ScrollChromeCore

  /// One piece of collapsing chrome of a ``ScrollChromeState``, as its views observe it: the
  /// roster's piece (``RosterCollapsingChrome``), which decides everything, and the values it
  /// publishes.
  ///
  /// Views observe ``revision``, which changes with every event or command that moves the chrome,
  /// and ``isAnimating``, which runs their timeline. Frames change neither while an animation
  /// runs: a frame draws ``chrome(at:)``, the chrome sampled at the frame's own time, and
  /// the roster commits the frame afterwards without invalidating anything, so each frame
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

    /// The piece the state's roster runs.
    @ObservationIgnored let piece: RosterCollapsingChrome<Chrome>
    /// The (valid) preset the chrome runs, to tell a changed preset from the same one built again.
    @ObservationIgnored var preset: any CollapsingPreset

    init(_ piece: RosterCollapsingChrome<Chrome>, preset: some CollapsingPreset) {
      self.piece = piece
      self.preset = preset
      isAnimating = piece.controller.chrome.isAnimating
      piece.onChange = { [weak self] moved in self?.publish(moved: moved) }
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
      guard isAnimating, let time else { return piece.controller.chrome }
      var sample = piece.controller.chrome
      sample.advance(to: time) { _ in }
      return sample
    }

    // MARK: Private

    /// Publishes what changed; only values that differ are written, so views that read them are
    /// invalidated only then.
    private func publish(moved: Bool) {
      if moved { revision &+= 1 }
      let chrome = piece.controller.chrome
      if chrome.isAnimating != isAnimating { isAnimating = chrome.isAnimating }
      let fraction = chrome.behavior.fraction
      let hidden = SystemBarVisibility.isHidden(fraction: fraction, wasHidden: systemBarsHidden)
      if hidden != systemBarsHidden { systemBarsHidden = hidden }
      let unseen = ChromeAccessibility.hidesFromAccessibility(fraction: fraction)
      if unseen != isHiddenFromAccessibility { isHiddenFromAccessibility = unseen }
    }
  }
#endif
