extension SystemBarVisibility {
  /// How a change of a system bar's visibility animates, or `nil` when the bar appears and
  /// disappears at once.
  ///
  /// The bar moves over the same 0.2 s ease-in-out a following view settles with
  /// (``FollowView/animation``), so that the system bar, the scroll view's inset and any bar of
  /// the app's own move together. With Reduce Motion it changes at once, as the chrome's snaps
  /// and commands do.
  ///
  /// - Parameter accessibility: The assistive settings now.
  /// - Returns: The curve and its duration in seconds, or `nil`.
  package static func changeAnimation(
    _ accessibility: ChromeAccessibility
  ) -> (curve: TimingCurve, duration: Double)? {
    guard !accessibility.isReduceMotionEnabled,
      case .timing(let curve, let duration) = FollowView.animation
    else { return nil }
    return (curve, duration)
  }
}
