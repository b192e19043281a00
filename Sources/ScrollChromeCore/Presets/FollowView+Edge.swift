/// The screen edge a following view sits at: it hides by moving past that edge.
public enum ChromeEdge: String, Sendable, Equatable, CaseIterable {
  /// A top bar: it hides upwards.
  case top
  /// A bottom bar (a tab bar, a toolbar): it hides downwards.
  case bottom
}

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

  /// How far the view moves from its shown position, for a view moved by a transform: up (`−c`)
  /// at the top edge, down (`+c`) at the bottom.
  ///
  /// - Parameter edge: The edge the view sits at.
  /// - Note: Cost per event: O(1), no allocation.
  public func translation(at edge: ChromeEdge) -> Double {
    edge == .top ? -behavior.collapsed : behavior.collapsed
  }
}

extension HeaderTransition {
  // MARK: Public

  /// The standard navigation bar's height, below which a bar has no large title: 44 points.
  public static let standardBarHeight = 44.0

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
  public static func fixedTopOffset(barHeight: Double, prefersLargeTitles: Bool) -> Double {
    guard prefersLargeTitles, barHeight.isFinite else { return 0 }
    return max(0, barHeight - standardBarHeight)
  }
}
