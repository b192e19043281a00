/// A modifier that you apply to a view or another view modifier, producing a different version of
/// the original value.
///
/// Only the associated `Body` type is declared: the adapters write no modifier of their own; they
/// only name `ModifiedContent`, which the accessibility modifiers return. `body(content:)`, its
/// `Content` type and the underscored requirements are left out.
// https://developer.apple.com/documentation/swiftui/viewmodifier
// SDK: SwiftUICore.swiftmodule/arm64e-apple-ios.swiftinterface:13108 (iPhoneOS18.1.sdk)
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
@preconcurrency @MainActor public protocol ViewModifier {
  /// The type of view representing the body.
  // https://developer.apple.com/documentation/swiftui/viewmodifier/body
  // SDK: SwiftUICore.swiftmodule/arm64e-apple-ios.swiftinterface:13113 (iPhoneOS18.1.sdk)
  associatedtype Body: View
}

/// A value with a modifier applied to it.
// https://developer.apple.com/documentation/swiftui/modifiedcontent
// SDK: SwiftUICore.swiftmodule/arm64e-apple-ios.swiftinterface:13168 (iPhoneOS18.1.sdk)
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
@frozen public struct ModifiedContent<Content, Modifier> {
  /// The type of view representing the body of this view.
  // SDK: SwiftUICore.swiftmodule/arm64e-apple-ios.swiftinterface:13169 (iPhoneOS18.1.sdk)
  public typealias Body = Never

  /// The content that the modifier transforms into a new view or new view modifier.
  // https://developer.apple.com/documentation/swiftui/modifiedcontent/content
  // SDK: SwiftUICore.swiftmodule/arm64e-apple-ios.swiftinterface:13170 (iPhoneOS18.1.sdk)
  public var content: Content

  /// The view modifier or other modifier that transforms the content.
  // https://developer.apple.com/documentation/swiftui/modifiedcontent/modifier
  // SDK: SwiftUICore.swiftmodule/arm64e-apple-ios.swiftinterface:13171 (iPhoneOS18.1.sdk)
  public var modifier: Modifier

  /// A structure that the defines the content and modifier needed to produce a new view or view
  /// modifier.
  // https://developer.apple.com/documentation/swiftui/modifiedcontent/init(content:modifier:)
  // SDK: SwiftUICore.swiftmodule/arm64e-apple-ios.swiftinterface:13172 (iPhoneOS18.1.sdk)
  @inlinable nonisolated public init(content: Content, modifier: Modifier) {
    self.content = content
    self.modifier = modifier
  }
}

// A modified view is a view. The interface's extension declares underscored requirements and
// `body` (of type `Body`, that is `Never`); `body` is declared here so that the conformance checks.
// SDK: SwiftUICore.swiftmodule/arm64e-apple-ios.swiftinterface:13193 (iPhoneOS18.1.sdk)
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension ModifiedContent: View where Content: View, Modifier: ViewModifier {
  /// The content and behavior of the view.
  // SDK: SwiftUICore.swiftmodule/arm64e-apple-ios.swiftinterface:13198 (iPhoneOS18.1.sdk)
  @MainActor @preconcurrency public var body: ModifiedContent<Content, Modifier>.Body {
    fatalError()
  }
}
