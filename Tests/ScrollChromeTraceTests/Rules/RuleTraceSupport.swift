import ScrollChromeCore
import ScrollChromeTestSupport
import ScrollChromeTrace
import Testing

// Helpers shared by the rule traces: the behaviour's `value` read back from a frame's JSON text,
// and the engine's invariants that a single line can show.

extension TraceFrame {
  /// The frame's `value` parsed; with several behaviours, the one keyed `name`.
  func value(of name: String? = nil) -> JSONValue? {
    guard let text = valueJSON, let parsed = try? JSONValue(parsing: Array(text.utf8)) else {
      return nil
    }
    guard let name else { return parsed }
    return parsed[name]
  }

  /// A number of the behaviour's value (`collapsed`, `fraction`, `pull`…), NaN when absent.
  func number(_ key: String, of name: String? = nil) -> Double {
    if case .number(let x) = value(of: name)?[key] { return x }
    return .nan
  }

  /// A string of the behaviour's value (a pull's `state`), empty when absent.
  func text(_ key: String, of name: String? = nil) -> String {
    if case .string(let text) = value(of: name)?[key] { return text }
    return ""
  }

  /// The line's events without the behaviours' own (`state:`, `completed:`, `triggered:`,
  /// `willTrigger`): what the host reported, and what the engine rejected.
  var hostEvents: [String] {
    events.filter { event in
      !["state:", "completed:", "triggered:", "willTrigger"].contains { event.hasPrefix($0) }
    }
  }

  /// The chrome's `collapsed` points (NaN when the line has none).
  func collapsed(of name: String? = nil) -> Double { number("collapsed", of: name) }

  /// Whether the chrome's `animating` flag is set.
  func isAnimating(_ name: String? = nil) -> Bool {
    if case .bool(let flag) = value(of: name)?["animating"] { return flag }
    return false
  }
}

/// Checks invariant 1 on every line: `collapsed` finite and within `[0, range]`, `fraction` its
/// share of the range (both as printed, rounded to 4 decimals).
func expectChromeInvariants(
  _ frames: [TraceFrame], range: Double, of name: String? = nil,
  sourceLocation: SourceLocation = #_sourceLocation
) {
  for (index, frame) in frames.enumerated() {
    let c = frame.collapsed(of: name)
    let f = frame.number("fraction", of: name)
    #expect(
      c.isFinite && c >= 0 && c <= range, "line \(index): collapsed \(c) outside [0, \(range)]",
      sourceLocation: sourceLocation)
    #expect(
      f.isFinite && isClose(f, c / range, tolerance: 1e-4),
      "line \(index): fraction \(f) is not \(c)/\(range)", sourceLocation: sourceLocation)
  }
}

/// The collapsed value of every line, in order.
func collapsedValues(_ frames: [TraceFrame], of name: String? = nil) -> [Double] {
  frames.map { $0.collapsed(of: name) }
}
