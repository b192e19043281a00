/// Turns a scroll view's raw events into the movement that chrome reacts to.
///
/// Every behaviour shares one tracker per scroll view. Per ``ScrollEvent/scroll(y:)`` it computes
/// the ``delta``: how far the offset moved, with the new and the previous offset each clamped to
/// the scrollable range of the current geometry, so rubber-band movement past either edge never
/// moves chrome (a bottom bounce must not reveal a hidden bar).
/// It also keeps the direction, the distance travelled since the last direction change, and
/// whether the user or the app moves the content (<doc:ScrollInput> lists the rules).
///
/// A geometry change yields no movement and keeps the direction and the travel: chrome that works
/// through the safe area changes the top inset on every frame, and delay points must still add
/// up. Switching to another scroll view re-baselines: no movement, and the direction and the travel
/// start over, so chrome never jumps.
///
/// Events with non-finite or absurd numbers, or with a timestamp earlier than the previous one,
/// are rejected with a ``ScrollDiagnostic`` and leave the tracker exactly as it was. So is an end
/// that does not fit the phase: `endDecelerating` while a finger is down or the app animates the
/// offset, `endProgrammatic` while the user scrolls (the finger's own `endDragging` comes later).
///
/// A programmatic scroll or scroll-to-top that begins while a finger is down takes the drag over:
/// the drag is over without a release, and the finger's later `endDragging` — during the animation
/// or after it — does not fit; the next `beginDragging` starts afresh. `endDragging` with no drag
/// at all (from code that forwards only offsets and ends) is accepted.
public struct ScrollTracker: Sendable, Equatable {
  // MARK: Public

  /// The scroll view's current geometry and offset.
  public private(set) var metrics: ScrollMetrics
  /// What moves the content now.
  public private(set) var activity: ScrollActivity = .idle
  /// The timestamp of the last accepted event, in seconds.
  public private(set) var time: Double
  /// How far the last accepted event moved the content inside the scrollable range, in points; 0
  /// for anything but a scroll.
  public private(set) var delta: Double = 0
  /// The direction of the last movement inside the scrollable range.
  public private(set) var direction: ScrollDirection = .none
  /// The distance travelled in ``direction`` since it last changed, in points (never negative).
  public private(set) var travel: Double = 0
  /// How the scroll view decelerates after a release: chrome that settles by projecting the
  /// release velocity uses the same rate, so it agrees with where the content comes to rest.
  public let deceleration: Decay

  /// Creates a tracker that has seen no scroll view yet: empty geometry at time 0, at rest.
  ///
  /// The scroll view's metrics arrive with ``ScrollEvent/switchScrollView(_:)`` (or geometry and
  /// scroll events); chrome attached meanwhile starts expanded.
  public init() {
    metrics = ScrollMetrics(viewport: 0, content: 0)
    time = 0
    deceleration = .normal
  }

  /// Creates a tracker for a scroll view that is at rest.
  ///
  /// - Parameters:
  ///   - metrics: The scroll view's geometry and offset.
  ///   - time: The timestamp of the first event, in seconds.
  ///   - deceleration: The scroll view's deceleration rate (`decelerationRate`); default
  ///     ``Decay/normal``, 0.998.
  /// - Throws: The diagnostic of the first unusable field.
  public init(metrics: ScrollMetrics, time: Double = 0, deceleration: Decay = .normal)
    throws(ScrollDiagnostic)
  {
    if let problem = metrics.validated() { throw problem }
    if !time.isFinite { throw ScrollDiagnostic(field: .time, problem: .notFinite) }
    if !deceleration.rate.isFinite {
      throw ScrollDiagnostic(field: .decelerationRate, problem: .notFinite)
    }
    if !deceleration.isValid {
      throw ScrollDiagnostic(field: .decelerationRate, problem: .outsideUnitInterval)
    }
    self.metrics = metrics
    self.time = time
    self.deceleration = deceleration
  }

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
      metrics = next
      delta = 0
    case .endDragging(let velocity, let willDecelerate):
      if let problem = ScrollDiagnostic.check(velocity, field: .velocity) { throw problem }
      if isDragTakenOver { throw ScrollDiagnostic(field: .phase, problem: .endDragging) }
      delta = 0
      activity = willDecelerate ? .decelerating : .idle
    case .switchScrollView(let next):
      if let problem = next.validated() { throw problem }
      metrics = next
      activity = .idle
      isDragTakenOver = false
      delta = 0
      rebaseline()
    case .beginDragging:
      delta = 0
      activity = .tracking
      isDragTakenOver = false
    case .endDecelerating:
      if activity == .tracking || activity == .animating {
        throw ScrollDiagnostic(field: .phase, problem: .endDecelerating)
      }
      delta = 0
      activity = .idle
    case .beginProgrammatic, .scrollToTop:
      delta = 0
      if activity == .tracking { isDragTakenOver = true }
      activity = .animating
    case .endProgrammatic:
      if activity.isUserDriven {
        throw ScrollDiagnostic(field: .phase, problem: .endProgrammatic)
      }
      delta = 0
      activity = .idle
    }
    self.time = time
    #if SCROLLCHROME_INTERNAL_CHECKS
      _checkInvariants()
    #endif
  }

  // MARK: Package

  /// Whether the user moves the content (tracking or decelerating) rather than the app.
  package var isUserDriven: Bool { activity.isUserDriven }

  /// Applies one event, or hands the reason it refuses it to `rejected`: what a host does before
  /// it passes an event on to its behaviours.
  ///
  /// - Parameters:
  ///   - event: What the scroll view reported.
  ///   - time: When, in seconds on a monotonic clock.
  ///   - rejected: Receives a refused event and why, for logging; the tracker is then unchanged.
  /// - Returns: Whether the tracker accepted the event, so that the behaviours should see it.
  /// - Note: Cost per event: O(1), no allocation.
  package mutating func accept(
    _ event: ScrollEvent, at time: Double,
    rejected: ((ScrollEvent, ScrollDiagnostic) -> Void)?
  ) -> Bool {
    do {
      try handle(event, at: time)
      return true
    } catch {
      rejected?(event, error)
      return false
    }
  }

  /// Asserts the tracker's own invariants: finite state, a non-negative travel that is zero
  /// without a direction, valid metrics. Compiled in with `SCROLLCHROME_INTERNAL_CHECKS`.
  package func _checkInvariants() {
    precondition(metrics.validated() == nil, "tracker metrics became invalid")
    precondition(delta.isFinite && time.isFinite, "tracker state is not finite")
    precondition(travel.isFinite && travel >= 0, "travel must be finite and not negative")
    precondition(direction != .none || travel == 0, "travel without a direction")
    precondition(abs(delta) <= metrics.scrollableDistance, "δ larger than the scrollable range")
  }

  // MARK: Private

  /// Whether a programmatic scroll took over the last drag while its finger was down: that
  /// finger's `endDragging` no longer fits, until the next `beginDragging`.
  private var isDragTakenOver = false

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
