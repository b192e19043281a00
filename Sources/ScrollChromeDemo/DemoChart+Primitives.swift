// MARK: Internal

/// Drawing primitives shared by the chart's parts: compact coordinates, escaped text.
extension DemoChart {
  /// Appends a path segment `M x1 y1 L x2 y2` (inside a `d` attribute).
  func appendLine(
    _ x1: Double, _ y1: Double, _ x2: Double, _ y2: Double, to out: inout String
  ) {
    out += "M"
    DemoFormat.appendCompact(x1, decimals: 1, to: &out)
    out += " "
    DemoFormat.appendCompact(y1, decimals: 1, to: &out)
    out += "L"
    DemoFormat.appendCompact(x2, decimals: 1, to: &out)
    out += " "
    DemoFormat.appendCompact(y2, decimals: 1, to: &out)
  }

  /// Appends a `<text>` element with `text` escaped.
  func appendText(
    _ text: String, x: Double, y: Double, attributes: String, to out: inout String
  ) {
    out += "<text x=\""
    DemoFormat.appendCompact(x, decimals: 1, to: &out)
    out += "\" y=\""
    DemoFormat.appendCompact(y, decimals: 1, to: &out)
    out += "\" \(attributes)>"
    DemoFormat.appendEscaped(text, to: &out)
    out += "</text>"
  }

  /// Appends a `<rect>` element; negative sizes are drawn as zero.
  func appendRect(
    x: Double, y: Double, width: Double, height: Double, attributes: String, to out: inout String
  ) {
    out += "<rect x=\""
    DemoFormat.appendCompact(x, decimals: 1, to: &out)
    out += "\" y=\""
    DemoFormat.appendCompact(y, decimals: 1, to: &out)
    out += "\" width=\""
    DemoFormat.appendCompact(max(0, width), decimals: 1, to: &out)
    out += "\" height=\""
    DemoFormat.appendCompact(max(0, height), decimals: 1, to: &out)
    out += "\" \(attributes)/>"
  }
}
