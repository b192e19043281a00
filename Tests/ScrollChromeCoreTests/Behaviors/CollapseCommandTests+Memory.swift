import ScrollChromeCore
import ScrollChromeTestSupport
import Testing

// Per-screen memory: a new screen starts expanded unless configured otherwise; setRange (rotation)
// keeps the fraction. R = 44 on the long list (V 800, C 4000).

/// (situation, how the screen is left, expected memory fraction)
private let memoryRows: [(String, CollapseCommandCase?, Double)] = [
  // Collapsed by scrolling: 1.
  ("collapsed", nil, 1),
  // Expanded: 0.
  ("expanded", .expand, 0),
  // Half: 22/44.
  ("half", .setFraction(0.5), 0.5),
]

/// (situation, mode, offset of the returning screen, memory fraction, expected c)
private let restoreRows: [(String, CollapseConfiguration.Mode, Double, Double, Double)] = [
  // Collapsed comes back collapsed, at once.
  ("collapsed", .followsScroll, 1000, 1, 44),
  // A half state comes back half (22) and is held at rest.
  ("half", .followsScroll, 1000, 0.5, 22),
  // Expanded comes back expanded.
  ("expanded", .followsScroll, 1000, 0, 0),
  // Out-of-range fractions are clamped: 1.5 ⇒ 44, −1 ⇒ 0.
  ("over 1", .followsScroll, 1000, 1.5, 44),
  // … at both ends.
  ("under 0", .followsScroll, 1000, -1, 0),
  // A fraction that is not a number restores expanded.
  ("NaN", .followsScroll, 1000, .nan, 0),
  // collapsesWithContent mid-content: 44, anchored so that scrolling up does not reveal.
  ("collapsesWithContent deep", .collapsesWithContent, 1000, 1, 44),
  // collapsesWithContent 20 from the top: c ≤ u ⇒ 20.
  ("collapsesWithContent near the top", .collapsesWithContent, 20, 1, 20),
]

/// (situation, metrics, mode, startsCollapsed, expected initial c)
private let newScreenRows: [(String, ScrollMetrics, CollapseConfiguration.Mode, Bool, Double)] = [
  // A new behaviour for a new screen: expanded.
  ("new screen starts expanded", CollapseFixture.longList(), .followsScroll, false, 0),
  // A new screen that opens scrolled (state restoration) starts expanded too.
  (
    "expanded even when scrolled", CollapseFixture.longList(offset: 1000), .followsScroll, false,
    0
  ),
  // Configured to start collapsed: c = R.
  ("startsCollapsed", CollapseFixture.longList(), .followsScroll, true, 44),
  // startsCollapsed within the rules: content that fits stays expanded …
  ("startsCollapsed, content fits", CollapseFixture.list(scrolling: 30), .followsScroll, true, 0),
  // … and collapsesWithContent at the top cannot collapse (c ≤ u = 0) …
  ("startsCollapsed at the top", CollapseFixture.longList(), .collapsesWithContent, true, 0),
  // … but can mid-content.
  (
    "startsCollapsed mid-content", CollapseFixture.longList(offset: 1000), .collapsesWithContent,
    true, 44
  ),
]

/// (situation, fraction before, new range, expected c)
private let rangeRows: [(String, Double, Double, Double)] = [
  // Collapsed stays collapsed: 1·32.
  ("collapsed, shorter bar", 1, 32, 32),
  // Half stays half: 0.5·32 = 16.
  ("half, shorter bar", 0.5, 32, 16),
  // A quarter of a taller bar: 0.25·88 = 22.
  ("quarter, taller bar", 0.25, 88, 22),
  // Expanded stays expanded.
  ("expanded", 0, 32, 0),
]

extension CollapseCommandTests {
  // MARK: Memory

  @Test("memory is the fraction the chrome has", arguments: memoryRows)
  func memory(situation: String, leaving: CollapseCommandCase?, expected: Double) throws {
    var harness = try Self.harness(start: 44)
    if let leaving { harness.run(leaving, animated: false) }
    #expect(harness.behavior.memory == CollapseMemory(fraction: expected), "\(situation)")
  }

  @Test("memory while animating is the fraction the animation heads for")
  func memoryWhileAnimating() throws {
    var harness = try Self.harness(start: 0)
    harness.collapse(animated: true)
    harness.run(for: 2.0 / 60)
    #expect(harness.behavior.isAnimating)
    #expect(harness.behavior.memory.fraction == 1)
  }

  @Test("memory keeps whether the chrome is enabled")
  func memoryKeepsEnabled() throws {
    var harness = try Self.harness(start: 44)
    harness.setEnabled(false)
    #expect(harness.behavior.memory == CollapseMemory(fraction: 1, isEnabled: false))
    // A returning screen that was disabled comes back disabled.
    var other = try Self.harness(start: 0)
    other.perform { $0.restore(CollapseMemory(fraction: 1, isEnabled: false), at: $1, emit: $2) }
    #expect(!other.behavior.isEnabled)
    #expect(other.collapsed == 44)
    #expect(other.scroll(900) == [44], "disabled: scrolling up does not reveal")
  }

  @Test("restoring a screen brings its chrome back at once", arguments: restoreRows)
  func restore(
    situation: String, mode: CollapseConfiguration.Mode, offset: Double, fraction: Double,
    expected: Double
  ) throws {
    // The returning screen's scroll view, as the host reports it, with a fresh behaviour.
    var harness = try CollapseFixture.harness(
      mode: mode, metrics: CollapseFixture.longList(offset: offset))
    harness.perform { $0.restore(CollapseMemory(fraction: fraction), at: $1, emit: $2) }
    #expect(harness.collapsed == expected, "\(situation)")
    #expect(!harness.behavior.isAnimating, "\(situation): without animation")
    harness.run(for: 1)
    #expect(harness.collapsed == expected, "\(situation): held at rest")
    if mode == .collapsesWithContent && expected == 44 {
      #expect(harness.drag(offset - 100) == [44], "\(situation): up mid-content stays hidden")
    }
  }

  @Test("restoring with content that now fits comes back expanded")
  func restoreContentFits() throws {
    var harness = try CollapseFixture.harness(metrics: CollapseFixture.list(scrolling: 30))
    harness.perform { $0.restore(CollapseMemory(fraction: 1), at: $1, emit: $2) }
    #expect(harness.collapsed == 0)
  }

  @Test("a new screen starts expanded unless configured otherwise", arguments: newScreenRows)
  func newScreen(
    situation: String, metrics: ScrollMetrics, mode: CollapseConfiguration.Mode,
    startsCollapsed: Bool, expected: Double
  ) throws {
    let harness = try CollapseFixture.harness(mode: mode, metrics: metrics) {
      $0.startsCollapsed = startsCollapsed
    }
    #expect(harness.collapsed == expected, "\(situation)")
    #expect(harness.behavior.state == (expected == 0 ? .expanded : .collapsed), "\(situation)")
  }

  // MARK: setRange

  @Test("setRange keeps the fraction", arguments: rangeRows)
  func setRange(situation: String, fraction: Double, range: Double, expected: Double) throws {
    var harness = try Self.harness(start: 44)
    harness.setFraction(fraction, animated: false)
    try harness.setRange(range)
    #expect(harness.behavior.range == range)
    #expect(isClose(harness.collapsed, expected), "\(situation)")
    #expect(isClose(harness.behavior.fraction, fraction), "\(situation)")
  }

  @Test("a longer range under which the content fits expands the chrome, animated")
  func setRangeContentFits() throws {
    // D 60: collapsible with R 44; with R 80 the content fits (D ≤ R).
    var harness = try CollapseFixture.harness(metrics: CollapseFixture.list(scrolling: 60))
    harness.drag(60)
    harness.release()
    #expect(harness.collapsed == 44)
    try harness.setRange(80)
    #expect(harness.collapsed == 80, "the fraction is kept first: 1·80")
    #expect(harness.behavior.isAnimating)
    harness.runUntilIdle()
    #expect(harness.collapsed == 0)
  }

  @Test("setRange while animating keeps heading for the same end")
  func setRangeWhileAnimating() throws {
    var harness = try Self.harness(start: 0)
    let id = harness.collapse(animated: true)
    harness.run(for: 3.0 / 60)
    let fraction = harness.behavior.fraction
    try harness.setRange(32)
    #expect(isClose(harness.behavior.fraction, fraction), "no jump in fraction")
    harness.run(for: 1)
    #expect(harness.collapsed == 32)
    #expect(harness.completions(of: id) == [true])
  }

  @Test(
    "setRange refuses a range that is not positive and finite",
    arguments: [
      0, -10, .nan, .infinity,
    ])
  func setRangeInvalid(range: Double) throws {
    var harness = try Self.harness(start: 44)
    let before = harness.behavior
    #expect(throws: ConfigurationError.self) { try harness.setRange(range) }
    #expect(harness.behavior == before, "unchanged")
    do {
      try harness.setRange(range)
    } catch {
      #expect(error.field == "range")
    }
  }
}
