import ScrollChromeCore
import Testing

/// `HostClock` and `FrameSchedule`: one clock that never goes backwards, frames only while
/// something moves on screen.
@Suite("Host clock and frames") struct HostClockTests {
  @Test func aCommandRightAfterAFrameGetsTheFramesTime() {
    var clock = HostClock()
    // The event that starts a snap, read with CACurrentMediaTime().
    let time = clock.stamp(10.000)
    #expect(time == 10.000)
    // The display link prepares the frame shown at 10.016.
    let frameTime = clock.frame(targetTimestamp: 10.016)
    #expect(frameTime == 10.016)
    // A tap handler issues a command at 10.004, before that frame is shown.
    let time2 = clock.stamp(10.004)
    #expect(time2 == 10.016)
    // Later readings pass through.
    let time3 = clock.stamp(10.020)
    #expect(time3 == 10.020)
  }

  @Test func nonFiniteReadingsKeepTheLatestStamp() {
    var clock = HostClock(start: 3)
    let time = clock.stamp(.nan)
    #expect(time == 3)
    let time2 = clock.stamp(-.infinity)
    #expect(time2 == 3)
  }

  @Test(arguments: [
    // Chrome animates on screen.
    (true, false, true, true),
    // A fling decelerates on screen.
    (false, true, true, true),
    // Both.
    (true, true, true, true),
    // Nothing moves.
    (false, false, true, false),
    // An animation runs, but the screen is covered by a pushed one.
    (true, true, false, false),
  ])
  func frames(chromeAnimates: Bool, scrollViewMoves: Bool, isOnScreen: Bool, expected: Bool) {
    #expect(
      FrameSchedule.needsFrames(
        chromeAnimates: chromeAnimates, scrollViewMoves: scrollViewMoves, isOnScreen: isOnScreen)
        == expected)
  }

  @Test func ratesAreProMotions() {
    #expect(FrameSchedule.minimumRate == 80)
    #expect(FrameSchedule.preferredRate == 120)
  }
}
