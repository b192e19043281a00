/// An object that manages a view hierarchy for your UIKit app.
///
/// `navigationItem` and `navigationController` are declared in `UINavigationController.h`, so
/// they live in `UINavigationController.swift`.
// https://developer.apple.com/documentation/uikit/uiviewcontroller
// SDK: UIKit.framework/Headers/UIViewController.h:102 (iPhoneOS18.0.sdk)
@available(iOS 2.0, *)
@available(watchOS, unavailable)
@MainActor
open class UIViewController: UIResponder {
  /// Creates a view controller with the nib file in the specified bundle.
  // https://developer.apple.com/documentation/uikit/uiviewcontroller/init(nibname:bundle:)
  // SDK: UIKit.framework/Headers/UIViewController.h:113 (iPhoneOS18.0.sdk)
  public init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) { fatalError() }

  /// Creates a view controller with data in an unarchiver.
  ///
  /// `required` because UIViewController adopts `NSCoding`.
  // https://developer.apple.com/documentation/uikit/uiviewcontroller/init(coder:)
  // SDK: UIKit.framework/Headers/UIViewController.h:114 (iPhoneOS18.0.sdk)
  public required init?(coder: NSCoder) { fatalError() }

  /// Creates a view controller with no nib.
  ///
  /// `NSObject`'s `-init`, which Swift imports as a convenience initialiser because
  /// `UIViewController.h` marks `-initWithNibName:bundle:` and `-initWithCoder:`
  /// `NS_DESIGNATED_INITIALIZER`; subclasses that inherit or override both inherit it.
  // https://developer.apple.com/documentation/objectivec/nsobject/init()
  // SDK: UIKit.framework/Headers/UIViewController.h:113-114 (iPhoneOS18.0.sdk), the designated initialisers
  override public convenience init() { fatalError() }

  /// The view that the controller manages (`null_resettable`, hence the implicitly unwrapped
  /// optional).
  // https://developer.apple.com/documentation/uikit/uiviewcontroller/view
  // SDK: UIKit.framework/Headers/UIViewController.h:116 (iPhoneOS18.0.sdk)
  open var view: UIView! {
    get { fatalError() }
    set { fatalError() }
  }

  /// The view controller's view, or `nil` if the view is not yet loaded.
  // https://developer.apple.com/documentation/uikit/uiviewcontroller/viewifloaded
  // SDK: UIKit.framework/Headers/UIViewController.h:119 (iPhoneOS18.0.sdk)
  @available(iOS 9.0, *)
  open var viewIfLoaded: UIView? { fatalError() }

  /// Called after the controller's view is loaded into memory.
  // https://developer.apple.com/documentation/uikit/uiviewcontroller/viewdidload()
  // SDK: UIKit.framework/Headers/UIViewController.h:124 (iPhoneOS18.0.sdk)
  open func viewDidLoad() { fatalError() }

  /// Notifies the view controller that its view is about to be added to a view hierarchy.
  // https://developer.apple.com/documentation/uikit/uiviewcontroller/viewwillappear(_:)
  // SDK: UIKit.framework/Headers/UIViewController.h:170 (iPhoneOS18.0.sdk)
  open func viewWillAppear(_ animated: Bool) { fatalError() }

  /// Notifies the view controller that its view was added to a view hierarchy.
  // https://developer.apple.com/documentation/uikit/uiviewcontroller/viewdidappear(_:)
  // SDK: UIKit.framework/Headers/UIViewController.h:184 (iPhoneOS18.0.sdk)
  open func viewDidAppear(_ animated: Bool) { fatalError() }

  /// Notifies the view controller that its view is about to be removed from a view hierarchy.
  // https://developer.apple.com/documentation/uikit/uiviewcontroller/viewwilldisappear(_:)
  // SDK: UIKit.framework/Headers/UIViewController.h:186 (iPhoneOS18.0.sdk)
  open func viewWillDisappear(_ animated: Bool) { fatalError() }

  /// Called to notify the view controller that its view has just laid out its subviews.
  // https://developer.apple.com/documentation/uikit/uiviewcontroller/viewdidlayoutsubviews()
  // SDK: UIKit.framework/Headers/UIViewController.h:193 (iPhoneOS18.0.sdk)
  open func viewDidLayoutSubviews() { fatalError() }

  /// Custom insets that you specify to modify the view controller's safe area.
  // https://developer.apple.com/documentation/uikit/uiviewcontroller/additionalsafeareainsets
  // SDK: UIKit.framework/Headers/UIViewController.h:545 (iPhoneOS18.0.sdk)
  @available(iOS 11.0, tvOS 11.0, *)
  open var additionalSafeAreaInsets: UIEdgeInsets {
    get { fatalError() }
    set { fatalError() }
  }

  /// Returns the scroll view that UIKit's bars track for the specified edge, or `nil`.
  ///
  /// Pass a single edge; the header says an aggregate edge raises an exception.
  // https://developer.apple.com/documentation/uikit/uiviewcontroller/contentscrollview(for:)
  // SDK: UIKit.framework/Headers/UIViewController.h:309 (iPhoneOS18.0.sdk)
  @available(iOS 15.0, tvOS 15.0, *)
  @available(watchOS, unavailable)
  open func contentScrollView(for edge: NSDirectionalRectEdge) -> UIScrollView? { fatalError() }

  /// Sets the scroll view that UIKit's bars track for the specified edges.
  // https://developer.apple.com/documentation/uikit/uiviewcontroller/setcontentscrollview(_:for:)
  // SDK: UIKit.framework/Headers/UIViewController.h:306 (iPhoneOS18.0.sdk)
  @available(iOS 15.0, tvOS 15.0, *)
  @available(watchOS, unavailable)
  open func setContentScrollView(_ scrollView: UIScrollView?, for edge: NSDirectionalRectEdge) {
    fatalError()
  }

  /// A localized string that represents the view that this controller manages.
  // https://developer.apple.com/documentation/uikit/uiviewcontroller/title
  // SDK: UIKit.framework/Headers/UIViewController.h:195 (iPhoneOS18.0.sdk)
  open var title: String? {
    get { fatalError() }
    set { fatalError() }
  }

  /// Presents a view controller modally.
  ///
  /// The importer gives the trailing nullable completion block a `nil` default.
  // https://developer.apple.com/documentation/uikit/uiviewcontroller/present(_:animated:completion:)
  // SDK: UIKit.framework/Headers/UIViewController.h:252 (iPhoneOS18.0.sdk)
  @available(iOS 5.0, *)
  open func present(
    _ viewControllerToPresent: UIViewController, animated flag: Bool,
    completion: (() -> Void)? = nil
  ) { fatalError() }

  /// Dismisses the view controller that was presented modally by the view controller.
  // https://developer.apple.com/documentation/uikit/uiviewcontroller/dismiss(animated:completion:)
  // SDK: UIKit.framework/Headers/UIViewController.h:254 (iPhoneOS18.0.sdk)
  @available(iOS 5.0, *)
  open func dismiss(animated flag: Bool, completion: (() -> Void)? = nil) { fatalError() }

  /// The presentation style for modal view controllers.
  // https://developer.apple.com/documentation/uikit/uiviewcontroller/modalpresentationstyle
  // SDK: UIKit.framework/Headers/UIViewController.h:282 (iPhoneOS18.0.sdk)
  @available(iOS 3.2, *)
  open var modalPresentationStyle: UIModalPresentationStyle {
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
