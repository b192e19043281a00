/// A custom parameter attribute that constructs views from closures.
///
/// Only what the adapters' closures need is declared: `buildBlock` for one child and for several
/// children as a `TupleView`, and `buildIf` for an `if` without `else`. The other conditional
/// forms, the empty block and `buildExpression` are left out. The interface spells the attribute
/// `@_functionBuilder`, the older name of `@resultBuilder`.
// https://developer.apple.com/documentation/swiftui/viewbuilder
// SDK: SwiftUICore.swiftmodule/arm64e-apple-ios.swiftinterface:4093 (iPhoneOS18.1.sdk)
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
@resultBuilder
public struct ViewBuilder {
  /// Passes a single piece of content written as a child view through unmodified.
  // https://developer.apple.com/documentation/swiftui/viewbuilder/buildblock(_:)
  // SDK: SwiftUICore.swiftmodule/arm64e-apple-ios.swiftinterface:4105 (iPhoneOS18.1.sdk)
  public static func buildBlock<Content>(_ content: Content) -> Content where Content: View {
    fatalError()
  }

  /// Builds several child views into a tuple view.
  ///
  /// The interface declares it under `#if compiler(>=5.3) && $ParameterPacks`; the line cited
  /// is that branch.
  // https://developer.apple.com/documentation/swiftui/viewbuilder/buildblock(_:)-2bj1g
  // SDK: SwiftUICore.swiftmodule/arm64e-apple-ios.swiftinterface:4109 (iPhoneOS18.1.sdk)
  @_disfavoredOverload
  public static func buildBlock<each Content>(
    _ content: repeat each Content
  ) -> TupleView<(repeat each Content)> where repeat each Content: View { fatalError() }

  /// Produces an optional view for conditional statements in multi-statement closures that's
  /// only visible when the condition evaluates to true.
  // https://developer.apple.com/documentation/swiftui/viewbuilder/buildif(_:)
  // SDK: SwiftUICore.swiftmodule/arm64e-apple-ios.swiftinterface:4123 (iPhoneOS18.1.sdk)
  public static func buildIf<Content>(_ content: Content?) -> Content? where Content: View {
    content
  }
}

// An optional view is a view: nothing when `nil`. The interface's extension declares
// `Body = Never` and underscored requirements; `body` is declared here so that the conformance
// checks. The interface declares it under `#if compiler(>=5.3) && $NoncopyableGenerics`; the line
// cited is that branch.
// https://developer.apple.com/documentation/swift/optional
// SDK: SwiftUICore.swiftmodule/arm64e-apple-ios.swiftinterface:12967 (iPhoneOS18.1.sdk)
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension Optional: View where Wrapped: View {
  /// The type for the body of an optional view, which has none.
  public typealias Body = Never
  /// The body of an optional view, which has none.
  public var body: Never { fatalError() }
}

/// A View created from a swift tuple of View values.
///
/// As in the interface, the `View` conformance is in the declaration (so the view is
/// main-actor isolated, inferred from `View`), and `Sendable` is explicitly unavailable.
// https://developer.apple.com/documentation/swiftui/tupleview
// SDK: SwiftUICore.swiftmodule/arm64e-apple-ios.swiftinterface:2309 (iPhoneOS18.1.sdk)
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
@frozen
public struct TupleView<T>: View {
  /// The tuple of views.
  // https://developer.apple.com/documentation/swiftui/tupleview/value
  // SDK: SwiftUICore.swiftmodule/arm64e-apple-ios.swiftinterface:2310 (iPhoneOS18.1.sdk)
  public var value: T

  /// Creates a tuple view.
  // https://developer.apple.com/documentation/swiftui/tupleview/init(_:)
  // SDK: SwiftUICore.swiftmodule/arm64e-apple-ios.swiftinterface:2311 (iPhoneOS18.1.sdk)
  public init(_ value: T) { self.value = value }

  /// A primitive view has no body.
  // SDK: SwiftUICore.swiftmodule/arm64e-apple-ios.swiftinterface:2317 (iPhoneOS18.1.sdk)
  public typealias Body = Never
  /// A primitive view has no body.
  public var body: Never { fatalError() }
}

/// A tuple view is not sendable.
// https://developer.apple.com/documentation/swiftui/tupleview
// SDK: SwiftUICore.swiftmodule/arm64e-apple-ios.swiftinterface:2320 (iPhoneOS18.1.sdk)
@available(*, unavailable)
extension TupleView: Sendable {}
