import ScrollChromeCore

// MARK: Internal

/// The collapsing header: a picture at the top of the content and the navigation bar's title.
///
/// The picture is a group with class `sc-chrome` inside the scrolling content, so it scrolls away
/// with the list; its own transform and opacity come from the header's attributes (a stretch grows
/// its height and moves it up by the overscroll, pinning it under the navigation bar). The artwork
/// (`sc-chrome-art`) fills the header like an aspect-fill image anchored at its bottom centre,
/// clipped (`sc-chrome-clip`) to the header's height; the caption (`sc-chrome-caption`) stays at
/// the bottom, unscaled. The title (`sc-chrome-title`) is centred in the navigation bar and takes
/// the title's attributes. The player's `chrome` function repeats these formulas.
extension DemoPhone {
  /// The height of the artwork's design box, in points.
  static let artHeight = 220.0

  /// The header elements of the recording, with their index in its chrome.
  var headers: [(number: Int, element: DemoChrome)] {
    recording.chrome.enumerated().filter { $0.element.kind == .header }.map {
      (number: $0.offset, element: $0.element)
    }
  }

  /// Where the list's rows start in the content: below the tallest header, else at the top.
  var contentTop: Double { headers.map(\.element.drawnHeight).max() ?? 0 }

  /// The vertical centre of the navigation bar, where a header's title sits.
  var titleMiddle: Double { (Self.statusHeight + barBottom) / 2 }

  /// The artwork's transform at header height `height`: scaled by `max(1, height / design)` about
  /// its bottom centre, like an aspect-fill image.
  ///
  /// - Parameters:
  ///   - height: The header's height now.
  ///   - design: The header's resting height.
  static func artTransform(height: Double, design: Double) -> String {
    let scale = design > 0 ? max(1, height / design) : 1
    var text = "translate(195 "
    DemoFormat.appendCompact(height - design * scale, decimals: 2, to: &text)
    text += ") scale("
    DemoFormat.appendCompact(scale, decimals: 4, to: &text)
    return text + ") translate(-195 0)"
  }

  /// Appends every header's picture as it is at frame `index`, inside the content group.
  ///
  /// - Parameters:
  ///   - index: The frame to draw.
  ///   - out: The buffer to append to.
  func appendHeaders(at index: Int, to out: inout String) {
    for (number, header) in headers {
      let design = header.drawnHeight
      let attributes = header.headerAttributes(at: index)
      let height = attributes.height ?? design
      let id = "\(idPrefix)-hero\(number)"
      out += "<g class=\"sc-chrome\" data-ch=\"\(number)\" data-kind=\"header\" transform=\""
      out += attributes.transform(centerX: 195, centerY: height / 2)
      out += "\" opacity=\""
      DemoFormat.appendCompact(attributes.alpha, decimals: 2, to: &out)
      out += "\"><clipPath id=\"\(id)\"><rect class=\"sc-chrome-clip\" width=\"390\" height=\""
      DemoFormat.appendCompact(height, decimals: 2, to: &out)
      out += "\"/></clipPath><g clip-path=\"url(#\(id))\"><g class=\"sc-chrome-art\" transform=\""
      out += Self.artTransform(height: height, design: design)
      out += "\">"
      appendArt(id: id, design: design, to: &out)
      out += "</g><g class=\"sc-chrome-caption\" transform=\"translate(0 "
      DemoFormat.appendCompact(height - design, decimals: 2, to: &out)
      out += ")\"><text x=\"20\" y=\""
      DemoFormat.appendCompact(design - 34, decimals: 1, to: &out)
      out += "\" font-size=\"30\" font-weight=\"700\" fill=\"#fff\">Yosemite</text><text x=\"21\" "
      out += "y=\""
      DemoFormat.appendCompact(design - 14, decimals: 1, to: &out)
      out += "\" font-size=\"13\" font-weight=\"500\" fill=\"#fff\" fill-opacity=\"0.85\">"
      out += "Valley view \u{00B7} California</text></g></g></g>"
    }
  }

  /// Appends the navigation bar's items over a header: a back button, a share button and each
  /// header's title as it is at frame `index`.
  ///
  /// - Parameters:
  ///   - index: The frame to draw.
  ///   - out: The buffer to append to.
  func appendHeaderTitles(at index: Int, to out: inout String) {
    let middle = titleMiddle
    let tint = Self.tint(of: headers.first?.number ?? 0)
    out += "<path d=\"M21 "
    DemoFormat.appendCompact(middle - 9, decimals: 1, to: &out)
    out += "l-9 9 9 9\" fill=\"none\" stroke=\"\(tint)\" stroke-width=\"2.6\" "
    out += "stroke-linecap=\"round\" stroke-linejoin=\"round\"/><text x=\"27\" y=\""
    DemoFormat.appendCompact(middle + 6, decimals: 1, to: &out)
    out += "\" font-size=\"17\" fill=\"\(tint)\">Menu</text><g transform=\"translate(359 "
    DemoFormat.appendCompact(middle, decimals: 1, to: &out)
    out += ")\" fill=\"none\" stroke=\"\(tint)\" stroke-width=\"2\" stroke-linecap=\"round\" "
    out += "stroke-linejoin=\"round\"><path d=\"M-6-2h-2v11h16V-2h-2M0 3v-13M-4-6l4-4 4 4\"/></g>"
    for (number, header) in headers {
      let title = header.titleAttributes(at: index)
      out += "<g class=\"sc-chrome-title\" data-ch=\"\(number)\" transform=\""
      out += title.transform(centerX: 195, centerY: middle)
      out += "\" opacity=\""
      DemoFormat.appendCompact(title.alpha, decimals: 2, to: &out)
      out += "\"><text x=\"195\" y=\""
      DemoFormat.appendCompact(middle + 6, decimals: 1, to: &out)
      out += "\" text-anchor=\"middle\" font-size=\"17\" font-weight=\"600\" fill=\"#0f172a\">"
      out += "Yosemite</text></g>"
    }
  }

  // MARK: Private

  /// The artwork, a sunset over mountains, drawn in a 390 × `design` box.
  private func appendArt(id: String, design: Double, to out: inout String) {
    out += "<defs><linearGradient id=\"\(id)-sky\" x1=\"0\" y1=\"0\" x2=\"0\" y2=\"1\">"
    for (offset, color) in [
      ("0", "#312e81"), ("0.5", "#be185d"), ("0.82", "#f97316"), ("1", "#fdba74"),
    ] {
      out += "<stop offset=\"\(offset)\" stop-color=\"\(color)\"/>"
    }
    out += "</linearGradient>"
    out += "<linearGradient id=\"\(id)-shade\" x1=\"0\" y1=\"0\" x2=\"0\" y2=\"1\">"
    out += "<stop offset=\"0\" stop-color=\"#000\" stop-opacity=\"0\"/>"
    out += "<stop offset=\"1\" stop-color=\"#000\" stop-opacity=\"0.45\"/></linearGradient></defs>"
    let scale = design / Self.artHeight
    out += "<g transform=\"scale(1 "
    DemoFormat.appendCompact(scale, decimals: 4, to: &out)
    out += ")\"><rect width=\"390\" height=\"220\" fill=\"url(#\(id)-sky)\"/>"
    out += "<circle cx=\"302\" cy=\"66\" r=\"40\" fill=\"#fde68a\" fill-opacity=\"0.25\"/>"
    out += "<circle cx=\"302\" cy=\"66\" r=\"23\" fill=\"#fde68a\"/>"
    out += "<path d=\"M0 148 60 104l46 30 64-58 62 52 58-34 62 38 38-20v108H0Z\" fill=\"#7e22ce\"/>"
    out += "<path d=\"m156 89 14-13 14 12-6-2-4 4-5-4-6 4Z\" fill=\"#fff\" fill-opacity=\"0.85\"/>"
    out += "<path d=\"M0 176 52 146l44 22 56-44 64 50 54-26 60 32 60-20v64H0Z\" fill=\"#2e1065\"/>"
    out += "<rect y=\"130\" width=\"390\" height=\"90\" fill=\"url(#\(id)-shade)\"/></g>"
  }
}
