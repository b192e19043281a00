/// How a ``ChromeRuntime`` reads a `UIScrollView`: the adapter's side of one scroll view.
///
/// The runtime samples the scroll view itself, when it processes a notification or a frame, so a
/// notification that arrives while the chrome is being applied (UIKit notifies key-value
/// observers inside setters) is read once its turn comes, with the scroll view as it is then.
package struct ScrollViewSource {
  /// The scroll view's identity, to tell another scroll view from the same one.
  package var id: UInt
  /// The scroll view as it is now, or `nil` once it is gone.
  package var sample: () -> ScrollViewSample?
  /// The scroll view's `decelerationRate`, as the engine models it.
  package var deceleration: Decay
  /// Starts (`true`) or stops (`false`) the adapter's observation of the scroll view: its
  /// notifications and its pan recognizer's actions, each of which calls
  /// ``ChromeRuntime/scrollViewDidChange()``. The runtime calls it when it starts and stops
  /// following the scroll view.
  package var observe: (Bool) -> Void
  /// Sets the scroll view's `contentOffset.y`, without animation: the runtime keeps content that
  /// rested at the top there when the chrome gives the safe area back
  /// (``ScrollViewHost/offsetKeepingTop``).
  package var setOffset: (Double) -> Void

  /// Creates a source.
  ///
  /// - Parameters:
  ///   - id: The scroll view's identity.
  ///   - deceleration: Its deceleration rate; default ``Decay/normal``.
  ///   - sample: Reads the scroll view now.
  ///   - observe: Starts or stops observing it.
  ///   - setOffset: Sets its vertical offset.
  package init(
    id: UInt, deceleration: Decay = .normal, sample: @escaping () -> ScrollViewSample?,
    observe: @escaping (Bool) -> Void = { _ in }, setOffset: @escaping (Double) -> Void = { _ in }
  ) {
    self.id = id
    self.deceleration = deceleration
    self.sample = sample
    self.observe = observe
    self.setOffset = setOffset
  }
}

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
