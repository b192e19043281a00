/// The inset distances for the sides of a rectangle.
///
/// Only the fields are declared; the initialisers are not used by the adapters. As in the
/// interface, the declaration names only `Equatable`; `Sendable` (which Swift 6 needs for
/// `ScrollGeometry`'s stored `contentInsets` to be sendable) is declared in an extension below.
// https://developer.apple.com/documentation/swiftui/edgeinsets
// SDK: SwiftUICore.swiftmodule/arm64e-apple-ios.swiftinterface:9274 (iPhoneOS18.1.sdk)
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
@frozen
public struct EdgeInsets: Equatable {
  /// The top inset.
  // https://developer.apple.com/documentation/swiftui/edgeinsets/top
  // SDK: SwiftUICore.swiftmodule/arm64e-apple-ios.swiftinterface:9275 (iPhoneOS18.1.sdk)
  public var top: CGFloat
  /// The leading inset.
  // https://developer.apple.com/documentation/swiftui/edgeinsets/leading
  // SDK: SwiftUICore.swiftmodule/arm64e-apple-ios.swiftinterface:9276 (iPhoneOS18.1.sdk)
  public var leading: CGFloat
  /// The bottom inset.
  // https://developer.apple.com/documentation/swiftui/edgeinsets/bottom
  // SDK: SwiftUICore.swiftmodule/arm64e-apple-ios.swiftinterface:9277 (iPhoneOS18.1.sdk)
  public var bottom: CGFloat
  /// The trailing inset.
  // https://developer.apple.com/documentation/swiftui/edgeinsets/trailing
  // SDK: SwiftUICore.swiftmodule/arm64e-apple-ios.swiftinterface:9278 (iPhoneOS18.1.sdk)
  public var trailing: CGFloat
}

/// Edge insets are sendable.
// https://developer.apple.com/documentation/swiftui/edgeinsets
// SDK: SwiftUICore.swiftmodule/arm64e-apple-ios.swiftinterface:17092 (iPhoneOS18.1.sdk)
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension EdgeInsets: Sendable {}
