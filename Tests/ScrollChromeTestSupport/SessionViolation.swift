import Foundation

/// A broken invariant as a property suite's model reports it: which invariant, and what it saw.
/// The session adds where (``SessionViolation``).
package typealias BrokenInvariant = (invariant: String, message: String)

/// A broken invariant of a seeded random session, with what reproduces it: the seed, the step and
/// the call within the step, and the `--filter` that replays it.
package struct SessionViolation: Error, Sendable, CustomStringConvertible {
  // MARK: Public

  /// The session's seed.
  package var seed: UInt64
  /// The step, counted from 0 (−1 during setup; the session's length while it finishes).
  package var step: Int
  /// The step as the session prints it (``SessionStep/summary``, or "setup" or "finish").
  package var stepDescription: String
  /// The event, frame or command within the step, counted from 1.
  package var call: Int
  /// The name of the broken invariant.
  package var invariant: String
  /// What broke it, with the session's state.
  package var message: String
  /// The `--filter` that replays it.
  package var filter: String

  /// A session whose setup the engine refused (its configuration or its scroll view).
  ///
  /// - Parameters:
  ///   - seed: The session's seed.
  ///   - filter: The `--filter` that replays the session.
  ///   - error: What the engine reported.
  package static func setup(seed: UInt64, filter: String, refused error: any Error) -> Self {
    Self(
      seed: seed, step: -1, stepDescription: "setup", call: 0, invariant: "setup",
      message: "refused: \(error)", filter: filter)
  }

  /// The invariant and the kind of step (and of event or command), to group violations.
  package var key: String {
    var step = stepDescription
    for module in ["ScrollChromeCore.", "ScrollChromeCoreTests.", "ScrollChromeTestSupport."] {
      step = step.replacingOccurrences(of: module, with: "")
    }
    let kind = step.prefix { $0.isLetter || $0 == "(" || $0 == "." }
    return invariant + " @ " + (kind.hasSuffix("(") ? String(kind.dropLast()) : String(kind))
  }

  /// Where it broke, what broke, and the command that replays it.
  package var description: String {
    "seed \(seed), step \(step) (\(stepDescription)), call \(call): invariant \(invariant): "
      + message + " — replay: SCROLLCHROME_PROPERTY_SEED=\(seed) swift test --filter " + filter
  }
}
