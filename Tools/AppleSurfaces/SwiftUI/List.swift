/// A container that presents rows of data arranged in a single column, optionally providing the
/// ability to select one or more members. Only `init(content:)` is declared.
///
/// SwiftUI declares it, not SwiftUICore. As in the interface, the struct is explicitly
/// `@MainActor @preconcurrency`, its `View` conformance is in the declaration, and `Sendable` is
/// explicitly unavailable. The interface's `body` is `some View` (and `Body` that opaque type);
/// here `Body` is `Never` and `body` a `fatalError()`, as for the primitive views, which checks
/// the same for callers. The initialisers with a selection, over data and over a constant range
/// are left out.
// https://developer.apple.com/documentation/swiftui/list
// SDK: SwiftUI.swiftmodule/arm64e-apple-ios.swiftinterface:5764 (iPhoneOS18.1.sdk)
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
@MainActor
@preconcurrency
public struct List<SelectionValue, Content>: View
where SelectionValue: Hashable, Content: View {
  /// The type of view representing the body of this view (`Never` here; see above).
  // SDK: SwiftUI.swiftmodule/arm64e-apple-ios.swiftinterface:5779 (iPhoneOS18.1.sdk)
  public typealias Body = Never
  /// The content and behavior of the view (`some View` in the interface; see above).
  // SDK: SwiftUI.swiftmodule/arm64e-apple-ios.swiftinterface:5775 (iPhoneOS18.1.sdk)
  @MainActor @preconcurrency public var body: Never { fatalError() }
}

/// A list is not sendable.
// https://developer.apple.com/documentation/swiftui/list
// SDK: SwiftUI.swiftmodule/arm64e-apple-ios.swiftinterface:5782 (iPhoneOS18.1.sdk)
@available(*, unavailable)
extension List: Sendable {}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension List where SelectionValue == Never {
  /// Creates a list with the given content.
  ///
  /// As in the 18.1 interface (the extension is at line 5910), the initialiser is
  /// `@MainActor @preconcurrency`; the newest documentation shows it `nonisolated`.
  // https://developer.apple.com/documentation/swiftui/list/init(content:)
  // SDK: SwiftUI.swiftmodule/arm64e-apple-ios.swiftinterface:5911 (iPhoneOS18.1.sdk)
  @MainActor @preconcurrency public init(@ViewBuilder content: () -> Content) { fatalError() }
}
