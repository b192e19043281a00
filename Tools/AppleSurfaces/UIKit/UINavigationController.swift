/// A container view controller that defines a stack-based scheme for navigating hierarchical
/// content.
// https://developer.apple.com/documentation/uikit/uinavigationcontroller
// SDK: UIKit.framework/Headers/UINavigationController.h:46 (iPhoneOS18.0.sdk)
@available(iOS 2.0, *)
@available(watchOS, unavailable)
@MainActor
open class UINavigationController: UIViewController {
  /// Initializes and returns a newly created navigation controller that uses your custom bar
  /// subclasses.
  // https://developer.apple.com/documentation/uikit/uinavigationcontroller/init(navigationbarclass:toolbarclass:)
  // SDK: UIKit.framework/Headers/UINavigationController.h:53 (iPhoneOS18.0.sdk)
  @available(iOS 5.0, *)
  public init(navigationBarClass: AnyClass?, toolbarClass: AnyClass?) { fatalError() }

  /// Initializes and returns a newly created navigation controller.
  // https://developer.apple.com/documentation/uikit/uinavigationcontroller/init(rootviewcontroller:)
  // SDK: UIKit.framework/Headers/UINavigationController.h:55 (iPhoneOS18.0.sdk)
  public init(rootViewController: UIViewController) { fatalError() }

  /// Initializes the navigation controller with an empty stack.
  // https://developer.apple.com/documentation/uikit/uiviewcontroller/init(nibname:bundle:)
  // SDK: UIKit.framework/Headers/UINavigationController.h:57 (iPhoneOS18.0.sdk)
  public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
    fatalError()
  }

  /// Creates a navigation controller with data in an unarchiver.
  // https://developer.apple.com/documentation/uikit/uinavigationcontroller/init(coder:)
  // SDK: UIKit.framework/Headers/UINavigationController.h:59 (iPhoneOS18.0.sdk)
  public required init?(coder aDecoder: NSCoder) { fatalError() }

  /// Pushes a view controller onto the receiver's stack and updates the display.
  // https://developer.apple.com/documentation/uikit/uinavigationcontroller/pushviewcontroller(_:animated:)
  // SDK: UIKit.framework/Headers/UINavigationController.h:61 (iPhoneOS18.0.sdk)
  open func pushViewController(_ viewController: UIViewController, animated: Bool) {
    fatalError()
  }

  /// The view controller at the top of the navigation stack.
  // https://developer.apple.com/documentation/uikit/uinavigationcontroller/topviewcontroller
  // SDK: UIKit.framework/Headers/UINavigationController.h:67 (iPhoneOS18.0.sdk)
  open var topViewController: UIViewController? { fatalError() }

  /// The view controllers currently on the navigation stack.
  // https://developer.apple.com/documentation/uikit/uinavigationcontroller/viewcontrollers
  // SDK: UIKit.framework/Headers/UINavigationController.h:70 (iPhoneOS18.0.sdk)
  open var viewControllers: [UIViewController] {
    get { fatalError() }
    set { fatalError() }
  }

  /// The navigation bar managed by the navigation controller.
  // https://developer.apple.com/documentation/uikit/uinavigationcontroller/navigationbar
  // SDK: UIKit.framework/Headers/UINavigationController.h:76 (iPhoneOS18.0.sdk)
  open var navigationBar: UINavigationBar { fatalError() }

  /// Pops the top view controller from the navigation stack and updates the display.
  ///
  /// Imported Objective-C methods never warn about an unused result, hence `@discardableResult`.
  // https://developer.apple.com/documentation/uikit/uinavigationcontroller/popviewcontroller(animated:)
  // SDK: UIKit.framework/Headers/UINavigationController.h:63 (iPhoneOS18.0.sdk)
  @discardableResult
  open func popViewController(animated: Bool) -> UIViewController? { fatalError() }

  /// A Boolean value that indicates whether the navigation controller's built-in toolbar is
  /// visible.
  // https://developer.apple.com/documentation/uikit/uinavigationcontroller/istoolbarhidden
  // SDK: UIKit.framework/Headers/UINavigationController.h:78 (iPhoneOS18.0.sdk)
  @available(iOS 3.0, *)
  @available(tvOS, unavailable)
  open var isToolbarHidden: Bool {
    get { fatalError() }
    set { fatalError() }
  }

  /// The custom toolbar associated with the navigation controller (`null_resettable`, read-only).
  // https://developer.apple.com/documentation/uikit/uinavigationcontroller/toolbar
  // SDK: UIKit.framework/Headers/UINavigationController.h:80 (iPhoneOS18.0.sdk)
  @available(iOS 3.0, *)
  @available(tvOS, unavailable)
  open var toolbar: UIToolbar! { fatalError() }
}

// `@interface UIViewController (UINavigationControllerItem)` in UINavigationController.h. Swift
// imports category members as overridable `@objc open` extension members; here they are `public`
// because a UIKit class of this surface cannot be represented in Objective-C (see the README's
// known differences).
extension UIViewController {
  /// The navigation item used to represent the view controller in a parent's navigation bar.
  // https://developer.apple.com/documentation/uikit/uiviewcontroller/navigationitem
  // SDK: UIKit.framework/Headers/UINavigationController.h:129 (iPhoneOS18.0.sdk)
  public var navigationItem: UINavigationItem { fatalError() }

  /// The nearest ancestor in the view controller hierarchy that is a navigation controller.
  // https://developer.apple.com/documentation/uikit/uiviewcontroller/navigationcontroller
  // SDK: UIKit.framework/Headers/UINavigationController.h:131 (iPhoneOS18.0.sdk)
  public var navigationController: UINavigationController? { fatalError() }
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
