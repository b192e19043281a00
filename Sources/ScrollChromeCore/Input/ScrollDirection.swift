/// The direction of the last scroll movement inside the scrollable range.
public enum ScrollDirection: String, Sendable, Equatable {
  /// No movement yet since the last re-baseline.
  case none
  /// The offset grows: the list scrolls down and its content moves up the screen.
  case down
  /// The offset shrinks: the list scrolls back up towards its top.
  case up
}
