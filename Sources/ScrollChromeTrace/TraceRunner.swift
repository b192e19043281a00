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
  public static let settleLimit: Double = traceSettleLimit

  /// Prepares a run.
  ///
  /// - Parameter scenario: A parsed scenario.
  /// - Throws: A ``ScenarioError`` at `scrollView` if the engine refuses the initial geometry, or
  ///   at a behaviour's parameter if that behaviour refuses its configuration.
  public init(scenario: Scenario) throws(ScenarioError) {
    self.scenario = scenario
    // The checks and the chrome the playground's module shares.
    let setup = try ScenarioSetup(scenario)
    let tracker = setup.tracker
    let behaviors = zip(scenario.behaviors, setup.chromes).map { spec, chrome in
      TraceBehavior(name: spec.name, chrome: chrome, reduceMotion: scenario.reduceMotion)
    }
    stepper = TraceStepper(
      tracker: tracker,
      simulator: ScrollViewSimulator(
        metrics: scenario.metrics, deceleration: Decay(rate: scenario.decelerationRate)),
      chromes: TraceBehaviors(behaviors: behaviors), frameRate: scenario.frameRate)
  }

  /// Runs every step, handing each output frame to `body` as it is produced.
  ///
  /// - Parameter body: Receives the frames in order.
  public mutating func run(_ body: (TraceFrame) -> Void) {
    for step in scenario.steps {
      stepper.perform(step) { stepper in
        body(
          TraceFrame(
            time: stepper.time, offset: stepper.simulator.metrics.offset,
            phase: stepper.tracker.activity, velocity: stepper.simulator.velocity,
            values: stepper.chromes.behaviors.map(\.value), events: stepper.chromes.events))
        stepper.chromes.events.removeAll(keepingCapacity: true)
      }
    }
  }

  // MARK: Private

  private let scenario: Scenario
  private var stepper: TraceStepper<TraceBehaviors>
}

/// A trace's behaviours, in the scenario's order, and the events of the line being written.
struct TraceBehaviors: TraceChromes {
  var behaviors: [TraceBehavior]
  var events: [String] = []

  mutating func handle(_ event: ScrollEvent, tracker: ScrollTracker) {
    if case .scroll = event {} else { events.append(event.name) }
    for index in behaviors.indices {
      behaviors[index].handle(event, tracker: tracker, events: &events)
    }
  }

  mutating func reject(_ diagnostic: ScrollDiagnostic) {
    events.append("rejected:" + diagnostic.reason)
  }

  mutating func advance(to time: Double) {
    for index in behaviors.indices {
      behaviors[index].advance(to: time, events: &events)
    }
  }

  mutating func perform(_ command: Step.Command, at time: Double) {
    for index in behaviors.indices {
      behaviors[index].perform(command, at: time, events: &events)
    }
  }

  var isAnimating: Bool { behaviors.contains { $0.isAnimating } }
}
