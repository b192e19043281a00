/// A custom parameter attribute that constructs views from closures.
///
/// Only what the adapters' and the example's closures need is declared: `buildBlock` for one child
/// and for several children as a `TupleView`, `buildIf` for an `if` without `else`, `buildEither`
/// for an `if` with an `else`, and `buildLimitedAvailability` for an `if #available` branch. The
/// empty block and `buildExpression` are left out. The interface spells the attribute
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

  /// Produces content for a conditional statement in a multi-statement closure when the condition
  /// is true.
  ///
  /// As `buildIf`, it is in the interface's iOS 13 extension of `ViewBuilder` (line 4122).
  // https://developer.apple.com/documentation/swiftui/viewbuilder/buildeither(first:)
  // SDK: SwiftUICore.swiftmodule/arm64e-apple-ios.swiftinterface:4126 (iPhoneOS18.1.sdk)
  public static func buildEither<TrueContent, FalseContent>(
    first: TrueContent
  ) -> _ConditionalContent<TrueContent, FalseContent>
  where TrueContent: View, FalseContent: View { fatalError() }

  /// Produces content for a conditional statement in a multi-statement closure when the condition
  /// is false.
  // https://developer.apple.com/documentation/swiftui/viewbuilder/buildeither(second:)
  // SDK: SwiftUICore.swiftmodule/arm64e-apple-ios.swiftinterface:4129 (iPhoneOS18.1.sdk)
  public static func buildEither<TrueContent, FalseContent>(
    second: FalseContent
  ) -> _ConditionalContent<TrueContent, FalseContent>
  where TrueContent: View, FalseContent: View { fatalError() }
}

@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
extension ViewBuilder {
  /// Processes view content for a conditional compiler-control statement that performs an
  /// availability check, erasing its type.
  ///
  /// The interface declares it in an extension of its own with this availability (line 4133,
  /// the extension at 4138). The documentation address is the overload group's page, which the
  /// stored copy shows with the `Commands` overload; no page of the `View` overload was found.
  // https://developer.apple.com/documentation/swiftui/viewbuilder/buildlimitedavailability(_:)
  // SDK: SwiftUICore.swiftmodule/arm64e-apple-ios.swiftinterface:4139 (iPhoneOS18.1.sdk)
  public static func buildLimitedAvailability<Content>(_ content: Content) -> AnyView
  where Content: View { fatalError() }
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

/// View content that shows one of two possible children, which `buildEither` produces.
///
/// Only the type and its `View` conformance are declared: the interface's `Storage` enum, the
/// stored `storage` (and `Storage`'s unavailable `Sendable`, line 14228) and the initialisers are
/// left out, since a call site only names the type. As in the interface, the `View` conformance is
/// in an extension, and `Sendable` is explicitly unavailable.
// https://developer.apple.com/documentation/swiftui/_conditionalcontent
// SDK: SwiftUICore.swiftmodule/arm64e-apple-ios.swiftinterface:14220 (iPhoneOS18.1.sdk)
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
@frozen
public struct _ConditionalContent<TrueContent, FalseContent> {}

/// Conditional content is not sendable.
// https://developer.apple.com/documentation/swiftui/_conditionalcontent
// SDK: SwiftUICore.swiftmodule/arm64e-apple-ios.swiftinterface:14231 (iPhoneOS18.1.sdk)
@available(*, unavailable)
extension _ConditionalContent: Sendable {}

/// Conditional content of two views is a primitive view.
// https://developer.apple.com/documentation/swiftui/_conditionalcontent
// SDK: SwiftUICore.swiftmodule/arm64e-apple-ios.swiftinterface:14252 (iPhoneOS18.1.sdk)
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension _ConditionalContent: View where TrueContent: View, FalseContent: View {
  /// A primitive view has no body.
  // SDK: SwiftUICore.swiftmodule/arm64e-apple-ios.swiftinterface:14253 (iPhoneOS18.1.sdk)
  public typealias Body = Never
  /// A primitive view has no body.
  public var body: Never { fatalError() }
}

/// A type-erased view, which `buildLimitedAvailability` produces.
///
/// Only the type and its `View` conformance are declared; the initialisers (`init(_:)`,
/// `init(erasing:)`, `init?(_fromValue:)`) and the stored `storage` are left out, since a call
/// site only names the type. As in the interface, the `View` conformance is in the declaration
/// (so the view is main-actor isolated, inferred from `View`), and `Sendable` is explicitly
/// unavailable.
// https://developer.apple.com/documentation/swiftui/anyview
// SDK: SwiftUICore.swiftmodule/arm64e-apple-ios.swiftinterface:12479 (iPhoneOS18.1.sdk)
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
@frozen
public struct AnyView: View {
  /// A primitive view has no body.
  // SDK: SwiftUICore.swiftmodule/arm64e-apple-ios.swiftinterface:12489 (iPhoneOS18.1.sdk)
  public typealias Body = Never
  /// A primitive view has no body.
  public var body: Never { fatalError() }
}

/// A type-erased view is not sendable.
// https://developer.apple.com/documentation/swiftui/anyview
// SDK: SwiftUICore.swiftmodule/arm64e-apple-ios.swiftinterface:12492 (iPhoneOS18.1.sdk)
@available(*, unavailable)
extension AnyView: Sendable {}
