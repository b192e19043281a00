// MARK: Internal

/// A conversation's input bar: what a ``DemoChrome/Kind/bottomBar`` shows under messages instead
/// of tabs.
extension DemoPhone {
  /// Appends the input bar's items for a bar whose top is at `top`: an attachment button in the
  /// tint, a 28-point rounded square from x = 34 (its top edge flat from x = 42 to 54, 10 points
  /// below the bar's top, as a tab bar's first icon is, where the browser tests find it), and a
  /// rounded text field with its placeholder, ending at x = 340.
  ///
  /// - Parameters:
  ///   - tint: The bar's tint.
  ///   - top: The bar's top edge, in screen points.
  ///   - out: The buffer to append to.
  func appendInputField(tint: String, top: Double, to out: inout String) {
    out += "<g transform=\"translate(0 "
    DemoFormat.appendCompact(top, decimals: 2, to: &out)
    out += ")\"><rect x=\"34\" y=\"10\" width=\"28\" height=\"28\" rx=\"8\" fill=\"\(tint)\"/>"
    out += "<path d=\"M48 17v14M41 24h14\" stroke=\"#fff\" stroke-width=\"2.4\" "
    out += "stroke-linecap=\"round\"/><rect x=\"72\" y=\"8\" width=\"268\" height=\"32\" "
    out += "rx=\"16\" fill=\"#fff\" stroke=\"#cbd5e1\"/><text x=\"88\" y=\"29\" font-size=\"15\" "
    out += "font-weight=\"400\" fill=\"#94a3b8\">Message</text></g>"
  }
}
