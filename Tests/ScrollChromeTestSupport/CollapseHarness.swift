import ScrollChromeCore
import Testing

/// Drives one ``ScrollTracker`` and one piece of chrome built on a ``CollapseBehavior`` (the
/// behaviour itself, or a preset holding one) the way a host does: every event goes to the tracker
/// first and, once accepted, to the behaviour; time comes from a ``FrameClock`` and only moves
/// with ``nextFrame()``, which also advances a ``ScrollViewSimulator`` and the running animation.
///
/// Events can be fed directly (``send(_:)``, ``drag(_:)``, ``release(velocity:decelerating:)``)
/// or produced by the simulator (``simulate(_:)``); direct events are mirrored into the simulator
/// so both stay on the same offset. Everything the behaviour reports is collected in ``events``;
/// every scroll event fed is recorded in ``log`` with the chrome's `c` after it in ``samples``.
package struct CollapseHarness<Chrome> {
  // MARK: Public

  /// The shared tracker.
  package private(set) var tracker: ScrollTracker
  /// The chrome under test.
  package var chrome: Chrome
  /// The simulated scroll view.
  package private(set) var simulator: ScrollViewSimulator
  /// The frame clock; frame 0 is at time 0.
  package let clock: FrameClock
  /// The current frame.
  package private(set) var frame = 0
  /// Everything the behaviour reported, in order.
  package private(set) var events: [CollapseEvent] = []
  /// Every event fed to the tracker, with its time.
  package let log = EventLog()
  /// `(time, y, c)` after every scroll event fed.
  package private(set) var samples: [(time: Double, y: Double, collapsed: Double)] = []

  /// Creates the harness for a scroll view at rest.
  ///
  /// - Parameters:
  ///   - metrics: The scroll view's geometry and offset.
  ///   - rate: Frames per second.
  ///   - deceleration: The scroll view's deceleration rate; default UIKit's normal one.
  ///   - path: Where the chrome keeps its behaviour.
  ///   - make: Builds the chrome for the new tracker.
  package init(
    metrics: ScrollMetrics, rate: Double = 60, deceleration: Decay = .normal,
    behavior path: WritableKeyPath<Chrome, CollapseBehavior>,
    make: (ScrollTracker) throws -> Chrome
  ) throws {
    let tracker = try ScrollTracker(metrics: metrics, deceleration: deceleration)
    self.tracker = tracker
    chrome = try make(tracker)
    simulator = ScrollViewSimulator(metrics: metrics, deceleration: deceleration)
    clock = FrameClock(rate: rate)
    self.path = path
  }

  /// The behaviour inside the chrome.
  package var behavior: CollapseBehavior {
    get { chrome[keyPath: path] }
    set { chrome[keyPath: path] = newValue }
  }

  /// The current time, in seconds.
  package var time: Double { clock.time(ofFrame: frame) }
  /// The chrome's `c`.
  package var collapsed: Double { behavior.collapsed }
  /// The offset `y` the tracker last saw.
  package var offset: Double { tracker.metrics.offset }

  /// The ``CollapseState``s reported, in order.
  package var stateChanges: [CollapseState] {
    events.compactMap { event in
      if case .stateChanged(let state) = event { return state }
      return nil
    }
  }

  /// The `finished` flags of every completion reported for `id`, in order.
  package func completions(of id: CommandID) -> [Bool] {
    events.compactMap { event in
      if case .completed(id, _, let finished) = event { return finished }
      return nil
    }
  }

  /// Feeds one event at the current time: to the simulator (mirrored), the tracker, the behaviour.
  package mutating func send(_ event: ScrollEvent) {
    simulator.mirror(event)
    feed(event)
  }

  /// Advances one frame: the simulator moves (its events are fed), then the animation.
  package mutating func nextFrame() {
    frame += 1
    let now = time
    var emitted: [ScrollEvent] = []
    simulator.advance(to: now) { emitted.append($0) }
    for event in emitted { feed(event) }
    var reported: [CollapseEvent] = []
    chrome[keyPath: path].advance(to: now) { reported.append($0) }
    events += reported
  }

  /// Feeds `scroll(y:)` events, each on a new frame, and returns `c` after each.
  @discardableResult
  package mutating func scroll(_ offsets: Double...) -> [Double] { scroll(through: offsets) }

  /// Feeds `scroll(y:)` events, each on a new frame, and returns `c` after each.
  @discardableResult
  package mutating func scroll(through offsets: [Double]) -> [Double] {
    offsets.map { y in
      nextFrame()
      send(.scroll(y: y))
      return collapsed
    }
  }

  /// Puts a finger down and drags through `offsets`, one per frame; returns `c` after each.
  @discardableResult
  package mutating func drag(_ offsets: Double...) -> [Double] { drag(through: offsets) }

  /// Puts a finger down and drags through `offsets`, one per frame; returns `c` after each.
  @discardableResult
  package mutating func drag(through offsets: [Double]) -> [Double] {
    send(.beginDragging)
    return scroll(through: offsets)
  }

  /// Feeds `events`, each on a new frame.
  package mutating func sendEach(_ events: [ScrollEvent]) {
    for event in events {
      nextFrame()
      send(event)
    }
  }

  /// Drags the simulated finger by `distance` in `steps` equal moves, one per frame.
  package mutating func moveFinger(by distance: Double, steps: Int) {
    for _ in 0..<steps {
      nextFrame()
      simulate { $0.moveFinger(by: distance / Double(steps), emit: $1) }
    }
  }

  /// Lifts the finger: `endDragging(velocity:willDecelerate:)` at the current time.
  package mutating func release(velocity: Double = 0, decelerating: Bool = false) {
    send(.endDragging(velocity: velocity, willDecelerate: decelerating))
  }

  /// Lifts the simulated finger with a release velocity on the next frame (the simulator then
  /// decelerates or bounces back as UIKit would).
  package mutating func lift(velocity: Double) {
    nextFrame()
    simulate { $0.liftFinger(velocity: velocity, emit: $1) }
  }

  /// Advances frame by frame for `seconds` (rounded to whole frames).
  package mutating func run(for seconds: Double) {
    for _ in 0..<Int((seconds * clock.rate).rounded()) { nextFrame() }
  }

  /// Advances until no animation runs and the simulated scroll view is at rest, for at most
  /// `limit` seconds. Returns whether that happened.
  @discardableResult
  package mutating func runUntilIdle(limit: Double = 3) -> Bool {
    let end = time + limit
    while behavior.isAnimating || !simulator.isIdle {
      guard time < end else { return false }
      nextFrame()
    }
    return true
  }

  /// Runs `body` on the simulator at the current time and feeds what it emits.
  package mutating func simulate(_ body: (inout ScrollViewSimulator, (ScrollEvent) -> Void) -> Void)
  {
    var emitted: [ScrollEvent] = []
    body(&simulator) { emitted.append($0) }
    for event in emitted { feed(event) }
  }

  /// Runs a command (or anything that reports ``CollapseEvent``s) on the chrome at the current
  /// time, collecting what it reports.
  @discardableResult
  package mutating func perform<Result>(
    _ body: (inout Chrome, Double, (CollapseEvent) -> Void) -> Result
  ) -> Result {
    var reported: [CollapseEvent] = []
    let result = body(&chrome, time) { reported.append($0) }
    events += reported
    return result
  }

  /// `setRange(_:)` now (a rotation), collecting what it reports.
  package mutating func setRange(_ range: Double) throws(ConfigurationError) {
    var reported: [CollapseEvent] = []
    try chrome[keyPath: path].setRange(range, at: time) { reported.append($0) }
    events += reported
  }

  // MARK: Private

  private let path: WritableKeyPath<Chrome, CollapseBehavior>

  private mutating func feed(_ event: ScrollEvent) {
    do {
      try tracker.handle(event, at: time)
    } catch {
      Issue.record("the tracker rejected \(event): \(error)")
      return
    }
    log.recorder(at: time)(event)
    var reported: [CollapseEvent] = []
    chrome[keyPath: path].handle(event, tracker: tracker) { reported.append($0) }
    events += reported
    if case .scroll(let y) = event { samples.append((time, y, collapsed)) }
  }
}

extension CollapseHarness where Chrome == CollapseBehavior {
  /// A harness around a bare ``CollapseBehavior``.
  ///
  /// - Parameters:
  ///   - configuration: The behaviour's configuration.
  ///   - metrics: The scroll view's geometry and offset.
  ///   - rate: Frames per second.
  ///   - deceleration: The scroll view's deceleration rate.
  package init(
    _ configuration: CollapseConfiguration, metrics: ScrollMetrics, rate: Double = 60,
    deceleration: Decay = .normal
  ) throws {
    try self.init(metrics: metrics, rate: rate, deceleration: deceleration, behavior: \.self) {
      CollapseBehavior(configuration, tracker: $0)
    }
  }

  /// `expand(animated:)` now; returns the command's identifier.
  @discardableResult
  package mutating func expand(animated: Bool = true) -> CommandID {
    perform { $0.expand(animated: animated, at: $1, emit: $2) }
  }

  /// `collapse(animated:)` now; returns the command's identifier.
  @discardableResult
  package mutating func collapse(animated: Bool = true) -> CommandID {
    perform { $0.collapse(animated: animated, at: $1, emit: $2) }
  }

  /// `setFraction(_:animated:)` now; returns the command's identifier.
  @discardableResult
  package mutating func setFraction(_ fraction: Double, animated: Bool = true) -> CommandID {
    perform { $0.setFraction(fraction, animated: animated, at: $1, emit: $2) }
  }

  /// `setEnabled(_:)` now.
  package mutating func setEnabled(_ enabled: Bool) {
    perform { $0.setEnabled(enabled, at: $1, emit: $2) }
  }
}

// MARK: Fixtures

/// Geometry and configurations shared by the collapse tests.
package enum CollapseFixture {
  /// A long list: V 800, C 4000, so minY = −insetTop and D = 3200 + insetTop.
  package static func longList(offset: Double? = nil, insetTop: Double = 0) -> ScrollMetrics {
    ScrollMetrics(offset: offset, viewport: 800, content: 4000, insetTop: insetTop)
  }

  /// A list of viewport 800 whose scrollable distance is `distance` (content 800 + distance).
  package static func list(scrolling distance: Double, offset: Double = 0) -> ScrollMetrics {
    ScrollMetrics(offset: offset, viewport: 800, content: 800 + distance)
  }

  /// A configuration with range `R` (default 44), a mode and a snap policy, then `adjust`.
  package static func configuration(
    range: Double = 44, mode: CollapseConfiguration.Mode = .followsScroll,
    snap: CollapseConfiguration.Snap = .nearest,
    _ adjust: (inout CollapseConfiguration) -> Void = { _ in }
  ) -> CollapseConfiguration {
    var configuration = CollapseConfiguration(range: range, mode: mode, snap: snap)
    adjust(&configuration)
    return configuration
  }

  /// A harness around a bare behaviour on `metrics` (default: the long list at its top).
  package static func harness(
    range: Double = 44, mode: CollapseConfiguration.Mode = .followsScroll,
    snap: CollapseConfiguration.Snap = .nearest, metrics: ScrollMetrics = longList(),
    _ adjust: (inout CollapseConfiguration) -> Void = { _ in }
  ) throws -> CollapseHarness<CollapseBehavior> {
    try CollapseHarness(
      configuration(range: range, mode: mode, snap: snap, adjust), metrics: metrics)
  }
}
