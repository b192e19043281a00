/// A color or pattern to use when rendering a shape.
///
/// The protocol's requirements are underscored (`_apply(to:)`, `_makeView`), SwiftUI's own;
/// they are left out, so nothing here conforms beyond the styles declared below.
// https://developer.apple.com/documentation/swiftui/shapestyle
// SDK: SwiftUICore.swiftmodule/arm64e-apple-ios.swiftinterface:8013 (iPhoneOS18.1.sdk)
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
public protocol ShapeStyle: Sendable {}

// SDK: SwiftUICore.swiftmodule/arm64e-apple-ios.swiftinterface:1391 (iPhoneOS18.1.sdk)
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension Color: ShapeStyle {}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension ShapeStyle where Self == Color {
  /// A context-dependent blue color suitable for use in UI elements.
  // https://developer.apple.com/documentation/swiftui/shapestyle/blue
  // SDK: SwiftUICore.swiftmodule/arm64e-apple-ios.swiftinterface:6643 (iPhoneOS18.1.sdk)
  public static var blue: Color { fatalError() }

  /// A white color suitable for use in UI elements.
  // https://developer.apple.com/documentation/swiftui/shapestyle/white
  // SDK: SwiftUICore.swiftmodule/arm64e-apple-ios.swiftinterface:6660 (iPhoneOS18.1.sdk)
  public static var white: Color { fatalError() }
}

/// A background material type. Only `bar` is declared.
// https://developer.apple.com/documentation/swiftui/material
// SDK: SwiftUICore.swiftmodule/arm64e-apple-ios.swiftinterface:5477 (iPhoneOS18.1.sdk)
@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 10.0, *)
public struct Material: Sendable {}

// SDK: SwiftUICore.swiftmodule/arm64e-apple-ios.swiftinterface:5547 (iPhoneOS18.1.sdk)
@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 10.0, *)
extension Material: ShapeStyle {}

@available(iOS 15.0, macOS 12.0, *)
@available(tvOS, unavailable)
@available(watchOS, unavailable)
extension ShapeStyle where Self == Material {
  /// A material matching the style of system toolbars.
  // https://developer.apple.com/documentation/swiftui/shapestyle/bar
  // SDK: SwiftUICore.swiftmodule/arm64e-apple-ios.swiftinterface:5507 (iPhoneOS18.1.sdk)
  public static var bar: Material { fatalError() }
}

/// A shape style that maps to one of the numbered content styles. Only `secondary` is used.
// https://developer.apple.com/documentation/swiftui/hierarchicalshapestyle
// SDK: SwiftUICore.swiftmodule/arm64e-apple-ios.swiftinterface:5811 (iPhoneOS18.1.sdk)
@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
@frozen
public struct HierarchicalShapeStyle: ShapeStyle {}

@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
extension ShapeStyle where Self == HierarchicalShapeStyle {
  /// A shape style that maps to the second level of the current content style.
  // https://developer.apple.com/documentation/swiftui/shapestyle/secondary
  // SDK: SwiftUICore.swiftmodule/arm64e-apple-ios.swiftinterface:5786 (iPhoneOS18.1.sdk)
  public static var secondary: HierarchicalShapeStyle { fatalError() }
}

@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
extension View {
  /// Sets a view's foreground elements to use a given style.
  // https://developer.apple.com/documentation/swiftui/view/foregroundstyle(_:)
  // SDK: SwiftUICore.swiftmodule/arm64e-apple-ios.swiftinterface:7895 (iPhoneOS18.1.sdk)
  nonisolated public func foregroundStyle<S>(_ style: S) -> some View where S: ShapeStyle {
    fatalError()
  }

  /// Sets the view's background to a style.
  // https://developer.apple.com/documentation/swiftui/view/background(_:ignoressafeareaedges:)
  // SDK: SwiftUICore.swiftmodule/arm64e-apple-ios.swiftinterface:13446 (iPhoneOS18.1.sdk)
  nonisolated public func background<S>(
    _ style: S, ignoresSafeAreaEdges edges: Edge.Set = .all
  ) -> some View where S: ShapeStyle { fatalError() }
}
