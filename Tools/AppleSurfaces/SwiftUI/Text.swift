/// A view that displays one or more lines of read-only text.
///
/// Only the initialiser for a stored string is declared; the localizing initialisers and the
/// text modifiers are left out.
// https://developer.apple.com/documentation/swiftui/text
// SDK: SwiftUICore.swiftmodule/arm64e-apple-ios.swiftinterface:15728 (iPhoneOS18.1.sdk)
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
@frozen
public struct Text: Equatable, Sendable {
  /// Creates a text view that displays a stored string without localization.
  ///
  /// Disfavoured, as in the interface, against the localizing overload for a
  /// `LocalizedStringKey` (which is left out).
  // https://developer.apple.com/documentation/swiftui/text/init(_:)-9d1g4
  // SDK: SwiftUICore.swiftmodule/arm64e-apple-ios.swiftinterface:15758 (iPhoneOS18.1.sdk)
  @_disfavoredOverload
  public init<S>(_ content: S) where S: StringProtocol { fatalError() }
}

// SDK: SwiftUICore.swiftmodule/arm64e-apple-ios.swiftinterface:5096 (iPhoneOS18.1.sdk)
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension Text: View {
  /// A primitive view has no body.
  // SDK: SwiftUICore.swiftmodule/arm64e-apple-ios.swiftinterface:5099 (iPhoneOS18.1.sdk)
  public typealias Body = Never
  /// A primitive view has no body.
  public var body: Never { fatalError() }
}

/// A view that displays an image. Only `init(systemName:)` is declared.
// https://developer.apple.com/documentation/swiftui/image
// SDK: SwiftUICore.swiftmodule/arm64e-apple-ios.swiftinterface:16057 (iPhoneOS18.1.sdk)
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
@frozen
public struct Image: Equatable, Sendable {
  /// Creates a system symbol image.
  ///
  /// The interface declares it in an iOS 13 extension with `@available(macOS 11.0, *)`.
  // https://developer.apple.com/documentation/swiftui/image/init(systemname:)
  // SDK: SwiftUICore.swiftmodule/arm64e-apple-ios.swiftinterface:7692 (iPhoneOS18.1.sdk)
  @available(iOS 13.0, macOS 11.0, tvOS 13.0, watchOS 6.0, *)
  public init(systemName: String) { fatalError() }
}

/// An image is a primitive view.
// https://developer.apple.com/documentation/swiftui/image
// SDK: SwiftUICore.swiftmodule/arm64e-apple-ios.swiftinterface:16066 (iPhoneOS18.1.sdk)
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension Image: View {
  /// A primitive view has no body.
  // SDK: SwiftUICore.swiftmodule/arm64e-apple-ios.swiftinterface:16069 (iPhoneOS18.1.sdk)
  public typealias Body = Never
  /// A primitive view has no body.
  public var body: Never { fatalError() }
}
