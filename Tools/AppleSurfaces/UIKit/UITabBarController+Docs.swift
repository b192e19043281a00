/// A container view controller that manages a multiselection interface, where the selection
/// determines which child view controller to display.
///
/// Only the class and `tabBar` are declared, for the documentation's snippets; its
/// `UITabBarDelegate` and `NSCoding` conformances and its initialisers (inherited from
/// `UIViewController`, which the header does not redeclare) are left out.
// https://developer.apple.com/documentation/uikit/uitabbarcontroller
// SDK: UIKit.framework/Headers/UITabBarController.h:48 (iPhoneOS18.0.sdk)
@available(iOS 2.0, *)
@available(watchOS, unavailable)
@MainActor
open class UITabBarController: UIViewController {
  /// The tab bar view associated with this controller.
  // https://developer.apple.com/documentation/uikit/uitabbarcontroller/tabbar
  // SDK: UIKit.framework/Headers/UITabBarController.h:100 (iPhoneOS18.0.sdk)
  @available(iOS 3.0, *)
  open var tabBar: UITabBar { fatalError() }
}

// `@interface UIViewController (UITabBarControllerItem)` in UITabBarController.h. Swift imports
// category members as overridable `@objc open` extension members; here it is `public`, as the
// category members in `UINavigationController.swift` are.
extension UIViewController {
  /// The nearest ancestor in the view controller hierarchy that is a tab bar controller.
  // https://developer.apple.com/documentation/uikit/uiviewcontroller/tabbarcontroller
  // SDK: UIKit.framework/Headers/UITabBarController.h:174 (iPhoneOS18.0.sdk)
  public var tabBarController: UITabBarController? { fatalError() }
}
