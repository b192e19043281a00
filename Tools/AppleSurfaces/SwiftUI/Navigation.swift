/// A view that displays a root view and enables you to present additional views over the root
/// view. Only `init(root:)` is declared.
// https://developer.apple.com/documentation/swiftui/navigationstack
// SDK: SwiftUI.swiftmodule/arm64e-apple-ios.swiftinterface (iPhoneOS18.1.sdk), line not counted: beyond the saved part
@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
nonisolated public struct NavigationStack<Data, Root> where Root: View {}

@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
extension NavigationStack where Data == NavigationPath {
  /// Creates a navigation stack that manages its own navigation state.
  // https://developer.apple.com/documentation/swiftui/navigationstack/init(root:)
  // SDK: SwiftUI.swiftmodule/arm64e-apple-ios.swiftinterface (iPhoneOS18.1.sdk), line not counted: beyond the saved part
  nonisolated public init(@ContentBuilder root: () -> Root) { fatalError() }
}

@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
extension NavigationStack: View {
  /// A primitive view has no body.
  public typealias Body = Never
  /// A primitive view has no body.
  public var body: Never { fatalError() }
}

/// A type-erased list of data representing the content of a navigation stack.
///
/// Declared as `NavigationStack.init(root:)`'s `Data`; none of its members is used.
// https://developer.apple.com/documentation/swiftui/navigationpath
// SDK: SwiftUI.swiftmodule/arm64e-apple-ios.swiftinterface (iPhoneOS18.1.sdk), line not counted: beyond the saved part
@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
public struct NavigationPath {}

/// A control that initiates an action. Only the initialiser with a string title is declared.
// https://developer.apple.com/documentation/swiftui/button
// SDK: SwiftUI.swiftmodule/arm64e-apple-ios.swiftinterface (iPhoneOS18.1.sdk), line not counted: beyond the saved part
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
public struct Button<Label> where Label: View {}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension Button: View {
  /// A primitive view has no body.
  public typealias Body = Never
  /// A primitive view has no body.
  public var body: Never { fatalError() }
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension Button where Label == Text {
  /// Creates a button that generates its label from a string.
  // https://developer.apple.com/documentation/swiftui/button/init(_:action:)-lpm7
  // SDK: SwiftUI.swiftmodule/arm64e-apple-ios.swiftinterface (iPhoneOS18.1.sdk), line not counted: beyond the saved part
  @preconcurrency nonisolated public init<S>(
    _ title: S, action: @escaping @MainActor () -> Void
  ) where S: StringProtocol { fatalError() }
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension View {
  /// Configures the view's title for purposes of navigation, using a string.
  // https://developer.apple.com/documentation/swiftui/view/navigationtitle(_:)
  // SDK: SwiftUI.swiftmodule/arm64e-apple-ios.swiftinterface (iPhoneOS18.1.sdk), line not counted: beyond the saved part
  @available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
  nonisolated public func navigationTitle<S>(_ title: S) -> some View where S: StringProtocol {
    fatalError()
  }

  /// Populates the toolbar or navigation bar with the views you provide.
  // https://developer.apple.com/documentation/swiftui/view/toolbar(content:)-7vdkx
  // SDK: SwiftUI.swiftmodule/arm64e-apple-ios.swiftinterface (iPhoneOS18.1.sdk), line not counted: beyond the saved part
  @available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
  nonisolated public func toolbar<Content>(
    @ContentBuilder content: () -> Content
  ) -> some View where Content: View { fatalError() }
}
