import ScrollChromeCore

// The gestures, frames, host events and garbage of the seeded random sessions.

extension SessionRandom {
  // MARK: Public

  /// A release or fling velocity: ordinary, fast, barely moving, or none.
  package mutating func velocity() -> Double {
    weighted([4, 2, 2, 2], [signed(0...3000), signed(3000...10_000), signed(0...12), 0])
  }

  /// A drag of either direction, short, long or tiny, over 1–12 frames.
  package mutating func drag<OwnStep>() -> SessionStep<OwnStep> {
    let distance = weighted([7, 2, 1], [signed(0...300), signed(300...3000), signed(0...2)])
    return .drag(by: distance, frames: integer(1...12))
  }

  /// 1–30 frames at `rate`.
  package mutating func advance<OwnStep>(rate: Double) -> SessionStep<OwnStep> {
    .advance(frames: integer(1...30), rate: rate)
  }

  /// A raw host event with valid numbers, regardless of the phase: a scroll, any phase event, a
  /// geometry change (keeping the content or the top inset half the time) or a switch to another
  /// scroll view.
  ///
  /// - Parameters:
  ///   - metrics: The scroll view.
  ///   - mix: The suite's weights of geometry, offsets and scrolls.
  ///   - lines: Distances past the top that scrolls and switches hit exactly
  ///     (``offset(in:_:near:)``).
  package mutating func hostEvent(
    _ metrics: ScrollMetrics, _ mix: SessionMix, near lines: [Double] = []
  ) -> ScrollEvent {
    var next = geometry(mix)
    switch index([mix.hostScrollWeight, 1, 1, 1, 1, 1, 1, 1, 1]) {
    case 0: return .scroll(y: offset(in: metrics, mix, near: lines))
    case 1: return .beginDragging
    case 2: return .endDragging(velocity: velocity(), willDecelerate: chance(0.5))
    case 3: return .endDecelerating
    case 4: return .beginProgrammatic
    case 5: return .endProgrammatic
    case 6: return .scrollToTop
    case 7:
      return .geometry(
        viewport: next.viewport, content: chance(0.5) ? metrics.content : next.content,
        insetTop: chance(0.5) ? metrics.insetTop : next.insetTop, insetBottom: next.insetBottom)
    default:
      next.offset = offset(in: next, mix, near: lines)
      return .switchScrollView(next)
    }
  }

  /// Garbage the tracker must refuse: a valid event with a timestamp earlier than the tracker's
  /// or not finite (30 %), or an event with a number that is not finite, out of range or negative.
  package mutating func garbage<OwnStep>() -> SessionStep<OwnStep> {
    let bad = pick([Double.nan, .infinity, -.infinity, 1e308, -1e308, 2e9])
    if chance(0.3) {
      let valid: ScrollEvent = pick([
        .scroll(y: 10), .scroll(y: -80), .beginDragging,
        .endDragging(velocity: 0, willDecelerate: false),
        .switchScrollView(ScrollMetrics(viewport: 800, content: 0)),
      ])
      return .garbage(valid, time: chance(0.5) ? .earlier : .notFinite)
    }
    return .garbage(
      pick([
        .scroll(y: bad),
        .scroll(y: -bad),
        .geometry(viewport: bad, content: 4000, insetTop: 0, insetBottom: 0),
        .geometry(viewport: -1, content: 4000, insetTop: 0, insetBottom: 0),
        .geometry(viewport: 800, content: bad, insetTop: 0, insetBottom: 0),
        .geometry(viewport: 800, content: -5, insetTop: 0, insetBottom: 0),
        .geometry(viewport: 800, content: 4000, insetTop: bad, insetBottom: 0),
        .geometry(viewport: 800, content: 4000, insetTop: 0, insetBottom: bad),
        .endDragging(velocity: bad, willDecelerate: true),
        .switchScrollView(ScrollMetrics(offset: bad, viewport: 800, content: 4000)),
        .switchScrollView(ScrollMetrics(viewport: 800, content: bad)),
      ]), time: .valid)
  }
}
