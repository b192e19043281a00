import ScrollChromeCore
import ScrollChromeTestSupport
import Testing

// The `shyBar` preset of SQTShyNavigationBar (cbpowell): collapsesWithContent with
// R = fullHeight − shyHeight, heights below the top safe area, nearest settling with the near-top
// rule, 0.2 s ease-in-out, shyFraction = 1 − f, visibleHeight = fullHeight − c. Our geometry for
// the seed's worked examples: the scroll view's adjusted top inset is 64 = status bar 20 + bar 44,
// so it rests at y = −64 and u = y + 64 (the seed's `offset`); fullHeight 44, shyHeight 0 ⇒ R = 44.
// Screen 320×568, content 2000.

/// The worked examples' scroll view: V 568, C 2000, top inset 64, at rest at y = −64.
private func seedList(offset: Double? = nil) -> ScrollMetrics {
  ScrollMetrics(offset: offset, viewport: 568, content: 2000, insetTop: 64)
}

/// A harness around a ``ShyBar`` built with `make`.
private func shyHarness(
  metrics: ScrollMetrics = seedList(),
  _ make: @escaping (ScrollTracker) -> ShyBar.Chrome = { ShyBar().makeChrome(tracker: $0) }
) throws -> CollapseHarness<ShyBar.Chrome> {
  try CollapseHarness(metrics: metrics, behavior: \.behavior, make: make)
}

/// T1, one drag: (y, expected shyFraction, expected visibleHeight, expected stretch).
private let t1Rows: [(Double, Double, Double, Double)] = [
  // u 14: c 14 ⇒ 30/44 = 0.6818, visible 30. The seed ignored this first event (its `settled` flag
  // waited for −y == F + S by float equality); our tracker knows the resting top from the inset, so
  // nothing is ignored (a seed defect, fixed).
  (-50, 30.0 / 44, 30, 0),
  // u 0: full.
  (-64, 1, 44, 0),
  // u 10: c 10 ⇒ 34/44 = 0.7727 (the seed's barY 10), visible 34.
  (-54, 34.0 / 44, 34, 0),
  // u 34: 10/44 = 0.2273, visible 10.
  (-30, 10.0 / 44, 10, 0),
  // u 64 ≥ 44: shy, visible 0.
  (0, 0, 0, 0),
  // u 164: unchanged.
  (100, 0, 0, 0),
  // u −36 (pulled past the top): full, stretch 36.
  (-100, 1, 44, 36),
]

/// (situation, shyHeight, fullHeight, expected field)
private let invalidRows: [(String, Double, Double, String)] = [
  // shyHeight is a height, at least 0.
  ("negative shyHeight", -1, 44, "shyHeight"),
  // Not a number.
  ("NaN shyHeight", .nan, 44, "shyHeight"),
  // The shy height must stay below the full height (R > 0): the shy height is named.
  ("equal heights", 20, 20, "shyHeight"),
  // A full bar shorter than the shy one.
  ("fullHeight below shyHeight", 20, 10, "shyHeight"),
  // A full height of 0 leaves no bar.
  ("zero fullHeight", 0, 0, "fullHeight"),
  // Not finite.
  ("infinite fullHeight", 0, .infinity, "fullHeight"),
  // Not a number.
  ("NaN fullHeight", 0, .nan, "fullHeight"),
]

@Suite("ShyBar preset")
struct ShyBarTests {
  @Test("defaults: R 44, collapsesWithContent, nearest, 0.2 s ease-in-out, shown")
  func defaults() throws {
    let harness = try shyHarness()
    let configuration = harness.behavior.configuration
    #expect(harness.chrome.preset.fullHeight == 44)
    #expect(harness.chrome.preset.shyHeight == 0)
    #expect(configuration.range == 44)
    #expect(configuration.mode == .collapsesWithContent)
    #expect(configuration.snap == .nearest)
    #expect(configuration.animation == .timing(.easeInOut, duration: 0.2))
    #expect(harness.chrome.shyFraction == 1)
    #expect(harness.chrome.visibleHeight == 44)
  }

  @Test("worked example T1: shyFraction and visible height per event")
  func workedExampleT1() throws {
    var harness = try shyHarness()
    harness.send(.beginDragging)
    for (y, shyFraction, visible, stretch) in t1Rows {
      harness.scroll(y)
      #expect(isClose(harness.chrome.shyFraction, shyFraction), "y = \(y)")
      #expect(isClose(harness.chrome.visibleHeight, visible), "y = \(y)")
      #expect(harness.behavior.stretch == stretch, "y = \(y)")
      #expect(harness.chrome.itemAlpha == harness.chrome.shyFraction, "y = \(y)")
    }
  }

  @Test("worked example T2: the snap to full anchors the next collapse at u = 24")
  func workedExampleT2() throws {
    var harness = try shyHarness()
    // u 24: c 24, shyFraction 20/44.
    harness.drag(-40)
    #expect(isClose(harness.chrome.shyFraction, 20.0 / 44))
    // panEnd: f = 24/44 = 0.545 but u = 24 < R ⇒ the near-top rule expands, 0.2 s.
    harness.release()
    harness.run(for: 0.1)
    #expect(isClose(harness.chrome.visibleHeight, 32))  // halfway: 44 − 24·0.5
    harness.run(for: 0.1)
    #expect(harness.chrome.shyFraction == 1)
    // Anchor 24: u 34 ⇒ c 10 (34/44); u 64 ⇒ c 40 (4/44 = 0.0909); u 74 ⇒ c 44 (0).
    harness.send(.beginDragging)
    let fractions = harness.scroll(-30, 0, 10).map { 1 - $0 / 44 }
    #expect(isClose(fractions[0], 34.0 / 44))
    #expect(isClose(fractions[1], 4.0 / 44))
    #expect(fractions[2] == 0)
  }

  @Test("shouldSnap false leaves a partial bar")
  func shouldSnapFalse() throws {
    var harness = try shyHarness { ShyBar(snaps: false).makeChrome(tracker: $0) }
    #expect(harness.behavior.configuration.snap == .none)
    harness.drag(-40)
    harness.release()
    harness.run(for: 1)
    #expect(isClose(harness.chrome.shyFraction, 20.0 / 44))
  }

  @Test("itemAlpha follows shyFraction")
  func itemAlpha() throws {
    var harness = try shyHarness()
    harness.drag(-53)  // u 11 ⇒ 33/44 = 0.75
    #expect(harness.chrome.itemAlpha == 0.75)
    harness.scroll(0)
    #expect(harness.chrome.itemAlpha == 0)
  }

  @Test("custom heights: shy 44 / full 100 ⇒ R 56, visible height 100 − c")
  func customHeights() throws {
    var harness = try shyHarness { ShyBar(fullHeight: 100, shyHeight: 44).makeChrome(tracker: $0) }
    #expect(harness.behavior.range == 56)
    harness.drag(-34)  // u 30
    #expect(harness.chrome.visibleHeight == 70)
    harness.scroll(100)  // u 164
    #expect(harness.chrome.visibleHeight == 44)  // the shy height stays visible
  }

  @Test("a shorter bar in landscape: the visible height follows the new range")
  func setRangeKeepsTheHeightsConsistent() throws {
    var harness = try shyHarness()
    // Fully shown: a 44-point bar becomes a 32-point bar (shy height 0).
    try harness.setRange(32)
    #expect(harness.chrome.visibleHeight == 32)
    // Scrolled away (u 300 ≥ R): fully shy, nothing visible.
    harness.drag(236)
    harness.release()
    #expect(harness.chrome.visibleHeight == 0)
    // Back to portrait, still shy: the fraction is kept.
    try harness.setRange(44)
    #expect(harness.chrome.visibleHeight == 0)
    #expect(harness.chrome.shyFraction == 0)
  }

  @Test("isEnabled false: scrolling does not move the bar")
  func disabled() throws {
    var harness = try shyHarness { ShyBar(isEnabled: false).makeChrome(tracker: $0) }
    #expect(!harness.behavior.isEnabled)
    harness.drag(100)
    #expect(harness.chrome.shyFraction == 1)
  }

  @Test("leaving and entering screens: memory per screen, new screens start full")
  func screens() throws {
    // Screen A scrolled to y 236 (u 300): the bar is shy.
    var harness = try shyHarness()
    harness.drag(236)
    harness.release()
    #expect(harness.chrome.shyFraction == 0)
    let memoryA = harness.chrome.memoryForLeaving
    #expect(memoryA.fraction == 1)
    // Push screen B, at its top: a new screen starts full and enabled.
    harness.sendEach([.switchScrollView(seedList())])
    harness.perform { $0.enterScreen(remembering: nil, at: $1, emit: $2) }
    #expect(harness.chrome.shyFraction == 1)
    #expect(harness.behavior.isEnabled)
    // No stale anchor from A (the seed kept z = 300): u 10 ⇒ c 10 at once.
    harness.drag(-54)
    #expect(harness.chrome.visibleHeight == 34)
    harness.release()
    harness.runUntilIdle()
    // Pop back to A at y 236: shy again, and scrolling up mid-content does not reveal.
    harness.sendEach([.switchScrollView(seedList(offset: 236))])
    harness.perform { $0.enterScreen(remembering: memoryA, at: $1, emit: $2) }
    #expect(harness.chrome.shyFraction == 0)
    #expect(!harness.behavior.isAnimating)
    harness.drag(200)
    #expect(harness.chrome.shyFraction == 0)
  }

  @Test("invalid heights are named by validate() and clamped when run", arguments: invalidRows)
  func invalid(situation: String, shyHeight: Double, fullHeight: Double, field: String) throws {
    let bar = ShyBar(fullHeight: fullHeight, shyHeight: shyHeight)
    #expect(throws: ConfigurationError.self, "\(situation)") { try bar.validate() }
    #expect(bar.resolved().issue?.field == field, "\(situation)")
    // The nearest valid bar runs instead, and is valid.
    let clamped = bar.clamped()
    #expect(throws: Never.self, "\(situation)") { try clamped.validate() }
    let chrome = bar.makeChrome(tracker: try ScrollTracker(metrics: seedList()))
    #expect(chrome.preset == clamped, "\(situation)")
    #expect(chrome.visibleHeight.isFinite, "\(situation)")
  }

  @Test(
    "the nearest valid bar",
    arguments: [
      // A shy height at the full height comes just below it.
      (44.0, 44.0, 44.0, 44.0.nextDown),
      // Negative heights come up to their minimum.
      (-5, -1, Double.leastNonzeroMagnitude, 0),
      // Beyond a billion points.
      (2e9, 3, 1e9, 3),
      // NaN becomes the lower end.
      (.nan, .nan, Double.leastNonzeroMagnitude, 0),
    ] as [(Double, Double, Double, Double)])
  func clamped(fullHeight: Double, shyHeight: Double, full: Double, shy: Double) {
    let clamped = ShyBar(fullHeight: fullHeight, shyHeight: shyHeight).clamped()
    #expect(clamped.fullHeight == full)
    #expect(clamped.shyHeight == shy)
    #expect(ShyBar().clamped() == ShyBar(), "a valid bar is its own nearest")
  }
}
