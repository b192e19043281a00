import ScrollChromeCore

extension Fuzzer {
  // MARK: Internal

  /// Moves the finger (down first if none is), usually a little, sometimes by up to 5,000 pt.
  mutating func moveFinger() {
    let distance = int(0..<20) == 0 ? double(-5_000...5_000) : double(-60...60)
    simulate { $0.moveFinger(by: distance, emit: $1) }
  }

  /// Lifts the finger (after touching down if none is), a quarter of the time without velocity.
  mutating func liftFinger() {
    let velocity = int(0..<4) == 0 ? 0 : double(-20_000...20_000)
    simulate { $0.liftFinger(velocity: velocity, emit: $1) }
  }

  /// The finger lifts as a host reports it, with a velocity but no deceleration
  /// (`endDragging(v ≠ 0, willDecelerate: false)`): a settle point at once, by the projected
  /// position. While no finger is down it is an ends-only host's lift, or a taken-over finger's.
  mutating func hostLift() {
    let speed = int(0..<4) == 0 ? double(10...20_000) : double(50...3_000)
    let event = ScrollEvent.endDragging(
      velocity: int(0..<2) == 0 ? speed : -speed, willDecelerate: int(0..<8) == 0)
    if deliver(event) { world.simulator.mirror(event) }
  }

  /// One display frame at the world's frame interval, a quarter of the time irregular (half to
  /// twice as long).
  mutating func frame() {
    let interval = world.frameInterval
    frame(dt: int(0..<4) == 0 ? interval * double(0.5...2) : interval)
  }

  /// One display frame: the simulator's events, then every behaviour advanced to the frame. A
  /// chrome that did not animate before the frame (its own `isAnimating`, a header's title fade
  /// included) must show the same outputs after it.
  mutating func frame(dt: Double) {
    world.now += dt
    let now = world.now
    simulate { $0.advance(to: now, emit: $1) }
    // Only the outputs are kept: a copy of the chrome would make its storage copy on write.
    let (wasAnimating, header, title) = (
      world.header.isAnimating, world.header.header, world.header.title
    )
    world.forEachChrome(AdvanceFrame(time: world.now), audit: &audit)
    if !wasAnimating && (world.header.header != header || world.header.title != title) {
      audit.fail("animating: a frame changed the header's outputs while it said it did not animate")
    }
  }

  /// A frame at a hostile time: NaN, ±∞, earlier, or 1e308 (after which the world is spent: its
  /// clock cannot advance any more).
  mutating func hostileFrame() {
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
  mutating func changeGeometry() {
    let viewport = int(0..<3) == 0 ? size() : double(0...1_000)
    let content = int(0..<3) == 0 ? size() : double(0...200_000)
    simulate { $0.setGeometry(viewport: viewport, content: content, emit: $1) }
  }

  /// New insets through the simulator: a top inset change re-baselines the tracker.
  mutating func changeInsets() {
    let top = double(-50...150)
    let bottom = double(0...100)
    simulate { $0.setGeometry(insetTop: top, insetBottom: bottom, emit: $1) }
  }

  /// A status-bar tap, or an offset change (animated half the time) to anywhere near the range.
  mutating func animateOffset() {
    if int(0..<2) == 0 {
      simulate { $0.scrollToTop(emit: $1) }
    } else {
      let metrics = world.simulator.metrics
      let target = double(metrics.minY - 100...metrics.maxY + 100)
      let animated = int(0..<2) == 0
      simulate { $0.setContentOffset(target, animated: animated, emit: $1) }
    }
  }

  /// A raw event with hostile numbers and timestamp, or an end that does not fit the phase; the
  /// simulator mirrors what the tracker accepts.
  mutating func rawEvent() {
    let event: ScrollEvent
    switch int(0..<10) {
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
    case 8: event = misfittingEnd()
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

  /// A switch to another scroll view with hostile metrics.
  mutating func switchScrollView() {
    let metrics = ScrollMetrics(
      offset: int(0..<2) == 0 ? nil : hostile(-500...50_000), viewport: hostile(0...1_000),
      content: hostile(0...200_000), insetTop: hostile(-50...150),
      insetBottom: hostile(0...100))
    if deliver(.switchScrollView(metrics)) {
      world.simulator = ScrollViewSimulator(
        metrics: metrics, deceleration: world.tracker.deceleration, time: world.now)
    }
  }

  /// expand, collapse or setFraction (of any Double) to one chrome, checked against what the
  /// rules forecast.
  mutating func command() {
    let index = int(0..<FuzzWorld.chromeCount)
    let animated = int(0..<4) != 0
    let now = world.now
    let kind = int(0..<3)
    let fraction = kind == 0 ? 0 : kind == 1 ? 1 : hostile(-0.5...1.5)
    let behavior = world.behavior(index)
    let forecast = FuzzAudit.CommandForecast(
      fraction: fraction, behavior: behavior, metrics: world.tracker.metrics)
    let before = FuzzAudit.Glance(behavior, isDue: audit.isDue(index))
    let (id, completions) = world.command(index, audit: &audit) { behavior, emit in
      switch kind {
      case 0: behavior.expand(animated: animated, at: now, emit: emit)
      case 1: behavior.collapse(animated: animated, at: now, emit: emit)
      default: behavior.setFraction(fraction, animated: animated, at: now, emit: emit)
      }
    }
    audit.checkCommand(
      id, forecast: forecast, animated: animated, completions: completions,
      behavior: world.behavior(index), before: before, index: index)
  }

  /// Enables (two times in three) or disables one chrome; a change ends a settle.
  mutating func setEnabled() {
    let index = int(0..<FuzzWorld.chromeCount)
    let enabled = int(0..<3) != 0
    let now = world.now
    let wasEnabled = world.behavior(index).isEnabled
    world.observe(index, audit: &audit) { $0.setEnabled(enabled, at: now, emit: $1) }
    if world.behavior(index).isEnabled != enabled { audit.fail("1: setEnabled was not taken") }
    if enabled != wasEnabled {
      audit.unsettle(index)
      audit.held &= ~(UInt32(1) << UInt32(index))
    }
  }

  /// A new range, often invalid: an invalid one (or one that leaves a stop outside) must throw and
  /// change nothing; a valid one is taken and ends a settle.
  mutating func setRange() {
    let index = int(0..<FuzzWorld.chromeCount)
    let range = hostile(1...300)
    let now = world.now
    let before = world.behavior(index)
    var threw = false
    world.observe(index, audit: &audit) { behavior, emit in
      do { try behavior.setRange(range, at: now, emit: emit) } catch { threw = true }
    }
    let fitsStops = before.configuration.stops.last.map { $0 < range } ?? true
    let valid = range.isFinite && range > 0 && range <= ScrollMetrics.maximumMagnitude && fitsStops
    if threw == valid { audit.fail("1: setRange accepted an invalid range or refused a valid one") }
    if threw && world.behavior(index) != before {
      audit.fail("1: a refused setRange changed state")
    }
    if !threw { audit.command(index) }
  }

  /// Remembers one chrome's memory, or restores a memory (sometimes a hostile one) to one chrome.
  mutating func rememberOrRestore() {
    let index = int(0..<FuzzWorld.chromeCount)
    guard int(0..<2) == 0 else {
      memory = world.behavior(index).memory
      return
    }
    if int(0..<4) == 0 {
      memory = CollapseMemory(fraction: hostile(-1...2), isEnabled: int(0..<2) == 0)
    }
    let memory = memory
    let now = world.now
    world.observe(index, audit: &audit) { $0.restore(memory, at: now, emit: $1) }
    audit.command(index)
  }

  // MARK: Private

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

  /// An end that does not fit the tracker's phase, if one exists (while idle both fit).
  private mutating func misfittingEnd() -> ScrollEvent {
    switch world.tracker.activity {
    case .tracking: int(0..<2) == 0 ? .endDecelerating : .endProgrammatic
    case .animating: .endDecelerating
    case .decelerating: .endProgrammatic
    case .idle: int(0..<2) == 0 ? .endDecelerating : .endProgrammatic
    }
  }
}
