/// A command a ``CollapseBehavior`` runs, as its completion reports it.
public enum CollapseCommand: String, Sendable, Equatable {
  /// ``CollapseBehavior/expand(animated:duration:at:emit:)``.
  case expand
  /// ``CollapseBehavior/collapse(animated:duration:at:emit:)``.
  case collapse
  /// ``CollapseBehavior/setFraction(_:animated:duration:at:emit:)``.
  case setFraction
}
