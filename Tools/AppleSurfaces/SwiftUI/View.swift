/// A type that represents part of your app's user interface and provides modifiers that you use
/// to configure views.
///
/// Apple marks `body` with a result-builder attribute (`@ViewBuilder`, `@ContentBuilder` in the
/// newest SDKs); it only matters to conforming types, and the adapters' views have
/// single-expression bodies, which check the same without it, so it is left out.
// https://developer.apple.com/documentation/swiftui/view
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
@MainActor
@preconcurrency
public protocol View {
  /// The type of view representing the body of this view.
  // https://developer.apple.com/documentation/swiftui/view/body-swift.associatedtype
  associatedtype Body: View

  /// The content and behavior of the view.
  // https://developer.apple.com/documentation/swiftui/view/body-8kl5o
  @MainActor @preconcurrency var body: Self.Body { get }
}

// SwiftUI makes `Never` a view (`extension Never : View` with `typealias Body = Never`), which is
// also what lets the `some View` declarations below have `fatalError()` bodies.
// https://developer.apple.com/documentation/swift/never
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension Never: View {
  /// The type for the body of a view that never has one.
  public typealias Body = Never
  /// The body of a view that never has one.
  public var body: Never { fatalError() }
}
