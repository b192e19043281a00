/// Whether `actual` lies within `tolerance` of `expected` (absolute difference).
///
/// Written to read well inside `#expect`: `#expect(isClose(value, 51.4620))`. The default tolerance
/// is ±1e-3 of the printed unit, the tolerance suggested for double-precision checks of the
/// published reference values. Non-finite numbers are never close to anything, so a NaN cannot pass
/// by accident.
package func isClose(_ actual: Double, _ expected: Double, tolerance: Double = 1e-3) -> Bool {
  guard actual.isFinite, expected.isFinite else { return false }
  return abs(actual - expected) <= tolerance
}

/// Whether `actual` lies within `relative` of `expected`, measured relative to `|expected|` (with
/// an absolute floor of `relative` for values near zero).
package func isClose(_ actual: Double, _ expected: Double, relative: Double) -> Bool {
  isClose(actual, expected, tolerance: relative * max(1, abs(expected)))
}

/// The symmetric difference quotient `(f(t + h) − f(t − h)) / 2h`, used to check that a closed-form
/// velocity is the derivative of its closed-form value.
package func numericDerivative(at t: Double, step h: Double = 1e-5, of f: (Double) -> Double)
  -> Double
{
  (f(t + h) - f(t - h)) / (2 * h)
}
