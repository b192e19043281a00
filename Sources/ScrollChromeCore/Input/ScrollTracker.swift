/// Turns a scroll view's raw events into the movement that chrome reacts to.
///
/// Every behaviour shares one tracker per scroll view. Per ``ScrollEvent/scroll(y:)`` it computes
/// `δ = clamp(y) − clamp(yPrev)` with the scrollable range of the current geometry, so rubber-band
/// movement past either edge never produces `δ` (a bottom bounce must not reveal a hidden bar).
/// It also keeps the direction, the distance travelled since the last direction change, and
/// whether the user or the app moves the content (`spec/behaviors.md` §2).
///
/// Re-baselining — a change of the top inset `T`, or switching to another scroll view — yields
/// `δ = 0` and restarts the direction and the travel, so chrome never jumps. A change of the
/// content or viewport height alone does not (rows appended below while scrolling).
///
/// Events with non-finite or absurd numbers, or with a timestamp earlier than the previous one,
/// are rejected with a ``ScrollDiagnostic`` and leave the tracker exactly as it was.
public struct ScrollTracker: Sendable, Equatable {
  // MARK: Public

  /// The scroll view's current geometry and offset.
  public private(set) var metrics: ScrollMetrics
  /// What moves the content now.
  public private(set) var activity: ScrollActivity = .idle
  /// The timestamp of the last accepted event, in seconds.
  public private(set) var time: Double
  /// The clamped movement `δ` of the last accepted event; 0 for anything but a scroll.
  public private(set) var delta: Double = 0
  /// The direction of the last movement inside the scrollable range.
  public private(set) var direction: ScrollDirection = .none
  /// The distance travelled in ``direction`` since it last changed, in points (never negative).
  public private(set) var travel: Double = 0

  /// Creates a tracker for a scroll view that is at rest.
  ///
  /// - Parameters:
  ///   - metrics: The scroll view's geometry and offset.
  ///   - time: The timestamp of the first event, in seconds.
  /// - Throws: The diagnostic of the first unusable field.
  public init(metrics: ScrollMetrics, time: Double = 0) throws(ScrollDiagnostic) {
    if let problem = metrics.validated() { throw problem }
    if !time.isFinite { throw ScrollDiagnostic(field: .time, problem: .notFinite) }
    self.metrics = metrics
    self.time = time
  }

  /// Whether the user moves the content (tracking or decelerating) rather than the app.
  public var isUserDriven: Bool { activity.isUserDriven }

  /// Applies one event.
  ///
  /// - Parameters:
  ///   - event: What the scroll view reported.
  ///   - time: When, in seconds on a monotonic clock.
  /// - Throws: A diagnostic if the event carries an unusable number; the tracker is then unchanged.
  /// - Note: Cost per event: O(1), no allocation.
  public mutating func handle(_ event: ScrollEvent, at time: Double) throws(ScrollDiagnostic) {
    if !time.isFinite { throw ScrollDiagnostic(field: .time, problem: .notFinite) }
    if time < self.time { throw ScrollDiagnostic(field: .time, problem: .timeWentBackwards) }
    switch event {
    case .scroll(let y):
      if let problem = ScrollDiagnostic.check(y, field: .offset) { throw problem }
      move(to: y)
    case .geometry(let viewport, let content, let insetTop, let insetBottom):
      var next = metrics
      next.viewport = viewport
      next.content = content
      next.insetTop = insetTop
      next.insetBottom = insetBottom
      if let problem = next.validated() { throw problem }
      let insetMoved = insetTop != metrics.insetTop
      metrics = next
      delta = 0
      if insetMoved { rebaseline() }
    case .endDragging(let velocity, let willDecelerate):
      if let problem = ScrollDiagnostic.check(velocity, field: .velocity) { throw problem }
      delta = 0
      activity = willDecelerate ? .decelerating : .idle
    case .switchScrollView(let next):
      if let problem = next.validated() { throw problem }
      metrics = next
      activity = .idle
      delta = 0
      rebaseline()
    case .beginDragging:
      delta = 0
      activity = .tracking
    case .endDecelerating:
      delta = 0
      if activity == .decelerating { activity = .idle }
    case .beginProgrammatic, .scrollToTop:
      delta = 0
      activity = .animating
    case .endProgrammatic:
      delta = 0
      if activity == .animating { activity = .idle }
    }
    self.time = time
    #if SCROLLCHROME_INTERNAL_CHECKS
      _checkInvariants()
    #endif
  }

  /// Asserts the tracker's own invariants: finite state, a non-negative travel that is zero
  /// without a direction, valid metrics. Compiled in with `SCROLLCHROME_INTERNAL_CHECKS`.
  public func _checkInvariants() {
    precondition(metrics.validated() == nil, "tracker metrics became invalid")
    precondition(delta.isFinite && time.isFinite, "tracker state is not finite")
    precondition(travel.isFinite && travel >= 0, "travel must be finite and not negative")
    precondition(direction != .none || travel == 0, "travel without a direction")
    precondition(abs(delta) <= metrics.scrollableDistance, "δ larger than the scrollable range")
  }

  // MARK: Private

  private mutating func move(to y: Double) {
    delta = metrics.clamped(y) - metrics.clamped(metrics.offset)
    metrics.offset = y
    if delta > 0 {
      travel = direction == .down ? travel + delta : delta
      direction = .down
    } else if delta < 0 {
      travel = direction == .up ? travel - delta : -delta
      direction = .up
    }
  }

  private mutating func rebaseline() {
    direction = .none
    travel = 0
  }
}
