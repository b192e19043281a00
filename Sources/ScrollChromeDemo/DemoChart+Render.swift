// MARK: Internal

extension DemoChart {
  /// The time ticks: round times since the recording's first frame (`0 s`, `0.5 s`, …).
  var timeTicks: [Double] {
    let elapsed = DemoAxis(lower: 0, upper: time.upper - time.lower, count: 6, rounded: false)
    return elapsed.ticks.map { $0 + time.lower }
  }

  /// Whether the recording overscrolls the top edge by more than half a point (shaded on the
  /// chart).
  var showsTopOverscroll: Bool {
    recording.frames.contains { DemoFormat.finite($0.offset) < recording.restingTop - 0.5 }
  }

  /// Whether the recording overscrolls the bottom edge by more than half a point (shaded on the
  /// chart).
  var showsBottomOverscroll: Bool {
    recording.frames.contains { DemoFormat.finite($0.offset) > recording.restingBottom + 0.5 }
  }

  /// Whether the chart shades an overscroll band.
  var hasOverscrollBand: Bool { showsTopOverscroll || showsBottomOverscroll }

  /// Appends the chart as one `<svg>` element with its cursor at frame `cursorIndex`.
  ///
  /// - Parameters:
  ///   - attributes: Extra attributes for the root element (class, role, position, size).
  ///   - cursorIndex: The frame the cursor marks.
  ///   - out: The buffer to append to.
  func append(attributes: String, cursorIndex: Int, to out: inout String) {
    out += "<svg \(attributes) viewBox=\"0 0 660 "
    DemoFormat.appendCompact(height, decimals: 1, to: &out)
    out += "\" font-family=\"\(DemoFormat.fontStack)\" font-size=\"11\">"
    appendBands(to: &out)
    appendGrid(to: &out)
    appendEvents(to: &out)
    let frames = recording.frames
    appendPath(
      count: frames.count, stroke: Self.velocityColor, width: 1.5,
      point: { (timeMap(frames[$0].time), velocityMap(frames[$0].velocity)) }, to: &out)
    appendPath(
      count: frames.count, stroke: Self.offsetColor, width: 2.25,
      point: { (timeMap(frames[$0].time), offsetMap(frames[$0].offset)) }, to: &out)
    appendSeries(to: &out)
    appendTriggers(to: &out)
    if frames.isEmpty {
      appendText(
        "No frames recorded", x: (plotLeft + plotRight) / 2, y: (plotTop + mainBottom) / 2,
        attributes: "text-anchor=\"middle\" font-size=\"14\" fill=\"#64748b\"", to: &out)
    }
    appendCursor(at: cursorIndex, to: &out)
    appendLegend(to: &out)
    out += "</svg>"
  }

  // MARK: Private

  private func appendBands(to out: inout String) {
    guard !recording.frames.isEmpty else { return }
    let width = plotRight - plotLeft
    let band = "fill=\"#fde7b0\" fill-opacity=\"0.45\""
    let label = "text-anchor=\"end\" font-size=\"10\" fill=\"#b45309\""
    let top = recording.restingTop
    if showsTopOverscroll {
      let y = offsetMap(top)
      appendRect(
        x: plotLeft, y: y, width: width, height: mainBottom - y, attributes: band, to: &out)
      if mainBottom - y >= 16 {
        appendText("overscroll", x: plotRight - 6, y: mainBottom - 6, attributes: label, to: &out)
      }
    }
    let bottom = recording.restingBottom
    if showsBottomOverscroll {
      let y = offsetMap(bottom)
      appendRect(
        x: plotLeft, y: plotTop, width: width, height: y - plotTop, attributes: band, to: &out)
      if y - plotTop >= 16 {
        appendText("overscroll", x: plotRight - 6, y: plotTop + 13, attributes: label, to: &out)
      }
    }
  }

  private func appendGrid(to out: inout String) {
    out += "<path fill=\"none\" stroke=\"#eef1f5\" d=\""
    for tick in timeTicks {
      let x = timeMap(tick)
      appendLine(x, plotTop, x, mainBottom, to: &out)
      if hasSeriesBand { appendLine(x, bandTop, x, bandBottom, to: &out) }
    }
    out += "\"/><path fill=\"none\" stroke=\"#e3e8ef\" d=\""
    for tick in offsetAxis.ticks {
      appendLine(plotLeft, offsetMap(tick), plotRight, offsetMap(tick), to: &out)
    }
    if hasSeriesBand {
      for value in [0.5, 1] {
        appendLine(plotLeft, seriesY(value), plotRight, seriesY(value), to: &out)
      }
    }
    out += "\"/><path fill=\"none\" stroke=\"#94a3b8\" d=\""
    appendLine(plotLeft, mainBottom, plotRight, mainBottom, to: &out)
    if hasSeriesBand { appendLine(plotLeft, bandBottom, plotRight, bandBottom, to: &out) }
    out += "\"/>"
    let left = "text-anchor=\"end\" fill=\"\(Self.offsetColor)\""
    for tick in offsetAxis.ticks {
      appendText(label(tick), x: plotLeft - 8, y: offsetMap(tick) + 4, attributes: left, to: &out)
    }
    let right = "fill=\"#c2410c\""
    for tick in velocityAxis.ticks {
      appendText(
        label(tick), x: plotRight + 8, y: velocityMap(tick) + 4, attributes: right, to: &out)
    }
    let band = "text-anchor=\"end\" fill=\"#64748b\""
    if hasSeriesBand {
      for value in [0, 0.5, 1] {
        appendText(label(value), x: plotLeft - 8, y: seriesY(value) + 4, attributes: band, to: &out)
      }
    }
    if !recording.chrome.isEmpty {
      let ends = "font-size=\"10\" fill=\"#64748b\""
      let collapses = recording.chrome.contains(where: \.collapses)
      appendText(
        collapses ? "collapsed" : "deep", x: plotRight + 8, y: seriesY(1) + 4, attributes: ends,
        to: &out)
      appendText(
        collapses ? "shown" : "rest", x: plotRight + 8, y: seriesY(0) + 4, attributes: ends,
        to: &out)
    }
    let bottom = "text-anchor=\"middle\" fill=\"#64748b\""
    for tick in timeTicks {
      var text = label(tick - time.lower)
      text += " s"
      appendText(text, x: timeMap(tick), y: axisBottom + 17, attributes: bottom, to: &out)
    }
    appendReference(recording.restingTop, name: "resting top", labelAbove: true, to: &out)
    if recording.restingBottom > recording.restingTop {
      appendReference(recording.restingBottom, name: "resting bottom", labelAbove: false, to: &out)
    }
  }

  private func label(_ value: Double) -> String {
    var text = ""
    DemoFormat.appendCompact(value, decimals: 2, to: &text)
    if text.hasPrefix("-") { text = DemoFormat.minusSign + text.dropFirst() }
    return text
  }

  /// Draws a resting edge as a dashed line, labelled on the side away from its overscroll band.
  private func appendReference(
    _ offset: Double, name: String, labelAbove: Bool, to out: inout String
  ) {
    guard offset >= offsetAxis.lower, offset <= offsetAxis.upper else { return }
    let y = offsetMap(offset)
    out += "<path stroke=\"#64748b\" stroke-dasharray=\"5 4\" d=\""
    appendLine(plotLeft, y, plotRight, y, to: &out)
    out += "\"/>"
    let above = labelAbove ? y - plotTop > 14 : mainBottom - y < 16
    appendText(
      name, x: plotRight - 6, y: above ? y - 5 : y + 13,
      attributes: "text-anchor=\"end\" font-size=\"10\" fill=\"#64748b\"", to: &out)
  }

  private func appendEvents(to out: inout String) {
    var rowEnds = [-1e9, -1e9, -1e9]
    for frame in recording.frames where !frame.events.isEmpty {
      let x = timeMap(frame.time)
      for event in frame.events {
        let color = eventColor(event)
        let width = DemoFormat.estimatedWidth(of: event, fontSize: 10)
        let center = min(max(x, width / 2 + 4), Self.width - width / 2 - 4)
        let start = center - width / 2
        let lowest = rowEnds.indices.min { rowEnds[$0] < rowEnds[$1] } ?? 0
        let row = rowEnds.firstIndex { $0 + 6 <= start } ?? lowest
        rowEnds[row] = start + width
        let baseline = plotTop - 9 - Double(row) * 13
        out += "<path stroke=\"#94a3b8\" stroke-dasharray=\"2 3\" d=\""
        appendLine(x, baseline + 3, x, axisBottom, to: &out)
        out += "\"/><path stroke=\"\(color)\" stroke-width=\"2\" d=\""
        appendLine(x, plotTop - 5, x, plotTop, to: &out)
        out += "\"/>"
        let weight = event.hasPrefix("triggered:") ? " font-weight=\"700\"" : ""
        appendText(
          event, x: center, y: baseline,
          attributes: "text-anchor=\"middle\" font-size=\"10\" fill=\"\(color)\"\(weight)",
          to: &out)
      }
    }
  }

  private func appendPath(
    count: Int, stroke: String, width: Double, point: (Int) -> (Double, Double),
    to out: inout String
  ) {
    guard count > 0 else { return }
    out += "<path class=\"sc-line\" fill=\"none\" stroke=\"\(stroke)\" stroke-width=\""
    DemoFormat.appendCompact(width, decimals: 2, to: &out)
    out += "\" stroke-linejoin=\"round\" stroke-linecap=\"round\" d=\"M"
    for index in 0..<count {
      let (x, y) = point(index)
      if index == 1 { out += "L" } else if index > 1 { out += " " }
      DemoFormat.appendCompact(x, decimals: 1, to: &out)
      out += " "
      DemoFormat.appendCompact(y, decimals: 1, to: &out)
    }
    out += "\"/>"
  }

  private func appendSeries(to out: inout String) {
    let frames = recording.frames
    for (index, line) in series.enumerated() {
      let color = Self.seriesColors[index % Self.seriesColors.count]
      let values = line.values
      appendPath(
        count: min(frames.count, values.count), stroke: color, width: 2,
        point: { (timeMap(frames[$0].time), seriesY(values[$0])) }, to: &out)
    }
  }

  private func appendCursor(at index: Int, to out: inout String) {
    guard !recording.frames.isEmpty else { return }
    let frame = recording.frames[min(max(0, index), recording.frames.count - 1)]
    out += "<g class=\"sc-cursor\" transform=\"translate("
    DemoFormat.appendCompact(timeMap(frame.time), decimals: 2, to: &out)
    out += " 0)\"><path stroke=\"#0f172a\" stroke-opacity=\"0.55\" d=\""
    appendLine(0, plotTop - 4, 0, axisBottom, to: &out)
    out += "\"/>"
    appendDot(
      "sc-dot-velocity", y: velocityMap(frame.velocity), color: Self.velocityColor, to: &out)
    appendDot("sc-dot-offset", y: offsetMap(frame.offset), color: Self.offsetColor, to: &out)
    for (number, line) in series.enumerated() {
      let value = min(max(0, index), line.values.count - 1)
      let y = line.values.isEmpty ? bandBottom : seriesY(line.values[value])
      let color = Self.seriesColors[number % Self.seriesColors.count]
      appendDot("sc-dot-series", y: y, color: color, to: &out)
    }
    out += "</g>"
  }

  private func appendDot(_ name: String, y: Double, color: String, to out: inout String) {
    out += "<circle class=\"\(name)\" cx=\"0\" cy=\""
    DemoFormat.appendCompact(y, decimals: 2, to: &out)
    out += "\" r=\"4\" fill=\"\(color)\" stroke=\"#fff\" stroke-width=\"1.5\"/>"
  }
}
