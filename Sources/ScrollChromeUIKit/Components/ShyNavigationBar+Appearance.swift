#if canImport(UIKit)
  import ScrollChromeCore
  import UIKit

  extension ShyNavigationBar {
    // MARK: Public

    /// The bar's height when fully shown, below the status bar: how far it travels to a shy
    /// height of 0. By default the height UIKit gives the bar (44 points on iPhone, 50 on iPad),
    /// followed as it changes; set it for a bar whose content is of another height.
    public var fullHeight: CGFloat {
      get { explicitFullHeight ?? (bounds.height > 0 ? bounds.height : 44) }
      set {
        explicitFullHeight = newValue
        install()
      }
    }

    /// Whether scrolling moves the bar (SQTShyNavigationBar's `enabled`). Default `true`.
    public var isShyEnabled: Bool {
      get { handle?.isEnabled ?? true }
      set {
        handle?.isEnabled = newValue
        setNeedsLayout()
      }
    }

    /// Whether the items fade as the bar hides. Default `true`.
    ///
    /// Every subview of the bar fades but the first, the bar's background, which never fades. The
    /// title or title view, the back button and the bar button items, system items and custom
    /// views alike, sit inside those subviews, so each fades exactly once; UIKit's push and pop
    /// transitions crossfade views inside them, on top of the fade. A faded subview keeps an
    /// alpha of about 1e-7 rather than 0, so that the bar finds it again as it comes back; UIKit
    /// does not hit-test a view below an alpha of 0.01, so a hidden bar's items take no taps.
    /// Subviews that UIKit hid or made fully transparent itself are left alone. Under Liquid
    /// Glass (iOS 26 and later) the items sit in glass, which must not be faded: only the title
    /// view and the custom views fade there. Switching this off gives the items their full alpha
    /// back.
    public var fadesItems: Bool {
      get { itemFade.isEnabled }
      set {
        itemFade.isEnabled = newValue
        fadeItems(for: handle?.chrome)
      }
    }

    /// How far the content has scrolled from its top, from 0 to 1: 0 at the top, 1 once it is
    /// ``overlapDistance`` points (default 8) from it (``CollapseBehavior/overlap``) — the
    /// measure UIKit's switch to the standard appearance follows. A shy bar near the top slides
    /// up with the content, so this already reads 1 there while no content runs under the bar's
    /// visible edge; for a hairline or a shadow of your own under the bar, read
    /// ``contentOverlap``. On iOS 26 and later the system's scroll edge effect softens the
    /// content under the bar by itself, and these drive only effects of your own.
    public var overlap: CGFloat { CGFloat(handle?.chrome.behavior.overlap ?? 0) }

    /// How far the content runs under the bar's visible bottom edge, from 0 to 1: 0 while the
    /// content's top meets that edge — also while the bar slides up with the content near the
    /// top — and 1 once the content runs ``overlapDistance`` points under it. Read it in
    /// ``onUpdate``, which the bar calls whenever it changes, to draw a hairline or a shadow of
    /// your own that follows the bar.
    public var contentOverlap: CGFloat { CGFloat(handle?.chrome.behavior.contentOverlap ?? 0) }

    // MARK: Internal

    /// Keeps UIKit's switch between the bar's scroll-edge and standard appearances right: while
    /// the bar moves up with the content near the top, no content runs under its visible edge but
    /// UIKit measures the content as scrolled, so the top item's standard and compact appearances
    /// take the look UIKit shows at the scroll edge; the item's own values come back afterwards,
    /// when another item comes on top, or, with `chrome` `nil`, when the bar leaves its window
    /// (``CollapseBehavior/standsInScrollEdgeAppearance``).
    ///
    /// - Note: Cost per event: two comparisons; four assignments when the stand-in starts or ends.
    func showExpectedAppearance(for chrome: ShyBar.Chrome?) {
      let wanted = chrome?.behavior.standsInScrollEdgeAppearance ?? false
      let id = topItem.map { UInt(bitPattern: ObjectIdentifier($0)) }
      if let kept = appearanceStandIn.end(wanted: wanted, topItemID: id) {
        kept.item.item?.standardAppearance = kept.standard
        kept.item.item?.compactAppearance = kept.compact
      }
      guard let item = topItem, let id, appearanceStandIn.starts(wanted: wanted, topItemID: id)
      else { return }
      let standard = scrollEdgeLook(compact: false, on: item)
      let compact = scrollEdgeLook(compact: true, on: item)
      appearanceStandIn.begin(
        .init(
          item: WeakNavigationItem(item: item), id: id, standard: item.standardAppearance,
          compact: item.compactAppearance))
      item.standardAppearance = standard
      item.compactAppearance = compact
    }

    /// The stand-in's record: a navigation item, held weakly, and its appearances.
    typealias AppearanceStandIn =
      ScrollEdgeAppearanceStandIn<WeakNavigationItem, UINavigationBarAppearance>

    /// A navigation item held weakly, so that the stand-in keeps no popped item alive.
    nonisolated struct WeakNavigationItem: WeakItemReference {
      weak var item: UINavigationItem?
      var isReleased: Bool { item == nil }
    }

    // MARK: Private

    /// The appearance UIKit shows at the scroll edge with `item` on top, at compact height or
    /// not: an appearance the app set, or a copy of a standard one with a transparent background.
    private func scrollEdgeLook(
      compact: Bool, on item: UINavigationItem
    ) -> UINavigationBarAppearance {
      let look = barAppearances.scrollEdgeLook(compact: compact, item: item.appearances)
      guard look.clearsBackground else { return look.appearance }
      let clear: UINavigationBarAppearance = look.appearance.copy()
      clear.configureWithTransparentBackground()
      return clear
    }

    /// The bar's own four appearances.
    private var barAppearances: BarAppearances<UINavigationBarAppearance, UINavigationBarAppearance>
    {
      BarAppearances(
        standard: standardAppearance, compact: compactAppearance,
        scrollEdge: scrollEdgeAppearance, compactScrollEdge: compactScrollEdgeAppearance)
    }
  }

  extension UINavigationItem {
    /// The item's four appearances.
    fileprivate var appearances:
      BarAppearances<UINavigationBarAppearance?, UINavigationBarAppearance>
    {
      BarAppearances(
        standard: standardAppearance, compact: compactAppearance,
        scrollEdge: scrollEdgeAppearance, compactScrollEdge: compactScrollEdgeAppearance)
    }
  }
#endif
