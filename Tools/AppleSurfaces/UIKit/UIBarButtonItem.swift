/// An abstract superclass for items that you add to a bar at the bottom or top of the screen.
///
/// Only the class is declared: it is `UIBarButtonItem`'s superclass.
// https://developer.apple.com/documentation/uikit/uibaritem
// SDK: UIKit.framework/Headers/UIBarItem.h:20 (iPhoneOS18.1.sdk)
@available(iOS 2.0, *)
@available(watchOS, unavailable)
@MainActor
open class UIBarItem: NSObject {}

/// A specialized button for placement in a toolbar or tab bar.
///
/// Only `customView`, `SystemItem` and `init(barButtonSystemItem:target:action:)` are declared;
/// the other initialisers are left out (the adapters read the items an app created).
// https://developer.apple.com/documentation/uikit/uibarbuttonitem
// SDK: UIKit.framework/Headers/UIBarButtonItem.h:59 (iPhoneOS18.1.sdk)
@available(iOS 2.0, *)
@available(watchOS, unavailable)
@MainActor
open class UIBarButtonItem: UIBarItem {
  /// A custom view that represents the item.
  // https://developer.apple.com/documentation/uikit/uibarbuttonitem/customview
  // SDK: UIKit.framework/Headers/UIBarButtonItem.h:102 (iPhoneOS18.1.sdk)
  open var customView: UIView? {
    get { fatalError() }
    set { fatalError() }
  }

  /// Defines system-supplied images for bar button items.
  ///
  /// An `NS_ENUM(NSInteger)`. Only the cases the example uses are declared, with the header's
  /// values; the others are left out, so a `switch` over this surface's enum is not
  /// exhaustive-checked as Apple's is.
  // https://developer.apple.com/documentation/uikit/uibarbuttonitem/systemitem
  // SDK: UIKit.framework/Headers/UIBarButtonItem.h:28 (iPhoneOS18.1.sdk)
  @available(watchOS, unavailable)
  public enum SystemItem: Int, Sendable {
    /// The system Done button, localized.
    // https://developer.apple.com/documentation/uikit/uibarbuttonitem/systemitem/done
    // SDK: UIKit.framework/Headers/UIBarButtonItem.h:29 (iPhoneOS18.1.sdk)
    case done = 0
    /// Blank space to add between other items.
    // https://developer.apple.com/documentation/uikit/uibarbuttonitem/systemitem/flexiblespace
    // SDK: UIKit.framework/Headers/UIBarButtonItem.h:34 (iPhoneOS18.1.sdk)
    case flexibleSpace = 5
    /// The system compose button.
    // https://developer.apple.com/documentation/uikit/uibarbuttonitem/systemitem/compose
    // SDK: UIKit.framework/Headers/UIBarButtonItem.h:36 (iPhoneOS18.1.sdk)
    case compose = 7
    /// The system action button.
    // https://developer.apple.com/documentation/uikit/uibarbuttonitem/systemitem/action
    // SDK: UIKit.framework/Headers/UIBarButtonItem.h:38 (iPhoneOS18.1.sdk)
    case action = 9
    /// The system refresh button.
    // https://developer.apple.com/documentation/uikit/uibarbuttonitem/systemitem/refresh
    // SDK: UIKit.framework/Headers/UIBarButtonItem.h:42 (iPhoneOS18.1.sdk)
    case refresh = 13
  }

  /// Creates a new item containing the specified system item.
  ///
  /// Not a designated initialiser in the header, so Swift imports it as a convenience one.
  // https://developer.apple.com/documentation/uikit/uibarbuttonitem/init(barbuttonsystemitem:target:action:)
  // SDK: UIKit.framework/Headers/UIBarButtonItem.h:66 (iPhoneOS18.1.sdk)
  public convenience init(
    barButtonSystemItem systemItem: UIBarButtonItem.SystemItem, target: Any?, action: Selector?
  ) { fatalError() }
}
