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
      follower.expand(animated: false) { results.append($0) }

      XCTAssertEqual(results, [true])
      XCTAssertEqual(bottomBar.transform, CGAffineTransform.identity)
    }

    func testHideTakesADurationAndCompletesOnceItHasRun() {
      let (window, _, bar) = makeFollowingBar()
      var results: [Bool] = []

      bar.collapse(duration: 0.6) { results.append($0) }
      spinMainRunLoop(for: 0.3)

      XCTAssertEqual(results, [], "still running after the preset's own 0.2 s")
      spinMainRunLoop(for: 0.6)
      XCTAssertEqual(results, [true])
      XCTAssertEqual(bar.transform, moved(by: -64))
      withExtendedLifetime(window) {}
    }

    func testAssigningAnEqualPresetLetsTheCommandRun() throws {
      let (window, _, bar) = makeFollowingBar()
      let follower = try XCTUnwrap(bar.follower)
      var results: [Bool] = []

      bar.collapse(duration: 0.4) { results.append($0) }
      follower.preset.revealsAtEnd = false
      follower.preset = FollowView(maxFollowPoint: 64)
      spinMainRunLoop(for: 0.6)
      XCTAssertEqual(results, [true], "an equal preset replaces nothing")

      bar.expand(duration: 0.4) { results.append($0) }
      follower.preset.revealsAtEnd = true
      spinMainRunLoop(for: 0.05)
      XCTAssertEqual(results, [true, false], "another preset ends the command")
      withExtendedLifetime(window) {}
    }

    /// The scroll edge interactions `view` carries.
    @available(iOS 26.0, tvOS 26.0, visionOS 26.0, *)
    private func scrollEdgeInteractions(
      of view: UIView
    ) -> [UIScrollEdgeElementContainerInteraction] {
      view.interactions.compactMap { $0 as? UIScrollEdgeElementContainerInteraction }
    }

    func testRegistersWithTheScrollEdgeEffectOfTheScrollViewItFollows() throws {
      guard #available(iOS 26.0, tvOS 26.0, visionOS 26.0, *) else {
        throw XCTSkip("The scroll edge effect is iOS 26 API")
      }
      let (window, scrollView, bar) = makeFollowingBar()
      XCTAssertEqual(scrollEdgeInteractions(of: bar).count, 1)
      XCTAssertTrue(scrollEdgeInteractions(of: bar).first?.scrollView === scrollView)
      XCTAssertEqual(scrollEdgeInteractions(of: bar).first?.edge, .top)

      let other = makeLongScrollView()
      window.addSubview(other)
      bar.follow(other)
      XCTAssertEqual(scrollEdgeInteractions(of: bar).count, 1, "the one interaction, moved")
      XCTAssertTrue(scrollEdgeInteractions(of: bar).first?.scrollView === other)

      bar.follow(other, edge: .bottom)
      XCTAssertEqual(scrollEdgeInteractions(of: bar).count, 1, "the old follower's is gone")
      XCTAssertEqual(scrollEdgeInteractions(of: bar).first?.edge, .bottom)

      bar.follower?.scrollView = nil
      XCTAssertEqual(scrollEdgeInteractions(of: bar).count, 0, "no scroll view, no registration")
      bar.follower?.scrollView = scrollView
      bar.registersWithScrollEdgeEffect = false
      XCTAssertEqual(scrollEdgeInteractions(of: bar).count, 0, "the app opted out")
      withExtendedLifetime(window) {}
    }

    func testTabBarPreferringSystemMinimizationLeavesTheBarToTheSystem() throws {
      guard #available(iOS 26.0, *) else {
        throw XCTSkip("The system minimizes tab bars from iOS 26")
      }
      let controller = UITabBarController(nibName: nil, bundle: nil)
      controller.setValue(FollowingTabBar(frame: .zero), forKey: "tabBar")
      let screen = makeScrollingScreen()
      controller.viewControllers = [screen]
      let window = makeWindow(root: controller)
      let tabBar = try XCTUnwrap(controller.tabBar as? FollowingTabBar)
      let scrollView = try XCTUnwrap(screen.view as? UIScrollView)
      tabBar.follower.scrollView = scrollView
      XCTAssertEqual(controller.tabBarMinimizeBehavior, .never, "the follower moves the bar")

      tabBar.prefersSystemMinimization = true
      scroll(scrollView, toDistanceFromTop: 300)
      spinMainRunLoop()

      XCTAssertEqual(controller.tabBarMinimizeBehavior, .onScrollDown)
      XCTAssertEqual(tabBar.transform, CGAffineTransform.identity, "the follower leaves it")
      tabBar.prefersSystemMinimization = false
      XCTAssertEqual(controller.tabBarMinimizeBehavior, .never)
      withExtendedLifetime(window) {}
    }
  }
#endif
