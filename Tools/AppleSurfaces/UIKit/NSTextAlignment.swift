/// Constants that specify text alignment.
///
/// On iOS UIKit declares it, in `NSText.h`, with the iOS raw values (`TARGET_ABI_USES_IOS_VALUES`:
/// center 1, right 2). All five cases are declared so that switches stay as exhaustive as on
/// Apple platforms.
// https://developer.apple.com/documentation/uikit/nstextalignment
// SDK: UIKit.framework/Headers/NSText.h:43 (iPhoneOS18.1.sdk)
@available(iOS 6.0, macOS 10.0, tvOS 9.0, visionOS 1.0, watchOS 2.0, *)
public enum NSTextAlignment: Int, Sendable {
  /// Text is visually left aligned.
  // https://developer.apple.com/documentation/uikit/nstextalignment/left
  // SDK: UIKit.framework/Headers/NSText.h:44 (iPhoneOS18.1.sdk)
  case left = 0

  /// Text is visually center aligned.
  // https://developer.apple.com/documentation/uikit/nstextalignment/center
  // SDK: UIKit.framework/Headers/NSText.h:46 (iPhoneOS18.1.sdk)
  case center = 1

  /// Text is visually right aligned.
  // https://developer.apple.com/documentation/uikit/nstextalignment/right
  // SDK: UIKit.framework/Headers/NSText.h:47 (iPhoneOS18.1.sdk)
  case right = 2

  /// Text is justified.
  // https://developer.apple.com/documentation/uikit/nstextalignment/justified
  // SDK: UIKit.framework/Headers/NSText.h:52 (iPhoneOS18.1.sdk)
  case justified = 3

  /// Text uses the default alignment for the current localization of the app.
  // https://developer.apple.com/documentation/uikit/nstextalignment/natural
  // SDK: UIKit.framework/Headers/NSText.h:53 (iPhoneOS18.1.sdk)
  case natural = 4
}
