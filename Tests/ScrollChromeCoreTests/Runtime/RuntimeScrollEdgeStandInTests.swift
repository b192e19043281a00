import ScrollChromeCore
import ScrollChromeTestSupport
import Testing

/// A shy navigation bar's scroll-edge stand-in and the content under its visible edge follow the
/// content even while the bar holds still: a bar paused or disabled while partly hidden, with the
/// content running on under it, is applied with the stand-in ended, although its fraction and its
/// overlap (already 1) no longer change.
@Suite("Runtime: scroll-edge stand-in") struct RuntimeScrollEdgeStandInTests {
  /// How the bar is held still.
  enum Hold: CaseIterable {
    case paused
    case disabled
  }

  @Test(arguments: Hold.allCases)
  func aHeldBarIsAppliedWhenItsStandInEnds(hold: Hold) {
    // A list at rest at y = −64 (status bar 20, bar 44), so u = y + 64.
    let fixture = RuntimeFixture(
      metrics: ScrollMetrics(offset: -64, viewport: 568, content: 2000, insetTop: 64))
    let bar = fixture.add(ShyBar(fullHeight: 44), named: "bar")
    bar.reducesTopSafeArea = true
    fixture.drag(through: -54, -44, lifting: false)
    #expect(bar.chrome.behavior.collapsed == 20)
    #expect(bar.chrome.behavior.standsInScrollEdgeAppearance)
    switch hold {
    case .paused: fixture.runtime.setPaused(true)
    case .disabled: fixture.runtime.setEnabled(false, for: bar)
    }
    var applies: [Int] = []
    var standsIn: [Bool] = []
    var contentOverlaps: [Double] = []
    // u 20.2: screen rounding, still standing in; u 24 and 30: 4 and 10 points of content run
    // under the held bar's edge; u 40: no change left to apply.
    for y in [-43.8, -40, -34, -24] {
      let before = fixture.applies("bar")
      fixture.scroll(to: y)
      applies.append(fixture.applies("bar") - before)
      standsIn.append(bar.chrome.behavior.standsInScrollEdgeAppearance)
      contentOverlaps.append(bar.chrome.behavior.contentOverlap)
    }
    #expect(bar.chrome.behavior.collapsed == 20)
    #expect(bar.chrome.behavior.overlap == 1)
    #expect(standsIn == [true, false, false, false])
    #expect(contentOverlaps.map { ($0 * 1000).rounded() / 1000 } == [0.025, 0.5, 1, 1])
    #expect(applies == [1, 1, 1, 0])
  }

  /// A bar that does not take from the safe area (a following bar) is not applied for them.
  @Test func otherBarsAreNotAppliedForThem() {
    let fixture = RuntimeFixture(
      metrics: ScrollMetrics(offset: -64, viewport: 568, content: 2000, insetTop: 64))
    let bar = fixture.add(ShyBar(fullHeight: 44), named: "bar")
    fixture.drag(through: -54, -44, lifting: false)
    fixture.runtime.setPaused(true)
    let before = fixture.applies("bar")
    fixture.scroll(to: -40)
    fixture.scroll(to: -34)
    #expect(fixture.applies("bar") == before)
    #expect(bar.chrome.behavior.collapsed == 20)
  }
}
