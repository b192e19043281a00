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
