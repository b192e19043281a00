import ScrollChromeCore
import Testing

/// `HostClock.frame(date:wallClockNow:mediaClockNow:)`: a SwiftUI timeline's date on the clock the
/// events are stamped with.
@Suite("Timeline dates on the media clock") struct FrameDateTests {
  @Test(arguments: [
    // The frame will show 8 ms from now: 8 ms after the media clock's now.
    (1_000.008, 1_000.000, 50.000, 50.008),
    // A date already past (a late update) maps into the past as well.
    (999.990, 1_000.000, 50.000, 49.990),
    // The clocks' origins do not matter, only the distance from now.
    (7.5, 7.0, 123_456.25, 123_456.75),
  ])
  func mediaTime(date: Double, wallNow: Double, mediaNow: Double, expected: Double) {
    let time = HostClock.mediaTime(
      ofFrameDate: date, wallClockNow: wallNow, mediaClockNow: mediaNow)
    #expect(abs(time - expected) < 1e-9)
  }

  @Test func aFrameDateNeverStampsBeforeTheLastEvent() {
    var clock = HostClock()
    // A scroll event at media time 50.010.
    _ = clock.stamp(50.010)
    // The timeline's frame maps to 50.008: it gets the event's time, never earlier.
    let time = clock.frame(date: 1_000.008, wallClockNow: 1_000, mediaClockNow: 50)
    #expect(time == 50.010)
    // A later frame passes through.
    let time2 = clock.frame(date: 1_000.025, wallClockNow: 1_000, mediaClockNow: 50)
    #expect(abs(time2 - 50.025) < 1e-9)
  }

  @Test func aNonFiniteDateKeepsTheLatestStamp() {
    var clock = HostClock(start: 4)
    #expect(clock.frame(date: .nan, wallClockNow: 1, mediaClockNow: 2) == 4)
    #expect(clock.frame(date: 1, wallClockNow: .infinity, mediaClockNow: 2) == 4)
  }
}
