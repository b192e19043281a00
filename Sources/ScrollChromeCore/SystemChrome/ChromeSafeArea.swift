/// How much of the top safe area a shy bar takes away as it hides, so that views pinned to the
/// safe area and the scroll indicators follow the bar.
///
/// Taking the bar's whole hidden height away would move the scroll view's resting top under the
/// content while the bar collapses with it near the top: a drag back down would rubber-band
/// against an edge that moves away from the finger, and a status-bar tap would stop short of the
/// top. So the reduction keeps the content at least one bar's travel `R` below the moved edge:
/// `min(hidden, max(0, u − R))`, with `u` the offset from the top of the fully shown bar. Near the
/// top, where the bar and the content move together, nothing changes; farther down the safe area
/// follows the bar exactly. An animation that UIKit aimed at the moved edge (a status-bar tap, the
/// app's animated offset change) is the one way content reaches it: the runtime holds the
/// reduction until the content rests there, then gives it back and keeps the content at the top.
package enum ChromeSafeArea {
  /// The top safe-area reduction, in points (zero or positive).
  ///
  /// - Parameters:
  ///   - hidden: How much of the bar is hidden, `c`.
  ///   - offsetFromTop: The content's offset from the top with the bar shown, `u`.
  ///   - range: The bar's travel, `R`.
  /// - Note: Cost per event: O(1), no allocation.
  package static func topReduction(hidden: Double, offsetFromTop: Double, range: Double) -> Double {
    max(0, min(hidden, offsetFromTop - range))
  }
}
