import ScrollChromeCore
import Testing

/// `SystemBarVisibility`: the system's own bars can only show or hide, so the chrome's fraction
/// decides with hysteresis.
@Suite("System bar visibility") struct SystemBarVisibilityTests {
  @Test(arguments: [
    // Fully collapsed: hide.
    (1.0, false, true),
    // Fully shown: show.
    (0.0, true, false),
    // On the way down from shown: stay shown until the travel is complete.
    (0.7, false, false),
    // On the way back from hidden: stay hidden until fully shown.
    (0.3, true, true),
    // A fraction past either end (never produced, but bad input is a value): the end's rule.
    (1.5, false, true),
    (-0.5, true, false),
    // NaN changes nothing.
    (Double.nan, true, true),
    (Double.nan, false, false),
  ])
  func hides(fraction: Double, wasHidden: Bool, expected: Bool) {
    #expect(SystemBarVisibility.isHidden(fraction: fraction, wasHidden: wasHidden) == expected)
  }
}
