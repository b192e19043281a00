/// When a host runs display-link frames, and at what rate.
package enum FrameSchedule {
  /// The lowest frame rate a host asks for while chrome moves with scrolling, in frames per
  /// second: 80, Apple's floor for high-frame-rate animation on ProMotion displays.
  package static let minimumRate = 80.0
  /// The highest and preferred rate: 120, the rate at which ProMotion displays scroll. iPhones
  /// grant more than 60 only with `CADisableMinimumFrameDurationOnPhone` in the app's Info.plist.
  package static let preferredRate = 120.0

  /// Whether the host needs frames: while chrome animates or the scroll view still moves without
  /// notifying (a release, a fling, the app's animation), and only while the scroll view is in a
  /// window. Off-screen chrome does not move; an animation that was running catches up at the
  /// first frame after the screen returns.
  ///
  /// - Parameters:
  ///   - chromeAnimates: Whether some chrome reports `isAnimating`.
  ///   - scrollViewMoves: ``ScrollViewHost/needsFrames``.
  ///   - isOnScreen: Whether the scroll view is in a window.
  package static func needsFrames(chromeAnimates: Bool, scrollViewMoves: Bool, isOnScreen: Bool)
    -> Bool
  {
    isOnScreen && (chromeAnimates || scrollViewMoves)
  }
}
