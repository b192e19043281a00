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

  /// (situation, the travel now, the bar's height, large titles, offset from the top, the travel
  /// to run or nil to keep it): the bar is read only at the top, where a large title shows in full.
  static let barReadings: [(String, Double, Double, Bool, Double, Double?)] = [
    ("large titles appear after the screen loaded", 0, 96, true, 0, 52),
    ("at the top within half a point", 0, 96, true, 0.4, 52),
    ("rotated to landscape: no large title", 52, 32, true, 0, 0),
    ("back to portrait", 0, 96, true, 0.2, 52),
    ("pulled a fraction of a point: the title stretches", 52, 96.3, true, -0.3, nil),
    ("a height that differs by screen rounding", 52, 96.3, true, 0, nil),
    ("a bigger text size: a taller title", 52, 108, true, 0, 64),
    ("the same bar: nothing to change", 52, 96, true, 0, nil),
    ("down the list the title has collapsed with the scroll", 52, 44, true, 30, nil),
    ("pulled past the top the title stretches", 52, 130, true, -34, nil),
    ("not laid out yet", 52, .nan, true, 0, nil),
    ("large titles turned off", 52, 44, false, 0, 0),
  ]

  @Test(arguments: barReadings)
  func headerFollowsTheBarAtTheTop(
    situation: String, travel: Double, height: Double, large: Bool, u: Double, expected: Double?
  ) {
    let transition = HeaderTransition(
      headerHeight: 220, fixedTopOffset: travel, animator: .parallax)
    let next = transition.followingNavigationBar(
      height: height, prefersLargeTitles: large, offsetFromTop: u)
    #expect(next?.fixedTopOffset == expected, "\(situation)")
    #expect(next.map { $0.headerHeight == 220 && $0.titleWaitsForCollapse } ?? true, "\(situation)")
  }

  @Test func aHeaderReplacedFromItsOwnApplyFollowsTheBar() {
    // The UIKit handler reads the bar as it applies the header, and replaces the preset there:
    // the runtime takes the replacement after the apply, and the header keeps its place.
    let fixture = RuntimeFixture()
    fixture.scroll(to: 0)
    var barHeight = 44.0
    let header = fixture.runtime.add(
      HeaderTransition(headerHeight: 200, animator: .parallax), named: "header", running: true
    ) { [unowned fixture] piece in
      let chrome = piece.chrome
      guard
        let next = chrome.preset.followingNavigationBar(
          height: barHeight, prefersLargeTitles: true, offsetFromTop: chrome.input.offsetFromTop)
      else { return }
      fixture.runtime.replace(piece, with: next)
    }
    #expect(header.chrome.preset.fixedTopOffset == 0)
    // The large title appears; the next apply at the top (a pull and its return) reads it.
    barHeight = 96
    fixture.scroll(to: -10)
    fixture.scroll(to: 0)
    #expect(header.chrome.preset.fixedTopOffset == 52)
    #expect(header.chrome.behavior.range == 252)
    // Down the list the collapsed title is not read.
    barHeight = 44
    fixture.scroll(to: 100)
    #expect(header.chrome.preset.fixedTopOffset == 52)
    #expect(abs(header.chrome.behavior.fraction - 100.0 / 252) < 1e-9)
  }
}
