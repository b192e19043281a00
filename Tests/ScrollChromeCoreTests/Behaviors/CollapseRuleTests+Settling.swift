import ScrollChromeCore
import ScrollChromeTestSupport
import Testing

// Settling (snap) at the settle points. R = 44 on the long list (minY 0, maxY 3200) unless a row
// says otherwise. project(v) = (v/1000)·d/(1 − d) with d = 0.998, i.e. 0.499·v; the projected
// offset is clamped to the scrollable range before the chrome's projected c is compared with
// R/2 = 22.

/// (situation, offsets dragged through from 0, expected end after a release at rest)
private let nearestRows: [(String, [Double], Double)] = [
  // f = 10/44 < 0.5 ⇒ expand.
  ("f 0.23 expands", [10], 0),
  // f = 21/44 = 0.477 < 0.5 ⇒ expand.
  ("f 0.477 expands", [21], 0),
  // f = 22/44 = 0.5 exactly ⇒ collapse (f ≥ 0.5).
  ("f exactly 0.5 collapses", [22], 44),
  // f = 23/44 = 0.523 ⇒ collapse.
  ("f 0.523 collapses", [23], 44),
  // Hidden, then back up 22: c = 22 ⇒ collapse; back up 23: c = 21 ⇒ expand.
  ("back up to exactly half", [100, 78], 44),
  // Back up 23: c = 21 ⇒ expand.
  ("back up past half", [100, 77], 0),
]

/// (situation, metrics, speed, mode, offsets dragged through, release velocity, expected end once
/// the simulated scroll view has decelerated and everything is at rest)
private let projectedRows:
  [(String, ScrollMetrics, Double, CollapseConfiguration.Mode, [Double], Double, Double)] = [
    // c 3, v +300: 3 + 149.7 = 152.7 ≥ 22 ⇒ a fling up hides from 3 points of travel.
    ("fling up hides", CollapseFixture.longList(), 1, .followsScroll, [3], 300, 44),
    // c 41 at y 97, v −300: the offset projects to clamp(97 − 149.7) = 0, so c → 41 − 97 ⇒ 0.
    ("fling down shows", CollapseFixture.longList(), 1, .followsScroll, [100, 97], -300, 0),
    // c 21, v +10: 21 + 4.99 = 25.99 ≥ 22 ⇒ collapse (nearest would expand).
    ("slow release over half", CollapseFixture.longList(), 1, .followsScroll, [21], 10, 44),
    // c 23, v −10: 23 − 4.99 = 18.01 < 22 ⇒ expand (nearest would collapse).
    ("slow release under half", CollapseFixture.longList(), 1, .followsScroll, [23], -10, 0),
    // v = 0 is the nearest rule: 22 ⇒ collapse, 21 ⇒ expand.
    ("at rest, exactly half", CollapseFixture.longList(), 1, .followsScroll, [22], 0, 44),
    // v = 0 at 21 ⇒ expand.
    ("at rest, under half", CollapseFixture.longList(), 1, .followsScroll, [21], 0, 0),
    // From y 3196 to 3198 (c 2), v +100: unclamped 2 + 49.9 would collapse, but the offset only
    // projects to maxY 3200: c → 2 + 2 = 4 < 22 ⇒ expand.
    (
      "projection clamped at the bottom", CollapseFixture.longList(offset: 3196), 1,
      .followsScroll, [3198], 100, 0
    ),
    // speed 2: c = 10 at y 5, v +20 ⇒ 10 + 9.98·2 = 29.96 ≥ 22 ⇒ collapse.
    ("projection scaled by speed", CollapseFixture.longList(), 2, .followsScroll, [5], 20, 44),
    // Same offsets at speed 1: 5 + 9.98 = 14.98 ⇒ expand.
    ("same release at speed 1", CollapseFixture.longList(), 1, .followsScroll, [5], 20, 0),
    // collapsesWithContent, c 30 at u 30, v +300: u → 179.7 ≥ R and c → 44 ⇒ collapse (the
    // chrome cannot outrun c ≤ u, so it collapses with the coasting content).
    (
      "content leaving the top may collapse", CollapseFixture.longList(), 1,
      .collapsesWithContent, [30], 300, 44
    ),
    // collapsesWithContent, c 30 at u 30, v +20: u → 39.98 < R = 44 ⇒ near the top: expand.
    (
      "near the top always expands", CollapseFixture.longList(), 1, .collapsesWithContent,
      [30], 20, 0
    ),
  ]

/// collapsesWithContent with nearest: (situation, anchor, offset u released at, expected end).
private let nearTopRows: [(String, Double, Double, Double)] = [
  // Anchor 0, u 30: c 30 (f 0.68) but u < R = 44 ⇒ expand.
  ("f ≥ 0.5 near the top", 0, 30, 0),
  // Anchor 10, u 40: c 30 (f 0.68), u < 44 ⇒ expand.
  ("anchored, still near the top", 10, 40, 0),
  // Anchor 10, u 44: c 34 (f 0.77), u ≥ 44 ⇒ collapse.
  ("anchored, u reaches R", 10, 44, 44),
  // Anchor 20, u 43: c 23 (f 0.52), u < 44 ⇒ expand.
  ("just over half, just under R", 20, 43, 0),
  // Anchor 20, u 50: c 30 (f 0.68), u ≥ 44 ⇒ collapse.
  ("deep enough", 20, 50, 44),
  // Anchor 40, u 60: c 20 (f 0.45) ⇒ expand by the nearest rule.
  ("under half far from the top", 40, 60, 0),
]

/// The moments a scroll settles: (situation, events before, the settling event). Each ends with
/// c = 30 (f 0.68) before the settling event, so the chrome then animates to 44.
private let settlingMomentRows: [(String, [ScrollEvent], ScrollEvent)] = [
  // A release without deceleration.
  (
    "endDragging without deceleration", [.beginDragging, .scroll(y: 30)],
    .endDragging(velocity: 0, willDecelerate: false)
  ),
  // A release with deceleration settles only once the content stops.
  (
    "endDecelerating",
    [
      .beginDragging, .scroll(y: 20), .endDragging(velocity: 400, willDecelerate: true),
      .scroll(y: 30),
    ],
    .endDecelerating
  ),
  // An animated setContentOffset: programmatic scrolling moves the chrome, its end settles it.
  (
    "endProgrammatic", [.beginProgrammatic, .scroll(y: 10), .scroll(y: 30)], .endProgrammatic
  ),
  // A host that reports offsets and ends only: endDecelerating while idle settles.
  ("endDecelerating while idle", [.scroll(y: 30)], .endDecelerating),
  // A non-animated programmatic jump, as hosts report it.
  ("a reported jump", [.beginProgrammatic, .scroll(y: 30)], .endProgrammatic),
]

extension CollapseRuleTests {
  // MARK: Settling

  @Test("nearest: f < 0.5 expands, f ≥ 0.5 collapses", arguments: nearestRows)
  func nearest(situation: String, offsets: [Double], expected: Double) throws {
    var harness = try CollapseFixture.harness(snap: .nearest)
    harness.drag(through: offsets)
    harness.release()
    #expect(harness.behavior.isAnimating, "\(situation): settling animates")
    let settled = harness.runUntilIdle()
    #expect(settled, "\(situation): settles within 3 s")
    #expect(harness.collapsed == expected, "\(situation)")
  }

  @Test("nearest ignores the release velocity")
  func nearestIgnoresVelocity() throws {
    var harness = try CollapseFixture.harness(snap: .nearest)
    harness.drag(3)
    // A fling up: nothing happens at endDragging with nearest …
    harness.release(velocity: 300, decelerating: true)
    #expect(!harness.behavior.isAnimating)
    #expect(harness.collapsed == 3)
    // … and once the content stops, f = 3/44 expands.
    harness.sendEach([.endDecelerating])
    harness.runUntilIdle()
    #expect(harness.collapsed == 0)
  }

  @Test("projected: the end nearest the projected release", arguments: projectedRows)
  func projected(
    situation: String, metrics: ScrollMetrics, speed: Double, mode: CollapseConfiguration.Mode,
    offsets: [Double], velocity: Double, expected: Double
  ) throws {
    var harness = try CollapseFixture.harness(mode: mode, snap: .projected, metrics: metrics) {
      $0.speed = speed
    }
    harness.drag(through: offsets)
    let before = harness.collapsed
    // The simulated scroll view releases the finger and decelerates as UIKit would.
    harness.simulate { $0.liftFinger(velocity: velocity, emit: $1) }
    #expect(harness.collapsed == before, "\(situation): no jump at release")
    let settled = harness.runUntilIdle(limit: 5)
    #expect(settled, "\(situation): comes to rest")
    #expect(harness.collapsed == expected, "\(situation)")
  }

  @Test("projected: deceleration scroll events do not move the chrome while it animates")
  func projectedIgnoresDeceleration() throws {
    // Two runs from c = 3 released at +300: one with the simulator's deceleration events, one
    // with none. The chrome must be the same on every frame while its animation runs.
    var coasting = try CollapseFixture.harness(snap: .projected)
    var still = try CollapseFixture.harness(snap: .projected)
    coasting.moveFinger(by: 3, steps: 1)
    still.drag(3)
    coasting.simulate { $0.liftFinger(velocity: 300, emit: $1) }
    still.release(velocity: 300, decelerating: true)
    #expect(coasting.simulator.activity == .decelerating)
    // The animation starts at endDragging, before any deceleration event.
    #expect(coasting.behavior.isAnimating)
    #expect(coasting.collapsed == 3)
    var previous = coasting.collapsed
    while still.behavior.isAnimating {
      coasting.nextFrame()
      still.nextFrame()
      #expect(coasting.collapsed == still.collapsed, "t = \(coasting.time)")
      // Also right after the frame's scroll event, before the frame advances the animation.
      if let sample = coasting.samples.last, sample.time == coasting.time {
        #expect(sample.collapsed == still.collapsed, "scroll at t = \(sample.time)")
      }
      #expect(coasting.collapsed >= previous, "heads for 44 without going back")
      previous = coasting.collapsed
      if still.time > 2 { break }
    }
    #expect(coasting.offset > 50, "the content kept coasting meanwhile")
    #expect(coasting.collapsed == 44)
    coasting.runUntilIdle(limit: 5)
    #expect(coasting.collapsed == 44)
  }

  @Test("none: partial chrome stays")
  func noSettling() throws {
    var harness = try CollapseFixture.harness(snap: .none)
    harness.drag(30)
    harness.release()
    #expect(!harness.behavior.isAnimating)
    harness.sendEach([.endDecelerating, .beginProgrammatic, .endProgrammatic])
    harness.run(for: 1)
    #expect(harness.collapsed == 30)
    #expect(harness.behavior.state == .partial)
  }

  @Test("collapsesWithContent: collapse only once u ≥ R", arguments: nearTopRows)
  func nearTopRule(situation: String, anchor: Double, offset: Double, expected: Double) throws {
    var harness = try CollapseFixture.harness(mode: .collapsesWithContent)
    if anchor > 0 {
      // An expand command at u = anchor anchors there.
      harness.drag(anchor)
      harness.expand(animated: false)
    }
    harness.drag(offset)
    harness.release()
    harness.runUntilIdle()
    #expect(harness.collapsed == expected, "\(situation)")
  }

  @Test("the scroll settles on these events", arguments: settlingMomentRows)
  func settlingMoments(situation: String, before: [ScrollEvent], settling: ScrollEvent) throws {
    var harness = try CollapseFixture.harness(snap: .nearest)
    harness.sendEach(before)
    #expect(!harness.behavior.isAnimating, "\(situation): not before")
    harness.sendEach([settling])
    #expect(harness.behavior.isAnimating, "\(situation): settles")
    harness.runUntilIdle()
    #expect(harness.collapsed == 44, "\(situation): f = 30/44 ⇒ 44")
  }

  @Test("settling animates with a critically damped 0.3 s spring by default")
  func defaultSpring() throws {
    #expect(CollapseConfiguration(range: 44).animation == .spring(.snap))
    #expect(SpringCurve.snap == SpringCurve(response: 0.3, dampingRatio: 1))
    var harness = try CollapseFixture.harness(snap: .nearest)
    harness.drag(30)
    harness.release()
    harness.run(for: 0.1)
    // x(t) = 44 + (30 − 44)(1 + ωt)e^(−ωt), ω = 2π/0.3; at 0.1 s: 38.66518
    #expect(isClose(harness.collapsed, 38.66518))
  }

  @Test("the presets' timing: a 0.2 s ease-in-out is halfway at 0.1 s")
  func easeInOutTiming() throws {
    var harness = try CollapseFixture.harness(snap: .nearest) {
      $0.animation = .timing(.easeInOut, duration: 0.2)
    }
    harness.drag(30)
    harness.release()
    harness.run(for: 0.1)
    #expect(isClose(harness.collapsed, 37))  // 30 + (44 − 30)·0.5 (symmetric curve)
    harness.run(for: 0.1)
    #expect(harness.collapsed == 44)
    #expect(!harness.behavior.isAnimating)
  }

  @Test("Reduce Motion completes settling and commands at once")
  func reduceMotion() throws {
    var harness = try CollapseFixture.harness(snap: .nearest)
    harness.behavior.reduceMotion = true
    harness.drag(30)
    harness.release()
    #expect(harness.collapsed == 44)
    #expect(!harness.behavior.isAnimating)
    let id = harness.expand(animated: true)
    #expect(harness.collapsed == 0)
    #expect(harness.completions(of: id) == [true])
    #expect(!harness.behavior.isAnimating)
  }

  @Test("a new drag interrupts a running snap without a jump")
  func dragInterruptsSnap() throws {
    var harness = try CollapseFixture.harness(snap: .nearest)
    harness.drag(30)
    harness.release()
    harness.run(for: 3.0 / 60)
    harness.nextFrame()
    harness.send(.beginDragging)
    #expect(!harness.behavior.isAnimating)
    // The spring's value 4 frames after the release: 44 − 14(1 + ωt)e^(−ωt), t = 4/60: 35.69627.
    #expect(isClose(harness.collapsed, 35.69627))
    // The drag continues from there: δ = −5.
    #expect(isClose(harness.scroll(25)[0], 30.69627))
  }
}
