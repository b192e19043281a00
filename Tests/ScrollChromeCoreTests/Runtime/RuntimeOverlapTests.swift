import ScrollChromeCore
import ScrollChromeTestSupport
import Testing

/// The overlap reaches the app as the fraction does: a piece whose overlap alone changes is
/// applied, so a bar's scroll-edge appearance follows the content although the bar does not move.
@Suite("Runtime: overlap") struct RuntimeOverlapTests {
  @Test func aPieceIsAppliedWhenOnlyItsOverlapChanges() {
    // Pinned: scrolling never moves it, so only the overlap changes with the offset.
    let fixture = RuntimeFixture(metrics: RuntimeFixture.top)
    let bar = fixture.add(CollapseConfiguration(range: 44, mode: .pinned), named: "bar")
    var applies: [Int] = []
    var overlaps: [Double] = []
    // u = 4, 6, 100, 200: 4/8, 6/8, then 1 and 1 again.
    for y in [4.0, 6, 100, 200] {
      let before = fixture.applies("bar")
      fixture.scroll(to: y)
      applies.append(fixture.applies("bar") - before)
      overlaps.append(bar.chrome.overlap)
    }
    #expect(overlaps == [0.5, 0.75, 1, 1])
    #expect(applies == [1, 1, 1, 0])
    #expect(bar.chrome.collapsed == 0)
  }
}
