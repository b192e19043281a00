import ScrollChromeCore
import ScrollChromeTestSupport
import Testing

// Revealing at the end (`revealsAtEnd`, followsScroll only): a scroll event that leaves
// `y ≥ maxY` — the start, `y ≤ minY`, in reversed direction — expands the chrome, animated, as the
// top rule does. The long list is V 800, C 4000 (minY 0, maxY 3200), R = 44.

@Suite("Collapse revealing at the end")
struct CollapseRevealsAtEndTests {
  @Test("reaching the end expands, animated")
  func reachingTheEndExpands() throws {
    var harness = try CollapseFixture.harness { $0.revealsAtEnd = true }
    let collapsed = harness.drag(1000, 3100)
    #expect(collapsed == [44, 44])
    #expect(!harness.behavior.isAnimating)
    harness.scroll(3200)
    // Scrolling down keeps it hidden; the end starts the expand, from where it was.
    #expect(harness.collapsed == 44)
    #expect(harness.behavior.isAnimating)
    harness.runUntilIdle()
    #expect(harness.collapsed == 0)
  }

  @Test("a bounce past the end reveals with it, and only with it")
  func bottomBounce() throws {
    var revealing = try CollapseFixture.harness { $0.revealsAtEnd = true }
    revealing.drag(1000)
    revealing.scroll(3250)
    #expect(revealing.behavior.isAnimating)
    revealing.runUntilIdle()
    #expect(revealing.collapsed == 0)
  }

  @Test("without it a bottom bounce does not reveal a hidden bar (TLYShyNavBar #6)")
  func bottomBounceDoesNotReveal_TLYShyNavBar6() throws {
    var harness = try CollapseFixture.harness()
    let collapsed = harness.drag(1000, 3200, 3260, 3230, 3200)
    #expect(collapsed == [44, 44, 44, 44, 44])
    #expect(!harness.behavior.isAnimating)
  }

  @Test("in reversed direction the end is the top of the content")
  func reversed() throws {
    var harness = try CollapseFixture.harness(metrics: CollapseFixture.longList(offset: 3200)) {
      $0.direction = .reversed
      $0.revealsAtEnd = true
    }
    let collapsed = harness.drag(2000, 100)
    #expect(collapsed == [44, 44])
    harness.scroll(0)
    #expect(harness.behavior.isAnimating)
    harness.runUntilIdle()
    #expect(harness.collapsed == 0)
  }

  @Test("a command issued at the end holds until the next scroll")
  func commandAtTheEndHolds() throws {
    var harness = try CollapseFixture.harness { $0.revealsAtEnd = true }
    harness.drag(3200)
    harness.release()
    harness.runUntilIdle()
    #expect(harness.collapsed == 0)
    harness.collapse(animated: false)
    harness.run(for: 0.5)
    #expect(harness.collapsed == 44)
    // The next scroll event at the end reveals again.
    harness.scroll(3200)
    #expect(harness.behavior.isAnimating)
    harness.runUntilIdle()
    #expect(harness.collapsed == 0)
  }

  @Test(
    "other modes accept it and ignore it",
    arguments: [CollapseConfiguration.Mode.collapsesWithContent, .pinned])
  func otherModes(mode: CollapseConfiguration.Mode) throws {
    var harness = try CollapseFixture.harness(mode: mode) { $0.revealsAtEnd = true }
    try harness.behavior.configuration.validate()
    harness.scroll(1000)
    harness.collapse(animated: false)
    harness.scroll(3200, 3250)
    #expect(harness.collapsed == 44)
    #expect(!harness.behavior.isAnimating)
  }
}
