/// An enumeration to indicate one edge of a rectangle.
///
/// Declared for `Edge.Set`, which `padding(_:_:)` takes; only `Set.all` is declared of the
/// sets, and `Set.init(_:)` is left out. The raw values here are placeholders that nothing reads
/// (`OptionSet` needs `rawValue` and `init(rawValue:)`, which the interface declares).
// https://developer.apple.com/documentation/swiftui/edge
// SDK: SwiftUICore.swiftmodule/arm64e-apple-ios.swiftinterface:1123 (iPhoneOS18.1.sdk)
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
@frozen
public enum Edge: Int8, CaseIterable {
  // SDK: SwiftUICore.swiftmodule/arm64e-apple-ios.swiftinterface:1124 (iPhoneOS18.1.sdk)
  case top, leading, bottom, trailing

  /// An efficient set of edges.
  // https://developer.apple.com/documentation/swiftui/edge/set
  // SDK: SwiftUICore.swiftmodule/arm64e-apple-ios.swiftinterface:1125 (iPhoneOS18.1.sdk)
  @frozen
  public struct Set: OptionSet {
    /// The element type of the option set.
    // SDK: SwiftUICore.swiftmodule/arm64e-apple-ios.swiftinterface:1126 (iPhoneOS18.1.sdk)
    public typealias Element = Edge.Set
    /// The raw value.
    // SDK: SwiftUICore.swiftmodule/arm64e-apple-ios.swiftinterface:1127 (iPhoneOS18.1.sdk)
    public let rawValue: Int8
    /// Creates a set of edges from a raw value.
    // SDK: SwiftUICore.swiftmodule/arm64e-apple-ios.swiftinterface:1128 (iPhoneOS18.1.sdk)
    public init(rawValue: Int8) { self.rawValue = rawValue }

    /// All four edges.
    // https://developer.apple.com/documentation/swiftui/edge/set/all
    // SDK: SwiftUICore.swiftmodule/arm64e-apple-ios.swiftinterface:1133 (iPhoneOS18.1.sdk)
    public static let all = Edge.Set(rawValue: 15)
  }
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension View {
  /// Adds a different padding amount to each edge of this view.
  // https://developer.apple.com/documentation/swiftui/view/padding(_:_:)
  // SDK: SwiftUICore.swiftmodule/arm64e-apple-ios.swiftinterface:2282 (iPhoneOS18.1.sdk)
  nonisolated public func padding(_ edges: Edge.Set = .all, _ length: CGFloat? = nil) -> some View {
    fatalError()
  }

  /// Positions this view within an invisible frame having the specified size constraints.
  // https://developer.apple.com/documentation/swiftui/view/frame(minwidth:idealwidth:maxwidth:minheight:idealheight:maxheight:alignment:)
  // SDK: SwiftUICore.swiftmodule/arm64e-apple-ios.swiftinterface:10885 (iPhoneOS18.1.sdk)
  nonisolated public func frame(
    minWidth: CGFloat? = nil, idealWidth: CGFloat? = nil, maxWidth: CGFloat? = nil,
    minHeight: CGFloat? = nil, idealHeight: CGFloat? = nil, maxHeight: CGFloat? = nil,
    alignment: Alignment = .center
  ) -> some View { fatalError() }
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension Alignment {
  /// A guide that marks the leading edge of the view.
  // https://developer.apple.com/documentation/swiftui/alignment/leading
  // SDK: SwiftUICore.swiftmodule/arm64e-apple-ios.swiftinterface:9668 (iPhoneOS18.1.sdk)
  public static let leading = Alignment()
}
