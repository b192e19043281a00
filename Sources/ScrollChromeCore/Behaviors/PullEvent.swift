/// Something a ``PullBehavior`` reports.
public enum PullEvent: Sendable, Equatable {
  /// The state changed.
  case stateChanged(from: PullState, to: PullState)
  /// The pull just entered ``PullState/deep``: releasing now triggers (the UIKit components play a haptic).
  case willTrigger
  /// The finger lifted in `shallow` or `deep`: that state's action should run. At most once per
  /// drag.
  case triggered(PullState)
}
