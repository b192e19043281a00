/// An interface for a stored variable that updates an external property of a view.
///
/// `update()` is left out: it has a default implementation and the adapters never call it.
// https://developer.apple.com/documentation/swiftui/dynamicproperty
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
public protocol DynamicProperty {}

/// A property wrapper type that subscribes to an observable object and invalidates a view
/// whenever the observable object changes.
///
/// `projectedValue` (the `Wrapper` that makes bindings) is left out: the adapters make none.
// https://developer.apple.com/documentation/swiftui/observedobject
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
@MainActor
@propertyWrapper
@preconcurrency
@frozen
public struct ObservedObject<ObjectType>: DynamicProperty where ObjectType: ObservableObject {
  /// Creates an observed object with an initial wrapped value.
  // https://developer.apple.com/documentation/swiftui/observedobject/init(wrappedvalue:)
  @MainActor @preconcurrency public init(wrappedValue: ObjectType) { fatalError() }

  /// The underlying value that the observed object references.
  // https://developer.apple.com/documentation/swiftui/observedobject/wrappedvalue
  @MainActor @preconcurrency public var wrappedValue: ObjectType {
    get { fatalError() }
    set { fatalError() }
  }
}

/// A property wrapper type that instantiates an observable object.
///
/// `projectedValue` is left out: the adapters' example makes no bindings.
// https://developer.apple.com/documentation/swiftui/stateobject
@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
@MainActor
@frozen
@propertyWrapper
@preconcurrency
public struct StateObject<ObjectType>: DynamicProperty where ObjectType: ObservableObject {
  /// Creates a new state object with an initial wrapped value.
  // https://developer.apple.com/documentation/swiftui/stateobject/init(wrappedvalue:)
  nonisolated public init(wrappedValue thunk: @autoclosure @escaping () -> ObjectType) {
    fatalError()
  }

  /// The underlying value referenced by the state object.
  // https://developer.apple.com/documentation/swiftui/stateobject/wrappedvalue
  @MainActor @preconcurrency public var wrappedValue: ObjectType { fatalError() }
}

/// A property wrapper that reads a value from a view's environment.
// https://developer.apple.com/documentation/swiftui/environment
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
@frozen
@propertyWrapper
public struct Environment<Value>: DynamicProperty {
  /// Creates an environment property to read the specified key path.
  // https://developer.apple.com/documentation/swiftui/environment/init(_:)
  public init(_ keyPath: KeyPath<EnvironmentValues, Value>) { fatalError() }

  /// The current value of the environment property.
  // https://developer.apple.com/documentation/swiftui/environment/wrappedvalue
  public var wrappedValue: Value { fatalError() }
}

/// A collection of environment values propagated through a view hierarchy.
///
/// Only `accessibilityReduceMotion` is declared.
// https://developer.apple.com/documentation/swiftui/environmentvalues
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
public struct EnvironmentValues {
  /// Whether the system preference for Reduce Motion is enabled.
  // https://developer.apple.com/documentation/swiftui/environmentvalues/accessibilityreducemotion
  public var accessibilityReduceMotion: Bool { fatalError() }
}
