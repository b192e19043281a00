/// A type that defines the geometry of a scroll view.
// https://developer.apple.com/documentation/swiftui/scrollgeometry
@available(iOS 18.0, macOS 15.0, tvOS 18.0, visionOS 2.0, watchOS 11.0, *)
public struct ScrollGeometry: Equatable, Sendable {
  /// The content offset of the scroll view.
  // https://developer.apple.com/documentation/swiftui/scrollgeometry/contentoffset
  public var contentOffset: CGPoint {
    get { fatalError() }
    set { fatalError() }
  }

  /// The size of the content of the scroll view.
  // https://developer.apple.com/documentation/swiftui/scrollgeometry/contentsize
  public var contentSize: CGSize

  /// The content insets of the scroll view.
  // https://developer.apple.com/documentation/swiftui/scrollgeometry/contentinsets
  public var contentInsets: EdgeInsets

  /// The size of the container of the scroll view.
  // https://developer.apple.com/documentation/swiftui/scrollgeometry/containersize
  public var containerSize: CGSize {
    get { fatalError() }
    set { fatalError() }
  }
}
