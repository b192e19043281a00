#if canImport(UIKit)
  import ScrollChromeUIKit
  import UIKit
  import XCTest

  /// A scroll view much taller than its content's viewport, at rest at its top.
  @MainActor
  func makeLongScrollView() -> UIScrollView {
    let scrollView = UIScrollView(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
    scrollView.contentSize = CGSize(width: 390, height: 5000)
    return scrollView
  }

  /// A view controller whose view is a long scroll view.
  @MainActor
  func makeScrollingScreen() -> UIViewController {
    let screen = UIViewController(nibName: nil, bundle: nil)
    screen.view = makeLongScrollView()
    return screen
  }

  /// A navigation controller with a ``ShyNavigationBar``, showing `root`.
  @MainActor
  func makeShyNavigationController(root: UIViewController) -> UINavigationController {
    let navigation = UINavigationController(
      navigationBarClass: ShyNavigationBar.self, toolbarClass: nil)
    navigation.viewControllers = [root]
    return navigation
  }

  /// A visible window holding `view`, so that the driver runs its display link.
  @MainActor
  func makeWindow(showing view: UIView) -> UIWindow {
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
    view.frame = window.bounds
    window.addSubview(view)
    window.isHidden = false
    return window
  }

  /// A window whose root is `rootViewController`, laid out.
  @MainActor
  func makeWindow(root rootViewController: UIViewController) -> UIWindow {
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
    window.rootViewController = rootViewController
    window.makeKeyAndVisible()
    rootViewController.view.layoutIfNeeded()
    return window
  }

  /// Scrolls `scrollView` to `distance` points below its resting top, as an app's code would.
  @MainActor
  func scroll(_ scrollView: UIScrollView, toDistanceFromTop distance: CGFloat) {
    scrollView.contentOffset = CGPoint(x: 0, y: distance - scrollView.adjustedContentInset.top)
  }

  /// Lets the main run loop turn — display-link frames, the end of an offset change — for a
  /// moment.
  @MainActor
  func spinMainRunLoop(for seconds: TimeInterval = 0.15) {
    RunLoop.main.run(until: Date(timeIntervalSinceNow: seconds))
  }
#endif
