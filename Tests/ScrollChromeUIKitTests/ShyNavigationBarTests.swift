#if canImport(UIKit)
  import ScrollChromeUIKit
  import UIKit
  import XCTest

  /// ``ShyNavigationBar`` in a navigation controller: it follows the top screen's scroll view,
  /// each screen keeps its own bar across a push and a pop, every item fades with the bar, and on
  /// iOS 27 the app can hand the bar to the system.
  @MainActor
  final class ShyNavigationBarTests: XCTestCase {
    func testHidesWhenTheContentScrollsFarFromTheTop() throws {
      let screen = makeScrollingScreen()
      let navigation = makeShyNavigationController(root: screen)
      let window = makeWindow(root: navigation)
      let bar = try XCTUnwrap(navigation.shyNavigationBar)
      XCTAssertEqual(bar.fraction, 0)

      try scroll(XCTUnwrap(screen.view as? UIScrollView), toDistanceFromTop: 600)
      spinMainRunLoop()

      XCTAssertEqual(bar.fraction, 1, accuracy: 1e-9)
      withExtendedLifetime(window) {}
    }

    func testPushAndPopKeepEachScreensBar() throws {
      let first = makeScrollingScreen()
      let navigation = makeShyNavigationController(root: first)
      let window = makeWindow(root: navigation)
      let bar = try XCTUnwrap(navigation.shyNavigationBar)
      try scroll(XCTUnwrap(first.view as? UIScrollView), toDistanceFromTop: 600)
      spinMainRunLoop()
      XCTAssertEqual(bar.fraction, 1, accuracy: 1e-9)

      navigation.pushViewController(makeScrollingScreen(), animated: false)
      layOut(navigation)
      XCTAssertEqual(bar.fraction, 0, "a newly pushed screen starts with the bar shown")

      navigation.popViewController(animated: false)
      layOut(navigation)
      XCTAssertEqual(bar.fraction, 1, accuracy: 1e-9, "the first screen gets its bar back")
      withExtendedLifetime(window) {}
    }

    func testPrefersStandardTitles() throws {
      let navigation = makeShyNavigationController(root: makeScrollingScreen())
      let bar = try XCTUnwrap(navigation.shyNavigationBar)
      bar.prefersLargeTitles = true
      XCTAssertFalse(bar.prefersLargeTitles)
    }

    func testFadesEveryItemButTheBackground() throws {
      if #available(iOS 26.0, *) {
        throw XCTSkip("Under Liquid Glass the bar's own subviews hold glass and never fade")
      }
      let navigation = makeShyNavigationController(root: makeScrollingScreen())
      let window = makeWindow(root: navigation)
      let bar = try XCTUnwrap(navigation.shyNavigationBar)
      // A plain title and a system item, under a back button.
      let screen = makeScrollingScreen()
      screen.title = "Inbox"
      screen.navigationItem.rightBarButtonItems = [
        UIBarButtonItem(barButtonSystemItem: .compose, target: nil, action: nil)
      ]
      navigation.pushViewController(screen, animated: false)
      layOut(navigation)
      let background = try XCTUnwrap(bar.subviews.first)
      let items = bar.subviews.dropFirst().filter { !$0.isHidden && $0.alpha > 0 }
      XCTAssertFalse(items.isEmpty)

      let scrollView = try XCTUnwrap(screen.view as? UIScrollView)
      scroll(scrollView, toDistanceFromTop: 600)
      spinMainRunLoop()
      XCTAssertEqual(bar.fraction, 1, accuracy: 1e-9)
      for view in bar.subviews.dropFirst() where !view.isHidden {
        XCTAssertLessThanOrEqual(view.alpha, 0.01, "\(view) fades")
      }
      XCTAssertEqual(background.alpha, 1, "the background never fades")

      scroll(scrollView, toDistanceFromTop: 0)
      spinMainRunLoop()
      XCTAssertEqual(bar.fraction, 0)
      for view in items { XCTAssertEqual(view.alpha, 1, "\(view) shows again") }
      withExtendedLifetime(window) {}
    }

    func testFadesOnlyTheAppsViewsUnderLiquidGlass() throws {
      guard #available(iOS 26.0, *) else {
        throw XCTSkip("Liquid Glass is the design of iOS 26 and later")
      }
      let navigation = makeShyNavigationController(root: makeScrollingScreen())
      let window = makeWindow(root: navigation)
      let bar = try XCTUnwrap(navigation.shyNavigationBar)
      // A title view of the app's own and a system item, under a back button.
      let screen = makeScrollingScreen()
      let titleView = UILabel()
      titleView.text = "Inbox"
      screen.navigationItem.titleView = titleView
      screen.navigationItem.rightBarButtonItems = [
        UIBarButtonItem(barButtonSystemItem: .compose, target: nil, action: nil)
      ]
      navigation.pushViewController(screen, animated: false)
      layOut(navigation)
      let alphas = bar.subviews.map(\.alpha)

      let scrollView = try XCTUnwrap(screen.view as? UIScrollView)
      scroll(scrollView, toDistanceFromTop: 600)
      spinMainRunLoop()
      XCTAssertEqual(bar.fraction, 1, accuracy: 1e-9)
      XCTAssertLessThanOrEqual(titleView.alpha, 0.01, "the app's title view fades")
      XCTAssertEqual(bar.subviews.map(\.alpha), alphas, "the bar's own subviews never fade")

      scroll(scrollView, toDistanceFromTop: 0)
      spinMainRunLoop()
      XCTAssertEqual(titleView.alpha, 1, "the title view shows again")
      withExtendedLifetime(window) {}
    }

    func testSwitchingFadingOffShowsTheItems() throws {
      let screen = makeScrollingScreen()
      screen.title = "Inbox"
      let navigation = makeShyNavigationController(root: screen)
      let window = makeWindow(root: navigation)
      let bar = try XCTUnwrap(navigation.shyNavigationBar)
      let items = bar.subviews.dropFirst().filter { !$0.isHidden && $0.alpha > 0 }
      try scroll(XCTUnwrap(screen.view as? UIScrollView), toDistanceFromTop: 600)
      spinMainRunLoop()

      bar.fadesItems = false
      XCTAssertEqual(bar.fraction, 1, accuracy: 1e-9, "the bar stays hidden")
      for view in items { XCTAssertEqual(view.alpha, 1, "\(view) has its alpha back") }
      withExtendedLifetime(window) {}
    }

    func testPrefersSystemMinimizationChangesNothingBeforeIOS27() throws {
      if #available(iOS 27.0, *) { throw XCTSkip("iOS 27 minimizes navigation bars itself") }
      let screen = makeScrollingScreen()
      let navigation = makeShyNavigationController(root: screen)
      let window = makeWindow(root: navigation)
      let bar = try XCTUnwrap(navigation.shyNavigationBar)
      bar.prefersSystemMinimization = true

      try scroll(XCTUnwrap(screen.view as? UIScrollView), toDistanceFromTop: 600)
      spinMainRunLoop()
      XCTAssertEqual(bar.fraction, 1, accuracy: 1e-9)
      withExtendedLifetime(window) {}
    }

    func testHandsTheBarToTheSystemOnIOS27() throws {
      guard #available(iOS 27.0, *) else {
        throw XCTSkip("The system minimizes navigation bars from iOS 27")
      }
      let screen = makeScrollingScreen()
      let navigation = makeShyNavigationController(root: screen)
      let window = makeWindow(root: navigation)
      let bar = try XCTUnwrap(navigation.shyNavigationBar)
      let scrollView = try XCTUnwrap(screen.view as? UIScrollView)
      scroll(scrollView, toDistanceFromTop: 600)
      spinMainRunLoop()
      XCTAssertEqual(bar.fraction, 1, accuracy: 1e-9)
      let minimization = { screen.navigationItem.navigationBarMinimization }
      XCTAssertEqual(minimization().minimizationBehavior, .never, "the bar moves itself")

      bar.prefersSystemMinimization = true
      layOut(navigation)
      XCTAssertEqual(bar.fraction, 0, "handed over, the bar shows fully")
      XCTAssertEqual(bar.visibleFrame.height, bar.fullHeight)
      XCTAssertEqual(screen.additionalSafeAreaInsets.top, 0)
      XCTAssertEqual(minimization().minimizationBehavior, .onScrollDown)
      XCTAssertEqual(minimization().restorationBehavior, .atScrollEdge)
      scroll(scrollView, toDistanceFromTop: 1200)
      spinMainRunLoop()
      XCTAssertEqual(bar.fraction, 0, "scrolling no longer moves the bar")
      var collapsed: Bool?
      bar.collapse(animated: false) { collapsed = $0 }
      spinMainRunLoop()
      XCTAssertEqual(collapsed, false)

      bar.prefersSystemMinimization = false
      layOut(navigation)
      XCTAssertEqual(minimization().minimizationBehavior, .never)
      scroll(scrollView, toDistanceFromTop: 1800)
      spinMainRunLoop()
      XCTAssertEqual(bar.fraction, 1, accuracy: 1e-9, "taken back, the bar moves itself again")
      withExtendedLifetime(window) {}
    }

    // MARK: Private

    /// UIKit lays the bar out when its items change; the bar switches screens there.
    private func layOut(_ navigation: UINavigationController) {
      navigation.view.layoutIfNeeded()
      navigation.navigationBar.layoutIfNeeded()
      spinMainRunLoop()
    }
  }
#endif
