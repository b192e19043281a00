/// Add this interaction to a container view of views that overlay the edge of a scroll view.
///
/// iOS 26 API, which iPhoneOS18.1.sdk does not have: the declaration follows the documentation
/// page (`@MainActor class`, conforming to `UIInteraction`; the page's iPadOS 26 is `iOS` in
/// Swift's `@available`). `init()`, `scrollView` and `edge` are all the members of its own.
// https://developer.apple.com/documentation/uikit/uiscrolledgeelementcontainerinteraction
// SDK: not in iPhoneOS18.1.sdk (iOS 26 API, from the documentation page)
@available(iOS 26.0, macCatalyst 26.0, tvOS 26.0, visionOS 26.0, *)
@MainActor
open class UIScrollEdgeElementContainerInteraction: NSObject, UIInteraction {
  /// Creates an interaction, which affects no scroll view until one is set.
  ///
  /// The stored copy of the documentation has no page for it (the address follows `edge`'s); the
  /// class page's example calls it, `UIScrollEdgeElementContainerInteraction()`.
  // https://developer.apple.com/documentation/uikit/uiscrolledgeelementcontainerinteraction/init()
  // SDK: not in iPhoneOS18.1.sdk (iOS 26 API, from the documentation page)
  override public init() { fatalError() }

  /// The scroll view to affect.
  ///
  /// The stored copy of the documentation has no page for it (the address follows `edge`'s); the
  /// class page's example sets it, and the shape (weak, optional, settable) is the iOS 26 SDK's
  /// Swift declaration as published listings of the class's members show it.
  // https://developer.apple.com/documentation/uikit/uiscrolledgeelementcontainerinteraction/scrollview
  // SDK: not in iPhoneOS18.1.sdk (iOS 26 API, from the documentation page)
  weak open var scrollView: UIScrollView? {
    get { fatalError() }
    set { fatalError() }
  }

  /// The edge of the scroll view to affect.
  // https://developer.apple.com/documentation/uikit/uiscrolledgeelementcontainerinteraction/edge
  // SDK: not in iPhoneOS18.1.sdk (iOS 26 API, from the documentation page)
  open var edge: UIRectEdge {
    get { fatalError() }
    set { fatalError() }
  }
}

/// Constants that specify the edges of a rectangle.
///
/// Declared beside the interaction, whose `edge` is its one use here. The stored SDK copy of
/// `UIGeometry.h` is the iOS 17.0 one. Only `top` and `bottom` are declared.
// https://developer.apple.com/documentation/uikit/uirectedge
// SDK: UIKit.framework/Headers/UIGeometry.h:45 (iPhoneOS17.0.sdk)
@available(iOS 7.0, *)
public struct UIRectEdge: OptionSet, Sendable {
  /// The raw bit mask.
  public let rawValue: UInt
  /// Creates an edge set from a raw bit mask.
  public init(rawValue: UInt) { self.rawValue = rawValue }

  /// The top edge of the rectangle.
  // https://developer.apple.com/documentation/uikit/uirectedge/top
  // SDK: UIKit.framework/Headers/UIGeometry.h:47 (iPhoneOS17.0.sdk)
  public static var top: UIRectEdge { fatalError() }

  /// The bottom edge of the rectangle.
  // https://developer.apple.com/documentation/uikit/uirectedge/bottom
  // SDK: UIKit.framework/Headers/UIGeometry.h:49 (iPhoneOS17.0.sdk)
  public static var bottom: UIRectEdge { fatalError() }
}
