import ScrollChromeCore
import ScrollChromeTestSupport

/// `scrollchrome-bench --fuzz N --seed S`: N random steps into every preset and behaviour at once,
/// with every invariant of the spec's §3.6 and the pull rules of §4 checked from public outputs
/// (see ``FuzzWorld`` and ``FuzzAudit``).
///
/// A step is one of: a finger touching, moving (by up to ±5,000 pt) or lifting (with up to
/// ±20,000 pt/s) through the simulator; a display frame (the simulator's events, then every
/// behaviour advanced); a geometry or inset change (zero and huge sizes included); an animated
/// offset change or a status-bar tap; a raw event with hostile numbers (NaN, ±∞, ±1e308, past
/// ±1e9, an earlier or non-finite timestamp), or an end that does not fit the phase; a switch to
/// another scroll view; a command (expand, collapse, setFraction of any Double), setEnabled,
/// setRange (invalid ones included), memory and restore, Reduce Motion; a frame at a hostile time.
/// Every 2,000 to 50,000 steps (and after a timestamp of 1e308, which leaves no later time) the
/// world drains — time advances until nothing animates, and every command must have completed —
/// and is rebuilt with new random configurations.
///
/// Checked after every event and frame, for every collapse chrome: invariants 2 and 3 (how far the
/// call moved `c`), the settle points of 5, the phase rule for ends, and the pull's events; after
/// every command: its forecast (refused, completed at once, or running); after every step: 1, 4,
/// 5, 6 and 7's open commands, and the pull's outputs.
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
      if fromSimulator && error.field == .phase {
        audit.fail("1: the simulator reported an end that does not fit the phase")
      }
      return false
    }
    audit.checkPhase(of: event, at: time, before: before, rejection: nil)
    let tracker = world.tracker
    checkDelta(of: event, before: before, after: tracker)
    world.forEachChrome(HandleEvent(event: event, tracker: tracker), audit: &audit)
    var reported = PullEvents()
    world.pullSwitch.behavior.handle(event, tracker: tracker) { reported.append($0) }
    audit.checkPull(reported, after: event, behavior: world.pullSwitch.behavior, tracker: tracker)
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

  /// §2: a scroll's `δ` is the clamped difference `clamp(y) − clamp(yPrev)`, so rubber-band
  /// movement never produces it; every other event's `δ` is 0.
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
    case ..<370: liftFinger()
    case ..<560: frame(dt: int(0..<10) == 0 ? double(0...0.6) : 1 / 120)
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
    case ..<999: frame(dt: 1 / 120)
    default: hostileFrame()
    }
  }
}
