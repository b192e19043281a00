import ScrollChromeCore
import ScrollChromeTestSupport

// The random sessions of `PullInvariantTests` and `HeaderTransitionInvariantTests`: what one seed
// draws (a scroll view, a pull header and/or a collapsing header on it, 8–36 steps) and how a
// session plays the steps the way a host would. Everything is drawn from `SessionRandom`, so a seed
// names one session on every machine.

/// The pull header of a session: a bare ``PullBehavior`` or the ``DraggableSwitch`` preset.
struct PullSetup {
  var configuration: PullConfiguration
  /// The preset's texts, or `nil` for a bare behaviour (with hysteresis).
  var texts: (normal: String, shallow: String, deep: String)?
}

/// How a session starts.
struct SessionSetup {
  var metrics: ScrollMetrics
  var deceleration: Decay
  var pull: PullSetup?
  var header: HeaderSetup?
  /// Frames per second (60 or 120) and the number of steps.
  var rate: Double, length: Int
}

/// How a garbage event is garbage: a bad number inside, or a bad timestamp.
enum SessionBadTime { case valid, earlier, notFinite }

/// One step of a session (its default description is what failures print).
enum SessionStep {
  // Finger and app input through the simulator.
  /// The finger (put down if needed) moves until the content is pulled `depth` past the top.
  case pull(depth: Double, frames: Int)
  case drag(by: Double, frames: Int)
  case release(velocity: Double)
  case fling(velocity: Double)
  /// The content jumps to `from` (mid-content), then a fling towards the top hits the edge.
  case flingIntoTop(from: Double, velocity: Double)
  case setContentOffset(Double, animated: Bool)
  case scrollToTop
  case resize(viewport: Double?, content: Double?, insetTop: Double?, insetBottom: Double?)
  // Time: frames, or frames until everything rests.
  case advance(frames: Int)
  case settle
  // Raw host events with valid numbers (in any order), and garbage the tracker must refuse.
  case host(ScrollEvent)
  case garbage(ScrollEvent, time: SessionBadTime)
  // The collapsing header's options and commands.
  case reduceMotion(Bool)
  case command(HeaderCommandStep, animated: Bool)
}

extension SessionRandom {
  // MARK: Setup

  /// A scroll view, and a pull header, a collapsing header or both on it.
  mutating func setup(pull: Bool, header: Bool) -> SessionSetup {
    var metrics = geometry()
    metrics.offset = offset(in: metrics, pull: nil)
    return SessionSetup(
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

  /// Valid geometry: ordinary phones, short content, zero and huge sizes.
  private mutating func geometry() -> ScrollMetrics {
    ScrollMetrics(
      viewport: weighted([5, 2, 1, 2, 1], [800.0, 600, 0, number(1...2000), 1e6]),
      content: weighted([5, 2, 2, 1, 1, 1], [4000.0, 2000, number(0...1200), 0, 830, 1e8]),
      insetTop: weighted([4, 3, 1, 1], [0.0, 64, 100, number(-50...200)]),
      insetBottom: weighted([4, 1, 1], [0.0, 34, number(0...100)]))
  }

  /// An offset at the top, anywhere, past an edge — or exactly at (or a hair off) one of the pull
  /// thresholds past the top.
  mutating func offset(in metrics: ScrollMetrics, pull: PullConfiguration?) -> Double {
    var y = weighted(
      [3, 4, 1, 2, 1, 1],
      [
        metrics.minY, number(metrics.minY...metrics.maxY), metrics.maxY,
        metrics.minY - number(0...300), metrics.maxY + number(0...200),
        metrics.minY + number(0...100),
      ])
    if let pull, chance(0.3) {
      let line = pick([
        pull.shallow, pull.deep, pull.shallow - pull.hysteresis, pull.deep - pull.hysteresis,
      ])
      y = metrics.minY - line + pick([0, 0, 1e-9, -1e-9, 0.5, -0.5])
    }
    return min(max(y, -ScrollMetrics.maximumMagnitude), ScrollMetrics.maximumMagnitude)
  }

  // MARK: Steps

  /// The next step, given where the scroll view is.
  mutating func step(
    metrics: ScrollMetrics, activity: ScrollActivity, setup: SessionSetup
  ) -> SessionStep {
    let commands = setup.header?.commands == true
    let kind = index([
      16, 8, activity == .tracking ? 10 : 2, 3, 2, 4, 2, 4, 5, 3, 10, 4,
      setup.header == nil ? 0 : 1, commands ? 5 : 0,
    ])
    switch kind {
    case 0:
      let depth = weighted(
        [6, 3, 2, 1, 1], [number(0...150), number(0...30), number(40...110), number(150...700), 0])
      return .pull(depth: depth, frames: integer(1...12))
    case 1:
      let drag = weighted([7, 2, 1], [signed(0...300), signed(300...3000), signed(0...2)])
      return .drag(by: drag, frames: integer(1...12))
    case 2: return .release(velocity: velocity())
    case 3: return .fling(velocity: velocity())
    case 4:
      // From a point the fling's projected travel (about v/2 at 0.998) reaches past the top.
      let speed = weighted([3, 2, 1], [number(500...4000), number(4000...12_000), 11])
      let from = metrics.minY + number(0...0.45 * speed)
      return .flingIntoTop(from: min(from, metrics.maxY), velocity: -speed)
    case 5: return .advance(frames: integer(1...30))
    case 6: return .settle
    case 7:
      return .setContentOffset(
        offset(in: metrics, pull: setup.pull?.configuration), animated: chance(0.6))
    case 8: return chance(0.5) ? .scrollToTop : resize(metrics: metrics, setup: setup)
    case 9: return resize(metrics: metrics, setup: setup)
    case 10: return .host(hostEvent(metrics: metrics, pull: setup.pull?.configuration))
    case 11: return garbage()
    case 12: return .reduceMotion(chance(0.5))
    default: return .command(headerCommand(), animated: chance(0.7))
    }
  }

  private mutating func resize(metrics: ScrollMetrics, setup: SessionSetup) -> SessionStep {
    let next = geometry()
    if let header = setup.header, chance(0.3) {
      // Content that becomes short enough for the header's travel (D ≤ R).
      let range = header.headerHeight + header.fixedTopOffset
      let fits = metrics.viewport - metrics.insetTop - metrics.insetBottom + range * number(0...1)
      return .resize(
        viewport: nil, content: min(max(0, fits), 1e8), insetTop: nil, insetBottom: nil)
    }
    return .resize(
      viewport: chance(0.5) ? nil : next.viewport, content: chance(0.4) ? nil : next.content,
      insetTop: chance(0.6) ? nil : next.insetTop, insetBottom: chance(0.7) ? nil : next.insetBottom
    )
  }

  private mutating func velocity() -> Double {
    weighted([4, 2, 2, 2], [signed(0...3000), signed(3000...10_000), signed(0...12), 0])
  }

  private mutating func hostEvent(metrics: ScrollMetrics, pull: PullConfiguration?)
    -> ScrollEvent
  {
    var next = geometry()
    switch integer(0...11) {
    case 0, 1, 2, 3: return .scroll(y: offset(in: metrics, pull: pull))
    case 4: return .beginDragging
    case 5: return .endDragging(velocity: velocity(), willDecelerate: chance(0.5))
    case 6: return .endDecelerating
    case 7: return .beginProgrammatic
    case 8: return .endProgrammatic
    case 9: return .scrollToTop
    case 10:
      return .geometry(
        viewport: next.viewport, content: chance(0.5) ? metrics.content : next.content,
        insetTop: chance(0.5) ? metrics.insetTop : next.insetTop, insetBottom: next.insetBottom)
    default:
      next.offset = offset(in: next, pull: pull)
      return .switchScrollView(next)
    }
  }

  private mutating func garbage() -> SessionStep {
    let bad = pick([Double.nan, .infinity, -.infinity, 1e308, -1e308, 2e9])
    if chance(0.3) {
      // A valid event with a timestamp the tracker must refuse.
      let valid: ScrollEvent = pick([
        .scroll(y: -80), .beginDragging, .endDragging(velocity: 0, willDecelerate: false),
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
        .geometry(viewport: 800, content: 4000, insetTop: bad, insetBottom: 0),
        .geometry(viewport: 800, content: 4000, insetTop: 0, insetBottom: bad),
        .endDragging(velocity: bad, willDecelerate: true),
        .switchScrollView(ScrollMetrics(offset: bad, viewport: 800, content: 4000)),
        .switchScrollView(ScrollMetrics(viewport: 800, content: bad)),
      ]), time: .valid)
  }
}

extension ScrollChromeSession {
  // MARK: Driving

  /// Plays one step.
  mutating func perform(_ next: SessionStep) throws(SessionViolation) {
    switch next {
    case .pull(let depth, let frames):
      if simulator.activity != .tracking { try simulate { $0.touchDown(emit: $1) } }
      let metrics = simulator.metrics
      let band = simulator.rubberBand
      let target =
        metrics.minY - band.fingerDistance(forOverscroll: depth, dimension: metrics.viewport)
      let distance = target - Self.rawOffset(forDisplayed: metrics.offset, metrics, band)
      for _ in 0..<frames { _ = try frame(finger: distance / Double(frames)) }
    case .drag(let distance, let frames):
      if simulator.activity != .tracking { try simulate { $0.touchDown(emit: $1) } }
      for _ in 0..<frames { _ = try frame(finger: distance / Double(frames)) }
    case .release(let velocity):
      try simulate { $0.liftFinger(velocity: velocity, emit: $1) }
    case .fling(let velocity):
      try simulate { $0.touchDown(emit: $1) }
      try simulate { $0.liftFinger(velocity: velocity, emit: $1) }
    case .flingIntoTop(let y, let velocity):
      try simulate { $0.setContentOffset(y, animated: false, emit: $1) }
      try simulate { $0.touchDown(emit: $1) }
      try simulate { $0.liftFinger(velocity: velocity, emit: $1) }
      try settle()
    case .setContentOffset(let y, let animated):
      try simulate { $0.setContentOffset(y, animated: animated, emit: $1) }
    case .scrollToTop:
      try simulate { $0.scrollToTop(emit: $1) }
    case .resize(let viewport, let content, let insetTop, let insetBottom):
      try simulate {
        $0.setGeometry(
          viewport: viewport, content: content, insetTop: insetTop, insetBottom: insetBottom,
          emit: $1)
      }
    case .advance(let frames):
      for _ in 0..<frames { _ = try frame() }
    case .settle:
      try settle()
    case .host(let event):
      try deliver(event, mirror: true)
    case .garbage(let event, let time):
      try refuse(event, time: time)
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

  /// Runs simulator input at the current time and delivers what it reports.
  mutating func simulate(_ action: (inout ScrollViewSimulator, (ScrollEvent) -> Void) -> Void)
    throws(SessionViolation)
  {
    var pending: [ScrollEvent] = []
    action(&simulator) { pending.append($0) }
    for event in pending { try deliver(event, mirror: false) }
  }

  /// One frame: the header's animations first, then the finger and the simulator's physics.
  /// Returns how many events the simulator reported.
  mutating func frame(finger: Double? = nil) throws(SessionViolation) -> Int {
    time += 1 / setup.rate
    try advanceHeader()
    var pending: [ScrollEvent] = []
    if let finger { simulator.moveFinger(by: finger) { pending.append($0) } }
    simulator.advance(to: time) { pending.append($0) }
    for event in pending { try deliver(event, mirror: false) }
    return pending.count
  }

  /// Frames until the scroll view rests (or a finger holds it) and no animation runs, at most
  /// 10 s. A phase that only a mirrored host event started (no physics behind it, so no events)
  /// is left alone after 30 quiet frames.
  mutating func settle() throws(SessionViolation) {
    var quiet = 0
    for _ in 0..<Int(10 * setup.rate) {
      let moving = !simulator.isIdle && simulator.activity != .tracking
      guard moving || headerAnimates else { return }
      quiet = try frame() == 0 ? quiet + 1 : 0
      if quiet >= 30 && !headerAnimates { return }
    }
  }

  /// Lets go, ends phases the host left open (as the host would report them) and runs until
  /// everything rests: the header's animations must end.
  mutating func finish() throws(SessionViolation) {
    if tracker.activity == .tracking || simulator.activity == .tracking {
      try simulate { $0.liftFinger(velocity: 0, emit: $1) }
    }
    var quiet = 0
    for _ in 0..<Int(30 * setup.rate) {
      if tracker.activity == .idle && simulator.isIdle && !headerAnimates { break }
      quiet = try frame() == 0 ? quiet + 1 : 0
      guard quiet >= 60, tracker.activity != .idle || !simulator.isIdle else { continue }
      let end: ScrollEvent =
        switch tracker.activity {
        case .tracking: .endDragging(velocity: 0, willDecelerate: false)
        case .decelerating: .endDecelerating
        case .animating, .idle: .endProgrammatic
        }
      try deliver(end, mirror: true)
      quiet = 0
    }
    if headerAnimates {
      throw violation("header.animating", "still animating after 30 s of frames")
    }
    if tracker.activity != .idle {
      throw violation("session", "the scroll view never came to rest")
    }
  }
}
