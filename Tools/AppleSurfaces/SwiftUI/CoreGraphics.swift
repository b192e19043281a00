/// A structure that contains a two-dimensional vector.
///
/// On Apple platforms it comes from CoreGraphics (documented under CoreFoundation), which SwiftUI
/// re-exports; swift-corelibs-foundation does not declare it. A C structure of `CGFloat` fields,
/// so `Sendable`; `Equatable` and (from iOS 18) `Hashable` come from the CoreGraphics overlay.
// https://developer.apple.com/documentation/corefoundation/cgvector
// SDK: CoreGraphics.framework/Headers/CGGeometry.h:39 (iPhoneOS17.0.sdk)
public struct CGVector: Sendable {
  /// The x component of the vector.
  // https://developer.apple.com/documentation/corefoundation/cgvector/dx
  // SDK: CoreGraphics.framework/Headers/CGGeometry.h:40 (iPhoneOS17.0.sdk)
  public var dx: CGFloat

  /// The y component of the vector.
  // https://developer.apple.com/documentation/corefoundation/cgvector/dy
  // SDK: CoreGraphics.framework/Headers/CGGeometry.h:41 (iPhoneOS17.0.sdk)
  public var dy: CGFloat
}

/// The CoreGraphics overlay's equality of vectors.
// https://developer.apple.com/documentation/corefoundation/cgvector/==(_:_:)
// SDK: CoreGraphics.swiftmodule/arm64e-apple-ios.swiftinterface:223 (iPhoneOS18.1.sdk)
@available(macOS 10.9, iOS 7.0, tvOS 9.0, watchOS 2.0, visionOS 1.0, *)
extension CGVector: Equatable {}

/// The CoreGraphics overlay's hashing of vectors, a conformance that is new in iOS 18.
// https://developer.apple.com/documentation/corefoundation/cgvector
// SDK: CoreGraphics.swiftmodule/arm64e-apple-ios.swiftinterface:243 (iPhoneOS18.1.sdk)
@available(macOS 15.0, iOS 18.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *)
extension CGVector: Hashable {}
