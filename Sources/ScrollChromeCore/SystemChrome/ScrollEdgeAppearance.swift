/// How a shy navigation bar keeps UIKit's switch between its scroll-edge and standard appearances
/// right while it moves.
///
/// UIKit shows a navigation bar's scroll-edge appearance while the edge of the scroll view's
/// content meets the bar's edge, and the standard one once the content runs under the bar. It
/// measures that on the scroll view: the content is at the edge while its offset is at the top
/// of the adjusted content inset, which the top safe area sets. A shy bar near the top collapses
/// with the content by a transform and leaves the safe area alone there (``ChromeSafeArea``): the
/// content leaves UIKit's edge at the first point, yet the bar's visible bottom edge moves up with
/// the content's top, and no content runs under it. UIKit would show the standard appearance (a
/// background and a hairline) where a person expects the scroll-edge one. Farther down, the safe
/// area follows the hidden bar, and UIKit's edge and the bar's visible edge agree again.
///
/// So the bar stands its scroll-edge look in for the standard one while the two disagree and the
/// bar is still moving (``CollapseBehavior/standsInScrollEdgeAppearance``): the top item's
/// standard and compact appearances become the looks UIKit shows at the scroll edge
/// (``BarAppearances/scrollEdgeLook(compact:item:)``), and the item's own values come back
/// once the stand-in ends, another item comes on top, or the bar leaves its window. The stand-in
/// holds the item by a reference that does not keep it alive (``WeakItemReference``; Embedded
/// Swift has no weak references, so the adapter makes it): an item popped and released meanwhile
/// has nothing to get back.
package struct ScrollEdgeAppearanceStandIn<Item: WeakItemReference, Appearance> {
  // MARK: Package

  /// The item a stand-in is on, and its own standard and compact appearances (`nil`: not set),
  /// given back when the stand-in ends.
  package struct Kept {
    package let item: Item
    package let id: UInt
    package let standard: Appearance?
    package let compact: Appearance?

    package init(item: Item, id: UInt, standard: Appearance?, compact: Appearance?) {
      self.item = item
      self.id = id
      self.standard = standard
      self.compact = compact
    }
  }

  /// The item the stand-in is on, while there is one.
  package private(set) var kept: Kept?

  package init() {}

  /// Ends the stand-in when it is no longer wanted, another item is on top or its item was
  /// released (a new item may then reuse its identity), and returns what to give back to its
  /// item, once; `nil` when it goes on or there is none. The bar leaving its window ends it with
  /// `wanted` `false`.
  ///
  /// - Parameters:
  ///   - wanted: Whether the bar stands in now (``CollapseBehavior/standsInScrollEdgeAppearance``).
  ///   - topItemID: The identity of the bar's top item, or `nil` without one.
  /// - Note: Cost per event: O(1), no allocation.
  package mutating func end(wanted: Bool, topItemID: UInt?) -> Kept? {
    guard let kept, !wanted || kept.id != topItemID || kept.item.isReleased else { return nil }
    self.kept = nil
    return kept
  }

  /// Whether a stand-in starts on the top item: it is wanted, there is a top item, and none runs
  /// (call ``end(wanted:topItemID:)`` first).
  ///
  /// - Note: Cost per event: O(1), no allocation.
  package func starts(wanted: Bool, topItemID: UInt?) -> Bool {
    wanted && topItemID != nil && kept == nil
  }

  /// Records the stand-in that starts: the item and its own values.
  package mutating func begin(_ kept: Kept) { self.kept = kept }
}

/// A reference to a bar's item that does not keep it alive: a weak reference.
package protocol WeakItemReference {
  /// Whether the item is gone.
  var isReleased: Bool { get }
}

/// The four appearances of a navigation bar or of its top item; `nil` where none is set. A bar
/// always has its standard appearance (`Standard` is `Appearance`); an item may not (`Standard` is
/// `Appearance?`).
package struct BarAppearances<Standard, Appearance> {
  // MARK: Package

  package var standard: Standard
  package var compact: Appearance?
  package var scrollEdge: Appearance?
  package var compactScrollEdge: Appearance?

  package init(
    standard: Standard, compact: Appearance?, scrollEdge: Appearance?,
    compactScrollEdge: Appearance?
  ) {
    self.standard = standard
    self.compact = compact
    self.scrollEdge = scrollEdge
    self.compactScrollEdge = compactScrollEdge
  }
}

extension BarAppearances where Standard == Appearance {
  // MARK: Package

  /// The look this bar shows at the scroll edge with `item` on top, following the fallback UIKit
  /// documents in `UINavigationBar.h`: at standard height the item's scroll-edge appearance, else
  /// the bar's; at compact height first the compact scroll-edge ones, then those. With none set,
  /// UIKit shows the standard appearance (at compact height the compact one first) with a
  /// transparent background.
  ///
  /// - Parameters:
  ///   - compact: Whether the look is for a compact-height bar.
  ///   - item: The top item's appearances.
  /// - Returns: The appearance, and whether to clear its background.
  package func scrollEdgeLook(
    compact: Bool, item: BarAppearances<Appearance?, Appearance>
  ) -> BarLook<Appearance> {
    let compactEdge = compact ? item.compactScrollEdge ?? compactScrollEdge : nil
    if let edge = compactEdge ?? item.scrollEdge ?? scrollEdge {
      return BarLook(appearance: edge, clearsBackground: false)
    }
    let compactStandard = compact ? item.compact ?? self.compact : nil
    return BarLook(
      appearance: compactStandard ?? item.standard ?? standard, clearsBackground: true)
  }
}

/// An appearance a bar shows, and whether UIKit shows it with a transparent background (the
/// standard appearance UIKit modifies when no scroll-edge appearance is set).
package struct BarLook<Appearance> {
  package var appearance: Appearance
  package var clearsBackground: Bool
}

extension CollapseBehavior {
  // MARK: Package

  /// For a bar at the top edge: how far the content runs under the bar's visible bottom edge, in
  /// points (negative while a gap shows there): how far it is scrolled from its top, less how far
  /// the bar is hidden.
  ///
  /// - Note: Cost per event: O(1), no allocation.
  package var contentUnderVisibleEdge: Double { metrics.offsetFromTop - collapsed }

  /// For a bar at the top edge: how far the content runs under the bar's visible bottom edge,
  /// from 0 to 1: ``contentUnderVisibleEdge`` over ``CollapseConfiguration/overlapDistance``,
  /// clamped. Unlike ``overlap``, which measures from the content's top, it stays 0 while a shy
  /// bar slides up with the content near the top.
  ///
  /// - Note: Cost per event: O(1), no allocation.
  package var contentOverlap: Double {
    overlapShare(of: contentUnderVisibleEdge)
  }

  /// For a shy navigation bar, which takes its hidden part from the top safe area
  /// (``ChromeSafeArea``): whether it shows its scroll-edge look where UIKit would show the
  /// standard one. The content has left the edge UIKit measures — its top, moved by the safe area
  /// the bar takes — but runs under the bar's visible edge by no more than half a point (screen
  /// rounding), and the bar is not yet fully shy. That is the bar moving up with the content near
  /// the top. Once fully shy the bar leaves the look to UIKit: the content runs on under its edge
  /// from there. The value follows the offset as well as the bar (a paused bar, partly hidden,
  /// stops standing in as the content runs on under it): the runtime compares it with the
  /// outputs of a piece that takes from the safe area, so the bar is applied whenever it changes.
  ///
  /// - Note: Cost per event: O(1), no allocation.
  package var standsInScrollEdgeAppearance: Bool {
    let offset = metrics.offsetFromTop
    let reduction = ChromeSafeArea.topReduction(
      hidden: collapsed, offsetFromTop: offset, range: range)
    let tolerance = 0.5
    return offset - reduction > tolerance && contentUnderVisibleEdge <= tolerance
      && collapsed < range
  }
}

extension ScrollEdgeAppearanceStandIn: Sendable where Item: Sendable, Appearance: Sendable {}
extension ScrollEdgeAppearanceStandIn.Kept: Sendable where Item: Sendable, Appearance: Sendable {}
extension BarAppearances: Sendable where Standard: Sendable, Appearance: Sendable {}
extension BarLook: Sendable where Appearance: Sendable {}
