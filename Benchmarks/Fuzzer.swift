import ScrollChromeCore

/// `scrollchrome-bench --fuzz N --seed S`: N random steps into every preset and behaviour at once,
/// with the invariants checked after each (see ``FuzzWorld`` and ``FuzzAudit``).
///
/// A step is one of: a finger touching, moving (by up to ±5,000 pt) or lifting (with up to
/// ±20,000 pt/s) through the simulator; a display frame (the simulator's events, then every
/// behaviour advanced); a geometry or inset change (zero and huge sizes included); an animated
/// offset change or a status-bar tap; a raw event with hostile numbers (NaN, ±∞, ±1e308, past
/// ±1e9, an earlier or non-finite timestamp); a switch to another scroll view; a command
/// (expand, collapse, setFraction of any Double), setEnabled, setRange (invalid ones included),
/// memory and restore, Reduce Motion; a frame at a hostile time. Every 2,000 to 50,000 steps (and
/// after a timestamp of 1e308, which leaves no later time) the world drains — time advances until
/// nothing animates, and every command must have completed — and is rebuilt with new random
/// configurations.
struct Fuzzer {
  // MARK: Internal

  /// What the run saw.
  private(set) var audit = FuzzAudit()
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

  // MARK: Private

  private var random: SeededGenerator
  private var world: FuzzWorld
  private var epochEnd: Int
  private var worldIsSpent = false
  private var memory = CollapseMemory(fraction: 0)

  private func difference(_ start: Int?, _ total: Int?) -> Int? {
    guard let start, let end = AllocationCounter.count, let total else { return nil }
    return total + end - start
  }

  private mutating func startEpoch(at index: Int) {
    drain()
    world = FuzzWorld(random: &random)
    epochEnd = index + Int.random(in: 2_000...50_000, using: &random)
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
      frames += 1
    }
    if world.isAnimating { audit.fail("still animating after 100 s without input") }
    world.checkInvariants(&audit)
    audit.checkNothingDue()
  }

  @inline(__always)
  private mutating func int(_ range: Range<Int>) -> Int { Int.random(in: range, using: &random) }

  @inline(__always)
  private mutating func double(_ range: ClosedRange<Double>) -> Double {
    Double.random(in: range, using: &random)
  }

  /// Mostly a plausible number from `range`, sometimes a hostile one.
  private mutating func hostile(_ range: ClosedRange<Double>) -> Double {
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

  /// Hands an event to the tracker; if it accepts, to every behaviour. A rejected event must
  /// leave the tracker unchanged.
  @discardableResult
  private mutating func deliver(_ event: ScrollEvent, at time: Double? = nil) -> Bool {
    let before = world.tracker
    do {
      try world.tracker.handle(event, at: time ?? world.now)
    } catch {
      if world.tracker != before { audit.fail("a rejected event changed the tracker") }
      return false
    }
    let tracker = world.tracker
    world.forEachChrome(HandleEvent(event: event, tracker: tracker), audit: &audit)
    if case .beginDragging = event { audit.triggersThisDrag = 0 }
    var triggers = 0
    var outsideEndDragging = false
    world.pullSwitch.behavior.handle(event, tracker: tracker) { pullEvent in
      guard case .triggered = pullEvent else { return }
      triggers += 1
      if case .endDragging = event {} else { outsideEndDragging = true }
    }
    if outsideEndDragging { audit.fail("a pull triggered outside endDragging") }
    audit.triggersThisDrag += triggers
    if audit.triggersThisDrag > 1 { audit.fail("a pull triggered twice in one drag") }
    return true
  }

  /// Runs a simulator call, then delivers what it reported (at most four events), in order.
  private mutating func simulate(
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
    if count > 4 { audit.fail("the simulator reported more than four events in one call") }
    if let first { deliver(first) }
    if let second { deliver(second) }
    if let third { deliver(third) }
    if let fourth { deliver(fourth) }
  }

  /// A remarkable size: zero, tiny, typical or the largest accepted.
  private mutating func size() -> Double {
    switch int(0..<7) {
    case 0: 0
    case 1: 1
    case 2: 44
    case 3: 800
    case 4: 2_000
    case 5: 100_000
    default: ScrollMetrics.maximumMagnitude
    }
  }

  private mutating func moveFinger() {
    let distance = int(0..<20) == 0 ? double(-5_000...5_000) : double(-60...60)
    simulate { $0.moveFinger(by: distance, emit: $1) }
  }

  private mutating func liftFinger() {
    let velocity = int(0..<4) == 0 ? 0 : double(-20_000...20_000)
    simulate { $0.liftFinger(velocity: velocity, emit: $1) }
  }

  /// One display frame: the simulator's events, then every behaviour advanced to the frame.
  private mutating func frame(dt: Double) {
    world.now += dt
    let now = world.now
    simulate { $0.advance(to: now, emit: $1) }
    world.forEachChrome(AdvanceFrame(time: world.now), audit: &audit)
  }

  /// A frame at a hostile time: NaN, ±∞, earlier, or 1e308 (after which the world is spent: its
  /// clock cannot advance any more).
  private mutating func hostileFrame() {
    let time: Double =
      switch int(0..<5) {
      case 0: .nan
      case 1: .infinity
      case 2: -.infinity
      case 3: world.now - 1
      default: 1e308
      }
    world.forEachChrome(AdvanceFrame(time: time), audit: &audit)
    if time == 1e308 {
      deliver(.scroll(y: world.tracker.metrics.offset), at: time)
      worldIsSpent = true
    }
  }

  /// A valid geometry change through the simulator, zero and huge sizes included.
  private mutating func changeGeometry() {
    let viewport = int(0..<3) == 0 ? size() : double(0...1_000)
    let content = int(0..<3) == 0 ? size() : double(0...200_000)
    simulate { $0.setGeometry(viewport: viewport, content: content, emit: $1) }
  }

  private mutating func changeInsets() {
    let top = double(-50...150)
    let bottom = double(0...100)
    simulate { $0.setGeometry(insetTop: top, insetBottom: bottom, emit: $1) }
  }

  private mutating func animateOffset() {
    if int(0..<2) == 0 {
      simulate { $0.scrollToTop(emit: $1) }
    } else {
      let metrics = world.simulator.metrics
      let target = double(metrics.minY - 100...metrics.maxY + 100)
      let animated = int(0..<2) == 0
      simulate { $0.setContentOffset(target, animated: animated, emit: $1) }
    }
  }

  /// A raw event with hostile numbers and timestamp; the simulator mirrors what the tracker
  /// accepts.
  private mutating func rawEvent() {
    let event: ScrollEvent
    switch int(0..<9) {
    case 0: event = .scroll(y: hostile(-2_000...200_000))
    case 1:
      event = .geometry(
        viewport: hostile(0...1_000), content: hostile(0...200_000),
        insetTop: hostile(-50...150), insetBottom: hostile(0...100))
    case 2: event = .beginDragging
    case 3:
      event = .endDragging(velocity: hostile(-20_000...20_000), willDecelerate: int(0..<2) == 0)
    case 4: event = .endDecelerating
    case 5: event = .beginProgrammatic
    case 6: event = .endProgrammatic
    case 7: event = .scrollToTop
    default: event = .scroll(y: world.tracker.metrics.offset + double(-30...30))
    }
    let time: Double =
      switch int(0..<12) {
      case 0: .nan
      case 1: .infinity
      case 2: world.now - 0.001
      default: world.now
      }
    if deliver(event, at: time) { world.simulator.mirror(event) }
  }

  private mutating func switchScrollView() {
    let metrics = ScrollMetrics(
      offset: int(0..<2) == 0 ? nil : hostile(-500...50_000), viewport: hostile(0...1_000),
      content: hostile(0...200_000), insetTop: hostile(-50...150),
      insetBottom: hostile(0...100))
    if deliver(.switchScrollView(metrics)) {
      world.simulator = ScrollViewSimulator(metrics: metrics, time: world.now)
    }
  }

  private mutating func command() {
    let index = int(0..<FuzzWorld.chromeCount)
    let animated = int(0..<4) != 0
    let now = world.now
    let kind = int(0..<3)
    let fraction = hostile(-0.5...1.5)
    world.command(index, audit: &audit) { behavior, emit in
      switch kind {
      case 0: behavior.expand(animated: animated, at: now, emit: emit)
      case 1: behavior.collapse(animated: animated, at: now, emit: emit)
      default: behavior.setFraction(fraction, animated: animated, at: now, emit: emit)
      }
    }
  }

  private mutating func setEnabled() {
    let index = int(0..<FuzzWorld.chromeCount)
    let enabled = int(0..<3) != 0
    let now = world.now
    world.observe(index, audit: &audit) { $0.setEnabled(enabled, at: now, emit: $1) }
  }

  /// A new range, invalid one time in three: an invalid range must throw and change nothing.
  private mutating func setRange() {
    let index = int(0..<FuzzWorld.chromeCount)
    let range = hostile(1...300)
    let now = world.now
    let before = world.behavior(index)
    var threw = false
    world.observe(index, audit: &audit) { behavior, emit in
      do { try behavior.setRange(range, at: now, emit: emit) } catch { threw = true }
    }
    let valid = range.isFinite && range > 0 && range <= ScrollMetrics.maximumMagnitude
    if threw == valid { audit.fail("setRange accepted an invalid range or refused a valid one") }
    if threw && world.behavior(index) != before { audit.fail("a refused setRange changed state") }
  }

  private mutating func rememberOrRestore() {
    let index = int(0..<FuzzWorld.chromeCount)
    guard int(0..<2) == 0 else {
      memory = world.behavior(index).memory
      if !(memory.fraction >= 0 && memory.fraction <= 1) { audit.fail("memory outside 0…1") }
      return
    }
    if int(0..<4) == 0 {
      memory = CollapseMemory(fraction: hostile(-1...2), isEnabled: int(0..<2) == 0)
    }
    let memory = memory
    let now = world.now
    world.observe(index, audit: &audit) { $0.restore(memory, at: now, emit: $1) }
  }
}
