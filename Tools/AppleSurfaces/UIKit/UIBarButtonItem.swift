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
/// Only `customView` is declared; the initialisers are left out (the adapters read the items an
/// app created).
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
}
