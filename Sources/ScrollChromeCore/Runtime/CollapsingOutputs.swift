/// What a collapsing piece's views draw from: the values whose change calls its apply closure. A
/// header's effects also read the offset; a bar's outputs do not.
struct CollapsingOutputs: Equatable {
  var collapsed: Double
  var range: Double
  var stretch: Double
  var overlap: Double
  var offset: Double
  var isEnabled: Bool
  var isAnimating: Bool

  @inline(__always)
  init<Chrome: CollapsingChrome>(_ chrome: Chrome) {
    collapsed = chrome.behavior.collapsed
    range = chrome.behavior.range
    stretch = chrome.behavior.stretch
    overlap = chrome.behavior.overlap
    offset = chrome.isHeader ? chrome.behavior.metrics.offset : 0
    isEnabled = chrome.behavior.isEnabled
    isAnimating = chrome.isAnimating
  }

  /// The status these outputs give a piece: whether it needs frames, whether the scroll view
  /// offers the expand action (``ChromeAccessibility/offersExpandAction(fraction:isEnabled:isHeader:)``).
  @inline(__always)
  func status(isHeader: Bool) -> PieceStatus {
    var status: PieceStatus = isAnimating ? .isAnimating : []
    if ChromeAccessibility.offersExpandAction(
      fraction: collapsed / range, isEnabled: isEnabled, isHeader: isHeader)
    {
      status.insert(.offersExpandAction)
    }
    return status
  }
}
