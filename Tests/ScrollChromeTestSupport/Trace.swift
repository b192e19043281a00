import ScrollChromeCore
import ScrollChromeTrace

/// Runs a scenario given as JSON text through the trace runner and returns its frames.
package func trace(_ json: String) throws -> [TraceFrame] {
  var runner = try TraceRunner(scenario: parseScenario(Array(json.utf8)))
  var frames: [TraceFrame] = []
  runner.run { frames.append($0) }
  return frames
}

extension Array where Element == TraceFrame {
  /// Every event of every frame, in order.
  package var allEvents: [String] { flatMap(\.events) }

  /// How many times `event` occurs across the frames.
  package func count(of event: String) -> Int { allEvents.filter { $0 == event }.count }
}
