// MARK: Internal

/// The chrome drawn over the phone's list: shy navigation bars and tab bars that follow scrolling.
///
/// Each element is a group with class `sc-chrome` and `data-ch` its index in the recording's chrome,
/// whose parts
/// the page's player moves; the formulas here and in the player's `chrome` function must agree:
///
/// - top bar, `c` collapsed of `h`, fraction `f`: background `sc-chrome-bg` from the screen top
///   down to `status + h − c`, hairline `sc-chrome-edge` at its bottom, items `sc-chrome-items`
///   kept centred in the visible bar (moved up by `c / 2`), shrunk to `1 − 0.4 f` and faded to
///   opacity `1 − f`, clipped (`sc-chrome-clip`) to the visible bar below the status bar;
/// - bottom bar: the whole group moved down by `c` (a conversation's is its input field, any
///   other's a tab bar);
/// - a bar with overlaps (``DemoChrome/overlaps``): its hairline `sc-chrome-edge`, 2 points of
///   black inside the bar's edge, at opacity `0.35 × overlap` (UIKit's scroll-edge appearance:
///   no hairline while nothing runs under the bar); otherwise a fixed hairline.
///
/// Each element is tinted with its line's colour on the chart: a top bar is filled with it, a
/// bottom bar is washed with it and its selected tab drawn in it.
extension DemoPhone {
  /// The thickness of a bar's scroll-edge hairline, in points: at a top bar's bottom edge and a
  /// bottom bar's top edge, inside the bar.
  static let scrollEdgeThickness = 2.0
  /// The opacity of a bar's black scroll-edge hairline once the content runs a full overlap
  /// distance under the bar's edge; it is `overlap` times this.
  static let scrollEdgeOpacity = 0.35

  /// The tint of chrome element `number`: its line's colour on the chart.
  ///
  /// - Parameter number: The element's index in the recording's chrome.
  static func tint(of number: Int) -> String {
    DemoChart.seriesColors[number % DemoChart.seriesColors.count]
  }

  /// Appends every bar as it is at frame `index` (headers and pull banners are drawn by
  /// `DemoPhone+Header.swift` and `DemoPhone+Pull.swift`).
  ///
  /// - Parameters:
  ///   - index: The frame to draw.
  ///   - out: The buffer to append to.
  func appendChrome(at index: Int, to out: inout String) {
    for (number, element) in recording.chrome.enumerated() {
      switch element.kind {
      case .topBar: appendTopBar(element, number: number, at: index, to: &out)
      case .bottomBar: appendBottomBar(element, number: number, at: index, to: &out)
      case .header, .pullBanner: break  // drawn in the content and under the bars
      }
    }
  }

  /// The transform of a top bar's items: centred in the visible bar and shrunk to `1 − 0.4 f`.
  ///
  /// `translate(195 middle − c/2) scale(1 − 0.4 f) translate(−195 −middle)`, where `middle` is
  /// the centre of the full bar; the player's script writes the same.
  ///
  /// - Parameters:
  ///   - middle: The centre of the full bar, in screen points.
  ///   - collapsed: How far the bar has collapsed, in points.
  ///   - fraction: The bar's fraction.
  static func itemsTransform(middle: Double, collapsed: Double, fraction: Double) -> String {
    var text = "translate(195 "
    DemoFormat.appendCompact(middle - collapsed / 2, decimals: 2, to: &text)
    text += ") scale("
    DemoFormat.appendCompact(1 - 0.4 * fraction, decimals: 3, to: &text)
    text += ") translate(-195 "
    DemoFormat.appendCompact(-middle, decimals: 2, to: &text)
    return text + ")"
  }

  // MARK: Private

  private func appendTopBar(
    _ bar: DemoChrome, number: Int, at index: Int, to out: inout String
  ) {
    let status = Self.statusHeight
    let height = bar.drawnHeight
    let collapsed = bar.drawnCollapsed(at: index)
    let bottom = status + height - collapsed
    let clip = "\(idPrefix)-chrome\(number)"
    out += "<g class=\"sc-chrome\" data-ch=\"\(number)\" data-kind=\"topBar\">"
    out += "<rect class=\"sc-chrome-bg\" width=\"390\" height=\""
    DemoFormat.appendCompact(bottom, decimals: 2, to: &out)
    out +=
      "\" fill=\"\(Self.tint(of: number))\" fill-opacity=\"0.94\"/><rect class=\"sc-chrome-edge\" "
    let edge = bar.drawsScrollEdge ? Self.scrollEdgeThickness : 0.75
    out += "y=\""
    DemoFormat.appendCompact(bottom - edge, decimals: 2, to: &out)
    out += "\" width=\"390\" height=\""
    DemoFormat.appendCompact(edge, decimals: 2, to: &out)
    out += "\" fill=\"#000\" fill-opacity=\""
    let opacity = bar.drawsScrollEdge ? Self.scrollEdgeOpacity * bar.drawnOverlap(at: index) : 0.25
    DemoFormat.appendCompact(opacity, decimals: 3, to: &out)
    out += "\"/>"
    out += "<clipPath id=\"\(clip)\"><rect class=\"sc-chrome-clip\" y=\""
    DemoFormat.appendCompact(status, decimals: 2, to: &out)
    out += "\" width=\"390\" height=\""
    DemoFormat.appendCompact(height - collapsed, decimals: 2, to: &out)
    out += "\"/></clipPath><g clip-path=\"url(#\(clip))\"><g class=\"sc-chrome-items\" "
    let fraction = bar.drawnFraction(at: index)
    let middle = status + height / 2
    out += "transform=\""
    out += Self.itemsTransform(middle: middle, collapsed: collapsed, fraction: fraction)
    out += "\" opacity=\""
    DemoFormat.appendCompact(1 - fraction, decimals: 2, to: &out)
    out += "\">"
    out += "<path d=\"M21 "
    DemoFormat.appendCompact(middle - 9, decimals: 1, to: &out)
    out += "l-9 9 9 9\" fill=\"none\" stroke=\"#fff\" stroke-width=\"2.6\" "
    out += "stroke-linecap=\"round\" stroke-linejoin=\"round\"/>"
    out += "<text y=\""
    DemoFormat.appendCompact(middle + 6, decimals: 1, to: &out)
    let items = recording.contentStyle.barItems
    out += "\" font-size=\"17\" fill=\"#fff\"><tspan x=\"27\">\(items.back)</tspan>"
    out += "<tspan x=\"370\" text-anchor=\"end\">\(items.trailing)</tspan><tspan x=\"195\" "
    out += "text-anchor=\"middle\" font-weight=\"600\">\(items.title)</tspan></text>"
    out += "</g></g></g>"
  }

  private func appendBottomBar(
    _ bar: DemoChrome, number: Int, at index: Int, to out: inout String
  ) {
    let height = bar.drawnHeight
    let top = recording.drawnViewport - height
    out += "<g class=\"sc-chrome\" data-ch=\"\(number)\" data-kind=\"bottomBar\" "
    out += "transform=\"translate(0 "
    DemoFormat.appendCompact(bar.drawnCollapsed(at: index), decimals: 2, to: &out)
    out += ")\"><rect y=\""
    DemoFormat.appendCompact(top, decimals: 2, to: &out)
    out += "\" width=\"390\" height=\""
    DemoFormat.appendCompact(height, decimals: 2, to: &out)
    out += "\" fill=\"#f8fafc\" fill-opacity=\"0.92\"/><rect y=\""
    DemoFormat.appendCompact(top, decimals: 2, to: &out)
    out += "\" width=\"390\" height=\""
    DemoFormat.appendCompact(height, decimals: 2, to: &out)
    out += "\" fill=\"\(Self.tint(of: number))\" fill-opacity=\"0.08\"/>"
    if bar.drawsScrollEdge {
      out += "<rect class=\"sc-chrome-edge\" y=\""
      DemoFormat.appendCompact(top, decimals: 2, to: &out)
      out += "\" width=\"390\" height=\""
      DemoFormat.appendCompact(Self.scrollEdgeThickness, decimals: 2, to: &out)
      out += "\" fill=\"#000\" fill-opacity=\""
      DemoFormat.appendCompact(
        Self.scrollEdgeOpacity * bar.drawnOverlap(at: index), decimals: 3, to: &out)
      out += "\"/>"
    } else {
      out += "<rect y=\""
      DemoFormat.appendCompact(top, decimals: 2, to: &out)
      out += "\" width=\"390\" height=\"0.75\" fill=\"#94a3b8\"/>"
    }
    if recording.contentStyle == .messages {
      appendInputField(tint: Self.tint(of: number), top: top, to: &out)
    } else {
      for (item, tab) in Self.tabs.enumerated() {
        let center = 390 / 8 * Double(2 * item + 1)
        let color = item == 0 ? Self.tint(of: number) : "#8a94a6"
        out += "<g fill=\"\(color)\" stroke=\"\(color)\" transform=\"translate("
        DemoFormat.appendCompact(center - 12, decimals: 2, to: &out)
        out += " "
        DemoFormat.appendCompact(top + 6, decimals: 2, to: &out)
        out += ")\">\(tab.icon)<text x=\"12\" y=\"37\" text-anchor=\"middle\" "
        out += "font-size=\"10\" font-weight=\"500\" stroke=\"none\">\(tab.label)</text></g>"
      }
    }
    out += "</g>"
  }

  /// The tab bar's items: a 24-point icon (SVG, drawn in the item's colour) and a label.
  private static let tabs: [(label: String, icon: String)] = [
    (
      "Inbox",
      "<path d=\"M3 13 6 4h12l3 9v7H3Z\" stroke=\"none\"/><path d=\"M3 13h5l1.5 3h5L16 13h5\" "
        + "fill=\"none\" stroke=\"#f8fafc\" stroke-width=\"1.6\" stroke-linejoin=\"round\"/>"
    ),
    (
      "Search",
      "<circle cx=\"10.5\" cy=\"10.5\" r=\"6.5\" fill=\"none\" stroke-width=\"2.4\"/>"
        + "<path d=\"M15.5 15.5 21 21\" stroke-width=\"2.6\" stroke-linecap=\"round\"/>"
    ),
    (
      "Activity",
      "<path d=\"M12 20.5C5.5 15.8 3 12.6 3 9.1 3 6.3 5.1 4.2 7.7 4.2c1.8 0 3.3 1 4.3 "
        + "2.5 1-1.5 2.5-2.5 4.3-2.5 2.6 0 4.7 2.1 4.7 4.9 0 3.5-2.5 6.7-9 11.4Z\" fill=\"none\" "
        + "stroke-width=\"2.2\" stroke-linejoin=\"round\"/>"
    ),
    (
      "Profile",
      "<circle cx=\"12\" cy=\"8\" r=\"4.2\" stroke=\"none\"/><path d=\"M3.5 21c.6-4.6 "
        + "4-7 8.5-7s7.9 2.4 8.5 7Z\" stroke=\"none\"/>"
    ),
  ]
}
