import ScrollChromeCore
import Testing

/// `SystemBarVisibility.changeAnimation`: the bars move over a following view's own settle
/// animation, and at once with Reduce Motion.
@Suite("System bar change animation") struct SystemBarChangeAnimationTests {
  @Test func barsMoveOverTheFollowingViewsSettleAnimation() throws {
    let animation = try #require(SystemBarVisibility.changeAnimation(ChromeAccessibility()))
    #expect(animation.curve == .easeInOut)
    #expect(animation.duration == 0.2)
    #expect(FollowView.animation == .timing(animation.curve, duration: animation.duration))
  }

  @Test(arguments: [
    // Reduce Motion: the bars change at once.
    ChromeAccessibility(isReduceMotionEnabled: true),
    // VoiceOver and Reduce Motion: still at once.
    ChromeAccessibility(isVoiceOverRunning: true, isReduceMotionEnabled: true),
  ])
  func reduceMotionChangesAtOnce(settings: ChromeAccessibility) {
    #expect(SystemBarVisibility.changeAnimation(settings) == nil)
  }

  /// VoiceOver alone does not stop the animation: the bars come back animated when it starts.
  @Test func voiceOverAloneAnimates() {
    #expect(
      SystemBarVisibility.changeAnimation(ChromeAccessibility(isVoiceOverRunning: true)) != nil)
  }
}
