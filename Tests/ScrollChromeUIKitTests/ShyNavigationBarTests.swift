#if canImport(UIKit)
  import ScrollChromeUIKit
  import UIKit
  import XCTest

  /// ``ShyNavigationBar`` in a navigation controller: it follows the top screen's scroll view,
  /// and each screen keeps its own bar across a push and a pop.
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

    // MARK: Private

    /// UIKit lays the bar out when its items change; the bar switches screens there.
    private func layOut(_ navigation: UINavigationController) {
      navigation.view.layoutIfNeeded()
      navigation.navigationBar.layoutIfNeeded()
      spinMainRunLoop()
    }
  }
#endif
