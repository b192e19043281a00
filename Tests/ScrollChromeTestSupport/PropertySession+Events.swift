import ScrollChromeCore

// How a session's events reach the tracker and the chrome: valid events, events that do not fit
// the phase, and garbage.

extension PropertySession {
  // MARK: Public

  /// Hands an event to the tracker and, once accepted, to the chrome (``accept(_:previous:)``);
  /// `mirror` keeps the simulator in step with a raw host event. An end that does not fit the
  /// phase goes to ``refuseOutOfPhase(_:)``. A verbose session prints every event, with the time
  /// and the snapshot after it.
  package mutating func deliver(_ event: ScrollEvent, mirror: Bool) throws(SessionViolation) {
    try prepare(for: event)
    state.call += 1
    if isOutOfPhase(event, in: state.tracker.activity, dragTakenOver: state.dragTakenOver) {
      defer { if state.verbose { print("  \(event) at \(state.time) refused: out of phase") } }
      return try refuseOutOfPhase(event, mirror: mirror)
    }
    defer { if state.verbose { print("  \(event) at \(state.time) → \(snapshot)") } }
    let previous = state.tracker
    do {
      try state.tracker.handle(event, at: state.time)
    } catch {
      throw violation("tracker", "refused the valid event \(event): \(error)")
    }
    if mirror { state.simulator.mirror(event) }
    state.dragTakenOver = isDragTakenOver(
      after: event, from: previous.activity, before: state.dragTakenOver)
    try accept(event, previous: previous)
  }

  /// An end that does not fit the phase: the tracker rejects it as `phase:<event>` and stays
  /// exactly as it was; the chrome never receives it, and the checks still hold.
  package mutating func refuseOutOfPhase(_ event: ScrollEvent, mirror: Bool = false)
    throws(SessionViolation)
  {
    let before = state.tracker
    do {
      try state.tracker.handle(event, at: state.time)
    } catch {
      guard error.reason == "phase:" + event.name else {
        throw violation("tracker", "\(event) out of phase rejected as \(error.reason)")
      }
      if state.tracker != before { throw violation("tracker", "rejecting \(event) changed it") }
      if mirror { state.simulator.mirror(event, accepted: false) }
      try check()
      return
    }
    throw violation("tracker", "accepted \(event) while \(before.activity)")
  }

  /// Garbage: the tracker must refuse it with a diagnostic (one naming the time when the
  /// timestamp is bad) and stay exactly as it was; the chrome never receives it, and the checks
  /// still hold.
  package mutating func refuse(_ event: ScrollEvent, time badTime: SessionBadTime)
    throws(SessionViolation)
  {
    state.call += 1
    let at = badTime == .valid ? state.time : badTime == .earlier ? state.tracker.time - 0.25 : .nan
    let before = state.tracker
    var diagnostic: ScrollDiagnostic?
    do {
      try state.tracker.handle(event, at: at)
    } catch {
      diagnostic = error
    }
    guard let diagnostic else { throw violation("garbage", "accepted \(event) at \(at)") }
    if badTime != .valid && diagnostic.field != .time {
      throw violation("garbage", "a bad timestamp reported as \(diagnostic.reason)")
    }
    if state.tracker != before {
      throw violation("garbage", "refusing \(event) changed the tracker")
    }
    try check()
  }
}
