/// A key for accessing values in the environment.
///
/// The underscored iOS 16 requirement `_valuesEqual(_:_:)` is left out.
// https://developer.apple.com/documentation/swiftui/environmentkey
// SDK: SwiftUICore.swiftmodule/arm64e-apple-ios.swiftinterface:10711 (iPhoneOS18.1.sdk)
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
public protocol EnvironmentKey {
  /// The associated type representing the type of the environment key's value.
  // https://developer.apple.com/documentation/swiftui/environmentkey/value
  // SDK: SwiftUICore.swiftmodule/arm64e-apple-ios.swiftinterface:10712 (iPhoneOS18.1.sdk)
  associatedtype Value

  /// The default value for the environment key.
  // https://developer.apple.com/documentation/swiftui/environmentkey/defaultvalue
  // SDK: SwiftUICore.swiftmodule/arm64e-apple-ios.swiftinterface:10713 (iPhoneOS18.1.sdk)
  static var defaultValue: Self.Value { get }
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension EnvironmentValues {
  /// Accesses the environment value associated with a custom key.
  // https://developer.apple.com/documentation/swiftui/environmentvalues/subscript(_:)
  // SDK: SwiftUICore.swiftmodule/arm64e-apple-ios.swiftinterface:10087 (iPhoneOS18.1.sdk)
  public subscript<K>(key: K.Type) -> K.Value where K: EnvironmentKey {
    get { fatalError() }
    set { fatalError() }
  }

  /// A Boolean value that indicates whether the VoiceOver screen reader is in use.
  ///
  /// SwiftUI declares it, not SwiftUICore, in an extension of `EnvironmentValues` available from
  /// iOS 15, macOS 12, tvOS 15 and watchOS 8 (the versions here).
  // https://developer.apple.com/documentation/swiftui/environmentvalues/accessibilityvoiceoverenabled
  // SDK: SwiftUI.swiftmodule/arm64e-apple-ios.swiftinterface:768 (iPhoneOS18.1.sdk)
  @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
  public var accessibilityVoiceOverEnabled: Bool { fatalError() }
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension View {
  /// Sets the environment value of the specified key path to the given value.
  ///
  /// The interface marks it `@inlinable` with a body that applies
  /// `_EnvironmentKeyWritingModifier`; the attribute does not change how callers type-check.
  // https://developer.apple.com/documentation/swiftui/view/environment(_:_:)
  // SDK: SwiftUICore.swiftmodule/arm64e-apple-ios.swiftinterface:2718 (iPhoneOS18.1.sdk)
  nonisolated public func environment<V>(
    _ keyPath: WritableKeyPath<EnvironmentValues, V>, _ value: V
  ) -> some View { fatalError() }
}
