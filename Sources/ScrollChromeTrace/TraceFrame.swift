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
  /// Each behaviour's value, in the scenario's order; empty when the scenario has none.
  public var values: [TraceValue]
  /// What happened during the step or frame, in order: delegate events such as `beginDragging` or
  /// `endDecelerating`, and `rejected:<reason>` for events the engine refused.
  public var events: [String]

  /// The line's `value` member as JSON text: one behaviour's object, or an object keyed by the
  /// behaviours' names when there are several; `nil` without behaviours.
  public var valueJSON: String? {
    guard let first = values.first else { return nil }
    var text = ""
    if values.count == 1 && first.name.isEmpty {
      first.appendJSON(to: &text)
      return text
    }
    text += "{"
    for (index, value) in values.enumerated() {
      if index > 0 { text += ", " }
      text += jsonString(value.name) + ": "
      value.appendJSON(to: &text)
    }
    return text + "}"
  }

  /// The frame as one JSON line, numbers rounded to 4 decimals.
  public var jsonLine: String {
    var line = "{\"t\": " + formatNumber(time)
    line += ", \"offset\": " + formatNumber(offset)
    line += ", \"phase\": \"" + phase.rawValue + "\""
    if let value = valueJSON { line += ", \"value\": " + value }
    line += ", \"events\": ["
    for (index, event) in events.enumerated() {
      if index > 0 { line += ", " }
      line += jsonString(event)
    }
    return line + "]}"
  }
}

/// One behaviour's value on a trace line.
public struct TraceValue: Sendable, Equatable {
  // MARK: Public

  /// What a collapse behaviour reports: `c`, `f`, the stretch, whether it animates, the overlap,
  /// and its chrome's own outputs in the order the chrome reports them.
  public struct Collapse: Sendable, Equatable {
    /// `c`, in points.
    public var collapsed: Double
    /// `f = c/R`.
    public var fraction: Double
    /// The top overscroll, in points.
    public var stretch: Double
    /// Whether an animation runs.
    public var isAnimating: Bool
    /// How far the content runs under the chrome's edge, from 0 to 1.
    public var overlap: Double
    /// The chrome's numbers (`constant`, `shyFraction`, `visibleHeight`), by name.
    public var numbers: [NamedNumber]
    /// The chrome's elements' attributes (a header's `header` and `title`), by name.
    public var attributes: [NamedAttributes]
  }

  /// What a pull behaviour reports.
  public struct Pull: Sendable, Equatable {
    /// The state.
    public var state: PullState
    /// The pull, in points.
    public var pull: Double
    /// `clamp(pull / deep, 0, 1)`.
    public var progress: Double
    /// The state's text.
    public var text: String
  }

  /// A number and its name.
  public struct NamedNumber: Sendable, Equatable {
    /// The name, as the trace prints it.
    public var name: String
    /// The number.
    public var value: Double
  }

  /// An element's attributes and its name.
  public struct NamedAttributes: Sendable, Equatable {
    /// The element's name, as the trace prints it under `effects`.
    public var name: String
    /// Its attributes.
    public var attributes: Attributes
  }

  /// A collapse or a pull value.
  public enum Kind: Sendable, Equatable {
    /// A collapse behaviour's value.
    case collapse(Collapse)
    /// A pull behaviour's value.
    case pull(Pull)
  }

  /// The behaviour's name in the scenario (`""` for a single `behavior`).
  public var name: String
  /// The value.
  public var kind: Kind

  // MARK: Internal

  /// Appends the value as the JSON object `scrollchrome trace` prints: for a collapse
  /// `collapsed`, `fraction`, `stretch`, `animating`, `overlap`, the chrome's numbers, then its
  /// attributes under `effects`; for a pull `state`, `pull`, `progress`, `text`.
  func appendJSON(to line: inout String) {
    switch kind {
    case .collapse(let value):
      line += "{\"collapsed\": " + formatNumber(value.collapsed)
      line += ", \"fraction\": " + formatNumber(value.fraction)
      line += ", \"stretch\": " + formatNumber(value.stretch)
      line += ", \"animating\": " + (value.isAnimating ? "true" : "false")
      line += ", \"overlap\": " + formatNumber(value.overlap)
      for number in value.numbers {
        line += ", " + jsonString(number.name) + ": " + formatNumber(number.value)
      }
      if !value.attributes.isEmpty {
        line += ", \"effects\": {"
        for (index, element) in value.attributes.enumerated() {
          if index > 0 { line += ", " }
          line += jsonString(element.name) + ": "
          Self.append(element.attributes, to: &line)
        }
        line += "}"
      }
      line += "}"
    case .pull(let value):
      line += "{\"state\": \"" + value.state.rawValue + "\""
      line += ", \"pull\": " + formatNumber(value.pull)
      line += ", \"progress\": " + formatNumber(value.progress)
      line += ", \"text\": " + jsonString(value.text) + "}"
    }
  }

  // MARK: Private

  /// The six attributes as a JSON object; a height that is not managed prints as 0.
  private static func append(_ attributes: Attributes, to line: inout String) {
    line += "{\"alpha\": " + formatNumber(attributes.alpha)
    line += ", \"translateX\": " + formatNumber(attributes.translateX)
    line += ", \"translateY\": " + formatNumber(attributes.translateY)
    line += ", \"scaleX\": " + formatNumber(attributes.scaleX)
    line += ", \"scaleY\": " + formatNumber(attributes.scaleY)
    line += ", \"height\": " + formatNumber(attributes.height ?? 0) + "}"
  }
}
