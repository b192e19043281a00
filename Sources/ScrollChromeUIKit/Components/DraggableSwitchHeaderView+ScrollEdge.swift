#if canImport(UIKit)
  import UIKit

  extension DraggableSwitchHeaderView {
    // MARK: Public

    /// Whether the header registers with the system's scroll edge effect on iOS 26 and later.
    /// Default `true`.
    ///
    /// A header laid out over the top of the scroll view it follows then carries a
    /// `UIScrollEdgeElementContainerInteraction` for that scroll view's top edge, so the effect
    /// that softens the content under the top bars shapes itself around the header's label and
    /// arrow, as it does around a system bar. It follows the scroll view you pass to
    /// ``follow(_:)``. A header inside the scroll view's content, which scrolls with it, overlays
    /// no edge and does not register. The header does not check where it is laid out: one laid
    /// out beside the scroll view rather than over it overlays no edge either, so set `false`
    /// there, or to keep the header out of the effect. Before iOS 26 this changes nothing.
    public var registersWithScrollEdgeEffect: Bool {
      get { scrollEdge.registers }
      set {
        scrollEdge.registers = newValue
        scrollEdge.update(scrollView: driver.scrollView)
      }
    }
  }
#endif
