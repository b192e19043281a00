import ScrollChromeCore

/// Runs a ``Scenario`` through the scroll view simulator and the engine, frame by frame.
///
/// Host-level steps (`scroll`, `beginDragging`, `endDragging`, `endDecelerating`, `geometry`) are
/// events: the engine judges them, a refused one shows as `rejected:<reason>` and changes nothing.
/// Simulated steps (`drag`, `release`, `fling`, `advance`, `setContentOffset`, `scrollToTop`) are
/// instructions to the simulator, whose events the engine then receives. Time moves only on frames,
/// `n / frameRate` seconds after the start; the finger acts at the start of a frame interval and
/// the line shows the frame's end. Every accepted event goes to the tracker, then to each
/// behaviour in the scenario's order.
public struct TraceRunner {
  // MARK: Public

  /// The longest a `release` or `fling` keeps emitting frames: 10 s.
  public static let settleLimit: Double = 10

  /// Prepares a run.
  ///
  /// - Parameter scenario: A parsed scenario.
  /// - Throws: A ``ScenarioError`` at `scrollView` if the engine refuses the initial geometry, or
  ///   at a behaviour's parameter if that behaviour refuses its configuration.
  public init(scenario: Scenario) throws(ScenarioError) {
    self.scenario = scenario
    do {
      tracker = try ScrollTracker(
        metrics: scenario.metrics, deceleration: Decay(rate: scenario.decelerationRate))
    } catch {
      let field = error.field.rawValue
      let path = error.field == .decelerationRate ? field : "scrollView." + field
      throw ScenarioError(path: path, message: error.description)
    }
    simulator = ScrollViewSimulator(
      metrics: scenario.metrics, deceleration: Decay(rate: scenario.decelerationRate))
    var behaviors: [TraceBehavior] = []
    for spec in scenario.behaviors {
      behaviors.append(
        try TraceBehavior(spec, tracker: tracker, reduceMotion: scenario.reduceMotion))
    }
    self.behaviors = behaviors
  }

  /// Runs every step, handing each output frame to `body` as it is produced.
  ///
  /// - Parameter body: Receives the frames in order.
  public mutating func run(_ body: (TraceFrame) -> Void) {
    for step in scenario.steps {
      perform(step, body)
    }
  }

  // MARK: Private

  private let scenario: Scenario
  private var tracker: ScrollTracker
  private var simulator: ScrollViewSimulator
  private var behaviors: [TraceBehavior]
  private var frame = 0
  private var events: [String] = []

  private var time: Double { Double(frame) / scenario.frameRate }

  private mutating func perform(_ step: Step, _ body: (TraceFrame) -> Void) {
    switch step {
    case .scroll(let y): report(.scroll(y: y), body)
    case .beginDragging: report(.beginDragging, body)
    case .endDragging(let velocity, let decelerate):
      report(.endDragging(velocity: velocity, willDecelerate: decelerate), body)
    case .endDecelerating: report(.endDecelerating, body)
    case .geometry(let viewport, let content, let insetTop, let insetBottom):
      let metrics = simulator.metrics
      report(
        .geometry(
          viewport: viewport ?? metrics.viewport, content: content ?? metrics.content,
          insetTop: insetTop ?? metrics.insetTop, insetBottom: insetBottom ?? metrics.insetBottom),
        body)
    case .scrollToTop:
      drive { $0.scrollToTop(emit: $1) }
      emitLine(body)
      runUntilIdle(body)
    case .setContentOffset(let y, let animated):
      drive { $0.setContentOffset(y, animated: animated, emit: $1) }
      emitLine(body)
      if animated { runUntilIdle(body) }
    case .command(let command):
      for index in behaviors.indices {
        behaviors[index].perform(command, at: time, events: &events)
      }
      emitLine(body)
    case .advance(let seconds):
      for _ in 0..<Int((seconds * scenario.frameRate).rounded()) { nextFrame(body) }
    case .drag(let distance, let duration):
      let frames = max(1, Int((duration * scenario.frameRate).rounded()))
      if simulator.activity != .tracking { drive { $0.touchDown(emit: $1) } }
      for _ in 0..<frames {
        nextFrame(body, finger: .move(distance / Double(frames)))
      }
    case .release(let velocity), .fling(let velocity):
      // A release without a finger down begins a drag first, so both are a flick of the finger.
      nextFrame(body, finger: .lift(velocity: velocity))
      runUntilIdle(body)
    }
  }

  /// Feeds a host-level event to the engine and, if accepted, mirrors it in the simulator.
  private mutating func report(_ event: ScrollEvent, _ body: (TraceFrame) -> Void) {
    if deliver(event) { simulator.mirror(event) }
    emitLine(body)
  }

  /// Hands one event to the engine at the current time; records its name or its rejection.
  @discardableResult
  private mutating func deliver(_ event: ScrollEvent) -> Bool {
    do {
      try tracker.handle(event, at: time)
    } catch {
      events.append("rejected:" + error.reason)
      return false
    }
    if case .scroll = event {} else { events.append(event.name) }
    for index in behaviors.indices {
      behaviors[index].handle(event, tracker: tracker, events: &events)
    }
    return true
  }

  /// The simulator's input or physics for one call, its events then handed to the engine.
  private mutating func drive(_ action: (inout ScrollViewSimulator, (ScrollEvent) -> Void) -> Void)
  {
    var pending: [ScrollEvent] = []
    action(&simulator) { pending.append($0) }
    for event in pending { deliver(event) }
  }

  /// What the finger does at the start of a frame.
  private enum Finger {
    case still
    case move(Double)
    case lift(velocity: Double)
  }

  /// Advances one frame: the finger acts at the start of the frame interval (where the last line
  /// left the scroll view), the physics runs to the frame's time, then a line is written.
  private mutating func nextFrame(_ body: (TraceFrame) -> Void, finger: Finger = .still) {
    drive { simulator, emit in
      switch finger {
      case .still: break
      case .move(let distance): simulator.moveFinger(by: distance, emit: emit)
      case .lift(let velocity): simulator.liftFinger(velocity: velocity, emit: emit)
      }
    }
    frame += 1
    let now = time
    drive { $0.advance(to: now, emit: $1) }
    for index in behaviors.indices {
      behaviors[index].advance(to: now, events: &events)
    }
    emitLine(body)
  }

  private mutating func runUntilIdle(_ body: (TraceFrame) -> Void) {
    let limit = frame + Int((Self.settleLimit * scenario.frameRate).rounded())
    while frame < limit
      && ((!simulator.isIdle && simulator.activity != .tracking)
        || behaviors.contains { $0.isAnimating })
    {
      nextFrame(body)
    }
  }

  private mutating func emitLine(_ body: (TraceFrame) -> Void) {
    body(
      TraceFrame(
        time: time, offset: simulator.metrics.offset, phase: tracker.activity,
        velocity: simulator.velocity, values: behaviors.map(\.value), events: events))
    events.removeAll(keepingCapacity: true)
  }
}
