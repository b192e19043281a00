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
}
