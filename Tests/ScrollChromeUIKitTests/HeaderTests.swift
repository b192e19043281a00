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

    func testDraggableSwitchHeaderOverTheScrollViewRegistersWithItsTopEdgeEffect() throws {
      guard #available(iOS 26.0, tvOS 26.0, visionOS 26.0, *) else {
        throw XCTSkip("The scroll edge effect is iOS 26 API")
      }
      let scrollView = makeLongScrollView()
      let window = makeWindow(showing: scrollView)
      let header = DraggableSwitchHeaderView(frame: CGRect(x: 0, y: 0, width: 390, height: 50))
      window.addSubview(header)
      header.follow(scrollView)
      let registered = header.interactions.compactMap {
        $0 as? UIScrollEdgeElementContainerInteraction
      }
      XCTAssertEqual(registered.count, 1)
      XCTAssertTrue(registered.first?.scrollView === scrollView)
      XCTAssertEqual(registered.first?.edge, .top)

      scrollView.addSubview(header)

      XCTAssertFalse(
        header.interactions.contains { $0 is UIScrollEdgeElementContainerInteraction },
        "inside the content the header scrolls with it and overlays no edge")
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

    /// Decodes `root` archived as a plain view as an instance of `header`, as a storyboard or a
    /// nib does: UIKit calls `init(coder:)`.
    private func decode<Header: UIView>(_ root: UIView, as header: Header.Type) throws -> Header {
      let data = try NSKeyedArchiver.archivedData(
        withRootObject: root, requiringSecureCoding: false)
      let unarchiver = try NSKeyedUnarchiver(forReadingFrom: data)
      unarchiver.requiresSecureCoding = false
      unarchiver.setClass(header, forClassName: "UIView")
      return try XCTUnwrap(unarchiver.decodeObject(forKey: NSKeyedArchiveRootObjectKey) as? Header)
    }

    func testParallaxHeaderFromANibWrapsTheViewLaidOutInsideIt() throws {
      let laidOut = UIView(frame: CGRect(x: 0, y: 0, width: 390, height: 200))
      laidOut.addSubview(UILabel(frame: CGRect(x: 0, y: 0, width: 390, height: 200)))

      let header = try decode(laidOut, as: ParallaxHeaderView.self)
      header.apply(Attributes(translateY: -60, height: 260))

      XCTAssertTrue(header.wrappedView is UILabel)
      XCTAssertEqual(header.wrappedView.frame.size, CGSize(width: 390, height: 260))
      XCTAssertEqual(header.bounds.height, 200, "the header's own frame stays put")
    }

    func testDraggableSwitchHeaderFromANibStartsNormalWithItsLook() throws {
      let scrollView = makeLongScrollView()
      let window = makeWindow(showing: scrollView)
      let laidOut = UIView(frame: CGRect(x: 0, y: -50, width: 390, height: 50))

      let header = try decode(laidOut, as: DraggableSwitchHeaderView.self)
      scrollView.addSubview(header)
      header.follow(scrollView)
      header.layoutIfNeeded()

      XCTAssertEqual(header.state, .normal)
      XCTAssertEqual(header.statusLabel.text, header.preset.normalText)
      XCTAssertEqual(header.arrowView.center.y, 25, accuracy: 1e-9)
      XCTAssertNotNil(header.backgroundColor, "the dark banner the white text needs")
      withExtendedLifetime(window) {}
    }
  }
#endif
