/// Where a piece of custom chrome stands for the system's scroll edge effect, on the versions of
/// iOS that have one (iOS 26 and later): the edge of its scroll view it overlays, or nowhere.
///
/// A scroll view softens its content where bars overlay its edges, and shapes that effect around
/// what the bars hold. Custom chrome that overlays an edge registers there as well, so that the
/// effect shapes itself around it as around a system bar. The chrome registers at its own edge (a
/// top bar at the top, a bottom bar at the bottom) while it follows a scroll view, unless the app
/// opted out; it never registers while it sits inside that scroll view's content, where it
/// scrolls with the content and overlays no edge.
package struct ScrollEdgeElement: Equatable, Sendable {
  // MARK: Package

  /// The edge of the scroll view the chrome overlays.
  package let edge: ChromeEdge

  /// The registration of chrome at `edge`, or `nil` when it registers nowhere.
  ///
  /// - Parameters:
  ///   - edge: The edge the chrome sits at.
  ///   - registers: Whether the app lets the chrome register (its opt-out).
  ///   - followsScrollView: Whether the chrome follows a scroll view now.
  ///   - isInsideScrollView: Whether the chrome is inside that scroll view (in its content).
  package init?(
    edge: ChromeEdge, registers: Bool, followsScrollView: Bool, isInsideScrollView: Bool
  ) {
    guard registers, followsScrollView, !isInsideScrollView else { return nil }
    self.edge = edge
  }
}
