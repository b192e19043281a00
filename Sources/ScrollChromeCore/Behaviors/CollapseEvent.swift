/// Identifies one command given to a behaviour, so its completion can be matched.
public struct CommandID: Hashable, Sendable {
  /// A number unique among the commands of one behaviour: 1 for its first command, then one more
  /// for each command it is given, refused ones included.
  package let rawValue: UInt32
}

/// A command a ``CollapseBehavior`` runs, as its completion reports it.
public enum CollapseCommand: String, Sendable, Equatable {
  /// ``CollapseBehavior/expand(animated:duration:at:emit:)``.
  case expand
  /// ``CollapseBehavior/collapse(animated:duration:at:emit:)``.
  case collapse
  /// ``CollapseBehavior/setFraction(_:animated:duration:at:emit:)``.
  case setFraction
}

/// Where chrome is between its two ends.
public enum CollapseState: String, Sendable, Equatable {
  /// `c == 0`: fully shown.
  case expanded
  /// `0 < c < R`.
  case partial
  /// `c == R`: fully hidden.
  case collapsed

  init(collapsed: Double, range: Double) {
    self = collapsed <= 0 ? .expanded : collapsed >= range ? .collapsed : .partial
  }
}

/// Something a ``CollapseBehavior`` reports while it handles an event, a frame or a command.
public enum CollapseEvent: Sendable, Equatable {
  /// The chrome moved into another ``CollapseState``.
  case stateChanged(CollapseState)
  /// A command ended: `finished` is `false` if it was interrupted (a new drag, another command,
  /// disabling) or could not run (collapsing content that fits). Reported exactly once per command.
  case completed(CommandID, CollapseCommand, finished: Bool)
}
