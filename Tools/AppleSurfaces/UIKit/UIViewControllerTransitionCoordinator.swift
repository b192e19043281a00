/// The keys you use to identify the view controllers involved in a transition.
// https://developer.apple.com/documentation/uikit/uitransitioncontextviewcontrollerkey
// SDK: UIKit.framework/Headers/UIViewControllerTransitioning.h (not in the stored SDK copy)
public struct UITransitionContextViewControllerKey: Hashable, Equatable, RawRepresentable,
  @unchecked Sendable
{
  public var rawValue: String
  public init(rawValue: String) { self.rawValue = rawValue }

  /// A key that identifies the view controller that's visible at the end of a completed
  /// transition.
  ///
  /// `UITransitionContextToViewControllerKey`, a `const` global; a `static let` needs a value
  /// here, so it has the constant's name.
  // https://developer.apple.com/documentation/uikit/uitransitioncontextviewcontrollerkey/to
  // SDK: UIKit.framework/Headers/UIViewControllerTransitioning.h (not in the stored SDK copy)
  @available(iOS 7.0, *)
  public static let to = UITransitionContextViewControllerKey(
    rawValue: "UITransitionContextToViewControllerKey")
}

/// Information about an in-progress view controller transition.
///
/// Only the members the adapters read are declared.
// https://developer.apple.com/documentation/uikit/uiviewcontrollertransitioncoordinatorcontext
// SDK: UIKit.framework/Headers/UIViewControllerTransitionCoordinator.h (not in the stored SDK copy)
@MainActor
public protocol UIViewControllerTransitionCoordinatorContext: NSObjectProtocol {
  /// A Boolean value indicating whether an interactive transition was canceled.
  // https://developer.apple.com/documentation/uikit/uiviewcontrollertransitioncoordinatorcontext/iscancelled
  // SDK: UIKit.framework/Headers/UIViewControllerTransitionCoordinator.h (not in the stored SDK copy)
  var isCancelled: Bool { get }

  /// Returns the view controllers involved in the transition.
  // https://developer.apple.com/documentation/uikit/uiviewcontrollertransitioncoordinatorcontext/viewcontroller(forkey:)
  // SDK: UIKit.framework/Headers/UIViewControllerTransitionCoordinator.h (not in the stored SDK copy)
  func viewController(forKey key: UITransitionContextViewControllerKey) -> UIViewController?
}

/// Support for animations associated with a view controller transition.
///
/// Swift imports the completion parameter with a `nil` default, which a protocol requirement
/// cannot declare: callers pass it here.
// https://developer.apple.com/documentation/uikit/uiviewcontrollertransitioncoordinator
// SDK: UIKit.framework/Headers/UIViewControllerTransitionCoordinator.h (not in the stored SDK copy)
@MainActor
public protocol UIViewControllerTransitionCoordinator:
  UIViewControllerTransitionCoordinatorContext
{
  /// Runs the specified animations in a view that's outside of the designated container view.
  // https://developer.apple.com/documentation/uikit/uiviewcontrollertransitioncoordinator/animatealongsidetransition(in:animation:completion:)
  // SDK: UIKit.framework/Headers/UIViewControllerTransitionCoordinator.h (not in the stored SDK copy)
  func animateAlongsideTransition(
    in view: UIView?,
    animation: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?,
    completion: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?
  ) -> Bool
}

extension UIViewController {
  /// Returns the active transition coordinator object.
  // https://developer.apple.com/documentation/uikit/uiviewcontroller/transitioncoordinator
  // SDK: UIKit.framework/Headers/UIViewControllerTransitionCoordinator.h (not in the stored SDK copy)
  @available(iOS 7.0, *)
  public var transitionCoordinator: (any UIViewControllerTransitionCoordinator)? { fatalError() }
}
