/// The frame times of a display refreshing at a fixed rate, for tests that step time by hand.
///
/// The core never reads a clock (DESIGN.md, rule 2): tests pass these times to `advance(to:)`,
/// `value(at:)` and friends. Frame `n` is at `start + n / rate`, computed from the frame index so
/// no rounding error accumulates over long runs.
package struct FrameClock: Sendable {
  // MARK: Public

  /// Frames per second, e.g. 60 or 120.
  package var rate: Double
  /// The time of frame 0, in seconds.
  package var start: Double

  /// Creates a clock.
  ///
  /// - Parameters:
  ///   - rate: Frames per second.
  ///   - start: The time of frame 0, in seconds.
  package init(rate: Double, start: Double = 0) {
    self.rate = rate
    self.start = start
  }

  /// The time between two frames, in seconds.
  package var interval: Double { 1 / rate }

  /// The time of frame `index`.
  package func time(ofFrame index: Int) -> Double { start + Double(index) / rate }

  /// The times of frames 1, 2, … up to and including the first frame at or after
  /// `start + duration`.
  package func frames(through duration: Double) -> [Double] {
    let count = Int((duration * rate).rounded(.up))
    return count > 0 ? (1...count).map { time(ofFrame: $0) } : []
  }
}
