import ScrollChromeCore
import Testing

/// `ChromeSafeArea.topReduction`: `min(c, max(0, u − R))`, never within `R` of the moved edge.
@Suite("Chrome safe area") struct ChromeSafeAreaTests {
  @Test(arguments: [
    // At the top, the bar shown.
    (0.0, 0.0, 0.0),
    // Collapsing with the content near the top: the edge stays.
    (20.0, 20.0, 0.0),
    (44.0, 44.0, 0.0),
    // One bar's travel further down the safe area starts to follow.
    (44.0, 60.0, 16.0),
    // Far down, the whole hidden height.
    (44.0, 500.0, 44.0),
    // A follow view hidden near the top (c > u): no reduction.
    (44.0, 10.0, 0.0),
    // Pulled past the top.
    (0.0, -30.0, 0.0),
  ])
  func reduction(hidden: Double, offsetFromTop: Double, expected: Double) {
    let value = ChromeSafeArea.topReduction(hidden: hidden, offsetFromTop: offsetFromTop, range: 44)
    #expect(value == expected)
    // The content never comes closer than R to the moved edge, unless it was already closer.
    #expect(offsetFromTop - value >= min(offsetFromTop, 44))
  }
}
