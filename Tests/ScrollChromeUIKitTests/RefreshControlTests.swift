#if canImport(UIKit)
  import ScrollChromeUIKit
  import UIKit
  import XCTest

  /// ``RefreshControl`` waits for the finger only while one is down.
  @MainActor
  final class RefreshControlTests: XCTestCase {
    func testEndRefreshingWithNoFingerDownEndsAtOnce() {
      let scrollView = makeLongScrollView()
      let window = makeWindow(showing: scrollView)
      let refresh = RefreshControl()
      scrollView.refreshControl = refresh
      refresh.beginRefreshing()
      XCTAssertTrue(refresh.isRefreshing)

      refresh.endRefreshing()

      XCTAssertFalse(refresh.isRefreshing)
      withExtendedLifetime(window) {}
    }
  }
#endif
