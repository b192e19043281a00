/// A type that defines the geometry of a collection of views.
///
/// The interface makes it refine `Animatable`; that refinement (and `animatableData`) is left
/// out, with the optional requirements the adapters do not implement (`spacing`, the alignment
/// guides, `updateCache`, `layoutProperties`).
// https://developer.apple.com/documentation/swiftui/layout
// SDK: SwiftUICore.swiftmodule/arm64e-apple-ios.swiftinterface:7066 (iPhoneOS18.1.sdk)
@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
public protocol Layout {
  /// Cached values associated with the layout instance.
  // https://developer.apple.com/documentation/swiftui/layout
  // SDK: SwiftUICore.swiftmodule/arm64e-apple-ios.swiftinterface:7068 (iPhoneOS18.1.sdk)
  associatedtype Cache = Void

  /// A collection of proxies for the subviews of a layout view.
  // https://developer.apple.com/documentation/swiftui/layout
  // SDK: SwiftUICore.swiftmodule/arm64e-apple-ios.swiftinterface:7069 (iPhoneOS18.1.sdk)
  typealias Subviews = LayoutSubviews

  /// Creates and initializes a cache for a layout instance.
  // https://developer.apple.com/documentation/swiftui/layout/makecache(subviews:)
  // SDK: SwiftUICore.swiftmodule/arm64e-apple-ios.swiftinterface:7070 (iPhoneOS18.1.sdk)
  func makeCache(subviews: Self.Subviews) -> Self.Cache

  /// Returns the size of the composite view, given a proposed size and the view's subviews.
  // https://developer.apple.com/documentation/swiftui/layout/sizethatfits(proposal:subviews:cache:)
  // SDK: SwiftUICore.swiftmodule/arm64e-apple-ios.swiftinterface:7073 (iPhoneOS18.1.sdk)
  func sizeThatFits(
    proposal: ProposedViewSize, subviews: Self.Subviews, cache: inout Self.Cache
  ) -> CGSize

  /// Assigns positions to each of the layout's subviews.
  // https://developer.apple.com/documentation/swiftui/layout/placesubviews(in:proposal:subviews:cache:)
  // SDK: SwiftUICore.swiftmodule/arm64e-apple-ios.swiftinterface:7074 (iPhoneOS18.1.sdk)
  func placeSubviews(
    in bounds: CGRect, proposal: ProposedViewSize, subviews: Self.Subviews,
    cache: inout Self.Cache)
}

@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
extension Layout where Self.Cache == () {
  /// Returns the empty cache of a layout that needs none.
  // https://developer.apple.com/documentation/swiftui/layout/makecache(subviews:)
  // SDK: SwiftUICore.swiftmodule/arm64e-apple-ios.swiftinterface:7105 (iPhoneOS18.1.sdk)
  public func makeCache(subviews: Self.Subviews) -> Self.Cache { fatalError() }
}

@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
extension Layout {
  /// Combines the specified views into a single composite view using the layout algorithm of
  /// the custom layout container.
  // https://developer.apple.com/documentation/swiftui/layout/callasfunction(_:)
  // SDK: SwiftUICore.swiftmodule/arm64e-apple-ios.swiftinterface:7247 (iPhoneOS18.1.sdk)
  @_alwaysEmitIntoClient @_disfavoredOverload
  public func callAsFunction<V>(@ViewBuilder _ content: () -> V) -> some View where V: View {
    fatalError()
  }
}

/// A proposal for the size of a view.
///
/// `unspecified`, `zero`, `infinity`, `replacingUnspecifiedDimensions(by:)` and the
/// `Sendable` conformance of the interface's extensions are left out.
// https://developer.apple.com/documentation/swiftui/proposedviewsize
// SDK: SwiftUICore.swiftmodule/arm64e-apple-ios.swiftinterface:7121 (iPhoneOS18.1.sdk)
@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
@frozen
public struct ProposedViewSize: Equatable {
  /// The proposed horizontal size measured in points.
  // https://developer.apple.com/documentation/swiftui/proposedviewsize
  // SDK: SwiftUICore.swiftmodule/arm64e-apple-ios.swiftinterface:7122 (iPhoneOS18.1.sdk)
  public var width: CGFloat?

  /// The proposed vertical size measured in points.
  // https://developer.apple.com/documentation/swiftui/proposedviewsize
  // SDK: SwiftUICore.swiftmodule/arm64e-apple-ios.swiftinterface:7123 (iPhoneOS18.1.sdk)
  public var height: CGFloat?

  /// Creates a new proposed size using the specified width and height.
  // https://developer.apple.com/documentation/swiftui/proposedviewsize
  // SDK: SwiftUICore.swiftmodule/arm64e-apple-ios.swiftinterface:7127 (iPhoneOS18.1.sdk)
  @inlinable
  public init(width: CGFloat?, height: CGFloat?) {
    self.width = width
    self.height = height
  }

  /// Creates a new proposed size from a specified size.
  // https://developer.apple.com/documentation/swiftui/proposedviewsize
  // SDK: SwiftUICore.swiftmodule/arm64e-apple-ios.swiftinterface:7130 (iPhoneOS18.1.sdk)
  @inlinable
  public init(_ size: CGSize) {
    self.width = size.width
    self.height = size.height
  }
}

/// A collection of proxy values that represent the subviews of a layout view.
///
/// `SubSequence`, `Element` and `Index` are declared; `Indices` and `Iterator` take the
/// collection protocols' defaults, and `layoutDirection` is left out.
// https://developer.apple.com/documentation/swiftui/layoutsubviews
// SDK: SwiftUICore.swiftmodule/arm64e-apple-ios.swiftinterface:7156 (iPhoneOS18.1.sdk)
@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
public struct LayoutSubviews: Equatable, RandomAccessCollection, Sendable {
  /// A type that contains a subsequence of proxy values.
  // SDK: SwiftUICore.swiftmodule/arm64e-apple-ios.swiftinterface:7157 (iPhoneOS18.1.sdk)
  public typealias SubSequence = LayoutSubviews
  /// A type that contains a proxy value.
  // SDK: SwiftUICore.swiftmodule/arm64e-apple-ios.swiftinterface:7158 (iPhoneOS18.1.sdk)
  public typealias Element = LayoutSubview
  /// A type that you can use to index proxy values.
  // SDK: SwiftUICore.swiftmodule/arm64e-apple-ios.swiftinterface:7159 (iPhoneOS18.1.sdk)
  public typealias Index = Int

  /// The index of the first subview.
  // https://developer.apple.com/documentation/swiftui/layoutsubviews
  // SDK: SwiftUICore.swiftmodule/arm64e-apple-ios.swiftinterface:7161 (iPhoneOS18.1.sdk)
  public var startIndex: Int { fatalError() }

  /// An index that's one higher than the last subview.
  // https://developer.apple.com/documentation/swiftui/layoutsubviews
  // SDK: SwiftUICore.swiftmodule/arm64e-apple-ios.swiftinterface:7164 (iPhoneOS18.1.sdk)
  public var endIndex: Int { fatalError() }

  /// Gets the subview proxy at a specified index.
  // https://developer.apple.com/documentation/swiftui/layoutsubviews
  // SDK: SwiftUICore.swiftmodule/arm64e-apple-ios.swiftinterface:7167 (iPhoneOS18.1.sdk)
  public subscript(index: Int) -> LayoutSubviews.Element { fatalError() }

  /// Gets the subview proxies in the specified range.
  // https://developer.apple.com/documentation/swiftui/layoutsubviews
  // SDK: SwiftUICore.swiftmodule/arm64e-apple-ios.swiftinterface:7170 (iPhoneOS18.1.sdk)
  public subscript(bounds: Range<Int>) -> LayoutSubviews { fatalError() }

  /// Returns whether two collections of subviews are the same.
  // SDK: SwiftUICore.swiftmodule/arm64e-apple-ios.swiftinterface:7176 (iPhoneOS18.1.sdk)
  public static func == (lhs: LayoutSubviews, rhs: LayoutSubviews) -> Bool { fatalError() }
}

/// A proxy that represents one subview of a layout.
///
/// Only `sizeThatFits(_:)` and `place(at:anchor:proposal:)` are declared; the dimensions,
/// priority, spacing and layout values are left out.
// https://developer.apple.com/documentation/swiftui/layoutsubview
// SDK: SwiftUICore.swiftmodule/arm64e-apple-ios.swiftinterface:7187 (iPhoneOS18.1.sdk)
@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
public struct LayoutSubview: Equatable {
  /// Asks the subview for its size.
  // https://developer.apple.com/documentation/swiftui/layoutsubview/sizethatfits(_:)
  // SDK: SwiftUICore.swiftmodule/arm64e-apple-ios.swiftinterface:7195 (iPhoneOS18.1.sdk)
  public func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize { fatalError() }

  /// Assigns a position and proposed size to the subview.
  // https://developer.apple.com/documentation/swiftui/layoutsubview/place(at:anchor:proposal:)
  // SDK: SwiftUICore.swiftmodule/arm64e-apple-ios.swiftinterface:7200 (iPhoneOS18.1.sdk)
  public func place(
    at position: CGPoint, anchor: UnitPoint = .topLeading, proposal: ProposedViewSize
  ) { fatalError() }

  /// Returns whether two proxies stand for the same subview.
  // SDK: SwiftUICore.swiftmodule/arm64e-apple-ios.swiftinterface:7201 (iPhoneOS18.1.sdk)
  public static func == (a: LayoutSubview, b: LayoutSubview) -> Bool { fatalError() }
}

/// A layout subview is not sendable.
// https://developer.apple.com/documentation/swiftui/layoutsubview
// SDK: SwiftUICore.swiftmodule/arm64e-apple-ios.swiftinterface:7204 (iPhoneOS18.1.sdk)
@available(*, unavailable)
extension LayoutSubview: Sendable {}
