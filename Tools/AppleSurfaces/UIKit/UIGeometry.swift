/// The inset distances for views.
///
/// A C structure (`NS_SWIFT_SENDABLE`), so Swift gives it `init()` and the memberwise
/// initialiser. The header defines it as this structure unless Foundation provides
/// `NSEdgeInsets` (`FOUNDATION_HAS_DIRECTIONAL_GEOMETRY`); the line cited is the structure. The
/// `Equatable` conformance comes from UIKit's Swift overlay, whose interface is not in the stored
/// SDK copy.
// https://developer.apple.com/documentation/uikit/uiedgeinsets
// SDK: UIKit.framework/Headers/UIGeometry.h:22 (iPhoneOS17.0.sdk)
public struct UIEdgeInsets: Equatable, Sendable {
  /// The top edge inset value.
  // https://developer.apple.com/documentation/uikit/uiedgeinsets/top
  // SDK: UIKit.framework/Headers/UIGeometry.h:23 (iPhoneOS17.0.sdk)
  public var top: CGFloat

  /// The left edge inset value.
  // https://developer.apple.com/documentation/uikit/uiedgeinsets/left
  // SDK: UIKit.framework/Headers/UIGeometry.h:23 (iPhoneOS17.0.sdk)
  public var left: CGFloat

  /// The bottom edge inset value.
  // https://developer.apple.com/documentation/uikit/uiedgeinsets/bottom
  // SDK: UIKit.framework/Headers/UIGeometry.h:23 (iPhoneOS17.0.sdk)
  public var bottom: CGFloat

  /// The right edge inset value.
  // https://developer.apple.com/documentation/uikit/uiedgeinsets/right
  // SDK: UIKit.framework/Headers/UIGeometry.h:23 (iPhoneOS17.0.sdk)
  public var right: CGFloat

  /// Creates insets of zero (the initialiser Swift gives every imported C structure).
  // https://developer.apple.com/documentation/uikit/uiedgeinsets/init()
  // SDK: UIKit.framework/Headers/UIGeometry.h:22 (iPhoneOS17.0.sdk)
  public init() {
    self.init(top: 0, left: 0, bottom: 0, right: 0)
  }

  /// Creates an edge inset for a button or a view (the memberwise initialiser of the C
  /// structure).
  // https://developer.apple.com/documentation/uikit/uiedgeinsets/init(top:left:bottom:right:)
  // SDK: UIKit.framework/Headers/UIGeometry.h:22 (iPhoneOS17.0.sdk)
  public init(top: CGFloat, left: CGFloat, bottom: CGFloat, right: CGFloat) {
    self.top = top
    self.left = left
    self.bottom = bottom
    self.right = right
  }

  /// An edge insets structure whose top, left, bottom, and right fields are all set to 0.
  ///
  /// `UIEdgeInsetsZero` in the header, a `const` global, which Swift imports as a `let`; UIKit's
  /// API notes give it the Swift name `UIEdgeInsets.zero`.
  // https://developer.apple.com/documentation/uikit/uiedgeinsets/zero
  // SDK: UIKit.framework/Headers/UIGeometry.h:165 (iPhoneOS17.0.sdk)
  public static let zero = UIEdgeInsets(top: 0, left: 0, bottom: 0, right: 0)
}
