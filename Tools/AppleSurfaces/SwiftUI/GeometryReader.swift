/// A container view that defines its content as a function of its own size and coordinate space.
///
/// As in the interface, the declaration names `View` (it is a primitive view, its body `Never`)
/// and `Sendable` is explicitly unavailable.
// https://developer.apple.com/documentation/swiftui/geometryreader
// SDK: SwiftUICore.swiftmodule/arm64e-apple-ios.swiftinterface:6815 (iPhoneOS18.1.sdk)
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
@frozen
public struct GeometryReader<Content>: View where Content: View {
  /// Creates a geometry reader whose content is built from a proxy for its container.
  // https://developer.apple.com/documentation/swiftui/geometryreader/init(content:)
  // SDK: SwiftUICore.swiftmodule/arm64e-apple-ios.swiftinterface:6817 (iPhoneOS18.1.sdk)
  @inlinable
  public init(@ViewBuilder content: @escaping (GeometryProxy) -> Content) {}

  /// A primitive view has no body.
  // SDK: SwiftUICore.swiftmodule/arm64e-apple-ios.swiftinterface:6822 (iPhoneOS18.1.sdk)
  public typealias Body = Never
  /// A primitive view has no body.
  public var body: Never { fatalError() }
}

/// A geometry reader is not sendable.
// https://developer.apple.com/documentation/swiftui/geometryreader
// SDK: SwiftUICore.swiftmodule/arm64e-apple-ios.swiftinterface:6825 (iPhoneOS18.1.sdk)
@available(*, unavailable)
extension GeometryReader: Sendable {}

/// A proxy for access to the size and coordinate space (for anchor resolution) of the container
/// view.
///
/// Only `size` and `safeAreaInsets` are declared; `frame(in:)`, `bounds(of:)` and the anchor
/// subscript are left out.
// https://developer.apple.com/documentation/swiftui/geometryproxy
// SDK: SwiftUICore.swiftmodule/arm64e-apple-ios.swiftinterface:6832 (iPhoneOS18.1.sdk)
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
public struct GeometryProxy {
  /// The size of the container view.
  // https://developer.apple.com/documentation/swiftui/geometryproxy/size
  // SDK: SwiftUICore.swiftmodule/arm64e-apple-ios.swiftinterface:6833 (iPhoneOS18.1.sdk)
  public var size: CGSize { fatalError() }

  /// The safe area inset of the container view.
  // https://developer.apple.com/documentation/swiftui/geometryproxy/safeareainsets
  // SDK: SwiftUICore.swiftmodule/arm64e-apple-ios.swiftinterface:6839 (iPhoneOS18.1.sdk)
  public var safeAreaInsets: EdgeInsets { fatalError() }
}

/// A geometry proxy is not sendable.
// https://developer.apple.com/documentation/swiftui/geometryproxy
// SDK: SwiftUICore.swiftmodule/arm64e-apple-ios.swiftinterface:6859 (iPhoneOS18.1.sdk)
@available(*, unavailable)
extension GeometryProxy: Sendable {}
