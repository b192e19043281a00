@available(iOS 18.0, macOS 15.0, tvOS 18.0, visionOS 2.0, watchOS 11.0, *)
extension ScrollPhaseChangeContext {
  /// The geometry of the scroll view at the time of the scroll phase change.
  ///
  /// A member of `ScrollPhaseChangeContext` itself in Apple's module; declared in an extension
  /// here because `ScrollPhase.swift` is being edited elsewhere (a computed property checks the
  /// same for callers).
  // https://developer.apple.com/documentation/swiftui/scrollphasechangecontext/geometry
  // SDK: SwiftUI.swiftmodule/arm64e-apple-ios.swiftinterface:12109 (iPhoneOS18.1.sdk)
  public var geometry: ScrollGeometry { fatalError() }
}
