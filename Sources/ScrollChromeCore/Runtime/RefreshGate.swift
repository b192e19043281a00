/// When a refresh control may run its action and end refreshing: never while a finger is down.
///
/// `UIRefreshControl` sends `.valueChanged` the moment the pull crosses its threshold, with the
/// finger still down, and an app that reloads at once moves rows under the finger; an
/// `endRefreshing()` while the finger is down snaps the content away from it. The gate holds both
/// until the finger lifts, then releases them in order: the action, then the end.
package struct RefreshGate: Sendable, Equatable {
  // MARK: Package

  /// Whether a finger is down on the scroll view.
  package private(set) var isFingerDown = false
  /// Whether the value-changed action waits for the finger to lift.
  package private(set) var isActionPending = false
  /// Whether the end of refreshing waits for the finger to lift.
  package private(set) var isEndPending = false

  /// Creates a gate with no finger down and nothing pending.
  package init() {}

  /// The control wants to send its value-changed action.
  ///
  /// - Returns: Whether to send it now; otherwise it is sent when the finger lifts.
  package mutating func requestAction() -> Bool {
    guard isFingerDown else { return true }
    isActionPending = true
    return false
  }

  /// The app asked to end refreshing.
  ///
  /// - Returns: Whether to end now; otherwise refreshing ends when the finger lifts.
  package mutating func requestEnd() -> Bool {
    guard isFingerDown else { return true }
    isEndPending = true
    return false
  }

  /// A finger touched the scroll view.
  package mutating func fingerDidTouch() { isFingerDown = true }

  /// The finger lifted: what is due now, in this order.
  ///
  /// - Returns: Whether to send the held action, then whether to end refreshing.
  package mutating func fingerDidLift() -> (sendsAction: Bool, endsRefreshing: Bool) {
    defer {
      isFingerDown = false
      isActionPending = false
      isEndPending = false
    }
    return (isActionPending, isEndPending)
  }
}
