#if canImport(UIKit)
  import ScrollChromeUIKit
  import UIKit
  import XCTest

  /// The driver's life cycle: it applies chrome at once, ends commands it can no longer finish
  /// with `false`, and never keeps itself alive through its display link.
  @MainActor
  final class ScrollChromeDriverTests: XCTestCase {
    /// A driver running a follow view on a scroll view 600 points below its top, in a window.
    private func makeDriverFarFromTheTop()
      -> (UIWindow, ScrollChromeDriver, ChromeHandle<FollowView.Chrome>)
    {
      let scrollView = makeLongScrollView()
      let window = makeWindow(showing: scrollView)
      scroll(scrollView, toDistanceFromTop: 600)
      let driver = ScrollChromeDriver(scrollView: scrollView)
      return (window, driver, driver.add(FollowView()) { _ in })
    }

    func testAddingChromeAppliesItAtOnce() {
      let scrollView = makeLongScrollView()
      let window = makeWindow(showing: scrollView)
      let driver = ScrollChromeDriver(scrollView: scrollView)
      var applied: [Double] = []
      driver.add(FollowView()) { applied.append($0.behavior.fraction) }
      XCTAssertEqual(applied, [0])
      withExtendedLifetime(window) {}
    }

    func testAnAnimatedCollapseFinishesWithTrue() {
      let (window, driver, handle) = makeDriverFarFromTheTop()
      let finished = expectation(description: "the collapse finished")
      handle.collapse(animated: true) { done in
        XCTAssertTrue(done)
        finished.fulfill()
      }
      wait(for: [finished], timeout: 2)
      XCTAssertEqual(handle.chrome.behavior.fraction, 1, accuracy: 1e-9)
      withExtendedLifetime((window, driver)) {}
    }

    func testRemovingChromeEndsItsRunningCommandWithFalse() {
      let (window, driver, handle) = makeDriverFarFromTheTop()
      var results: [Bool] = []
      handle.collapse(animated: true) { results.append($0) }
      XCTAssertEqual(results, [])
      driver.remove(handle)
      XCTAssertEqual(results, [false])
      spinMainRunLoop(for: 0.4)
      XCTAssertEqual(results, [false], "a completion runs exactly once")
      withExtendedLifetime(window) {}
    }

    func testFreeingTheDriverWhileASnapAnimatesStopsItsFrames() {
      let scrollView = makeLongScrollView()
      let window = makeWindow(showing: scrollView)
      scroll(scrollView, toDistanceFromTop: 600)
      var driver: ScrollChromeDriver? = ScrollChromeDriver(scrollView: scrollView)
      weak let freedDriver = driver
      var results: [Bool] = []
      let handle = driver?.add(FollowView()) { _ in }
      handle?.collapse(animated: true) { results.append($0) }
      spinMainRunLoop(for: 0.05)
      driver = nil
      XCTAssertNil(freedDriver, "the display link must not keep the driver alive")
      XCTAssertEqual(results, [false])
      // Frames that were due must reach nothing.
      spinMainRunLoop(for: 0.4)
      XCTAssertEqual(results, [false])
      withExtendedLifetime((window, handle)) {}
    }
  }
#endif
