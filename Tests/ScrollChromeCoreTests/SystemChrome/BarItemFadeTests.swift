import ScrollChromeCore
import Testing

/// `BarItemFade`: a shy navigation bar fades every subview but its background, floors the alpha
/// at a tiny positive value so that the next pass finds the faded views again, and gives the
/// items their full alpha back once when fading is switched off.
@Suite("Bar item fade") struct BarItemFadeTests {
  /// One subview of the bar and whether the bar fades it.
  struct Subview: Sendable, CustomStringConvertible {
    var index: Int
    var isHidden: Bool
    var alpha: Double
    var fades: Bool
    var label: String
    var description: String { label }
  }

  static let subviews = [
    // The first subview is the bar's background: it never fades.
    Subview(index: 0, isHidden: false, alpha: 1, fades: false, label: "background"),
    // The content view (title, back button, bar button items), shown.
    Subview(index: 1, isHidden: false, alpha: 1, fades: true, label: "content, shown"),
    // The same, faded to the floor on an earlier pass: still found.
    Subview(
      index: 1, isHidden: false, alpha: BarItemFade.minimumAlpha, fades: true,
      label: "content, faded to the floor"),
    // Half faded.
    Subview(index: 2, isHidden: false, alpha: 0.5, fades: true, label: "half faded"),
    // UIKit hid it.
    Subview(index: 2, isHidden: true, alpha: 1, fades: false, label: "hidden"),
    // UIKit made it fully transparent itself (a large title view not in use).
    Subview(index: 3, isHidden: false, alpha: 0, fades: false, label: "transparent"),
  ]

  /// Every subview but the background fades, unless UIKit hid it or made it fully transparent.
  @Test(arguments: subviews)
  func whichSubviewsFade(subview: Subview) {
    #expect(
      BarItemFade.fades(subviewAt: subview.index, isHidden: subview.isHidden, alpha: subview.alpha)
        == subview.fades)
  }

  /// The items take the bar's item alpha, floored at a positive value below UIKit's hit-testing
  /// threshold of 0.01: a shy bar's items are found again on the next pass, and take no taps.
  @Test func theAlphaFollowsTheBarAboveTheFloor() {
    var fade = BarItemFade()
    #expect(fade.alpha(for: 1) == 1)
    #expect(fade.alpha(for: 0.25) == 0.25)
    let shy = fade.alpha(for: 0)
    #expect(shy == BarItemFade.minimumAlpha)
    #expect(BarItemFade.minimumAlpha > 0 && BarItemFade.minimumAlpha < 0.01)
    #expect(BarItemFade.fades(subviewAt: 1, isHidden: false, alpha: shy ?? 0))
  }

  /// Switched off, the items get their full alpha back once if they were faded, then are left
  /// alone; switched on again, they follow the bar at once.
  @Test func switchingOffRestoresTheItemsOnce() {
    var fade = BarItemFade()
    _ = fade.alpha(for: 0)
    fade.isEnabled = false
    #expect(fade.alpha(for: 0) == 1)
    #expect(fade.alpha(for: 0) == nil)
    #expect(fade.alpha(for: 0.5) == nil)
    fade.isEnabled = true
    #expect(fade.alpha(for: 0.5) == 0.5)
  }

  /// Items that were shown when fading is switched off are not touched.
  @Test func switchingOffLeavesShownItemsAlone() {
    var fade = BarItemFade()
    #expect(fade.alpha(for: 1) == 1)
    fade.isEnabled = false
    #expect(fade.alpha(for: 1) == nil)
    var untouched = BarItemFade()
    untouched.isEnabled = false
    #expect(untouched.alpha(for: 0) == nil)
  }

  /// Under Liquid Glass the bar's own subviews hold glass, which draws wrongly under a superview
  /// with an alpha below 1: only the app's views fade there.
  @Test func liquidGlassKeepsTheBarsOwnSubviews() {
    #expect(BarItemFade.fadesBarSubviews(underLiquidGlass: false))
    #expect(!BarItemFade.fadesBarSubviews(underLiquidGlass: true))
  }
}
