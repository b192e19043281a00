/// When a piece of chrome runs in a host whose views come and go (SwiftUI): while at least one of
/// its views is on screen.
///
/// A piece of chrome may have several views — a collapsing header and its title — and each
/// reports appearing and disappearing. The chrome starts running when the first of them appears
/// and stops when the last disappears: its modifier was removed, its screen was pushed away or
/// left for another tab, or a lazy container unloaded its row. Stopped chrome takes no events and
/// ends its commands with `finished == false`; it keeps what it showed, and resumes from there when
/// one of its views appears again.
package struct ChromePresence: Sendable, Equatable {
  // MARK: Package

  /// How many of the chrome's views are on screen.
  package private(set) var views = 0

  /// Whether the chrome runs: at least one of its views is on screen.
  package var isRunning: Bool { views > 0 }

  /// Creates the presence of chrome none of whose views has appeared yet.
  package init() {}

  /// One of the chrome's views appeared.
  ///
  /// - Returns: Whether the chrome starts running now (it was the first).
  package mutating func appear() -> Bool {
    views += 1
    return views == 1
  }

  /// One of the chrome's views disappeared. A disappearance with no view on screen (reported
  /// twice) changes nothing.
  ///
  /// - Returns: Whether the chrome stops running now (it was the last).
  package mutating func disappear() -> Bool {
    guard views > 0 else { return false }
    views -= 1
    return views == 0
  }
}
