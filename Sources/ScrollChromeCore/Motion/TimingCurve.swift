/// A cubic Bézier timing curve from (0, 0) to (1, 1), as `CAMediaTimingFunction` defines one.
///
/// The curve maps elapsed time, as a fraction of the duration from 0 to 1, to animation progress.
/// ``progress(at:)`` finds the point of the curve at that time (by Newton's method, with bisection
/// as a fallback) and returns its progress.
public struct TimingCurve: Sendable, Equatable {
  // MARK: Public

  /// The first control point's x, in `0…1`.
  public let x1: Double
  /// The first control point's y.
  public let y1: Double
  /// The second control point's x, in `0…1`.
  public let x2: Double
  /// The second control point's y.
  public let y2: Double

  /// Creates a curve from its two control points.
  ///
  /// - Parameters:
  ///   - x1: The first control point's x, clamped to `0…1`.
  ///   - y1: The first control point's y.
  ///   - x2: The second control point's x, clamped to `0…1`.
  ///   - y2: The second control point's y.
  public init(_ x1: Double, _ y1: Double, _ x2: Double, _ y2: Double) {
    self.x1 = min(max(x1, 0), 1)
    self.y1 = y1
    self.x2 = min(max(x2, 0), 1)
    self.y2 = y2
    x = Polynomial(self.x1, self.x2)
    y = Polynomial(y1, y2)
  }

  /// `(0.42, 0, 0.58, 1)` — UIKit's default for `UIView.animate`, and the curve of the 0.2 s
  /// animations of the libraries the presets replace.
  public static let easeInOut = TimingCurve(0.42, 0, 0.58, 1)
  /// `(0.42, 0, 1, 1)`.
  public static let easeIn = TimingCurve(0.42, 0, 1, 1)
  /// `(0, 0, 0.58, 1)`.
  public static let easeOut = TimingCurve(0, 0, 0.58, 1)
  /// `(0, 0, 1, 1)`: progress equals time.
  public static let linear = TimingCurve(0, 0, 1, 1)
  /// `(0.25, 0.1, 0.25, 1)` — Core Animation's `default`.
  public static let `default` = TimingCurve(0.25, 0.1, 0.25, 1)

  /// The animation progress at time progress `x`.
  ///
  /// - Parameter x: Elapsed time as a fraction of the duration; clamped to `0…1`.
  /// - Note: Cost per event: O(1) — a few Newton steps, at most 40 bisection steps.
  public func progress(at x: Double) -> Double {
    if x <= 0 { return 0 }
    if x >= 1 { return 1 }
    return y.value(parameter(forX: x))
  }

  // MARK: Package

  /// The slope `dy/dx` of the curve at time progress `x`: the animation's speed relative to a
  /// linear one.
  ///
  /// - Parameter x: Elapsed time as a fraction of the duration; clamped to `0…1`.
  package func slope(at x: Double) -> Double {
    let s = parameter(forX: min(max(x, 0), 1))
    let dx = self.x.derivative(s)
    if dx == 0 { return y.derivative(s) == 0 ? 0 : .greatestFiniteMagnitude }
    return y.derivative(s) / dx
  }

  // MARK: Private

  /// One coordinate of the curve, `3(1−s)²s·p1 + 3(1−s)s²·p2 + s³`, as `((a·s + b)·s + c)·s`.
  private struct Polynomial: Sendable, Equatable {
    let a: Double
    let b: Double
    let c: Double

    init(_ p1: Double, _ p2: Double) {
      c = 3 * p1
      b = 3 * (p2 - p1) - c
      a = 1 - c - b
    }

    func value(_ s: Double) -> Double { ((a * s + b) * s + c) * s }
    func derivative(_ s: Double) -> Double { (3 * a * s + 2 * b) * s + c }
  }

  private let x: Polynomial
  private let y: Polynomial

  /// Solves `x(s) = target` for the curve parameter `s`: Newton's method from `s = x`, which
  /// converges in a few steps for the usual curves, and bisection where the slope is flat.
  private func parameter(forX target: Double) -> Double {
    var s = target
    for _ in 0..<8 {
      let error = x.value(s) - target
      if abs(error) < 1e-12 { return s }
      let slope = x.derivative(s)
      if abs(slope) < 1e-9 { break }
      s -= error / slope
    }
    var low = 0.0
    var high = 1.0
    s = target
    for _ in 0..<40 {
      let value = x.value(s)
      if abs(value - target) < 1e-12 { return s }
      if value < target { low = s } else { high = s }
      s = (low + high) / 2
    }
    return s
  }
}
