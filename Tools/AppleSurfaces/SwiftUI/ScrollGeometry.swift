/// A type that defines the geometry of a scroll view.
///
/// `visibleRect`, `bounds`, the memberwise initialiser and `==`'s implementation are left out.
// https://developer.apple.com/documentation/swiftui/scrollgeometry
// SDK: SwiftUICore.swiftmodule/arm64e-apple-ios.swiftinterface:224 (iPhoneOS18.1.sdk)
@available(iOS 18.0, macOS 15.0, tvOS 18.0, visionOS 2.0, watchOS 11.0, *)
public struct ScrollGeometry: Equatable, Sendable {
  /// The content offset of the scroll view.
  // https://developer.apple.com/documentation/swiftui/scrollgeometry/contentoffset
  // SDK: SwiftUICore.swiftmodule/arm64e-apple-ios.swiftinterface:225 (iPhoneOS18.1.sdk)
  public var contentOffset: CGPoint {
    get { fatalError() }
    set { fatalError() }
  }

  /// The size of the content of the scroll view.
  // https://developer.apple.com/documentation/swiftui/scrollgeometry/contentsize
  // SDK: SwiftUICore.swiftmodule/arm64e-apple-ios.swiftinterface:229 (iPhoneOS18.1.sdk)
  public var contentSize: CGSize

  /// The content insets of the scroll view.
  // https://developer.apple.com/documentation/swiftui/scrollgeometry/contentinsets
  // SDK: SwiftUICore.swiftmodule/arm64e-apple-ios.swiftinterface:230 (iPhoneOS18.1.sdk)
  public var contentInsets: EdgeInsets

  /// The size of the container of the scroll view.
  // https://developer.apple.com/documentation/swiftui/scrollgeometry/containersize
  // SDK: SwiftUICore.swiftmodule/arm64e-apple-ios.swiftinterface:231 (iPhoneOS18.1.sdk)
  public var containerSize: CGSize {
    get { fatalError() }
    set { fatalError() }
  }
}
