/// An object that manages image data in your app.
///
/// `NS_SWIFT_SENDABLE` and not `NS_SWIFT_UI_ACTOR`. The stored SDK copy of `UIImage.h` is the
/// iOS 16.4 one.
// https://developer.apple.com/documentation/uikit/uiimage
// SDK: UIKit.framework/Headers/UIImage.h:77 (iPhoneOS16.4.sdk)
@available(iOS 2.0, *)
open class UIImage: NSObject, @unchecked Sendable {
  /// Creates an image object that contains a system symbol image.
  ///
  /// `+systemImageNamed:`, a class factory method, which Swift imports as a failable convenience
  /// initialiser.
  // https://developer.apple.com/documentation/uikit/uiimage/init(systemname:)
  // SDK: UIKit.framework/Headers/UIImage.h:89 (iPhoneOS16.4.sdk)
  @available(iOS 13.0, tvOS 13.0, watchOS 6.0, *)
  public convenience init?(systemName name: String) { fatalError() }
}
