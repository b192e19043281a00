#if canImport(UIKit)
  import ScrollChromeUIKit
  import UIKit
  import XCTest

  /// ``FollowingView`` and ``ScrollFollower`` read the scroll view through key-value observing
  /// and move the view by its transform, which its frame ignores.
  @MainActor
  final class FollowingViewTests: XCTestCase {
    /// A 64-point top bar following a long scroll view in a window.
    private func makeFollowingBar() -> (UIWindow, UIScrollView, FollowingView) {
      let scrollView = makeLongScrollView()
      let window = makeWindow(showing: scrollView)
      let bar = FollowingView(frame: CGRect(x: 0, y: 0, width: 390, height: 64))
      window.addSubview(bar)
      bar.follow(scrollView, preset: FollowView(maxFollowPoint: 64))
      return (window, scrollView, bar)
    }

    /// The transform of a view moved `y` points down.
    private func moved(by y: CGFloat) -> CGAffineTransform {
      CGAffineTransform.identity.translatedBy(x: 0, y: y)
    }

    func testHidesWhenTheContentScrollsDown() {
      let (window, scrollView, bar) = makeFollowingBar()
      XCTAssertEqual(bar.follower?.chrome?.behavior.fraction, 0)

      scroll(scrollView, toDistanceFromTop: 300)
      spinMainRunLoop()

      XCTAssertEqual(bar.follower?.chrome?.behavior.fraction ?? 0, 1, accuracy: 1e-9)
      XCTAssertEqual(bar.transform, moved(by: -64))
      XCTAssertTrue(bar.accessibilityElementsHidden, "a hidden bar is hidden from VoiceOver")
      withExtendedLifetime(window) {}
    }

    func testLayoutKeepsTheOffsetTheFollowerApplies() {
      let (window, scrollView, bar) = makeFollowingBar()
      scroll(scrollView, toDistanceFromTop: 300)
      spinMainRunLoop()

      bar.frame = CGRect(x: 0, y: 0, width: 390, height: 64)

      XCTAssertEqual(bar.transform, moved(by: -64))
      XCTAssertEqual(bar.frame.minY, 0, accuracy: 1e-9)
      withExtendedLifetime(window) {}
    }

    func testShowWithoutAnimationCompletesAtOnce() {
      let scrollView = makeLongScrollView()
      let window = makeWindow(showing: scrollView)
      let bottomBar = UIView(frame: CGRect(x: 0, y: 780, width: 390, height: 64))
      window.addSubview(bottomBar)
      let follower = ScrollFollower(view: bottomBar, edge: .bottom)
      follower.scrollView = scrollView
      scroll(scrollView, toDistanceFromTop: 300)
      spinMainRunLoop()
      XCTAssertEqual(bottomBar.transform, moved(by: 64), "it hides downwards")

      var results: [Bool] = []
      follower.show(animated: false) { results.append($0) }

      XCTAssertEqual(results, [true])
      XCTAssertEqual(bottomBar.transform, CGAffineTransform.identity)
    }

    func testHideTakesADurationAndCompletesOnceItHasRun() {
      let (window, _, bar) = makeFollowingBar()
      var results: [Bool] = []

      bar.hide(duration: 0.6) { results.append($0) }
      spinMainRunLoop(for: 0.3)

      XCTAssertEqual(results, [], "still running after the preset's own 0.2 s")
      spinMainRunLoop(for: 0.6)
      XCTAssertEqual(results, [true])
      XCTAssertEqual(bar.transform, moved(by: -64))
      withExtendedLifetime(window) {}
    }
  }
#endif
