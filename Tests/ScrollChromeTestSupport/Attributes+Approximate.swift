import ScrollChromeCore

/// Whether every attribute of `actual` lies within `tolerance` of `expected`'s.
///
/// Reads well inside `#expect`: `#expect(isClose(header, expected), "\(header)")`.
package func isClose(_ actual: Attributes, _ expected: Attributes, tolerance: Double = 1e-6) -> Bool
{
  isClose(actual.alpha, expected.alpha, tolerance: tolerance)
    && isClose(actual.translateX, expected.translateX, tolerance: tolerance)
    && isClose(actual.translateY, expected.translateY, tolerance: tolerance)
    && isClose(actual.scaleX, expected.scaleX, tolerance: tolerance)
    && isClose(actual.scaleY, expected.scaleY, tolerance: tolerance)
    && isClose(actual.height, expected.height, tolerance: tolerance)
}

/// Whether two heights are both unmanaged, or both managed and within `tolerance`.
package func isClose(_ actual: Double?, _ expected: Double?, tolerance: Double) -> Bool {
  guard let actual, let expected else { return actual == nil && expected == nil }
  return isClose(actual, expected, tolerance: tolerance)
}
