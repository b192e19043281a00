/// What is moving a scroll view right now.
///
/// The scroll phase: nothing, a finger, the release's deceleration or bounce, or the app moves the
/// content. (SwiftUI already has `ScrollPhase`; this name never clashes with it.)
public enum ScrollActivity: String, Sendable, Equatable {
  /// Nothing moves the content.
  case idle
  /// A finger is down and drags the content.
  case tracking
  /// The finger lifted and the content coasts or bounces back.
  case decelerating
  /// The app moves the content: `setContentOffset(_:animated:)` or scroll-to-top.
  case animating

  /// Whether the user moves the content (tracking or decelerating), as opposed to the app.
  package var isUserDriven: Bool { self == .tracking || self == .decelerating }
}
