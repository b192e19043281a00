import ScrollChromeCore
import ScrollChromeTestSupport

// The random sessions of `CollapseInvariantTests`: what one seed draws (a configuration, a scroll
// view, 12–48 steps), the suite's own steps (commands, options, memory) and how a session plays
// them. The scroll-view steps, geometry, host events and garbage are `SessionRandom`'s and
// `PropertySession`'s; everything is drawn from `SessionRandom`, so a seed names one session on
// every machine.

/// How a session starts.
struct CollapseSetup {
  var configuration: CollapseConfiguration
  var metrics: ScrollMetrics
  var reduceMotion: Bool
  /// Frames per second of the frame clock (60 or 120), and the number of steps.
  var rate: Double, length: Int
}

/// A step only the collapse sessions play (its default description is what failures print).
enum CollapseStep {
  // Commands, options and memory.
  case command(ChromeCommand)
  case setEnabled(Bool)
  case setRange(Double)
  case reduceMotion(Bool)
  case remember
  /// `nil` restores what `remember` saved last.
  case restore(CollapseMemory?)
}

extension SessionMix {
  /// The collapse sessions' scroll views: content up to 5e8, offsets up to 200 past either edge,
  /// resizes that make content fit 40 % of the time.
  static let collapse = SessionMix(
    contentWeights: [4, 2, 2, 1, 1, 1, 1], offsetWeights: [3, 4, 1, 1, 1, 1], topOverscroll: 200,
    hostScrollWeight: 2, fittingResize: 0.4, contentKept: 0.3)
}

extension SessionRandom {
  // MARK: Setup

  /// A configuration, a scroll view and a session length.
  mutating func collapseSetup() -> CollapseSetup {
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
    var metrics = geometry(.collapse)
    metrics.offset = offset(in: metrics, .collapse)
    return CollapseSetup(
      configuration: configuration, metrics: metrics, reduceMotion: chance(0.25),
      rate: chance(0.7) ? 60 : 120, length: integer(12...48))
  }

  // MARK: Steps

  /// The next step, given where the scroll view is, the chrome's travel and the frame rate.
  mutating func collapseStep(
    metrics: ScrollMetrics, activity: ScrollActivity, range: Double, rate: Double
  ) -> SessionStep<CollapseStep> {
    let kind = index([
      18, activity == .tracking ? 10 : 2, 5, 16, 3, 4, 2, 5, 10, 4, 9, 2, 2, 1, 2, 1,
    ])
    switch kind {
    case 0: return drag()
    case 1: return .release(velocity: velocity())
    case 2: return .fling(velocity: velocity())
    case 3: return advance(rate: chance(0.8) ? rate : pick([60, 120, 30]))
    case 4: return .settle
    case 5: return .setContentOffset(offset(in: metrics, .collapse), animated: chance(0.6))
    case 6: return .scrollToTop
    case 7: return resize(metrics, .collapse, fitting: range)
    case 8: return .host(hostEvent(metrics, .collapse))
    case 9: return garbage()
    case 10: return .own(command())
    case 11: return .own(.setEnabled(chance(0.6)))
    case 12:
      return .own(
        .setRange(
          weighted(
            [3, 1, 1, 1, 1, 1, 1, 1],
            [pick([44.0, 64, 20, 300]), number(0.1...1e6), 1e9, 0, -44, .nan, .infinity, 2e9])))
    case 13: return .own(.reduceMotion(chance(0.5)))
    case 14: return .own(.remember)
    default:
      let fraction = weighted([2, 1, 1, 1, 1], [number(0...1), .nan, .infinity, 2, -1])
      let enabled = chance(0.8)
      return .own(
        .restore(chance(0.6) ? nil : CollapseMemory(fraction: fraction, isEnabled: enabled)))
    }
  }

  private mutating func command() -> CollapseStep {
    let animated = chance(0.7)
    let fraction = weighted(
      [4, 1, 1, 1, 1, 1, 1, 1], [number(0...1), 0, 1, .nan, .infinity, -.infinity, -0.5, 1.5])
    return .command(
      pick([
        .expand(animated: animated), .collapse(animated: animated),
        .setFraction(fraction, animated: animated), .setFraction(fraction, animated: animated),
      ]))
  }
}

extension CollapseSession {
  // MARK: Driving

  mutating func nextStep() -> SessionStep<CollapseStep> {
    state.random.collapseStep(
      metrics: state.tracker.metrics, activity: state.tracker.activity, range: behavior.range,
      rate: state.rate)
  }

  /// Plays one of the suite's own steps.
  mutating func perform(_ step: CollapseStep) throws(SessionViolation) {
    switch step {
    case .command(let kind): try command(kind)
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
      heldByCommand = nil
      try configure { $0.restore(restored, at: $1, emit: $2) }
    }
  }

  /// Advances the behaviour's animation to the current time (a frame callback).
  mutating func advanceChrome() throws(SessionViolation) {
    state.call += 1
    let before = behavior
    behavior.advance(to: state.time, emit: outbox.emit)
    try drain()
    if state.verbose { print("  frame \(state.time) → \(snapshot)") }
    if !before.isAnimating && behavior.collapsed != before.collapsed {
      throw violation("2", "a frame without an animation moved c from \(before.collapsed)")
    }
    try check()
  }

  // MARK: Commands

  mutating func command(_ kind: ChromeCommand) throws(SessionViolation) {
    let fraction =
      switch kind {
      case .expand: 0.0
      case .collapse: 1.0
      case .setFraction(let fraction, _, _): fraction
      }
    let animated =
      switch kind {
      case .expand(let animated, _), .collapse(let animated, _), .setFraction(_, let animated, _):
        animated
      }
    state.call += 1
    let configuration = behavior.configuration
    let metrics = state.tracker.metrics
    let range = configuration.range
    let canCollapse =
      configuration.collapsesWhenContentFits || !metrics.contentFits(within: range)
    let u = metrics.clamped(metrics.offset) - metrics.minY
    let limit = configuration.mode == .collapsesWithContent ? min(range, u) : range
    let target = min(max(fraction, 0), 1) * range
    let refused = !fraction.isFinite || (target > 0 && (!canCollapse || target > limit))
    let before = behavior
    let id = behavior.run(kind, at: state.time, emit: outbox.emit)
    if issued[id] != nil { throw violation("7", "CommandID \(id.rawValue) issued twice") }
    issued[id] = kind
    try drain()
    let finished = completions[id] ?? []
    if refused {
      guard finished == [false] else {
        throw violation("7", "a refused \(kind) completes at once, unfinished; got \(finished)")
      }
      if !before.isAnimating && behavior.collapsed != before.collapsed {
        throw violation("2", "a refused \(kind) moved c from \(before.collapsed)")
      }
    } else {
      settled = false
      heldByCommand = id
      if !animated || behavior.reduceMotion || !finished.isEmpty {
        guard finished == [true], behavior.collapsed == target else {
          throw violation("7", "\(kind) should have reached \(target); got \(finished)")
        }
      } else if !behavior.isAnimating {
        throw violation("7", "an animated \(kind) neither runs nor completed")
      }
    }
    try check()
  }

  /// setEnabled and restore: state checks only. Both end a settle (enabling only if it changes).
  mutating func configure(
    _ body: (inout CollapseBehavior, Double, (CollapseEvent) -> Void) -> Void
  ) throws(SessionViolation) {
    state.call += 1
    let wasEnabled = behavior.isEnabled
    body(&behavior, state.time, outbox.emit)
    try drain()
    if behavior.isEnabled != wasEnabled {
      settled = false
      heldByCommand = nil
    }
    try check()
  }

  /// setRange: a valid range is taken, an invalid one refused with the behaviour unchanged.
  mutating func changeRange(to range: Double) throws(SessionViolation) {
    state.call += 1
    let before = behavior
    let stops = behavior.configuration.stops
    let valid =
      range.isFinite && range > 0 && range <= ScrollMetrics.maximumMagnitude
      && (stops.last.map { $0 < range } ?? true)
    do throws(ConfigurationError) {
      try behavior.setRange(range, at: state.time, emit: outbox.emit)
    } catch {
      guard !valid, behavior == before else {
        throw violation("1", "setRange(\(range)) refused (\(error)) or changed the behaviour")
      }
    }
    try drain()
    if valid && behavior.range != range { throw violation("1", "setRange(\(range)) not taken") }
    if behavior.range == range {
      settled = false
      heldByCommand = nil
    }
    try check()
  }

  /// Records completions (invariant 7: of a known command, never twice).
  mutating func drain() throws(SessionViolation) {
    guard !outbox.events.isEmpty else { return }
    defer { outbox.events.removeAll(keepingCapacity: true) }
    for event in outbox.events {
      guard case .completed(let id, let kind, let finished) = event else { continue }
      guard issued[id].map({ "\($0.name)" }) == "\(kind.name)" else {
        throw violation("7", "completion of an unknown command #\(id.rawValue) (\(kind))")
      }
      completions[id, default: []].append(finished)
      if !finished, heldByCommand == id { heldByCommand = nil }
      if completions[id]!.count > 1 {
        throw violation("7", "\(kind) #\(id.rawValue) completed twice")
      }
    }
  }
}
