import ScrollChromeCore
import Testing

/// The geometry the UIKit components apply: a following view at either edge, the large-title
/// travel of a header transition.
@Suite("Component geometry") struct ComponentGeometryTests {

  @Test(arguments: [0.0, 16.0, 64.0]) func edges(c: Double) throws {
    let tracker = try ScrollTracker(metrics: ScrollMetrics(viewport: 600, content: 5000))
    var chrome = FollowView(maxFollowPoint: 64).makeChrome(tracker: tracker)
    chrome.behavior.restore(CollapseMemory(fraction: c / 64), at: 0) { _ in }
    // A top bar's constant is ScrollingFollowView's: 0 shown, −64 hidden; it moves up.
    #expect(chrome.constant(at: .top) == -c)
    #expect(chrome.translation(at: .top) == -c)
    // A bottom bar moves down by the same amount.
    #expect(chrome.constant(at: .bottom) == c)
    #expect(chrome.translation(at: .bottom) == c)
  }

  @Test(arguments: [
    // A standard bar: no extra travel.
    (44.0, true, 0.0),
    // A large title bar, 96 points: its 52-point title.
    (96.0, true, 52.0),
    // Large titles off: none, whatever the height.
    (96.0, false, 0.0),
    // A collapsed large title bar.
    (44.0, false, 0.0),
    // Not laid out yet.
    (0.0, true, 0.0),
  ])
  func largeTitleTravel(height: Double, large: Bool, expected: Double) {
    #expect(
      HeaderTransition.fixedTopOffset(barHeight: height, prefersLargeTitles: large) == expected)
  }
}
