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
