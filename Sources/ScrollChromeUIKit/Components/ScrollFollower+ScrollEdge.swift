#if canImport(UIKit)
  import ScrollChromeCore
  import UIKit

  extension ScrollFollower {
    // MARK: Public

    /// Whether the view registers with the system's scroll edge effect on iOS 26 and later.
    /// Default `true`.
    ///
    /// The view then carries a `UIScrollEdgeElementContainerInteraction` for ``scrollView`` and
    /// its ``edge``, so the effect that softens the content under the scroll view's bars shapes
    /// itself around the view's labels, images and controls, as it does around a system bar. The
    /// interaction lives on the view that moves, so it follows the view as it hides and shows,
    /// and it follows ``scrollView`` as you change it; with no scroll view, or a view inside the
    /// scroll view's content, it is removed. Set `false` to keep the view out of the effect.
    /// Before iOS 26 this changes nothing.
    public var registersWithScrollEdgeEffect: Bool {
      get { scrollEdge.registers }
      set {
        scrollEdge.registers = newValue
        updateScrollEdge()
      }
    }

    /// How far the content runs under the view's edge, from 0 to 1: at the top edge how far the
    /// content is scrolled from its top, at the bottom edge how far it runs on below the scroll
    /// view, each reaching 1 at the preset's `overlapDistance` (default 8 points;
    /// ``CollapseBehavior/overlap``). It changes with the scroll view alone, not with the view's
    /// own movement; read it in ``onUpdate`` to draw a hairline or a shadow. On iOS 26 and later
    /// the system's scroll edge effect softens the content under the view by itself
    /// (``registersWithScrollEdgeEffect``), and this drives only effects of your own; before, it
    /// is the whole effect.
    public var overlap: CGFloat { CGFloat(chrome?.behavior.overlap ?? 0) }

    // MARK: Internal

    /// Makes the view hide by exactly `height` (a bar's own height, which UIKit sets); keeps the
    /// fraction.
    func hide(byHeight height: CGFloat) {
      let travel = Double(height)
      if travel > 0, preset.maxFollowPoint + preset.minFollowPoint != travel {
        preset.maxFollowPoint = travel - preset.minFollowPoint
      }
    }

    /// Registers the view with the scroll edge effect of the scroll view it follows now, or with
    /// none: after the scroll view, the opt-out or the view's place in the hierarchy changed.
    func updateScrollEdge() { scrollEdge.update(scrollView: driver.scrollView) }
  }
#endif
