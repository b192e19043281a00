/// A toolbar that displays one or more buttons along the bottom edge of your interface.
///
/// Only the class is declared. `UIToolbar.h` is in none of the stored SDK folders (iPhoneOS
/// 16.1–18.1 were searched), so no line can be cited; the availability follows the documentation
/// page (iOS 2.0+, not tvOS), as the header's `API_AVAILABLE(ios(2.0)) API_UNAVAILABLE(tvos)
/// NS_SWIFT_UI_ACTOR` does in other SDK releases.
// https://developer.apple.com/documentation/uikit/uitoolbar
// SDK: UIKit.framework/Headers/UIToolbar.h (not in the stored SDK copy; see above)
@available(iOS 2.0, *)
@available(tvOS, unavailable)
@MainActor
open class UIToolbar: UIView {}
