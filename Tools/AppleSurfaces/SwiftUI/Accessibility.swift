/// A view modifier that adds accessibility properties to the view.
///
/// The interface declares its `Body` as `Never` and nothing else; the adapters only name it.
// https://developer.apple.com/documentation/swiftui/accessibilityattachmentmodifier
// SDK: SwiftUI.swiftmodule/arm64e-apple-ios.swiftinterface:13222 (iPhoneOS18.1.sdk)
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
public struct AccessibilityAttachmentModifier: ViewModifier {
  /// The type of view representing the body.
  // SDK: SwiftUI.swiftmodule/arm64e-apple-ios.swiftinterface:13224 (iPhoneOS18.1.sdk)
  public typealias Body = Never
}

@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
extension View {
  /// Specifies whether to hide this view from system accessibility features.
  // https://developer.apple.com/documentation/swiftui/view/accessibilityhidden(_:)
  // SDK: SwiftUI.swiftmodule/arm64e-apple-ios.swiftinterface:11758 (iPhoneOS18.1.sdk)
  nonisolated public func accessibilityHidden(
    _ hidden: Bool
  ) -> ModifiedContent<Self, AccessibilityAttachmentModifier> { fatalError() }
}

@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
extension View {
  /// Adds multiple accessibility actions to the view.
  ///
  /// The actions are the content's buttons (and toggles): an `if` in the builder adds an action
  /// only while its condition holds.
  // https://developer.apple.com/documentation/swiftui/view/accessibilityactions(_:)
  // SDK: SwiftUI.swiftmodule/arm64e-apple-ios.swiftinterface:20982 (iPhoneOS18.1.sdk)
  nonisolated public func accessibilityActions<Content>(
    @ViewBuilder _ content: () -> Content
  ) -> some View where Content: View { fatalError() }
}
