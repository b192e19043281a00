import ScrollChromeCore
import ScrollChromeTestSupport
import Testing

// The scroll tracker: δ = clamp(y) − clamp(yPrev); a top-inset change or a scroll-view switch
// re-baselines (δ = 0, direction and travel restart); C or V alone does not; bad events are
// rejected with a diagnostic and leave the tracker exactly as it was.

/// A long list: V 800, C 4000, so minY 0 and maxY 3200.
private func longList(offset: Double = 0, insetTop: Double = 0) -> ScrollMetrics {
  ScrollMetrics(offset: offset, viewport: 800, content: 4000, insetTop: insetTop)
}

/// Feeds `scroll(y:)` events one frame (1/60 s) apart and returns each event's δ.
private func scroll(
  _ tracker: inout ScrollTracker, through offsets: [Double]
) throws(ScrollDiagnostic) -> [Double] {
  var deltas: [Double] = []
  for y in offsets {
    try tracker.handle(.scroll(y: y), at: tracker.time + 1.0 / 60)
    deltas.append(tracker.delta)
  }
  return deltas
}

/// (situation, metrics with the start offset, offsets fed, expected δ per event)
private let deltaRows: [(String, ScrollMetrics, [Double], [Double])] = [
  // Inside the range δ is the plain difference.
  ("inside the range", longList(), [10, 25, 20], [10, 15, -5]),
  // Rubber-banding past the top and back to the top never yields δ; leaving the top does.
  ("top rubber band", longList(), [-30, -60, -10, 0, 15], [0, 0, 0, 0, 15]),
  // From top overscroll straight into the range: only the in-range part, clamp(30) − clamp(−50).
  ("from top overscroll into range", longList(offset: -50), [30], [30]),
  // Bottom bounce: up to the edge counts, the overscroll does not, the way back only from 3200.
  (
    "bottom bounce then back inside", longList(offset: 3190), [3230, 3260, 3210, 3150],
    [10, 0, 0, -50]
  ),
  // Jumping from top overscroll to bottom overscroll moves exactly D = 3200.
  ("edge to edge", longList(offset: -100), [3300], [3200]),
  // Content that fits: D = 0, so nothing ever produces δ.
  ("content fits", ScrollMetrics(viewport: 800, content: 300), [50, -40, 120], [0, 0, 0]),
  // With a 100-pt top inset the edge is −100: pulling past it is 0, coming back in counts.
  ("top inset edge", longList(offset: -100, insetTop: 100), [-150, -80], [0, 20]),
  // A scroll to the same offset yields δ = 0.
  ("no movement", longList(offset: 500), [500], [0]),
]

/// (situation, offsets fed from 0, expected direction, expected travel)
private let directionRows: [(String, [Double], ScrollDirection, Double)] = [
  // No scroll yet.
  ("nothing yet", [], .none, 0),
  // Steady downward scrolling accumulates travel.
  ("down only", [10, 30, 60], .down, 60),
  // Reversing restarts travel: 50 down, then 15 up.
  ("reverse to up", [50, 40, 35], .up, 15),
  // Reversing twice: travel counts only since the last change.
  ("reverse twice", [50, 40, 45], .down, 5),
  // Rubber-band movement is no movement: the direction stays unset.
  ("overscroll only", [-50, -20, 0], .none, 0),
  // A repeated offset keeps direction and travel.
  ("pause keeps direction", [20, 20], .down, 20),
  // Up into top overscroll counts only to the edge: 40 down, then 20 + 20 up, then rubber band.
  ("up run through top overscroll", [40, 20, -30, 0], .up, 40),
]

/// (situation, events from idle, expected activity)
private let activityRows: [(String, [ScrollEvent], ScrollActivity)] = [
  // A fresh tracker is idle.
  ("initial", [], .idle),
  // Finger down.
  ("beginDragging", [.beginDragging], .tracking),
  // Scrolling under the finger stays tracking.
  ("dragging scrolls", [.beginDragging, .scroll(y: 10), .scroll(y: 20)], .tracking),
  // Released with momentum.
  (
    "release with momentum", [.beginDragging, .endDragging(velocity: 800, willDecelerate: true)],
    .decelerating
  ),
  // Released without momentum.
  ("release at rest", [.beginDragging, .endDragging(velocity: 0, willDecelerate: false)], .idle),
  // Coasting scrolls stay decelerating.
  (
    "coasting scrolls",
    [.beginDragging, .endDragging(velocity: 800, willDecelerate: true), .scroll(y: 40)],
    .decelerating
  ),
  // Deceleration ends.
  (
    "endDecelerating",
    [.beginDragging, .endDragging(velocity: 800, willDecelerate: true), .endDecelerating], .idle
  ),
  // The finger catches the coasting content.
  (
    "touch during deceleration",
    [.beginDragging, .endDragging(velocity: 800, willDecelerate: true), .beginDragging],
    .tracking
  ),
  // setContentOffset(animated: true) starts.
  ("beginProgrammatic", [.beginProgrammatic], .animating),
  // Programmatic scrolls stay animating.
  ("programmatic scrolls", [.beginProgrammatic, .scroll(y: 100)], .animating),
  // …and ends.
  ("endProgrammatic", [.beginProgrammatic, .endProgrammatic], .idle),
  // Status-bar tap animates to the top.
  ("scrollToTop", [.scrollToTop], .animating),
  // …and ends.
  ("scrollToTop ends", [.scrollToTop, .scroll(y: 0), .endProgrammatic], .idle),
  // The user grabs content that the app is animating.
  ("drag interrupts animation", [.beginProgrammatic, .beginDragging], .tracking),
  // A status-bar tap while coasting: the app takes over.
  (
    "scrollToTop while coasting",
    [.beginDragging, .endDragging(velocity: 800, willDecelerate: true), .scrollToTop],
    .animating
  ),
  // A full user cycle then a programmatic one.
  (
    "user then app",
    [.beginDragging, .endDragging(velocity: 0, willDecelerate: false), .beginProgrammatic],
    .animating
  ),
]

/// (situation, event, time, expected diagnostic); the tracker's last event was at t = 1.
private let rejectedRows: [(String, ScrollEvent, Double, ScrollDiagnostic)] = [
  // NaN offset.
  ("scroll NaN", .scroll(y: .nan), 2, .init(field: .offset, problem: .notFinite)),
  // +∞ offset.
  ("scroll +inf", .scroll(y: .infinity), 2, .init(field: .offset, problem: .notFinite)),
  // −∞ offset.
  ("scroll -inf", .scroll(y: -.infinity), 2, .init(field: .offset, problem: .notFinite)),
  // Absurd offset beyond 1e9.
  ("scroll too large", .scroll(y: 2e9), 2, .init(field: .offset, problem: .tooLarge)),
  // Negative viewport in a geometry event.
  (
    "geometry negative viewport",
    .geometry(viewport: -800, content: 4000, insetTop: 0, insetBottom: 0), 2,
    .init(field: .viewport, problem: .negative)
  ),
  // NaN content in a geometry event.
  (
    "geometry NaN content",
    .geometry(viewport: 800, content: .nan, insetTop: 0, insetBottom: 0), 2,
    .init(field: .content, problem: .notFinite)
  ),
  // Infinite top inset: must not re-baseline either.
  (
    "geometry inf insetTop",
    .geometry(viewport: 800, content: 4000, insetTop: .infinity, insetBottom: 0), 2,
    .init(field: .insetTop, problem: .notFinite)
  ),
  // −∞ bottom inset.
  (
    "geometry -inf insetBottom",
    .geometry(viewport: 800, content: 4000, insetTop: 0, insetBottom: -.infinity), 2,
    .init(field: .insetBottom, problem: .notFinite)
  ),
  // A valid scroll stamped earlier than the previous event.
  ("time went backwards", .scroll(y: 10), 0.5, .init(field: .time, problem: .timeWentBackwards)),
  // A valid phase event stamped earlier than the previous event.
  (
    "backwards beginDragging", .beginDragging, 0.999,
    .init(field: .time, problem: .timeWentBackwards)
  ),
  // A NaN timestamp.
  ("NaN time", .scroll(y: 10), .nan, .init(field: .time, problem: .notFinite)),
  // NaN release velocity.
  (
    "endDragging NaN velocity", .endDragging(velocity: .nan, willDecelerate: true), 2,
    .init(field: .velocity, problem: .notFinite)
  ),
  // Infinite release velocity.
  (
    "endDragging inf velocity", .endDragging(velocity: -.infinity, willDecelerate: true), 2,
    .init(field: .velocity, problem: .notFinite)
  ),
  // Switching to a scroll view with corrupt metrics.
  (
    "switch to NaN content", .switchScrollView(ScrollMetrics(viewport: 800, content: .nan)), 2,
    .init(field: .content, problem: .notFinite)
  ),
  // Switching to a scroll view with a negative viewport.
  (
    "switch to negative viewport", .switchScrollView(ScrollMetrics(viewport: -1, content: 10)), 2,
    .init(field: .viewport, problem: .negative)
  ),
]

@Suite("ScrollTracker")
struct ScrollTrackerTests {
  @Test("δ is clamped to the scrollable range at both edges", arguments: deltaRows)
  func delta(situation: String, metrics: ScrollMetrics, offsets: [Double], expected: [Double])
    throws
  {
    var tracker = try ScrollTracker(metrics: metrics)
    let deltas = try scroll(&tracker, through: offsets)
    #expect(deltas == expected, "\(situation)")
    #expect(tracker.metrics.offset == offsets.last, "\(situation): the raw offset is kept")
  }

  @Test("direction and travel since the last direction change", arguments: directionRows)
  func direction(
    situation: String, offsets: [Double], direction: ScrollDirection, travel: Double
  ) throws {
    var tracker = try ScrollTracker(metrics: longList())
    _ = try scroll(&tracker, through: offsets)
    #expect(tracker.direction == direction, "\(situation)")
    #expect(tracker.travel == travel, "\(situation)")
  }

  @Test("a top-inset change yields δ = 0 and keeps direction and travel")
  func insetTopChangeKeepsDirectionAndTravel() throws {
    var tracker = try ScrollTracker(metrics: longList())
    _ = try scroll(&tracker, through: [50, 120])
    #expect(tracker.direction == .down)
    #expect(tracker.travel == 120)

    // Chrome that works through the safe area changes the inset every frame.
    try tracker.handle(
      .geometry(viewport: 800, content: 4000, insetTop: 50, insetBottom: 0), at: 1)
    #expect(tracker.delta == 0)
    #expect(tracker.direction == .down)
    #expect(tracker.travel == 120)
    #expect(tracker.metrics.insetTop == 50)
    #expect(tracker.metrics.minY == -50)
    #expect(tracker.metrics.offset == 120, "a geometry event does not move the offset")

    // The next scroll adds to the travel: δ = clamp(130) − clamp(120) = 10.
    _ = try scroll(&tracker, through: [130])
    #expect(tracker.delta == 10)
    #expect(tracker.direction == .down)
    #expect(tracker.travel == 130)
  }

  @Test("a content or viewport change alone keeps direction and travel")
  func contentChangeKeepsDirection() throws {
    var tracker = try ScrollTracker(metrics: longList())
    _ = try scroll(&tracker, through: [50, 120])

    // Rows appended below while scrolling.
    try tracker.handle(
      .geometry(viewport: 800, content: 5000, insetTop: 0, insetBottom: 0), at: 1)
    #expect(tracker.delta == 0)
    #expect(tracker.direction == .down)
    #expect(tracker.travel == 120)
    #expect(tracker.metrics.maxY == 4200)

    // The viewport shrinks (keyboard): still no reset.
    try tracker.handle(
      .geometry(viewport: 500, content: 5000, insetTop: 0, insetBottom: 0), at: 1.1)
    #expect(tracker.delta == 0)
    #expect(tracker.direction == .down)
    #expect(tracker.travel == 120)

    _ = try scroll(&tracker, through: [130])
    #expect(tracker.delta == 10)
    #expect(tracker.travel == 130)
  }

  @Test("content shrinking under the offset: the way back counts only from the new maxY")
  func contentShrinksBelowOffset() throws {
    var tracker = try ScrollTracker(metrics: longList(offset: 3000))
    // C 4000 → 3500: maxY 2700, the offset 3000 is now 300 past the bottom.
    try tracker.handle(
      .geometry(viewport: 800, content: 3500, insetTop: 0, insetBottom: 0), at: 1)
    #expect(tracker.delta == 0)
    // clamp(2690) − clamp(3000) = 2690 − 2700.
    _ = try scroll(&tracker, through: [2690])
    #expect(tracker.delta == -10)
    #expect(tracker.direction == .up)
    #expect(tracker.travel == 10)
  }

  @Test("switching scroll views re-baselines with δ = 0 and no jump")
  func switchScrollView() throws {
    var tracker = try ScrollTracker(metrics: longList())
    _ = try scroll(&tracker, through: [200, 400])
    let other = ScrollMetrics(offset: 1500, viewport: 700, content: 9000, insetTop: 20)
    try tracker.handle(.switchScrollView(other), at: 1)
    #expect(tracker.delta == 0, "the 1100-pt difference between the views is no movement")
    #expect(tracker.direction == .none)
    #expect(tracker.travel == 0)
    #expect(tracker.metrics == other)

    _ = try scroll(&tracker, through: [1480])
    #expect(tracker.delta == -20)
    #expect(tracker.direction == .up)
    #expect(tracker.travel == 20)
  }

  @Test("phase transitions: user-driven while tracking or decelerating", arguments: activityRows)
  func activity(situation: String, events: [ScrollEvent], expected: ScrollActivity) throws {
    var tracker = try ScrollTracker(metrics: longList())
    for (index, event) in events.enumerated() {
      try tracker.handle(event, at: Double(index) * 0.1)
    }
    #expect(tracker.activity == expected, "\(situation)")
    #expect(
      tracker.isUserDriven == (expected == .tracking || expected == .decelerating),
      "\(situation)")
  }

  @Test("non-scroll events yield δ = 0")
  func phaseEventsHaveNoDelta() throws {
    var tracker = try ScrollTracker(metrics: longList())
    _ = try scroll(&tracker, through: [40])
    #expect(tracker.delta == 40)
    try tracker.handle(.endDragging(velocity: 300, willDecelerate: true), at: 1)
    #expect(tracker.delta == 0)
    _ = try scroll(&tracker, through: [55])
    #expect(tracker.delta == 15)
    try tracker.handle(.endDecelerating, at: 2)
    #expect(tracker.delta == 0)
    #expect(tracker.direction == .down, "phase events do not reset the direction")
    #expect(tracker.travel == 55)
  }

  @Test(
    "rejected events throw the diagnostic and leave the tracker unchanged",
    arguments: rejectedRows)
  func rejected(situation: String, event: ScrollEvent, time: Double, expected: ScrollDiagnostic)
    throws
  {
    var tracker = try ScrollTracker(metrics: longList(), time: 0)
    try tracker.handle(.beginDragging, at: 0.5)
    try tracker.handle(.scroll(y: 80), at: 0.75)
    try tracker.handle(.scroll(y: 60), at: 1)
    let before = tracker
    #expect(before.delta == -20 && before.direction == .up && before.travel == 20)

    do {
      try tracker.handle(event, at: time)
      Issue.record("\(situation): the event was accepted")
    } catch {
      #expect(error == expected, "\(situation)")
    }
    #expect(tracker == before, "\(situation): the state must stay exactly as it was")
  }

  @Test("an event at the same timestamp as the previous one is accepted")
  func sameTimestamp() throws {
    var tracker = try ScrollTracker(metrics: longList(), time: 3)
    try tracker.handle(.scroll(y: 10), at: 3)
    try tracker.handle(.scroll(y: 20), at: 3)
    #expect(tracker.delta == 10)
    #expect(tracker.time == 3)
  }

  @Test(
    "init rejects unusable metrics and times",
    arguments: [
      // NaN offset.
      (
        ScrollMetrics(offset: .nan, viewport: 800, content: 4000), 0.0,
        ScrollDiagnostic(field: .offset, problem: .notFinite)
      ),
      // Negative viewport.
      (
        ScrollMetrics(viewport: -5, content: 4000), 0.0,
        ScrollDiagnostic(field: .viewport, problem: .negative)
      ),
      // Content beyond 1e9.
      (
        ScrollMetrics(viewport: 800, content: 2e9), 0.0,
        ScrollDiagnostic(field: .content, problem: .tooLarge)
      ),
      // Infinite start time.
      (
        ScrollMetrics(viewport: 800, content: 4000), Double.infinity,
        ScrollDiagnostic(field: .time, problem: .notFinite)
      ),
    ])
  func initRejects(metrics: ScrollMetrics, time: Double, expected: ScrollDiagnostic) {
    #expect(throws: expected) { try ScrollTracker(metrics: metrics, time: time) }
  }

  @Test("a fresh tracker is at rest with the given metrics and time")
  func initialState() throws {
    let metrics = longList(offset: 300, insetTop: 44)
    let tracker = try ScrollTracker(metrics: metrics, time: 12.5)
    #expect(tracker.metrics == metrics)
    #expect(tracker.time == 12.5)
    #expect(tracker.activity == .idle)
    #expect(!tracker.isUserDriven)
    #expect(tracker.delta == 0)
    #expect(tracker.direction == .none)
    #expect(tracker.travel == 0)
  }
}
