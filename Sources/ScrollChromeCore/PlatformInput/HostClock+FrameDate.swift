extension HostClock {
  // MARK: Package

  /// The time, on the monotonic media clock the events are stamped with, of a frame a host names
  /// by a wall-clock date (SwiftUI's `TimelineView` context date).
  ///
  /// Both clocks are read at the same moment, so the frame lies as far from the media clock's
  /// now as its date lies from the wall clock's now: `mediaNow + (date − wallNow)`.
  ///
  /// - Parameters:
  ///   - date: The frame's date, in seconds on the wall clock (`timeIntervalSinceReferenceDate`).
  ///   - wallClockNow: The wall clock now, in the same units.
  ///   - mediaClockNow: The media clock now (`CACurrentMediaTime()`).
  /// - Note: Cost per event: O(1), no allocation.
  package static func mediaTime(
    ofFrameDate date: Double, wallClockNow: Double, mediaClockNow: Double
  ) -> Double {
    mediaClockNow + (date - wallClockNow)
  }

  /// Stamps a frame a host names by a wall-clock date: its media-clock time
  /// (``mediaTime(ofFrameDate:wallClockNow:mediaClockNow:)``), never earlier than the latest
  /// stamp. A non-finite reading returns the latest stamp.
  ///
  /// - Parameters:
  ///   - date: The frame's date, in seconds on the wall clock.
  ///   - wallClockNow: The wall clock now.
  ///   - mediaClockNow: The media clock now.
  /// - Note: Cost per event: O(1), no allocation.
  package mutating func frame(date: Double, wallClockNow: Double, mediaClockNow: Double) -> Double {
    stamp(
      Self.mediaTime(ofFrameDate: date, wallClockNow: wallClockNow, mediaClockNow: mediaClockNow))
  }
}
