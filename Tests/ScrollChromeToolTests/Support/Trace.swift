import ScrollChromeCore
import ScrollChromeTrace

/// Runs a scenario given as JSON text through the trace runner and returns its frames.
func trace(_ json: String) throws -> [TraceFrame] {
  var runner = try TraceRunner(scenario: parseScenario(Array(json.utf8)))
  var frames: [TraceFrame] = []
  runner.run { frames.append($0) }
  return frames
}

/// Whether two numbers agree within `tolerance`.
func isClose(_ a: Double, _ b: Double, tolerance: Double = 1e-3) -> Bool {
  abs(a - b) <= tolerance
}

extension Array where Element == TraceFrame {
  /// Every event of every frame, in order.
  var allEvents: [String] { flatMap(\.events) }

  /// How many times `event` occurs across the frames.
  func count(of event: String) -> Int { allEvents.filter { $0 == event }.count }
}
