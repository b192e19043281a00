extension ScrollActivity {
  /// The delegate events that a change of activity stands for.
  ///
  /// Hosts that report phases rather than delegate calls (SwiftUI's `onScrollPhaseChange`) turn a
  /// change from `old` to `new` into the events a `UIScrollViewDelegate` would have seen: first the
  /// end of the activity left, then the start of the one entered.
  ///
  /// | leaving | event | entering | event |
  /// |---|---|---|---|
  /// | `tracking` | `endDragging(velocity, willDecelerate: new == .decelerating)` | `tracking` | `beginDragging` |
  /// | `decelerating` | `endDecelerating` | `animating` | `beginProgrammatic` |
  /// | `animating` | `endProgrammatic` | `idle`, `decelerating` | none |
  ///
  /// - Parameters:
  ///   - old: The activity before the change.
  ///   - new: The activity after it.
  ///   - velocity: The release velocity in points per second, with the offset's sign.
  ///   - emit: Receives the events in order; nothing when `old == new`.
  public static func transition(
    from old: ScrollActivity, to new: ScrollActivity, velocity: Double,
    emit: (ScrollEvent) -> Void
  ) {
    guard old != new else { return }
    switch old {
    case .tracking: emit(.endDragging(velocity: velocity, willDecelerate: new == .decelerating))
    case .decelerating: emit(.endDecelerating)
    case .animating: emit(.endProgrammatic)
    case .idle: break
    }
    switch new {
    case .tracking: emit(.beginDragging)
    case .animating: emit(.beginProgrammatic)
    case .idle, .decelerating: break
    }
  }
}
