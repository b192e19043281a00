extension FollowView {
  // MARK: Package

  /// The system's minimization a following tab bar gives its tab bar controller on the versions of
  /// iOS that minimize tab bars: this view's own (``systemMinimization``) while the system moves
  /// the bar, and never while the bar moves itself, so that the two never move one bar.
  ///
  /// - Parameter handedToSystem: Whether the system moves the bar.
  package func systemMinimization(handedToSystem: Bool) -> SystemMinimization {
    guard handedToSystem else {
      return SystemMinimization(behavior: .never, restoration: .onReversal)
    }
    return systemMinimization
  }
}
