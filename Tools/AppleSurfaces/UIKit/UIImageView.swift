/// An object that displays a single image or a sequence of animated images in your interface.
///
/// The header marks no initialiser `NS_DESIGNATED_INITIALIZER`, so Swift treats `init(image:)`
/// and the initialisers inherited from `UIView` as designated; `init(frame:)` and `init(coder:)`
/// are therefore redeclared here, cited at `UIView.h`.
// https://developer.apple.com/documentation/uikit/uiimageview
// SDK: UIKit.framework/Headers/UIImageView.h:21 (iPhoneOS17.5.sdk)
@available(iOS 2.0, *)
@MainActor
open class UIImageView: UIView {
  /// Returns an image view initialized with the specified image.
  // https://developer.apple.com/documentation/uikit/uiimageview/init(image:)
  // SDK: UIKit.framework/Headers/UIImageView.h:23 (iPhoneOS17.5.sdk)
  public init(image: UIImage?) { fatalError() }

  /// Initializes an image view with the specified frame rectangle (inherited from `UIView`).
  // https://developer.apple.com/documentation/uikit/uiview/init(frame:)
  // SDK: UIKit.framework/Headers/UIView.h:149 (iPhoneOS17.0.sdk)
  public override init(frame: CGRect) { fatalError() }

  /// Creates an image view from data in an unarchiver (required by `NSCoding`).
  // https://developer.apple.com/documentation/uikit/uiview/init(coder:)
  // SDK: UIKit.framework/Headers/UIView.h:150 (iPhoneOS17.0.sdk)
  public required init?(coder: NSCoder) { fatalError() }

  /// The image displayed in the image view.
  // https://developer.apple.com/documentation/uikit/uiimageview/image
  // SDK: UIKit.framework/Headers/UIImageView.h:26 (iPhoneOS17.5.sdk)
  open var image: UIImage? {
    get { fatalError() }
    set { fatalError() }
  }
}
