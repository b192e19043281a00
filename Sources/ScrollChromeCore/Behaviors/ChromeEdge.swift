/// The screen edge chrome sits at: a following view hides by moving past it, and the content runs
/// under the chrome from the other side (``CollapseBehavior/overlap``).
public enum ChromeEdge: String, Sendable, Equatable, CaseIterable {
  /// A top bar: it hides upwards, and the content runs under it once scrolled from its top.
  case top
  /// A bottom bar (a tab bar, a toolbar): it hides downwards, and the content runs under it until
  /// scrolled to its end.
  case bottom
}
