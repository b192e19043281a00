import ScrollChromeCore
import ScrollChromeTestSupport
import Testing

/// Settle points, the top rule, out-of-phase ends, inset changes, resting stops and the scroll
/// view's own deceleration rate (the phase, tracker, settling, top and command rules), each from
/// the written rules and the examples of the engine issue.
@Suite("Collapse: settle points, the top rule, phases, insets and stops")
struct CollapseSettlePointTests {
  // MARK: Bare scrolls

  @Test("bare scrolls move chrome and never settle by themselves")
  func bareScrollsDoNotSettle() throws {
    var harness = try CollapseFixture.harness(range: 64)
    // The example: 10, 30, 100 with a range of 64 gives 10, 30, 64.
    #expect(harness.scroll(10, 30, 100) == [10, 30, 64])
    #expect(harness.scroll(90) == [54])
    #expect(!harness.behavior.isAnimating)
    harness.run(for: 1)
    #expect(harness.collapsed == 54, "time alone is no settle point")
  }

  @Test("endDecelerating while idle settles (hosts that report offsets and ends)")
  func endDeceleratingWhileIdleSettles() throws {
    var harness = try CollapseFixture.harness(range: 64)
    harness.scroll(20)
    harness.sendEach([.endDecelerating])
    #expect(harness.behavior.isAnimating)
    harness.runUntilIdle()
    #expect(harness.collapsed == 0, "f = 20/64 < 0.5 expands")
  }

  // MARK: The top rule

  @Test("a command at the top holds until the next scroll event", arguments: [true, false])
  func commandAtTheTopHolds(animated: Bool) throws {
    var harness = try CollapseFixture.harness()
    let id = harness.collapse(animated: animated)
    harness.run(for: 1)
    #expect(harness.collapsed == 44)
    #expect(harness.completions(of: id) == [true])
    // Reaching the top is a scroll event that leaves u ≤ 0.
    harness.scroll(0)
    #expect(harness.behavior.isAnimating)
    harness.runUntilIdle()
    #expect(harness.collapsed == 0)
  }

  @Test("pinned chrome hidden by a command comes back at the top")
  func pinnedComesBackAtTheTop() throws {
    var harness = try CollapseFixture.harness(mode: .pinned)
    harness.drag(300)
    harness.release()
    harness.collapse(animated: false)
    #expect(harness.scroll(100, 1) == [44, 44], "scrolling never moves pinned chrome")
    harness.scroll(0)
    harness.runUntilIdle()
    #expect(harness.collapsed == 0)
  }

  @Test("disabled chrome does not follow the top rule")
  func disabledChromeStays() throws {
    var harness = try CollapseFixture.harness()
    harness.collapse(animated: false)
    harness.setEnabled(false)
    harness.scroll(0)
    harness.run(for: 1)
    #expect(harness.collapsed == 44)
  }

  // MARK: Out-of-phase ends

  @Test("an end that does not fit the phase is rejected and changes nothing", arguments: phaseRows)
  func outOfPhaseEnds(situation: String, before: [ScrollEvent], event: ScrollEvent) throws {
    var tracker = try ScrollTracker(metrics: CollapseFixture.longList())
    for (index, earlier) in before.enumerated() { try tracker.handle(earlier, at: Double(index)) }
    let unchanged = tracker
    #expect(throws: ScrollDiagnostic(field: .phase, problem: phaseProblem(event)), "\(situation)") {
      try tracker.handle(event, at: 10)
    }
    #expect(tracker == unchanged, "\(situation)")
    #expect(
      ScrollDiagnostic(field: .phase, problem: .endDecelerating).reason
        == "phase:endDecelerating")
  }

  @Test("ends while idle are accepted", arguments: [ScrollEvent.endDecelerating, .endProgrammatic])
  func endsWhileIdle(event: ScrollEvent) throws {
    var tracker = try ScrollTracker(metrics: CollapseFixture.longList())
    try tracker.handle(.scroll(y: 30), at: 0)
    try tracker.handle(event, at: 1)
    #expect(tracker.activity == .idle)
  }

  // MARK: Inset changes

  @Test("a top-inset change keeps the travel: delay points add up across it")
  func insetChangeKeepsTheDelayTravel() throws {
    var harness = try CollapseFixture.harness(range: 64, snap: .none) { $0.hideDelay = 30 }
    #expect(harness.drag(20) == [0])
    harness.sendEach([.geometry(viewport: 800, content: 4000, insetTop: 10, insetBottom: 0)])
    #expect(harness.collapsed == 0)
    // δ = 40 − 20 = 20 (minY −10 clamps neither); travel 20 + 20 = 40 exceeds 30 by 10.
    #expect(harness.scroll(40) == [10])
  }

  // MARK: Stops

  @Test(
    "nearest settling among 0, the stops and R; ties to the more collapsed",
    arguments: [
      // 70: 14 from 56, 34 from 104.
      (70.0, 56.0),
      // 80: 24 from both 56 and 104, a tie.
      (80, 104),
      // 27: 27 from 0, 29 from 56.
      (27, 0),
      // 28: 28 from both 0 and 56, a tie.
      (28, 56),
      // 100: 4 from 104.
      (100, 104),
    ])
  func nearestWithStops(collapsed: Double, expected: Double) throws {
    var harness = try CollapseFixture.harness(range: 104) { $0.stops = [56] }
    #expect(harness.drag(collapsed) == [collapsed])
    harness.release()
    harness.runUntilIdle()
    #expect(harness.collapsed == expected)
  }

  @Test(
    "collapsesWithContent: only points the content has left behind",
    arguments: [
      // u = 80: points ≤ 80 are 0 and 56; 80 is nearer 56.
      (80.0, 56.0),
      // u = 50: only 0.
      (50, 0),
      // u = 60: 0 and 56; 60 is nearer 56.
      (60, 56),
    ])
  func withContentNearTheTop(offset: Double, expected: Double) throws {
    var harness = try CollapseFixture.harness(range: 104, mode: .collapsesWithContent) {
      $0.stops = [56]
    }
    harness.drag(offset)
    harness.release()
    harness.runUntilIdle()
    #expect(harness.collapsed == expected)
  }

  @Test("collapsesWithContent: in the middle of the list a stop is a resting point")
  func withContentMidList() throws {
    var harness = try CollapseFixture.harness(range: 104, mode: .collapsesWithContent) {
      $0.stops = [56]
    }
    harness.drag(500)
    harness.expand(animated: false)
    // Anchored at 500: 70 points further down c = 70, nearer 56 than 104.
    #expect(harness.drag(570) == [70])
    harness.release()
    harness.runUntilIdle()
    #expect(harness.collapsed == 56)
  }

  @Test("projected settling picks the stop nearest the projected position")
  func projectedWithStops() throws {
    var harness = try CollapseFixture.harness(range: 104, snap: .projected) { $0.stops = [56] }
    harness.drag(30)
    // python: 30 + 100/1000*0.998/0.002 → 79.9: 23.9 from 56, 24.1 from 104.
    harness.release(velocity: 100, decelerating: true)
    harness.run(for: 1)
    #expect(harness.collapsed == 56)
    harness.sendEach([.endDecelerating])
    #expect(!harness.behavior.isAnimating, "56 is a resting point")
  }

  @Test("invalid stops are refused, naming the element", arguments: stopRows)
  func invalidStops(situation: String, stops: [Double], index: Int) {
    var configuration = CollapseConfiguration(range: 104)
    configuration.stops = stops
    #expect(throws: ConfigurationError.self, "\(situation)") { try configuration.validate() }
    do {
      try configuration.validate()
    } catch {
      #expect(error.field == "stops" && error.index == index, "\(situation)")
      #expect(error.description.hasPrefix("stops[\(index)] must be"), "\(situation)")
    }
  }

  @Test("a range that leaves a stop outside it is refused")
  func rangeBelowAStop() throws {
    var harness = try CollapseFixture.harness(range: 104) { $0.stops = [56] }
    #expect(throws: ConfigurationError.self) { try harness.setRange(50) }
    #expect(harness.behavior.range == 104)
  }

  // MARK: The scroll view's deceleration rate

  @Test(
    "projected settling uses the scroll view's own rate",
    arguments: [
      // python: 10 + 100/1000*0.998/0.002 → 59.9 ≥ 32 ⇒ collapse.
      (Decay.normal, 64.0),
      // python: 10 + 100/1000*0.99/0.01 → 19.9 < 32 ⇒ expand.
      (Decay.fast, 0.0),
    ] as [(Decay, Double)])
  func projectionRate(deceleration: Decay, expected: Double) throws {
    var harness = try CollapseHarness(
      CollapseFixture.configuration(range: 64, snap: .projected),
      metrics: CollapseFixture.longList(), deceleration: deceleration)
    harness.drag(10)
    harness.release(velocity: 100, decelerating: true)
    harness.run(for: 1)
    #expect(harness.collapsed == expected)
  }

  // MARK: Magnitudes

  @Test("valid input at any magnitude keeps the invariants", arguments: magnitudeRows)
  func anyMagnitude(situation: String, metrics: ScrollMetrics, mode: CollapseConfiguration.Mode)
    throws
  {
    var harness = try CollapseHarness(
      CollapseFixture.configuration(range: 64, mode: mode), metrics: metrics)
    let top = metrics.minY
    let bottom = min(metrics.maxY, ScrollMetrics.maximumMagnitude)
    let overscrolled = max(top - 100, -ScrollMetrics.maximumMagnitude)
    harness.drag(top + 10, top + 1000, min(bottom, top + 5e8), bottom, overscrolled)
    harness.release(velocity: 2000, decelerating: true)
    harness.sendEach([.scroll(y: top + 40), .endDecelerating])
    harness.collapse()
    harness.runUntilIdle()
    harness.behavior._checkInvariants()
    #expect(harness.collapsed >= 0 && harness.collapsed <= 64, "\(situation)")
  }
}

/// The diagnostic problem of an out-of-phase end.
private func phaseProblem(_ event: ScrollEvent) -> ScrollDiagnostic.Problem {
  event == .endDecelerating ? .endDecelerating : .endProgrammatic
}

private let phaseRows: [(String, [ScrollEvent], ScrollEvent)] = [
  // A finger is down: its own endDragging settles later.
  ("endDecelerating while tracking", [.beginDragging, .scroll(y: 40)], .endDecelerating),
  // The app animates the offset.
  ("endDecelerating while animating", [.beginProgrammatic], .endDecelerating),
  // A finger is down during a programmatic animation's supposed end.
  ("endProgrammatic while tracking", [.beginDragging], .endProgrammatic),
  // The user's fling coasts.
  (
    "endProgrammatic while decelerating",
    [.beginDragging, .endDragging(velocity: 900, willDecelerate: true)], .endProgrammatic
  ),
]

private let stopRows: [(String, [Double], Int)] = [
  // At the expanded end.
  ("zero", [0], 0),
  // At the collapsed end.
  ("the range", [104], 0),
  // Beyond the range.
  ("past the range", [56, 120], 1),
  // Not a number.
  ("NaN", [.nan], 0),
  // Twice the same point.
  ("repeated", [56, 56], 1),
  // Decreasing.
  ("decreasing", [60, 40], 1),
]

private let magnitudeRows: [(String, ScrollMetrics, CollapseConfiguration.Mode)] = [
  // A top inset of a billion points: rounding exceeds any fixed tolerance.
  ("inset 1e9", ScrollMetrics(viewport: 800, content: 4000, insetTop: 1e9), .followsScroll),
  // The same with the chrome tied to the content.
  (
    "inset 1e9, with content", ScrollMetrics(viewport: 800, content: 4000, insetTop: 1e9),
    .collapsesWithContent
  ),
  // Content of a billion points.
  ("content 1e9", ScrollMetrics(viewport: 800, content: 1e9), .followsScroll),
  // Both: two billion points of scrolling, from y = −1e9.
  (
    "inset and content 1e9", ScrollMetrics(viewport: 800, content: 1e9, insetTop: 1e9),
    .collapsesWithContent
  ),
]
