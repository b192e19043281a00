import ScrollChromeCore
import ScrollChromeTestSupport
import Testing

// Regression tests for the peer libraries' recurring complaints that belong to the collapse engine,
// each named after the peer issue it pins. Gestures go through the ScrollViewSimulator (rubber
// band, deceleration, bounce back) and its events through tracker and behaviour. R = 44.

/// The chrome's `c` never left `value` on any scroll event.
private func stayed(at value: Double, _ harness: CollapseHarness<CollapseBehavior>) -> Bool {
  harness.samples.allSatisfy { $0.collapsed == value }
}

/// Drags through the whole range of content that fits, past the bottom, back past the top, then
/// flings; the chrome must never move.
private func scrubShortContent(distance: Double, mode: CollapseConfiguration.Mode) throws
  -> CollapseHarness<CollapseBehavior>
{
  var harness = try CollapseFixture.harness(
    mode: mode, snap: .projected, metrics: CollapseFixture.list(scrolling: distance))
  harness.moveFinger(by: distance + 80, steps: 12)
  harness.moveFinger(by: -(distance + 160), steps: 12)
  harness.lift(velocity: 0)
  harness.runUntilIdle(limit: 5)
  harness.moveFinger(by: 10, steps: 2)
  harness.lift(velocity: 1500)
  harness.runUntilIdle(limit: 5)
  return harness
}

@Suite("Collapse regressions")
struct CollapseRegressionTests {
  // MARK: 1. Bounces

  @Test(
    "TLYShyNavBar#6: a bottom bounce does not reveal the hidden bar",
    arguments: [
      // (situation, finger travel past 3000 before the release, release velocity)
      ("fling into the bottom edge", 150.0, 2000.0),
      // Dragged 60 past the bottom (rubber band), back 40 (still past it), released.
      ("drag past the bottom and partly back", 260.0, 0.0),
    ])
  func bottomBounceDoesNotReveal_TLYShyNavBar6(situation: String, travel: Double, velocity: Double)
    throws
  {
    var harness = try CollapseFixture.harness(
      snap: .projected, metrics: CollapseFixture.longList(offset: 3000))
    harness.moveFinger(by: 150, steps: 10)
    #expect(harness.collapsed == 44, "hidden after 150 down")
    let hiddenFrom = harness.samples.count
    if travel > 150 {
      harness.moveFinger(by: travel - 150, steps: 10)
      harness.moveFinger(by: -40, steps: 4)
    }
    harness.lift(velocity: velocity)
    harness.runUntilIdle(limit: 5)
    #expect(harness.log.scrollOffsets.max()! > 3200, "\(situation): it did bounce")
    #expect(harness.offset == 3200)
    let afterHiding = harness.samples.dropFirst(hiddenFrom)
    #expect(afterHiding.allSatisfy { $0.collapsed == 44 }, "\(situation)")
  }

  @Test("TLYShyNavBar#120: content about the viewport height does not make the bar jump")
  func contentAboutViewportHeightDoesNotJump_TLYShyNavBar120() throws {
    // 13–14 rows on a phone: D = 20 ≤ R.
    let harness = try scrubShortContent(distance: 20, mode: .followsScroll)
    #expect(stayed(at: 0, harness))
    #expect(harness.stateChanges.isEmpty)
  }

  @Test("GTScrollNavigationBar#35: a small pan then a drag back brings the bar back")
  func smallPanThenDragBackReappears_GTScrollNavigationBar35() throws {
    var harness = try CollapseFixture.harness(
      snap: .projected, metrics: CollapseFixture.longList(offset: 300))
    harness.collapse(animated: false)
    harness.moveFinger(by: 10, steps: 2)
    #expect(harness.collapsed == 44)
    let from = harness.samples.count
    harness.moveFinger(by: -60, steps: 6)
    // 10 per frame up: 34, 24, 14, 4, 0, 0 — steadily, without shudder.
    let back = harness.samples.dropFirst(from).map(\.collapsed)
    #expect(back == [34, 24, 14, 4, 0, 0])
    harness.lift(velocity: 0)
    harness.runUntilIdle()
    #expect(harness.collapsed == 0)
  }

  // MARK: 2. Short content and content changes

  @Test(
    "AMScrollingNavbar#92: short content never leaves the bar half-hidden",
    arguments: [
      10.0, 30, 43, 44,
    ])
  func shortContentDoesNotFreezeHalfHidden_AMScrollingNavbar92(distance: Double) throws {
    // contentSize − height < bar height: D ≤ R.
    let harness = try scrubShortContent(distance: distance, mode: .followsScroll)
    #expect(stayed(at: 0, harness), "D = \(distance)")
    #expect(harness.behavior.state == .expanded)
  }

  @Test(
    "AMScrollingNavbar#354: views shorter than the screen never lose their bar",
    arguments: [
      CollapseConfiguration.Mode.followsScroll, .collapsesWithContent,
    ])
  func viewsShorterThanTheScreenKeepTheBar_AMScrollingNavbar354(mode: CollapseConfiguration.Mode)
    throws
  {
    let harness = try scrubShortContent(distance: 0, mode: mode)
    #expect(stayed(at: 0, harness), "\(mode)")
  }

  @Test("MDC Android#4225: enterAlways does not scroll away when the content fits")
  func enterAlwaysDoesNotScrollWhenContentFits_MDCAndroid4225() throws {
    let harness = try scrubShortContent(distance: 30, mode: .followsScroll)
    #expect(stayed(at: 0, harness))
  }

  @Test(
    "AMScrollingNavbar#271: the bottom inset counts in the scrollable distance",
    arguments: [
      // (bottom inset, expected c at the bottom): V 800, C 820 ⇒ D = 20 + B.
      // No bottom inset: D 20 ≤ 44, the content fits.
      (0.0, 0.0),
      // A 40-pt bottom inset (tab bar, home indicator): D 60 > 44, it collapses.
      (40, 44),
    ])
  func bottomInsetCounts_AMScrollingNavbar271(insetBottom: Double, expected: Double) throws {
    let metrics = ScrollMetrics(viewport: 800, content: 820, insetBottom: insetBottom)
    var harness = try CollapseFixture.harness(snap: .projected, metrics: metrics)
    harness.moveFinger(by: 20 + insetBottom, steps: 10)
    harness.lift(velocity: 0)
    harness.runUntilIdle()
    #expect(harness.collapsed == expected)
  }

  @Test("YIFullScreenScroll#22: content shrinking while hidden shows the bar again")
  func contentShrinkingWhileHiddenShowsAgain_YIFullScreenScroll22() throws {
    var harness = try CollapseFixture.harness(snap: .projected)
    harness.moveFinger(by: 1000, steps: 20)
    harness.lift(velocity: 0)
    harness.runUntilIdle()
    #expect(harness.collapsed == 44)
    // Rows are deleted: D = 30. UIKit then clamps the offset into the new range.
    harness.nextFrame()
    harness.simulate { $0.setGeometry(content: 830, emit: $1) }
    #expect(harness.behavior.isAnimating)
    #expect(harness.collapsed == 44, "animated, not a jump")
    harness.simulate { $0.setContentOffset(30, animated: false, emit: $1) }
    harness.runUntilIdle()
    #expect(harness.collapsed == 0)
    // It can be shown (it is) and cannot be hidden again while the content fits.
    harness.moveFinger(by: -30, steps: 3)
    harness.moveFinger(by: 30, steps: 3)
    #expect(harness.collapsed == 0)
  }

  @Test(
    "Flym#660, gh4a#410: a list that becomes too short or empty shows the chrome",
    arguments: [
      // (situation, mode, new content height)
      ("Flym#660 list too short", CollapseConfiguration.Mode.followsScroll, 830.0),
      // A collapsing header over a list that empties (gh4a#410).
      ("gh4a#410 empty list, collapsing header", .collapsesWithContent, 0),
    ])
  func listBecomingShortShowsChrome_Flym660_gh4a410(
    situation: String, mode: CollapseConfiguration.Mode, content: Double
  ) throws {
    var harness = try CollapseFixture.harness(mode: mode, snap: .projected)
    harness.moveFinger(by: 1000, steps: 20)
    harness.lift(velocity: 0)
    harness.runUntilIdle()
    harness.nextFrame()
    harness.simulate { $0.setGeometry(content: content, emit: $1) }
    harness.simulate { $0.setContentOffset(max(0, content - 800), animated: false, emit: $1) }
    harness.runUntilIdle()
    #expect(harness.collapsed == 0, "\(situation)")
    // And it can still expand/stay expanded under a pull (no frozen header).
    harness.moveFinger(by: -40, steps: 4)
    #expect(harness.collapsed == 0, "\(situation)")
    #expect(harness.behavior.stretch > 0, "\(situation): the pull is reported as stretch")
  }

  @Test(
    "pb-design-system#26: collapsing never makes content fit and starts a flicker loop",
    arguments: [
      // (D, expected c at rest, expected state changes)
      // D 50 > R: collapses once (partial, then collapsed) and stays collapsed.
      (50.0, 44.0, [CollapseState.partial, .collapsed]),
      // D = R fits from the start, so the header never collapses at all.
      (44, 0, []),
    ])
  func collapsingDoesNotFlickerWhenContentFitsAfterwards_PBGUXDesignSystem26(
    distance: Double, expected: Double, changes: [CollapseState]
  ) throws {
    // The host reports the geometry of the expanded layout; the fits test uses R.
    var harness = try CollapseFixture.harness(
      mode: .collapsesWithContent, snap: .projected,
      metrics: CollapseFixture.list(scrolling: distance))
    harness.moveFinger(by: distance, steps: 10)
    harness.lift(velocity: 0)
    harness.runUntilIdle()
    harness.run(for: 2)
    #expect(harness.collapsed == expected)
    #expect(harness.stateChanges == changes)
  }

  // MARK: 7, 8. Insets and refresh controls

  @Test(
    "MDC iOS PR #2327: a top-inset change does not make the chrome jump",
    arguments: [
      CollapseConfiguration.Mode.followsScroll, .collapsesWithContent,
    ])
  func insetChangeDoesNotJump_MDCiOS2327(mode: CollapseConfiguration.Mode) throws {
    var harness = try CollapseFixture.harness(mode: mode)
    if mode == .followsScroll {
      harness.drag(100, 80)  // 44, then 24
    } else {
      harness.drag(300)
      harness.expand(animated: false)  // anchor 300
      harness.scroll(324)  // 24
    }
    #expect(harness.collapsed == 24)
    harness.sendEach([.geometry(viewport: 800, content: 4000, insetTop: 20, insetBottom: 0)])
    #expect(harness.collapsed == 24, "\(mode): re-baselined, no jump")
    #expect(!harness.behavior.isAnimating)
    #expect(harness.scroll(harness.offset + 5) == [29], "\(mode): δ applies from there")
  }

  @Test(
    "TLYShyNavBar#28: pulling a refresh control does not move the chrome",
    arguments: [
      CollapseConfiguration.Mode.followsScroll, .collapsesWithContent,
    ])
  func refreshControlOverscrollDoesNotMoveChrome_TLYShyNavBar28(mode: CollapseConfiguration.Mode)
    throws
  {
    var harness = try CollapseFixture.harness(mode: mode, snap: .projected)
    harness.moveFinger(by: -200, steps: 10)
    // The refresh control starts refreshing: the host adds 60 to the top inset.
    harness.nextFrame()
    harness.simulate { $0.setGeometry(insetTop: 60, emit: $1) }
    harness.lift(velocity: 0)
    harness.runUntilIdle()
    #expect(harness.offset == -60)
    // Refreshing ends: the inset goes back and the content animates to its top.
    harness.nextFrame()
    harness.simulate { $0.setGeometry(insetTop: 0, emit: $1) }
    harness.simulate { $0.setContentOffset(0, animated: true, emit: $1) }
    harness.runUntilIdle()
    #expect(stayed(at: 0, harness), "\(mode)")
    #expect(harness.stateChanges.isEmpty, "\(mode): no flicker")
    #expect(harness.log.scrollOffsets.min()! < -60, "\(mode): it was pulled")
    #expect(harness.behavior.stretch == 0)
  }

  @Test(
    "MDC Android#2001: a collapsed bar below a top inset stays collapsed",
    arguments: [
      CollapseConfiguration.Mode.followsScroll, .collapsesWithContent,
    ])
  func collapsedBarStaysCollapsedWithTopInset_MDCAndroid2001(mode: CollapseConfiguration.Mode)
    throws
  {
    // T 64: y −14 is u 50 ≥ R, far from the top though y < 0.
    var harness = try CollapseFixture.harness(
      mode: mode, metrics: CollapseFixture.longList(insetTop: 64))
    harness.drag(-14)
    #expect(harness.collapsed == 44)
    harness.release()
    harness.run(for: 1)
    #expect(harness.collapsed == 44, "\(mode)")
  }

  // MARK: 11. Flings

  @Test("MDC Android#1484: a fling collapses without flicker")
  func flingCollapseDoesNotFlicker_MDCAndroid1484() throws {
    var harness = try CollapseFixture.harness(
      snap: .projected, metrics: CollapseFixture.longList(offset: 100))
    harness.moveFinger(by: 3, steps: 1)
    let from = harness.samples.count
    harness.lift(velocity: 1500)
    harness.runUntilIdle(limit: 5)
    let path = harness.samples.dropFirst(from).map(\.collapsed)
    #expect(zip(path, path.dropFirst()).allSatisfy { $0 <= $1 }, "monotonic: \(path)")
    #expect(harness.collapsed == 44)
  }

  @Test("AndroidSnippets PR #38: a fling's deceleration carries the chrome along")
  func flingPropagatesToChrome_AndroidSnippets38() throws {
    // nearest: nothing settles at the release; the coasting content hides the chrome.
    var harness = try CollapseFixture.harness(
      snap: .nearest, metrics: CollapseFixture.longList(offset: 100))
    harness.lift(velocity: 2000)
    #expect(!harness.behavior.isAnimating)
    harness.runUntilIdle(limit: 5)
    #expect(harness.collapsed == 44)
  }

  // MARK: 12. Followers

  @Test("AMScrollingNavbar#335: a follower hides fully, to exactly R")
  func followerHidesFully_AMScrollingNavbar335() throws {
    var harness = try CollapseFixture.harness(snap: .projected) { $0.speed = 0.37 }
    harness.moveFinger(by: 1000, steps: 7)
    #expect(harness.collapsed == 44)
    #expect(harness.behavior.state == .collapsed)
    #expect(harness.behavior.fraction == 1)
  }
}
