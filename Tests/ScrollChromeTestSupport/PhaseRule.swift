import ScrollChromeCore

/// Whether a host event does not fit the scroll phase and must be rejected: the end of a
/// deceleration while a finger is down or the app animates the offset, the end of a programmatic
/// animation while the user scrolls, and the lift of a finger whose drag a programmatic scroll took
/// over (`dragTakenOver`), during that animation or after it. Written from the specification,
/// independently of the tracker.
package func isOutOfPhase(
  _ event: ScrollEvent, in activity: ScrollActivity, dragTakenOver: Bool = false
) -> Bool {
  switch event {
  case .endDecelerating: activity == .tracking || activity == .animating
  case .endProgrammatic: activity == .tracking || activity == .decelerating
  case .endDragging: dragTakenOver
  default: false
  }
}

/// Whether a drag is taken over after `event`: a programmatic scroll or scroll-to-top that begins
/// while a finger is down takes it over, until the next `beginDragging` (or another scroll view).
package func isDragTakenOver(
  after event: ScrollEvent, from activity: ScrollActivity, before takenOver: Bool
) -> Bool {
  switch event {
  case .beginProgrammatic, .scrollToTop: takenOver || activity == .tracking
  case .beginDragging, .switchScrollView: false
  default: takenOver
  }
}
