/// A view that allows the scrolling and zooming of its contained views.
// https://developer.apple.com/documentation/uikit/uiscrollview
@available(iOS 2.0, *)
@MainActor
open class UIScrollView: UIView {
  /// The point at which the origin of the content view is offset from the origin of the scroll
  /// view.
  // https://developer.apple.com/documentation/uikit/uiscrollview/contentoffset
  open var contentOffset: CGPoint {
    get { fatalError() }
    set { fatalError() }
  }

  /// The size of the content view.
  // https://developer.apple.com/documentation/uikit/uiscrollview/contentsize
  open var contentSize: CGSize {
    get { fatalError() }
    set { fatalError() }
  }

  /// The insets derived from the content insets and the safe area of the scroll view.
  // https://developer.apple.com/documentation/uikit/uiscrollview/adjustedcontentinset
  @available(iOS 11.0, *)
  open var adjustedContentInset: UIEdgeInsets { fatalError() }

  /// A Boolean value that indicates whether the content is moving in the scroll view after the
  /// user lifted their finger.
  // https://developer.apple.com/documentation/uikit/uiscrollview/isdecelerating
  open var isDecelerating: Bool { fatalError() }

  /// The underlying gesture recognizer for pan gestures.
  // https://developer.apple.com/documentation/uikit/uiscrollview/pangesturerecognizer
  @available(iOS 5.0, *)
  open var panGestureRecognizer: UIPanGestureRecognizer { fatalError() }
}
