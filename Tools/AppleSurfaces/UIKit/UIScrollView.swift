/// A view that allows the scrolling and zooming of its contained views.
// https://developer.apple.com/documentation/uikit/uiscrollview
// SDK: UIKit.framework/Headers/UIScrollView.h:53 (iPhoneOS18.1.sdk)
@available(iOS 2.0, *)
@available(watchOS, unavailable)
@MainActor
open class UIScrollView: UIView {
  /// The point at which the origin of the content view is offset from the origin of the scroll
  /// view.
  // https://developer.apple.com/documentation/uikit/uiscrollview/contentoffset
  // SDK: UIKit.framework/Headers/UIScrollView.h:55 (iPhoneOS18.1.sdk)
  open var contentOffset: CGPoint {
    get { fatalError() }
    set { fatalError() }
  }

  /// The size of the content view.
  // https://developer.apple.com/documentation/uikit/uiscrollview/contentsize
  // SDK: UIKit.framework/Headers/UIScrollView.h:56 (iPhoneOS18.1.sdk)
  open var contentSize: CGSize {
    get { fatalError() }
    set { fatalError() }
  }

  /// The custom distance that the content view is inset from the safe area or scroll view
  /// edges.
  // https://developer.apple.com/documentation/uikit/uiscrollview/contentinset
  // SDK: UIKit.framework/Headers/UIScrollView.h:57 (iPhoneOS18.1.sdk)
  open var contentInset: UIEdgeInsets {
    get { fatalError() }
    set { fatalError() }
  }

  /// The insets derived from the content insets and the safe area of the scroll view.
  // https://developer.apple.com/documentation/uikit/uiscrollview/adjustedcontentinset
  // SDK: UIKit.framework/Headers/UIScrollView.h:67 (iPhoneOS18.1.sdk)
  @available(iOS 11.0, tvOS 11.0, *)
  open var adjustedContentInset: UIEdgeInsets { fatalError() }

  /// A floating-point value that determines the rate of deceleration after the user lifts their
  /// finger.
  // https://developer.apple.com/documentation/uikit/uiscrollview/decelerationrate-swift.property
  // SDK: UIKit.framework/Headers/UIScrollView.h:133 (iPhoneOS18.1.sdk)
  @available(iOS 3.0, *)
  open var decelerationRate: UIScrollView.DecelerationRate {
    get { fatalError() }
    set { fatalError() }
  }

  /// Sets the offset from the content view's origin that corresponds to the receiver's origin.
  // https://developer.apple.com/documentation/uikit/uiscrollview/setcontentoffset(_:animated:)
  // SDK: UIKit.framework/Headers/UIScrollView.h:136 (iPhoneOS18.1.sdk)
  open func setContentOffset(_ contentOffset: CGPoint, animated: Bool) { fatalError() }

  /// Whether the user has touched the content to initiate scrolling.
  // https://developer.apple.com/documentation/uikit/uiscrollview/istracking
  // SDK: UIKit.framework/Headers/UIScrollView.h:157 (iPhoneOS18.1.sdk)
  open var isTracking: Bool { fatalError() }

  /// A Boolean value that indicates whether the user has begun scrolling the content.
  // https://developer.apple.com/documentation/uikit/uiscrollview/isdragging
  // SDK: UIKit.framework/Headers/UIScrollView.h:160 (iPhoneOS18.1.sdk)
  open var isDragging: Bool { fatalError() }

  /// A Boolean value that indicates whether the content is moving in the scroll view after the
  /// user lifted their finger.
  // https://developer.apple.com/documentation/uikit/uiscrollview/isdecelerating
  // SDK: UIKit.framework/Headers/UIScrollView.h:163 (iPhoneOS18.1.sdk)
  open var isDecelerating: Bool { fatalError() }

  /// A Boolean value that indicates whether the scroll view is animating a content-offset change
  /// (deceleration does not count).
  // https://developer.apple.com/documentation/uikit/uiscrollview/isscrollanimating
  // SDK: UIKit.framework/Headers/UIScrollView.h:168 (iPhoneOS18.1.sdk)
  @available(iOS 17.4, *)
  open var isScrollAnimating: Bool { fatalError() }

  /// The underlying gesture recognizer for pan gestures.
  // https://developer.apple.com/documentation/uikit/uiscrollview/pangesturerecognizer
  // SDK: UIKit.framework/Headers/UIScrollView.h:225 (iPhoneOS18.1.sdk)
  @available(iOS 5.0, *)
  open var panGestureRecognizer: UIPanGestureRecognizer { fatalError() }

  /// The refresh control associated with the scroll view.
  // https://developer.apple.com/documentation/uikit/uiscrollview/refreshcontrol
  // SDK: UIKit.framework/Headers/UIScrollView.h:233 (iPhoneOS18.1.sdk)
  @available(iOS 10.0, *)
  @available(tvOS, unavailable)
  open var refreshControl: UIRefreshControl? {
    get { fatalError() }
    set { fatalError() }
  }
}

extension UIScrollView {
  /// A floating-point value that determines the rate of deceleration after the user lifts their
  /// finger.
  ///
  /// `typedef CGFloat UIScrollViewDecelerationRate NS_TYPED_ENUM` in the header, which Swift
  /// imports as a `RawRepresentable` structure with `init(rawValue:)` (no unlabelled initialiser:
  /// that is only for `NS_TYPED_EXTENSIBLE_ENUM`); UIKit's API notes name it
  /// `UIScrollView.DecelerationRate`.
  // https://developer.apple.com/documentation/uikit/uiscrollview/decelerationrate-swift.struct
  // SDK: UIKit.framework/Headers/UIScrollView.h:44 (iPhoneOS18.1.sdk)
  @available(watchOS, unavailable)
  public struct DecelerationRate: Hashable, RawRepresentable, Sendable {
    /// The rate as a floating-point value.
    public let rawValue: CGFloat
    /// Creates a rate from a floating-point value.
    public init(rawValue: CGFloat) { self.rawValue = rawValue }

    /// The default deceleration rate for a scroll view.
    ///
    /// `UIScrollViewDecelerationRateNormal`, a `const` global imported as a `let`. A `static let`
    /// needs a value here: 0.998 is the one UIKit reports at run time; nothing reads it.
    // https://developer.apple.com/documentation/uikit/uiscrollview/decelerationrate-swift.struct/normal
    // SDK: UIKit.framework/Headers/UIScrollView.h:46 (iPhoneOS18.1.sdk)
    @available(iOS 3.0, *)
    public static let normal = UIScrollView.DecelerationRate(rawValue: 0.998)

    /// A fast deceleration rate for a scroll view (`UIScrollViewDecelerationRateFast`; 0.99 at
    /// run time, likewise never read).
    // https://developer.apple.com/documentation/uikit/uiscrollview/decelerationrate-swift.struct/fast
    // SDK: UIKit.framework/Headers/UIScrollView.h:47 (iPhoneOS18.1.sdk)
    @available(iOS 3.0, *)
    public static let fast = UIScrollView.DecelerationRate(rawValue: 0.99)
  }
}
