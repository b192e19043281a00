/// A key for accessing values in the environment.
// https://developer.apple.com/documentation/swiftui/environmentkey
// SDK: SwiftUICore.swiftmodule/arm64e-apple-ios.swiftinterface:10711 (iPhoneOS18.1.sdk)
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
public protocol EnvironmentKey {
  /// The associated type representing the type of the environment key's value.
  // https://developer.apple.com/documentation/swiftui/environmentkey/value
  associatedtype Value

  /// The default value for the environment key.
  // https://developer.apple.com/documentation/swiftui/environmentkey/defaultvalue
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
  // https://developer.apple.com/documentation/swiftui/environmentvalues/accessibilityvoiceoverenabled
  // SDK: SwiftUICore.swiftmodule/arm64e-apple-ios.swiftinterface (iPhoneOS18.1.sdk), line not counted: beyond the saved part
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
