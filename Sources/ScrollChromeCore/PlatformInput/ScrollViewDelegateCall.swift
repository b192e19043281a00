/// A `UIScrollViewDelegate` call an app may forward to its chrome, with the UIKit driver's
/// `forward(_:)`.
///
/// Forwarding is never required: the chrome observes the scroll view and its pan gesture
/// recognizer on its own. A forwarded call makes it react at once where it would otherwise wait
/// a frame (the end of a drag), and brings UIKit's own release velocity; a call for something the
/// chrome has already seen changes nothing.
public enum ScrollViewDelegateCall: Sendable, Equatable {
  /// `scrollViewWillBeginDragging(_:)`.
  case willBeginDragging
  /// `scrollViewWillEndDragging(_:withVelocity:targetContentOffset:)`. The velocity is in points
  /// per second with the sign of the offset: UIKit's `velocity.y`, which is in points per
  /// millisecond, times 1000.
  case willEndDragging(velocity: Double)
  /// `scrollViewDidEndDragging(_:willDecelerate:)`.
  case didEndDragging(willDecelerate: Bool)
  /// `scrollViewDidEndDecelerating(_:)`.
  case didEndDecelerating
  /// `scrollViewDidEndScrollingAnimation(_:)`.
  case didEndScrollingAnimation
  /// `scrollViewShouldScrollToTop(_:)`, when it returns `true`.
  case willScrollToTop
  /// `scrollViewDidScrollToTop(_:)`.
  case didScrollToTop
}
