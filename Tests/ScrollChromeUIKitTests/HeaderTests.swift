#if canImport(UIKit)
  import ScrollChromeUIKit
  import UIKit
  import XCTest

  /// The headers apply their state as soon as they start, and follow the scroll view after that.
  @MainActor
  final class HeaderTests: XCTestCase {
    func testDraggableSwitchHeaderStartsNormal() {
      let scrollView = makeLongScrollView()
      let window = makeWindow(showing: scrollView)
      let header = DraggableSwitchHeaderView(frame: CGRect(x: 0, y: -50, width: 390, height: 50))
      scrollView.addSubview(header)
      header.follow(scrollView)

      XCTAssertEqual(header.state, .normal)
      XCTAssertEqual(header.statusLabel.text, header.preset.normalText)
      withExtendedLifetime(window) {}
    }

    func testCollapsingHeaderFollowsTheContent() throws {
      // A table would size its content to its rows; a scroll view keeps the size it is given.
      let scrollView = makeLongScrollView()
      let window = makeWindow(showing: scrollView)
      let banner = UIView(frame: CGRect(x: 0, y: 0, width: 390, height: 200))
      let header = ParallaxHeaderView(wrapping: banner)
      scrollView.addSubview(header)
      let handler = HeaderTransitionHandler(scrollView: scrollView, header: header)
      XCTAssertEqual(try XCTUnwrap(handler.chrome).behavior.fraction, 0)

      scroll(scrollView, toDistanceFromTop: 100)
      spinMainRunLoop()

      XCTAssertEqual(try XCTUnwrap(handler.chrome).behavior.fraction, 0.5, accuracy: 1e-9)
      withExtendedLifetime(window) {}
    }
  }
#endif
