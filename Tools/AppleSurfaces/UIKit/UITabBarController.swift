/// A container view controller that manages a multiselection interface, where the selection
/// determines which child view controller to display.
///
/// Only `viewControllers` and `tabBar` are declared; the `UITabBarDelegate` and `NSCoding`
/// conformances are left out, and the initialisers are `UIViewController`'s, inherited (the header
/// redeclares none before iOS 18's `init(tabs:)`, which the iOS 15 example does not use).
// https://developer.apple.com/documentation/uikit/uitabbarcontroller
// SDK: UIKit.framework/Headers/UITabBarController.h:48 (iPhoneOS18.0.sdk)
@available(iOS 2.0, *)
@available(watchOS, unavailable)
@MainActor
open class UITabBarController: UIViewController {
  /// An array of the root view controllers displayed by the tab bar interface.
  // https://developer.apple.com/documentation/uikit/uitabbarcontroller/viewcontrollers
  // SDK: UIKit.framework/Headers/UITabBarController.h:89 (iPhoneOS18.0.sdk)
  open var viewControllers: [UIViewController]? {
    get { fatalError() }
    set { fatalError() }
  }

  /// The tab bar view associated with this controller.
  // https://developer.apple.com/documentation/uikit/uitabbarcontroller/tabbar
  // SDK: UIKit.framework/Headers/UITabBarController.h:100 (iPhoneOS18.0.sdk)
  @available(iOS 3.0, *)
  open var tabBar: UITabBar { fatalError() }
}

// `@interface UIViewController (UITabBarControllerItem)`: a category, which Swift imports as
// extension members.
extension UIViewController {
  /// The nearest ancestor in the view controller hierarchy that is a tab bar controller.
  // https://developer.apple.com/documentation/uikit/uiviewcontroller/tabbarcontroller
  // SDK: UIKit.framework/Headers/UITabBarController.h:174 (iPhoneOS18.0.sdk)
  public var tabBarController: UITabBarController? { fatalError() }
}
