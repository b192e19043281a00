import ScrollChromeCore
import ScrollChromeTestSupport

/// `scrollchrome-bench --fuzz N --seed S`: N random steps into every preset and behaviour at once,
/// with every collapse invariant and the pull rules checked from public outputs (see ``FuzzWorld``
/// and ``FuzzAudit``).
///
/// A step is one of: a finger touching, moving (by up to ±5,000 pt) or lifting (with up to
/// ±20,000 pt/s) through the simulator; a lift as a host reports it, with a velocity and mostly
/// without deceleration (`endDragging(v ≠ 0, willDecelerate: false)`: after a drag, while idle as
/// an ends-only host sends it, or by a finger whose drag was taken over); a display frame at the
/// world's interval (1/24 to 1/240 s, a quarter of the frames half to twice as long, some up to
/// 0.6 s) — the simulator's events, then every chrome advanced; a geometry or inset change (zero
/// and huge sizes included); an animated offset change or a status-bar tap, which under a finger
/// takes its drag over (the simulator's later lift of that finger is rejected); a raw event with
/// hostile numbers (NaN, ±∞, ±1e308, past ±1e9, an earlier or non-finite timestamp), or an end
/// that does not fit the phase; a switch to another scroll view; a command (expand, collapse,
/// setFraction of any Double), setEnabled, setRange (invalid ones included), memory and restore,
/// Reduce Motion; a frame at a hostile time. Each world has its own deceleration rate (0.998,
/// 0.99, or any the engine accepts in (0, 1)) and frame interval; a third of them has a bare
/// `collapsesWithContent` chrome of 44 pt with `projected` snap (where a lift with velocity but no
/// deceleration once left the chrome partial). Every 2,000 to 50,000 steps (and after a timestamp
/// of 1e308, which leaves no later time) the world drains — time advances until nothing animates,
/// and every command must have completed — and is rebuilt with new random configurations.
///
/// Checked after every event and frame, for every collapse chrome: invariants 2 and 3 (how far the
/// call moved `c`), the settle points of 5 (none while a command's target holds: from the command
/// to the chrome's next scroll event — and an end then moves no chrome a command set), the phase
/// rule for ends (`endDragging` only for a finger
/// whose drag was taken over) and the phase every accepted event leaves, and the pull's events
/// (a trigger only at the lift of a drag begun by `beginDragging` and not taken over, firing the
/// state held then, at most once a drag; a takeover returns it to `normal`); after every frame,
/// that a chrome that said it did not animate (its own `isAnimating`: the header's title fade
/// included) shows the same header and title; after every command: its forecast (refused,
/// completed at once, or running); after every step: 1, 4, 5, 6 and 7's open commands, and the
/// pull's outputs.
///
/// Not covered: the runtime (``ChromeRuntime``), the host models and the adapters (the fuzzer feeds
/// the tracker and the chrome directly); the trace runner (``runScenarioFuzz(count:seed:)`` has
/// it); which resting point a settle picks (only that it rests on one: not that `nearest` is the
/// nearest, nor the projection's distance at a given deceleration rate); the effects' values (only
/// that they are finite, and still while nothing animates); invariant 2 across a geometry change or
/// a switch; the per-screen memory beyond restoring one chrome's memory; several fingers or scroll
/// views at once. The options beyond the seed libraries (overlap distance, edge, reversed
/// direction, revealing at the end) are drawn at random; the overlap is checked against its
/// formula after every step, the mirrored rules as the rules above, and revealing at the end as
/// the top rule.
struct Fuzzer {
  // MARK: Internal

  /// What the run saw.
  var audit = FuzzAudit()
  /// The allocation calls made by steps (world rebuilds excluded), or `nil` without a counter.
  private(set) var stepAllocations: Int? = 0

  /// Creates the fuzzer.
  ///
  /// - Parameter seed: The seed: the same seed replays the same steps.
  init(seed: UInt64) {
    random = SeededGenerator(seed: seed)
    world = FuzzWorld(random: &random)
    epochEnd = Int.random(in: 2_000...50_000, using: &random)
  }

  /// Runs `steps` steps, then drains.
  ///
  /// - Parameter steps: How many.
  mutating func run(steps: Int) {
    var counted = AllocationCounter.count
    world.checkInvariants(&audit)
    for index in 0..<steps {
      audit.step = index
      if index >= epochEnd || worldIsSpent {
        stepAllocations = difference(counted, stepAllocations)
        startEpoch(at: index)
        counted = AllocationCounter.count
      }
      step()
      world.checkInvariants(&audit)
    }
    stepAllocations = difference(counted, stepAllocations)
    drain()
  }

  // MARK: Steps

  /// The generator every step is drawn from.
  var random: SeededGenerator
  /// The world being fuzzed.
  var world: FuzzWorld
  /// Whether the world's clock reached 1e308 and cannot advance: it is rebuilt at the next step.
  var worldIsSpent = false
  /// The memory remembered last, for the next restore.
  var memory = CollapseMemory(fraction: 0)

  /// A random whole number from `range`.
  @inline(__always)
  mutating func int(_ range: Range<Int>) -> Int { Int.random(in: range, using: &random) }

  /// A random number from `range`.
  @inline(__always)
  mutating func double(_ range: ClosedRange<Double>) -> Double {
    Double.random(in: range, using: &random)
  }

  /// Mostly a plausible number from `range`, sometimes a hostile one.
  mutating func hostile(_ range: ClosedRange<Double>) -> Double {
    switch int(0..<24) {
    case 0: .nan
    case 1: .infinity
    case 2: -.infinity
    case 3: 1e308
    case 4: -1e308
    case 5: 0
    case 6: -0.0
    case 7: ScrollMetrics.maximumMagnitude
    case 8: ScrollMetrics.maximumMagnitude * 1.000_001
    case 9: -ScrollMetrics.maximumMagnitude
    case 10: .leastNonzeroMagnitude
    case 11: .ulpOfOne
    default: double(range)
    }
  }

  /// Hands an event to the tracker; if it accepts, to every behaviour, checking each. A rejected
  /// event must leave the tracker unchanged, and an end must be rejected for its phase exactly
  /// when it does not fit. The simulator's own events always fit.
  ///
  /// - Parameters:
  ///   - event: The event.
  ///   - time: Its timestamp; default the world's clock.
  ///   - fromSimulator: Whether the simulator reported it.
  /// - Returns: Whether the tracker accepted it.
  @discardableResult
  mutating func deliver(_ event: ScrollEvent, at time: Double? = nil, fromSimulator: Bool = false)
    -> Bool
  {
    let time = time ?? world.now
    let before = world.tracker
    do {
      try world.tracker.handle(event, at: time)
    } catch {
      if world.tracker != before { audit.fail("1: a rejected event changed the tracker") }
      audit.checkPhase(of: event, at: time, before: before, rejection: error)
      // The simulator lifts a finger whose drag a programmatic scroll took over: that lift is
      // rejected. Every other event it reports fits.
      if fromSimulator && error.field == .phase
        && !(audit.isDragTakenOver && FuzzAudit.isEndDraggingPhase(error))
      {
        audit.fail("1: the simulator reported an end that does not fit the phase")
      }
      return false
    }
    audit.checkPhase(of: event, at: time, before: before, rejection: nil)
    let tracker = world.tracker
    audit.checkPhase(after: event, before: before.activity, tracker: tracker)
    let wasUnbroken = audit.pull.isDragUnbroken
    audit.follow(event, from: before.activity)
    checkDelta(of: event, before: before, after: tracker)
    world.forEachChrome(HandleEvent(event: event, tracker: tracker), audit: &audit)
    var reported = PullEvents()
    world.pullSwitch.behavior.handle(event, tracker: tracker) { reported.append($0) }
    audit.checkPull(
      reported, after: event, behavior: world.pullSwitch.behavior, tracker: tracker,
      wasUnbroken: wasUnbroken)
    return true
  }

  /// Runs a simulator call, then delivers what it reported (at most four events), in order.
  mutating func simulate(
    _ action: (inout ScrollViewSimulator, (ScrollEvent) -> Void) -> Void
  ) {
    var first: ScrollEvent?
    var second: ScrollEvent?
    var third: ScrollEvent?
    var fourth: ScrollEvent?
    var count = 0
    action(&world.simulator) { event in
      switch count {
      case 0: first = event
      case 1: second = event
      case 2: third = event
      default: fourth = event
      }
      count += 1
    }
    if count > 4 { audit.fail("1: the simulator reported more than four events in one call") }
    if let first { deliver(first, fromSimulator: true) }
    if let second { deliver(second, fromSimulator: true) }
    if let third { deliver(third, fromSimulator: true) }
    if let fourth { deliver(fourth, fromSimulator: true) }
  }

  // MARK: Private

  /// The step at which the world is drained and rebuilt.
  private var epochEnd: Int

  /// `total` plus the allocations counted since `start`, or `nil` without a counter.
  private func difference(_ start: Int?, _ total: Int?) -> Int? {
    guard let start, let end = AllocationCounter.count, let total else { return nil }
    return total + end - start
  }

  /// Drains the world, then builds a new one with new random configurations.
  private mutating func startEpoch(at index: Int) {
    drain()
    world = FuzzWorld(random: &random)
    audit.startWorld()
    world.checkInvariants(&audit)
    epochEnd = index + Int.random(in: 2_000...50_000, using: &random)
  }

  /// A scroll's `δ` is the clamped difference `clamp(y) − clamp(yPrev)`, so rubber-band movement
  /// never produces it; every other event's `δ` is 0.
  @inline(__always)
  private mutating func checkDelta(
    of event: ScrollEvent, before: ScrollTracker, after: ScrollTracker
  ) {
    var delta = 0.0
    if case .scroll(let y) = event {
      delta = after.metrics.clamped(y) - after.metrics.clamped(before.metrics.offset)
    }
    if after.delta != delta { audit.fail("2: δ is not the clamped difference of the offsets") }
  }

  /// Advances time until nothing animates; every command must have completed by then.
  private mutating func drain() {
    defer { worldIsSpent = false }
    // At 1e308 the clock cannot advance (1e308 + 1/60 == 1e308): nothing can finish.
    guard !worldIsSpent else {
      world.checkInvariants(&audit)
      audit.forgetDue()
      return
    }
    var frames = 0
    while world.isAnimating && frames < 6_000 {
      world.now += 1 / 60
      world.forEachChrome(AdvanceFrame(time: world.now), audit: &audit)
      world.checkInvariants(&audit)
      frames += 1
    }
    if world.isAnimating { audit.fail("7: still animating after 100 s without input") }
    world.checkInvariants(&audit)
    audit.checkNothingDue()
  }

  /// One random step.
  private mutating func step() {
    switch int(0..<1_000) {
    case ..<250: moveFinger()
    case ..<300: simulate { $0.touchDown(emit: $1) }
    case ..<350: liftFinger()
    case ..<370: hostLift()
    case ..<560: int(0..<10) == 0 ? frame(dt: double(0...0.6)) : frame()
    case ..<600: changeGeometry()
    case ..<620: changeInsets()
    case ..<640: animateOffset()
    case ..<700: rawEvent()
    case ..<715: switchScrollView()
    case ..<815: command()
    case ..<845: setEnabled()
    case ..<870: setRange()
    case ..<900: rememberOrRestore()
    case ..<910: world.withBehavior(int(0..<FuzzWorld.chromeCount)) { $0.reduceMotion.toggle() }
    case ..<999: frame()
    default: hostileFrame()
    }
  }
}
