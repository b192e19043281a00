/// Whether a system bar that can only show or hide — SwiftUI's navigation bar and tab bar, through
/// `toolbarVisibility(_:for:)` — is hidden, from the fraction of the chrome that stands for it.
///
/// The system animates such a bar itself and cannot hold it half shown, so the bar changes only
/// at the ends of the chrome's travel: it hides once the chrome is fully collapsed
/// (`fraction ≥ 1`) and shows again once it is fully expanded (`fraction ≤ 0`); in between it
/// stays as it was. A bar that hides changes the scroll view's top inset, which the engine takes
/// as a geometry change (no movement), so hiding never feeds back into the fraction.
package enum SystemBarVisibility {
  /// Whether the bar is hidden now.
  ///
  /// - Parameters:
  ///   - fraction: The chrome's fraction, 0 shown to 1 hidden.
  ///   - wasHidden: Whether the bar was hidden before.
  /// - Note: Cost per event: O(1), no allocation.
  package static func isHidden(fraction: Double, wasHidden: Bool) -> Bool {
    if fraction >= 1 { return true }
    if fraction <= 0 { return false }
    return wasHidden
  }
}
