/// An object that defines the properties associated with a hardware-based display.
///
/// Only `main` and `bounds` are declared; the `UITraitEnvironment` conformance is left out.
// https://developer.apple.com/documentation/uikit/uiscreen
// SDK: UIKit.framework/Headers/UIScreen.h:54 (iPhoneOS18.1.sdk)
@available(iOS 2.0, *)
@available(visionOS, unavailable)
@available(watchOS, unavailable)
@MainActor
open class UIScreen: NSObject {
  /// Returns the screen object representing the device's screen.
  ///
  /// `API_DEPRECATED(…, ios(2.0, API_TO_BE_DEPRECATED))`, which Swift imports as deprecated in a
  /// future version (100000), so it reports nothing yet.
  // https://developer.apple.com/documentation/uikit/uiscreen/main
  // SDK: UIKit.framework/Headers/UIScreen.h:57 (iPhoneOS18.1.sdk)
  @available(
    iOS, introduced: 2.0, deprecated: 100000,
    message:
      "Use a UIScreen instance found through context instead: i.e, view.window.windowScene.screen"
  )
  open class var main: UIScreen { fatalError() }

  /// The bounding rectangle of the screen, measured in points.
  // https://developer.apple.com/documentation/uikit/uiscreen/bounds
  // SDK: UIKit.framework/Headers/UIScreen.h:59 (iPhoneOS18.1.sdk)
  open var bounds: CGRect { fatalError() }
}
