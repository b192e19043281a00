@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension View {
  /// Adds an action to be performed when a value, created from a scroll geometry, changes.
  ///
  /// Not cited: it is not in the part of SwiftUICore's interface that was line-counted (its
  /// first 688,000 characters), and SwiftUI's own interface (1,345,777 characters) was not
  /// line-counted; its shape follows the documentation.
  // https://developer.apple.com/documentation/swiftui/view/onscrollgeometrychange(for:of:action:)
  @available(iOS 18.0, macOS 15.0, tvOS 18.0, visionOS 2.0, watchOS 11.0, *)
  nonisolated public func onScrollGeometryChange<T>(
    for type: T.Type,
    of transform: @escaping (ScrollGeometry) -> T,
    action: @escaping (T, T) -> Void
  ) -> some View where T: Equatable { fatalError() }

  /// Adds an action to perform when the scroll phase of the first scroll view in the hierarchy
  /// changes (the overload whose action also receives a `ScrollPhaseChangeContext`).
  ///
  /// Not cited: it is not in the part of SwiftUICore's interface that was line-counted (its
  /// first 688,000 characters), and SwiftUI's own interface (1,345,777 characters) was not
  /// line-counted; its shape follows the documentation.
  // https://developer.apple.com/documentation/swiftui/view/onscrollphasechange(_:)
  @available(iOS 18.0, macOS 15.0, tvOS 18.0, visionOS 2.0, watchOS 11.0, *)
  nonisolated public func onScrollPhaseChange(
    _ action: @escaping (ScrollPhase, ScrollPhase, ScrollPhaseChangeContext) -> Void
  ) -> some View { fatalError() }
}
