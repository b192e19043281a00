// MARK: Internal

/// One row of the content in each ``DemoContentStyle``, drawn in the row's own coordinates (its
/// top left at the origin, 390 points wide, at least 40 tall).
///
/// Everything stays left of x = 360, clear of the column right of the bars' trailing buttons
/// that the browser tests measure the bars in, and nothing but a list's avatars (light, pale) and
/// a sent message's bubble is coloured.
extension DemoPhone {
  /// A list row: an avatar, "Row n" and a line of detail, centred on `middle`.
  ///
  /// - Parameters:
  ///   - index: The row's index from the top of the content.
  ///   - middle: The vertical centre of the row's first 60 points.
  ///   - out: The buffer to append to.
  func appendListRow(_ index: Int, middle: Double, to out: inout String) {
    out += "<circle cx=\"36\" cy=\""
    DemoFormat.appendCompact(middle, decimals: 1, to: &out)
    out += "\" r=\"16\" fill=\"\(Self.avatarColors[index % Self.avatarColors.count])\"/>"
    out += "<text x=\"66\" y=\""
    DemoFormat.appendCompact(middle - 3, decimals: 1, to: &out)
    out += "\">Row \(index + 1)</text><rect x=\"66\" y=\""
    DemoFormat.appendCompact(middle + 6, decimals: 1, to: &out)
    out += "\" width=\"\(110 + (index * 47) % 150)\" height=\"7\" rx=\"3.5\" fill=\"#d5dbe3\"/>"
  }

  /// A message bubble, 44 points tall: received (grey, on the left) or, every third row, sent
  /// (blue, on the right, ending at x = 356), with one or two lines of text.
  ///
  /// - Parameters:
  ///   - index: The row's index from the top of the content.
  ///   - out: The buffer to append to.
  func appendMessage(_ index: Int, to out: inout String) {
    let sent = index % 3 == 1
    let width = Double(120 + (index * 53) % 150)
    let left = sent ? 356 - width : 14
    let lines = width > 200 ? 2 : 1
    out += "<rect x=\""
    DemoFormat.appendCompact(left, decimals: 1, to: &out)
    out += "\" y=\"8\" width=\""
    DemoFormat.appendCompact(width, decimals: 1, to: &out)
    out += "\" height=\"44\" rx=\"20\" fill=\"" + (sent ? "#2563eb" : "#e5e7eb") + "\"/>"
    for line in 0..<lines {
      out += "<rect x=\""
      DemoFormat.appendCompact(left + 16, decimals: 1, to: &out)
      out += "\" y=\"\(lines == 1 ? 26 : 20 + 13 * line)\" width=\""
      DemoFormat.appendCompact(width - (line == 0 ? 32 : 70), decimals: 1, to: &out)
      out += "\" height=\"7\" rx=\"3.5\" fill=\"" + (sent ? "#bfdbfe" : "#9ca3af") + "\"/>"
    }
  }

  /// Three lines of an article's text, the last one short at the end of each paragraph of four
  /// rows; every eighth row opens a section with a heading instead.
  ///
  /// - Parameters:
  ///   - index: The row's index from the top of the content.
  ///   - out: The buffer to append to.
  func appendTextLines(_ index: Int, to out: inout String) {
    if index % 8 == 0 {
      out += "<rect x=\"24\" y=\"18\" width=\"\(150 + (index * 29) % 100)\" height=\"12\" "
      out += "rx=\"4\" fill=\"#475569\"/><rect x=\"24\" y=\"44\" width=\"300\" height=\"7\" "
      out += "rx=\"3.5\" fill=\"#cbd5e1\"/>"
      return
    }
    for (line, y) in [14, 30, 46].enumerated() {
      let short = line == 2 && index % 4 == 3
      let width = short ? 140 + (index * 31) % 90 : 290 + (index * 7 + line * 13) % 26
      out += "<rect x=\"24\" y=\"\(y)\" width=\"\(width)\" height=\"7\" rx=\"3.5\" "
      out += "fill=\"#cbd5e1\"/>"
    }
  }

  // MARK: Private

  private static let avatarColors = [
    "#93c5fd", "#fca5a5", "#86efac", "#fcd34d", "#c4b5fd", "#f9a8d4", "#67e8f9",
  ]
}
