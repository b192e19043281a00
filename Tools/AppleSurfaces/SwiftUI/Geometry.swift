/// A normalized 2D point in a view's coordinate space. Only `center` and `topLeading` are
/// declared.
///
/// As in the interface, the declaration names only `Hashable`; `Sendable` (which Swift 6 needs
/// for the `static let`) is declared in an extension below.
// https://developer.apple.com/documentation/swiftui/unitpoint
// SDK: SwiftUICore.swiftmodule/arm64e-apple-ios.swiftinterface:8216 (iPhoneOS18.1.sdk)
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
@frozen
public struct UnitPoint: Hashable {
  /// A point that's centered in a view.
  // https://developer.apple.com/documentation/swiftui/unitpoint/center
  // SDK: SwiftUICore.swiftmodule/arm64e-apple-ios.swiftinterface:8227 (iPhoneOS18.1.sdk)
  public static let center = UnitPoint()

  /// The origin of a view.
  // https://developer.apple.com/documentation/swiftui/unitpoint/topleading
  // SDK: SwiftUICore.swiftmodule/arm64e-apple-ios.swiftinterface:8232 (iPhoneOS18.1.sdk)
  public static let topLeading = UnitPoint()
}

/// A unit point is sendable.
// https://developer.apple.com/documentation/swiftui/unitpoint
// SDK: SwiftUICore.swiftmodule/arm64e-apple-ios.swiftinterface:17620 (iPhoneOS18.1.sdk)
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension UnitPoint: Sendable {}

/// A geometric angle whose value you access in either radians or degrees.
///
/// Only `radians(_:)` is declared: the adapters' pull-to-trigger snippet rotates its arrow with it.
/// The stored `radians`, `degrees`, the initialisers and the `Animatable` conformance are left
/// out. As in the interface, the declaration names no protocol; `Hashable`, `Comparable` and
/// `Sendable` are declared in extensions below.
// https://developer.apple.com/documentation/swiftui/angle
// SDK: SwiftUICore.swiftmodule/arm64e-apple-ios.swiftinterface:14100 (iPhoneOS18.1.sdk)
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
@frozen
public struct Angle {
  /// An angle of the given radians (the stored documentation has no page for it; the sibling
  /// `degrees(_:)` page shows the shape).
  // https://developer.apple.com/documentation/swiftui/angle/radians(_:)
  // https://developer.apple.com/documentation/swiftui/angle/degrees(_:)
  // SDK: SwiftUICore.swiftmodule/arm64e-apple-ios.swiftinterface:14115 (iPhoneOS18.1.sdk)
  public static func radians(_ radians: Double) -> Angle { fatalError() }
}

/// Angles are hashable and ordered by their size.
// https://developer.apple.com/documentation/swiftui/angle
// SDK: SwiftUICore.swiftmodule/arm64e-apple-ios.swiftinterface:14127 (iPhoneOS18.1.sdk)
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension Angle: Hashable, Comparable {
  /// Returns whether the first angle is smaller than the second.
  // SDK: SwiftUICore.swiftmodule/arm64e-apple-ios.swiftinterface:14128 (iPhoneOS18.1.sdk)
  public static func < (lhs: Angle, rhs: Angle) -> Bool { fatalError() }
}

/// An angle is sendable.
// https://developer.apple.com/documentation/swiftui/angle
// SDK: SwiftUICore.swiftmodule/arm64e-apple-ios.swiftinterface:18666 (iPhoneOS18.1.sdk)
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension Angle: Sendable {}
