/// The inset distances for views.
///
/// Only the fields are declared; the initialisers and `zero` are not used by the adapters.
// https://developer.apple.com/documentation/uikit/uiedgeinsets
public struct UIEdgeInsets: Equatable, Sendable {
  /// The top edge inset value.
  // https://developer.apple.com/documentation/uikit/uiedgeinsets/top
  public var top: CGFloat
  /// The left edge inset value.
  // https://developer.apple.com/documentation/uikit/uiedgeinsets/left
  public var left: CGFloat
  /// The bottom edge inset value.
  // https://developer.apple.com/documentation/uikit/uiedgeinsets/bottom
  public var bottom: CGFloat
  /// The right edge inset value.
  // https://developer.apple.com/documentation/uikit/uiedgeinsets/right
  public var right: CGFloat
}
