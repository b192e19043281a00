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

    /// How far the content runs under the bar's edge, from 0 to 1: 0 while the content's top
    /// meets the bar, 1 once it has scrolled ``overlapDistance`` points under it
    /// (``CollapseBehavior/overlap``). Read it in ``onUpdate`` to draw a hairline or a shadow of
    /// your own; on iOS 26 and later the system's scroll edge effect softens the content under
    /// the bar by itself, and this drives only effects of your own.
    public var overlap: CGFloat { CGFloat(handle?.chrome.behavior.overlap ?? 0) }

    // MARK: Internal

    /// Keeps UIKit's switch between the bar's scroll-edge and standard appearances right: while
    /// the bar moves up with the content near the top, no content runs under its visible edge but
    /// UIKit measures the content as scrolled, so the top item's standard and compact appearances
    /// take the look UIKit shows at the scroll edge; the item's own values come back afterwards,
    /// or when another item comes on top (``ShyBar/Chrome/standsInScrollEdgeAppearance``).
    ///
    /// - Note: Cost per event: two comparisons; four assignments when the stand-in starts or ends.
    func showExpectedAppearance(for chrome: ShyBar.Chrome) {
      let wanted = chrome.standsInScrollEdgeAppearance
      let id = topItem.map { UInt(bitPattern: ObjectIdentifier($0)) }
      if let kept = appearanceStandIn.end(wanted: wanted, topItemID: id) {
        kept.item.standardAppearance = kept.standard
        kept.item.compactAppearance = kept.compact
      }
      guard let item = topItem, let id, appearanceStandIn.starts(wanted: wanted, topItemID: id)
      else { return }
      let standard = scrollEdgeLook(compact: false, on: item)
      let compact = scrollEdgeLook(compact: true, on: item)
      appearanceStandIn.begin(
        .init(
          item: item, id: id, standard: item.standardAppearance,
          compact: item.compactAppearance))
      item.standardAppearance = standard
      item.compactAppearance = compact
    }

    // MARK: Private

    /// The appearance UIKit shows at the scroll edge with `item` on top, at compact height or
    /// not: an appearance the app set, or a copy of a standard one with a transparent background.
    private func scrollEdgeLook(
      compact: Bool, on item: UINavigationItem
    ) -> UINavigationBarAppearance {
      let look = BarAppearances.scrollEdgeLook(
        compact: compact, item: item.appearances, bar: barAppearances,
        barStandard: standardAppearance)
      guard look.clearsBackground else { return look.appearance }
      let clear: UINavigationBarAppearance = look.appearance.copy()
      clear.configureWithTransparentBackground()
      return clear
    }

    /// The bar's own four appearances.
    private var barAppearances: BarAppearances<UINavigationBarAppearance> {
      BarAppearances(
        standard: standardAppearance, compact: compactAppearance,
        scrollEdge: scrollEdgeAppearance, compactScrollEdge: compactScrollEdgeAppearance)
    }
  }

  extension UINavigationItem {
    /// The item's four appearances.
    fileprivate var appearances: BarAppearances<UINavigationBarAppearance> {
      BarAppearances(
        standard: standardAppearance, compact: compactAppearance,
        scrollEdge: scrollEdgeAppearance, compactScrollEdge: compactScrollEdgeAppearance)
    }
  }
#endif
