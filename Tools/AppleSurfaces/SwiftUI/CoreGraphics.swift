/// A structure that contains a two-dimensional vector.
///
/// On Apple platforms it comes from CoreGraphics (documented under CoreFoundation), which SwiftUI
/// re-exports; swift-corelibs-foundation does not declare it.
// https://developer.apple.com/documentation/corefoundation/cgvector
public struct CGVector: Equatable, Hashable, Sendable {
  /// The x component of the vector.
  // https://developer.apple.com/documentation/corefoundation/cgvector/dx
  public var dx: CGFloat
  /// The y component of the vector.
  // https://developer.apple.com/documentation/corefoundation/cgvector/dy
  public var dy: CGFloat
}
