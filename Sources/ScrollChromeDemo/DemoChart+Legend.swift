// MARK: Internal

extension DemoChart {
  /// How a legend entry's swatch is drawn.
  enum Swatch {
    /// A solid line, for a curve.
    case line
    /// A dotted line, for the event markers.
    case dash
    /// A filled box, for a shaded band.
    case band
    /// A diamond on a short line, for the trigger markers.
    case diamond
  }

  /// One legend entry: the label, its colour and how its swatch is drawn.
  struct LegendItem {
    /// The text after the swatch.
    var label: String
    /// The swatch colour.
    var color: String
    /// How the swatch is drawn.
    var kind: Swatch
    /// The swatch's left edge.
    var x: Double
    /// The legend row, from zero.
    var row: Int
  }

  /// The legend entries with their positions, wrapping onto more rows as needed.
  var legend: [LegendItem] {
    var items = [
      LegendItem(label: "offset (pt)", color: Self.offsetColor, kind: .line, x: 0, row: 0),
      LegendItem(
        label: "velocity (pt/s, right)", color: Self.velocityColor, kind: .line, x: 0, row: 0),
    ]
    for (index, line) in series.enumerated() {
      let label = line.unit.isEmpty ? line.name : "\(line.name) (\(line.unit))"
      let color = Self.seriesColors[index % Self.seriesColors.count]
      items.append(LegendItem(label: label, color: color, kind: .line, x: 0, row: 0))
    }
    if recording.frames.contains(where: { !$0.events.isEmpty }) {
      items.append(LegendItem(label: "events", color: "#94a3b8", kind: .dash, x: 0, row: 0))
    }
    if !recording.triggers.isEmpty {
      items.append(LegendItem(label: "trigger", color: triggerColor, kind: .diamond, x: 0, row: 0))
    }
    if hasOverscrollBand && !recording.frames.isEmpty {
      items.append(LegendItem(label: "overscroll", color: "#fde7b0", kind: .band, x: 0, row: 0))
    }
    var x = plotLeft
    var row = 0
    for index in items.indices {
      let width = 26 + DemoFormat.estimatedWidth(of: items[index].label, fontSize: 11) + 14
      if x + width > Self.width - 8 && x > plotLeft {
        row += 1
        x = plotLeft
      }
      items[index].x = x
      items[index].row = row
      x += width
    }
    return items
  }

  /// Appends the legend: a swatch and a label per entry, below the time axis.
  ///
  /// - Parameter out: The buffer to append to.
  func appendLegend(to out: inout String) {
    for item in legend {
      let y = axisBottom + 42 + Double(item.row) * 18
      switch item.kind {
      case .band:
        appendRect(
          x: item.x, y: y - 9, width: 20, height: 10,
          attributes: "rx=\"2\" fill=\"\(item.color)\"", to: &out)
      case .diamond:
        out += "<path stroke=\"\(item.color)\" stroke-width=\"2\" d=\""
        appendLine(item.x, y - 4, item.x + 20, y - 4, to: &out)
        out += "\"/>"
        appendDiamond(x: item.x + 10, y: y - 4, radius: 5, to: &out)
      case .line, .dash:
        let dash = item.kind == .dash ? " stroke-dasharray=\"2 3\"" : ""
        out += "<path stroke=\"\(item.color)\" stroke-width=\"2.5\"\(dash) d=\""
        appendLine(item.x, y - 4, item.x + 20, y - 4, to: &out)
        out += "\"/>"
      }
      appendText(item.label, x: item.x + 26, y: y, attributes: "fill=\"#334155\"", to: &out)
    }
  }
}
