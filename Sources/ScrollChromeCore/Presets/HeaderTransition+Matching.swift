extension HeaderTransition {
  /// Whether `other` configures the same header as `self`, as far as values can be compared: the
  /// heights, the title's gate, the direction, the overlap distance and every effect equal, in
  /// order — where a ``Effect/custom(_:)`` effect matches any custom effect at the same place,
  /// since closures cannot be compared.
  ///
  /// A view's body builds its preset again each time it runs; hosts that are handed a preset again
  /// (the SwiftUI modifiers) restart the chrome only when this says it changed, so a custom
  /// closure swapped for another at the same place is not picked up: change another value with
  /// it.
  ///
  /// - Parameter other: The preset handed over now.
  /// - Note: Cost per event: O(number of effects), no allocation.
  package func isSameConfiguration(as other: HeaderTransition) -> Bool {
    headerHeight == other.headerHeight && fixedTopOffset == other.fixedTopOffset
      && titleWaitsForCollapse == other.titleWaitsForCollapse && direction == other.direction
      && overlapDistance == other.overlapDistance
      && headerEffects.matches(other.headerEffects) && titleEffects.matches(other.titleEffects)
  }
}

extension Array where Element == Effect {
  /// Whether both lists hold matching effects in the same order.
  fileprivate func matches(_ other: [Effect]) -> Bool {
    count == other.count && indices.allSatisfy { self[$0].kind.matches(other[$0].kind) }
  }
}

extension Effect.Kind {
  /// Whether both are the same built-in effect with the same values, or both are custom.
  fileprivate func matches(_ other: Effect.Kind) -> Bool {
    switch (self, other) {
    case (.stretch, .stretch), (.threshold, .threshold), (.custom, .custom): true
    case (.parallax(let a), .parallax(let b)), (.slide(let a), .slide(let b)),
      (.scale(let a), .scale(let b)):
      a == b
    case (.fade(let a, let b), .fade(let c, let d)): a == c && b == d
    case (.keyframes(let a), .keyframes(let b)): a == b
    default: false
    }
  }
}
