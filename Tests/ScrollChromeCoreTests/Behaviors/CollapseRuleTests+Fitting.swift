import ScrollChromeCore
import ScrollChromeTestSupport
import Testing

// Content that fits (D ≤ R) never collapses and collapsed chrome expands, animated, when the
// content becomes that short; reaching the top (u ≤ 0) or scrollToTop expands. R = 44; lists have
// V = 800.

/// (situation, mode, scrollable distance D, offsets dragged through from 0, expected c after each)
private let fittingRows: [(String, CollapseConfiguration.Mode, Double, [Double], [Double])] = [
  // D = 30 ≤ 44: scrolling the whole range, bouncing past it and back never collapses.
  ("followsScroll D 30", .followsScroll, 30, [30, 60, 15], [0, 0, 0]),
  // D = R exactly still fits.
  ("followsScroll D = R", .followsScroll, 44, [44, 20], [0, 0]),
  // An empty list.
  ("followsScroll D 0", .followsScroll, 0, [50, -20], [0, 0]),
  // The same in collapsesWithContent mode: c = u would be 30, but the content fits.
  ("collapsesWithContent D 30", .collapsesWithContent, 30, [30, 15], [0, 0]),
  // D = 45 > R: the chrome collapses (c = min(45, 44)).
  ("followsScroll D 45", .followsScroll, 45, [45], [44]),
  // collapsesWithContent at D 45: c = min(u, 44).
  ("collapsesWithContent D 45", .collapsesWithContent, 45, [45], [44]),
]

/// (situation, mode, the event that makes the content fit, whether c holds at that event)
private let becomingShortRows: [(String, CollapseConfiguration.Mode, ScrollEvent, Bool)] = [
  // The content shrinks to D = 30.
  (
    "content shrinks", .followsScroll,
    .geometry(viewport: 800, content: 830, insetTop: 0, insetBottom: 0), true
  ),
  // The list empties: D = 0.
  (
    "list empties", .followsScroll,
    .geometry(viewport: 800, content: 0, insetTop: 0, insetBottom: 0),
    true
  ),
  // The viewport grows to 3990: D = 10.
  (
    "viewport grows", .followsScroll,
    .geometry(viewport: 3990, content: 4000, insetTop: 0, insetBottom: 0), true
  ),
  // The host tracks another, short scroll view (D = 20).
  (
    "switch to a short scroll view", .followsScroll,
    .switchScrollView(CollapseFixture.list(scrolling: 20, offset: 20)), true
  ),
  // collapsesWithContent: c ≤ u holds, so c may follow the content's clamped offset at once;
  // the rest of the way is animated.
  (
    "content shrinks, collapsesWithContent", .collapsesWithContent,
    .geometry(viewport: 800, content: 830, insetTop: 0, insetBottom: 0), false
  ),
]

/// (situation, metrics, offsets dragged through once hidden; the last one reaches the top)
private let topRows: [(String, ScrollMetrics, [Double])] = [
  // Up from 400 to 1 (travel 399 < showDelay 500 keeps c = 44); 0 is the top.
  ("dragged to the top", CollapseFixture.longList(), [1, 0]),
  // Pulled past the top: u = −30.
  ("pulled past the top", CollapseFixture.longList(), [1, -30]),
  // With a 64-pt inset, y = 0 is u = 64 (not the top); −64 is.
  ("the top is −insetTop", CollapseFixture.longList(insetTop: 64), [0, -64]),
]

/// (situation, mode, ignoresProgrammaticScrolling, animating right after scrollToTop, final c)
private let scrollToTopRows: [(String, CollapseConfiguration.Mode, Bool, Bool, Double)] = [
  // The chrome starts expanding at the tap, before the content arrives.
  ("followsScroll", .followsScroll, false, true, 0),
  // The same in collapsesWithContent mode.
  ("collapsesWithContent", .collapsesWithContent, false, true, 0),
  // Ignoring programmatic scrolling: the tap is the user's, it expands at once too.
  ("followsScroll ignoring programmatic", .followsScroll, true, true, 0),
  // Pinned chrome hidden by a command comes back at the top (the top rule holds in every mode).
  ("pinned", .pinned, false, true, 0),
]

extension CollapseRuleTests {
  // MARK: Content that fits, the top, scroll-to-top

  @Test("content that fits (D ≤ R) does not collapse", arguments: fittingRows)
  func fitting(
    situation: String, mode: CollapseConfiguration.Mode, distance: Double, offsets: [Double],
    expected: [Double]
  ) throws {
    var harness = try CollapseFixture.harness(
      mode: mode, metrics: CollapseFixture.list(scrolling: distance))
    #expect(harness.drag(through: offsets) == expected, "\(situation)")
    harness.release()
    harness.runUntilIdle()
    #expect(harness.collapsed == expected.last, "\(situation): at rest")
  }

  @Test(
    "collapsed chrome expands, animated, when the content becomes short",
    arguments: becomingShortRows)
  func becomingShort(
    situation: String, mode: CollapseConfiguration.Mode, event: ScrollEvent, holds: Bool
  ) throws {
    var harness = try CollapseFixture.harness(mode: mode)
    harness.drag(1000)
    harness.release()
    #expect(harness.collapsed == 44)
    harness.sendEach([event])
    #expect(harness.behavior.isAnimating, "\(situation): animated")
    if holds { #expect(harness.collapsed == 44, "\(situation): no jump") }
    harness.runUntilIdle()
    #expect(harness.collapsed == 0, "\(situation)")
  }

  @Test("with Reduce Motion the content-fits expansion completes at once")
  func becomingShortReduceMotion() throws {
    var harness = try CollapseFixture.harness()
    harness.behavior.reduceMotion = true
    harness.drag(1000)
    harness.release()
    harness.sendEach([.geometry(viewport: 800, content: 830, insetTop: 0, insetBottom: 0)])
    #expect(harness.collapsed == 0)
    #expect(!harness.behavior.isAnimating)
  }

  @Test("collapsesWhenContentFits lets content that fits collapse")
  func collapsesWhenContentFits() throws {
    var harness = try CollapseFixture.harness(metrics: CollapseFixture.list(scrolling: 30)) {
      $0.collapsesWhenContentFits = true
    }
    // c = clamp(c + δ): 20, 30; released at f = 30/44 ⇒ collapse to 44.
    #expect(harness.drag(20, 30) == [20, 30])
    harness.release()
    harness.runUntilIdle()
    #expect(harness.collapsed == 44)
    // Content shrinking further does not expand it either.
    harness.sendEach([.geometry(viewport: 800, content: 810, insetTop: 0, insetBottom: 0)])
    harness.runUntilIdle()
    #expect(harness.collapsed == 44)
    // The same with collapsesWithContent: c = u.
    var content = try CollapseFixture.harness(
      mode: .collapsesWithContent, metrics: CollapseFixture.list(scrolling: 30)
    ) { $0.collapsesWhenContentFits = true }
    #expect(content.drag(20, 30) == [20, 30])
  }

  @Test("followsScroll: reaching the top (u ≤ 0) expands", arguments: topRows)
  func reachingTheTop(situation: String, metrics: ScrollMetrics, path: [Double]) throws {
    // A show delay of 500 keeps the chrome hidden on the way up, so only the top rule shows it.
    var harness = try CollapseFixture.harness(metrics: metrics) { $0.showDelay = 500 }
    harness.drag(400)
    #expect(harness.collapsed == 44)
    harness.scroll(through: Array(path.dropLast()))
    #expect(harness.collapsed == 44, "\(situation): hidden until the top")
    #expect(!harness.behavior.isAnimating, "\(situation)")
    harness.scroll(through: [path.last!])
    #expect(harness.behavior.isAnimating, "\(situation): expands, animated")
    harness.runUntilIdle()
    #expect(harness.collapsed == 0, "\(situation)")
  }

  @Test("followsScroll: a programmatic jump to the top expands")
  func jumpToTheTop() throws {
    var harness = try CollapseFixture.harness { $0.showDelay = 5000 }
    harness.drag(1000)
    harness.release()
    harness.scroll(0)  // setContentOffset(.zero, animated: false)
    harness.runUntilIdle()
    #expect(harness.collapsed == 0)
  }

  @Test("scrollToTop expands", arguments: scrollToTopRows)
  func scrollToTop(
    situation: String, mode: CollapseConfiguration.Mode, ignoresProgrammatic: Bool,
    animatesAtOnce: Bool, expected: Double
  ) throws {
    var harness = try CollapseFixture.harness(mode: mode) {
      $0.ignoresProgrammaticScrolling = ignoresProgrammatic
    }
    harness.drag(1000)
    harness.release()
    if mode == .pinned { harness.collapse(animated: false) }
    #expect(harness.collapsed == 44)
    harness.nextFrame()
    harness.simulate { $0.scrollToTop(emit: $1) }
    #expect(harness.behavior.isAnimating == animatesAtOnce, "\(situation)")
    harness.runUntilIdle()
    #expect(harness.offset == 0, "\(situation): the content reached the top")
    #expect(harness.collapsed == expected, "\(situation)")
  }
}
