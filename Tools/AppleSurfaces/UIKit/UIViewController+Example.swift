// `UIViewController`'s members that the example app uses to title, present and contain its
// screens. The first group are members of the class's `@interface` in the header (so `open` in
// Apple's module); this surface may not change `UIViewController.swift`, so they are `public`
// extension members here, which callers use the same way.
extension UIViewController {
  /// A localized string that represents the view that this controller manages.
  // https://developer.apple.com/documentation/uikit/uiviewcontroller/title
  // SDK: UIKit.framework/Headers/UIViewController.h:195 (iPhoneOS18.0.sdk)
  public var title: String? {
    get { fatalError() }
    set { fatalError() }
  }

  /// Presents a view controller modally.
  ///
  /// The importer gives the trailing nullable completion block a `nil` default.
  // https://developer.apple.com/documentation/uikit/uiviewcontroller/present(_:animated:completion:)
  // SDK: UIKit.framework/Headers/UIViewController.h:252 (iPhoneOS18.0.sdk)
  @available(iOS 5.0, *)
  public func present(
    _ viewControllerToPresent: UIViewController, animated flag: Bool,
    completion: (() -> Void)? = nil
  ) { fatalError() }

  /// Dismisses the view controller that was presented modally by the view controller.
  // https://developer.apple.com/documentation/uikit/uiviewcontroller/dismiss(animated:completion:)
  // SDK: UIKit.framework/Headers/UIViewController.h:254 (iPhoneOS18.0.sdk)
  @available(iOS 5.0, *)
  public func dismiss(animated flag: Bool, completion: (() -> Void)? = nil) { fatalError() }

  /// The presentation style for modal view controllers.
  // https://developer.apple.com/documentation/uikit/uiviewcontroller/modalpresentationstyle
  // SDK: UIKit.framework/Headers/UIViewController.h:282 (iPhoneOS18.0.sdk)
  @available(iOS 3.2, *)
  public var modalPresentationStyle: UIModalPresentationStyle {
    get { fatalError() }
    set { fatalError() }
  }
}

/// Modal presentation styles available when presenting view controllers.
///
/// An `NS_ENUM(NSInteger)`. Only `fullScreen` is declared, with the header's value; the other
/// cases are left out, so a `switch` over this surface's enum is not exhaustive-checked as Apple's
/// is.
// https://developer.apple.com/documentation/uikit/uimodalpresentationstyle
// SDK: UIKit.framework/Headers/UIViewController.h:47 (iPhoneOS18.0.sdk)
@available(watchOS, unavailable)
public enum UIModalPresentationStyle: Int, Sendable {
  /// A presentation in which the presented view covers the screen.
  // https://developer.apple.com/documentation/uikit/uimodalpresentationstyle/fullscreen
  // SDK: UIKit.framework/Headers/UIViewController.h:48 (iPhoneOS18.0.sdk)
  case fullScreen = 0
}

// `@interface UIViewController (UIContainerViewControllerProtectedMethods)` and
// `(UIContainerViewControllerCallbacks)`: categories, which Swift imports as extension members;
// the Swift names (`addChild(_:)`, `didMove(toParent:)`) come from UIKit's API notes.
extension UIViewController {
  /// Adds the specified view controller as a child of the current view controller.
  // https://developer.apple.com/documentation/uikit/uiviewcontroller/addchild(_:)
  // SDK: UIKit.framework/Headers/UIViewController.h:426 (iPhoneOS18.0.sdk)
  @available(iOS 5.0, *)
  public func addChild(_ childController: UIViewController) { fatalError() }

  /// Called after the view controller is added or removed from a container view controller.
  // https://developer.apple.com/documentation/uikit/uiviewcontroller/didmove(toparent:)
  // SDK: UIKit.framework/Headers/UIViewController.h:505 (iPhoneOS18.0.sdk)
  @available(iOS 5.0, *)
  public func didMove(toParent parent: UIViewController?) { fatalError() }
}
