/// An alignment position along the horizontal axis. Only `center` is declared.
// https://developer.apple.com/documentation/swiftui/horizontalalignment
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
@frozen
public struct HorizontalAlignment: Equatable, Sendable {
  /// A guide that marks the horizontal center of the view.
  // https://developer.apple.com/documentation/swiftui/horizontalalignment/center
  public static let center = HorizontalAlignment()
}

/// An alignment in both axes. Only `center` and `top` are declared.
// https://developer.apple.com/documentation/swiftui/alignment
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
@frozen
public struct Alignment: Equatable, Sendable {
  /// A guide that marks the center of the view.
  // https://developer.apple.com/documentation/swiftui/alignment/center
  public static let center = Alignment()

  /// A guide that marks the top edge of the view (the stored documentation has no page for it;
  /// the sibling `bottom` page shows the shape).
  // https://developer.apple.com/documentation/swiftui/alignment/top
  // https://developer.apple.com/documentation/swiftui/alignment/bottom
  public static let top = Alignment()
}

/// A view that arranges its subviews in a vertical line.
// https://developer.apple.com/documentation/swiftui/vstack
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
@frozen
nonisolated public struct VStack<Content> where Content: View {
  /// Creates an instance with the given spacing and horizontal alignment.
  // https://developer.apple.com/documentation/swiftui/vstack/init(alignment:spacing:content:)
  nonisolated public init(
    alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil,
    @ContentBuilder content: () -> Content
  ) { fatalError() }
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension VStack: View {
  /// A primitive view has no body.
  public typealias Body = Never
  /// A primitive view has no body.
  public var body: Never { fatalError() }
}

/// A representation of a color that adapts to a given context. Only `clear` is declared.
// https://developer.apple.com/documentation/swiftui/color
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
@frozen
public struct Color: Hashable, Sendable {
  /// A clear color suitable for use in UI elements (the sibling `black` page shows the shape).
  // https://developer.apple.com/documentation/swiftui/color/clear
  // https://developer.apple.com/documentation/swiftui/color/black
  public static let clear = Color()
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension Color: View {
  /// A primitive view has no body.
  public typealias Body = Never
  /// A primitive view has no body.
  public var body: Never { fatalError() }
}
