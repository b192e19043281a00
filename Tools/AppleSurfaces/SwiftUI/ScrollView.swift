/// The horizontal or vertical dimension in a 2D coordinate system.
///
/// Declared for `Axis.Set`, which `ScrollView`'s initialiser takes; the `CaseIterable` and
/// `CustomStringConvertible` conformances are left out.
// https://developer.apple.com/documentation/swiftui/axis
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
@frozen
public enum Axis: Int8, Sendable {
  /// The horizontal dimension.
  // https://developer.apple.com/documentation/swiftui/axis/horizontal
  case horizontal
  /// The vertical dimension.
  // https://developer.apple.com/documentation/swiftui/axis/vertical
  case vertical

  /// An efficient set of axes.
  ///
  /// The raw value is an `Int8`, as the SDK's interface declares (`rawValue` and
  /// `init(rawValue:)` are what `OptionSet` requires); only `vertical` is declared of the sets.
  // https://developer.apple.com/documentation/swiftui/axis/set
  @frozen
  public struct Set: OptionSet, Sendable {
    /// The corresponding value of the raw type.
    public let rawValue: Int8
    /// Creates a new option set from the given raw value.
    public init(rawValue: Int8) { self.rawValue = rawValue }

    /// The vertical axis.
    // https://developer.apple.com/documentation/swiftui/axis/set/vertical
    public static let vertical = Axis.Set(rawValue: 2)
  }
}

/// A scrollable view.
// https://developer.apple.com/documentation/swiftui/scrollview
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
nonisolated public struct ScrollView<Content> where Content: View {
  /// Creates a new instance that's scrollable in the direction of the given axis.
  ///
  /// The newest documentation marks `init(_:showsIndicators:content:)` deprecated in favour of
  /// this initialiser, so only this one is declared.
  // https://developer.apple.com/documentation/swiftui/scrollview/init(_:content:)
  nonisolated public init(
    _ axes: Axis.Set = .vertical, @ContentBuilder content: () -> Content
  ) { fatalError() }
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension ScrollView: View {
  /// A primitive view has no body.
  public typealias Body = Never
  /// A primitive view has no body.
  public var body: Never { fatalError() }
}
