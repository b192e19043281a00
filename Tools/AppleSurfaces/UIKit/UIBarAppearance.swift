/// An object for customizing the basic appearance of system bars.
///
/// Only `copy()`, `configureWithTransparentBackground()`, `backgroundColor` and `shadowColor` are
/// declared; the initialisers, the other background and shadow properties and the
/// `NSCopying`/`NSSecureCoding` conformances are left out (the adapters copy the appearances an
/// app set; the adapter tests read the two colors). The two colors are `copy` properties, which
/// Apple imports as `@NSCopying`; here they are plain, as `UIColor` has no `NSCopying` in this
/// surface. The stored SDK copy of
/// `UIBarAppearance.h` is the iOS 18.0 one.
// https://developer.apple.com/documentation/uikit/uibarappearance
// SDK: UIKit.framework/Headers/UIBarAppearance.h:19 (iPhoneOS18.0.sdk)
@available(iOS 13.0, tvOS 13.0, *)
@available(watchOS, unavailable)
@MainActor
open class UIBarAppearance: NSObject {
  /// Creates a copy of the appearance object.
  // https://developer.apple.com/documentation/uikit/uibarappearance/copy()
  // SDK: UIKit.framework/Headers/UIBarAppearance.h:35 (iPhoneOS18.0.sdk)
  open func copy() -> Self { fatalError() }

  /// Configures the bar appearance object with a transparent background and no shadow.
  // https://developer.apple.com/documentation/uikit/uibarappearance/configurewithtransparentbackground()
  // SDK: UIKit.framework/Headers/UIBarAppearance.h:44 (iPhoneOS18.0.sdk)
  open func configureWithTransparentBackground() { fatalError() }

  /// The background color of the bar.
  // https://developer.apple.com/documentation/uikit/uibarappearance/backgroundcolor
  // SDK: UIKit.framework/Headers/UIBarAppearance.h:49 (iPhoneOS18.0.sdk)
  open var backgroundColor: UIColor? {
    get { fatalError() }
    set { fatalError() }
  }

  /// The color to apply to the bar's shadow.
  // https://developer.apple.com/documentation/uikit/uibarappearance/shadowcolor
  // SDK: UIKit.framework/Headers/UIBarAppearance.h:56 (iPhoneOS18.0.sdk)
  open var shadowColor: UIColor? {
    get { fatalError() }
    set { fatalError() }
  }
}

/// An object for customizing the appearance of a navigation bar.
///
/// Only the class is declared: the adapters copy the appearances an app set, and never read or
/// write their title or button attributes.
// https://developer.apple.com/documentation/uikit/uinavigationbarappearance
// SDK: UIKit.framework/Headers/UINavigationBarAppearance.h:15 (iPhoneOS18.1.sdk)
@available(iOS 13.0, tvOS 13.0, *)
@available(watchOS, unavailable)
@MainActor
open class UINavigationBarAppearance: UIBarAppearance {}
