@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension View {
  /// Adds a modifier for this view that fires an action when a specific value changes (the
  /// overload whose action receives the old and the new value).
  // https://developer.apple.com/documentation/swiftui/view/onchange(of:initial:_:)-4psgg
  // SDK: SwiftUICore.swiftmodule/arm64e-apple-ios.swiftinterface:11639 (iPhoneOS18.1.sdk)
  @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
  nonisolated public func onChange<V>(
    of value: V, initial: Bool = false, _ action: @escaping (V, V) -> Void
  ) -> some View where V: Equatable { fatalError() }

  /// Adds an action to perform after this view disappears.
  // https://developer.apple.com/documentation/swiftui/view/ondisappear(perform:)
  // SDK: SwiftUICore.swiftmodule/arm64e-apple-ios.swiftinterface:9351 (iPhoneOS18.1.sdk)
  nonisolated public func onDisappear(perform action: (() -> Void)? = nil) -> some View {
    fatalError()
  }

  /// Binds a view's identity to the given proxy value.
  // https://developer.apple.com/documentation/swiftui/view/id(_:)
  // SDK: SwiftUICore.swiftmodule/arm64e-apple-ios.swiftinterface:15909 (iPhoneOS18.1.sdk)
  @inlinable nonisolated public func id<ID>(_ id: ID) -> some View where ID: Hashable {
    fatalError()
  }

  /// Clips this view to its bounding rectangular frame.
  // https://developer.apple.com/documentation/swiftui/view/clipped(antialiased:)
  // SDK: SwiftUICore.swiftmodule/arm64e-apple-ios.swiftinterface:14900 (iPhoneOS18.1.sdk)
  nonisolated public func clipped(antialiased: Bool = false) -> some View { fatalError() }
}
