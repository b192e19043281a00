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

/// The minimization behavior of a toolbar.
///
/// Only `automatic`, `never` and `onScrollDown` are declared; `onScrollUp` is left out.
// https://developer.apple.com/documentation/swiftui/toolbarminimizationbehavior
// SDK: not in iPhoneOS18.1.sdk (iOS 27 API, from the documentation page)
@available(iOS 27.0, macCatalyst 27.0, macOS 27.0, tvOS 27.0, visionOS 27.0, watchOS 27.0, *)
public struct ToolbarMinimizationBehavior: Hashable, Sendable {
  /// The system determines the minimize behavior: by default, navigation bars on iOS minimize
  /// when the view has a searchable using the `toolbarPrincipal` placement.
  // https://developer.apple.com/documentation/swiftui/toolbarminimizationbehavior/automatic
  // SDK: not in iPhoneOS18.1.sdk (iOS 27 API, from the documentation page)
  public static var automatic: ToolbarMinimizationBehavior { fatalError() }

  /// The toolbar cannot be minimized.
  ///
  /// The page lists iOS, iPadOS and Mac Catalyst only; the other platforms are unavailable here.
  // https://developer.apple.com/documentation/swiftui/toolbarminimizationbehavior/never
  // SDK: not in iPhoneOS18.1.sdk (iOS 27 API, from the documentation page)
  @available(iOS 27.0, macCatalyst 27.0, *)
  @available(macOS, unavailable)
  @available(tvOS, unavailable)
  @available(visionOS, unavailable)
  @available(watchOS, unavailable)
  public static let never = ToolbarMinimizationBehavior()

  /// Minimize when scrolling down.
  ///
  /// The stored documentation has no page of its own for it; its shape and availability follow
  /// the type's topic list and its sibling `onScrollUp`'s page
  /// (https://developer.apple.com/documentation/swiftui/toolbarminimizationbehavior/onscrollup),
  /// which lists iOS, iPadOS and Mac Catalyst.
  // https://developer.apple.com/documentation/swiftui/toolbarminimizationbehavior/onscrolldown
  // SDK: not in iPhoneOS18.1.sdk (iOS 27 API, from the documentation page)
  @available(iOS 27.0, macCatalyst 27.0, *)
  @available(macOS, unavailable)
  @available(tvOS, unavailable)
  @available(visionOS, unavailable)
  @available(watchOS, unavailable)
  public static let onScrollDown = ToolbarMinimizationBehavior()
}

/// The restoration behavior during toolbar minimization.
// https://developer.apple.com/documentation/swiftui/toolbarminimizationrestoration
// SDK: not in iPhoneOS18.1.sdk (iOS 27 API, from the documentation page)
@available(iOS 27.0, macCatalyst 27.0, macOS 27.0, tvOS 27.0, visionOS 27.0, watchOS 27.0, *)
public struct ToolbarMinimizationRestoration: Hashable, Sendable {
  /// The system determines the restoration behavior: by default, the toolbar restores when the
  /// user reverses scroll direction.
  // https://developer.apple.com/documentation/swiftui/toolbarminimizationrestoration/automatic
  // SDK: not in iPhoneOS18.1.sdk (iOS 27 API, from the documentation page)
  public static let automatic = ToolbarMinimizationRestoration()

  /// The toolbar restores only when the scroll view's content reaches the scroll edge.
  ///
  /// The page lists iOS, iPadOS and Mac Catalyst only; the other platforms are unavailable here.
  // https://developer.apple.com/documentation/swiftui/toolbarminimizationrestoration/atscrolledge
  // SDK: not in iPhoneOS18.1.sdk (iOS 27 API, from the documentation page)
  @available(iOS 27.0, macCatalyst 27.0, *)
  @available(macOS, unavailable)
  @available(tvOS, unavailable)
  @available(visionOS, unavailable)
  @available(watchOS, unavailable)
  public static let atScrollEdge = ToolbarMinimizationRestoration()
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension View {
  /// Sets the minimize behavior for the specified bars.
  // https://developer.apple.com/documentation/swiftui/view/toolbarminimizationbehavior(_:for:)
  // SDK: not in iPhoneOS18.1.sdk (iOS 27 API, from the documentation page)
  @available(iOS 27.0, macCatalyst 27.0, macOS 27.0, tvOS 27.0, visionOS 27.0, watchOS 27.0, *)
  nonisolated public func toolbarMinimizationBehavior(
    _ behavior: ToolbarMinimizationBehavior, for bars: ToolbarPlacement...
  ) -> some View { fatalError() }

  /// Sets the restoration behavior for the specified bars during minimization.
  // https://developer.apple.com/documentation/swiftui/view/toolbarminimizationrestoration(_:for:)
  // SDK: not in iPhoneOS18.1.sdk (iOS 27 API, from the documentation page)
  @available(iOS 27.0, macCatalyst 27.0, macOS 27.0, tvOS 27.0, visionOS 27.0, watchOS 27.0, *)
  nonisolated public func toolbarMinimizationRestoration(
    _ restoration: ToolbarMinimizationRestoration, for bars: ToolbarPlacement...
  ) -> some View { fatalError() }
}
