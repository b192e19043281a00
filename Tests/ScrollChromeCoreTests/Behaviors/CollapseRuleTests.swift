import ScrollChromeCore
import ScrollChromeTestSupport
import Testing

// The collapse modes and delay points. Every row drags: while a finger is down nothing settles, so
// `c` after each scroll event is exactly what the mode's formula gives. The long list is V 800,
// C 4000 (minY 0, maxY 3200) and R = 44 unless a row says otherwise.

/// (situation, speed, offsets dragged through from 0, expected c after each)
private let followsScrollRows: [(String, Double, [Double], [Double])] = [
  // c = clamp(c + δ, 0, 44): 10, 30, then 30 + 70 → 44; back up 20 → 24; down 10 → 34.
  ("down, clamp at R, back up", 1, [10, 30, 100, 80, 90], [10, 30, 44, 24, 34]),
  // One big jump is clamped: 0 + 500 → 44; any upward scroll reveals, even mid-content: 44 − 10.
  ("up reveals mid-content", 1, [500, 490, 480], [44, 34, 24]),
  // speed 0.5: 20·0.5 = 10, +40·0.5 = 30, +60·0.5 → 60 → 44, −20·0.5 → 34.
  ("speed 0.5", 0.5, [20, 60, 120, 100], [10, 30, 44, 34]),
  // speed 2: 10·2 = 20, +5·2 = 30, +25·2 → 80 → 44, −7·2 → 30.
  ("speed 2", 2, [10, 15, 40, 33], [20, 30, 44, 30]),
  // Top overscroll yields no δ: −30 and −10 leave c at 0; back inside only clamp(10) − clamp(−10).
  ("top overscroll", 1, [-30, -10, 10], [0, 0, 10]),
  // Bottom bounce: 0 → 3200 hides; 3260, 3230, 3200 are rubber band (δ 0); 3190 is δ −10.
  ("bottom bounce", 1, [3200, 3260, 3230, 3200, 3190], [44, 44, 44, 44, 34]),
]

/// (situation, offsets dragged through from 0, expected c after each)
private let collapsesWithContentRows: [(String, [Double], [Double])] = [
  // c = clamp(u − 0, 0, 44): 10, 30, 44; back to 80 and 50 (still ≥ 44) stays hidden; 30, 0.
  ("follows u near the top", [10, 30, 100, 80, 50, 30, 0], [10, 30, 44, 44, 44, 30, 0]),
  // Scrolling up in the middle of long content does not reveal.
  ("up mid-content does not reveal", [1000, 900, 500, 100], [44, 44, 44, 44]),
  // Top overscroll: u < 0 ⇒ c = 0; then u = 20.
  ("top overscroll", [-40, 20], [0, 20]),
  // Bottom bounce changes nothing.
  ("bottom bounce", [3200, 3260, 3150], [44, 44, 44]),
]

/// (situation, mode, events, expected stretch) on a list with a 64-pt top inset (minY −64).
private let stretchRows: [(String, CollapseConfiguration.Mode, Double, Double)] = [
  // oTop = max(0, −64 − (−100)) = 36, in every mode.
  ("followsScroll pulled down", .followsScroll, -100, 36),
  // Same pull in collapsesWithContent mode.
  ("collapsesWithContent pulled down", .collapsesWithContent, -100, 36),
  // Pinned chrome still reports stretch.
  ("pinned pulled down", .pinned, -100, 36),
  // At the resting top: 0.
  ("followsScroll at rest", .followsScroll, -64, 0),
  // Scrolled into the content: 0.
  ("pinned scrolled", .pinned, 10, 0),
  // The bottom bounce is not stretch.
  ("collapsesWithContent bottom bounce", .collapsesWithContent, 3300, 0),
]

/// (situation, hideDelay, showDelay, speed, offsets dragged through from 0, expected c after each)
private let delayRows: [(String, Double, Double, Double, [Double], [Double])] = [
  // hideDelay 20: travel 10 (c 0), 25 → excess 5 (c 5), then partial: no delay, +15 → 20.
  ("hide delay, by the excess only", 20, 0, 1, [10, 25, 40], [0, 5, 20]),
  // One event travelling 50 hides by 50 − 20 = 30.
  ("hide delay on one jump", 20, 0, 1, [50], [30]),
  // 15 down (c 0), 5 up: direction change resets; 15 down again (< 20: c 0), 25 ⇒ excess 5.
  ("direction change resets the hide delay", 20, 0, 1, [15, 10, 25, 35], [0, 0, 0, 5]),
  // Partial chrome has no delay: 30 ⇒ 10; up 5 ⇒ 5; down 3 ⇒ 8 although travel 3 < 20.
  ("no delay while partial", 20, 0, 1, [30, 25, 28], [10, 5, 8]),
  // Back at c = 0 (via 15) the delay applies again: 10 down after reversing stays 0.
  ("the delay re-arms at c = 0", 20, 0, 1, [30, 15, 25], [10, 0, 0]),
  // The gate counts content travel, speed applies after it: (30 − 20)·0.5 = 5.
  ("gate before speed", 20, 0, 0.5, [30], [5]),
  // showDelay 30 from c = R: up 10, 30 (≤ 30: stays 44); 40 ⇒ excess 10 ⇒ 34; partial: 14.
  ("show delay, by the excess only", 0, 30, 1, [100, 90, 70, 60, 40], [44, 44, 44, 34, 14]),
  // One upward jump of 50 shows by 50 − 30 = 20.
  ("show delay on one jump", 0, 30, 1, [100, 50], [44, 24]),
  // Up 20 (44), down 10 (44), up 20: travel restarts at the reversal, 20 ≤ 30 ⇒ 44; up 20 more
  // ⇒ travel 40, excess 10 ⇒ 34. (Without the reset the 44 at 70 would already be 34.)
  (
    "direction change resets the show delay", 0, 30, 1, [100, 80, 90, 70, 50], [44, 44, 44, 44, 34]
  ),
]

@Suite("Collapse rules")
struct CollapseRuleTests {
  // MARK: Modes

  @Test("followsScroll: c = clamp(c + δ·speed, 0, R)", arguments: followsScrollRows)
  func followsScroll(situation: String, speed: Double, offsets: [Double], expected: [Double])
    throws
  {
    var harness = try CollapseFixture.harness { $0.speed = speed }
    let collapsed = harness.drag(through: offsets)
    #expect(collapsed == expected, "\(situation)")
  }

  @Test("collapsesWithContent: c = clamp(u − anchor, 0, R)", arguments: collapsesWithContentRows)
  func collapsesWithContent(situation: String, offsets: [Double], expected: [Double]) throws {
    var harness = try CollapseFixture.harness(mode: .collapsesWithContent)
    let collapsed = harness.drag(through: offsets)
    #expect(collapsed == expected, "\(situation)")
  }

  @Test("collapsesWithContent: scrolling back above the anchor moves it up")
  func anchorMovesUp() throws {
    var harness = try CollapseFixture.harness(mode: .collapsesWithContent)
    harness.drag(300)
    // An expand command mid-content anchors at u = 300 (c holds at 0).
    harness.expand(animated: false)
    #expect(harness.collapsed == 0)
    // 320 ⇒ 20; 310 ⇒ 10; 290 is above the anchor: anchor 290, c 0; 300 ⇒ 10 at once;
    // 280 ⇒ anchor 280, c 0; 330 ⇒ clamp(50) = 44.
    let collapsed = harness.scroll(320, 310, 290, 300, 280, 330)
    #expect(collapsed == [20, 10, 0, 10, 0, 44])
  }

  @Test("collapsesWithContent ignores speed (speed is followsScroll's only)")
  func speedIsFollowsScrollOnly() throws {
    var harness = try CollapseFixture.harness(mode: .collapsesWithContent) { $0.speed = 0.5 }
    // c = u, not u/2.
    #expect(harness.drag(10, 30) == [10, 30])
  }

  @Test("pinned: scrolling never moves c, commands do")
  func pinned() throws {
    var harness = try CollapseFixture.harness(mode: .pinned)
    #expect(harness.drag(100, 500, -30, 3300) == [0, 0, 0, 0])
    harness.release()
    harness.runUntilIdle()
    harness.scroll(1000)
    harness.collapse(animated: false)
    #expect(harness.collapsed == 44)
    // Up mid-content, a settle at rest, and the way back to the top leave it where it is.
    harness.send(.beginDragging)
    #expect(harness.scroll(900, 500, 10) == [44, 44, 44])
    harness.release()
    harness.runUntilIdle()
    #expect(harness.collapsed == 44)
    harness.setFraction(0.25, animated: false)
    #expect(harness.collapsed == 11)  // 0.25·44
  }

  @Test("stretch is the top overscroll in every mode", arguments: stretchRows)
  func stretch(
    situation: String, mode: CollapseConfiguration.Mode, offset: Double, expected: Double
  ) throws {
    var harness = try CollapseFixture.harness(
      mode: mode, metrics: CollapseFixture.longList(insetTop: 64))
    harness.drag(offset)
    #expect(harness.behavior.stretch == expected, "\(situation)")
    if offset <= -64 {
      #expect(harness.collapsed == 0, "\(situation): top overscroll does not collapse")
    }
  }

  // MARK: Delay points

  @Test("delay points gate hiding and showing", arguments: delayRows)
  func delays(
    situation: String, hideDelay: Double, showDelay: Double, speed: Double, offsets: [Double],
    expected: [Double]
  ) throws {
    var harness = try CollapseFixture.harness {
      $0.hideDelay = hideDelay
      $0.showDelay = showDelay
      $0.speed = speed
    }
    #expect(harness.drag(through: offsets) == expected, "\(situation)")
  }

  @Test("delay points apply to followsScroll only")
  func delaysFollowsScrollOnly() throws {
    var harness = try CollapseFixture.harness(mode: .collapsesWithContent) {
      $0.hideDelay = 20
      $0.showDelay = 30
    }
    // c = u from the first point; back near the top it follows u without a show delay.
    #expect(harness.drag(10, 30, 100, 60, 30) == [10, 30, 44, 44, 30])
  }
}
