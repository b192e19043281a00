/// The inset distances for the sides of a rectangle.
///
/// Only the fields are declared; the initialisers are not used by the adapters.
// https://developer.apple.com/documentation/swiftui/edgeinsets
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
@frozen
public struct EdgeInsets: Equatable, Sendable {
  /// The top inset.
  // https://developer.apple.com/documentation/swiftui/edgeinsets/top
  public var top: CGFloat
  /// The leading inset.
  // https://developer.apple.com/documentation/swiftui/edgeinsets/leading
  public var leading: CGFloat
  /// The bottom inset.
  // https://developer.apple.com/documentation/swiftui/edgeinsets/bottom
  public var bottom: CGFloat
  /// The trailing inset.
  // https://developer.apple.com/documentation/swiftui/edgeinsets/trailing
  public var trailing: CGFloat
}
