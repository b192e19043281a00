/// Constants that specify the edges of a rectangle, relative to the layout direction.
///
/// A Foundation type (`NSGeometry.h`, `typedef NS_OPTIONS(NSUInteger, NSDirectionalRectEdge)`,
/// `API_AVAILABLE(macos(10.15), ios(13.0), watchos(6.0), tvos(13.0))`) that
/// swift-corelibs-foundation lacks; UIKit re-exports Foundation, so it is declared here. Foundation's
/// headers are in none of the stored SDK folders, so no line can be cited; the shape follows the
/// documentation page. Only `top` is declared.
// https://developer.apple.com/documentation/foundation/nsdirectionalrectedge
// SDK: Foundation.framework/Headers/NSGeometry.h (not in the stored SDK copy; see above)
@available(iOS 13.0, tvOS 13.0, watchOS 6.0, *)
public struct NSDirectionalRectEdge: OptionSet, Sendable {
  /// The raw bit mask.
  public let rawValue: UInt

  /// Creates an edge set from its raw bit mask.
  public init(rawValue: UInt) { self.rawValue = rawValue }

  /// The top edge of the rectangle.
  // https://developer.apple.com/documentation/foundation/nsdirectionalrectedge/top
  // SDK: Foundation.framework/Headers/NSGeometry.h (not in the stored SDK copy)
  public static let top = NSDirectionalRectEdge(rawValue: 1 << 0)
}
