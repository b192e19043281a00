/// The visibility of a UI element, chosen automatically based on the platform, current context,
/// and other factors.
///
/// SwiftUI declares it, not SwiftUICore. The `Hashable` and `CaseIterable` conformances are
/// declared, and `Sendable` in an extension as in the interface; nothing else is used.
// https://developer.apple.com/documentation/swiftui/visibility
// SDK: SwiftUI.swiftmodule/arm64e-apple-ios.swiftinterface:4918 (iPhoneOS18.1.sdk)
@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
@frozen
public enum Visibility: Hashable, CaseIterable {
  /// The element may be visible or hidden depending on the policies of the component accepting
  /// the visibility configuration.
  // https://developer.apple.com/documentation/swiftui/visibility/automatic
  // SDK: SwiftUI.swiftmodule/arm64e-apple-ios.swiftinterface:4919 (iPhoneOS18.1.sdk)
  case automatic
  /// The element may be visible.
  // https://developer.apple.com/documentation/swiftui/visibility/visible
  // SDK: SwiftUI.swiftmodule/arm64e-apple-ios.swiftinterface:4920 (iPhoneOS18.1.sdk)
  case visible
  /// The element may be hidden.
  // https://developer.apple.com/documentation/swiftui/visibility/hidden
  // SDK: SwiftUI.swiftmodule/arm64e-apple-ios.swiftinterface:4921 (iPhoneOS18.1.sdk)
  case hidden
}

/// A visibility is sendable.
// https://developer.apple.com/documentation/swiftui/visibility
// SDK: SwiftUI.swiftmodule/arm64e-apple-ios.swiftinterface:22271 (iPhoneOS18.1.sdk)
@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
extension Visibility: Sendable {}

/// The placement of a toolbar. Only the navigation bar and the tab bar are declared.
// https://developer.apple.com/documentation/swiftui/toolbarplacement
// SDK: SwiftUI.swiftmodule/arm64e-apple-ios.swiftinterface:20811 (iPhoneOS18.1.sdk)
@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
public struct ToolbarPlacement {
  /// The navigation bar of an app.
  // https://developer.apple.com/documentation/swiftui/toolbarplacement/navigationbar
  // SDK: SwiftUI.swiftmodule/arm64e-apple-ios.swiftinterface:20822 (iPhoneOS18.1.sdk)
  @available(macOS, unavailable)
  public static var navigationBar: ToolbarPlacement { fatalError() }

  /// The tab bar of an app.
  // https://developer.apple.com/documentation/swiftui/toolbarplacement/tabbar
  // SDK: SwiftUI.swiftmodule/arm64e-apple-ios.swiftinterface:20834 (iPhoneOS18.1.sdk)
  @available(macOS, unavailable)
  @available(watchOS, unavailable)
  public static var tabBar: ToolbarPlacement { fatalError() }
}

/// A toolbar placement is not sendable.
// https://developer.apple.com/documentation/swiftui/toolbarplacement
// SDK: SwiftUI.swiftmodule/arm64e-apple-ios.swiftinterface:20860 (iPhoneOS18.1.sdk)
@available(*, unavailable)
extension ToolbarPlacement: Sendable {}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension View {
  /// Specifies the visibility of a bar managed by SwiftUI.
  // https://developer.apple.com/documentation/swiftui/view/toolbarvisibility(_:for:)
  // SDK: SwiftUI.swiftmodule/arm64e-apple-ios.swiftinterface:8935 (iPhoneOS18.1.sdk)
  @available(iOS 18.0, macOS 15.0, tvOS 18.0, visionOS 2.0, watchOS 11.0, *)
  nonisolated public func toolbarVisibility(
    _ visibility: Visibility, for bars: ToolbarPlacement...
  ) -> some View { fatalError() }
}
