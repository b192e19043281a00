/// Navigational controls that display in a bar along the top of the screen, usually in
/// conjunction with a navigation controller.
///
/// The stored SDK copy of `UINavigationBar.h` is the iOS 16.4 one; its four appearances are
/// `copy` properties (`@NSCopying` in Swift), which a computed declaration cannot carry. The
/// header does not redeclare `UIView`'s initialisers; they are declared here (cited at
/// `UIView.h`) because the layer being written creates bars with them.
// https://developer.apple.com/documentation/uikit/uinavigationbar
// SDK: UIKit.framework/Headers/UINavigationBar.h:32 (iPhoneOS16.4.sdk)
@available(iOS 2.0, *)
@MainActor
open class UINavigationBar: UIView {
  /// Initializes a navigation bar with the specified frame rectangle (inherited from `UIView`).
  // https://developer.apple.com/documentation/uikit/uiview/init(frame:)
  // SDK: UIKit.framework/Headers/UIView.h:149 (iPhoneOS17.0.sdk)
  public override init(frame: CGRect) { fatalError() }

  /// Creates a navigation bar from data in an unarchiver (inherited from `UIView`).
  // https://developer.apple.com/documentation/uikit/uiview/init(coder:)
  // SDK: UIKit.framework/Headers/UIView.h:150 (iPhoneOS17.0.sdk)
  public required init?(coder: NSCoder) { fatalError() }

  /// The navigation bar's delegate: its navigation controller when one created the bar.
  // https://developer.apple.com/documentation/uikit/uinavigationbar/delegate
  // SDK: UIKit.framework/Headers/UINavigationBar.h:35 (iPhoneOS16.4.sdk)
  weak open var delegate: (any UINavigationBarDelegate)? {
    get { fatalError() }
    set { fatalError() }
  }

  /// The navigation item at the top of the navigation bar's stack.
  // https://developer.apple.com/documentation/uikit/uinavigationbar/topitem
  // SDK: UIKit.framework/Headers/UINavigationBar.h:56 (iPhoneOS16.4.sdk)
  open var topItem: UINavigationItem? { fatalError() }

  /// A Boolean value indicating whether the title should be displayed in a large format.
  // https://developer.apple.com/documentation/uikit/uinavigationbar/preferslargetitles
  // SDK: UIKit.framework/Headers/UINavigationBar.h:63 (iPhoneOS16.4.sdk)
  @available(iOS 11.0, *)
  @available(tvOS, unavailable)
  open var prefersLargeTitles: Bool {
    get { fatalError() }
    set { fatalError() }
  }

  /// The appearance settings for a standard-height navigation bar.
  // https://developer.apple.com/documentation/uikit/uinavigationbar/standardappearance
  // SDK: UIKit.framework/Headers/UINavigationBar.h:140 (iPhoneOS16.4.sdk)
  @available(iOS 13.0, tvOS 13.0, *)
  open var standardAppearance: UINavigationBarAppearance {
    get { fatalError() }
    set { fatalError() }
  }

  /// The appearance settings for a compact-height navigation bar.
  // https://developer.apple.com/documentation/uikit/uinavigationbar/compactappearance
  // SDK: UIKit.framework/Headers/UINavigationBar.h:142 (iPhoneOS16.4.sdk)
  @available(iOS 13.0, *)
  open var compactAppearance: UINavigationBarAppearance? {
    get { fatalError() }
    set { fatalError() }
  }

  /// The appearance settings for the navigation bar when the edge of scrollable content aligns
  /// with the edge of the navigation bar.
  // https://developer.apple.com/documentation/uikit/uinavigationbar/scrolledgeappearance
  // SDK: UIKit.framework/Headers/UINavigationBar.h:144 (iPhoneOS16.4.sdk)
  @available(iOS 13.0, *)
  open var scrollEdgeAppearance: UINavigationBarAppearance? {
    get { fatalError() }
    set { fatalError() }
  }

  /// The appearance settings for a compact-height navigation bar when the edge of scrollable
  /// content aligns with the edge of the navigation bar.
  // https://developer.apple.com/documentation/uikit/uinavigationbar/compactscrolledgeappearance
  // SDK: UIKit.framework/Headers/UINavigationBar.h:146 (iPhoneOS16.4.sdk)
  @available(iOS 15.0, *)
  open var compactScrollEdgeAppearance: UINavigationBarAppearance? {
    get { fatalError() }
    set { fatalError() }
  }
}

/// The methods that a navigation bar's delegate implements (all optional).
///
/// The requirements are left out: the adapters only read the delegate to find the bar's
/// navigation controller. Its parent protocol, `UIBarPositioningDelegate`, is an
/// `NSObjectProtocol` whose one optional requirement the adapters never use, so the protocol
/// refines `NSObjectProtocol` directly here.
// https://developer.apple.com/documentation/uikit/uinavigationbardelegate
// SDK: UIKit.framework/Headers/UINavigationBar.h:148-149 (iPhoneOS16.4.sdk)
@MainActor
public protocol UINavigationBarDelegate: NSObjectProtocol {}

/// The items that a navigation bar displays when the associated view controller is visible.
///
/// Only `title`, `titleView`, the bar button item arrays and the four appearances are declared;
/// the initialisers (`init(title:)`, `init(coder:)`) are left out. The appearances are `copy`
/// properties (`@NSCopying` in Swift), which a computed declaration cannot carry. The stored SDK
/// copy of `UINavigationItem.h` is the iOS 16.1 one.
// https://developer.apple.com/documentation/uikit/uinavigationitem
// SDK: UIKit.framework/Headers/UINavigationItem.h:81 (iPhoneOS16.1.sdk)
@available(iOS 2.0, *)
@MainActor
open class UINavigationItem: NSObject {
  /// The navigation item's title that displays in the navigation bar.
  // https://developer.apple.com/documentation/uikit/uinavigationitem/title
  // SDK: UIKit.framework/Headers/UINavigationItem.h:87 (iPhoneOS16.1.sdk)
  open var title: String? {
    get { fatalError() }
    set { fatalError() }
  }

  /// A custom view that displays in the center of the navigation bar when the receiver is the
  /// top item.
  // https://developer.apple.com/documentation/uikit/uinavigationitem/titleview
  // SDK: UIKit.framework/Headers/UINavigationItem.h:89 (iPhoneOS16.1.sdk)
  open var titleView: UIView? {
    get { fatalError() }
    set { fatalError() }
  }

  /// The custom bar button items at the leading edge of the navigation bar.
  // https://developer.apple.com/documentation/uikit/uinavigationitem/leftbarbuttonitems
  // SDK: UIKit.framework/Headers/UINavigationItem.h:128 (iPhoneOS16.1.sdk)
  @available(iOS 5.0, *)
  open var leftBarButtonItems: [UIBarButtonItem]? {
    get { fatalError() }
    set { fatalError() }
  }

  /// The custom bar button items at the trailing edge of the navigation bar.
  // https://developer.apple.com/documentation/uikit/uinavigationitem/rightbarbuttonitems
  // SDK: UIKit.framework/Headers/UINavigationItem.h:129 (iPhoneOS16.1.sdk)
  @available(iOS 5.0, *)
  open var rightBarButtonItems: [UIBarButtonItem]? {
    get { fatalError() }
    set { fatalError() }
  }

  /// The appearance settings for a standard-height navigation bar when this item is on top.
  // https://developer.apple.com/documentation/uikit/uinavigationitem/standardappearance
  // SDK: UIKit.framework/Headers/UINavigationItem.h:185 (iPhoneOS16.1.sdk)
  @available(iOS 13.0, tvOS 13.0, *)
  open var standardAppearance: UINavigationBarAppearance? {
    get { fatalError() }
    set { fatalError() }
  }

  /// The appearance settings for a compact-height navigation bar when this item is on top.
  // https://developer.apple.com/documentation/uikit/uinavigationitem/compactappearance
  // SDK: UIKit.framework/Headers/UINavigationItem.h:187 (iPhoneOS16.1.sdk)
  @available(iOS 13.0, *)
  open var compactAppearance: UINavigationBarAppearance? {
    get { fatalError() }
    set { fatalError() }
  }

  /// The appearance settings for a standard-height navigation bar when the edge of scrollable
  /// content aligns with the edge of the navigation bar.
  // https://developer.apple.com/documentation/uikit/uinavigationitem/scrolledgeappearance
  // SDK: UIKit.framework/Headers/UINavigationItem.h:189 (iPhoneOS16.1.sdk)
  @available(iOS 13.0, *)
  open var scrollEdgeAppearance: UINavigationBarAppearance? {
    get { fatalError() }
    set { fatalError() }
  }

  /// The appearance settings for a compact-height navigation bar when the edge of scrollable
  /// content aligns with the edge of the navigation bar.
  // https://developer.apple.com/documentation/uikit/uinavigationitem/compactscrolledgeappearance
  // SDK: UIKit.framework/Headers/UINavigationItem.h:191 (iPhoneOS16.1.sdk)
  @available(iOS 15.0, *)
  open var compactScrollEdgeAppearance: UINavigationBarAppearance? {
    get { fatalError() }
    set { fatalError() }
  }
}
