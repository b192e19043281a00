// SwiftUI's own animation types, declared only so that Tools/NameClashCheck can use them
// unqualified beside `import ScrollChromeSwiftUI` (the adapters themselves do not use them).

/// The way a view changes over time to create a smooth visual transition from one state to
/// another.
// https://developer.apple.com/documentation/swiftui/animation
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
@frozen
public struct Animation: Equatable, Sendable {
  /// An animation that combines the behaviors of in and out easing animations.
  // https://developer.apple.com/documentation/swiftui/animation/easeinout
  public static var easeInOut: Animation { fatalError() }

  /// A persistent spring animation.
  // https://developer.apple.com/documentation/swiftui/animation/spring
  @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
  public static var spring: Animation { fatalError() }

  public static func == (lhs: Animation, rhs: Animation) -> Bool { fatalError() }
}

/// A representation of a spring's motion.
// https://developer.apple.com/documentation/swiftui/spring
@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
public struct Spring: Hashable, Sendable {
  /// Creates a spring with the specified duration and bounce.
  // https://developer.apple.com/documentation/swiftui/spring/init(duration:bounce:)
  public init(duration: Double = 0.5, bounce: Double = 0.0) { fatalError() }
}

/// A type that defines changes to a value over time.
// https://developer.apple.com/documentation/swiftui/keyframes
@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
public protocol Keyframes<Value> {
  /// The type of value animated by this keyframes type.
  associatedtype Value
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension View {
  /// Applies the given animation to this view when the specified value changes.
  // https://developer.apple.com/documentation/swiftui/view/animation(_:value:)
  @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
  nonisolated public func animation<V>(_ animation: Animation?, value: V) -> some View
  where V: Equatable { fatalError() }
}
