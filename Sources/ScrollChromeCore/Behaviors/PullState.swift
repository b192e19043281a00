/// The state of a pull-to-trigger header.
public enum PullState: String, Sendable, Equatable, CaseIterable {
  /// Pulled less than the shallow threshold (or not at all).
  case normal
  /// Pulled past the shallow threshold.
  case shallow
  /// Pulled past the deep threshold.
  case deep
}
