// Combine's observable-object API, which `import SwiftUI` re-exports on Apple platforms (the
// script builds no `Combine` module, so the declarations live in the SwiftUI surface).

/// Declares that a type can transmit a sequence of values over time.
///
/// Only the associated types are declared; `receive(subscriber:)` and the operators are left out
/// because the adapters never subscribe.
// https://developer.apple.com/documentation/combine/publisher
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
public protocol Publisher<Output, Failure> {
  /// The kind of values published by this publisher.
  // https://developer.apple.com/documentation/combine/publisher/output
  associatedtype Output
  /// The kind of errors this publisher might publish.
  // https://developer.apple.com/documentation/combine/publisher/failure
  associatedtype Failure: Error
}

/// A publisher that publishes changes from observable objects.
// https://developer.apple.com/documentation/combine/observableobjectpublisher
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
final public class ObservableObjectPublisher: Publisher {
  /// The kind of values published by this publisher.
  public typealias Output = Void
  /// The kind of errors this publisher might publish.
  public typealias Failure = Never
  /// Creates an observable object publisher instance.
  // https://developer.apple.com/documentation/combine/observableobjectpublisher/init()
  public init() {}
  /// Sends the changed value to the downstream subscriber.
  // https://developer.apple.com/documentation/combine/observableobjectpublisher/send()
  final public func send() { fatalError() }
}

/// A type of object with a publisher that emits before the object has changed.
// https://developer.apple.com/documentation/combine/observableobject
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
public protocol ObservableObject: AnyObject {
  /// The type of publisher that emits before the object has changed.
  // https://developer.apple.com/documentation/combine/observableobject/objectwillchangepublisher
  associatedtype ObjectWillChangePublisher: Publisher = ObservableObjectPublisher
  where Self.ObjectWillChangePublisher.Failure == Never

  /// A publisher that emits before the object has changed.
  // https://developer.apple.com/documentation/combine/observableobject/objectwillchange
  var objectWillChange: Self.ObjectWillChangePublisher { get }
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension ObservableObject where Self.ObjectWillChangePublisher == ObservableObjectPublisher {
  /// A publisher that emits before the object has changed.
  // https://developer.apple.com/documentation/combine/observableobject/objectwillchange-5gopl
  public var objectWillChange: ObservableObjectPublisher { fatalError() }
}

/// A type that publishes a property marked with an attribute.
///
/// `projectedValue` and the nested `Publisher` are left out: the adapters never use `$property`.
// https://developer.apple.com/documentation/combine/published
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
@propertyWrapper
public struct Published<Value> {
  /// Creates the published instance with an initial wrapped value.
  // https://developer.apple.com/documentation/combine/published/init(wrappedvalue:)
  public init(wrappedValue: Value) { fatalError() }

  /// Creates the published instance with an initial value.
  // https://developer.apple.com/documentation/combine/published/init(initialvalue:)
  public init(initialValue: Value) { fatalError() }

  /// Not documented by Apple; Combine's module interface declares it (as OpenCombine reproduces
  /// it) so that `@Published` is refused outside classes, which use the subscript below.
  @available(*, unavailable, message: "@Published is only available on properties of classes")
  public var wrappedValue: Value {
    get { fatalError() }
    set { fatalError() }
  }

  /// Not documented by Apple: the enclosing-instance subscript (SE-0258) through which a class's
  /// `@Published` property is read and written, as Combine's module interface declares it.
  public static subscript<EnclosingSelf: AnyObject>(
    _enclosingInstance object: EnclosingSelf,
    wrapped wrappedKeyPath: ReferenceWritableKeyPath<EnclosingSelf, Value>,
    storage storageKeyPath: ReferenceWritableKeyPath<EnclosingSelf, Published<Value>>
  ) -> Value {
    get { fatalError() }
    set { fatalError() }
  }
}
