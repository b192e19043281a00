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

    /// A shy bar in a window whose own standard appearance has a red background, and its screen.
    private func makeShyBar() throws -> (UIWindow, ShyNavigationBar, UIViewController) {
      let screen = makeScrollingScreen()
      let navigation = makeShyNavigationController(root: screen)
      let window = makeWindow(root: navigation)
      let bar = try XCTUnwrap(navigation.shyNavigationBar)
      let standard: UINavigationBarAppearance = bar.standardAppearance.copy()
      standard.backgroundColor = red
      bar.standardAppearance = standard
      return (window, bar, screen)
    }

    private let red = UIColor(red: 1, green: 0, blue: 0, alpha: 1)

    /// Whether `appearance` is the transparent look UIKit shows at the scroll edge: no
    /// background color, and no shadow (a `nil` or clear shadow color).
    private func isTransparent(_ appearance: UINavigationBarAppearance?) -> Bool {
      guard let appearance, appearance.backgroundColor == nil else { return false }
      return appearance.shadowColor == nil || appearance.shadowColor == UIColor.clear
    }

    func testTheShyBarKeepsItsScrollEdgeLookWhileItMovesWithTheContent() throws {
      let (window, bar, screen) = try makeShyBar()
      let scrollView = try XCTUnwrap(screen.view as? UIScrollView)
      let item = screen.navigationItem
      XCTAssertNil(item.standardAppearance)

      scroll(scrollView, toDistanceFromTop: 20)
      spinMainRunLoop()
      XCTAssertEqual(bar.overlap, 1, "UIKit measures the content as scrolled under the bar")
      XCTAssertEqual(bar.contentOverlap, 0, "no content under the bar's visible edge")
      XCTAssertTrue(isTransparent(item.standardAppearance), "the scroll-edge look stands in")
      XCTAssertTrue(isTransparent(item.compactAppearance), "at compact height too")

      scroll(scrollView, toDistanceFromTop: 600)
      spinMainRunLoop()
      XCTAssertEqual(bar.fraction, 1, accuracy: 1e-9)
      XCTAssertEqual(bar.contentOverlap, 1)
      XCTAssertNil(item.standardAppearance, "fully shy: the item's own values come back")
      XCTAssertNil(item.compactAppearance)

      scroll(scrollView, toDistanceFromTop: 0)
      spinMainRunLoop()
      XCTAssertEqual(bar.overlap, 0)
      XCTAssertNil(item.standardAppearance, "at the top UIKit shows the scroll-edge look itself")
      withExtendedLifetime(window) {}
    }

    func testTheItemsOwnScrollEdgeAppearanceStandsIn() throws {
      let (window, bar, screen) = try makeShyBar()
      let edge: UINavigationBarAppearance = bar.standardAppearance.copy()
      screen.navigationItem.scrollEdgeAppearance = edge

      scroll(try XCTUnwrap(screen.view as? UIScrollView), toDistanceFromTop: 20)
      spinMainRunLoop()
      XCTAssertTrue(screen.navigationItem.standardAppearance === edge)
      XCTAssertTrue(screen.navigationItem.compactAppearance === edge)
      withExtendedLifetime(window) {}
    }

    func testAHeldBarStopsStandingInAsContentRunsUnderIt() throws {
      let (window, bar, screen) = try makeShyBar()
      let scrollView = try XCTUnwrap(screen.view as? UIScrollView)
      scroll(scrollView, toDistanceFromTop: 20)
      spinMainRunLoop()
      XCTAssertTrue(isTransparent(screen.navigationItem.standardAppearance))

      bar.isShyEnabled = false
      scroll(scrollView, toDistanceFromTop: 40)
      spinMainRunLoop()
      XCTAssertEqual(bar.fraction, 20 / 44, accuracy: 1e-9, "the bar holds still")
      XCTAssertEqual(bar.contentOverlap, 1, "20 points run under its visible edge")
      XCTAssertNil(screen.navigationItem.standardAppearance, "the item's own value is back")
      withExtendedLifetime(window) {}
    }

    func testLeavingTheWindowGivesTheItemItsOwnAppearancesBack() throws {
      let (window, bar, screen) = try makeShyBar()
      let own: UINavigationBarAppearance = bar.standardAppearance.copy()
      screen.navigationItem.standardAppearance = own
      scroll(try XCTUnwrap(screen.view as? UIScrollView), toDistanceFromTop: 20)
      spinMainRunLoop()
      XCTAssertFalse(screen.navigationItem.standardAppearance === own, "the stand-in runs")

      screen.navigationController?.view.removeFromSuperview()
      XCTAssertNil(bar.window)
      XCTAssertTrue(screen.navigationItem.standardAppearance === own)
      XCTAssertEqual(screen.navigationItem.standardAppearance?.backgroundColor, red)
      XCTAssertNil(screen.navigationItem.compactAppearance)
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
      let (window, bar, first) = try makeShyBar()
      let navigation = try XCTUnwrap(first.navigationController)
      let own: UINavigationBarAppearance = bar.standardAppearance.copy()
      first.navigationItem.standardAppearance = own
      scroll(try XCTUnwrap(first.view as? UIScrollView), toDistanceFromTop: 20)
      spinMainRunLoop()
      XCTAssertTrue(isTransparent(first.navigationItem.standardAppearance), "the stand-in runs")
      XCTAssertTrue(isTransparent(first.navigationItem.compactAppearance))

      navigation.pushViewController(makeScrollingScreen(), animated: false)
      navigation.view.layoutIfNeeded()
      navigation.navigationBar.layoutIfNeeded()
      spinMainRunLoop()
      XCTAssertNil(first.navigationItem.compactAppearance, "the item's own compact value: none")
      XCTAssertTrue(first.navigationItem.standardAppearance === own, "its own standard value")
      XCTAssertEqual(first.navigationItem.standardAppearance?.backgroundColor, red)
      withExtendedLifetime(window) {}
    }
  }
#endif
