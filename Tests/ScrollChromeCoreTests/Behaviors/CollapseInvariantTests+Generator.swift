import ScrollChromeCore
import ScrollChromeTestSupport

// The random sessions of `CollapseInvariantTests`: what one seed draws (a configuration, a scroll
// view, 12–48 steps) and how a session plays the steps the way a host would. Everything is drawn
// from `SessionRandom`, so a seed names one session on every machine.

/// How a session starts.
struct InvariantSetup {
  var configuration: CollapseConfiguration
  var metrics: ScrollMetrics
  var reduceMotion: Bool
  /// Frames per second of the frame clock (60 or 120), and the number of steps.
  var rate: Double, length: Int
}

/// How a garbage event is garbage: a bad number inside, or a bad timestamp.
enum InvariantBadTime { case valid, earlier, notFinite }

/// One step of a session (its default description is what failures print).
enum InvariantStep {
  // Finger and app input through the simulator.
  case drag(by: Double, frames: Int)
  case release(velocity: Double)
  case fling(velocity: Double)
  case setContentOffset(Double, animated: Bool)
  case scrollToTop
  case resize(viewport: Double?, content: Double?, insetTop: Double?, insetBottom: Double?)
  // Time: frames, or frames until everything rests.
  case advance(frames: Int, rate: Double)
  case settle
  // Raw host events with valid numbers (in any order), and garbage the tracker must refuse.
  case host(ScrollEvent)
  case garbage(ScrollEvent, time: InvariantBadTime)
  // Commands (expand: fraction 0, collapse: 1), options and memory.
  case command(CollapseCommand, fraction: Double, animated: Bool)
  case setEnabled(Bool)
  case setRange(Double)
  case reduceMotion(Bool)
  case remember
  /// `nil` restores what `remember` saved last.
  case restore(CollapseMemory?)
}

extension SessionRandom {
  // MARK: Setup

  /// A configuration, a scroll view and a session length.
  mutating func setup() -> InvariantSetup {
    let range = weighted(
      [3, 2, 3, 1, 1, 1], [44.0, 64, number(1...300), 0.5, number(1e3...1e6), 1e9])
    var configuration = CollapseConfiguration(
      range: range, mode: pick(CollapseConfiguration.Mode.allCases),
      snap: pick(CollapseConfiguration.Snap.allCases))
    configuration.hideDelay = weighted([6, 3, 1], [0, number(0...150), 1e9])
    configuration.showDelay = weighted([6, 3, 1], [0, number(0...150), 1e9])
    configuration.speed = weighted([5, 3, 1, 1], [1, number(0.1...4), 1e-3, 50])
    configuration.animation =
      [
        .spring(.snap), .timing(.easeInOut, duration: 0.2), .timing(.linear, duration: 0),
        .spring(SpringCurve(response: 0.5, dampingRatio: 0.3)),
        .spring(SpringCurve(response: 0.2, dampingRatio: 2)),
      ][index([4, 2, 1, 1, 1])]
    switch index([6, 2, 1]) {
    case 0: break
    // A toolbar over a tab strip: one stop.
    case 1: configuration.stops = [range * number(0.05...0.95)]
    // Two stops.
    default:
      let first = range * number(0.05...0.5)
      configuration.stops = [first, first + (range - first) * number(0.05...0.95)]
    }
    configuration.collapsesWhenContentFits = chance(0.2)
    configuration.ignoresProgrammaticScrolling = chance(0.3)
    configuration.startsCollapsed = chance(0.3)
    var metrics = geometry()
    metrics.offset = offset(in: metrics)
    return InvariantSetup(
      configuration: configuration, metrics: metrics, reduceMotion: chance(0.25),
      rate: chance(0.7) ? 60 : 120, length: integer(12...48))
  }

  /// Valid geometry: ordinary phones, content shorter than any range, zero and huge sizes (huge
  /// content stays below 1e9 − a fling, so every offset the simulator reports is valid).
  private mutating func geometry() -> ScrollMetrics {
    ScrollMetrics(
      viewport: weighted([5, 2, 1, 2, 1], [800.0, 600, 0, number(1...2000), 1e6]),
      content: weighted(
        [4, 2, 2, 1, 1, 1, 1], [4000.0, 2000, number(0...1200), 0, 830, 1e8, 5e8]),
      insetTop: weighted([4, 3, 1, 1], [0.0, 64, 100, number(-50...200)]),
      insetBottom: weighted([4, 1, 1], [0.0, 34, number(0...100)]))
  }

  /// An offset at the top, anywhere in the range, or past an edge.
  mutating func offset(in metrics: ScrollMetrics) -> Double {
    let y = weighted(
      [3, 4, 1, 1, 1, 1],
      [
        metrics.minY, number(metrics.minY...metrics.maxY), metrics.maxY,
        metrics.minY - number(0...200), metrics.maxY + number(0...200),
        metrics.minY + number(0...100),
      ])
    return min(max(y, -ScrollMetrics.maximumMagnitude), ScrollMetrics.maximumMagnitude)
  }

  // MARK: Steps

  /// The next step, given where the scroll view is.
  mutating func step(metrics: ScrollMetrics, activity: ScrollActivity, range: Double, rate: Double)
    -> InvariantStep
  {
    let kind = index([
      18, activity == .tracking ? 10 : 2, 5, 16, 3, 4, 2, 5, 10, 4, 9, 2, 2, 1, 2, 1,
    ])
    switch kind {
    case 0:
      let drag = weighted([7, 2, 1], [signed(0...300), signed(300...3000), signed(0...2)])
      return .drag(by: drag, frames: integer(1...12))
    case 1: return .release(velocity: velocity())
    case 2: return .fling(velocity: velocity())
    case 3:
      return .advance(frames: integer(1...30), rate: chance(0.8) ? rate : pick([60, 120, 30]))
    case 4: return .settle
    case 5: return .setContentOffset(offset(in: metrics), animated: chance(0.6))
    case 6: return .scrollToTop
    case 7: return resize(metrics: metrics, range: range)
    case 8: return .host(hostEvent(metrics: metrics))
    case 9: return garbage()
    case 10: return command()
    case 11: return .setEnabled(chance(0.6))
    case 12:
      return .setRange(
        weighted(
          [3, 1, 1, 1, 1, 1, 1, 1],
          [pick([44.0, 64, 20, 300]), number(0.1...1e6), 1e9, 0, -44, .nan, .infinity, 2e9]))
    case 13: return .reduceMotion(chance(0.5))
    case 14: return .remember
    default:
      let fraction = weighted([2, 1, 1, 1, 1], [number(0...1), .nan, .infinity, 2, -1])
      let enabled = chance(0.8)
      return .restore(chance(0.6) ? nil : CollapseMemory(fraction: fraction, isEnabled: enabled))
    }
  }

  private mutating func resize(metrics: ScrollMetrics, range: Double) -> InvariantStep {
    let next = geometry()
    if chance(0.4) {
      // Content that becomes no taller than the chrome's travel allows (D ≤ R).
      let fits = metrics.viewport - metrics.insetTop - metrics.insetBottom + range * number(0...1)
      return .resize(
        viewport: nil, content: min(max(0, fits), 5e8), insetTop: nil, insetBottom: nil)
    }
    return .resize(
      viewport: chance(0.5) ? nil : next.viewport, content: chance(0.3) ? nil : next.content,
      insetTop: chance(0.6) ? nil : next.insetTop, insetBottom: chance(0.7) ? nil : next.insetBottom
    )
  }

  private mutating func velocity() -> Double {
    weighted([4, 2, 2, 2], [signed(0...3000), signed(3000...10_000), signed(0...12), 0])
  }

  private mutating func hostEvent(metrics: ScrollMetrics) -> ScrollEvent {
    var next = geometry()
    switch integer(0...9) {
    case 0, 1: return .scroll(y: offset(in: metrics))
    case 2: return .beginDragging
    case 3: return .endDragging(velocity: velocity(), willDecelerate: chance(0.5))
    case 4: return .endDecelerating
    case 5: return .beginProgrammatic
    case 6: return .endProgrammatic
    case 7: return .scrollToTop
    case 8:
      return .geometry(
        viewport: next.viewport, content: chance(0.5) ? metrics.content : next.content,
        insetTop: chance(0.5) ? metrics.insetTop : next.insetTop, insetBottom: next.insetBottom)
    default:
      next.offset = offset(in: next)
      return .switchScrollView(next)
    }
  }

  private mutating func garbage() -> InvariantStep {
    let bad = pick([Double.nan, .infinity, -.infinity, 1e308, -1e308, 2e9])
    if chance(0.3) {
      // A valid event with a timestamp the tracker must refuse.
      let valid: ScrollEvent = pick([
        .scroll(y: 10), .beginDragging, .switchScrollView(ScrollMetrics(viewport: 800, content: 0)),
      ])
      return .garbage(valid, time: chance(0.5) ? .earlier : .notFinite)
    }
    return .garbage(
      pick([
        .scroll(y: bad),
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

  private mutating func command() -> InvariantStep {
    let animated = chance(0.7)
    let fraction = weighted(
      [4, 1, 1, 1, 1, 1, 1, 1], [number(0...1), 0, 1, .nan, .infinity, -.infinity, -0.5, 1.5])
    let kind = pick([CollapseCommand.expand, .collapse, .setFraction, .setFraction])
    let target = kind == .expand ? 0 : kind == .collapse ? 1 : fraction
    return .command(kind, fraction: target, animated: animated)
  }
}

extension InvariantSession {
  // MARK: Driving

  /// Plays one step.
  mutating func perform(_ next: InvariantStep) throws(InvariantViolation) {
    switch next {
    case .drag(let distance, let frames):
      if simulator.activity != .tracking { try simulate { $0.touchDown(emit: $1) } }
      for _ in 0..<frames { _ = try frame(finger: distance / Double(frames)) }
    case .release(let velocity):
      try simulate { $0.liftFinger(velocity: velocity, emit: $1) }
    case .fling(let velocity):
      try simulate { $0.touchDown(emit: $1) }
      try simulate { $0.liftFinger(velocity: velocity, emit: $1) }
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
    case .advance(let frames, let rate):
      self.rate = rate
      for _ in 0..<frames { _ = try frame() }
    case .settle:
      try settle()
    case .host(let event):
      try deliver(event, mirror: true)
    case .garbage(let event, let time):
      try refuse(event, time: time)
    case .command(let kind, let fraction, let animated):
      try command(kind, fraction: fraction, animated: animated)
    case .setEnabled(let enabled):
      try configure { $0.setEnabled(enabled, at: $1, emit: $2) }
    case .setRange(let range):
      try changeRange(to: range)
    case .reduceMotion(let on):
      behavior.reduceMotion = on
    case .remember:
      memory = behavior.memory
    case .restore(let given):
      let restored = given ?? memory ?? CollapseMemory(fraction: 0)
      settled = false
      try configure { $0.restore(restored, at: $1, emit: $2) }
    }
  }

  /// setRange: a valid range is taken, an invalid one refused with the behaviour unchanged.
  mutating func changeRange(to range: Double) throws(InvariantViolation) {
    call += 1
    let before = behavior
    let stops = behavior.configuration.stops
    let valid =
      range.isFinite && range > 0 && range <= ScrollMetrics.maximumMagnitude
      && (stops.last.map { $0 < range } ?? true)
    do throws(ConfigurationError) {
      try behavior.setRange(range, at: time, emit: outbox.emit)
    } catch {
      guard !valid, behavior == before else {
        throw violation("1", "setRange(\(range)) refused (\(error)) or changed the behaviour")
      }
    }
    try drain()
    if valid && behavior.range != range { throw violation("1", "setRange(\(range)) not taken") }
    if behavior.range == range { settled = false }
    try checkState()
    behavior._checkInvariants()
  }

  /// Runs simulator input at the current time and delivers what it reports.
  mutating func simulate(_ action: (inout ScrollViewSimulator, (ScrollEvent) -> Void) -> Void)
    throws(InvariantViolation)
  {
    var pending: [ScrollEvent] = []
    action(&simulator) { pending.append($0) }
    for event in pending { try deliver(event, mirror: false) }
  }

  /// One frame: the behaviour's animation first, then the finger and the simulator's physics.
  /// Returns how many events the simulator reported.
  mutating func frame(finger: Double? = nil) throws(InvariantViolation) -> Int {
    time += 1 / rate
    try advanceBehavior()
    var pending: [ScrollEvent] = []
    if let finger { simulator.moveFinger(by: finger) { pending.append($0) } }
    simulator.advance(to: time) { pending.append($0) }
    for event in pending { try deliver(event, mirror: false) }
    return pending.count
  }

  /// Advances the behaviour's animation to the current time (a frame callback).
  mutating func advanceBehavior() throws(InvariantViolation) {
    call += 1
    let before = behavior
    behavior.advance(to: time, emit: outbox.emit)
    try drain()
    if verbose { print("  frame \(time) → \(snapshot)") }
    if !before.isAnimating && behavior.collapsed != before.collapsed {
      throw violation("2", "a frame without an animation moved c from \(before.collapsed)")
    }
    try checkState()
    behavior._checkInvariants()
  }

  /// Frames until the scroll view rests (or a finger holds it) and no animation runs, at most
  /// 10 s. A phase that only a mirrored host event started (no physics behind it, so no events)
  /// is left alone after 30 quiet frames.
  mutating func settle() throws(InvariantViolation) {
    var quiet = 0
    for _ in 0..<Int(10 * rate) {
      let moving = !simulator.isIdle && simulator.activity != .tracking
      guard moving || behavior.isAnimating else { return }
      quiet = try frame() == 0 ? quiet + 1 : 0
      if quiet >= 30 && !behavior.isAnimating { return }
    }
  }

  /// Lets go, ends phases the host left open (as the host would report them), runs until
  /// everything rests, then checks that every command completed exactly once (invariant 7).
  mutating func finish() throws(InvariantViolation) {
    if tracker.activity == .tracking || simulator.activity == .tracking {
      try simulate { $0.liftFinger(velocity: 0, emit: $1) }
    }
    var quiet = 0
    for _ in 0..<Int(30 * rate) {
      if tracker.activity == .idle && simulator.isIdle && !behavior.isAnimating { break }
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
    guard tracker.activity == .idle && !behavior.isAnimating else {
      throw violation("7", "still moving after 30 s; completions may never come")
    }
    for (id, kind) in issued where completions[id]?.count != 1 {
      throw violation("7", "\(kind) #\(id.rawValue) completed \(completions[id]?.count ?? 0) times")
    }
  }
}
