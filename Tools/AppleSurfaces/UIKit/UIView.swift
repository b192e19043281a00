/// An abstract interface for responding to and handling events.
///
/// Only `next` is declared: the adapters use the class as `UIView`'s superclass, and walk the
/// responder chain from a bar to the controller that owns it.
// https://developer.apple.com/documentation/uikit/uiresponder
// SDK: UIKit.framework/Headers/UIResponder.h:68 (iPhoneOS18.1.sdk)
@available(iOS 2.0, *)
@available(watchOS, unavailable)
@MainActor
open class UIResponder: NSObject {
  /// Returns the next responder in the responder chain, or `nil` if there is no next responder.
  ///
  /// `nextResponder` in the header; UIKit's API notes give it the Swift name `next`.
  // https://developer.apple.com/documentation/uikit/uiresponder/next
  // SDK: UIKit.framework/Headers/UIResponder.h:70 (iPhoneOS18.1.sdk)
  open var next: UIResponder? { fatalError() }
}

/// An object that manages the content for a rectangular area on the screen.
///
/// The stored SDK copy of `UIView.h` is the iOS 17.0 one (the iOS 18 folders hold no copy of it).
// https://developer.apple.com/documentation/uikit/uiview
// SDK: UIKit.framework/Headers/UIView.h:145 (iPhoneOS17.0.sdk)
@available(iOS 2.0, *)
@MainActor
open class UIView: UIResponder {
  /// Initializes and returns a newly allocated view object with the specified frame rectangle.
  // https://developer.apple.com/documentation/uikit/uiview/init(frame:)
  // SDK: UIKit.framework/Headers/UIView.h:149 (iPhoneOS17.0.sdk)
  public init(frame: CGRect) { fatalError() }

  /// Creates a view from data in an unarchiver.
  ///
  /// `required` because UIView adopts `NSCoding` (`@interface UIView : UIResponder <NSCoding, …>`),
  /// whose `init(coder:)` requirement Swift makes required in every subclass.
  // https://developer.apple.com/documentation/uikit/uiview/init(coder:)
  // SDK: UIKit.framework/Headers/UIView.h:150 (iPhoneOS17.0.sdk)
  public required init?(coder: NSCoder) { fatalError() }

  /// Creates a view with a zero frame.
  ///
  /// `NSObject`'s `-init`, which Swift imports as a convenience initialiser of every UIKit view
  /// because `UIView.h` marks `-initWithFrame:` and `-initWithCoder:` `NS_DESIGNATED_INITIALIZER`;
  /// subclasses that inherit or override both designated initialisers inherit it (`UILabel()`).
  // https://developer.apple.com/documentation/objectivec/nsobject/init()
  // SDK: UIKit.framework/Headers/UIView.h:149-150 (iPhoneOS17.0.sdk), the designated initialisers
  override public convenience init() { fatalError() }

  /// A Boolean value that determines whether user events are ignored and removed from the event
  /// queue.
  // https://developer.apple.com/documentation/uikit/uiview/isuserinteractionenabled
  // SDK: UIKit.framework/Headers/UIView.h:152 (iPhoneOS17.0.sdk)
  open var isUserInteractionEnabled: Bool {
    get { fatalError() }
    set { fatalError() }
  }

  /// The frame rectangle, which describes the view's location and size in its superview's
  /// coordinate system.
  // https://developer.apple.com/documentation/uikit/uiview/frame
  // SDK: UIKit.framework/Headers/UIView.h:185 (iPhoneOS17.0.sdk)
  open var frame: CGRect {
    get { fatalError() }
    set { fatalError() }
  }

  /// The bounds rectangle, which describes the view's location and size in its own coordinate
  /// system.
  // https://developer.apple.com/documentation/uikit/uiview/bounds
  // SDK: UIKit.framework/Headers/UIView.h:188 (iPhoneOS17.0.sdk)
  open var bounds: CGRect {
    get { fatalError() }
    set { fatalError() }
  }

  /// The center point of the view's frame rectangle: with a transform, read it and `bounds`
  /// instead of `frame`, as the header advises.
  // https://developer.apple.com/documentation/uikit/uiview/center
  // SDK: UIKit.framework/Headers/UIView.h:189 (iPhoneOS17.0.sdk)
  open var center: CGPoint {
    get { fatalError() }
    set { fatalError() }
  }

  /// Specifies the transform applied to the view, relative to the center of its bounds.
  // https://developer.apple.com/documentation/uikit/uiview/transform
  // SDK: UIKit.framework/Headers/UIView.h:190 (iPhoneOS17.0.sdk)
  open var transform: CGAffineTransform {
    get { fatalError() }
    set { fatalError() }
  }

  /// An integer bit mask that determines how the receiver resizes itself when its superview's
  /// bounds change.
  // https://developer.apple.com/documentation/uikit/uiview/autoresizingmask
  // SDK: UIKit.framework/Headers/UIView.h:212 (iPhoneOS17.0.sdk)
  open var autoresizingMask: UIView.AutoresizingMask {
    get { fatalError() }
    set { fatalError() }
  }

  /// Asks the view to calculate and return the size that best fits the specified size.
  // https://developer.apple.com/documentation/uikit/uiview/sizethatfits(_:)
  // SDK: UIKit.framework/Headers/UIView.h:214 (iPhoneOS17.0.sdk)
  open func sizeThatFits(_ size: CGSize) -> CGSize { fatalError() }

  /// The receiver's superview, or `nil` if it has none.
  // https://developer.apple.com/documentation/uikit/uiview/superview
  // SDK: UIKit.framework/Headers/UIView.h:221 (iPhoneOS17.0.sdk)
  open var superview: UIView? { fatalError() }

  /// The receiver's immediate subviews.
  // https://developer.apple.com/documentation/uikit/uiview/subviews
  // SDK: UIKit.framework/Headers/UIView.h:222 (iPhoneOS17.0.sdk)
  open var subviews: [UIView] { fatalError() }

  /// The receiver's window object, or `nil` if it has none.
  // https://developer.apple.com/documentation/uikit/uiview/window
  // SDK: UIKit.framework/Headers/UIView.h:223 (iPhoneOS17.0.sdk)
  open var window: UIWindow? { fatalError() }

  /// Unlinks the view from its superview and its window, and removes it from the responder chain.
  // https://developer.apple.com/documentation/uikit/uiview/removefromsuperview()
  // SDK: UIKit.framework/Headers/UIView.h:225 (iPhoneOS17.0.sdk)
  open func removeFromSuperview() { fatalError() }

  /// Tells the view that its superview changed.
  // https://developer.apple.com/documentation/uikit/uiview/didmovetosuperview()
  // SDK: UIKit.framework/Headers/UIView.h:240 (iPhoneOS17.0.sdk)
  open func didMoveToSuperview() { fatalError() }

  /// Adds a view to the end of the receiver's list of subviews.
  // https://developer.apple.com/documentation/uikit/uiview/addsubview(_:)
  // SDK: UIKit.framework/Headers/UIView.h:229 (iPhoneOS17.0.sdk)
  open func addSubview(_ view: UIView) { fatalError() }

  /// Tells the view that its window object changed.
  // https://developer.apple.com/documentation/uikit/uiview/didmovetowindow()
  // SDK: UIKit.framework/Headers/UIView.h:242 (iPhoneOS17.0.sdk)
  open func didMoveToWindow() { fatalError() }

  /// Invalidates the current layout of the receiver and triggers a layout update during the next
  /// update cycle.
  // https://developer.apple.com/documentation/uikit/uiview/setneedslayout()
  // SDK: UIKit.framework/Headers/UIView.h:248 (iPhoneOS17.0.sdk)
  open func setNeedsLayout() { fatalError() }

  /// Lays out the subviews immediately, if layout updates are pending.
  // https://developer.apple.com/documentation/uikit/uiview/layoutifneeded()
  // SDK: UIKit.framework/Headers/UIView.h:249 (iPhoneOS17.0.sdk)
  open func layoutIfNeeded() { fatalError() }

  /// Lays out subviews.
  // https://developer.apple.com/documentation/uikit/uiview/layoutsubviews()
  // SDK: UIKit.framework/Headers/UIView.h:251 (iPhoneOS17.0.sdk)
  open func layoutSubviews() { fatalError() }

  /// The insets that you use to determine the safe area for this view.
  // https://developer.apple.com/documentation/uikit/uiview/safeareainsets
  // SDK: UIKit.framework/Headers/UIView.h:275 (iPhoneOS17.0.sdk)
  @available(iOS 11.0, tvOS 11.0, *)
  open var safeAreaInsets: UIEdgeInsets { fatalError() }

  /// Called when the safe area of the view changes.
  // https://developer.apple.com/documentation/uikit/uiview/safeareainsetsdidchange()
  // SDK: UIKit.framework/Headers/UIView.h:276 (iPhoneOS17.0.sdk)
  @available(iOS 11.0, tvOS 11.0, *)
  open func safeAreaInsetsDidChange() { fatalError() }

  /// A Boolean value that determines whether subviews are confined to the bounds of the view.
  // https://developer.apple.com/documentation/uikit/uiview/clipstobounds
  // SDK: UIKit.framework/Headers/UIView.h:302 (iPhoneOS17.0.sdk)
  open var clipsToBounds: Bool {
    get { fatalError() }
    set { fatalError() }
  }

  /// The view's background color.
  // https://developer.apple.com/documentation/uikit/uiview/backgroundcolor
  // SDK: UIKit.framework/Headers/UIView.h:303 (iPhoneOS17.0.sdk)
  open var backgroundColor: UIColor? {
    get { fatalError() }
    set { fatalError() }
  }

  /// The view's alpha value.
  // https://developer.apple.com/documentation/uikit/uiview/alpha
  // SDK: UIKit.framework/Headers/UIView.h:304 (iPhoneOS17.0.sdk)
  open var alpha: CGFloat {
    get { fatalError() }
    set { fatalError() }
  }

  /// A Boolean value that determines whether the view is hidden.
  // https://developer.apple.com/documentation/uikit/uiview/ishidden
  // SDK: UIKit.framework/Headers/UIView.h:307 (iPhoneOS17.0.sdk)
  open var isHidden: Bool {
    get { fatalError() }
    set { fatalError() }
  }

  /// The first nondefault tint color value in the view's hierarchy, ascending from and starting
  /// with the view itself (`null_resettable`, hence the implicitly unwrapped optional).
  // https://developer.apple.com/documentation/uikit/uiview/tintcolor
  // SDK: UIKit.framework/Headers/UIView.h:319 (iPhoneOS17.0.sdk)
  @available(iOS 7.0, *)
  open var tintColor: UIColor! {
    get { fatalError() }
    set { fatalError() }
  }

  /// A Boolean value that determines whether the view's autoresizing mask is translated into
  /// Auto Layout constraints.
  // https://developer.apple.com/documentation/uikit/uiview/translatesautoresizingmaskintoconstraints
  // SDK: UIKit.framework/Headers/UIView.h:464 (iPhoneOS17.0.sdk)
  @available(iOS 6.0, *)
  open var translatesAutoresizingMaskIntoConstraints: Bool {
    get { fatalError() }
    set { fatalError() }
  }
}

extension UIView {
  /// Options for automatic view resizing.
  ///
  /// `UIViewAutoresizing` in the header; UIKit's API notes give it the Swift name
  /// `UIView.AutoresizingMask`. Only `flexibleWidth` and `flexibleHeight` are declared.
  // https://developer.apple.com/documentation/uikit/uiview/autoresizingmask-swift.struct
  // SDK: UIKit.framework/Headers/UIView.h:53 (iPhoneOS17.0.sdk)
  public struct AutoresizingMask: OptionSet, Sendable {
    /// The raw bit mask.
    public let rawValue: UInt
    /// Creates a mask from a raw bit mask.
    public init(rawValue: UInt) { self.rawValue = rawValue }

    /// Resizing performed by expanding or shrinking a view's width.
    // https://developer.apple.com/documentation/uikit/uiview/autoresizingmask-swift.struct/flexiblewidth
    // SDK: UIKit.framework/Headers/UIView.h:56 (iPhoneOS17.0.sdk)
    public static var flexibleWidth: UIView.AutoresizingMask { fatalError() }

    /// Resizing performed by expanding or shrinking a view's height.
    // https://developer.apple.com/documentation/uikit/uiview/autoresizingmask-swift.struct/flexibleheight
    // SDK: UIKit.framework/Headers/UIView.h:59 (iPhoneOS17.0.sdk)
    public static var flexibleHeight: UIView.AutoresizingMask { fatalError() }
  }
}
