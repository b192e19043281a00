import ScrollChromeCore

/// What every seeded random session holds, whatever chrome it tests: the seed and how to replay
/// it, the random stream, one simulated scroll view and the tracker that follows it, the time,
/// and where in the session it is.
///
/// A class, so that the shared session code, generic over the session and not specialized in a
/// debug build, reaches these fields without copying them all on every read.
package final class SessionState<OwnStep> {
  // MARK: Public

  /// Creates the state of a session that starts at time 0, before its first step.
  ///
  /// - Parameters:
  ///   - seed: The session's seed.
  ///   - verbose: Whether the session prints every call.
  ///   - filter: The `--filter` that replays the session.
  ///   - random: The random stream, after the setup's draws.
  ///   - metrics: The scroll view at the start.
  ///   - deceleration: The simulator's deceleration rate (the tracker keeps UIKit's normal one).
  ///   - rate: Frames per second.
  ///   - length: How many steps the session plays.
  /// - Throws: The setup violation, when the tracker refuses `metrics`.
  package init(
    seed: UInt64, verbose: Bool, filter: String, random: SessionRandom, metrics: ScrollMetrics,
    deceleration: Decay = .normal, rate: Double, length: Int
  ) throws(SessionViolation) {
    self.seed = seed
    self.verbose = verbose
    self.filter = filter
    do {
      tracker = try ScrollTracker(metrics: metrics)
    } catch {
      throw .setup(seed: seed, filter: filter, refused: error)
    }
    simulator = ScrollViewSimulator(metrics: metrics, deceleration: deceleration)
    self.random = random
    self.rate = rate
    self.length = length
  }

  /// The session's seed.
  package let seed: UInt64
  /// Whether the session prints every call.
  package let verbose: Bool
  /// The `--filter` that replays the session.
  package let filter: String
  /// The random stream the steps are drawn from.
  package var random: SessionRandom
  /// The simulated scroll view.
  package var simulator: ScrollViewSimulator
  /// The tracker every event goes to first.
  package var tracker: ScrollTracker
  /// The current time, in seconds.
  package var time = 0.0
  /// Frames per second.
  package var rate: Double
  /// How many steps the session plays.
  package let length: Int
  /// The step, counted from 0 (−1 before the first; `length` while the session finishes).
  package var step = -1
  /// The step being played (`nil` before the first and after the last); described only when a
  /// violation is reported (a description costs reflection).
  package var current: SessionStep<OwnStep>?
  /// The event, frame or command within the step, counted from 1.
  package var call = 0
  /// Whether a programmatic scroll took the current drag over (the finger's lift no longer fits).
  package var dragTakenOver = false
}
