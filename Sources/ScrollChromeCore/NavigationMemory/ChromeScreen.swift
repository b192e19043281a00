/// A screen of a navigation stack, as a ``ChromeRuntime`` switches between screens: its identity,
/// its scroll view, and how to move its top safe area.
package struct ChromeScreen {
  /// The screen's identity (a view controller's).
  package var id: UInt
  /// Its scroll view, or `nil` for a screen without one.
  package var scrollView: ScrollViewSource?
  /// Adds points to the screen's top safe area (`additionalSafeAreaInsets.top`); negative values
  /// take points away. The runtime keeps the sum of what it added, and takes it all back when
  /// the screen stops being followed.
  package var addToTopSafeArea: (Double) -> Void

  /// Creates a screen.
  ///
  /// - Parameters:
  ///   - id: The screen's identity.
  ///   - scrollView: Its scroll view, or `nil`.
  ///   - addToTopSafeArea: Adds points to its top safe area.
  package init(
    id: UInt, scrollView: ScrollViewSource?,
    addToTopSafeArea: @escaping (Double) -> Void = { _ in }
  ) {
    self.id = id
    self.scrollView = scrollView
    self.addToTopSafeArea = addToTopSafeArea
  }
}
