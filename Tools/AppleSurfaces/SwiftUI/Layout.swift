/// An alignment position along the horizontal axis. Only `center` is declared.
///
/// As in the interface, the declaration names only `Equatable`; `Sendable` (which Swift 6 needs
/// for the `static let`) is declared in an extension below.
// https://developer.apple.com/documentation/swiftui/horizontalalignment
// SDK: SwiftUICore.swiftmodule/arm64e-apple-ios.swiftinterface:9585 (iPhoneOS18.1.sdk)
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
@frozen
public struct HorizontalAlignment: Equatable {
  /// A guide that marks the horizontal center of the view.
  // https://developer.apple.com/documentation/swiftui/horizontalalignment/center
  // SDK: SwiftUICore.swiftmodule/arm64e-apple-ios.swiftinterface:9637 (iPhoneOS18.1.sdk)
  public static let center = HorizontalAlignment()
}

/// A horizontal alignment is sendable.
// https://developer.apple.com/documentation/swiftui/horizontalalignment
// SDK: SwiftUICore.swiftmodule/arm64e-apple-ios.swiftinterface:18303 (iPhoneOS18.1.sdk)
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension HorizontalAlignment: Sendable {}

/// An alignment in both axes. Only `center` and `top` are declared.
///
/// As for `HorizontalAlignment`, the declaration names only `Equatable`; `Sendable` is declared
/// in an extension below.
// https://developer.apple.com/documentation/swiftui/alignment
// SDK: SwiftUICore.swiftmodule/arm64e-apple-ios.swiftinterface:9621 (iPhoneOS18.1.sdk)
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
@frozen
public struct Alignment: Equatable {
  /// A guide that marks the center of the view.
  // https://developer.apple.com/documentation/swiftui/alignment/center
  // SDK: SwiftUICore.swiftmodule/arm64e-apple-ios.swiftinterface:9667 (iPhoneOS18.1.sdk)
  public static let center = Alignment()

  /// A guide that marks the top edge of the view (the stored documentation has no page for it;
  /// the sibling `bottom` page shows the shape).
  // https://developer.apple.com/documentation/swiftui/alignment/top
  // https://developer.apple.com/documentation/swiftui/alignment/bottom
  // SDK: SwiftUICore.swiftmodule/arm64e-apple-ios.swiftinterface:9670 (iPhoneOS18.1.sdk)
  public static let top = Alignment()
}

/// An alignment is sendable.
// https://developer.apple.com/documentation/swiftui/alignment
// SDK: SwiftUICore.swiftmodule/arm64e-apple-ios.swiftinterface:16801 (iPhoneOS18.1.sdk)
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension Alignment: Sendable {}

/// A view that arranges its subviews in a vertical line.
///
/// As in the interface, the `View` conformance is in the declaration, so the view and its
/// initialiser are main-actor isolated (inferred from `View`), and `Sendable` is explicitly
/// unavailable.
// https://developer.apple.com/documentation/swiftui/vstack
// SDK: SwiftUICore.swiftmodule/arm64e-apple-ios.swiftinterface:1061 (iPhoneOS18.1.sdk)
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
@frozen
public struct VStack<Content>: View where Content: View {
  /// Creates an instance with the given spacing and horizontal alignment.
  // https://developer.apple.com/documentation/swiftui/vstack/init(alignment:spacing:content:)
  // SDK: SwiftUICore.swiftmodule/arm64e-apple-ios.swiftinterface:1064 (iPhoneOS18.1.sdk)
  public init(
    alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil,
    @ViewBuilder content: () -> Content
  ) { fatalError() }

  /// A primitive view has no body.
  // SDK: SwiftUICore.swiftmodule/arm64e-apple-ios.swiftinterface:1073 (iPhoneOS18.1.sdk)
  public typealias Body = Never
  /// A primitive view has no body.
  public var body: Never { fatalError() }
}

/// A vertical stack is not sendable.
// https://developer.apple.com/documentation/swiftui/vstack
// SDK: SwiftUICore.swiftmodule/arm64e-apple-ios.swiftinterface:1076 (iPhoneOS18.1.sdk)
@available(*, unavailable)
extension VStack: Sendable {}

/// A representation of a color that adapts to a given context. Only `clear` is declared.
///
/// The `CustomStringConvertible` conformance is left out.
// https://developer.apple.com/documentation/swiftui/color
// SDK: SwiftUICore.swiftmodule/arm64e-apple-ios.swiftinterface:11516 (iPhoneOS18.1.sdk)
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
@frozen
public struct Color: Hashable, Sendable {
  /// A clear color suitable for use in UI elements (the sibling `black` page shows the shape).
  // https://developer.apple.com/documentation/swiftui/color/clear
  // https://developer.apple.com/documentation/swiftui/color/black
  // SDK: SwiftUICore.swiftmodule/arm64e-apple-ios.swiftinterface:6609 (iPhoneOS18.1.sdk)
  public static let clear = Color()
}

/// A color is a primitive view.
// https://developer.apple.com/documentation/swiftui/color
// SDK: SwiftUICore.swiftmodule/arm64e-apple-ios.swiftinterface:11552 (iPhoneOS18.1.sdk)
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension Color: View {
  /// A primitive view has no body.
  // SDK: SwiftUICore.swiftmodule/arm64e-apple-ios.swiftinterface:11553 (iPhoneOS18.1.sdk)
  public typealias Body = Never
  /// A primitive view has no body.
  public var body: Never { fatalError() }
}
