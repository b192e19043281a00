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
    // The same bounce without the option: no δ past maxY, no rule, the chrome stays hidden.
    var hiding = try CollapseFixture.harness()
    hiding.drag(1000)
    hiding.scroll(3250)
    #expect(!hiding.behavior.isAnimating)
    hiding.runUntilIdle()
    #expect(hiding.collapsed == 44)
  }

  /// `c` now and on every frame after, until the chrome and the scroll view rest (at most 5 s).
  static func framesUntilIdle(_ harness: inout CollapseHarness<CollapseBehavior>) -> [Double] {
    var trail = [harness.collapsed]
    let end = harness.time + 5
    while (harness.behavior.isAnimating || !harness.simulator.isIdle) && harness.time < end {
      harness.nextFrame()
      trail.append(harness.collapsed)
    }
    return trail
  }

  /// (situation, direction, start offset, offsets dragged through, release velocity, final c with
  /// the option, without it)
  static let flingRows: [(String, CollapseConfiguration.Direction, Double, [Double], Double)] = [
    // 2834 hides (44), back 31 to 2803: c = 13. 1500 pt/s projects 1.5·0.998/0.002 = 748.5:
    // 2803 + 748.5 ≥ maxY 3200.
    ("down into the end", .normal, 0, [2834, 2803], 1500),
    // Mirrored on the chat: 366 hides (δ' = 2834), down 31 to 397: c = 13; −1500 pt/s:
    // 397 − 748.5 ≤ minY 0.
    ("reversed, up into the start", .reversed, 3200, [366, 397], -1500),
    // A slow fling: 2991 hides, back 31: c = 13 at 2960; 500 pt/s projects 249.5 ⇒ 3209.5. The
    // content creeps toward the end for about 1.6 s, long after the settle animation has ended.
    ("slowly down into the end", .normal, 0, [2991, 2960], 500),
    ("reversed, slowly up into the start", .reversed, 3200, [209, 240], -500),
  ]

  @Test(
    "projected: a fling that will reach the end expands at once and never hides on the way",
    arguments: flingRows)
  func flingIntoTheEnd(
    situation: String, direction: CollapseConfiguration.Direction, start: Double,
    offsets: [Double], velocity: Double
  ) throws {
    var harness = try CollapseFixture.harness(
      snap: .projected, metrics: CollapseFixture.longList(offset: start)
    ) {
      $0.direction = direction
      $0.revealsAtEnd = true
    }
    #expect(harness.drag(through: offsets) == [44, 13], "\(situation)")
    harness.simulate { $0.liftFinger(velocity: velocity, emit: $1) }
    #expect(
      harness.behavior.isAnimating, "\(situation): the settle animation starts at the release")
    let trail = Self.framesUntilIdle(&harness)
    // Expanding all the way: no frame collapses more than the one before.
    #expect(zip(trail, trail.dropFirst()).allSatisfy { $1 <= $0 }, "\(situation): \(trail)")
    #expect(trail.last == 0, "\(situation)")
    #expect(harness.offset == (direction == .normal ? 3200 : 0), "\(situation)")
  }

  @Test("projected without it: the same fling collapses, as the projection says")
  func flingIntoTheEndWithoutIt() throws {
    var harness = try CollapseFixture.harness(snap: .projected)
    #expect(harness.drag(2834, 2803) == [44, 13])
    harness.simulate { $0.liftFinger(velocity: 1500, emit: $1) }
    // 13 + (clamp(2803 + 748.5) − 2803 = 397) ≥ 22 ⇒ 44, and it stays hidden at the end.
    let trail = Self.framesUntilIdle(&harness)
    #expect(trail.last == 44)
    #expect(harness.offset == 3200)
  }

  @Test("the delays gate following only: reaching the end reveals at once")
  func delays() throws {
    var harness = try CollapseFixture.harness {
      $0.revealsAtEnd = true
      $0.hideDelay = 20
      $0.showDelay = 30
    }
    // Travel 1000 − hideDelay 20 ⇒ 44; the end expands though nothing went up by showDelay.
    #expect(harness.drag(1000, 3200) == [44, 44])
    #expect(harness.behavior.isAnimating)
    harness.runUntilIdle()
    #expect(harness.collapsed == 0)
    // Up 10 and 20 (shown: nothing), down 15 (travel 15 ≤ 20: 0), 10 more (travel 25: 5).
    #expect(harness.scroll(3190, 3170, 3185, 3195) == [0, 0, 0, 5])
    // Partial chrome has no delay: +5 ⇒ 10, and y = maxY expands from there.
    #expect(harness.scroll(3200) == [10])
    #expect(harness.behavior.isAnimating)
    harness.runUntilIdle()
    #expect(harness.collapsed == 0)
  }

  @Test("with Reduce Motion reaching the end expands at once")
  func reduceMotion() throws {
    var harness = try CollapseFixture.harness { $0.revealsAtEnd = true }
    harness.behavior.reduceMotion = true
    #expect(harness.drag(1000, 3200) == [44, 0])
    #expect(!harness.behavior.isAnimating)
  }

  @Test("content that fits: nothing to reveal, unless allowed to collapse")
  func contentThatFits() throws {
    // D = 30 ≤ R = 44: the chrome never collapses; the end (y = 30) starts nothing.
    var fitting = try CollapseFixture.harness(metrics: CollapseFixture.list(scrolling: 30)) {
      $0.revealsAtEnd = true
    }
    #expect(fitting.drag(20, 30, 0, 30) == [0, 0, 0, 0])
    #expect(!fitting.behavior.isAnimating)
    // Allowed to collapse: 20 ⇒ 20; y = 30 = maxY: c = 30, then the end expands it.
    var collapsing = try CollapseFixture.harness(metrics: CollapseFixture.list(scrolling: 30)) {
      $0.revealsAtEnd = true
      $0.collapsesWhenContentFits = true
    }
    #expect(collapsing.drag(20, 30) == [20, 30])
    #expect(collapsing.behavior.isAnimating)
    collapsing.runUntilIdle()
    #expect(collapsing.collapsed == 0)
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
