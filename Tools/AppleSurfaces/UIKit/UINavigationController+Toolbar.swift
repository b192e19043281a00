// `UINavigationController`'s toolbar and pop, and `UIViewController.toolbarItems`, for the example
// app and the adapter tests. The navigation controller's members belong to the class's
// `@interface` in the header (so `open` in Apple's module); this surface may not change
// `UINavigationController.swift`, so they are `public` extension members here, which callers use
// the same way.
extension UINavigationController {
  /// Pops the top view controller from the navigation stack and updates the display.
  ///
  /// Imported Objective-C methods never warn about an unused result, hence `@discardableResult`.
  // https://developer.apple.com/documentation/uikit/uinavigationcontroller/popviewcontroller(animated:)
  // SDK: UIKit.framework/Headers/UINavigationController.h:63 (iPhoneOS18.0.sdk)
  @discardableResult
  public func popViewController(animated: Bool) -> UIViewController? { fatalError() }

  /// A Boolean value that indicates whether the navigation controller's built-in toolbar is
  /// visible.
  // https://developer.apple.com/documentation/uikit/uinavigationcontroller/istoolbarhidden
  // SDK: UIKit.framework/Headers/UINavigationController.h:78 (iPhoneOS18.0.sdk)
  @available(iOS 3.0, *)
  @available(tvOS, unavailable)
  public var isToolbarHidden: Bool {
    get { fatalError() }
    set { fatalError() }
  }

  /// The custom toolbar associated with the navigation controller (`null_resettable`, read-only).
  // https://developer.apple.com/documentation/uikit/uinavigationcontroller/toolbar
  // SDK: UIKit.framework/Headers/UINavigationController.h:80 (iPhoneOS18.0.sdk)
  @available(iOS 3.0, *)
  @available(tvOS, unavailable)
  public var toolbar: UIToolbar! { fatalError() }
}

// `@interface UIViewController (UINavigationControllerContextualToolbarItems)`: a category, which
// Swift imports as extension members.
extension UIViewController {
  /// The toolbar items associated with the view controller.
  // https://developer.apple.com/documentation/uikit/uiviewcontroller/toolbaritems
  // SDK: UIKit.framework/Headers/UINavigationController.h:137 (iPhoneOS18.0.sdk)
  @available(iOS 3.0, *)
  @available(tvOS, unavailable)
  public var toolbarItems: [UIBarButtonItem]? {
    get { fatalError() }
    set { fatalError() }
  }
}
