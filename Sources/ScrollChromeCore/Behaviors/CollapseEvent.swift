/// Something a ``CollapseBehavior`` reports while it handles an event, a frame or a command.
public enum CollapseEvent: Sendable, Equatable {
  /// The chrome moved into another ``CollapseState``.
  case stateChanged(CollapseState)
  /// A command ended: `finished` is `false` if it was interrupted (a new drag, another command,
  /// disabling) or could not run (collapsing content that fits). Reported exactly once per command.
  case completed(CommandID, ChromeCommand, finished: Bool)
}
