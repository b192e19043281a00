@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
extension View {
  /// Adds an asynchronous handler that can update the data the view displays when a person
  /// initiates a request, such as by pulling to refresh.
  // https://developer.apple.com/documentation/swiftui/view/refreshable(action:)
  // SDK: SwiftUI.swiftmodule/arm64e-apple-ios.swiftinterface:8069 (iPhoneOS18.1.sdk)
  nonisolated public func refreshable(
    @_inheritActorContext action: @escaping @Sendable () async -> Void
  ) -> some View {
    fatalError()
  }
}
