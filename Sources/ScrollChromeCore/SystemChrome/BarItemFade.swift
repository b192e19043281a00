/// How a shy navigation bar fades its items as it hides: every subview of the bar but the first,
/// which UIKit keeps for the bar's background.
///
/// The rules, as SQTShyNavigationBar's default update applied them on every pass:
///
/// - **Which views.** Each subview but the first (the background, which never fades) that is not
///   hidden and whose alpha is at least ``minimumAlpha``: a view UIKit made fully transparent
///   itself is left as UIKit set it. The title, a title view, the back button and every bar button
///   item, system or custom, sit inside these views, so each fades once (alphas multiply), and
///   UIKit's own push and pop transitions, which crossfade views inside them, run on top of the
///   fade.
/// - **What alpha.** The bar's ``ShyBar/Chrome/itemAlpha`` (1 shown, 0 shy), never below
///   ``minimumAlpha``: a faded view keeps a positive alpha, so the next pass still finds it and
///   brings it back. Below an alpha of 0.01 UIKit no longer hit-tests a view, so the items of a
///   hidden bar take no taps.
/// - **Liquid Glass.** From iOS 26 the bar's items sit in glass, and a glass view draws
///   incorrectly or not at all when it or one of its superviews has an alpha below 1. There the
///   bar's own subviews never fade; only the views the app gave the bar do — the top item's title
///   view and the custom views of its bar button items — and the system's title, back button and
///   items stay to the system (on iOS 27 the system can minimize the bar instead).
/// - **Switched off.** The items get an alpha of 1 back once, if they were faded, and are then
///   left alone.
package struct BarItemFade: Equatable, Sendable {
  // MARK: Package

  /// The lowest alpha a faded view gets: the smallest positive step of a `Float`
  /// (SQTShyNavigationBar's `FLT_EPSILON`), about 1.2e-7.
  package static let minimumAlpha = Double(Float.ulpOfOne)

  /// Whether the bar fades its items. Default `true`.
  package var isEnabled = true

  /// Creates the fade of a bar whose items show fully.
  package init() {}

  /// Whether the bar fades its own subviews (all but the background), or only the views the app
  /// gave it: its own subviews hold glass under Liquid Glass, which must not be faded.
  ///
  /// - Parameter underLiquidGlass: Whether the app draws with Liquid Glass.
  package static func fadesBarSubviews(underLiquidGlass: Bool) -> Bool { !underLiquidGlass }

  /// Whether the bar gives its subview at `index` the fade's alpha.
  ///
  /// - Parameters:
  ///   - index: The subview's index among the bar's subviews; 0 is the background.
  ///   - isHidden: Whether the subview is hidden.
  ///   - alpha: The subview's alpha now.
  /// - Note: Cost per event: O(1), once per subview.
  package static func fades(subviewAt index: Int, isHidden: Bool, alpha: Double) -> Bool {
    index > 0 && !isHidden && alpha >= minimumAlpha
  }

  /// The alpha to give the items for a bar whose items' alpha is `itemAlpha`, or `nil` to leave
  /// them as they are: while fading, `itemAlpha` floored at ``minimumAlpha``; switched off, 1
  /// once if the items were faded, then `nil`.
  ///
  /// - Parameter itemAlpha: The bar's ``ShyBar/Chrome/itemAlpha``.
  /// - Note: Cost per event: O(1), no allocation.
  package mutating func alpha(for itemAlpha: Double) -> Double? {
    guard isEnabled else {
      guard isFaded else { return nil }
      isFaded = false
      return 1
    }
    let alpha = max(itemAlpha, Self.minimumAlpha)
    isFaded = alpha < 1
    return alpha
  }

  // MARK: Private

  /// Whether the last alpha handed out was below 1.
  private var isFaded = false
}
