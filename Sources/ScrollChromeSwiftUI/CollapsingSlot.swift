#if canImport(SwiftUI)
  import Observation
  import ScrollChromeCore

  /// One piece of collapsing chrome of a ``ScrollChromeState``, as its views observe it: the
  /// runtime's piece, which decides everything, and the values it publishes.
  ///
  /// Views observe ``revision``, which changes with every event or command that moves the chrome,
  /// and ``isAnimating``, which runs their timeline. Frames change neither while an animation
  /// runs: a frame draws ``chrome(at:)``, the chrome sampled at the frame's own time, and
  /// the runtime commits the frame afterwards without invalidating anything, so each frame is
  /// drawn once and on time. The flags for the system bars and assistive technologies change
  /// only at the ends of the travel.
  @available(iOS 18.0, macOS 15.0, tvOS 18.0, visionOS 2.0, watchOS 11.0, *)
  @Observable
  final class CollapsingSlot<Chrome: CollapsingChrome> {
    // MARK: Internal

    /// Changes whenever an event or a command moved the chrome.
    private(set) var revision = 0
    /// Whether an animation runs, so that views draw frames.
    private(set) var isAnimating: Bool
    /// Whether a system bar that stands for this chrome is hidden.
    private(set) var systemBarsHidden = false
    /// Whether views that leave with the chrome are hidden from assistive technologies.
    private(set) var isHiddenFromAccessibility = false

    /// The piece the state's runtime runs.
    @ObservationIgnored let piece: CollapsingPiece<Chrome>
    /// The (valid) preset the chrome runs, to tell a changed preset from the same one built again.
    @ObservationIgnored var preset: any CollapsingPreset

    /// What readers outside the chrome observe (``ChromeFractionReader``).
    @ObservationIgnored let progress: ChromeProgress
    /// The height a bar's layout gives it, which its preset is fitted to; unmeasured for chrome
    /// that is not a bar.
    @ObservationIgnored var laidOut = LaidOutHeight()

    init(_ piece: CollapsingPiece<Chrome>, preset: some CollapsingPreset, progress: ChromeProgress)
    {
      self.piece = piece
      self.preset = preset
      self.progress = progress
      isAnimating = piece.chrome.isAnimating
      piece.onChange = { [weak self] _ in self?.publish() }
      progress.connect { [weak self] time in self?.chrome(at: time).behavior.fraction ?? 0 }
    }

    /// The chrome at a frame's time (``CollapsingPiece/chrome(at:)``).
    ///
    /// - Parameter time: The frame's time on the state's clock, or `nil` outside a frame.
    /// - Note: Cost per event: one copy of the chrome and its `advance`.
    func chrome(at time: Double?) -> Chrome {
      _ = revision
      return isAnimating ? piece.chrome(at: time) : piece.chrome
    }

    // MARK: Private

    /// Publishes what changed; only values that differ are written, so views that read them are
    /// invalidated only then.
    private func publish() {
      revision &+= 1
      progress.publish(isAnimating: piece.chrome.isAnimating)
      if piece.chrome.isAnimating != isAnimating { isAnimating = piece.chrome.isAnimating }
      if piece.isSystemBarHidden != systemBarsHidden { systemBarsHidden = piece.isSystemBarHidden }
      if piece.isHiddenFromAccessibility != isHiddenFromAccessibility {
        isHiddenFromAccessibility = piece.isHiddenFromAccessibility
      }
    }
  }
#endif
