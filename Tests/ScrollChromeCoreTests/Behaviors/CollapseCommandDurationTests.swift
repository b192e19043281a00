import ScrollChromeCore
import ScrollChromeTestSupport
import Testing

/// A command may say how long its animation takes (ScrollingFollowView's
/// `show(_:duration:completionHandler:)`): an ease-in-out over that many seconds; `nil` runs the
/// configuration's animation, 0 moves at once, and a negative or non-finite duration runs the
/// configuration's animation (bad input is a value, not a crash).
@Suite("Collapse commands with a duration") struct CollapseCommandDurationTests {
  /// A follow view of 64 points over a long list, shown, at time 0.
  static func followView() throws -> FollowView.Chrome {
    let tracker = try ScrollTracker(metrics: ScrollMetrics(viewport: 600, content: 4000))
    return FollowView(maxFollowPoint: 64).makeChrome(tracker: tracker)
  }

  @Test func hideOverADurationRunsAnEaseInOutOfThatLength() throws {
    var chrome = try Self.followView()
    var completions: [Bool] = []
    let record: (CollapseEvent) -> Void = {
      if case .completed(_, _, let finished) = $0 { completions.append(finished) }
    }
    chrome.behavior.collapse(duration: 0.5, at: 0, emit: record)
    chrome.advance(to: 0.2, emit: record)
    // Past the preset's own 0.2 s, still under way.
    #expect(chrome.isAnimating)
    #expect(completions.isEmpty)
    // An ease-in-out is symmetric: half the time, half the way (python: 0.5·64 → 32).
    chrome.advance(to: 0.25, emit: record)
    #expect(isClose(chrome.behavior.collapsed, 32, tolerance: 1e-9))
    chrome.advance(to: 0.5, emit: record)
    #expect(chrome.behavior.collapsed == 64)
    #expect(!chrome.isAnimating)
    #expect(completions == [true])
  }

  /// (duration, whether it moves at once, when the animation ends).
  static let durations: [(duration: Double, atOnce: Bool, end: Double)] = [
    (0, true, 0),  // no animation
    (-1, false, 0.2),  // refused: the preset's 0.2 s
    (.nan, false, 0.2),
    (.infinity, false, 0.2),
    (0.2, false, 0.2),  // ScrollingFollowView's default
  ]

  @Test(arguments: durations)
  func showWithAnyDurationEndsShownExactlyOnce(duration: Double, atOnce: Bool, end: Double)
    throws
  {
    var chrome = try Self.followView()
    chrome.behavior.collapse(animated: false, at: 0) { _ in }
    var completions: [Bool] = []
    let record: (CollapseEvent) -> Void = {
      if case .completed(_, _, let finished) = $0 { completions.append(finished) }
    }
    chrome.behavior.expand(duration: duration, at: 1, emit: record)
    #expect(chrome.isAnimating == !atOnce)
    chrome.advance(to: 1 + end - 0.01, emit: record)
    #expect(completions == (atOnce ? [true] : []))
    chrome.advance(to: 1 + end, emit: record)
    #expect(chrome.behavior.collapsed == 0)
    chrome.advance(to: 3, emit: record)
    #expect(completions == [true])
  }

  @Test func aRuntimeCommandCarriesItsDuration() {
    let fixture = RuntimeFixture()
    let bar = fixture.bar()
    fixture.runtime.run(
      .collapse(animated: true, duration: 0.5), on: bar, completion: fixture.done("collapse"))
    fixture.advance(0.4)
    #expect(fixture.results("collapse").isEmpty, "the bar's own animation lasts 0.2 s")
    fixture.advance(0.1)
    #expect(fixture.results("collapse") == [true])
    #expect(bar.chrome.behavior.fraction == 1)
  }
}
