@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension View {
  /// Layers the views that you specify behind this view.
  // https://developer.apple.com/documentation/swiftui/view/background(alignment:content:)
  @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
  nonisolated public func background<V>(
    alignment: Alignment = .center, @ContentBuilder content: () -> V
  ) -> some View where V: View { fatalError() }

  /// Adds an action to perform when the given value changes.
  // https://developer.apple.com/documentation/swiftui/view/onchange(of:perform:)
  @available(iOS, introduced: 14.0, deprecated: 17.0)
  @available(macOS, introduced: 11.0, deprecated: 14.0)
  @available(tvOS, introduced: 14.0, deprecated: 17.0)
  @available(watchOS, introduced: 7.0, deprecated: 10.0)
  @available(visionOS, introduced: 1.0, deprecated: 1.0)
  nonisolated public func onChange<V>(
    of value: V, perform action: @escaping (V) -> Void
  ) -> some View where V: Equatable { fatalError() }

  /// Adds an action to perform before this view appears.
  // https://developer.apple.com/documentation/swiftui/view/onappear(perform:)
  nonisolated public func onAppear(perform action: (() -> Void)? = nil) -> some View {
    fatalError()
  }

  /// Positions this view within an invisible frame with the specified size.
  // https://developer.apple.com/documentation/swiftui/view/frame(width:height:alignment:)
  nonisolated public func frame(
    width: CGFloat? = nil, height: CGFloat? = nil, alignment: Alignment = .center
  ) -> some View { fatalError() }

  /// Sets the transparency of this view.
  // https://developer.apple.com/documentation/swiftui/view/opacity(_:)
  nonisolated public func opacity(_ opacity: Double) -> some View { fatalError() }

  /// Offset this view by the specified horizontal and vertical distances.
  // https://developer.apple.com/documentation/swiftui/view/offset(x:y:)
  nonisolated public func offset(x: CGFloat = 0, y: CGFloat = 0) -> some View { fatalError() }

  /// Scales this view's rendered output by the given horizontal and vertical amounts, relative
  /// to an anchor point.
  // https://developer.apple.com/documentation/swiftui/view/scaleeffect(x:y:anchor:)
  nonisolated public func scaleEffect(
    x: CGFloat = 1.0, y: CGFloat = 1.0, anchor: UnitPoint = .center
  ) -> some View { fatalError() }

  /// Rotates a view's rendered output in two dimensions around the specified point.
  // https://developer.apple.com/documentation/swiftui/view/rotationeffect(_:anchor:)
  nonisolated public func rotationEffect(
    _ angle: Angle, anchor: UnitPoint = .center
  ) -> some View { fatalError() }

  /// Layers the views that you specify in front of this view.
  // https://developer.apple.com/documentation/swiftui/view/overlay(alignment:content:)
  @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
  nonisolated public func overlay<V>(
    alignment: Alignment = .center, @ContentBuilder content: () -> V
  ) -> some View where V: View { fatalError() }
}
