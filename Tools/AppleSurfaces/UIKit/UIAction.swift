/// An object representing a menu element: the superclass of `UIAction`.
///
/// `UIMenuElement.h` is in none of the stored SDK folders, so no line can be cited; the shape
/// follows the documentation page (`UIKIT_EXTERN API_AVAILABLE(ios(13.0)) NS_SWIFT_UI_ACTOR
/// @interface UIMenuElement : NSObject <NSCopying, NSSecureCoding, UIAccessibilityIdentification>`).
/// Only the class is declared.
// https://developer.apple.com/documentation/uikit/uimenuelement
// SDK: UIKit.framework/Headers/UIMenuElement.h (not in the stored SDK copy; see above)
@available(iOS 13.0, tvOS 13.0, *)
@available(watchOS, unavailable)
@MainActor
open class UIMenuElement: NSObject {}

/// A menu element that performs its action in a closure; controls send it for the events it was
/// added for.
///
/// `UIAction.h` is in none of the stored SDK folders, so no line can be cited; the shape follows
/// the documentation page (`UIKIT_EXTERN API_AVAILABLE(ios(13.0)) NS_SWIFT_UI_ACTOR
/// @interface UIAction : UIMenuElement`). Only the class is declared: the adapters pass actions
/// UIKit created on to `super`.
// https://developer.apple.com/documentation/uikit/uiaction
// SDK: UIKit.framework/Headers/UIAction.h (not in the stored SDK copy; see above)
@available(iOS 13.0, tvOS 13.0, *)
@available(watchOS, unavailable)
@MainActor
open class UIAction: UIMenuElement {}
