import ScrollChromeCore
import Testing

/// Drives one ``ScrollTracker`` and one ``PullBehavior`` the way a host does: every event goes to
/// the tracker first and, once accepted, to the behaviour; time comes from a ``FrameClock`` and
/// moves one frame per fed step.
///
/// Events can be fed directly (``send(_:)``, ``drag(pulls:)``, ``release(velocity:decelerating:)``)
/// or produced by a ``ScrollViewSimulator`` (``moveFinger(by:steps:)``, ``lift(velocity:)``,
/// ``runUntilIdle(limit:)``); direct events are mirrored into the simulator so both stay on the
/// same offset. Everything the behaviour reports is collected in ``events``, and the largest pull
/// seen while no finger was down in ``largestUntrackedPull``.
package struct PullHarness {
  // MARK: Public

  /// The shared tracker.
  package private(set) var tracker: ScrollTracker
  /// The behaviour under test.
  package private(set) var behavior: PullBehavior
  /// The simulated scroll view.
  package private(set) var simulator: ScrollViewSimulator
  /// The frame clock; frame 0 is at time 0.
  package let clock = FrameClock(rate: 60)
  /// The current frame.
  package private(set) var frame = 0
  /// Everything the behaviour reported, in order.
  package private(set) var events: [PullEvent] = []
  /// The largest pull `p` the tracker reported while the finger was up.
  package private(set) var largestUntrackedPull: Double = 0

  /// Creates the harness for a scroll view at rest.
  ///
  /// - Parameters:
  ///   - metrics: The scroll view's geometry and offset.
  ///   - configuration: The thresholds.
  package init(metrics: ScrollMetrics, configuration: PullConfiguration = PullConfiguration())
    throws
  {
    try self.init(metrics: metrics, behavior: PullBehavior(configuration))
  }

  /// Creates the harness around a behaviour built elsewhere (a preset's).
  ///
  /// - Parameters:
  ///   - metrics: The scroll view's geometry and offset.
  ///   - behavior: The behaviour to drive.
  package init(metrics: ScrollMetrics, behavior: PullBehavior) throws {
    tracker = try ScrollTracker(metrics: metrics)
    self.behavior = behavior
    simulator = ScrollViewSimulator(metrics: metrics)
  }

  /// The current time, in seconds.
  package var time: Double { clock.time(ofFrame: frame) }
  /// The resting top `minY` of the scroll view.
  package var restingTop: Double { tracker.metrics.minY }

  /// The triggers reported, in order.
  package var triggers: [PullState] {
    events.compactMap { event in
      if case .triggered(let state) = event { return state }
      return nil
    }
  }

  /// The state changes reported, in order.
  package var stateChanges: [PullState] {
    events.compactMap { event in
      if case .stateChanged(_, let state) = event { return state }
      return nil
    }
  }

  /// Forgets the events reported so far.
  package mutating func clearEvents() { events.removeAll() }

  /// Feeds one event at the current time: to the simulator (mirrored), the tracker, the behaviour.
  package mutating func send(_ event: ScrollEvent) {
    simulator.mirror(event)
    feed(event)
  }

  /// Feeds `scroll(y:)` for a pull `p` (offset `minY − p`) on a new frame.
  package mutating func pull(to p: Double) {
    frame += 1
    send(.scroll(y: restingTop - p))
  }

  /// Puts a finger down and pulls through `pulls`, one per frame.
  package mutating func drag(pulls: [Double]) {
    frame += 1
    send(.beginDragging)
    for p in pulls { pull(to: p) }
  }

  /// Enables or disables the behaviour (a host pausing it), collecting what it reports.
  package mutating func setEnabled(_ enabled: Bool) {
    var reported: [PullEvent] = []
    behavior.setEnabled(enabled) { reported.append($0) }
    events += reported
  }

  /// Lifts the finger on a new frame: `endDragging(velocity:willDecelerate:)`.
  package mutating func release(velocity: Double = 0, decelerating: Bool = true) {
    frame += 1
    send(.endDragging(velocity: velocity, willDecelerate: decelerating))
  }

  /// Drags the simulated finger by `distance` (offset units; negative pulls down) in `steps` equal
  /// moves, one per frame.
  package mutating func moveFinger(by distance: Double, steps: Int) {
    for _ in 0..<steps {
      advanceFrame()
      simulate { $0.moveFinger(by: distance / Double(steps), emit: $1) }
    }
  }

  /// Lifts the simulated finger with a release velocity on the next frame.
  package mutating func lift(velocity: Double) {
    advanceFrame()
    simulate { $0.liftFinger(velocity: velocity, emit: $1) }
  }

  /// Advances frame by frame until the simulated scroll view rests, for at most `limit` seconds.
  /// Returns whether it came to rest.
  @discardableResult
  package mutating func runUntilIdle(limit: Double = 5) -> Bool {
    let end = time + limit
    while !simulator.isIdle {
      guard time < end else { return false }
      advanceFrame()
    }
    return true
  }

  // MARK: Private

  /// Moves to the next frame and feeds what the simulator's physics emits.
  private mutating func advanceFrame() {
    frame += 1
    let now = time
    simulate { $0.advance(to: now, emit: $1) }
  }

  /// Runs `body` on the simulator and feeds what it emits.
  private mutating func simulate(
    _ body: (inout ScrollViewSimulator, (ScrollEvent) -> Void) -> Void
  ) {
    var emitted: [ScrollEvent] = []
    body(&simulator) { emitted.append($0) }
    for event in emitted { feed(event) }
  }

  private mutating func feed(_ event: ScrollEvent) {
    do {
      try tracker.handle(event, at: time)
    } catch {
      Issue.record("the tracker rejected \(event): \(error)")
      return
    }
    var reported: [PullEvent] = []
    behavior.handle(event, tracker: tracker) { reported.append($0) }
    events += reported
    if tracker.activity != .tracking {
      largestUntrackedPull = max(largestUntrackedPull, tracker.metrics.topOverscroll)
    }
  }
}
