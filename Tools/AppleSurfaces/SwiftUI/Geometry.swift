/// A normalized 2D point in a view's coordinate space. Only `center` is declared.
///
/// The declaration line names only `Hashable`; `Sendable` (which Swift 6 needs for the
/// `static let`) was not found in the part of SwiftUICore's interface that was line-counted
/// (its first 688,000 characters), so it follows the documentation.
// https://developer.apple.com/documentation/swiftui/unitpoint
// SDK: SwiftUICore.swiftmodule/arm64e-apple-ios.swiftinterface:8216 (iPhoneOS18.1.sdk)
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
@frozen
public struct UnitPoint: Hashable, Sendable {
  /// A point that's centered in a view.
  // https://developer.apple.com/documentation/swiftui/unitpoint/center
  // SDK: SwiftUICore.swiftmodule/arm64e-apple-ios.swiftinterface:8227 (iPhoneOS18.1.sdk)
  public static let center = UnitPoint()
}

/// A geometric angle whose value you access in either radians or degrees.
///
/// Only `radians(_:)` is declared: the adapters' pull-to-trigger snippet rotates its arrow with it.
/// Not cited: `Angle` lies beyond the part of SwiftUICore's interface that was line-counted (its
/// first 688,000 characters); its shape follows the documentation.
// https://developer.apple.com/documentation/swiftui/angle
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
@frozen
public struct Angle: Hashable, Sendable {
  /// An angle of the given radians (the stored documentation has no page for it; the sibling
  /// `degrees(_:)` page shows the shape). Not cited, as `Angle` is not.
  // https://developer.apple.com/documentation/swiftui/angle/radians(_:)
  // https://developer.apple.com/documentation/swiftui/angle/degrees(_:)
  public static func radians(_ radians: Double) -> Angle { fatalError() }
}
