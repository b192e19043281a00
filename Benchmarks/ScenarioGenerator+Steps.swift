import ScrollChromeCore
import ScrollChromeTrace

extension ScenarioGenerator {
  // MARK: Internal

  /// The most lines a scenario may print (counting 10 s of frames for each step that runs until
  /// the scroll view rests), so a run stays small.
  static let lineBudget = 12_000

  /// 5 to 60 steps of every kind. A step that would take the run past ``lineBudget`` becomes a
  /// host-level step of one line.
  ///
  /// - Parameter scenario: The scenario so far (geometry, frame rate).
  mutating func steps(for scenario: Scenario) -> [WrittenStep] {
    var steps: [WrittenStep] = []
    var metrics = scenario.metrics
    var lines = 0
    var count = Int.random(in: 5...60, using: &random)
    while count > 0 {
      let drawn = chance(0.15) ? pattern(metrics: metrics) : [step(metrics: metrics)]
      for var next in drawn {
        let cost = Self.lines(of: next.step, frameRate: scenario.frameRate)
        if lines + cost > Self.lineBudget { next = hostEvent(metrics: metrics) }
        lines += Self.lines(of: next.step, frameRate: scenario.frameRate)
        if case .geometry(let viewport, let content, let insetTop, let insetBottom) = next.step {
          metrics.viewport = viewport ?? metrics.viewport
          metrics.content = content ?? metrics.content
          metrics.insetTop = insetTop ?? metrics.insetTop
          metrics.insetBottom = insetBottom ?? metrics.insetBottom
        }
        steps.append(next)
      }
      count -= drawn.count
    }
    return steps
  }

  /// A few steps that together make a case a red team looked for:
  ///
  /// - a takeover: a finger down (a `drag`, into the pull past the top half the time, or
  ///   `beginDragging` and `scroll`s), then an animated `setContentOffset` or a `scrollToTop`
  ///   under it, maybe some time, then the finger's lift (`release`, host `endDragging`), maybe a
  ///   second lift, and a new drag or flick;
  /// - a release with velocity but no deceleration after a drag (host `endDragging` with
  ///   `decelerate: false`), which settles at once by the projected position;
  /// - an ends-only host: `scroll`s and an `endDragging` with no drag, decelerating or not, then
  ///   `endDecelerating` (or not) and time;
  /// - a command, then a settle point with no scroll in between (its target holds).
  mutating func pattern(metrics: ScrollMetrics) -> [WrittenStep] {
    var steps: [WrittenStep] = []
    switch Int.random(in: 0..<4, using: &random) {
    case 0:
      steps += fingerDown(metrics: metrics)
      if chance(0.5) {
        steps.append(written(.scrollToTop, "scrollToTop", .object([])))
      } else {
        let y = offset(in: metrics)
        let payload: JSONValue =
          chance(0.5)
          ? .object([("y", .number(y)), ("animated", .bool(true))]) : .object([("y", .number(y))])
        steps.append(written(.setContentOffset(y: y, animated: true), "setContentOffset", payload))
      }
      if chance(0.5) { steps.append(written(.advance(0.1), "advance", .number(0.1))) }
      steps.append(lift(decelerates: nil))
      if chance(0.3) { steps.append(lift(decelerates: nil)) }
      if chance(0.5) { steps.append(chance(0.5) ? drag() : release(named: "fling")) }
    case 1:
      // Scrolls of a chrome's travel or so leave content-linked chrome partial.
      for _ in 0..<Int.random(in: 1...3, using: &random) {
        let by = number(-150...150)
        steps.append(
          written(
            .drag(by: by, duration: 0.1), "drag",
            .object([
              ("by", .number(by)), ("duration", .number(0.1)),
            ])))
      }
      steps.append(lift(decelerates: false))
      steps.append(advance())
    case 2:
      let y = offset(in: metrics)
      steps.append(written(.scroll(y), "scroll", .number(y)))
      let decelerates = chance(0.5)
      steps.append(lift(decelerates: decelerates))
      if chance(0.5) {
        let next = offset(in: metrics)
        steps.append(written(.scroll(next), "scroll", .number(next)))
      }
      if decelerates && chance(0.8) {
        steps.append(written(.endDecelerating, "endDecelerating", .object([])))
      }
      steps.append(advance())
    default:
      // A command, then ends with no scroll between (its target holds), or a drag and a lift.
      steps.append(command())
      switch Int.random(in: 0..<4, using: &random) {
      case 0: steps += fingerDown(metrics: metrics)
      case 1: steps.append(written(.beginDragging, "beginDragging", .object([])))
      case 2: steps.append(written(.endDecelerating, "endDecelerating", .object([])))
      default: break
      }
      steps.append(lift(decelerates: chance(0.5) ? false : nil))
      steps.append(advance())
    }
    return steps
  }

  /// An offset at the top, inside the range, at the bottom or past an edge, within ±1e9.
  ///
  /// - Parameter metrics: The scroll view's geometry.
  mutating func offset(in metrics: ScrollMetrics) -> Double {
    let y = pick([
      metrics.minY, number(metrics.minY...metrics.maxY), metrics.maxY,
      metrics.minY - number(0...300), metrics.maxY + number(0...300),
      metrics.minY + number(0...120),
    ])
    return min(max(y, -ScrollMetrics.maximumMagnitude), ScrollMetrics.maximumMagnitude)
  }

  // MARK: Private

  /// The most lines `step` can print at `frameRate`.
  private static func lines(of step: Step, frameRate: Double) -> Int {
    let settling = 1 + Int((TraceRunner.settleLimit * frameRate).rounded())
    switch step {
    case .advance(let seconds): return Int((seconds * frameRate).rounded())
    case .drag(_, let duration): return max(1, Int((duration * frameRate).rounded()))
    case .release, .fling, .scrollToTop: return settling
    case .setContentOffset(_, let animated): return animated ? settling : 1
    default: return 1
    }
  }

  /// One step of a random kind.
  private mutating func step(metrics: ScrollMetrics) -> WrittenStep {
    switch Int.random(in: 0..<100, using: &random) {
    case ..<24: drag()
    case ..<34: release(named: "release")
    case ..<40: release(named: "fling")
    case ..<54: advance()
    case ..<58: written(.scrollToTop, "scrollToTop", .object([]))
    case ..<64: setContentOffset(metrics: metrics)
    case ..<80: command()
    default: hostEvent(metrics: metrics)
    }
  }

  /// `{"<key>": payload}` and the step it must parse to.
  private func written(_ step: Step, _ key: String, _ payload: JSONValue) -> WrittenStep {
    WrittenStep(json: .object([(key, payload)]), step: step)
  }

  /// An object payload, its members in random order.
  private mutating func payload(_ members: [(key: String, value: JSONValue)]) -> JSONValue {
    .object(members.shuffled(using: &random))
  }

  /// `drag`: usually a few hundred points, sometimes thousands or ±1e9; a default or random
  /// duration (zero included).
  private mutating func drag() -> WrittenStep {
    let by = pick([number(-300...300), number(-300...300), number(-5_000...5_000), 1e9, -1e9])
    var members: [(key: String, value: JSONValue)] = [("by", .number(by))]
    var duration = Step.defaultDragDuration
    if chance(0.6) {
      duration = pick([0, 0.1, number(0...0.6), 1 / 60, 0.25])
      members.append(("duration", .number(duration)))
    }
    return written(.drag(by: by, duration: duration), "drag", payload(members))
  }

  /// `release` or `fling`: no velocity, ordinary ones, just above the stop speed, or ±1e9.
  private mutating func release(named key: String) -> WrittenStep {
    let velocity = pick([0, number(-3_000...3_000), number(-20_000...20_000), 5, 1e9, -1e9])
    let step: Step = key == "fling" ? .fling(velocity: velocity) : .release(velocity: velocity)
    return written(step, key, .object([("velocity", .number(velocity))]))
  }

  /// A finger down: a `drag` (past the top into a pull half the time) or `beginDragging` and a
  /// `scroll` or two.
  private mutating func fingerDown(metrics: ScrollMetrics) -> [WrittenStep] {
    if chance(0.7) {
      let by = chance(0.5) ? -number(20...400) : number(-300...300)
      var members: [(key: String, value: JSONValue)] = [("by", .number(by))]
      var duration = Step.defaultDragDuration
      if chance(0.5) {
        duration = pick([0, 0.1, 1 / 60])
        members.append(("duration", .number(duration)))
      }
      return [written(.drag(by: by, duration: duration), "drag", payload(members))]
    }
    var steps = [written(.beginDragging, "beginDragging", .object([]))]
    for _ in 0..<Int.random(in: 1...2, using: &random) {
      let top = max(metrics.minY - number(0...120), -ScrollMetrics.maximumMagnitude)
      let y = chance(0.5) ? top : offset(in: metrics)
      steps.append(written(.scroll(y), "scroll", .number(y)))
    }
    return steps
  }

  /// A finger's lift: `release` (simulated) or host `endDragging` with a velocity, `decelerate`
  /// as given (`nil`: any, or left to its default).
  private mutating func lift(decelerates: Bool?) -> WrittenStep {
    if decelerates == nil && chance(0.4) { return release(named: "release") }
    let velocity = pick([number(-3_000...3_000), number(-300...300), 20_000, -20_000, 0])
    var members: [(key: String, value: JSONValue)] = [("velocity", .number(velocity))]
    var decelerate = velocity != 0
    if let decelerates {
      decelerate = decelerates
      members.append(("decelerate", .bool(decelerate)))
    } else if chance(0.5) {
      decelerate = chance(0.5)
      members.append(("decelerate", .bool(decelerate)))
    }
    let step = Step.endDragging(velocity: velocity, decelerate: decelerate)
    return written(step, "endDragging", payload(members))
  }

  /// `advance`: no time, less than a frame, or up to 3 s.
  private mutating func advance() -> WrittenStep {
    let seconds = pick([0, 0.1, 0.5, number(0...1), number(0...3), 1.0 / 120])
    return written(.advance(seconds), "advance", .number(seconds))
  }

  /// `setContentOffset` to anywhere near the range, animated or not.
  private mutating func setContentOffset(metrics: ScrollMetrics) -> WrittenStep {
    let y = offset(in: metrics)
    var members: [(key: String, value: JSONValue)] = [("y", .number(y))]
    let animated = chance(0.6)
    if !animated || chance(0.5) { members.append(("animated", .bool(animated))) }
    return written(
      .setContentOffset(y: y, animated: animated), "setContentOffset", payload(members))
  }

  /// `command`: any name, animated or not; `setFraction` with a fraction.
  private mutating func command() -> WrittenStep {
    let name = pick(Step.Command.Name.allCases + [.expand, .collapse, .setFraction])
    var members: [(key: String, value: JSONValue)] = [("name", .string(name.rawValue))]
    let animated = chance(0.7)
    if !animated || chance(0.4) { members.append(("animated", .bool(animated))) }
    var fraction: Double?
    if name == .setFraction {
      fraction = pick([0, 1, 0.5, number(0...1)])
      members.append(("fraction", .number(fraction!)))
    }
    let command = Step.Command(name, animated: animated, fraction: fraction)
    return written(.command(command), "command", payload(members))
  }

  /// A host-level event with valid numbers, in any phase.
  private mutating func hostEvent(metrics: ScrollMetrics) -> WrittenStep {
    switch Int.random(in: 0..<7, using: &random) {
    case 0, 1:
      let y = offset(in: metrics)
      return written(.scroll(y), "scroll", .number(y))
    case 2: return written(.beginDragging, "beginDragging", .object([]))
    case 3:
      let velocity = pick([0, number(-3_000...3_000), 0.5])
      var members: [(key: String, value: JSONValue)] = [("velocity", .number(velocity))]
      var decelerate = velocity != 0
      if chance(0.5) {
        decelerate = chance(0.5)
        members.append(("decelerate", .bool(decelerate)))
      }
      let step = Step.endDragging(velocity: velocity, decelerate: decelerate)
      return written(step, "endDragging", payload(members))
    case 4: return written(.endDecelerating, "endDecelerating", .object([]))
    default: return geometry()
    }
  }

  /// Some of the viewport, content and insets: ordinary, content that fits, zero and huge.
  private mutating func geometry() -> WrittenStep {
    var members: [(key: String, value: JSONValue)] = []
    var values: [Double?] = [nil, nil, nil, nil]
    let keys = ["viewport", "content", "insetTop", "insetBottom"]
    let choices: [[Double]] = [
      [800, 568, 0, 1e9, number(0...2_000)],
      [4_000, 0, 100, 900, 1e9, number(0...5_000)],
      [0, 47, 91, -20, number(-100...200)],
      [0, 34, number(0...100)],
    ]
    while members.isEmpty {
      for index in keys.indices where chance(0.4) {
        let value = pick(choices[index])
        values[index] = value
        members.append((keys[index], .number(value)))
      }
    }
    let step = Step.geometry(
      viewport: values[0], content: values[1], insetTop: values[2], insetBottom: values[3])
    return written(step, "geometry", payload(members))
  }
}
