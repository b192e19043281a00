// SwiftUI's own animation types: `Animation`, `Spring` and `Keyframes` so that
// Tools/NameClashCheck can use them unqualified beside `import ScrollChromeSwiftUI`, and the
// timing curve and `withAnimation(_:_:)` with which the SwiftUI adapter animates the system bars.
// Since iOS 18 they are declared in SwiftUICore, which SwiftUI re-exports.

/// The way a view changes over time to create a smooth visual transition from one state to
/// another.
///
/// The iOS 17 `Hashable` conformance, `init(_:)` over a custom animation and the description
/// conformances (all in extensions or members the adapters do not use) are left out.
// https://developer.apple.com/documentation/swiftui/animation
// SDK: SwiftUICore.swiftmodule/arm64e-apple-ios.swiftinterface:16467 (iPhoneOS18.1.sdk)
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
@frozen
public struct Animation: Equatable, Sendable {
  /// An animation that combines the behaviors of in and out easing animations.
  // https://developer.apple.com/documentation/swiftui/animation/easeinout
  // SDK: SwiftUICore.swiftmodule/arm64e-apple-ios.swiftinterface:12753 (iPhoneOS18.1.sdk)
  public static var easeInOut: Animation { fatalError() }

  /// An animation created from a cubic Bézier timing curve.
  ///
  /// The interface declares it in the same iOS 13 extension of `Animation` as `easeInOut`.
  // https://developer.apple.com/documentation/swiftui/animation/timingcurve(_:_:_:_:duration:)
  // SDK: SwiftUICore.swiftmodule/arm64e-apple-ios.swiftinterface:12768 (iPhoneOS18.1.sdk)
  public static func timingCurve(
    _ p1x: Double, _ p1y: Double, _ p2x: Double, _ p2y: Double, duration: TimeInterval = 0.35
  ) -> Animation { fatalError() }

  /// A persistent spring animation.
  ///
  /// The interface declares it in an iOS 13 extension of `Animation` (the documentation page
  /// shows iOS 17, the release that reshaped springs); the member has no availability of its own.
  // https://developer.apple.com/documentation/swiftui/animation/spring
  // SDK: SwiftUICore.swiftmodule/arm64e-apple-ios.swiftinterface:11354 (iPhoneOS18.1.sdk)
  public static var spring: Animation { fatalError() }

  /// Returns whether two animations are equal.
  // SDK: SwiftUICore.swiftmodule/arm64e-apple-ios.swiftinterface:16471 (iPhoneOS18.1.sdk)
  public static func == (lhs: Animation, rhs: Animation) -> Bool { fatalError() }
}

/// A representation of a spring's motion.
///
/// The initialiser is declared in an extension with the same availability as the struct.
// https://developer.apple.com/documentation/swiftui/spring
// SDK: SwiftUICore.swiftmodule/arm64e-apple-ios.swiftinterface:2774 (iPhoneOS18.1.sdk)
@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
public struct Spring: Hashable, Sendable {
  /// Creates a spring with the specified duration and bounce.
  // https://developer.apple.com/documentation/swiftui/spring/init(duration:bounce:)
  // SDK: SwiftUICore.swiftmodule/arm64e-apple-ios.swiftinterface:2787 (iPhoneOS18.1.sdk)
  public init(duration: TimeInterval = 0.5, bounce: Double = 0.0) { fatalError() }
}

/// A type that defines changes to a value over time.
///
/// Only `Value` is declared; `Body`, `body` and the default `Value = Self.Body.Value` are
/// left out. The interface declares the primary associated type under
/// `#if compiler(>=5.3) && $PrimaryAssociatedTypes2`; the line cited is that branch.
// https://developer.apple.com/documentation/swiftui/keyframes
// SDK: SwiftUICore.swiftmodule/arm64e-apple-ios.swiftinterface:4850 (iPhoneOS18.1.sdk)
@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
public protocol Keyframes<Value> {
  /// The type of value animated by this keyframes type.
  // SDK: SwiftUICore.swiftmodule/arm64e-apple-ios.swiftinterface:4851 (iPhoneOS18.1.sdk)
  associatedtype Value
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension View {
  /// Applies the given animation to this view when the specified value changes.
  ///
  /// The interface declares it in an iOS 13 extension of `View` with no availability of its own.
  // https://developer.apple.com/documentation/swiftui/view/animation(_:value:)
  // SDK: SwiftUICore.swiftmodule/arm64e-apple-ios.swiftinterface:11440 (iPhoneOS18.1.sdk)
  nonisolated public func animation<V>(_ animation: Animation?, value: V) -> some View
  where V: Equatable { fatalError() }
}

/// Returns the result of recomputing the view's body with the provided animation.
///
/// The interface gives `animation` the default value `.default`; `Animation.default` is not
/// declared here, so the parameter has no default, which only makes this check stricter than
/// Apple's.
// https://developer.apple.com/documentation/swiftui/withanimation(_:_:)
// SDK: SwiftUICore.swiftmodule/arm64e-apple-ios.swiftinterface:14868 (iPhoneOS18.1.sdk)
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
public func withAnimation<Result>(
  _ animation: Animation?, _ body: () throws -> Result
) rethrows -> Result { fatalError() }
