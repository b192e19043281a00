import ScrollChromeCore

/// One line of `scrollchrome trace` output: the scroll view after a step or a frame.
public struct TraceFrame: Sendable, Equatable {
  /// Seconds since the scenario started.
  public var time: Double
  /// The displayed content offset `y`.
  public var offset: Double
  /// The engine's scroll phase (its tracker's): an event the engine rejects never changes it.
  public var phase: ScrollActivity
  /// The content's velocity in points per second while it coasts, bounces or animates; 0 under
  /// the finger and at rest.
  public var velocity: Double
  /// The behaviours' `value` object as JSON text, or `nil` when the scenario has none.
  public var value: String?
  /// What happened during the step or frame, in order: delegate events such as `beginDragging` or
  /// `endDecelerating`, and `rejected:<reason>` for events the engine refused.
  public var events: [String]

  /// The frame as one JSON line, numbers rounded to 4 decimals (`spec/trace-format.md`).
  public var jsonLine: String {
    var line = "{\"t\": " + formatNumber(time)
    line += ", \"offset\": " + formatNumber(offset)
    line += ", \"phase\": \"" + phase.rawValue + "\""
    if let value { line += ", \"value\": " + value }
    line += ", \"events\": ["
    for (index, event) in events.enumerated() {
      if index > 0 { line += ", " }
      line += jsonString(event)
    }
    return line + "]}"
  }
}
