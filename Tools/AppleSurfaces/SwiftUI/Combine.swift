// Combine's observable-object API, which `import SwiftUI` re-exports on Apple platforms (the
// script builds no `Combine` module, so the declarations live in the SwiftUI surface).

/// Declares that a type can transmit a sequence of values over time.
///
/// Only the associated types are declared; `receive(subscriber:)` and the operators are left out
/// because the adapters never subscribe. The interface declares the primary associated types
/// under `#if compiler(>=5.3) && $PrimaryAssociatedTypes2`; the line cited is that branch.
// https://developer.apple.com/documentation/combine/publisher
// SDK: Combine.swiftmodule/arm64e-apple-ios.swiftinterface:838 (iPhoneOS18.1.sdk)
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
public protocol Publisher<Output, Failure> {
  /// The kind of values published by this publisher.
  // https://developer.apple.com/documentation/combine/publisher/output
  // SDK: Combine.swiftmodule/arm64e-apple-ios.swiftinterface:839 (iPhoneOS18.1.sdk)
  associatedtype Output
  /// The kind of errors this publisher might publish.
  // https://developer.apple.com/documentation/combine/publisher/failure
  // SDK: Combine.swiftmodule/arm64e-apple-ios.swiftinterface:840 (iPhoneOS18.1.sdk)
  associatedtype Failure: Error
}

/// A publisher that publishes changes from observable objects.
// https://developer.apple.com/documentation/combine/observableobjectpublisher
// SDK: Combine.swiftmodule/arm64e-apple-ios.swiftinterface:662 (iPhoneOS18.1.sdk)
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
final public class ObservableObjectPublisher: Publisher {
  /// The kind of values published by this publisher.
  // SDK: Combine.swiftmodule/arm64e-apple-ios.swiftinterface:663 (iPhoneOS18.1.sdk)
  public typealias Output = Void
  /// The kind of errors this publisher might publish.
  // SDK: Combine.swiftmodule/arm64e-apple-ios.swiftinterface:664 (iPhoneOS18.1.sdk)
  public typealias Failure = Never
  /// Creates an observable object publisher instance.
  // https://developer.apple.com/documentation/combine/observableobjectpublisher/init()
  // SDK: Combine.swiftmodule/arm64e-apple-ios.swiftinterface:665 (iPhoneOS18.1.sdk)
  public init() {}
  /// Sends the changed value to the downstream subscriber.
  // https://developer.apple.com/documentation/combine/observableobjectpublisher/send()
  // SDK: Combine.swiftmodule/arm64e-apple-ios.swiftinterface:668 (iPhoneOS18.1.sdk)
  final public func send() { fatalError() }
}

/// A type of object with a publisher that emits before the object has changed.
// https://developer.apple.com/documentation/combine/observableobject
// SDK: Combine.swiftmodule/arm64e-apple-ios.swiftinterface:657 (iPhoneOS18.1.sdk)
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
public protocol ObservableObject: AnyObject {
  /// The type of publisher that emits before the object has changed.
  // https://developer.apple.com/documentation/combine/observableobject/objectwillchangepublisher
  // SDK: Combine.swiftmodule/arm64e-apple-ios.swiftinterface:658 (iPhoneOS18.1.sdk)
  associatedtype ObjectWillChangePublisher: Publisher = ObservableObjectPublisher
  where Self.ObjectWillChangePublisher.Failure == Never

  /// A publisher that emits before the object has changed.
  // https://developer.apple.com/documentation/combine/observableobject/objectwillchange
  // SDK: Combine.swiftmodule/arm64e-apple-ios.swiftinterface:659 (iPhoneOS18.1.sdk)
  var objectWillChange: Self.ObjectWillChangePublisher { get }
}

// SDK: Combine.swiftmodule/arm64e-apple-ios.swiftinterface:671 (iPhoneOS18.1.sdk)
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension ObservableObject where Self.ObjectWillChangePublisher == ObservableObjectPublisher {
  /// A publisher that emits before the object has changed.
  // https://developer.apple.com/documentation/combine/observableobject/objectwillchange-5gopl
  // SDK: Combine.swiftmodule/arm64e-apple-ios.swiftinterface:672 (iPhoneOS18.1.sdk)
  public var objectWillChange: ObservableObjectPublisher { fatalError() }
}

/// A type that publishes a property marked with an attribute.
///
/// `projectedValue` and the nested `Publisher` are left out: the adapters never use `$property`.
/// `init(wrappedValue:)` is `@_alwaysEmitIntoClient` in the interface (it calls
/// `init(initialValue:)`); the attribute does not change how callers type-check.
// https://developer.apple.com/documentation/combine/published
// SDK: Combine.swiftmodule/arm64e-apple-ios.swiftinterface:861 (iPhoneOS18.1.sdk)
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
@propertyWrapper
public struct Published<Value> {
  /// Creates the published instance with an initial wrapped value.
  // https://developer.apple.com/documentation/combine/published/init(wrappedvalue:)
  // SDK: Combine.swiftmodule/arm64e-apple-ios.swiftinterface:862 (iPhoneOS18.1.sdk)
  public init(wrappedValue: Value) { fatalError() }

  /// Creates the published instance with an initial value.
  // https://developer.apple.com/documentation/combine/published/init(initialvalue:)
  // SDK: Combine.swiftmodule/arm64e-apple-ios.swiftinterface:865 (iPhoneOS18.1.sdk)
  public init(initialValue: Value) { fatalError() }

  /// Not documented by Apple; Combine's module interface declares it so that `@Published` is
  /// refused outside classes, which use the subscript below.
  // SDK: Combine.swiftmodule/arm64e-apple-ios.swiftinterface:867 (iPhoneOS18.1.sdk)
  @available(*, unavailable, message: "@Published is only available on properties of classes")
  public var wrappedValue: Value {
    get { fatalError() }
    set { fatalError() }
  }

  /// Not documented by Apple: the enclosing-instance subscript (SE-0258) through which a class's
  /// `@Published` property is read and written, as Combine's module interface declares it.
  // SDK: Combine.swiftmodule/arm64e-apple-ios.swiftinterface:871 (iPhoneOS18.1.sdk)
  public static subscript<EnclosingSelf: AnyObject>(
    _enclosingInstance object: EnclosingSelf,
    wrapped wrappedKeyPath: ReferenceWritableKeyPath<EnclosingSelf, Value>,
    storage storageKeyPath: ReferenceWritableKeyPath<EnclosingSelf, Published<Value>>
  ) -> Value {
    get { fatalError() }
    set { fatalError() }
  }
}
