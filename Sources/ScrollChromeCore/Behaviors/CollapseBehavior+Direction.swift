extension CollapseBehavior {
  // MARK: Internal

  /// The offset from the end where the chrome expands: `u = y − minY`, or in reversed direction
  /// `u' = maxY − y`; negative while overscrolled past that end.
  var offsetFromStart: Double {
    @inline(__always) get {
      configuration.direction == .normal
        ? metrics.offset - metrics.minY : metrics.maxY - metrics.offset
    }
  }

  /// ``offsetFromStart`` within the scrollable range (never negative): rubber-band overscroll
  /// does not count.
  var clampedOffsetFromStart: Double {
    @inline(__always) get {
      let y = metrics.clamped(metrics.offset)
      return configuration.direction == .normal ? y - metrics.minY : metrics.maxY - y
    }
  }

  /// The offset from the other end, where revealing at the end expands: `maxY − y`, or in
  /// reversed direction `y − minY`; negative while overscrolled past it.
  var offsetFromEnd: Double {
    @inline(__always) get {
      configuration.direction == .normal
        ? metrics.maxY - metrics.offset : metrics.offset - metrics.minY
    }
  }

  /// A movement along the content's direction: `value` itself, negated in reversed direction.
  @inline(__always)
  func directed(_ value: Double) -> Double {
    configuration.direction == .normal ? value : -value
  }

  /// Whether revealing at the end applies: the option is on, in `followsScroll` mode.
  var revealsAtEnd: Bool {
    @inline(__always) get { configuration.revealsAtEnd && configuration.mode == .followsScroll }
  }

  /// Recomputes ``overlap`` from the geometry: `clamp(u / d, 0, 1)` at the top edge,
  /// `clamp((maxY − y) / d, 0, 1)` at the bottom, `d` the overlap distance.
  @inline(__always)
  mutating func updateOverlap() {
    let run = configuration.edge == .top ? metrics.offsetFromTop : metrics.maxY - metrics.offset
    overlap = min(max(run / configuration.overlapDistance, 0), 1)
  }
}
