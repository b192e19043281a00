#if canImport(SwiftUI)
  import Observation
  import ScrollChromeCore

  /// A pull-to-trigger header of a ``ScrollChromeState``, as its view observes it: the runtime's
  /// piece and the values it publishes.
  @available(iOS 18.0, macOS 15.0, tvOS 18.0, visionOS 2.0, watchOS 11.0, *)
  @Observable
  final class PullSlot<Chrome: PullingChrome> {
    // MARK: Internal

    /// Changes whenever the pull changed.
    private(set) var revision = 0
    /// The last trigger, numbered: the header's view runs the app's action when it changes, so
    /// the long-lived slot holds none of the app's closures.
    private(set) var trigger: PullTrigger?

    /// The piece the state's runtime runs.
    @ObservationIgnored let piece: PullPiece<Chrome>
    /// The (valid) preset the header runs, to tell a changed preset from the same one built again.
    @ObservationIgnored var preset: any PullingPreset

    init(_ piece: PullPiece<Chrome>, preset: some PullingPreset) {
      self.piece = piece
      self.preset = preset
      piece.onChange = { [weak self] _ in self?.revision &+= 1 }
      piece.onTrigger = { [weak self] state in
        guard let self else { return }
        trigger = PullTrigger(serial: (trigger?.serial ?? 0) &+ 1, state: state)
      }
    }

    /// The chrome as the last event left it.
    var chrome: Chrome {
      _ = revision
      return piece.chrome
    }
  }

  /// A pull's trigger: the state that fired, and its number.
  struct PullTrigger: Equatable {
    /// Counts the triggers, so that two of the same state differ.
    let serial: Int
    /// The state that fired.
    let state: PullState
  }
#endif
