/// A standard control that can initiate the refreshing of a scroll view's contents.
///
/// `UIRefreshControl.h` is in none of the stored SDK folders (iPhoneOS 16.1–18.1 were searched),
/// so no line can be cited; the declarations follow the documentation pages below and the
/// header's shape in other SDK releases: `UIKIT_EXTERN API_AVAILABLE(ios(6.0))
/// API_UNAVAILABLE(tvos) NS_SWIFT_UI_ACTOR @interface UIRefreshControl : UIControl`, `- init`,
/// `@property (nonatomic, readonly, getter=isRefreshing) BOOL refreshing`, `-beginRefreshing` and
/// `-endRefreshing` (`API_AVAILABLE(ios(6.0))`). watchOS availability is not stated there; UIKit's
/// `UIControl` is unavailable on watchOS in any case.
// https://developer.apple.com/documentation/uikit/uirefreshcontrol
// SDK: UIKit.framework/Headers/UIRefreshControl.h (not in the stored SDK copy; see above)
@available(iOS 6.0, *)
@available(tvOS, unavailable)
@MainActor
open class UIRefreshControl: UIControl {
  /// Initializes a standard refresh control.
  ///
  /// The header's only initialiser (`- (instancetype)init;`, not marked designated, so Swift treats
  /// it as designated); Swift then requires `init(coder:)` from `UIView`'s `NSCoding` adoption.
  // https://developer.apple.com/documentation/uikit/uirefreshcontrol/init()
  // SDK: UIKit.framework/Headers/UIRefreshControl.h (not in the stored SDK copy)
  public init() { fatalError() }

  /// Creates a refresh control from data in an unarchiver (required by `NSCoding`).
  // https://developer.apple.com/documentation/uikit/uicontrol/init(coder:)
  // SDK: UIKit.framework/Headers/UIControl.h:79 (iPhoneOS17.4.sdk)
  public required init?(coder: NSCoder) { fatalError() }

  /// A Boolean value indicating whether a refresh operation has been triggered and is in
  /// progress.
  // https://developer.apple.com/documentation/uikit/uirefreshcontrol/isrefreshing
  // SDK: UIKit.framework/Headers/UIRefreshControl.h (not in the stored SDK copy)
  open var isRefreshing: Bool { fatalError() }

  /// Tells the control that a refresh operation was started programmatically.
  // https://developer.apple.com/documentation/uikit/uirefreshcontrol/beginrefreshing()
  // SDK: UIKit.framework/Headers/UIRefreshControl.h (not in the stored SDK copy)
  @available(iOS 6.0, *)
  open func beginRefreshing() { fatalError() }

  /// Tells the control that a refresh operation has ended.
  // https://developer.apple.com/documentation/uikit/uirefreshcontrol/endrefreshing()
  // SDK: UIKit.framework/Headers/UIRefreshControl.h (not in the stored SDK copy)
  @available(iOS 6.0, *)
  open func endRefreshing() { fatalError() }
}
