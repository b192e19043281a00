/// What a collapsing piece's views draw from: the values whose change calls its apply closure. A
/// header's effects also read the offset; a bar's outputs do not. A shy navigation bar, which
/// takes its hidden part from the top safe area, also draws its scroll-edge look and its edge
/// from where the content is under its visible edge, which changes while the bar holds still
/// (paused, or disabled, partly hidden): ``CollapseBehavior/standsInScrollEdgeAppearance`` and
/// ``CollapseBehavior/contentOverlap``.
struct CollapsingOutputs: Equatable {
  var collapsed: Double
  var range: Double
  var stretch: Double
  var overlap: Double
  var offset: Double
  var isEnabled: Bool
  var isAnimating: Bool
  var standsInScrollEdgeAppearance: Bool
  var contentOverlap: Double

  @inline(__always)
  init<Chrome: CollapsingChrome>(_ chrome: Chrome, reducesTopSafeArea: Bool) {
    collapsed = chrome.behavior.collapsed
    range = chrome.behavior.range
    stretch = chrome.behavior.stretch
    overlap = chrome.behavior.overlap
    offset = chrome.isHeader ? chrome.behavior.metrics.offset : 0
    isEnabled = chrome.behavior.isEnabled
    isAnimating = chrome.isAnimating
    standsInScrollEdgeAppearance =
      reducesTopSafeArea && chrome.behavior.standsInScrollEdgeAppearance
    contentOverlap = reducesTopSafeArea ? chrome.behavior.contentOverlap : 0
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
