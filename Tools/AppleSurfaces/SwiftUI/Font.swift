/// An environment-dependent font. Only the text styles the example uses are declared.
// https://developer.apple.com/documentation/swiftui/font
// SDK: SwiftUICore.swiftmodule/arm64e-apple-ios.swiftinterface:3008 (iPhoneOS18.1.sdk)
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
@frozen
public struct Font: Hashable, Sendable {
  /// A font with the large title text style.
  // https://developer.apple.com/documentation/swiftui/font/largetitle
  // SDK: SwiftUICore.swiftmodule/arm64e-apple-ios.swiftinterface:10516 (iPhoneOS18.1.sdk)
  public static let largeTitle = Font()

  /// A font with the headline text style.
  // https://developer.apple.com/documentation/swiftui/font/headline
  // SDK: SwiftUICore.swiftmodule/arm64e-apple-ios.swiftinterface:10522 (iPhoneOS18.1.sdk)
  public static let headline = Font()

  /// A font with the footnote text style.
  // https://developer.apple.com/documentation/swiftui/font/footnote
  // SDK: SwiftUICore.swiftmodule/arm64e-apple-ios.swiftinterface:10526 (iPhoneOS18.1.sdk)
  public static let footnote = Font()
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension Text {
  /// Sets the style of the text displayed by this view.
  // https://developer.apple.com/documentation/swiftui/text/foregroundstyle(_:)
  // SDK: SwiftUICore.swiftmodule/arm64e-apple-ios.swiftinterface:11247 (iPhoneOS18.1.sdk)
  @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
  nonisolated public func foregroundStyle<S>(_ style: S) -> Text where S: ShapeStyle {
    fatalError()
  }

  /// Sets the default font for text in the view.
  // https://developer.apple.com/documentation/swiftui/text/font(_:)
  // SDK: SwiftUICore.swiftmodule/arm64e-apple-ios.swiftinterface:11248 (iPhoneOS18.1.sdk)
  nonisolated public func font(_ font: Font?) -> Text { fatalError() }
}
