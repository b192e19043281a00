import ScrollChromeCore
import Testing

/// How a bar's measured layout becomes its preset (`LaidOutHeight`): the preset is the minimum, a
/// change of less than half a point does nothing, and only finite heights count.
@Suite("Runtime: laid-out height") struct LaidOutHeightTests {
  @Test(
    arguments: [
      // The first measurement is always taken, even one equal to the preset's.
      (nil, 44.0, true, 44.0),
      // Less than half a point from the height in use: layout rounding, ignored.
      (44.0, 44.4, false, 44.0),
      (44.0, 43.6, false, 44.0),
      // Half a point or more: taken, growing or shrinking.
      (44.0, 44.5, true, 44.5),
      (60.0, 30.0, true, 30.0),
      // Not a height: ignored.
      (44.0, -1, false, 44.0),
      (44.0, .nan, false, 44.0),
      (44.0, .infinity, false, 44.0),
    ] as [(Double?, Double, Bool, Double?)])
  func aMeasurementReplacesTheHeightOnlyPastHalfAPoint(
    inUse: Double?, measured: Double, changes: Bool, after: Double?
  ) {
    var layout = LaidOutHeight()
    if let inUse { _ = layout.measure(inUse) }
    #expect(layout.measure(measured) == changes)
    #expect(layout.height == after)
  }

  @Test(
    arguments: [
      // Unmeasured: the preset's own height.
      (nil, 44.0),
      // A bar that fits the preset keeps it: the preset is the minimum.
      (30.0, 44.0),
      // Dynamic Type grew the bar: it runs at its laid-out height.
      (72.5, 72.5),
    ] as [(Double?, Double)])
  func aShyBarRunsTheLargerOfItsPresetAndItsLayout(laidOut: Double?, fullHeight: Double) {
    var layout = LaidOutHeight()
    if let laidOut { _ = layout.measure(laidOut) }
    let bar = ShyBar(fullHeight: 44, shyHeight: 20).fitted(to: layout)
    #expect(bar.fullHeight == fullHeight)
    #expect(bar.shyHeight == 20)
  }

  @Test(
    arguments: [
      // A 49-point bar above a 34-point home indicator: 83, the preset's own travel.
      (49.0, 34.0, ChromeEdge.bottom, 83.0),
      // Taller text: the bar and the strip below it.
      (70.0, 34.0, .bottom, 104.0),
      // At the top the bar only leaves the safe area; the preset's 64 stays the minimum.
      (30.0, 59.0, .top, 64.0),
      (90.0, 59.0, .top, 90.0),
    ] as [(Double, Double, ChromeEdge, Double)])
  func aFollowingBarTravelsFarEnoughToHideFully(
    height: Double, safeAreaBelow: Double, edge: ChromeEdge, travel: Double
  ) {
    var layout = LaidOutHeight()
    _ = layout.measure(
      LaidOutHeight.travel(ofBarHeight: height, safeAreaBelow: safeAreaBelow, at: edge))
    let preset = edge == .bottom ? FollowView(maxFollowPoint: 83) : FollowView()
    let view = preset.fitted(to: layout)
    #expect(view.maxFollowPoint + view.minFollowPoint == travel)
  }

  /// A bar measured taller while it is half collapsed runs the fitted preset from where it is:
  /// the fraction stays, and the bar then collapses over its new, longer travel.
  @Test func aTallerLayoutMidScrollGoesOnFromTheFraction() {
    let fixture = RuntimeFixture()
    let preset = ShyBar(fullHeight: 44)
    let bar = fixture.add(preset, named: "shyTopBar")
    fixture.drag(through: 1011, lifting: false)
    let fraction = bar.chrome.behavior.fraction
    #expect(fraction > 0 && fraction < 1)

    var layout = LaidOutHeight()
    let measured = layout.measure(88)
    #expect(measured)
    fixture.runtime.replace(bar, with: preset.fitted(to: layout))
    #expect(bar.chrome.behavior.fraction == fraction)
    #expect(bar.chrome.preset.fullHeight == 88)
  }
}
