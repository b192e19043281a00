// MARK: Internal

/// Draws a recording's phone as SVG: body, status bar, a scrolling list clipped to the screen, and
/// the recording's chrome over the list.
///
/// Drawing order, back to front: the content (a header's picture, then the rows below it), the
/// scroll indicator, pull banners, the navigation bar (with a header's title), the bars, the
/// status bar, the "Triggered" label and the finger.
///
/// The phone is drawn in points, one SVG unit per point: the screen is 390 points wide (an iPhone)
/// and `viewport` points high. The list lives in a group with class `sc-content` whose transform
/// is `translate(0 −offset)`, so the page's player moves it by rewriting one attribute. Behind the
/// list a hatched background shows wherever the content is rubber-banded past an edge. The chrome
/// (`DemoPhone+Chrome.swift`) is drawn over the list, translucent, as UIKit's bars are; without a
/// top bar in the chrome the phone draws a fixed navigation bar down to `insetTop`.
struct DemoPhone {
  /// The screen width in points.
  static let screenWidth = 390.0
  /// The body's margin around the screen in points.
  static let bezel = 14.0
  /// The status bar height in points.
  static let statusHeight = DemoRecording.statusBarHeight

  /// The recording whose content is drawn.
  let recording: DemoRecording
  /// A prefix that makes element ids unique within the document.
  let idPrefix: String

  /// The width of the SVG viewBox, side buttons included.
  var viewBoxWidth: Double { Self.screenWidth + 2 * Self.bezel + 8 }

  /// The height of the SVG viewBox.
  var viewBoxHeight: Double { recording.drawnViewport + 2 * Self.bezel }

  /// The bottom of the status and navigation bars, in screen points.
  var barBottom: Double { max(DemoFormat.finite(recording.insetTop), Self.statusHeight) }

  /// The scroll indicator's geometry: track top, track length and resting length, in points.
  ///
  /// `nil` when the content fits the viewport (UIKit shows no indicator then).
  var indicatorTrack: (top: Double, length: Double, thumb: Double)? {
    guard recording.restingBottom > recording.restingTop else { return nil }
    let top = barBottom + 3
    let bottom = max(21, DemoFormat.finite(recording.insetBottom) + 3)
    let length = max(20, recording.drawnViewport - bottom - top)
    let ratio = min(
      1, recording.drawnViewport / max(1, recording.drawnContent - recording.restingTop))
    return (top, length, max(36, length * ratio))
  }

  /// The scroll indicator's top and height at `offset`, shrinking while overscrolled.
  ///
  /// The player's script repeats this formula; keep the two in step.
  ///
  /// - Parameter offset: The displayed content offset.
  func indicator(at offset: Double) -> (y: Double, height: Double)? {
    guard let track = indicatorTrack else { return nil }
    let height = max(8, track.thumb - recording.overscroll(at: offset))
    let span = recording.restingBottom - recording.restingTop
    let progress = min(1, max(0, (offset - recording.restingTop) / span))
    return (track.top + progress * (track.length - height), height)
  }

  /// Appends the phone as one `<svg>` element, showing frame `frameIndex`.
  ///
  /// - Parameters:
  ///   - attributes: Extra attributes for the root element (class, role, position, size).
  ///   - frameIndex: The frame to draw; the resting top when the recording has no frames.
  ///   - out: The buffer to append to.
  func append(attributes: String, frameIndex: Int, to out: inout String) {
    let frames = recording.frames
    let index = min(max(0, frameIndex), max(0, frames.count - 1))
    let offset = frames.isEmpty ? recording.restingTop : DemoFormat.finite(frames[index].offset)
    let screenHeight = recording.drawnViewport
    out += "<svg \(attributes) viewBox=\"-4 0 "
    DemoFormat.appendCompact(viewBoxWidth, decimals: 1, to: &out)
    out += " "
    DemoFormat.appendCompact(viewBoxHeight, decimals: 1, to: &out)
    out += "\" font-family=\"\(DemoFormat.fontStack)\">"
    out +=
      "<defs><clipPath id=\"\(idPrefix)-screen\"><rect x=\"14\" y=\"14\" width=\"390\" height=\""
    DemoFormat.appendCompact(screenHeight, decimals: 1, to: &out)
    out += "\" rx=\"44\"/></clipPath>"
    out += "<pattern id=\"\(idPrefix)-hatch\" width=\"10\" height=\"10\" "
    out += "patternUnits=\"userSpaceOnUse\" patternTransform=\"rotate(45)\">"
    out += "<rect width=\"10\" height=\"10\" fill=\"#eef1f5\"/>"
    out += "<rect width=\"3\" height=\"10\" fill=\"#dfe4eb\"/></pattern></defs>"
    appendBody(to: &out)
    out += "<g clip-path=\"url(#\(idPrefix)-screen)\">"
    out += "<rect x=\"14\" y=\"14\" width=\"390\" height=\""
    DemoFormat.appendCompact(screenHeight, decimals: 1, to: &out)
    out += "\" fill=\"url(#\(idPrefix)-hatch)\"/><g transform=\"translate(14 14)\">"
    out += "<g class=\"sc-content\" transform=\"translate(0 "
    DemoFormat.appendCompact(-offset, decimals: 2, to: &out)
    out += ")\" font-size=\"16\" font-weight=\"600\" fill=\"#111827\">"
    appendHeaders(at: index, to: &out)
    appendRows(to: &out)
    out += "</g>"
    appendIndicator(offset: offset, to: &out)
    appendPullBanners(at: index, to: &out)
    if !recording.chrome.contains(where: { $0.kind == .topBar }) {
      appendNavigationBar(at: index, to: &out)
    }
    appendChrome(at: index, to: &out)
    appendStatusBar(to: &out)
    appendTriggerLabels(at: index, to: &out)
    appendTouch(at: index, to: &out)
    out += "</g></g></svg>"
  }

  // MARK: Private

  private func appendBody(to out: inout String) {
    let height = viewBoxHeight
    out += "<rect x=\"-3\" y=\"150\" width=\"5\" height=\"34\" rx=\"2\" fill=\"#374151\"/>"
    out += "<rect x=\"-3\" y=\"200\" width=\"5\" height=\"58\" rx=\"2\" fill=\"#374151\"/>"
    out += "<rect x=\"416\" y=\"190\" width=\"5\" height=\"80\" rx=\"2\" fill=\"#374151\"/>"
    out += "<rect width=\"418\" height=\""
    DemoFormat.appendCompact(height, decimals: 1, to: &out)
    out += "\" rx=\"58\" fill=\"#111827\"/><rect x=\"2.5\" y=\"2.5\" width=\"413\" height=\""
    DemoFormat.appendCompact(height - 5, decimals: 1, to: &out)
    out += "\" rx=\"55.5\" fill=\"none\" stroke=\"#4b5563\" stroke-width=\"1.5\"/>"
  }

  /// The rows of the content, 60 points apart (or a 240th of the content), each drawn in the
  /// recording's content style (`DemoPhone+Rows.swift`); a list's rows alternate their background.
  private func appendRows(to out: inout String) {
    let content = recording.drawnContent
    let rowHeight = max(60, content / 240)
    let style = recording.contentStyle
    var top = contentTop
    var index = 0
    while top < content {
      let height = min(rowHeight, content - top)
      out += "<g transform=\"translate(0 "
      DemoFormat.appendCompact(top, decimals: 1, to: &out)
      out += ")\"><rect width=\"390\" height=\""
      DemoFormat.appendCompact(height, decimals: 1, to: &out)
      out += index % 2 == 0 || style != .list ? "\" fill=\"#ffffff\"/>" : "\" fill=\"#f3f5f9\"/>"
      if height >= 40 {
        switch style {
        case .list: appendListRow(index, middle: min(rowHeight, 60) / 2, to: &out)
        case .messages: appendMessage(index, to: &out)
        case .article: appendTextLines(index, to: &out)
        }
      }
      out += "</g>"
      top += rowHeight
      index += 1
    }
  }

  /// The fixed navigation bar of a recording without a top bar chrome: down to `insetTop`, with
  /// the headers' titles as they are at frame `index`, or the app's name.
  private func appendNavigationBar(at index: Int, to out: inout String) {
    let bottom = barBottom
    out += "<rect width=\"390\" height=\""
    DemoFormat.appendCompact(bottom, decimals: 1, to: &out)
    out += "\" fill=\"#f8fafc\" fill-opacity=\"0.97\"/>"
    if bottom > Self.statusHeight + 1 {
      out += "<rect y=\""
      DemoFormat.appendCompact(bottom - 0.75, decimals: 2, to: &out)
      out += "\" width=\"390\" height=\"0.75\" fill=\"#cbd5e1\"/>"
    }
    if !headers.isEmpty {
      appendHeaderTitles(at: index, to: &out)
    } else if bottom - Self.statusHeight >= 28 {
      out += "<text x=\"195\" y=\""
      DemoFormat.appendCompact((Self.statusHeight + bottom) / 2 + 6, decimals: 1, to: &out)
      out += "\" text-anchor=\"middle\" font-size=\"17\" font-weight=\"600\" fill=\"#0f172a\">"
      out += "ScrollChrome</text>"
    }
  }

  /// The status bar (time, signal, battery, Dynamic Island) and the home indicator, over all else.
  ///
  /// The status bar is light over a tinted top bar and dark over the fixed, light one.
  private func appendStatusBar(to out: inout String) {
    let ink = recording.chrome.contains { $0.kind == .topBar } ? "#ffffff" : "#0f172a"
    out += "<text x=\"54\" y=\"33\" text-anchor=\"middle\" font-size=\"16\" font-weight=\"600\" "
    out += "fill=\"\(ink)\">9:41</text><g fill=\"\(ink)\">"
    out += "<rect x=\"298\" y=\"27\" width=\"3\" height=\"5\" rx=\"1\"/>"
    out += "<rect x=\"303\" y=\"25\" width=\"3\" height=\"7\" rx=\"1\"/>"
    out += "<rect x=\"308\" y=\"23\" width=\"3\" height=\"9\" rx=\"1\"/>"
    out += "<rect x=\"313\" y=\"21\" width=\"3\" height=\"11\" rx=\"1\"/>"
    out += "<rect x=\"324\" y=\"20.5\" width=\"26\" height=\"12\" rx=\"3.5\" fill=\"none\" "
    out += "stroke=\"\(ink)\" stroke-opacity=\"0.4\"/>"
    out += "<rect x=\"326\" y=\"22.5\" width=\"19\" height=\"8\" rx=\"2\"/>"
    out += "<rect x=\"351.5\" y=\"24.5\" width=\"2\" height=\"4\" rx=\"1\" fill-opacity=\"0.4\"/>"
    out += "</g><rect x=\"132\" y=\"11\" width=\"126\" height=\"36\" rx=\"18\" fill=\"#000\"/>"
    out += "<rect x=\"128\" y=\""
    DemoFormat.appendCompact(recording.drawnViewport - 13, decimals: 1, to: &out)
    out += "\" width=\"134\" height=\"5\" rx=\"2.5\" fill=\"#0f172a\"/>"
  }

  private func appendIndicator(offset: Double, to out: inout String) {
    guard let thumb = indicator(at: offset) else { return }
    out += "<rect class=\"sc-indicator\" x=\"383\" y=\""
    DemoFormat.appendCompact(thumb.y, decimals: 2, to: &out)
    out += "\" width=\"3\" height=\""
    DemoFormat.appendCompact(thumb.height, decimals: 2, to: &out)
    out += "\" rx=\"1.5\" fill=\"#000\" fill-opacity=\"0.35\"/>"
  }
}
