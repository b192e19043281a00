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
/// bar is still moving (``ShyBar/Chrome/standsInScrollEdgeAppearance``): the top item's standard and compact
/// appearances become the looks UIKit shows at the scroll edge
/// (``BarAppearances/scrollEdgeLook(compact:item:bar:barStandard:)``), and the item's own values
/// come back once the stand-in ends or another item comes on top.
package struct ScrollEdgeAppearanceStandIn<Item, Appearance> {
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

  /// Ends the stand-in when it is no longer wanted or another item is on top, and returns what to
  /// give back to its item, once; `nil` when it goes on or there is none.
  ///
  /// - Parameters:
  ///   - wanted: Whether the bar stands in now (``ShyBar/Chrome/standsInScrollEdgeAppearance``).
  ///   - topItemID: The identity of the bar's top item, or `nil` without one.
  /// - Note: Cost per event: O(1), no allocation.
  package mutating func end(wanted: Bool, topItemID: UInt?) -> Kept? {
    guard let kept, !wanted || kept.id != topItemID else { return nil }
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

/// The four appearances of a navigation bar or of its top item; `nil` where none is set.
package struct BarAppearances<Appearance> {
  // MARK: Package

  package var standard: Appearance?
  package var compact: Appearance?
  package var scrollEdge: Appearance?
  package var compactScrollEdge: Appearance?

  package init(
    standard: Appearance?, compact: Appearance?, scrollEdge: Appearance?,
    compactScrollEdge: Appearance?
  ) {
    self.standard = standard
    self.compact = compact
    self.scrollEdge = scrollEdge
    self.compactScrollEdge = compactScrollEdge
  }

  /// The look UIKit shows at the scroll edge, following the fallback UIKit documents in
  /// `UINavigationBar.h`: at standard height the item's scroll-edge appearance, else the bar's;
  /// at compact height first the compact scroll-edge ones, then those. With none set, UIKit shows
  /// the standard appearance (at compact height the compact one first) with a transparent
  /// background.
  ///
  /// - Parameters:
  ///   - compact: Whether the look is for a compact-height bar.
  ///   - item: The top item's appearances.
  ///   - bar: The bar's appearances.
  ///   - barStandard: The bar's standard appearance, which UIKit always has.
  /// - Returns: The appearance, and whether to clear its background.
  package static func scrollEdgeLook(
    compact: Bool, item: Self, bar: Self, barStandard: Appearance
  ) -> BarLook<Appearance> {
    let compactEdge = compact ? item.compactScrollEdge ?? bar.compactScrollEdge : nil
    if let edge = compactEdge ?? item.scrollEdge ?? bar.scrollEdge {
      return BarLook(appearance: edge, clearsBackground: false)
    }
    let compactStandard = compact ? item.compact ?? bar.compact : nil
    return BarLook(
      appearance: compactStandard ?? item.standard ?? bar.standard ?? barStandard,
      clearsBackground: true)
  }
}

/// An appearance a bar shows, and whether UIKit shows it with a transparent background (the
/// standard appearance UIKit modifies when no scroll-edge appearance is set).
package struct BarLook<Appearance> {
  package var appearance: Appearance
  package var clearsBackground: Bool
}

extension ShyBar.Chrome {
  // MARK: Package

  /// How far the content runs under the bar's visible bottom edge, in points (negative while a
  /// gap shows there): how far it is scrolled from its top, less how far the bar is hidden.
  package var contentUnderVisibleEdge: Double {
    behavior.metrics.offsetFromTop - behavior.collapsed
  }

  /// Whether the bar shows its scroll-edge look where UIKit would show the standard one: the
  /// content has left the edge UIKit measures — its top, moved by the safe area the bar takes
  /// (``ChromeSafeArea``) — but runs under the bar's visible edge by no more than half a point
  /// (screen rounding), and the bar is not yet fully shy. That is the bar moving up with the
  /// content near the top. Once fully shy the bar leaves the look to UIKit: the content runs on
  /// under its edge from there, and the value changes only with the bar's outputs, so the bar
  /// applies it whenever it changes.
  ///
  /// - Note: Cost per event: O(1), no allocation.
  package var standsInScrollEdgeAppearance: Bool {
    let offset = behavior.metrics.offsetFromTop
    let reduction = ChromeSafeArea.topReduction(
      hidden: behavior.collapsed, offsetFromTop: offset, range: behavior.range)
    let tolerance = 0.5
    return offset - reduction > tolerance && contentUnderVisibleEdge <= tolerance
      && behavior.collapsed < behavior.range
  }
}

extension ScrollEdgeAppearanceStandIn: Sendable where Item: Sendable, Appearance: Sendable {}
extension ScrollEdgeAppearanceStandIn.Kept: Sendable where Item: Sendable, Appearance: Sendable {}
extension BarAppearances: Sendable where Appearance: Sendable {}
extension BarLook: Sendable where Appearance: Sendable {}
