/// The haptic a pull event calls for: hosts map these to their feedback generator.
package enum PullFeedback: Sendable, Equatable {
  /// Get the generator ready: the state became `shallow` or `deep` (from either side), so an
  /// entry into `deep` may follow.
  case prepare
  /// Play it: the pull entered `deep`, releasing now triggers.
  case impact
}

extension PullEvent {
  /// The haptic this event calls for, if any: ``PullFeedback/prepare`` whenever the state becomes
  /// `shallow` or `deep`, ``PullFeedback/impact`` on ``PullEvent/willTrigger``.
  package var feedback: PullFeedback? {
    switch self {
    case .stateChanged(_, .shallow), .stateChanged(_, .deep): .prepare
    case .willTrigger: .impact
    case .stateChanged, .triggered: nil
    }
  }
}
