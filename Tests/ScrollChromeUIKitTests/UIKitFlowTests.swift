#if canImport(UIKit)
  import ScrollChromeUIKit
  import UIKit
  import XCTest

  /// The flows the core's tests replay with a fake scroll view, through the real components and
  /// UIKit's own call orders: apply closures that read, command, lay out, remove and free while
  /// UIKit notifies inside them; the app's animated offset change to the top; rotation, keyboard
  /// insets and a reload; animated push and pop with the safe area the shy bar takes. XCTest
  /// cannot move a finger, so drags, flings, a caught fling and the interactive pop run only in
  /// the core's tests (`UIKitFlow…Tests`, `ScreenSwitchingTests`).
  @MainActor
  final class UIKitFlowTests: XCTestCase {
    func testAnApplyThatReadsLaysOutAndCommandsDoesNotTrap() {
      let scrollView = makeLongScrollView()
      let window = makeWindow(showing: scrollView)
      let driver = ScrollChromeDriver(scrollView: scrollView)
      var handle: ChromeHandle<FollowView.Chrome>?
      var applied: [Double] = []
      handle = driver.add(FollowView()) { [weak driver] chrome in
        applied.append(chrome.behavior.fraction)
        // The probe's shape: the apply reads the chrome and the driver, and a layout pass
        // inside it notifies again before it returns; then it commands.
        _ = (handle?.chrome, handle?.memory, driver?.isPaused)
        scrollView.layoutIfNeeded()
        if chrome.behavior.fraction == 1 { handle?.expand(animated: false) }
      }

      scroll(scrollView, toDistanceFromTop: 600)
      spinMainRunLoop()

      XCTAssertEqual(applied.first, 0)
      XCTAssertTrue(applied.contains(1), "the scroll hid the chrome: \(applied)")
      XCTAssertEqual(handle?.chrome.behavior.fraction, 0, "the apply's command ran after it")
      withExtendedLifetime((window, driver)) {}
    }

    func testRemovingTheChromeInsideItsApplyEndsIt() {
      let scrollView = makeLongScrollView()
      let window = makeWindow(showing: scrollView)
      let driver = ScrollChromeDriver(scrollView: scrollView)
      var handle: ChromeHandle<FollowView.Chrome>?
      var applied: [Double] = []
      handle = driver.add(FollowView()) { [weak driver] chrome in
        applied.append(chrome.behavior.fraction)
        if chrome.behavior.fraction > 0, let handle { driver?.remove(handle) }
      }

      scroll(scrollView, toDistanceFromTop: 600)
      spinMainRunLoop()
      let count = applied.count
      scroll(scrollView, toDistanceFromTop: 0)
      spinMainRunLoop()

      XCTAssertEqual(applied.count, count, "a removed piece is never applied again")
      withExtendedLifetime((window, driver)) {}
    }

    func testFreeingTheDriverInsideAnApplyStopsEverything() {
      let scrollView = makeLongScrollView()
      let window = makeWindow(showing: scrollView)
      scroll(scrollView, toDistanceFromTop: 600)
      var driver: ScrollChromeDriver? = ScrollChromeDriver(scrollView: scrollView)
      weak let freed = driver
      var results: [Bool] = []
      let handle = driver?.add(FollowView()) { chrome in
        // Mid-animation, the apply releases the last reference to the driver.
        if chrome.behavior.fraction > 0 && chrome.behavior.fraction < 1 { driver = nil }
      }
      handle?.collapse(animated: true) { results.append($0) }
      spinMainRunLoop(for: 0.4)

      XCTAssertNil(freed, "the apply released the last reference")
      XCTAssertEqual(results, [false], "the command it interrupted ends unfinished, once")
      scroll(scrollView, toDistanceFromTop: 0)
      spinMainRunLoop()
      XCTAssertEqual(results, [false])
      withExtendedLifetime((window, handle)) {}
    }

    func testRotationKeyboardAndReloadMoveNoChromeUntilTheContentFits() {
      let scrollView = makeLongScrollView()
      let window = makeWindow(showing: scrollView)
      let driver = ScrollChromeDriver(scrollView: scrollView)
      let handle = driver.add(FollowView()) { _ in }
      scroll(scrollView, toDistanceFromTop: 600)
      spinMainRunLoop()
      XCTAssertEqual(handle.chrome.behavior.fraction, 1, accuracy: 1e-9)

      scrollView.frame = CGRect(x: 0, y: 0, width: 844, height: 390)
      spinMainRunLoop()
      XCTAssertEqual(handle.chrome.behavior.fraction, 1, accuracy: 1e-9, "a rotation")
      scrollView.contentInset.bottom = 300
      spinMainRunLoop()
      XCTAssertEqual(handle.chrome.behavior.fraction, 1, accuracy: 1e-9, "the keyboard")

      // A reload to three rows: the content fits, and hidden chrome comes back.
      scrollView.contentSize = CGSize(width: 844, height: 120)
      scrollView.contentOffset = CGPoint(x: 0, y: -scrollView.adjustedContentInset.top)
      spinMainRunLoop(for: 0.6)
      XCTAssertEqual(handle.chrome.behavior.fraction, 0, accuracy: 1e-9, "a reload that fits")
      withExtendedLifetime((window, driver)) {}
    }

    func testTheShyBarsSafeAreaFollowsItAndComesBackAtTheTop() throws {
      let screen = makeScrollingScreen()
      let navigation = makeShyNavigationController(root: screen)
      let window = makeWindow(root: navigation)
      let bar = try XCTUnwrap(navigation.shyNavigationBar)
      let scrollView = try XCTUnwrap(screen.view as? UIScrollView)

      scroll(scrollView, toDistanceFromTop: 600)
      spinMainRunLoop()
      XCTAssertEqual(bar.fraction, 1, accuracy: 1e-9)
      XCTAssertEqual(screen.additionalSafeAreaInsets.top, -bar.fullHeight, accuracy: 1e-9)

      // The app sends the list to its top, animated: it arrives there with the bar shown.
      scrollView.setContentOffset(
        CGPoint(x: 0, y: -scrollView.adjustedContentInset.top), animated: true)
      spinMainRunLoop(for: 1)

      XCTAssertEqual(bar.fraction, 0, accuracy: 1e-9)
      XCTAssertEqual(screen.additionalSafeAreaInsets.top, 0, accuracy: 1e-9)
      XCTAssertEqual(
        scrollView.contentOffset.y, -scrollView.adjustedContentInset.top, accuracy: 0.5)
      withExtendedLifetime(window) {}
    }

    func testAnimatedPushAndPopGiveEachScreenItsBarAndSafeArea() throws {
      let first = makeScrollingScreen()
      let navigation = makeShyNavigationController(root: first)
      let window = makeWindow(root: navigation)
      let bar = try XCTUnwrap(navigation.shyNavigationBar)
      try scroll(XCTUnwrap(first.view as? UIScrollView), toDistanceFromTop: 600)
      spinMainRunLoop()
      XCTAssertEqual(first.additionalSafeAreaInsets.top, -bar.fullHeight, accuracy: 1e-9)

      let second = makeScrollingScreen()
      navigation.pushViewController(second, animated: true)
      spinMainRunLoop(for: 1)
      XCTAssertEqual(bar.fraction, 0, "a pushed screen starts with the bar shown")
      XCTAssertEqual(first.additionalSafeAreaInsets.top, 0, "the screen that left got it back")
      XCTAssertEqual(second.additionalSafeAreaInsets.top, 0)

      _ = navigation.popViewController(animated: true)
      spinMainRunLoop(for: 1)
      XCTAssertEqual(bar.fraction, 1, accuracy: 1e-9, "the first screen gets its bar back")
      XCTAssertEqual(first.additionalSafeAreaInsets.top, -bar.fullHeight, accuracy: 1e-9)
      XCTAssertEqual(second.additionalSafeAreaInsets.top, 0, "nothing stays on a popped screen")
      withExtendedLifetime(window) {}
    }
  }
#endif
