/// Where chrome is between its two ends.
public enum CollapseState: String, Sendable, Equatable {
  /// Not collapsed at all: fully shown.
  case expanded
  /// Collapsed part of the way: between fully shown and fully hidden.
  case partial
  /// Collapsed by the whole range: fully hidden.
  case collapsed

  init(collapsed: Double, range: Double) {
    self = collapsed <= 0 ? .expanded : collapsed >= range ? .collapsed : .partial
  }
}
