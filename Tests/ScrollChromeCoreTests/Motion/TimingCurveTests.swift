import ScrollChromeCore
import ScrollChromeTestSupport
import Testing

// UIKit's cubic Bézier timing curves: P(s) = 3(1−s)²s·P₁ + 3(1−s)s²·P₂ + s³; solve x(s) = x, output
// y(s). Expected numbers come from python, solving x(s) = x by 200 bisection steps:
//   bez = lambda p1, p2, s: 3*(1-s)**2*s*p1 + 3*(1-s)*s*s*p2 + s**3
//   progress(c, x) = bez(c.y1, c.y2, s) with bez(c.x1, c.x2, s) = x

/// (situation, curve, x, progress y)
private let progressRows: [(String, TimingCurve, Double, Double)] = [
  // B1 (reference value): easeInEaseOut at x = 0.25 → 0.129162.
  ("easeInOut B1", .easeInOut, 0.25, 0.129161931),
  // python → 0.019722454
  ("easeInOut 0.1", .easeInOut, 0.1, 0.019722454),
  // Symmetric curve: exactly half way at half time.
  ("easeInOut 0.5", .easeInOut, 0.5, 0.5),
  // python → 0.870838069 (= 1 − B1 by symmetry)
  ("easeInOut 0.75", .easeInOut, 0.75, 0.870838069),
  // python → 0.980277546
  ("easeInOut 0.9", .easeInOut, 0.9, 0.980277546),
  // python → 0.017026610
  ("easeIn 0.1", .easeIn, 0.1, 0.017026610),
  // python → 0.093464651
  ("easeIn 0.25", .easeIn, 0.25, 0.093464651),
  // python → 0.315356813
  ("easeIn 0.5", .easeIn, 0.5, 0.315356813),
  // python → 0.621861869
  ("easeIn 0.75", .easeIn, 0.75, 0.621861869),
  // python → 0.839427846
  ("easeIn 0.9", .easeIn, 0.9, 0.839427846),
  // python → 0.160572154 (= 1 − easeIn(0.9): easeOut mirrors easeIn)
  ("easeOut 0.1", .easeOut, 0.1, 0.160572154),
  // python → 0.378138131
  ("easeOut 0.25", .easeOut, 0.25, 0.378138131),
  // python → 0.684643187
  ("easeOut 0.5", .easeOut, 0.5, 0.684643187),
  // python → 0.906535349
  ("easeOut 0.75", .easeOut, 0.75, 0.906535349),
  // python → 0.982973390
  ("easeOut 0.9", .easeOut, 0.9, 0.982973390),
  // Linear: progress equals time.
  ("linear 0.1", .linear, 0.1, 0.1),
  // Linear: progress equals time.
  ("linear 0.75", .linear, 0.75, 0.75),
  // python → 0.094796306
  ("default 0.1", .default, 0.1, 0.094796306),
  // python → 0.408510591
  ("default 0.25", .default, 0.25, 0.408510591),
  // python → 0.802403388
  ("default 0.5", .default, 0.5, 0.802403388),
  // python → 0.960458978
  ("default 0.75", .default, 0.75, 0.960458978),
  // python → 0.994316477
  ("default 0.9", .default, 0.9, 0.994316477),
  // A custom curve given by control points equals the preset with the same points.
  ("custom = easeInOut", TimingCurve(0.42, 0, 0.58, 1), 0.25, 0.129161931),
  // Both x control points at 0: x(s) = s³, flat at the start. python → 0.028000000
  ("x1 = x2 = 0, early", TimingCurve(0, 0, 0, 1), 0.001, 0.028000000),
  // python → 0.744421424
  ("x1 = x2 = 0, 0.3", TimingCurve(0, 0, 0, 1), 0.3, 0.744421424),
  // x(s) has a stationary point at s = 0.5 (x′ = 0): Newton must not run off. python → 0.047395275
  ("vertical middle, 0.3", TimingCurve(1, 0, 0, 1), 0.3, 0.047395275),
  // python → 0.301418679
  ("vertical middle, 0.49", TimingCurve(1, 0, 0, 1), 0.49, 0.301418679),
  // python → 0.698581321
  ("vertical middle, 0.51", TimingCurve(1, 0, 0, 1), 0.51, 0.698581321),
  // A steep S-curve. python → 0.417412948
  ("steep S, 0.49", TimingCurve(0.9, 0.1, 0.1, 0.9), 0.49, 0.417412948),
  // python → 0.086500620
  ("steep S, 0.3", TimingCurve(0.9, 0.1, 0.1, 0.9), 0.3, 0.086500620),
  // x flat at the end: x(0.9) = 0.999, y = 0.9³. python → 0.729000000
  ("flat end", TimingCurve(1, 0, 1, 0), 0.999, 0.729),
  // python → 0.001408544
  ("flat end, 0.3", TimingCurve(1, 0, 1, 0), 0.3, 0.001408544),
]

/// (situation, curve)
private let presets: [(String, TimingCurve)] = [
  // The five named presets, plus two custom curves with flat spots in x(s).
  ("easeInOut", .easeInOut),
  ("easeIn", .easeIn),
  ("easeOut", .easeOut),
  ("linear", .linear),
  ("default", .default),
  ("vertical middle", TimingCurve(1, 0, 0, 1)),
  ("steep S", TimingCurve(0.9, 0.1, 0.1, 0.9)),
]

/// (situation, curve, x, slope dy/dx)
private let slopeRows: [(String, TimingCurve, Double, Double)] = [
  // python: y'(0.5)/x'(0.5) = 1.5/0.87 → 1.7241379310
  ("easeInOut middle", .easeInOut, 0.5, 1.7241379310),
  // python: at x = 1/3 → 1.3934081222
  ("easeInOut third", .easeInOut, 1.0 / 3, 1.3934081222),
  // python → 1.0592618412
  ("easeInOut quarter", .easeInOut, 0.25, 1.0592618412),
  // python → 1.0739787798
  ("easeIn middle", .easeIn, 0.5, 1.0739787798),
  // python → 0.9941424524
  ("default middle", .default, 0.5, 0.9941424524),
  // Linear is 1 everywhere.
  ("linear", .linear, 0.3, 1),
]

@Suite("TimingCurve")
struct TimingCurveTests {
  @Test("progress matches the solved Bézier (B1)", arguments: progressRows)
  func progress(situation: String, curve: TimingCurve, x: Double, expected: Double) {
    #expect(isClose(curve.progress(at: x), expected, tolerance: 1e-6), "\(situation)")
  }

  @Test(
    "presets carry CAMediaTimingFunction's documented control points",
    arguments: [
      // (0.42, 0, 0.58, 1)
      (TimingCurve.easeInOut, [0.42, 0, 0.58, 1]),
      // (0.42, 0, 1, 1)
      (TimingCurve.easeIn, [0.42, 0, 1, 1]),
      // (0, 0, 0.58, 1)
      (TimingCurve.easeOut, [0, 0, 0.58, 1]),
      // (0, 0, 1, 1)
      (TimingCurve.linear, [0, 0, 1, 1]),
      // (0.25, 0.1, 0.25, 1)
      (TimingCurve.default, [0.25, 0.1, 0.25, 1]),
    ])
  func controlPoints(curve: TimingCurve, points: [Double]) {
    #expect([curve.x1, curve.y1, curve.x2, curve.y2] == points)
  }

  @Test("endpoints are exact and out-of-range times clamp", arguments: presets)
  func endpoints(situation: String, curve: TimingCurve) {
    #expect(curve.progress(at: 0) == 0, "\(situation)")
    #expect(curve.progress(at: 1) == 1, "\(situation)")
    #expect(curve.progress(at: -0.5) == 0, "\(situation)")
    #expect(curve.progress(at: 1.5) == 1, "\(situation)")
  }

  @Test("progress never decreases and stays in 0…1 (1000-step grid)", arguments: presets)
  func monotonic(situation: String, curve: TimingCurve) {
    var previous = 0.0
    for step in 1...1000 {
      let y = curve.progress(at: Double(step) / 1000)
      #expect(y >= previous - 1e-12 && y <= 1 + 1e-12, "\(situation) at \(step)")
      previous = y
    }
  }

  @Test("a curve with a vertical tangent is exactly half way at its centre of symmetry")
  func verticalTangent() {
    // (1, 0, 0, 1) is point-symmetric with x′(0.5) = 0; the solve is ill-conditioned there
    // (Δy ≈ 1.5·∛ε), so allow 1e-4.
    #expect(isClose(TimingCurve(1, 0, 0, 1).progress(at: 0.5), 0.5, tolerance: 1e-4))
  }

  @Test("easeInOut is point-symmetric: p(x) + p(1 − x) = 1")
  func symmetry() {
    for step in 0...100 {
      let x = Double(step) / 100
      let sum = TimingCurve.easeInOut.progress(at: x) + TimingCurve.easeInOut.progress(at: 1 - x)
      #expect(isClose(sum, 1, tolerance: 1e-9), "x = \(x)")
    }
  }

  @Test("slope is dy/dx of the solved curve", arguments: slopeRows)
  func slope(situation: String, curve: TimingCurve, x: Double, expected: Double) {
    #expect(isClose(curve.slope(at: x), expected, tolerance: 1e-6), "\(situation)")
    let numeric = numericDerivative(at: x, step: 1e-6) { curve.progress(at: $0) }
    #expect(isClose(curve.slope(at: x), numeric, tolerance: 1e-4), "\(situation)")
  }
}
