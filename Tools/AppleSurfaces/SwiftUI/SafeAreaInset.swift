/// An edge on the vertical axis.
///
/// `Set`, the `CaseIterable` and `Codable` conformances and `init?(rawValue:)` are left out:
/// the adapter only passes `top` and `bottom`. The raw type is `Int8`, as the interface declares.
// https://developer.apple.com/documentation/swiftui/verticaledge
// SDK: SwiftUICore.swiftmodule/arm64e-apple-ios.swiftinterface:1205 (iPhoneOS18.1.sdk)
@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
@frozen
public enum VerticalEdge: Int8 {
  /// The top edge.
  // https://developer.apple.com/documentation/swiftui/verticaledge/top
  // SDK: SwiftUICore.swiftmodule/arm64e-apple-ios.swiftinterface:1206 (iPhoneOS18.1.sdk)
  case top
  /// The bottom edge.
  // https://developer.apple.com/documentation/swiftui/verticaledge/bottom
  // SDK: SwiftUICore.swiftmodule/arm64e-apple-ios.swiftinterface:1207 (iPhoneOS18.1.sdk)
  case bottom
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension View {
  /// Shows the specified content above or below the modified view (the overload for a vertical
  /// edge).
  // https://developer.apple.com/documentation/swiftui/view/safeareainset(edge:alignment:spacing:content:)-4s51l
  // SDK: SwiftUICore.swiftmodule/arm64e-apple-ios.swiftinterface:16344 (iPhoneOS18.1.sdk)
  @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
  nonisolated public func safeAreaInset<V>(
    edge: VerticalEdge, alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil,
    @ViewBuilder content: () -> V
  ) -> some View where V: View { fatalError() }

  /// Shows the specified content as a custom bar above or below the modified view (the overload
  /// for a vertical edge).
  ///
  /// iOS 26 API, which iPhoneOS18.1.sdk does not have: the declaration follows the documentation
  /// page. The page marks `content` `@ContentBuilder`, the newest documentation's name for the
  /// view builder, which is not in the 18.1 SDK; it takes `@ViewBuilder` here, as the 18.1
  /// declarations do (see `safeAreaInset` above). The page's iPadOS 26 is `iOS` in Swift's
  /// `@available`.
  // https://developer.apple.com/documentation/swiftui/view/safeareabar(edge:alignment:spacing:content:)-9hwgb
  // SDK: not in iPhoneOS18.1.sdk (iOS 26 API, from the documentation page)
  @available(iOS 26.0, macCatalyst 26.0, macOS 26.0, tvOS 26.0, visionOS 26.0, watchOS 26.0, *)
  nonisolated public func safeAreaBar(
    edge: VerticalEdge, alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil,
    @ViewBuilder content: () -> some View
  ) -> some View { fatalError() }
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension Alignment {
  /// A guide that marks the bottom edge of the view.
  // https://developer.apple.com/documentation/swiftui/alignment/bottom
  // SDK: SwiftUICore.swiftmodule/arm64e-apple-ios.swiftinterface:9671 (iPhoneOS18.1.sdk)
  public static let bottom = Alignment()
}
