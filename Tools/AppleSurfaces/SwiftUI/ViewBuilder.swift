/// A custom parameter attribute that constructs views from closures.
///
/// Only the two `buildBlock` overloads the adapters' closures need are declared: one child, and
/// several children as a `TupleView`. The conditional and empty forms are left out.
// https://developer.apple.com/documentation/swiftui/viewbuilder
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
@resultBuilder
public struct ViewBuilder {
  /// Passes a single piece of content written as a child view through unmodified.
  // https://developer.apple.com/documentation/swiftui/viewbuilder/buildblock(_:)
  public static func buildBlock<Content>(_ content: Content) -> Content { fatalError() }

  /// Builds several child views into a tuple view.
  // https://developer.apple.com/documentation/swiftui/viewbuilder/buildblock(_:)-2bj1g
  public static func buildBlock<each Content>(
    _ content: repeat each Content
  ) -> TupleView<(repeat each Content)> where repeat each Content: View { fatalError() }
}

/// A custom parameter attribute that constructs views and other content types from closures.
// https://developer.apple.com/documentation/swiftui/contentbuilder
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
public typealias ContentBuilder = ViewBuilder

/// A View created from a swift tuple of View values.
// https://developer.apple.com/documentation/swiftui/tupleview
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
@frozen
nonisolated public struct TupleView<T> {
  /// The tuple of views.
  // https://developer.apple.com/documentation/swiftui/tupleview/value
  public var value: T

  /// Creates a tuple view.
  // https://developer.apple.com/documentation/swiftui/tupleview/init(_:)
  nonisolated public init(_ value: T) { self.value = value }
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension TupleView: View {
  /// A primitive view has no body.
  public typealias Body = Never
  /// A primitive view has no body.
  public var body: Never { fatalError() }
}
