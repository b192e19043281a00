/// An interface for a stored variable that updates an external property of a view.
///
/// `update()` is left out: it has a default implementation and the adapters never call it.
// https://developer.apple.com/documentation/swiftui/dynamicproperty
// SDK: SwiftUICore.swiftmodule/arm64e-apple-ios.swiftinterface:5880 (iPhoneOS18.1.sdk)
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
public protocol DynamicProperty {}

/// A property wrapper type that subscribes to an observable object and invalidates a view
/// whenever the observable object changes.
///
/// `projectedValue` (the `Wrapper` that makes bindings) is left out: the adapters make none.
// https://developer.apple.com/documentation/swiftui/observedobject
// SDK: SwiftUICore.swiftmodule/arm64e-apple-ios.swiftinterface:6877 (iPhoneOS18.1.sdk)
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
@MainActor
@propertyWrapper
@preconcurrency
@frozen
public struct ObservedObject<ObjectType>: DynamicProperty where ObjectType: ObservableObject {
  /// Creates an observed object with an initial wrapped value.
  // https://developer.apple.com/documentation/swiftui/observedobject/init(wrappedvalue:)
  // SDK: SwiftUICore.swiftmodule/arm64e-apple-ios.swiftinterface:6889 (iPhoneOS18.1.sdk)
  @MainActor @preconcurrency public init(wrappedValue: ObjectType) { fatalError() }

  /// The underlying value that the observed object references.
  ///
  /// The interface declares a stored, settable property; it is computed here.
  // https://developer.apple.com/documentation/swiftui/observedobject/wrappedvalue
  // SDK: SwiftUICore.swiftmodule/arm64e-apple-ios.swiftinterface:6890 (iPhoneOS18.1.sdk)
  @MainActor @preconcurrency public var wrappedValue: ObjectType {
    get { fatalError() }
    set { fatalError() }
  }
}

/// A property wrapper type that instantiates an observable object.
///
/// `projectedValue` is left out: the adapters' example makes no bindings.
// https://developer.apple.com/documentation/swiftui/stateobject
// SDK: SwiftUICore.swiftmodule/arm64e-apple-ios.swiftinterface:12384 (iPhoneOS18.1.sdk)
@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
@MainActor
@frozen
@propertyWrapper
@preconcurrency
public struct StateObject<ObjectType>: DynamicProperty where ObjectType: ObservableObject {
  /// Creates a new state object with an initial wrapped value.
  // https://developer.apple.com/documentation/swiftui/stateobject/init(wrappedvalue:)
  // SDK: SwiftUICore.swiftmodule/arm64e-apple-ios.swiftinterface:12392 (iPhoneOS18.1.sdk)
  nonisolated public init(wrappedValue thunk: @autoclosure @escaping () -> ObjectType) {
    fatalError()
  }

  /// The underlying value referenced by the state object.
  // https://developer.apple.com/documentation/swiftui/stateobject/wrappedvalue
  // SDK: SwiftUICore.swiftmodule/arm64e-apple-ios.swiftinterface:12395 (iPhoneOS18.1.sdk)
  @MainActor @preconcurrency public var wrappedValue: ObjectType { fatalError() }
}

/// A property wrapper that reads a value from a view's environment.
///
/// Neither the initialiser nor `wrappedValue` is isolated (the interface marks them
/// `@inlinable`, which is left out, and not `nonisolated`).
// https://developer.apple.com/documentation/swiftui/environment
// SDK: SwiftUICore.swiftmodule/arm64e-apple-ios.swiftinterface:9733 (iPhoneOS18.1.sdk)
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
@frozen
@propertyWrapper
public struct Environment<Value>: DynamicProperty {
  /// Creates an environment property to read the specified key path.
  // https://developer.apple.com/documentation/swiftui/environment/init(_:)
  // SDK: SwiftUICore.swiftmodule/arm64e-apple-ios.swiftinterface:9741 (iPhoneOS18.1.sdk)
  public init(_ keyPath: KeyPath<EnvironmentValues, Value>) { fatalError() }

  /// The current value of the environment property.
  // https://developer.apple.com/documentation/swiftui/environment/wrappedvalue
  // SDK: SwiftUICore.swiftmodule/arm64e-apple-ios.swiftinterface:9744 (iPhoneOS18.1.sdk)
  public var wrappedValue: Value { fatalError() }
}

/// An environment property is sendable when its value is.
// https://developer.apple.com/documentation/swiftui/environment
// SDK: SwiftUICore.swiftmodule/arm64e-apple-ios.swiftinterface:9775 (iPhoneOS18.1.sdk)
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension Environment: Sendable where Value: Sendable {}

/// A collection of environment values propagated through a view hierarchy.
///
/// Only `accessibilityReduceMotion` is declared; the `CustomStringConvertible` conformance is
/// left out. The interface marks `Sendable` explicitly unavailable, as the extension below does.
// https://developer.apple.com/documentation/swiftui/environmentvalues
// SDK: SwiftUICore.swiftmodule/arm64e-apple-ios.swiftinterface:10085 (iPhoneOS18.1.sdk)
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
public struct EnvironmentValues {
  /// Whether the system preference for Reduce Motion is enabled.
  ///
  /// The interface declares it in an iOS 13 extension of `EnvironmentValues`, with no
  /// availability of its own.
  // https://developer.apple.com/documentation/swiftui/environmentvalues/accessibilityreducemotion
  // SDK: SwiftUICore.swiftmodule/arm64e-apple-ios.swiftinterface:15632 (iPhoneOS18.1.sdk)
  public var accessibilityReduceMotion: Bool { fatalError() }
}

/// Environment values are not sendable.
// https://developer.apple.com/documentation/swiftui/environmentvalues
// SDK: SwiftUICore.swiftmodule/arm64e-apple-ios.swiftinterface:10096 (iPhoneOS18.1.sdk)
@available(*, unavailable)
extension EnvironmentValues: Sendable {}
