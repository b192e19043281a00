/// The state of a scroll view's pan gesture recognizer, as `UIGestureRecognizer.State` reports it.
package enum PanPhase: Sendable, Equatable {
  /// No pan recognized (yet): a finger may be down without having moved.
  case possible
  /// The pan was recognized: the finger started to drag.
  case began
  /// The finger moved.
  case changed
  /// The finger lifted (UIKit's `ended`, also called `recognized`).
  case ended
  /// The system cancelled the pan (an incoming call, a system gesture).
  case cancelled
  /// The recognizer failed.
  case failed

  /// Whether the finger is up as far as the pan knows: `ended`, `cancelled` or `failed`.
  var hasLifted: Bool { self == .ended || self == .cancelled || self == .failed }
}
