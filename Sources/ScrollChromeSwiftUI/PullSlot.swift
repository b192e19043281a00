#if canImport(SwiftUI)
  import Observation
  import ScrollChromeCore

  /// A pull-to-trigger header of a ``ScrollChromeState``, as its view observes it: the roster's
  /// piece (``RosterPullChrome``) and the value it publishes.
  @Observable
  final class PullSlot<Chrome: PullingChrome> {
    // MARK: Internal

    /// Changes whenever the pull changed.
    private(set) var revision = 0

    /// The piece the state's roster runs.
    @ObservationIgnored let piece: RosterPullChrome<Chrome>
    /// The (valid) preset the header runs, to tell a changed preset from the same one built again.
    @ObservationIgnored var preset: any PullingPreset

    init(_ piece: RosterPullChrome<Chrome>, preset: some PullingPreset) {
      self.piece = piece
      self.preset = preset
      piece.onChange = { [weak self] in self?.revision &+= 1 }
    }

    /// The chrome as the last event left it.
    var chrome: Chrome {
      _ = revision
      return piece.chrome
    }
  }
#endif
