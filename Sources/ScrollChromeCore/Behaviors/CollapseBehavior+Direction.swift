extension CollapseBehavior {
  // MARK: Internal

  /// The offset from the start, the end where the chrome expands: `u = y − minY` from the top,
  /// or in reversed direction `u' = maxY − y` from the bottom; negative while overscrolled past
  /// the start.
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

  /// Whether revealing at the end applies: the option is on, and the mode is `followsScroll`.
  var revealsAtEndApplies: Bool {
    @inline(__always) get { configuration.revealsAtEnd && configuration.mode == .followsScroll }
  }

  /// Recomputes ``overlap`` from the geometry: `clamp(u / d, 0, 1)` at the top edge,
  /// `clamp((maxY − y) / d, 0, 1)` at the bottom, `d` the overlap distance.
  @inline(__always)
  mutating func updateOverlap() {
    let run = configuration.edge == .top ? metrics.offsetFromTop : metrics.maxY - metrics.offset
    overlap = overlapShare(of: run)
  }

  /// How far content that runs `run` points under the chrome's edge overlaps it, from 0 to 1:
  /// `clamp(run / d, 0, 1)`, `d` the overlap distance.
  @inline(__always)
  func overlapShare(of run: Double) -> Double {
    min(max(run / configuration.overlapDistance, 0), 1)
  }
}
