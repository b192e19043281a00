#if canImport(UIKit)
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

    // MARK: Internal

    /// Registers the view with the scroll edge effect of the scroll view it follows now, or with
    /// none: after the scroll view, the opt-out or the view's place in the hierarchy changed.
    func updateScrollEdge() { scrollEdge.update(scrollView: driver.scrollView) }
  }
#endif
