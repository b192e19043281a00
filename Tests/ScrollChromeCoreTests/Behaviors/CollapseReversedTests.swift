import ScrollChromeCore
import ScrollChromeTestSupport
import Testing

// Reversed direction, for content anchored at its bottom (a chat): every rule reads mirrored —
// `δ' = −δ`, `u' = maxY − y`, the bottom plays the part of the top. The long list is V 800,
// C 4000 (minY 0, maxY 3200), R = 44, and the chat starts at its bottom, y = 3200 (u' = 0).

/// The long list at its bottom, where a reversed list starts.
private let chat = CollapseFixture.longList(offset: 3200)

/// (situation, speed, offsets dragged through from 3200, expected c after each)
private let followsScrollRows: [(String, Double, [Double], [Double])] = [
  // δ' = 10, 20, 70: c = 10, 30, 44 (clamped); δ' = −20 ⇒ 24; δ' = 10 ⇒ 34.
  ("up the chat, clamp at R, back down", 1, [3190, 3170, 3100, 3120, 3110], [10, 30, 44, 24, 34]),
  // One jump of δ' = 500 ⇒ 44; any move toward the bottom reveals, even mid-content.
  ("down reveals mid-content", 1, [2700, 2710, 2720], [44, 34, 24]),
  // speed 0.5: 20·0.5, +40·0.5, +60·0.5 ⇒ 44, −20·0.5 ⇒ 34.
  ("speed 0.5", 0.5, [3180, 3140, 3080, 3100], [10, 30, 44, 34]),
  // Bounced past the bottom: no δ; back inside only clamp(3190) − clamp(3210) = −20 ⇒ δ' = 10.
  ("bottom overscroll", 1, [3230, 3210, 3190], [0, 0, 10]),
  // The top bounce is the far end now: 0 hides; −60, −30, 0 are rubber band; 10 is δ' = −10.
  ("top bounce does not reveal", 1, [0, -60, -30, 0, 10], [44, 44, 44, 44, 34]),
]

/// (situation, offsets dragged through from 3200, expected c after each)
private let collapsesWithContentRows: [(String, [Double], [Double])] = [
  // c = clamp(u' − 0, 0, 44): u' = 10, 30, 100, 80, 50, 30, 0.
  (
    "follows u' near the bottom", [3190, 3170, 3100, 3120, 3150, 3170, 3200],
    [10, 30, 44, 44, 44, 30, 0]
  ),
  // Moving toward the bottom in the middle of long content does not reveal.
  ("down mid-content does not reveal", [2200, 2300, 2700, 3100], [44, 44, 44, 44]),
  // Bounced past the bottom: u' < 0 ⇒ 0; then u' = 20.
  ("bottom overscroll", [3240, 3180], [0, 20]),
]

/// (situation, hideDelay, showDelay, offsets dragged through from 3200, expected c after each)
private let delayRows: [(String, Double, Double, [Double], [Double])] = [
  // hideDelay 20: travel 10 (c 0), 25 ⇒ excess 5, then partial: no delay, +15 ⇒ 20.
  ("hide delay", 20, 0, [3190, 3175, 3160], [0, 5, 20]),
  // showDelay 30 from c = R: down 10, 30 (≤ 30: 44); 40 ⇒ excess 10 ⇒ 34; partial: 14.
  ("show delay", 0, 30, [3100, 3110, 3130, 3140, 3160], [44, 44, 44, 34, 14]),
]

@Suite("Collapse in reversed direction")
struct CollapseReversedTests {
  /// A bare behaviour in reversed direction on the chat at its bottom.
  static func harness(
    mode: CollapseConfiguration.Mode = .followsScroll,
    snap: CollapseConfiguration.Snap = .nearest, metrics: ScrollMetrics = chat,
    _ adjust: (inout CollapseConfiguration) -> Void = { _ in }
  ) throws -> CollapseHarness<CollapseBehavior> {
    try CollapseFixture.harness(mode: mode, snap: snap, metrics: metrics) {
      $0.direction = .reversed
      adjust(&$0)
    }
  }

  @Test("followsScroll: c = clamp(c − δ·speed, 0, R)", arguments: followsScrollRows)
  func followsScroll(situation: String, speed: Double, offsets: [Double], expected: [Double])
    throws
  {
    var harness = try Self.harness { $0.speed = speed }
    let collapsed = harness.drag(through: offsets)
    #expect(collapsed == expected, "\(situation)")
  }

  @Test("collapsesWithContent: c = clamp(u' − anchor, 0, R)", arguments: collapsesWithContentRows)
  func collapsesWithContent(situation: String, offsets: [Double], expected: [Double]) throws {
    var harness = try Self.harness(mode: .collapsesWithContent)
    let collapsed = harness.drag(through: offsets)
    #expect(collapsed == expected, "\(situation)")
  }

  @Test("collapsesWithContent: moving back past the anchor moves it, measured from the bottom")
  func anchor() throws {
    var harness = try Self.harness(mode: .collapsesWithContent)
    harness.drag(2900)
    // An expand command at u' = 300 anchors there.
    harness.expand(animated: false)
    // u' = 320 ⇒ 20; 310 ⇒ 10; 290 is past the anchor: anchor 290, c 0; 300 ⇒ 10; 280 ⇒ 0;
    // 330 ⇒ clamp(50) = 44.
    let collapsed = harness.scroll(2880, 2890, 2910, 2900, 2920, 2870)
    #expect(collapsed == [20, 10, 0, 10, 0, 44])
  }

  @Test("delay points gate hiding and showing, mirrored", arguments: delayRows)
  func delays(
    situation: String, hideDelay: Double, showDelay: Double, offsets: [Double], expected: [Double]
  ) throws {
    var harness = try Self.harness {
      $0.hideDelay = hideDelay
      $0.showDelay = showDelay
    }
    let collapsed = harness.drag(through: offsets)
    #expect(collapsed == expected, "\(situation)")
  }

  @Test("projected: a fling toward older content hides, one toward the bottom shows")
  func projected() throws {
    // c = 3 at u' = 3; released at −300 pt/s (toward the top of the chat): the projection
    // 0.3·0.998/0.002 = 149.7 moves u' by +149.7 ⇒ past R/2 ⇒ 44.
    var hiding = try Self.harness(snap: .projected)
    hiding.drag(3197)
    hiding.simulate { $0.liftFinger(velocity: -300, emit: $1) }
    #expect(hiding.collapsed == 3, "no jump at release")
    let settled = hiding.runUntilIdle(limit: 5)
    #expect(settled)
    #expect(hiding.collapsed == 44)
    // c = 41 mid-content (down to 2000 hides, back 3 shows 3); released at +300 pt/s (toward the
    // bottom): u' moves by −149.7 ⇒ 0.
    var showing = try Self.harness(snap: .projected)
    let collapsed = showing.drag(2000, 2003)
    #expect(collapsed == [44, 41])
    showing.simulate { $0.liftFinger(velocity: 300, emit: $1) }
    let rested = showing.runUntilIdle(limit: 5)
    #expect(rested)
    #expect(showing.collapsed == 0)
  }

  @Test("stops: settling picks the resting point nearest to c measured from the bottom")
  func stops() throws {
    var harness = try Self.harness { $0.stops = [20] }
    harness.drag(3185)
    #expect(harness.collapsed == 15)
    harness.release()
    harness.runUntilIdle()
    #expect(harness.collapsed == 20)
  }

  @Test("collapsesWithContent: near the bottom a settle expands, as near the top in normal")
  func nearBottomRule() throws {
    var harness = try Self.harness(mode: .collapsesWithContent)
    // u' = 30 < R: f = 30/44 ≥ 0.5, but collapsing needs u' ≥ R ⇒ expand.
    harness.drag(3170)
    harness.release()
    harness.runUntilIdle()
    #expect(harness.collapsed == 0)
  }

  @Test("reaching the bottom expands, in every mode; reaching the top does not")
  func bottomRule() throws {
    var harness = try Self.harness(mode: .pinned)
    harness.scroll(3000)
    harness.collapse(animated: false)
    // The top and a bounce past it leave pinned chrome where it is.
    harness.scroll(0, -40, 0)
    #expect(harness.collapsed == 44)
    #expect(!harness.behavior.isAnimating)
    // u' ≤ 0 expands, animated.
    harness.scroll(3200)
    #expect(harness.behavior.isAnimating)
    harness.runUntilIdle()
    #expect(harness.collapsed == 0)
  }

  @Test("a command at the bottom holds until the next scroll")
  func commandAtTheBottomHolds() throws {
    var harness = try Self.harness(mode: .pinned)
    harness.collapse(animated: false)
    harness.run(for: 0.5)
    #expect(harness.collapsed == 44)
    harness.scroll(3200)
    harness.runUntilIdle()
    #expect(harness.collapsed == 0)
  }

  @Test("stretch is still the pull past the top")
  func stretch() throws {
    var harness = try Self.harness(metrics: CollapseFixture.longList(offset: 3200, insetTop: 64))
    harness.drag(3300)
    #expect(harness.behavior.stretch == 0)
    harness.scroll(-100)
    // max(0, −64 − (−100)) = 36.
    #expect(harness.behavior.stretch == 36)
  }

  @Test("collapsesWithContent refuses a collapse until the content has left the bottom by R")
  func refusedCommand() throws {
    var harness = try Self.harness(mode: .collapsesWithContent)
    harness.drag(3180)
    harness.release()
    harness.runUntilIdle()
    // u' = 20 < 44: refused, nothing moves.
    let refused = harness.collapse()
    #expect(harness.completions(of: refused) == [false])
    #expect(harness.collapsed == 0)
    harness.drag(3100)
    harness.expand(animated: false)
    // u' = 100 ≥ 44: accepted.
    let accepted = harness.collapse(animated: false)
    #expect(harness.completions(of: accepted) == [true])
    #expect(harness.collapsed == 44)
  }

  @Test(
    "a status-bar tap scrolls to the far end: the chrome follows it, expanding there only if it reveals at the end",
    arguments: [(false, 44.0), (true, 0.0)])
  func scrollToTop(revealsAtEnd: Bool, finalCollapsed: Double) throws {
    // ScrollingFollowView's view of 44 points, reversed, on the chat.
    var harness = try CollapseHarness(metrics: chat, behavior: \.behavior) {
      FollowView(maxFollowPoint: 44, direction: .reversed, revealsAtEnd: revealsAtEnd)
        .makeChrome(tracker: $0)
    }
    // δ' = 1200 hides; released without deceleration: rests at 44.
    #expect(harness.drag(2000) == [44])
    harness.release()
    harness.nextFrame()
    harness.simulate { $0.scrollToTop(emit: $1) }
    // The tap itself moves nothing: the top is not where the chrome expands.
    #expect(!harness.behavior.isAnimating)
    // The programmatic scroll up toward older content keeps it hidden (δ' = −δ > 0) on every
    // frame until the content is at the top.
    var trail: [Double] = []
    while harness.offset > 0 && harness.time < 5 {
      harness.nextFrame()
      trail.append(harness.collapsed)
    }
    #expect(trail.allSatisfy { $0 == 44 }, "\(trail)")
    let rested = harness.runUntilIdle(limit: 5)
    #expect(rested)
    #expect(harness.offset == 0)
    // Only revealing at the end brings it back, at the top; without it, it stays hidden.
    #expect(harness.collapsed == finalCollapsed)
    #expect(!harness.behavior.isAnimating)
  }

  @Test("a status-bar tap from shown chrome hides it like any programmatic scroll up")
  func scrollToTopHides() throws {
    var harness = try Self.harness()
    // δ' = 1200 hides, δ' = −50 shows; released: rests at 0.
    #expect(harness.drag(2000, 2050) == [44, 0])
    harness.release()
    harness.nextFrame()
    harness.simulate { $0.scrollToTop(emit: $1) }
    harness.runUntilIdle(limit: 5)
    #expect(harness.offset == 0)
    #expect(harness.collapsed == 44)
  }

  @Test("rows appended below do not move the chrome; scrolling down to them reveals it")
  func rowsAppended() throws {
    var harness = try Self.harness()
    // u' = 20 ⇒ c = 20.
    harness.drag(3180)
    // 100 points of rows below: C 4100, maxY 3300; y stays, so δ = 0 and u' = 120 (no bottom rule).
    harness.sendEach([.geometry(viewport: 800, content: 4100, insetTop: 0, insetBottom: 0)])
    #expect(harness.collapsed == 20)
    #expect(!harness.behavior.isAnimating)
    // Down to the new bottom: δ' = −120 ⇒ c = 0, u' = 0.
    #expect(harness.scroll(3300) == [0])
  }

  @Test("a keyboard changing the bottom inset moves the bottom the chrome expands at")
  func keyboard() throws {
    var harness = try Self.harness()
    // δ' = 100 hides; released: rests at 44.
    harness.drag(3100)
    harness.release()
    harness.runUntilIdle()
    #expect(harness.collapsed == 44)
    // A keyboard of 300: maxY = 4000 + 300 − 800 = 3500; no δ, u' = 400.
    harness.sendEach([.geometry(viewport: 800, content: 4000, insetTop: 0, insetBottom: 300)])
    #expect(harness.collapsed == 44)
    // The app keeps the last message above the keyboard: δ = 300 ⇒ δ' = −300 ⇒ 0.
    #expect(harness.scroll(3400) == [0])
    // Up 100 toward older messages: 44. The keyboard goes: maxY 3200, the offset 3300 is past it.
    harness.drag(3300)
    harness.sendEach([.geometry(viewport: 800, content: 4000, insetTop: 0, insetBottom: 0)])
    #expect(harness.collapsed == 44)
    #expect(!harness.behavior.isAnimating)
    // The scroll view clamps the offset to 3200: δ = clamp(3200) − clamp(3300) = 0, u' = 0 ⇒ the
    // bottom rule expands, animated.
    #expect(harness.scroll(3200) == [44])
    #expect(harness.behavior.isAnimating)
    harness.runUntilIdle()
    #expect(harness.collapsed == 0)
  }

  @Test("maxY == minY: the only offset is the bottom, and collapsed chrome comes back there")
  func noScrollableDistance() throws {
    // C = V: minY = maxY = 0, D = 0 ≤ R: nothing collapses, a collapse is refused.
    var fitting = try Self.harness(metrics: CollapseFixture.list(scrolling: 0))
    #expect(fitting.drag(-20, 0, 20, 0) == [0, 0, 0, 0])
    let refused = fitting.collapse()
    #expect(fitting.completions(of: refused) == [false])
    // Allowed to collapse anyway: a pull past the top is the far end (u' = 40 > 0, δ = 0) and
    // leaves it; back at 0, u' = 0 expands, animated.
    var collapsing = try Self.harness(metrics: CollapseFixture.list(scrolling: 0)) {
      $0.collapsesWhenContentFits = true
    }
    collapsing.collapse(animated: false)
    #expect(collapsing.scroll(-40) == [44])
    #expect(!collapsing.behavior.isAnimating)
    collapsing.scroll(0)
    #expect(collapsing.behavior.isAnimating)
    collapsing.runUntilIdle()
    #expect(collapsing.collapsed == 0)
  }

  @Test("content that fits does not collapse, whatever the direction")
  func contentThatFits() throws {
    // D = 30 ≤ R = 44.
    var harness = try Self.harness(metrics: CollapseFixture.list(scrolling: 30, offset: 30))
    let collapsed = harness.drag(20, 0, 15)
    #expect(collapsed == [0, 0, 0])
  }
}
