/// An abstract interface for responding to and handling events.
// https://developer.apple.com/documentation/uikit/uiresponder
@available(iOS 2.0, *)
@MainActor
open class UIResponder: NSObject {}

/// An object that manages the content for a rectangular area on the screen.
// https://developer.apple.com/documentation/uikit/uiview
@available(iOS 2.0, *)
@MainActor
open class UIView: UIResponder {
  /// The bounds rectangle, which describes the view's location and size in its own coordinate
  /// system.
  // https://developer.apple.com/documentation/uikit/uiview/bounds
  open var bounds: CGRect {
    get { fatalError() }
    set { fatalError() }
  }

  /// The view's alpha value.
  // https://developer.apple.com/documentation/uikit/uiview/alpha
  open var alpha: CGFloat {
    get { fatalError() }
    set { fatalError() }
  }

  /// Specifies the transform applied to the view, relative to the center of its bounds.
  // https://developer.apple.com/documentation/uikit/uiview/transform
  open var transform: CGAffineTransform {
    get { fatalError() }
    set { fatalError() }
  }
}
