/// One monotonic clock for everything a host stamps: events, commands and frames.
///
/// UIKit offers two readings of the same media clock: `CACurrentMediaTime()` when a notification
/// or a command arrives, and a display link's `targetTimestamp`, the time its frame will be shown,
/// which is later. Stamped directly, a command issued right after a frame would start before that
/// frame's time and the engine would refuse it. The host stamps every reading through one
/// `HostClock`, which never goes backwards: a reading earlier than the latest stamp gets the
/// latest stamp.
package struct HostClock: Sendable, Equatable {
  // MARK: Package

  /// The latest stamp handed out, in seconds.
  package private(set) var latest: Double

  /// Creates a clock whose first stamp is at least `start`.
  ///
  /// - Parameter start: The earliest time to hand out; default 0.
  package init(start: Double = 0) { latest = start }

  /// The time of an event or a command, from a reading of the system clock.
  ///
  /// A non-finite reading is ignored: the latest stamp is returned.
  /// - Parameter reading: `CACurrentMediaTime()` now.
  /// - Note: Cost per event: O(1), no allocation.
  package mutating func stamp(_ reading: Double) -> Double {
    if reading > latest { latest = reading }
    return latest
  }

  /// The time of a display-link frame: the moment it will be shown, so that what it draws is
  /// where the chrome should be when the frame reaches the screen.
  ///
  /// - Parameter targetTimestamp: The link's `targetTimestamp`.
  /// - Note: Cost per event: O(1), no allocation.
  package mutating func frame(targetTimestamp: Double) -> Double { stamp(targetTimestamp) }
}
