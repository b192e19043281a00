import ScrollChromeCore
import ScrollChromeTestSupport

// The random sessions of `PullInvariantTests` and `HeaderTransitionInvariantTests`: what one seed
// draws (a scroll view, a pull header and/or a collapsing header on it, 8–36 steps), the sessions'
// own steps (pulls, flings into the top edge, the header's options and commands) and how a session
// plays them. The scroll-view steps, geometry, host events and garbage are `SessionRandom`'s and
// `PropertySession`'s; everything is drawn from `SessionRandom`, so a seed names one session on
// every machine.

/// The pull header of a session: a bare ``PullBehavior`` or the ``DraggableSwitch`` preset.
struct PullSetup {
  var configuration: PullConfiguration
  /// The preset's texts, or `nil` for a bare behaviour (with hysteresis).
  var texts: (normal: String, shallow: String, deep: String)?
}

/// How a session starts.
struct HeaderSessionSetup {
  var metrics: ScrollMetrics
  var deceleration: Decay
  var pull: PullSetup?
  var header: HeaderSetup?
  /// Frames per second (60 or 120) and the number of steps.
  var rate: Double, length: Int

  /// The pull's thresholds (and where hysteresis lets go of them), which offsets hit exactly.
  var lines: [Double] {
    guard let pull = pull?.configuration else { return [] }
    return [
      pull.shallow, pull.deep, pull.shallow - pull.hysteresis, pull.deep - pull.hysteresis,
    ]
  }

  /// The collapsing header's travel, if there is one.
  var headerRange: Double? { header.map { $0.headerHeight + $0.fixedTopOffset } }
}

/// A step only the header sessions play (its default description is what failures print).
enum HeaderSessionStep {
  /// The finger (put down if needed) moves until the content is pulled `depth` past the top.
  case pull(depth: Double, frames: Int)
  /// The content jumps to `from` (mid-content), then a fling towards the top hits the edge.
  case flingIntoTop(from: Double, velocity: Double)
  // The collapsing header's options and commands.
  case reduceMotion(Bool)
  case command(HeaderCommandStep, animated: Bool)
}

extension SessionMix {
  /// The header sessions' scroll views: content up to 1e8, offsets up to 300 past the top and more
  /// often there, scrolls a third of the host events, resizes that make content fit 30 % of the
  /// time.
  static let headers = SessionMix(
    contentWeights: [5, 2, 2, 1, 1, 1, 0], offsetWeights: [3, 4, 1, 2, 1, 1], topOverscroll: 300,
    hostScrollWeight: 4, fittingResize: 0.3, contentKept: 0.4)
}

extension SessionRandom {
  // MARK: Setup

  /// A scroll view, and a pull header, a collapsing header or both on it.
  mutating func headerSessionSetup(pull: Bool, header: Bool) -> HeaderSessionSetup {
    var metrics = geometry(.headers)
    metrics.offset = offset(in: metrics, .headers)
    return HeaderSessionSetup(
      metrics: metrics, deceleration: chance(0.8) ? .normal : .fast,
      pull: pull ? pullSetup() : nil, header: header ? headerSetup() : nil,
      rate: chance(0.7) ? 60 : 120, length: integer(8...36))
  }

  /// Thresholds: the seed's, ordinary, tiny and huge; hysteresis up to just below `deep − shallow`.
  mutating func pullSetup() -> PullSetup {
    let shallow = weighted([5, 3, 1, 1], [20, number(0...120), 0, number(120...1e4)])
    let gap = weighted([5, 3, 1, 1], [50, number(1...200), number(1e-3...1), number(200...1e5)])
    let deep = shallow + gap
    if chance(0.35) {
      let texts =
        chance(0.7)
        ? (
          DraggableSwitch.defaultNormalText, DraggableSwitch.defaultShallowText,
          DraggableSwitch.defaultDeepText
        ) : ("n", "s", "d")
      return PullSetup(configuration: PullConfiguration(shallow: shallow, deep: deep), texts: texts)
    }
    let hysteresis = weighted([4, 4, 1], [0, gap * number(0...0.9), gap * 0.999])
    return PullSetup(
      configuration: PullConfiguration(shallow: shallow, deep: deep, hysteresis: hysteresis),
      texts: nil)
  }

  // MARK: Steps

  /// The next step, given where the scroll view is.
  mutating func headerSessionStep(
    metrics: ScrollMetrics, activity: ScrollActivity, setup: HeaderSessionSetup
  ) -> SessionStep<HeaderSessionStep> {
    let commands = setup.header?.commands == true
    let kind = index([
      16, 8, activity == .tracking ? 10 : 2, 3, 2, 4, 2, 4, 5, 3, 10, 4,
      setup.header == nil ? 0 : 1, commands ? 5 : 0,
    ])
    switch kind {
    case 0:
      let depth = weighted(
        [6, 3, 2, 1, 1], [number(0...150), number(0...30), number(40...110), number(150...700), 0])
      return .own(.pull(depth: depth, frames: integer(1...12)))
    case 1: return drag()
    case 2: return .release(velocity: velocity())
    case 3: return .fling(velocity: velocity())
    case 4:
      // From a point the fling's projected travel (about v/2 at 0.998) reaches past the top.
      let speed = weighted([3, 2, 1], [number(500...4000), number(4000...12_000), 11])
      let from = metrics.minY + number(0...0.45 * speed)
      return .own(.flingIntoTop(from: min(from, metrics.maxY), velocity: -speed))
    case 5: return advance(rate: setup.rate)
    case 6: return .settle
    case 7:
      return .setContentOffset(
        offset(in: metrics, .headers, near: setup.lines), animated: chance(0.6))
    case 8:
      return chance(0.5) ? .scrollToTop : resize(metrics, .headers, fitting: setup.headerRange)
    case 9: return resize(metrics, .headers, fitting: setup.headerRange)
    case 10: return .host(hostEvent(metrics, .headers, near: setup.lines))
    case 11: return garbage()
    case 12: return .own(.reduceMotion(chance(0.5)))
    default: return .own(.command(headerCommand(), animated: chance(0.7)))
    }
  }
}

extension HeaderSession {
  // MARK: Driving

  /// The next step, drawn from the session's random stream.
  mutating func nextStep() -> SessionStep<HeaderSessionStep> {
    state.random.headerSessionStep(
      metrics: state.tracker.metrics, activity: state.tracker.activity, setup: setup)
  }

  /// Plays one of the sessions' own steps.
  mutating func perform(_ step: HeaderSessionStep) throws(SessionViolation) {
    switch step {
    case .pull(let depth, let frames):
      if state.simulator.activity != .tracking { try simulate { $0.touchDown(emit: $1) } }
      let metrics = state.simulator.metrics
      let band = state.simulator.rubberBand
      let target =
        metrics.minY - band.fingerDistance(forOverscroll: depth, dimension: metrics.viewport)
      let distance = target - Self.rawOffset(forDisplayed: metrics.offset, metrics, band)
      for _ in 0..<frames { _ = try frame(finger: distance / Double(frames)) }
    case .flingIntoTop(let y, let velocity):
      try simulate { $0.setContentOffset(y, animated: false, emit: $1) }
      try simulate { $0.touchDown(emit: $1) }
      try simulate { $0.liftFinger(velocity: velocity, emit: $1) }
      try settle()
    case .reduceMotion(let on):
      header?.chrome.behavior.reduceMotion = on
    case .command(let command, let animated):
      try run(command, animated: animated)
    }
  }

  /// The unbounded finger offset that displays `y` (the rubber band's inverse past an edge).
  static func rawOffset(forDisplayed y: Double, _ metrics: ScrollMetrics, _ band: RubberBand)
    -> Double
  {
    if y < metrics.minY {
      return metrics.minY
        - band.fingerDistance(forOverscroll: metrics.minY - y, dimension: metrics.viewport)
    }
    if y > metrics.maxY {
      return metrics.maxY
        + band.fingerDistance(forOverscroll: y - metrics.maxY, dimension: metrics.viewport)
    }
    return y
  }
}
