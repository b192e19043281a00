/// A type that describes the state of a scroll gesture of a scrollable view like a scroll view.
// https://developer.apple.com/documentation/swiftui/scrollphase
@available(iOS 18.0, macOS 15.0, tvOS 18.0, visionOS 2.0, watchOS 11.0, *)
@frozen
public enum ScrollPhase: Equatable {
  /// The idle phase where no kind of scrolling is occurring.
  // https://developer.apple.com/documentation/swiftui/scrollphase/idle
  case idle
  /// The scroll view is tracking a potential scroll but the user hasn't started a scroll.
  // https://developer.apple.com/documentation/swiftui/scrollphase/tracking
  case tracking
  /// The interacting phase where the user is interacting with the scroll view.
  // https://developer.apple.com/documentation/swiftui/scrollphase/interacting
  case interacting
  /// The user has stopped interacting and the scroll view decelerates towards its final target.
  // https://developer.apple.com/documentation/swiftui/scrollphase/decelerating
  case decelerating
  /// The scroll view is animating towards a final target (a programmatic scroll).
  // https://developer.apple.com/documentation/swiftui/scrollphase/animating
  case animating
}

/// A type that provides you with more content when the phase of a scroll view changes.
///
/// Only `velocity` is declared; `geometry` is not used by the adapters.
// https://developer.apple.com/documentation/swiftui/scrollphasechangecontext
@available(iOS 18.0, macOS 15.0, tvOS 18.0, visionOS 2.0, watchOS 11.0, *)
public struct ScrollPhaseChangeContext {
  /// The velocity of the scroll view at the time of the scroll phase change.
  // https://developer.apple.com/documentation/swiftui/scrollphasechangecontext/velocity
  public var velocity: CGVector? { fatalError() }
}
