/// A property wrapper type that can read and write a value managed by SwiftUI.
///
/// Only `init(wrappedValue:)` and `wrappedValue` are declared: the adapter keeps an observable
/// model in it and makes no bindings, so `projectedValue` and `init(initialValue:)` are left out.
// https://developer.apple.com/documentation/swiftui/state
// SDK: SwiftUICore.swiftmodule/arm64e-apple-ios.swiftinterface:13529 (iPhoneOS18.1.sdk)
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
@frozen
@propertyWrapper
public struct State<Value>: DynamicProperty {
  /// Creates a state property that stores an initial wrapped value.
  // https://developer.apple.com/documentation/swiftui/state/init(wrappedvalue:)
  // SDK: SwiftUICore.swiftmodule/arm64e-apple-ios.swiftinterface:13534 (iPhoneOS18.1.sdk)
  public init(wrappedValue value: Value) { fatalError() }

  /// The underlying value referenced by the state variable.
  // https://developer.apple.com/documentation/swiftui/state/wrappedvalue
  // SDK: SwiftUICore.swiftmodule/arm64e-apple-ios.swiftinterface:13541 (iPhoneOS18.1.sdk)
  public var wrappedValue: Value {
    get { fatalError() }
    nonmutating set { fatalError() }
  }
}

/// A state property is sendable when its value is.
// https://developer.apple.com/documentation/swiftui/state
// SDK: SwiftUICore.swiftmodule/arm64e-apple-ios.swiftinterface:13551 (iPhoneOS18.1.sdk)
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension State: Sendable where Value: Sendable {}
