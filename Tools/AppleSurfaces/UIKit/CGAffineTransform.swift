/// An affine transformation matrix for use in drawing 2D graphics.
///
/// On Apple platforms it comes from CoreGraphics (documented under CoreFoundation), which UIKit
/// re-exports; swift-corelibs-foundation does not declare it. Only what the adapters and their
/// snippets use is declared: `identity`, `translatedBy(x:y:)`, `scaledBy(x:y:)` and
/// `rotated(by:)`, with the CoreGraphics overlay's `Equatable` and `Hashable` conformances. The
/// matrix fields, the initialisers and the `Codable` conformance are left out. An imported C
/// structure of `CGFloat` fields is `Sendable`.
// https://developer.apple.com/documentation/corefoundation/cgaffinetransform
// SDK: CoreGraphics.framework/Headers/CGAffineTransform.h:17 (iPhoneOS18.0.sdk)
public struct CGAffineTransform: Sendable {
  /// The identity transform.
  // https://developer.apple.com/documentation/corefoundation/cgaffinetransform/identity
  // SDK: CoreGraphics.swiftmodule/arm64e-apple-ios.swiftinterface:342 (iPhoneOS18.1.sdk)
  @available(macOS 10.9, iOS 7.0, tvOS 9.0, watchOS 2.0, visionOS 1.0, *)
  public static var identity: CGAffineTransform { fatalError() }

  /// Returns an affine transformation matrix constructed by translating an existing affine
  /// transform.
  ///
  /// `CGAffineTransformTranslate(t, tx, ty)`; the Swift method name comes from CoreGraphics'
  /// API notes (`CoreGraphics.apinotes`, not read for this surface).
  // https://developer.apple.com/documentation/corefoundation/cgaffinetransform/translatedby(x:y:)
  // SDK: CoreGraphics.framework/Headers/CGAffineTransform.h:90 (iPhoneOS18.0.sdk)
  @available(macOS 10.0, iOS 2.0, *)
  public func translatedBy(x tx: CGFloat, y ty: CGFloat) -> CGAffineTransform { fatalError() }

  /// Returns an affine transformation matrix constructed by scaling an existing affine transform
  /// (`CGAffineTransformScale`, named by the API notes likewise).
  // https://developer.apple.com/documentation/corefoundation/cgaffinetransform/scaledby(x:y:)
  // SDK: CoreGraphics.framework/Headers/CGAffineTransform.h:96 (iPhoneOS18.0.sdk)
  @available(macOS 10.0, iOS 2.0, *)
  public func scaledBy(x sx: CGFloat, y sy: CGFloat) -> CGAffineTransform { fatalError() }

  /// Returns an affine transformation matrix constructed by rotating an existing affine
  /// transform (`CGAffineTransformRotate`, named by the API notes likewise).
  // https://developer.apple.com/documentation/corefoundation/cgaffinetransform/rotated(by:)
  // SDK: CoreGraphics.framework/Headers/CGAffineTransform.h:102 (iPhoneOS18.0.sdk)
  @available(macOS 10.0, iOS 2.0, *)
  public func rotated(by angle: CGFloat) -> CGAffineTransform { fatalError() }
}

/// The CoreGraphics overlay's equality of transforms.
// https://developer.apple.com/documentation/corefoundation/cgaffinetransform/==(_:_:)
// SDK: CoreGraphics.swiftmodule/arm64e-apple-ios.swiftinterface:12 (iPhoneOS18.1.sdk)
@available(macOS 10.9, iOS 7.0, tvOS 9.0, watchOS 2.0, visionOS 1.0, *)
extension CGAffineTransform: Equatable {}

/// The CoreGraphics overlay's hashing of transforms, a conformance that is new in iOS 18.
// https://developer.apple.com/documentation/corefoundation/cgaffinetransform
// SDK: CoreGraphics.swiftmodule/arm64e-apple-ios.swiftinterface:34 (iPhoneOS18.1.sdk)
@available(macOS 15.0, iOS 18.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *)
extension CGAffineTransform: Hashable {}
