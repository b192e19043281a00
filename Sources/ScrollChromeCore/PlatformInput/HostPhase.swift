/// What a ``ScrollViewHost`` believes moves the scroll view.
package enum HostPhase: Sendable, Equatable {
  /// Nothing: the content rests.
  case idle
  /// A finger drags the content.
  case dragging
  /// The finger lifted; the next sample tells whether the content decelerates.
  case releasing
  /// The content coasts or bounces back after a release.
  case decelerating
  /// The app (or the system's scroll-to-top) animates or jumps the offset.
  case animating
}
