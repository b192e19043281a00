/// The horizontal or vertical dimension in a 2D coordinate system.
///
/// Declared for `Axis.Set`, which `ScrollView`'s initialiser takes; the `CaseIterable` and
/// `CustomStringConvertible` conformances and `init?(rawValue:)` are left out. The declaration
/// line names no `Sendable`; it is declared here (as on `Axis.Set`, whose `static let` Swift 6
/// requires it for) because the part of SwiftUICore's interface that was line-counted (its first
/// 688,000 characters) holds no `Sendable` extension for either, and the documentation lists it.
// https://developer.apple.com/documentation/swiftui/axis
// SDK: SwiftUICore.swiftmodule/arm64e-apple-ios.swiftinterface:2209 (iPhoneOS18.1.sdk)
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
@frozen
public enum Axis: Int8, Sendable {
  /// The horizontal dimension.
  // https://developer.apple.com/documentation/swiftui/axis/horizontal
  // SDK: SwiftUICore.swiftmodule/arm64e-apple-ios.swiftinterface:2210 (iPhoneOS18.1.sdk)
  case horizontal
  /// The vertical dimension.
  // https://developer.apple.com/documentation/swiftui/axis/vertical
  // SDK: SwiftUICore.swiftmodule/arm64e-apple-ios.swiftinterface:2211 (iPhoneOS18.1.sdk)
  case vertical

  /// An efficient set of axes.
  ///
  /// The raw value is an `Int8`, as the SDK's interface declares (`rawValue` and
  /// `init(rawValue:)` are what `OptionSet` requires); only `vertical` is declared of the sets.
  // https://developer.apple.com/documentation/swiftui/axis/set
  // SDK: SwiftUICore.swiftmodule/arm64e-apple-ios.swiftinterface:2222 (iPhoneOS18.1.sdk)
  @frozen
  public struct Set: OptionSet, Sendable {
    /// The corresponding value of the raw type.
    // SDK: SwiftUICore.swiftmodule/arm64e-apple-ios.swiftinterface:2224 (iPhoneOS18.1.sdk)
    public let rawValue: Int8
    /// Creates a new option set from the given raw value.
    // SDK: SwiftUICore.swiftmodule/arm64e-apple-ios.swiftinterface:2225 (iPhoneOS18.1.sdk)
    public init(rawValue: Int8) { self.rawValue = rawValue }

    /// The vertical axis.
    // https://developer.apple.com/documentation/swiftui/axis/set/vertical
    // SDK: SwiftUICore.swiftmodule/arm64e-apple-ios.swiftinterface:2227 (iPhoneOS18.1.sdk)
    public static let vertical = Axis.Set(rawValue: 2)
  }
}

/// A scrollable view.
///
/// Not cited: `ScrollView` is not in the part of SwiftUICore's interface that was line-counted
/// (its first 688,000 characters), and SwiftUI's own interface (1,345,777 characters) was not
/// line-counted; its shape follows the documentation.
// https://developer.apple.com/documentation/swiftui/scrollview
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
nonisolated public struct ScrollView<Content> where Content: View {
  /// Creates a new instance that's scrollable in the direction of the given axis.
  ///
  /// The newest documentation marks `init(_:showsIndicators:content:)` deprecated in favour of
  /// this initialiser, so only this one is declared.
  // https://developer.apple.com/documentation/swiftui/scrollview/init(_:content:)
  nonisolated public init(
    _ axes: Axis.Set = .vertical, @ViewBuilder content: () -> Content
  ) { fatalError() }
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension ScrollView: View {
  /// A primitive view has no body.
  public typealias Body = Never
  /// A primitive view has no body.
  public var body: Never { fatalError() }
}
