/// A navigation controller's transition coordinator, as a ``ChromeRuntime`` uses it.
package struct ScreenTransition {
  /// The coordinator's identity: one per transition.
  package var id: UInt
  /// Asks the coordinator to run `animation` alongside the transition and `completion` after it,
  /// with whether it was cancelled (`animate(alongsideTransition:completion:)` and the context's
  /// `isCancelled`); returns whether it will.
  package var animateAlongside:
    (_ animation: @escaping () -> Void, _ completion: @escaping (_ cancelled: Bool) -> Void) ->
      Bool

  /// Creates a transition.
  ///
  /// - Parameters:
  ///   - id: The coordinator's identity.
  ///   - animateAlongside: Registers the switch and the end with the coordinator.
  package init(
    id: UInt,
    animateAlongside:
      @escaping (
        _ animation: @escaping () -> Void, _ completion: @escaping (_ cancelled: Bool) -> Void
      ) -> Bool
  ) {
    self.id = id
    self.animateAlongside = animateAlongside
  }
}
