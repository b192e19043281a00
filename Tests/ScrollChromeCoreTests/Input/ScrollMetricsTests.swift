import ScrollChromeCore
import ScrollChromeTestSupport
import Testing

// Expected values follow the geometry conventions: minY = −T, maxY = max(minY, C + B − V),
// D = maxY − minY, u = y − minY, oTop = max(0, minY − y), oBottom = max(0, y − maxY).

/// (situation, V, C, T, B, y, minY, maxY, D, u, oTop, oBottom, overscrolled)
private let derivedRows:
  [(
    String, Double, Double, Double, Double, Double, Double, Double, Double, Double, Double, Double,
    Bool
  )] = [
    // Long list, no insets, scrolled 100 pt down: maxY = 4000 − 800.
    ("long list", 800, 4000, 0, 0, 100, 0, 3200, 3200, 100, 0, 0, false),
    // Insets (nav bar 91, home indicator 34) at the resting top: maxY = 4000 + 34 − 800 = 3234.
    ("insets at top", 800, 4000, 91, 34, -91, -91, 3234, 3325, 0, 0, 0, false),
    // Content shorter than the viewport: C + B − V = −500 < minY, so maxY = minY and D = 0.
    ("short content", 800, 300, 0, 0, 0, 0, 0, 0, 0, 0, 0, false),
    // Short content with insets, pulled 50 pt down: maxY = max(−100, 300 + 50 − 800) = −100.
    ("short content pulled", 800, 300, 100, 50, -150, -100, -100, 0, -50, 50, 0, true),
    // Short content pushed up: every positive offset past minY is bottom overscroll.
    ("short content pushed", 800, 300, 0, 0, 30, 0, 0, 0, 30, 0, 30, true),
    // Content exactly as tall as the viewport: nothing to scroll.
    ("content equals viewport", 800, 800, 0, 0, 0, 0, 0, 0, 0, 0, 0, false),
    // Content a little taller than the viewport with insets: maxY = 760 + 83 − 800 = 43, D = 87.
    ("barely scrollable", 800, 760, 44, 83, 10, -44, 43, 87, 54, 0, 0, false),
    // Rubber-banded 40 pt past the top.
    ("top overscroll", 800, 4000, 0, 0, -40, 0, 3200, 3200, -40, 40, 0, true),
    // Rubber-banded 60 pt past the bottom.
    ("bottom overscroll", 800, 4000, 0, 0, 3260, 0, 3200, 3200, 3260, 0, 60, true),
    // Exactly at the bottom edge is inside the range.
    ("at bottom edge", 800, 4000, 0, 0, 3200, 0, 3200, 3200, 3200, 0, 0, false),
    // A negative bottom inset shortens the range: maxY = 4000 − 20 − 800.
    ("negative bottom inset", 800, 4000, 0, -20, 0, 0, 3180, 3180, 0, 0, 0, false),
    // Zero viewport (a collapsed view): maxY = C.
    ("zero viewport", 0, 500, 0, 0, 0, 0, 500, 500, 0, 0, 0, false),
  ]

/// (situation, V, C, T, B, y, clamped(y))
private let clampRows: [(String, Double, Double, Double, Double, Double, Double)] = [
  // Inside the range: unchanged.
  ("inside", 800, 4000, 0, 0, 1234.5, 1234.5),
  // Past the top: the resting top −T.
  ("above top", 800, 4000, 64, 0, -200, -64),
  // Past the bottom: C + B − V = 3234.
  ("below bottom", 800, 4000, 0, 34, 9000, 3234),
  // Content that fits clamps everything to minY.
  ("fits", 800, 300, 20, 0, 150, -20),
]

/// (situation, V, C, T, B, range R, fits)
private let fitRows: [(String, Double, Double, Double, Double, Double, Bool)] = [
  // D = 3200 is far more than a 44-pt bar.
  ("long list", 800, 4000, 0, 0, 44, false),
  // D = 0 fits any range, even 0.
  ("short content, zero range", 800, 300, 0, 0, 0, true),
  // D = 44 equals R = 44: fits (D ≤ R).
  ("exactly the range", 800, 844, 0, 0, 44, true),
  // D = 45 is one point more than R: does not fit.
  ("one point more", 800, 845, 0, 0, 44, false),
  // Insets count: maxY = 800 + 30 − 800 = 30, minY = −10, so D = 40 > 39.5.
  ("with insets, just too long", 800, 800, 10, 30, 39.5, false),
  // The same geometry fits a 40-pt range.
  ("with insets, fits", 800, 800, 10, 30, 40, true),
]

/// (situation, metrics, expected diagnostic)
private let invalidRows: [(String, ScrollMetrics, ScrollDiagnostic)] = [
  // NaN offset.
  (
    "offset NaN", ScrollMetrics(offset: .nan, viewport: 800, content: 4000),
    .init(field: .offset, problem: .notFinite)
  ),
  // +∞ offset.
  (
    "offset +inf", ScrollMetrics(offset: .infinity, viewport: 800, content: 4000),
    .init(field: .offset, problem: .notFinite)
  ),
  // −∞ offset.
  (
    "offset -inf", ScrollMetrics(offset: -.infinity, viewport: 800, content: 4000),
    .init(field: .offset, problem: .notFinite)
  ),
  // Offset beyond 1e9.
  (
    "offset too large", ScrollMetrics(offset: 2e9, viewport: 800, content: 4000),
    .init(field: .offset, problem: .tooLarge)
  ),
  // Negative offset beyond −1e9.
  (
    "offset too small", ScrollMetrics(offset: -1.5e9, viewport: 800, content: 4000),
    .init(field: .offset, problem: .tooLarge)
  ),
  // Negative viewport.
  (
    "viewport negative", ScrollMetrics(viewport: -1, content: 4000),
    .init(field: .viewport, problem: .negative)
  ),
  // NaN viewport.
  (
    "viewport NaN", ScrollMetrics(viewport: .nan, content: 4000),
    .init(field: .viewport, problem: .notFinite)
  ),
  // +∞ viewport.
  (
    "viewport +inf", ScrollMetrics(viewport: .infinity, content: 4000),
    .init(field: .viewport, problem: .notFinite)
  ),
  // Viewport beyond 1e9.
  (
    "viewport too large", ScrollMetrics(viewport: 1e9 + 1, content: 4000),
    .init(field: .viewport, problem: .tooLarge)
  ),
  // Negative content.
  (
    "content negative", ScrollMetrics(viewport: 800, content: -0.5),
    .init(field: .content, problem: .negative)
  ),
  // −∞ content.
  (
    "content -inf", ScrollMetrics(viewport: 800, content: -.infinity),
    .init(field: .content, problem: .notFinite)
  ),
  // Content beyond 1e9.
  (
    "content too large", ScrollMetrics(viewport: 800, content: 3e9),
    .init(field: .content, problem: .tooLarge)
  ),
  // NaN top inset (given with an explicit finite offset so only the inset is bad).
  (
    "insetTop NaN", ScrollMetrics(offset: 0, viewport: 800, content: 4000, insetTop: .nan),
    .init(field: .insetTop, problem: .notFinite)
  ),
  // Top inset beyond 1e9.
  (
    "insetTop too large", ScrollMetrics(offset: 0, viewport: 800, content: 4000, insetTop: 5e9),
    .init(field: .insetTop, problem: .tooLarge)
  ),
  // +∞ bottom inset.
  (
    "insetBottom +inf", ScrollMetrics(viewport: 800, content: 4000, insetBottom: .infinity),
    .init(field: .insetBottom, problem: .notFinite)
  ),
  // Bottom inset beyond −1e9.
  (
    "insetBottom too small", ScrollMetrics(viewport: 800, content: 4000, insetBottom: -2e9),
    .init(field: .insetBottom, problem: .tooLarge)
  ),
]

/// (situation, metrics) that are valid.
private let validRows: [(String, ScrollMetrics)] = [
  // An ordinary list.
  (
    "ordinary",
    ScrollMetrics(offset: 120, viewport: 800, content: 4000, insetTop: 91, insetBottom: 34)
  ),
  // Negative offsets and insets are legal (overscroll, negative adjusted insets).
  (
    "negatives allowed",
    ScrollMetrics(offset: -300, viewport: 800, content: 4000, insetTop: -10, insetBottom: -20)
  ),
  // Zero viewport and zero content.
  ("all zero", ScrollMetrics(offset: 0, viewport: 0, content: 0)),
  // Exactly the limit ±1e9 is still accepted (only magnitudes beyond it are rejected).
  (
    "at the limit",
    ScrollMetrics(offset: -1e9, viewport: 1e9, content: 1e9, insetTop: 1e9, insetBottom: -1e9)
  ),
]

@Suite("ScrollMetrics")
struct ScrollMetricsTests {
  @Test("derived quantities of the scroll geometry", arguments: derivedRows)
  func derived(
    situation: String, viewport: Double, content: Double, insetTop: Double, insetBottom: Double,
    offset: Double, minY: Double, maxY: Double, distance: Double, fromTop: Double,
    topOverscroll: Double, bottomOverscroll: Double, overscrolled: Bool
  ) {
    let metrics = ScrollMetrics(
      offset: offset, viewport: viewport, content: content, insetTop: insetTop,
      insetBottom: insetBottom)
    #expect(metrics.minY == minY, "\(situation)")
    #expect(metrics.maxY == maxY, "\(situation)")
    #expect(metrics.scrollableDistance == distance, "\(situation)")
    #expect(metrics.offsetFromTop == fromTop, "\(situation)")
    #expect(metrics.topOverscroll == topOverscroll, "\(situation)")
    #expect(metrics.bottomOverscroll == bottomOverscroll, "\(situation)")
    #expect(metrics.isOverscrolled == overscrolled, "\(situation)")
  }

  @Test("the default offset is the resting top −T")
  func defaultOffset() {
    let metrics = ScrollMetrics(viewport: 800, content: 4000, insetTop: 64, insetBottom: 34)
    #expect(metrics.offset == -64)
    #expect(metrics.offsetFromTop == 0)
    #expect(!metrics.isOverscrolled)
  }

  @Test("clamped(_:) keeps an offset inside minY…maxY", arguments: clampRows)
  func clamped(
    situation: String, viewport: Double, content: Double, insetTop: Double, insetBottom: Double,
    y: Double, expected: Double
  ) {
    let metrics = ScrollMetrics(
      viewport: viewport, content: content, insetTop: insetTop, insetBottom: insetBottom)
    #expect(metrics.clamped(y) == expected, "\(situation)")
  }

  @Test("contentFits(within:) is D ≤ R", arguments: fitRows)
  func contentFits(
    situation: String, viewport: Double, content: Double, insetTop: Double, insetBottom: Double,
    range: Double, fits: Bool
  ) {
    let metrics = ScrollMetrics(
      viewport: viewport, content: content, insetTop: insetTop, insetBottom: insetBottom)
    #expect(metrics.contentFits(within: range) == fits, "\(situation)")
  }

  @Test("validated() names the bad field and the problem", arguments: invalidRows)
  func invalid(situation: String, metrics: ScrollMetrics, expected: ScrollDiagnostic) {
    #expect(metrics.validated() == expected, "\(situation)")
  }

  @Test("validated() accepts usable metrics", arguments: validRows)
  func valid(situation: String, metrics: ScrollMetrics) {
    #expect(metrics.validated() == nil, "\(situation)")
  }

  @Test("a diagnostic's reason is field:problem, as trace's rejected:<reason> events print it")
  func diagnosticReason() {
    #expect(ScrollDiagnostic(field: .offset, problem: .notFinite).reason == "offset:notFinite")
    #expect(ScrollDiagnostic(field: .viewport, problem: .negative).reason == "viewport:negative")
    #expect(
      ScrollDiagnostic(field: .time, problem: .timeWentBackwards).reason
        == "time:timeWentBackwards")
    #expect(ScrollDiagnostic(field: .content, problem: .tooLarge).description.contains("content"))
  }
}
