/// A representation of the current device.
///
/// Only `current` and `userInterfaceIdiom` are declared, and of the idioms only `phone`, which
/// the following tab bar compares with: the system minimizes tab bars on iPhone only.
// https://developer.apple.com/documentation/uikit/uidevice
// SDK: UIKit.framework/Headers/UIDevice.h:57 (iPhoneOS16.4.sdk)
@available(iOS 2.0, *)
@MainActor
open class UIDevice: NSObject {
  /// An object that represents the current device.
  // https://developer.apple.com/documentation/uikit/uidevice/current
  // SDK: UIKit.framework/Headers/UIDevice.h:59 (iPhoneOS16.4.sdk)
  open class var current: UIDevice { fatalError() }

  /// The style of interface to use on the current device.
  // https://developer.apple.com/documentation/uikit/uidevice/userinterfaceidiom
  // SDK: UIKit.framework/Headers/UIDevice.h:82 (iPhoneOS16.4.sdk)
  @available(iOS 3.2, *)
  open var userInterfaceIdiom: UIUserInterfaceIdiom { fatalError() }
}

/// The type of interface that should be used on the current device.
// https://developer.apple.com/documentation/uikit/uiuserinterfaceidiom
// SDK: UIKit.framework/Headers/UIDevice.h:31 (iPhoneOS16.4.sdk)
public enum UIUserInterfaceIdiom: Int, Sendable {
  /// An interface designed for iPhone and iPod touch.
  // https://developer.apple.com/documentation/uikit/uiuserinterfaceidiom/phone
  // SDK: UIKit.framework/Headers/UIDevice.h:33 (iPhoneOS16.4.sdk)
  @available(iOS 3.2, *)
  case phone = 0
}
