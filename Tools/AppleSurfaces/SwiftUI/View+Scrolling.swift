@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension View {
  /// Adds an action to be performed when a value, created from a scroll geometry, changes.
  ///
  /// SwiftUI declares it, not SwiftUICore.
  // https://developer.apple.com/documentation/swiftui/view/onscrollgeometrychange(for:of:action:)
  // SDK: SwiftUI.swiftmodule/arm64e-apple-ios.swiftinterface:12127 (iPhoneOS18.1.sdk)
  @available(iOS 18.0, macOS 15.0, tvOS 18.0, visionOS 2.0, watchOS 11.0, *)
  nonisolated public func onScrollGeometryChange<T>(
    for type: T.Type,
    of transform: @escaping (ScrollGeometry) -> T,
    action: @escaping (_ oldValue: T, _ newValue: T) -> Void
  ) -> some View where T: Equatable { fatalError() }

  /// Adds an action to perform when the scroll phase of the first scroll view in the hierarchy
  /// changes (the overload whose action also receives a `ScrollPhaseChangeContext`).
  ///
  /// SwiftUI declares it, not SwiftUICore.
  // https://developer.apple.com/documentation/swiftui/view/onscrollphasechange(_:)
  // SDK: SwiftUI.swiftmodule/arm64e-apple-ios.swiftinterface:12124 (iPhoneOS18.1.sdk)
  @available(iOS 18.0, macOS 15.0, tvOS 18.0, visionOS 2.0, watchOS 11.0, *)
  nonisolated public func onScrollPhaseChange(
    _ action:
      @escaping (
        _ oldPhase: ScrollPhase, _ newPhase: ScrollPhase, _ context: ScrollPhaseChangeContext
      ) -> Void
  ) -> some View { fatalError() }
}
