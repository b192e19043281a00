@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension View {
  /// Layers the views that you specify behind this view.
  // https://developer.apple.com/documentation/swiftui/view/background(alignment:content:)
  // SDK: SwiftUICore.swiftmodule/arm64e-apple-ios.swiftinterface:13436 (iPhoneOS18.1.sdk)
  @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
  nonisolated public func background<V>(
    alignment: Alignment = .center, @ViewBuilder content: () -> V
  ) -> some View where V: View { fatalError() }

  /// Adds an action to perform when the given value changes.
  ///
  /// The interface declares it in an extension available from iOS 14, macOS 11, tvOS 14 and
  /// watchOS 7 (the `introduced:` versions here), with the deprecations and message below.
  // https://developer.apple.com/documentation/swiftui/view/onchange(of:perform:)
  // SDK: SwiftUICore.swiftmodule/arm64e-apple-ios.swiftinterface:11610 (iPhoneOS18.1.sdk)
  @available(
    iOS, introduced: 14.0, deprecated: 17.0,
    message: "Use `onChange` with a two or zero parameter action closure instead."
  )
  @available(
    macOS, introduced: 11.0, deprecated: 14.0,
    message: "Use `onChange` with a two or zero parameter action closure instead."
  )
  @available(
    tvOS, introduced: 14.0, deprecated: 17.0,
    message: "Use `onChange` with a two or zero parameter action closure instead."
  )
  @available(
    watchOS, introduced: 7.0, deprecated: 10.0,
    message: "Use `onChange` with a two or zero parameter action closure instead."
  )
  @available(
    visionOS, deprecated: 1.0,
    message: "Use `onChange` with a two or zero parameter action closure instead."
  )
  nonisolated public func onChange<V>(
    of value: V, perform action: @escaping (_ newValue: V) -> Void
  ) -> some View where V: Equatable { fatalError() }

  /// Adds an action to perform before this view appears.
  // https://developer.apple.com/documentation/swiftui/view/onappear(perform:)
  // SDK: SwiftUICore.swiftmodule/arm64e-apple-ios.swiftinterface:9346 (iPhoneOS18.1.sdk)
  nonisolated public func onAppear(perform action: (() -> Void)? = nil) -> some View {
    fatalError()
  }

  /// Positions this view within an invisible frame with the specified size.
  // https://developer.apple.com/documentation/swiftui/view/frame(width:height:alignment:)
  // SDK: SwiftUICore.swiftmodule/arm64e-apple-ios.swiftinterface:10848 (iPhoneOS18.1.sdk)
  nonisolated public func frame(
    width: CGFloat? = nil, height: CGFloat? = nil, alignment: Alignment = .center
  ) -> some View { fatalError() }

  /// Sets the transparency of this view.
  // https://developer.apple.com/documentation/swiftui/view/opacity(_:)
  // SDK: SwiftUICore.swiftmodule/arm64e-apple-ios.swiftinterface:3781 (iPhoneOS18.1.sdk)
  nonisolated public func opacity(_ opacity: Double) -> some View { fatalError() }

  /// Offset this view by the specified horizontal and vertical distances.
  // https://developer.apple.com/documentation/swiftui/view/offset(x:y:)
  // SDK: SwiftUICore.swiftmodule/arm64e-apple-ios.swiftinterface:856 (iPhoneOS18.1.sdk)
  nonisolated public func offset(x: CGFloat = 0, y: CGFloat = 0) -> some View { fatalError() }

  /// Scales this view's rendered output by the given horizontal and vertical amounts, relative
  /// to an anchor point.
  // https://developer.apple.com/documentation/swiftui/view/scaleeffect(x:y:anchor:)
  // SDK: SwiftUICore.swiftmodule/arm64e-apple-ios.swiftinterface:16291 (iPhoneOS18.1.sdk)
  nonisolated public func scaleEffect(
    x: CGFloat = 1.0, y: CGFloat = 1.0, anchor: UnitPoint = .center
  ) -> some View { fatalError() }

  /// Rotates a view's rendered output in two dimensions around the specified point.
  // https://developer.apple.com/documentation/swiftui/view/rotationeffect(_:anchor:)
  // SDK: SwiftUICore.swiftmodule/arm64e-apple-ios.swiftinterface:1472 (iPhoneOS18.1.sdk)
  nonisolated public func rotationEffect(
    _ angle: Angle, anchor: UnitPoint = .center
  ) -> some View { fatalError() }

  /// Layers the views that you specify in front of this view.
  // https://developer.apple.com/documentation/swiftui/view/overlay(alignment:content:)
  // SDK: SwiftUICore.swiftmodule/arm64e-apple-ios.swiftinterface:2988 (iPhoneOS18.1.sdk)
  @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
  nonisolated public func overlay<V>(
    alignment: Alignment = .center, @ViewBuilder content: () -> V
  ) -> some View where V: View { fatalError() }
}
