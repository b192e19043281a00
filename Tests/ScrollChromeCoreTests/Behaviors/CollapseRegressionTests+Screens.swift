import ScrollChromeCore
import ScrollChromeTestSupport
import Testing

// Regression tests of the peer libraries' recurring complaints about screens, tabs, rotation, the
// top and commands: push, pop and modal state, safe area, rotation, several scroll views and the
// miscellaneous requests. R = 44 on the long list (V 800, C 4000).

extension CollapseRegressionTests {
  // MARK: 3. Push, pop, modal

  @Test(
    "AMScrollingNavbar#265, TLYShyNavBar#8: returning to a screen restores its state",
    arguments: [
      // (situation, fraction screen A had, expected c back on A)
      ("collapsed", 1.0, 44.0),
      // TLYShyNavBar#46/#192: no re-expansion on back, so the content does not shift.
      ("half, held", 0.5, 22),
    ])
  func popRestoresCollapsedState_AMScrollingNavbar265(
    situation: String, fraction: Double, expected: Double
  ) throws {
    let screenA = CollapseFixture.longList(offset: 1000)
    var harness = try CollapseFixture.harness(metrics: screenA)
    harness.setFraction(fraction, animated: false)
    let memoryA = harness.behavior.memory
    // Push B (or present a modal) at its top: a new screen starts expanded, B scrolls a bit.
    harness.sendEach([.switchScrollView(CollapseFixture.longList())])
    harness.perform { $0.restore(CollapseMemory(fraction: 0), at: $1, emit: $2) }
    harness.drag(30, 10)
    harness.release()
    harness.runUntilIdle()
    // Pop back to A.
    harness.sendEach([.switchScrollView(screenA)])
    harness.perform { $0.restore(memoryA, at: $1, emit: $2) }
    #expect(harness.collapsed == expected, "\(situation)")
    #expect(!harness.behavior.isAnimating, "\(situation): restored, not animated")
    harness.run(for: 1)
    #expect(harness.collapsed == expected, "\(situation): stays")
    // Scrolling continues from there: up 5 ⇒ c − 5.
    #expect(harness.drag(995) == [expected - 5], "\(situation)")
  }

  @Test("AMScrollingNavbar#89, #3: swiping back to a screen whose bar was shown shows it")
  func swipeBackDoesNotLeaveBarHidden_AMScrollingNavbar89() throws {
    var harness = try CollapseFixture.harness(metrics: CollapseFixture.longList(offset: 1000))
    let memoryA = harness.behavior.memory
    // On B the bar gets hidden.
    harness.sendEach([.switchScrollView(CollapseFixture.longList())])
    harness.drag(500)
    harness.release()
    #expect(harness.collapsed == 44)
    // Back on A.
    harness.sendEach([.switchScrollView(CollapseFixture.longList(offset: 1000))])
    harness.perform { $0.restore(memoryA, at: $1, emit: $2) }
    #expect(harness.collapsed == 0)
  }

  @Test("AMScrollingNavbar#121: a pushed screen does not inherit the collapsed bar")
  func pushedScreenStartsExpanded_AMScrollingNavbar121() throws {
    var harness = try CollapseFixture.harness()
    harness.drag(1000)
    harness.release()
    #expect(harness.collapsed == 44)
    // One behaviour per screen: B's is new.
    let screenB = try ScrollTracker(metrics: CollapseFixture.longList())
    let configuration = harness.behavior.configuration
    #expect(CollapseBehavior(configuration, tracker: screenB).collapsed == 0)
    // One shared behaviour: entering B without a memory starts expanded.
    harness.sendEach([.switchScrollView(CollapseFixture.longList())])
    harness.perform { $0.restore(CollapseMemory(fraction: 0), at: $1, emit: $2) }
    #expect(harness.collapsed == 0)
    // And scrolling B moves it from there, with no stale anchor or offset (AMScrollingNavbar#286).
    #expect(harness.drag(10) == [10])
  }

  @Test("AMScrollingNavbar#227: chrome that starts hidden")
  func startHidden_AMScrollingNavbar227() throws {
    let harness = try CollapseFixture.harness(metrics: CollapseFixture.longList(offset: 500)) {
      $0.startsCollapsed = true
    }
    #expect(harness.collapsed == 44)
  }

  // MARK: 5. Safe area

  @Test(
    "AMScrollingNavbar#266: the adjusted top inset (notch) is the resting top",
    arguments: [
      CollapseConfiguration.Mode.followsScroll, .collapsesWithContent,
    ])
  func safeAreaInsetIsTheRestingTop_AMScrollingNavbar266(mode: CollapseConfiguration.Mode) throws {
    // iPhone with a notch: status bar 47 + bar 44 = 91, at rest at y = −91.
    var harness = try CollapseFixture.harness(
      mode: mode, metrics: CollapseFixture.longList(insetTop: 91))
    #expect(harness.collapsed == 0)
    // 20 down from the resting top: c 20 (not 0 for "y < 0").
    #expect(harness.drag(-71) == [20], "\(mode)")
    // y = 0 is 91 into the content: hidden, not "at the top".
    #expect(harness.scroll(0) == [44], "\(mode)")
    harness.release()
    harness.run(for: 1)
    #expect(harness.collapsed == 44, "\(mode)")
  }

  // MARK: 9. Rotation

  @Test(
    "BLKFlexibleHeightBar#67: rotating changes the range and keeps the fraction",
    arguments: [
      // (situation, fraction, landscape range, expected c in landscape)
      ("collapsed", 1.0, 32.0, 32.0),
      // Half stays half: 0.5·32.
      ("half", 0.5, 32, 16),
      // Expanded stays expanded.
      ("expanded", 0, 32, 0),
    ])
  func rotationKeepsFraction_BLKFlexibleHeightBar67(
    situation: String, fraction: Double, landscape: Double, expected: Double
  ) throws {
    var harness = try CollapseFixture.harness(metrics: CollapseFixture.longList(offset: 1000))
    harness.setFraction(fraction, animated: false)
    // To landscape: the viewport shrinks and the bar is shorter.
    harness.sendEach([.geometry(viewport: 375, content: 4000, insetTop: 0, insetBottom: 0)])
    try harness.setRange(landscape)
    #expect(harness.collapsed == expected, "\(situation)")
    #expect(harness.behavior.fraction == fraction, "\(situation)")
    // And back (AMScrollingNavbar re-shows on rotation; we keep the state).
    harness.sendEach([.geometry(viewport: 800, content: 4000, insetTop: 0, insetBottom: 0)])
    try harness.setRange(44)
    #expect(harness.collapsed == fraction * 44, "\(situation)")
  }

  // MARK: 10. Several scroll views

  @Test(
    "MDC iOS#3130, #3905: switching to a scroll view at another offset does not jump",
    arguments: [
      // (mode, snap, offset dragged back to from 500 (c 44), new scroll view's offset, scroll on
      // it, expected c after): partial chrome (snap none) keeps its 24 and continues with δ +5.
      (
        CollapseConfiguration.Mode.followsScroll, CollapseConfiguration.Snap.none, 480.0, 1500.0,
        1505.0, 29.0
      ),
      // Hidden chrome stays hidden on a scroll view near its top; up 10 there shows 10.
      (.followsScroll, .nearest, 500, 200, 190, 34),
      // collapsesWithContent: hidden mid-content on both; up on B does not reveal.
      (.collapsesWithContent, .nearest, 500, 1500, 1400, 44),
    ])
  func switchingScrollViewsDoesNotJump_MDCiOS3130(
    mode: CollapseConfiguration.Mode, snap: CollapseConfiguration.Snap, back: Double,
    offset: Double, next: Double, expected: Double
  ) throws {
    var harness = try CollapseFixture.harness(mode: mode, snap: snap)
    harness.drag(500, back)
    harness.release()
    harness.runUntilIdle()
    let before = harness.collapsed
    harness.sendEach([.switchScrollView(CollapseFixture.longList(offset: offset))])
    #expect(harness.collapsed == before, "\(mode): no jump at the switch")
    #expect(!harness.behavior.isAnimating, "\(mode)")
    #expect(harness.drag(next) == [expected], "\(mode)")
  }

  @Test(
    "MDC iOS#5412: the first tab switch does not jump",
    arguments: [
      CollapseConfiguration.Mode.followsScroll, .collapsesWithContent,
    ])
  func firstTabSwitchDoesNotJump_MDCiOS5412(mode: CollapseConfiguration.Mode) throws {
    var harness = try CollapseFixture.harness(mode: mode)
    harness.sendEach([.switchScrollView(CollapseFixture.longList(offset: 800))])
    #expect(harness.collapsed == 0, "\(mode)")
    #expect(!harness.behavior.isAnimating)
    #expect(harness.drag(810) == [10], "\(mode)")
  }

  @Test("MDC iOS#5413: switching to a short tab expands the header smoothly")
  func shortTabContentExpandsWithoutJump_MDCiOS5413() throws {
    var harness = try CollapseFixture.harness()
    harness.drag(1000)
    harness.release()
    harness.sendEach([.switchScrollView(CollapseFixture.list(scrolling: 20, offset: 20))])
    #expect(harness.collapsed == 44, "no jump")
    #expect(harness.behavior.isAnimating, "animated")
    harness.runUntilIdle()
    #expect(harness.collapsed == 0)
  }

  // MARK: The top

  @Test("MXParallaxHeader#13: scroll-to-top expands and the programmatic scroll is not locked")
  func scrollToTopExpands_MXParallaxHeader13() throws {
    var harness = try CollapseFixture.harness(snap: .projected)
    harness.moveFinger(by: 1000, steps: 20)
    harness.lift(velocity: 0)
    harness.runUntilIdle()
    #expect(harness.collapsed == 44)
    harness.nextFrame()
    harness.simulate { $0.scrollToTop(emit: $1) }
    #expect(harness.behavior.isAnimating, "expands at the tap")
    harness.runUntilIdle()
    #expect(harness.offset == 0)
    #expect(harness.collapsed == 0)
  }

  // MARK: 13. Misc

  @Test("AMScrollingNavbar#165: pausing the scrolling behaviour")
  func pauseScrollingBehaviour_AMScrollingNavbar165() throws {
    var harness = try CollapseFixture.harness()
    harness.drag(30)
    harness.setEnabled(false)
    #expect(harness.scroll(500, 100) == [30, 30])
    harness.setEnabled(true)
    #expect(harness.scroll(90) == [20])
  }

  @Test("MDC iOS#4393: a halfway state set by the app stays")
  func halfwayStatesStay_MDCiOS4393() throws {
    var harness = try CollapseFixture.harness(metrics: CollapseFixture.longList(offset: 1000))
    harness.setFraction(0.5)
    harness.run(for: 2)
    #expect(harness.collapsed == 22)
    #expect(harness.behavior.state == .partial)
  }
}
