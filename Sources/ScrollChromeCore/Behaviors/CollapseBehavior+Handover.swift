extension CollapseBehavior {
  /// What the chrome of a new preset starts from when it takes over from this one (a SwiftUI
  /// modifier handed a different preset), so that it carries on where this one is: the fraction
  /// this one shows, or heads to while it animates, and its enabling — except that chrome which
  /// collapses with the content (a header) starts where the content is, `clamp(u / R′, 0, 1)`
  /// with the new range `R′`, so that it stays in step with the content.
  ///
  /// - Parameter next: The new preset's behaviour, made for the same tracker.
  /// - Returns: The memory to restore into `next`.
  public func handover(to next: CollapseBehavior) -> CollapseMemory {
    var memory = self.memory
    if next.configuration.mode == .collapsesWithContent {
      memory.fraction = min(max(next.clampedOffsetFromTop / next.configuration.range, 0), 1)
    }
    return memory
  }
}
