#if canImport(UIKit)
  import ScrollChromeUIKit
  import UIKit
  import XCTest

  /// What UIKit's components do with the overlap: each reads it at its own edge, the shy bar keeps
  /// its scroll-edge look while it moves up with the content and gives the navigation item its
  /// own appearances back afterwards, and a bottom bar that reveals at the end comes back there.
  @MainActor
  final class OverlapTests: XCTestCase {
    /// A long scroll view in a window, followed by a 64-point bar at `edge`.
    private func makeFollower(
      edge: ChromeEdge, preset: FollowView = FollowView()
    ) -> (UIWindow, UIScrollView, ScrollFollower) {
      let scrollView = makeLongScrollView()
      let window = makeWindow(showing: scrollView)
      let bar = UIView(frame: CGRect(x: 0, y: edge == .top ? 0 : 780, width: 390, height: 64))
      window.addSubview(bar)
      let follower = ScrollFollower(view: bar, edge: edge, preset: preset)
      follower.scrollView = scrollView
      return (window, scrollView, follower)
    }

    func testATopBarReadsTheContentScrolledUnderIt() {
      let (window, scrollView, follower) = makeFollower(edge: .top)
      XCTAssertEqual(follower.overlap, 0, "the content's top meets the bar")

      scroll(scrollView, toDistanceFromTop: 4)
      spinMainRunLoop()
      XCTAssertEqual(follower.overlap, 0.5, accuracy: 1e-9, "4 of the 8 points")

      scroll(scrollView, toDistanceFromTop: 300)
      spinMainRunLoop()
      XCTAssertEqual(follower.overlap, 1)
      withExtendedLifetime(window) {}
    }

    func testABottomBarReadsTheContentStillBelowIt() {
      let (window, scrollView, follower) = makeFollower(edge: .bottom)
      XCTAssertEqual(follower.preset.edge, .bottom, "the preset runs at the follower's edge")
      XCTAssertEqual(follower.overlap, 1, "at the top the content runs on under the bar")

      scroll(scrollView, toDistanceFromTop: 5000 - 844)
      spinMainRunLoop()
      XCTAssertEqual(follower.overlap, 0, "at the end the content's bottom meets the bar")
      withExtendedLifetime(window) {}
    }

    func testABarThatRevealsAtTheEndComesBackThere() {
      let (window, scrollView, follower) = makeFollower(
        edge: .bottom, preset: FollowView(revealsAtEnd: true))
      scroll(scrollView, toDistanceFromTop: 600)
      spinMainRunLoop()
      XCTAssertEqual(follower.chrome?.behavior.fraction ?? 0, 1, accuracy: 1e-9)

      scroll(scrollView, toDistanceFromTop: 5000 - 844)
      spinMainRunLoop(for: 0.5)
      XCTAssertEqual(follower.chrome?.behavior.fraction ?? 1, 0, accuracy: 1e-9)
      withExtendedLifetime(window) {}
    }

    func testTheShyBarKeepsItsScrollEdgeLookWhileItMovesWithTheContent() throws {
      let screen = makeScrollingScreen()
      let navigation = makeShyNavigationController(root: screen)
      let window = makeWindow(root: navigation)
      let bar = try XCTUnwrap(navigation.shyNavigationBar)
      let scrollView = try XCTUnwrap(screen.view as? UIScrollView)
      let item = screen.navigationItem
      XCTAssertNil(item.standardAppearance)

      scroll(scrollView, toDistanceFromTop: 20)
      spinMainRunLoop()
      XCTAssertEqual(bar.overlap, 1, "UIKit measures the content as scrolled under the bar")
      XCTAssertNotNil(item.standardAppearance, "the scroll-edge look stands in")
      XCTAssertNotNil(item.compactAppearance, "at compact height too")

      scroll(scrollView, toDistanceFromTop: 600)
      spinMainRunLoop()
      XCTAssertEqual(bar.fraction, 1, accuracy: 1e-9)
      XCTAssertNil(item.standardAppearance, "fully shy: the item's own values come back")
      XCTAssertNil(item.compactAppearance)

      scroll(scrollView, toDistanceFromTop: 0)
      spinMainRunLoop()
      XCTAssertEqual(bar.overlap, 0)
      XCTAssertNil(item.standardAppearance, "at the top UIKit shows the scroll-edge look itself")
      withExtendedLifetime(window) {}
    }

    func testAReversedShyBarHidesTowardOlderContent() throws {
      let screen = makeScrollingScreen()
      let navigation = makeShyNavigationController(root: screen)
      let window = makeWindow(root: navigation)
      let bar = try XCTUnwrap(navigation.shyNavigationBar)
      bar.direction = .reversed
      let scrollView = try XCTUnwrap(screen.view as? UIScrollView)
      // Scrolls to `distance` points above the end of the content.
      func scroll(toDistanceFromEnd distance: CGFloat) {
        let end =
          scrollView.contentSize.height + scrollView.adjustedContentInset.bottom
          - scrollView.bounds.height
        scrollView.contentOffset = CGPoint(x: 0, y: end - distance)
        spinMainRunLoop()
      }
      scroll(toDistanceFromEnd: 0)
      XCTAssertEqual(bar.fraction, 0, "at the newest content the bar is shown")

      scroll(toDistanceFromEnd: 600)
      XCTAssertEqual(bar.fraction, 1, accuracy: 1e-9, "toward older content it hides")

      scroll(toDistanceFromEnd: 0)
      XCTAssertEqual(bar.fraction, 0, accuracy: 1e-9, "back at the newest it shows")
      withExtendedLifetime(window) {}
    }

    func testAPushGivesTheItemItsOwnAppearancesBack() throws {
      let first = makeScrollingScreen()
      let navigation = makeShyNavigationController(root: first)
      let window = makeWindow(root: navigation)
      let bar = try XCTUnwrap(navigation.shyNavigationBar)
      first.navigationItem.standardAppearance = bar.standardAppearance
      scroll(try XCTUnwrap(first.view as? UIScrollView), toDistanceFromTop: 20)
      spinMainRunLoop()
      XCTAssertNotNil(first.navigationItem.compactAppearance, "the stand-in runs")

      navigation.pushViewController(makeScrollingScreen(), animated: false)
      navigation.view.layoutIfNeeded()
      navigation.navigationBar.layoutIfNeeded()
      spinMainRunLoop()
      XCTAssertNil(first.navigationItem.compactAppearance, "the item's own compact value: none")
      XCTAssertNotNil(first.navigationItem.standardAppearance, "its own standard value stays")
      withExtendedLifetime(window) {}
    }
  }
#endif
