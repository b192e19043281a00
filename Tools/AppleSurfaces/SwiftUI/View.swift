/// A type that represents part of your app's user interface and provides modifiers that you use
/// to configure views.
///
/// Apple marks `body` with a result-builder attribute (`@ViewBuilder` in iPhoneOS18.1.sdk,
/// `@ContentBuilder` in the newest documentation); it only matters to conforming types, and the
/// adapters' views have bodies of one expression or with an explicit `return`, which check the
/// same without it, so it is left out. The interface also declares `@_typeEraser(AnyView)` and the underscored `_makeView`
/// requirements, which are left out.
// https://developer.apple.com/documentation/swiftui/view
// SDK: SwiftUICore.swiftmodule/arm64e-apple-ios.swiftinterface:11689 (iPhoneOS18.1.sdk)
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
@MainActor
@preconcurrency
public protocol View {
  /// The type of view representing the body of this view.
  // https://developer.apple.com/documentation/swiftui/view/body-swift.associatedtype
  // SDK: SwiftUICore.swiftmodule/arm64e-apple-ios.swiftinterface:11694 (iPhoneOS18.1.sdk)
  associatedtype Body: View

  /// The content and behavior of the view.
  // https://developer.apple.com/documentation/swiftui/view/body-8kl5o
  // SDK: SwiftUICore.swiftmodule/arm64e-apple-ios.swiftinterface:11695 (iPhoneOS18.1.sdk)
  @MainActor @preconcurrency var body: Self.Body { get }
}

// SwiftUI makes `Never` a view (`extension Never : View` with `typealias Body = Never`), which is
// also what lets the `some View` declarations below have `fatalError()` bodies.
// The interface's extension declares only an underscored requirement; `Body` and `body` are
// declared here so that the conformance checks.
// https://developer.apple.com/documentation/swift/never
// SDK: SwiftUICore.swiftmodule/arm64e-apple-ios.swiftinterface:13492 (iPhoneOS18.1.sdk)
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension Never: View {
  /// The type for the body of a view that never has one.
  public typealias Body = Never
  /// The body of a view that never has one.
  public var body: Never { fatalError() }
}
