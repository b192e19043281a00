import ScrollChromeCore

/// One step of a seeded random session: the scroll-view input, time and host events every
/// property suite plays, or one of the suite's own steps. Its ``summary`` is what verbose
/// sessions and failures print.
package enum SessionStep<OwnStep> {
  // Finger and app input through the simulator.
  /// The finger (put down if needed) moves by `by` points over `frames` frames.
  case drag(by: Double, frames: Int)
  /// The finger lifts with `velocity` (points per second).
  case release(velocity: Double)
  /// A finger touches down and lifts at once with `velocity`.
  case fling(velocity: Double)
  /// The app sets the offset, animated or not.
  case setContentOffset(Double, animated: Bool)
  /// The status bar is tapped.
  case scrollToTop
  /// The app changes the geometry (`nil` keeps a value).
  case resize(viewport: Double?, content: Double?, insetTop: Double?, insetBottom: Double?)
  // Time: frames, or frames until everything rests.
  /// `frames` frames at `rate` frames per second (which stays the rate of later frames).
  case advance(frames: Int, rate: Double)
  /// Frames until the scroll view and the chrome rest.
  case settle
  // Raw host events with valid numbers (in any order), and garbage the tracker must refuse.
  /// A host event, delivered as the host reports it and mirrored into the simulator.
  case host(ScrollEvent)
  /// An event the tracker must refuse, and how it is garbage.
  case garbage(ScrollEvent, time: SessionBadTime)
  /// A step only this suite plays (commands, options, its own gestures).
  case own(OwnStep)

  /// The step as verbose sessions and violations print it: its default description, or for one
  /// of the suite's own steps, that step's.
  package var summary: String {
    if case .own(let step) = self { return "\(step)" }
    return "\(self)"
  }
}

/// How a garbage event is garbage: a bad number inside, or a bad timestamp.
package enum SessionBadTime: Sendable {
  /// The timestamp is valid (the session's time); a number inside the event is not.
  case valid
  /// The timestamp is earlier than the tracker's last one.
  case earlier
  /// The timestamp is not finite.
  case notFinite
}
