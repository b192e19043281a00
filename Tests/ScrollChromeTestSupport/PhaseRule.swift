import ScrollChromeCore

/// Whether a host event does not fit the scroll phase and must be rejected (behaviors §1): the
/// end of a deceleration while a finger is down or the app animates the offset, the end of a
/// programmatic animation while the user scrolls. Written from the specification, independently
/// of the tracker.
package func isOutOfPhase(_ event: ScrollEvent, in activity: ScrollActivity) -> Bool {
  switch event {
  case .endDecelerating: activity == .tracking || activity == .animating
  case .endProgrammatic: activity == .tracking || activity == .decelerating
  default: false
  }
}
