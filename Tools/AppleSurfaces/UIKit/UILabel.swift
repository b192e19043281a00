/// A view that displays one or more lines of informational text.
///
/// The stored SDK copy of `UILabel.h` is the iOS 16.4 one (no newer folder holds it).
// https://developer.apple.com/documentation/uikit/uilabel
// SDK: UIKit.framework/Headers/UILabel.h:21 (iPhoneOS16.4.sdk)
@available(iOS 2.0, *)
@MainActor
open class UILabel: UIView {
  /// The text that the label displays.
  // https://developer.apple.com/documentation/uikit/uilabel/text
  // SDK: UIKit.framework/Headers/UILabel.h:23 (iPhoneOS16.4.sdk)
  open var text: String? {
    get { fatalError() }
    set { fatalError() }
  }

  /// The font of the text (`null_resettable`, hence the implicitly unwrapped optional).
  // https://developer.apple.com/documentation/uikit/uilabel/font
  // SDK: UIKit.framework/Headers/UILabel.h:24 (iPhoneOS16.4.sdk)
  open var font: UIFont! {
    get { fatalError() }
    set { fatalError() }
  }

  /// The color of the text (`null_resettable`, hence the implicitly unwrapped optional).
  // https://developer.apple.com/documentation/uikit/uilabel/textcolor
  // SDK: UIKit.framework/Headers/UILabel.h:25 (iPhoneOS16.4.sdk)
  open var textColor: UIColor! {
    get { fatalError() }
    set { fatalError() }
  }

  /// The technique for aligning the text.
  // https://developer.apple.com/documentation/uikit/uilabel/textalignment
  // SDK: UIKit.framework/Headers/UILabel.h:28 (iPhoneOS16.4.sdk)
  open var textAlignment: NSTextAlignment {
    get { fatalError() }
    set { fatalError() }
  }

  /// The maximum number of lines for rendering text.
  // https://developer.apple.com/documentation/uikit/uilabel/numberoflines
  // SDK: UIKit.framework/Headers/UILabel.h:46 (iPhoneOS16.4.sdk)
  open var numberOfLines: Int {
    get { fatalError() }
    set { fatalError() }
  }
}
