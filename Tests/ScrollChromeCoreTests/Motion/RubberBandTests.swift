import ScrollChromeCore
import ScrollChromeTestSupport
import Testing

// UIKit's rubber band: b(x) = x·dim·c/(dim + c·x), c = 0.55; inverse x = dim·b/(c·(dim − b)).

/// (situation, c, finger distance x, dimension, displayed b)
private let forwardRows: [(String, Double, Double, Double, Double)] = [
  // R1 (reference value). python: 50*800*0.55/(800+0.55*50) → 26.5861027190
  ("R1", 0.55, 50, 800, 26.5861),
  // python: 100*800*0.55/(800+55*1) → 51.4619883041
  ("100 at 800", 0.55, 100, 800, 51.4620),
  // The gist's printed value 52.02 for x 100, d 960. python: 100*960*.55/(960+55) → 52.0197044335
  ("gist 52.02", 0.55, 100, 960, 52.0197),
  // b(dim) = dim·c/(1 + c) = 0.3548·dim. python: 800*.55/1.55 → 283.8709677419
  ("one viewport", 0.55, 800, 800, 283.8710),
  // A small pull moves at about the edge slope 0.55. python: 1*800*.55/(800+.55) → 0.5496221348
  ("one point", 0.55, 1, 800, 0.5496221348),
  // Half a viewport at 600. python: 300*600*.55/(600+.55*300) → 129.4117647059
  ("300 at 600", 0.55, 300, 600, 129.4117647059),
  // use-gesture's default c = 0.15. python: 100*800*.15/(800+15) → 14.7239263804
  ("c 0.15", 0.15, 100, 800, 14.7239263804),
  // A huge pull approaches but never reaches dim. python: 1e12*800*.55/(800+.55e12) → 799.9999988
  ("huge pull", 0.55, 1e12, 800, 799.9999988),
  // b → dim as x → ∞, even where x·dim overflows. python: 1e300*800*.55/(800+.55e300) → 800.0
  ("1e300", 0.55, 1e300, 800, 800),
  // The largest finite distance (what the inverse returns at b = dim) still displays ≈ dim.
  ("largest finite", 0.55, .greatestFiniteMagnitude, 800, 800),
  // No distance, no overscroll.
  ("zero", 0.55, 0, 800, 0),
]

/// (situation, displayed b, dimension, finger distance x)
private let inverseRows: [(String, Double, Double, Double)] = [
  // python: 800*100/(0.55*(800-100)) → 207.7922077922
  ("100 at 800", 100, 800, 207.7922077922),
  // python: 600*300/(0.55*300) → 1090.9090909091
  ("half of 600", 300, 600, 1090.9090909091),
  // R1 backwards: python: 800*26.58610271903323/(0.55*(800-26.58610271903323)) → 50
  ("R1 inverse", 26.58610271903323, 800, 50),
  // Nothing displayed, no finger distance.
  ("zero", 0, 800, 0),
]

@Suite("RubberBand")
struct RubberBandTests {
  @Test("UIKit's coefficient is 0.55")
  func coefficient() {
    #expect(RubberBand.uiKit.coefficient == 0.55)
    #expect(RubberBand().coefficient == 0.55)
  }

  @Test("b(x) = x·dim·c/(dim + c·x) (UIKit's rubber band, R1)", arguments: forwardRows)
  func forward(
    situation: String, coefficient: Double, distance: Double, dimension: Double,
    expected: Double
  ) {
    let band = RubberBand(coefficient: coefficient)
    #expect(
      isClose(band.overscroll(forFingerDistance: distance, dimension: dimension), expected),
      "\(situation)")
  }

  @Test("inverse x = dim·b/(c·(dim − b))", arguments: inverseRows)
  func inverse(situation: String, overscroll: Double, dimension: Double, expected: Double) {
    let distance = RubberBand.uiKit.fingerDistance(forOverscroll: overscroll, dimension: dimension)
    #expect(isClose(distance, expected, tolerance: 1e-6), "\(situation)")
  }

  @Test(
    "inverse round-trips the forward map",
    arguments: [
      // 0.25 pt past the edge.
      0.25,
      // A typical pull.
      37.5,
      // R1's distance.
      50.0,
      // A viewport's worth.
      800.0,
      // Several viewports.
      5000.0,
    ])
  func roundTrip(distance: Double) {
    for dimension in [320.0, 800, 960] {
      let band = RubberBand.uiKit
      let shown = band.overscroll(forFingerDistance: distance, dimension: dimension)
      let back = band.fingerDistance(forOverscroll: shown, dimension: dimension)
      #expect(isClose(back, distance, relative: 1e-9), "x \(distance), dim \(dimension)")
      let forth = band.overscroll(forFingerDistance: back, dimension: dimension)
      #expect(isClose(forth, shown, relative: 1e-9), "x \(distance), dim \(dimension)")
    }
  }

  @Test("limits: slope 0.55 at the edge, always below dim, increasing")
  func limits() {
    let band = RubberBand.uiKit
    // b′(0) = c: python: 1e-6*800*.55/(800+.55e-6)/1e-6 → 0.5499999996
    #expect(
      isClose(
        band.overscroll(forFingerDistance: 1e-6, dimension: 800) / 1e-6, 0.55,
        tolerance: 1e-6))
    var previous = 0.0
    for step in 1...400 {
      let shown = band.overscroll(forFingerDistance: Double(step) * 25, dimension: 800)
      #expect(shown > previous && shown < 800)
      #expect(shown < Double(step) * 25, "displayed never exceeds the finger distance")
      previous = shown
    }
  }

  @Test(
    "degenerate inputs give 0, never NaN",
    arguments: [
      // Negative distance (the finger is inside the range).
      (-20.0, 800.0),
      // Zero viewport.
      (50.0, 0.0),
      // Both zero.
      (0.0, 0.0),
    ])
  func degenerate(distance: Double, dimension: Double) {
    let band = RubberBand.uiKit
    #expect(band.overscroll(forFingerDistance: distance, dimension: dimension) == 0)
    #expect(band.fingerDistance(forOverscroll: distance, dimension: dimension) == 0)
  }

  @Test(
    "no finger displays the whole viewport: the inverse picks the content up at 99 %",
    arguments: [
      // Exactly one viewport past the edge.
      800.0,
      // Further out than any finger can pull (an offset the app set).
      900.0,
      // Absurdly far out.
      1e12,
    ])
  func inverseAtOrPastDimension(overscroll: Double) {
    let distance = RubberBand.uiKit.fingerDistance(forOverscroll: overscroll, dimension: 800)
    // python: 800*(0.99*800)/(0.55*(800 - 0.99*800)) → 144000.0
    #expect(isClose(distance, 144_000, tolerance: 1e-6))
  }
}
