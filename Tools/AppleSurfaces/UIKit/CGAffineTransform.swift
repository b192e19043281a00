/// An affine transformation matrix for use in drawing 2D graphics.
///
/// On Apple platforms it comes from CoreGraphics (documented under CoreFoundation), which UIKit
/// re-exports; swift-corelibs-foundation does not declare it. Only what the adapters and their
/// snippets use is declared: `identity`, `translatedBy(x:y:)`, `scaledBy(x:y:)` and
/// `rotated(by:)`. The matrix fields, the initialisers (`init(translationX:y:)` and its siblings
/// have no page in the stored copy of the documentation) and the `Codable` conformance are left
/// out.
// https://developer.apple.com/documentation/corefoundation/cgaffinetransform
public struct CGAffineTransform: Equatable, Hashable, Sendable {
  /// The identity transform.
  // https://developer.apple.com/documentation/corefoundation/cgaffinetransform/identity
  @available(iOS 7.0, macOS 10.9, tvOS 9.0, visionOS 1.0, watchOS 2.0, *)
  public static var identity: CGAffineTransform { fatalError() }

  /// Returns this transform with a translation applied first.
  // https://developer.apple.com/documentation/corefoundation/cgaffinetransform/translatedby(x:y:)
  public func translatedBy(x tx: CGFloat, y ty: CGFloat) -> CGAffineTransform { fatalError() }

  /// Returns this transform with a scale applied first.
  // https://developer.apple.com/documentation/corefoundation/cgaffinetransform/scaledby(x:y:)
  public func scaledBy(x sx: CGFloat, y sy: CGFloat) -> CGAffineTransform { fatalError() }

  /// Returns this transform with a rotation, in radians, applied first.
  // https://developer.apple.com/documentation/corefoundation/cgaffinetransform/rotated(by:)
  public func rotated(by angle: CGFloat) -> CGAffineTransform { fatalError() }
}
