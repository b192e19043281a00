// MARK: Public

/// Renders one recording as a static SVG picture for the README or the documentation
/// (900 × 420 points).
///
/// The picture shows the recording's title and caption, the phone frozen at one representative
/// moment on the left (with a pull banner out of its `normal` state, the deepest pull; with bars
/// or headers, the frame where every one is partly collapsed; else the frame of peak overscroll,
/// else the fastest frame after the finger lifts, else the middle frame) and on the right the
/// same chart as the demo page with its cursor on that frame, above a note of that moment (time,
/// offset or overscroll, and each chrome element's state). Pass `frameIndex` to freeze another
/// frame. It is a standalone SVG document: it declares the SVG namespace, uses system fonts and
/// no scripts, links or external resources, so it renders the same in a browser, an image viewer,
/// a GitHub README and a DocC article.
///
/// ```swift
/// let svg = renderDemoPicture(recordings[0])
/// ```
///
/// - Parameters:
///   - recording: The recording to draw.
///   - frameIndex: The frame to freeze, clamped to the recording; `nil` (the default) for the
///     representative one.
/// - Returns: The SVG document, UTF-8 text starting with `<svg`.
public func renderDemoPicture(_ recording: DemoRecording, frameIndex: Int? = nil) -> String {
  var out = ""
  out.reserveCapacity(
    40_000 + recording.frames.count * 40 + Int(recording.drawnContent / 60 + 1) * 220)
  let width = 900.0
  let height = 420.0
  var title = ""
  DemoFormat.appendEscaped(recording.title, to: &title)
  out += "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"900\" height=\"420\" "
  out += "viewBox=\"0 0 900 420\" font-family=\"\(DemoFormat.fontStack)\" role=\"img\" "
  out += "aria-label=\"ScrollChrome: \(title)\"><title>ScrollChrome: \(title)</title><desc>"
  DemoFormat.appendEscaped(recording.caption, to: &out)
  out += "</desc><rect x=\"0.5\" y=\"0.5\" width=\"899\" height=\"419\" rx=\"16\" fill=\"#f8fafc\" "
  out += "stroke=\"#e2e8f0\"/>"
  out +=
    "<text x=\"32\" y=\"44\" font-size=\"20\" font-weight=\"700\" fill=\"#0f172a\">\(title)</text>"
  out += "<text x=\"32\" y=\"66\" font-size=\"13\" fill=\"#475569\">"
  DemoFormat.appendEscaped(recording.caption, to: &out)
  out += "</text><text x=\"868\" y=\"44\" text-anchor=\"end\" font-size=\"12\" font-weight=\"600\" "
  out += "fill=\"#94a3b8\">ScrollChrome</text>"

  let index = min(
    max(0, frameIndex ?? recording.representativeFrameIndex), max(0, recording.frames.count - 1))
  let frame = recording.frames.isEmpty ? nil : recording.frames[index]

  // The phone, left: as tall as fits, at most 230 wide.
  let phone = DemoPhone(recording: recording, idPrefix: "pic")
  let top = 84.0
  var phoneHeight = height - top - 14
  var phoneWidth = phoneHeight * phone.viewBoxWidth / phone.viewBoxHeight
  if phoneWidth > 230 {
    phoneWidth = 230
    phoneHeight = phoneWidth * phone.viewBoxHeight / phone.viewBoxWidth
  }
  let phoneX = 40.0
  phone.append(
    attributes: placement(phoneX, top, phoneWidth, phoneHeight), frameIndex: index, to: &out)

  // The chart, right: scaled to the remaining box above the note, centred vertically.
  let chart = DemoChart(recording: recording, idPrefix: "pic", panelHeight: 124)
  let chartX = phoneX + phoneWidth + 32
  let boxWidth = width - chartX - 20
  let boxHeight = height - 80 - 34
  let scale = min(boxWidth / DemoChart.width, boxHeight / chart.height)
  let chartWidth = DemoChart.width * scale
  let chartHeight = chart.height * scale
  let chartLeft = chartX + (boxWidth - chartWidth) / 2
  let chartY = 80 + (boxHeight - chartHeight) / 2
  chart.append(
    attributes: placement(chartLeft, chartY, chartWidth, chartHeight), cursorIndex: index, to: &out)

  // The note, under the chart: the frozen moment.
  out += "<text x=\""
  DemoFormat.appendCompact(chartLeft + chart.plotLeft * scale, decimals: 1, to: &out)
  out += "\" y=\""
  DemoFormat.appendCompact(height - 22, decimals: 1, to: &out)
  out += "\" font-size=\"12\" fill=\"#334155\"><tspan font-weight=\"600\">Phone at</tspan> "
  appendMoment(recording, frame: frame, index: index, to: &out)
  out += "</text>"
  out += "</svg>\n"
  return out
}

// MARK: Private

/// The attributes that place a nested `<svg>` in the picture.
private func placement(_ x: Double, _ y: Double, _ width: Double, _ height: Double) -> String {
  var text = "x=\""
  DemoFormat.appendCompact(x, decimals: 1, to: &text)
  text += "\" y=\""
  DemoFormat.appendCompact(y, decimals: 1, to: &text)
  text += "\" width=\""
  DemoFormat.appendCompact(width, decimals: 1, to: &text)
  text += "\" height=\""
  DemoFormat.appendCompact(height, decimals: 1, to: &text)
  text += "\""
  return text
}

/// Describes the frozen moment: when it is and why it was chosen.
private func appendMoment(
  _ recording: DemoRecording, frame: DemoFrame?, index: Int, to out: inout String
) {
  guard let frame else {
    out += "No frames"
    return
  }
  out += "t = "
  DemoFormat.append(DemoFormat.finite(frame.time) - recording.startTime, decimals: 2, to: &out)
  out += " s \u{00B7} "
  let peak = recording.peakOverscroll
  if peak.distance > 1 && peak.frameIndex == index {
    out += "overscroll "
    DemoFormat.append(peak.distance, decimals: 1, to: &out)
    out += " pt"
  } else {
    out += "offset "
    DemoFormat.appendDisplay(frame.offset, decimals: 0, to: &out)
    out += " pt \u{00B7} "
    DemoFormat.appendDisplay(frame.velocity, decimals: 0, to: &out)
    out += " pt/s"
  }
  for element in recording.chrome {
    out += " \u{00B7} "
    DemoFormat.appendEscaped(element.stateText(at: index), to: &out)
  }
}
