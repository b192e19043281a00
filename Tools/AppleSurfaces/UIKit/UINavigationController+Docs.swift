// The toolbar members of `UINavigationController` that the documentation's snippets use; the
// class and its other members are in `UINavigationController.swift`. Apple declares them `open`
// in the class; in an extension a non-`@objc` member cannot be overridden, so they are `public`
// here (nothing overrides them).
extension UINavigationController {
  /// A Boolean value indicating whether the navigation controller's built-in toolbar is visible.
  // https://developer.apple.com/documentation/uikit/uinavigationcontroller/istoolbarhidden
  // SDK: UIKit.framework/Headers/UINavigationController.h:78 (iPhoneOS18.0.sdk)
  @available(iOS 3.0, *)
  @available(tvOS, unavailable)
  public var isToolbarHidden: Bool {
    get { fatalError() }
    set { fatalError() }
  }

  /// The custom toolbar associated with the navigation controller.
  // https://developer.apple.com/documentation/uikit/uinavigationcontroller/toolbar
  // SDK: UIKit.framework/Headers/UINavigationController.h:80 (iPhoneOS18.0.sdk)
  @available(iOS 3.0, *)
  @available(tvOS, unavailable)
  public var toolbar: UIToolbar! { fatalError() }
}
