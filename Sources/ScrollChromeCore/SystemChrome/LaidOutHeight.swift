/// The height a bar of chrome is laid out at, as its travel uses it: a bar that measures its own
/// content — SwiftUI's shy and following bars, at every Dynamic Type size — runs its preset with
/// the travel its layout needs.
///
/// The rules:
///
/// - **The preset is the minimum.** The bar travels the larger of its preset's distance and what
///   its layout needs (``ShyBar/fitted(to:)``, ``FollowView/fitted(to:)``): the layout can only add
///   travel, and until the first measurement the preset's own distance is used.
/// - **Half a point of tolerance.** A measurement within half a point of the one in use changes
///   nothing, so layout rounding never replaces the preset. The first measurement is always taken.
/// - **No loop.** A bar's layout must not depend on its own collapse (it is measured where it is
///   laid out, before it moves), so a measurement never feeds back into the next one.
/// - A measurement that is not a finite number at least 0 is ignored.
package struct LaidOutHeight: Equatable, Sendable {
  // MARK: Package

  /// How far a measurement must move from the height in use to replace it: half a point.
  package static let tolerance = 0.5

  /// The laid-out height in use, in points, or `nil` before the first measurement.
  package private(set) var height: Double?

  /// Creates the height of a bar not yet measured.
  package init() {}

  /// Takes a measurement of the bar's laid-out height.
  ///
  /// - Parameter measured: The height the layout gave the bar, in points.
  /// - Returns: Whether the height in use changed, so that the bar's preset must be fitted again.
  package mutating func measure(_ measured: Double) -> Bool {
    guard measured.isFinite, measured >= 0 else { return false }
    if let height, abs(measured - height) < Self.tolerance { return false }
    height = measured
    return true
  }

  /// The distance that takes a following bar fully off screen: its laid-out height and, at the
  /// bottom, the safe area below it (the home indicator's strip, a tab bar's height), which its
  /// background fills. At the top the bar only leaves the safe area, as the content scrolled there
  /// does: the system's bars and scroll edge effect cover what lies above.
  ///
  /// - Parameters:
  ///   - height: The bar's laid-out height, in points.
  ///   - safeAreaBelow: The safe area below the bar, in points.
  ///   - edge: The edge the bar sits at.
  package static func travel(
    ofBarHeight height: Double, safeAreaBelow: Double, at edge: ChromeEdge
  ) -> Double {
    edge == .bottom ? height + max(0, safeAreaBelow) : height
  }
}

extension ShyBar {
  // MARK: Package

  /// This bar with its full height the larger of its own and the laid-out one; its shy height and
  /// settling stay. Unmeasured, it is this bar.
  ///
  /// - Parameter layout: The bar's laid-out height.
  package func fitted(to layout: LaidOutHeight) -> ShyBar {
    guard let height = layout.height, height > fullHeight else { return self }
    var bar = self
    bar.fullHeight = height
    return bar
  }
}

extension FollowView {
  // MARK: Package

  /// This view with its travel, `maxFollowPoint + minFollowPoint`, at least the laid-out one
  /// (``LaidOutHeight/travel(ofBarHeight:safeAreaBelow:at:)``); `minFollowPoint`, the delays and
  /// the settling stay. Unmeasured, it is this view.
  ///
  /// - Parameter layout: The distance that takes the bar off screen.
  package func fitted(to layout: LaidOutHeight) -> FollowView {
    guard let travel = layout.height, travel > maxFollowPoint + minFollowPoint else { return self }
    var view = self
    view.maxFollowPoint = travel - minFollowPoint
    return view
  }
}
