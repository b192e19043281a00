/// An object that stores color data and sometimes opacity.
///
/// `NS_SWIFT_SENDABLE` and not `NS_SWIFT_UI_ACTOR`: Sendable, with no actor isolation. Swift's
/// importer drops the `Color` suffix of the class properties (`whiteColor` becomes `white`).
// https://developer.apple.com/documentation/uikit/uicolor
// SDK: UIKit.framework/Headers/UIColor.h:32 (iPhoneOS18.0.sdk)
@available(iOS 2.0, watchOS 2.0, *)
open class UIColor: NSObject, @unchecked Sendable {
  /// Creates a color object using the specified opacity and RGB component values.
  // https://developer.apple.com/documentation/uikit/uicolor/init(red:green:blue:alpha:)
  // SDK: UIKit.framework/Headers/UIColor.h:48 (iPhoneOS18.0.sdk)
  public init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) { fatalError() }

  /// A color object with grayscale and alpha values that are both 1.0.
  // https://developer.apple.com/documentation/uikit/uicolor/white
  // SDK: UIKit.framework/Headers/UIColor.h:61 (iPhoneOS18.0.sdk)
  open class var white: UIColor { fatalError() }

  /// A color object with grayscale and alpha values that are both 0.0.
  // https://developer.apple.com/documentation/uikit/uicolor/clear
  // SDK: UIKit.framework/Headers/UIColor.h:72 (iPhoneOS18.0.sdk)
  open class var clear: UIColor { fatalError() }
}
