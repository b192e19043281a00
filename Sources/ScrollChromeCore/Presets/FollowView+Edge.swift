extension FollowView.Chrome {
  // MARK: Public

  /// The constraint constant for a view at `edge`: ``constant`` for a top constraint
  /// (`view.top = superview.top + constant`), its negation for a bottom one
  /// (`view.bottom = superview.bottom + constant`), so the view hides past its edge either way.
  ///
  /// - Parameter edge: The edge the view sits at.
  /// - Note: Cost per event: O(1), no allocation.
  public func constant(at edge: ChromeEdge) -> Double {
    edge == .top ? constant : -constant
  }

  /// How far the view moves from its shown position, for a view moved by a transform: up by how
  /// far the chrome is collapsed at the top edge, down by as much at the bottom.
  ///
  /// - Parameter edge: The edge the view sits at.
  /// - Note: Cost per event: O(1), no allocation.
  public func translation(at edge: ChromeEdge) -> Double {
    edge == .top ? -behavior.collapsed : behavior.collapsed
  }
}

extension HeaderTransition {
  // MARK: Package

  /// The standard navigation bar's height, below which a bar has no large title: 44 points.
  package static let standardBarHeight = 44.0

  /// The travel a large title adds before the title is complete, read from the navigation bar:
  /// the part of the bar above its standard height while it shows a large title, else 0.
  ///
  /// TIUIElements' `fixedTopOffet` subtracted the status bar from the bar's height, which counted
  /// the standard bar itself as extra travel; the large title's own height is what the content
  /// must scroll past.
  ///
  /// - Parameters:
  ///   - barHeight: The navigation bar's height now (`navigationBar.bounds.height`).
  ///   - prefersLargeTitles: Whether the bar shows large titles.
  package static func fixedTopOffset(barHeight: Double, prefersLargeTitles: Bool) -> Double {
    guard prefersLargeTitles, barHeight.isFinite else { return 0 }
    return max(0, barHeight - standardBarHeight)
  }

  /// This transition with the large title's travel read from the navigation bar again, or `nil`
  /// to keep it as it is.
  ///
  /// A bar shows its large title in full only while the content is at its top: farther down the
  /// title has collapsed with the scroll, and pulled past the top it stretches. So the bar is read
  /// only there, from the top to half a point below it, and a travel that differs by less than
  /// half a point is kept (screen rounding); a rotation (no large title in landscape), large
  /// titles that appear after the screen loaded, or a bigger text size change the travel the next
  /// time the content is at its top. The header keeps its fraction through the change.
  ///
  /// - Parameters:
  ///   - barHeight: The navigation bar's height now (`navigationBar.bounds.height`).
  ///   - prefersLargeTitles: Whether the bar shows large titles.
  ///   - offsetFromTop: How far the content is from its top, in points (negative when pulled).
  /// - Returns: The transition to run, or `nil` when the bar gives no reading or no change.
  package func followingNavigationBar(
    height barHeight: Double, prefersLargeTitles: Bool, offsetFromTop: Double
  ) -> HeaderTransition? {
    guard barHeight.isFinite, offsetFromTop >= 0, offsetFromTop <= 0.5 else { return nil }
    let travel = Self.fixedTopOffset(barHeight: barHeight, prefersLargeTitles: prefersLargeTitles)
    guard abs(travel - fixedTopOffset) >= 0.5 else { return nil }
    var next = self
    next.fixedTopOffset = travel
    return next
  }
}
