/// A type that describes the state of a scroll gesture of a scrollable view like a scroll view.
// https://developer.apple.com/documentation/swiftui/scrollphase
// SDK: SwiftUICore.swiftmodule/arm64e-apple-ios.swiftinterface:589 (iPhoneOS18.1.sdk)
@available(iOS 18.0, macOS 15.0, tvOS 18.0, visionOS 2.0, watchOS 11.0, *)
@frozen
public enum ScrollPhase: Equatable {
  /// The idle phase where no kind of scrolling is occurring.
  // https://developer.apple.com/documentation/swiftui/scrollphase/idle
  // SDK: SwiftUICore.swiftmodule/arm64e-apple-ios.swiftinterface:590 (iPhoneOS18.1.sdk)
  case idle
  /// The scroll view is tracking a potential scroll but the user hasn't started a scroll.
  // https://developer.apple.com/documentation/swiftui/scrollphase/tracking
  // SDK: SwiftUICore.swiftmodule/arm64e-apple-ios.swiftinterface:591 (iPhoneOS18.1.sdk)
  case tracking
  /// The interacting phase where the user is interacting with the scroll view.
  // https://developer.apple.com/documentation/swiftui/scrollphase/interacting
  // SDK: SwiftUICore.swiftmodule/arm64e-apple-ios.swiftinterface:592 (iPhoneOS18.1.sdk)
  case interacting
  /// The user has stopped interacting and the scroll view decelerates towards its final target.
  // https://developer.apple.com/documentation/swiftui/scrollphase/decelerating
  // SDK: SwiftUICore.swiftmodule/arm64e-apple-ios.swiftinterface:593 (iPhoneOS18.1.sdk)
  case decelerating
  /// The scroll view is animating towards a final target (a programmatic scroll).
  // https://developer.apple.com/documentation/swiftui/scrollphase/animating
  // SDK: SwiftUICore.swiftmodule/arm64e-apple-ios.swiftinterface:594 (iPhoneOS18.1.sdk)
  case animating
}

/// A type that provides you with more content when the phase of a scroll view changes.
///
/// `velocity` is declared here and `geometry` in `ScrollPhaseChangeContext+Geometry.swift`.
/// SwiftUI declares it, not SwiftUICore.
// https://developer.apple.com/documentation/swiftui/scrollphasechangecontext
// SDK: SwiftUI.swiftmodule/arm64e-apple-ios.swiftinterface:12108 (iPhoneOS18.1.sdk)
@available(iOS 18.0, macOS 15.0, tvOS 18.0, visionOS 2.0, watchOS 11.0, *)
public struct ScrollPhaseChangeContext {
  /// The velocity of the scroll view at the time of the scroll phase change.
  // https://developer.apple.com/documentation/swiftui/scrollphasechangecontext/velocity
  // SDK: SwiftUI.swiftmodule/arm64e-apple-ios.swiftinterface:12112 (iPhoneOS18.1.sdk)
  public var velocity: CGVector? { fatalError() }
}

/// A scroll phase change context is not sendable.
// https://developer.apple.com/documentation/swiftui/scrollphasechangecontext
// SDK: SwiftUI.swiftmodule/arm64e-apple-ios.swiftinterface:12117 (iPhoneOS18.1.sdk)
@available(*, unavailable)
extension ScrollPhaseChangeContext: Sendable {}
