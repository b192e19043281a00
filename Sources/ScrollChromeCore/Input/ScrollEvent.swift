/// One thing a scroll view reports, as a `UIScrollViewDelegate` would.
///
/// The UIKit and SwiftUI adapters, the simulator, `scrollchrome trace` — or your own code — turn
/// what they observe into these events and hand them, with a timestamp, to a ``ScrollTracker``.
public enum ScrollEvent: Sendable, Equatable {
  /// The viewport, content or insets changed. The offset is unchanged.
  case geometry(viewport: Double, content: Double, insetTop: Double, insetBottom: Double)
  /// The content offset is now `y`.
  case scroll(y: Double)
  /// A finger started dragging the content (`scrollViewWillBeginDragging`).
  case beginDragging
  /// The finger lifted (`scrollViewDidEndDragging`). `velocity` is in points per second with the
  /// sign of the offset; `willDecelerate` tells whether the content keeps moving.
  case endDragging(velocity: Double, willDecelerate: Bool)
  /// The content came to rest after a release (`scrollViewDidEndDecelerating`).
  case endDecelerating
  /// The app started an offset change: `setContentOffset(_:animated: true)`, or a jump without
  /// animation, which is reported as `beginProgrammatic`, `scroll(y:)`, `endProgrammatic` so that
  /// chrome settles after it.
  case beginProgrammatic
  /// The app's offset change ended (`scrollViewDidEndScrollingAnimation`, `…DidScrollToTop`, or
  /// right after a jump): a settle point.
  case endProgrammatic
  /// The status bar was tapped: the scroll view starts animating to its top.
  case scrollToTop
  /// The chrome now follows another scroll view, with these metrics.
  case switchScrollView(ScrollMetrics)

  /// Whether the event brings new geometry: ``geometry(viewport:content:insetTop:insetBottom:)``
  /// or ``switchScrollView(_:)``.
  var changesGeometry: Bool {
    switch self {
    case .geometry, .switchScrollView: true
    default: false
    }
  }

  /// The name used in `scrollchrome trace` output and in diagnostics.
  package var name: String {
    switch self {
    case .geometry: "geometry"
    case .scroll: "scroll"
    case .beginDragging: "beginDragging"
    case .endDragging: "endDragging"
    case .endDecelerating: "endDecelerating"
    case .beginProgrammatic: "beginProgrammatic"
    case .endProgrammatic: "endProgrammatic"
    case .scrollToTop: "scrollToTop"
    case .switchScrollView: "switchScrollView"
    }
  }
}
