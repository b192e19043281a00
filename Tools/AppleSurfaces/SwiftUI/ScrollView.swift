/// The horizontal or vertical dimension in a 2D coordinate system.
///
/// Declared for `Axis.Set`, which `ScrollView`'s initialiser takes; the `CaseIterable` and
/// `CustomStringConvertible` conformances and `init?(rawValue:)` are left out. As in the
/// interface, `Sendable` (which `Axis.Set`'s `static let` needs in Swift 6) is declared in
/// extensions below.
// https://developer.apple.com/documentation/swiftui/axis
// SDK: SwiftUICore.swiftmodule/arm64e-apple-ios.swiftinterface:2209 (iPhoneOS18.1.sdk)
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
@frozen
public enum Axis: Int8 {
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
  public struct Set: OptionSet {
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

/// An axis is sendable.
// https://developer.apple.com/documentation/swiftui/axis
// SDK: SwiftUICore.swiftmodule/arm64e-apple-ios.swiftinterface:17140 (iPhoneOS18.1.sdk)
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension Axis: Sendable {}

/// A set of axes is sendable.
// https://developer.apple.com/documentation/swiftui/axis/set
// SDK: SwiftUICore.swiftmodule/arm64e-apple-ios.swiftinterface:17152 (iPhoneOS18.1.sdk)
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension Axis.Set: Sendable {}

/// A scrollable view.
///
/// SwiftUI declares it, not SwiftUICore. As in the interface, the `View` conformance is in the
/// declaration (so the view is main-actor isolated, inferred from `View`), the initialiser is
/// `nonisolated`, and `Sendable` is explicitly unavailable. The interface's `body` is
/// `some View` (and `Body` that opaque type); here `Body` is `Never` and `body` a
/// `fatalError()`, as for the primitive views. The stored `content`, `axes` and
/// `showsIndicators` are left out.
// https://developer.apple.com/documentation/swiftui/scrollview
// SDK: SwiftUI.swiftmodule/arm64e-apple-ios.swiftinterface:12998 (iPhoneOS18.1.sdk)
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
public struct ScrollView<Content>: View where Content: View {
  /// The type of view representing the body of this view (`Never` here; see above).
  // SDK: SwiftUI.swiftmodule/arm64e-apple-ios.swiftinterface:13017 (iPhoneOS18.1.sdk)
  public typealias Body = Never
  /// The content and behavior of the view (`some View` in the interface; see above).
  // SDK: SwiftUI.swiftmodule/arm64e-apple-ios.swiftinterface:13013 (iPhoneOS18.1.sdk)
  @MainActor @preconcurrency public var body: Never { fatalError() }
}

/// A scroll view is not sendable.
// https://developer.apple.com/documentation/swiftui/scrollview
// SDK: SwiftUI.swiftmodule/arm64e-apple-ios.swiftinterface:13020 (iPhoneOS18.1.sdk)
@available(*, unavailable)
extension ScrollView: Sendable {}

extension ScrollView {
  /// Creates a new instance that's scrollable in the direction of the given axis.
  ///
  /// The interface marks `init(_:showsIndicators:content:)` to be deprecated (`deprecated:
  /// 100000.0`) in favour of this initialiser, so only this one is declared. As in the
  /// interface, the extension has no availability of its own and the initialiser carries the
  /// struct's.
  // https://developer.apple.com/documentation/swiftui/scrollview/init(_:content:)
  // SDK: SwiftUI.swiftmodule/arm64e-apple-ios.swiftinterface:13024 (iPhoneOS18.1.sdk)
  @available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
  nonisolated public init(
    _ axes: Axis.Set = .vertical, @ViewBuilder content: () -> Content
  ) { fatalError() }
}
