/// A view that displays a root view and enables you to present additional views over the root
/// view. Only `init(root:)` is declared.
///
/// As in the interface, the struct is main-actor isolated and its `View` conformance is in the
/// declaration. The interface's `body` is `some View` (and `Body` that opaque type); here `Body`
/// is `Never` and `body` a `fatalError()`, as for the primitive views, which checks the same for
/// callers.
// https://developer.apple.com/documentation/swiftui/navigationstack
// SDK: SwiftUI.swiftmodule/arm64e-apple-ios.swiftinterface:13108 (iPhoneOS18.1.sdk)
@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
@MainActor
@preconcurrency
public struct NavigationStack<Data, Root>: View where Root: View {
  /// Creates a navigation stack that manages its own navigation state.
  // https://developer.apple.com/documentation/swiftui/navigationstack/init(root:)
  // SDK: SwiftUI.swiftmodule/arm64e-apple-ios.swiftinterface:13109 (iPhoneOS18.1.sdk)
  @MainActor @preconcurrency public init(@ViewBuilder root: () -> Root)
  where Data == NavigationPath { fatalError() }

  /// The type of view representing the body of this view (`Never` here; see above).
  // SDK: SwiftUI.swiftmodule/arm64e-apple-ios.swiftinterface:13116 (iPhoneOS18.1.sdk)
  public typealias Body = Never
  /// The content and behavior of the view (`some View` in the interface; see above).
  // SDK: SwiftUI.swiftmodule/arm64e-apple-ios.swiftinterface:13112 (iPhoneOS18.1.sdk)
  @MainActor @preconcurrency public var body: Never { fatalError() }
}

/// A navigation stack is not sendable.
// https://developer.apple.com/documentation/swiftui/navigationstack
// SDK: SwiftUI.swiftmodule/arm64e-apple-ios.swiftinterface:13119 (iPhoneOS18.1.sdk)
@available(*, unavailable)
extension NavigationStack: Sendable {}

/// A type-erased list of data representing the content of a navigation stack.
///
/// Declared as `NavigationStack.init(root:)`'s `Data`; none of its members is used, so only its
/// conformances are declared.
// https://developer.apple.com/documentation/swiftui/navigationpath
// SDK: SwiftUI.swiftmodule/arm64e-apple-ios.swiftinterface:5296 (iPhoneOS18.1.sdk)
@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
public struct NavigationPath {}

/// A navigation path is not sendable.
// https://developer.apple.com/documentation/swiftui/navigationpath
// SDK: SwiftUI.swiftmodule/arm64e-apple-ios.swiftinterface:5319 (iPhoneOS18.1.sdk)
@available(*, unavailable)
extension NavigationPath: Sendable {}

/// Navigation paths compare by their contents.
// https://developer.apple.com/documentation/swiftui/navigationpath
// SDK: SwiftUI.swiftmodule/arm64e-apple-ios.swiftinterface:5325 (iPhoneOS18.1.sdk)
@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
extension NavigationPath: Equatable {
  /// Returns whether two navigation paths are equal.
  // SDK: SwiftUI.swiftmodule/arm64e-apple-ios.swiftinterface:5326 (iPhoneOS18.1.sdk)
  public static func == (lhs: NavigationPath, rhs: NavigationPath) -> Bool { fatalError() }
}

/// A control that initiates an action. Only the initialiser with a string title is declared.
///
/// As in the interface, the `View` conformance is in the declaration (so the button is
/// main-actor isolated, inferred from `View`). The interface's `body` is `some View`; here, as
/// for `NavigationStack`, `Body` is `Never`.
// https://developer.apple.com/documentation/swiftui/button
// SDK: SwiftUI.swiftmodule/arm64e-apple-ios.swiftinterface:19602 (iPhoneOS18.1.sdk)
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
public struct Button<Label>: View where Label: View {
  /// The type of view representing the body of this view (`Never` here; see above).
  // SDK: SwiftUI.swiftmodule/arm64e-apple-ios.swiftinterface:19608 (iPhoneOS18.1.sdk)
  public typealias Body = Never
  /// The content and behavior of the view (`some View` in the interface; see above).
  // SDK: SwiftUI.swiftmodule/arm64e-apple-ios.swiftinterface:19604 (iPhoneOS18.1.sdk)
  @MainActor @preconcurrency public var body: Never { fatalError() }
}

/// A button is not sendable.
// https://developer.apple.com/documentation/swiftui/button
// SDK: SwiftUI.swiftmodule/arm64e-apple-ios.swiftinterface:19611 (iPhoneOS18.1.sdk)
@available(*, unavailable)
extension Button: Sendable {}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension Button where Label == Text {
  /// Creates a button that generates its label from a string.
  ///
  /// Disfavoured, as in the interface, against the overload for a `LocalizedStringKey` (which is
  /// left out).
  // https://developer.apple.com/documentation/swiftui/button/init(_:action:)-lpm7
  // SDK: SwiftUI.swiftmodule/arm64e-apple-ios.swiftinterface:19616 (iPhoneOS18.1.sdk)
  @preconcurrency @_disfavoredOverload nonisolated public init<S>(
    _ title: S, action: @escaping @MainActor () -> Void
  ) where S: StringProtocol { fatalError() }
}

@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
extension View {
  /// Configures the view's title for purposes of navigation, using a string.
  ///
  /// Disfavoured, as in the interface, against the overloads for a `Text` and a
  /// `LocalizedStringKey` (which are left out).
  // https://developer.apple.com/documentation/swiftui/view/navigationtitle(_:)
  // SDK: SwiftUI.swiftmodule/arm64e-apple-ios.swiftinterface:15847 (iPhoneOS18.1.sdk)
  @_disfavoredOverload
  nonisolated public func navigationTitle<S>(_ title: S) -> some View where S: StringProtocol {
    fatalError()
  }

  /// Populates the toolbar or navigation bar with the views you provide.
  // https://developer.apple.com/documentation/swiftui/view/toolbar(content:)-7vdkx
  // SDK: SwiftUI.swiftmodule/arm64e-apple-ios.swiftinterface:15627 (iPhoneOS18.1.sdk)
  nonisolated public func toolbar<Content>(
    @ViewBuilder content: () -> Content
  ) -> some View where Content: View { fatalError() }
}
