/// A model of `UIScrollView` that turns scripted finger input into the events a real one reports.
///
/// The simulator drives the demo, `scrollchrome trace`, the playground and many tests. It keeps the
/// offset and phase of one vertical scroll view and reproduces UIKit's physics: a dragged finger
/// is rubber-banded past either edge, a release decelerates with ``Decay``, crossing an edge hands
/// the velocity to the bounce-back ``SpringCurve``, a release while overscrolled springs back, and
/// animated programmatic offset changes run a 0.3 s ease-in-out.
///
/// Time only moves through ``advance(to:emit:)``; every other call happens at the current
/// ``time``. Each call reports what a `UIScrollViewDelegate` would see, in UIKit's order, through
/// `emit`: `beginDragging`, `scroll(y:)` per frame, `endDragging(velocity:willDecelerate:)`,
/// `endDecelerating`, and so on.
///
/// The simulator's own physics stays inside the ranges the engine accepts. Every offset it
/// displays, and so every `scroll(y:)` it reports, lies within ±``ScrollMetrics/maximumMagnitude``
/// (a billion points); so does ``velocity``, in points per second. Only a scroll view whose edges
/// or overscroll reach that far ever meets the limit: content a billion points long, an inset or a
/// viewport of a billion points. There the physics runs on unchanged, but the displayed offset
/// stops at the limit: a bounce that would overshoot it waits there until it comes back, a rubber
/// band past it holds still, and a finger pushed beyond it must come back as far before the
/// content follows. Anything that starts from the displayed offset (a touch, a release, a new
/// geometry) starts from the limit. Inside the limit no number changes.
public struct ScrollViewSimulator: Sendable {
  // MARK: Public

  /// The scroll view's geometry and displayed offset.
  public internal(set) var metrics: ScrollMetrics
  /// What moves the content now.
  public internal(set) var activity: ScrollActivity = .idle
  /// The simulator's clock, in seconds.
  public internal(set) var time: Double
  /// The velocity of the content while it coasts, bounces or animates, in points per second; 0
  /// while at rest or under the finger. Held within ±``ScrollMetrics/maximumMagnitude``.
  public internal(set) var velocity: Double = 0
  /// The deceleration model used after a release.
  public let deceleration: Decay
  /// The resistance past the edges while dragging.
  public let rubberBand: RubberBand

  /// Creates a scroll view at rest.
  ///
  /// - Parameters:
  ///   - metrics: The initial geometry and offset.
  ///   - deceleration: The deceleration rate; defaults to `UIScrollView.DecelerationRate.normal`.
  ///   - rubberBand: The edge resistance; defaults to UIKit's.
  ///   - time: The initial clock, in seconds.
  public init(
    metrics: ScrollMetrics,
    deceleration: Decay = .normal,
    rubberBand: RubberBand = .uiKit,
    time: Double = 0
  ) {
    self.metrics = metrics
    self.deceleration = deceleration
    self.rubberBand = rubberBand
    self.time = time
  }

  /// Whether nothing moves: no finger, no deceleration, no animation.
  public var isIdle: Bool { activity == .idle }

  /// Puts a finger on the content. Deceleration, a bounce or an animation stops where it is.
  ///
  /// - Parameter emit: Receives `beginDragging`.
  public mutating func touchDown(emit: (ScrollEvent) -> Void) {
    motion = .finger(raw: rawOffset(forDisplayed: metrics.offset))
    activity = .tracking
    hasTakenOverFinger = false
    velocity = 0
    emit(.beginDragging)
  }

  /// Moves the finger by `distance` points of raw offset (positive scrolls down the list). Past an
  /// edge the displayed offset is rubber-banded.
  ///
  /// - Parameters:
  ///   - distance: The finger's movement in offset units.
  ///   - emit: Receives `scroll(y:)` when the displayed offset changes (after `beginDragging` if
  ///     no finger was down).
  public mutating func moveFinger(by distance: Double, emit: (ScrollEvent) -> Void) {
    guard case .finger(let raw) = motion else {
      touchDown(emit: emit)
      return moveFinger(by: distance, emit: emit)
    }
    let next = raw + distance
    motion = .finger(raw: next)
    show(displayedOffset(forRaw: next), emit: emit)
  }

  /// Lifts the finger with a release velocity.
  ///
  /// A release while overscrolled always decelerates (the content springs back); inside the range
  /// the content coasts if the velocity exceeds 10 points per second either way. A finger whose
  /// drag an animated offset change took over lifts without a report: its drag is over, the
  /// animation runs on, and the simulator never reports an event the engine rejects.
  ///
  /// - Parameters:
  ///   - velocity: The release velocity in points per second, with the offset's sign.
  ///   - emit: Receives `endDragging(velocity:willDecelerate:)`, and `beginDragging` first if no
  ///     finger was down.
  public mutating func liftFinger(velocity: Double, emit: (ScrollEvent) -> Void) {
    if hasTakenOverFinger {
      hasTakenOverFinger = false
      return
    }
    if case .finger = motion {} else { touchDown(emit: emit) }
    let coasting = startCoasting(velocity: velocity)
    activity = coasting ? .decelerating : .idle
    emit(.endDragging(velocity: velocity, willDecelerate: coasting))
  }

  /// Changes the offset as `setContentOffset(_:animated:)` does.
  ///
  /// An animated change runs a 0.3 s ease-in-out (phase `animating`) that ends with
  /// `endProgrammatic`; begun under a finger, it takes the drag over. A
  /// jump first stops any deceleration, bounce or animation where it is,
  /// reporting its end (`endDecelerating` or `endProgrammatic`), then reports the jump as a
  /// programmatic change of its own, `beginProgrammatic`, `scroll(y:)`, `endProgrammatic`, after
  /// which the scroll view is idle. That is how the adapters report a jump the app makes, so the
  /// chrome settles at its end as after an animated one. A jump to the offset the content already shows
  /// reports nothing more. A jump under a finger is part of the drag: it reports only `scroll(y:)`,
  /// the finger keeps its place on the content, and the drag's own end settles later.
  ///
  /// - Parameters:
  ///   - y: The new offset.
  ///   - animated: Whether to run a 0.3 s ease-in-out or jump at once.
  ///   - emit: Receives `beginProgrammatic` for an animated change; for a jump, the end of what it
  ///     stops, then `beginProgrammatic`, `scroll(y:)` and `endProgrammatic`.
  public mutating func setContentOffset(_ y: Double, animated: Bool, emit: (ScrollEvent) -> Void) {
    guard animated else { return jump(to: y, emit: emit) }
    animate(to: y, endingWith: .endProgrammatic)
    emit(.beginProgrammatic)
  }

  /// Taps the status bar: the content animates to its resting top in 0.3 s and the animation ends
  /// with `endProgrammatic` (`scrollViewDidScrollToTop`). Under a finger it takes the drag over.
  ///
  /// - Parameter emit: Receives `scrollToTop`.
  public mutating func scrollToTop(emit: (ScrollEvent) -> Void) {
    animate(to: metrics.minY, endingWith: .endProgrammatic)
    emit(.scrollToTop)
  }

  /// Changes the geometry. The displayed offset stays; a finger keeps its place on the content and
  /// a coasting fling continues with its current velocity against the new edges. A fling left
  /// inside the new range slower than 10 points per second stops there with `endDecelerating`.
  ///
  /// - Parameters:
  ///   - viewport: The new viewport height, or `nil` to keep it.
  ///   - content: The new content height, or `nil` to keep it.
  ///   - insetTop: The new top inset, or `nil` to keep it.
  ///   - insetBottom: The new bottom inset, or `nil` to keep it.
  ///   - emit: Receives `geometry(…)`, then `endDecelerating` if a fling stops.
  public mutating func setGeometry(
    viewport: Double? = nil,
    content: Double? = nil,
    insetTop: Double? = nil,
    insetBottom: Double? = nil,
    emit: (ScrollEvent) -> Void
  ) {
    metrics.viewport = viewport ?? metrics.viewport
    metrics.content = content ?? metrics.content
    metrics.insetTop = insetTop ?? metrics.insetTop
    metrics.insetBottom = insetBottom ?? metrics.insetBottom
    emit(
      .geometry(
        viewport: metrics.viewport, content: metrics.content, insetTop: metrics.insetTop,
        insetBottom: metrics.insetBottom))
    switch motion {
    case .finger: motion = .finger(raw: rawOffset(forDisplayed: metrics.offset))
    case .decay, .bounce:
      if !startCoasting(velocity: velocity) { finish(with: .endDecelerating, emit: emit) }
    case .resting, .programmatic: break
    }
  }

  /// Advances the clock to `time` and moves the content as its physics says.
  ///
  /// - Parameters:
  ///   - time: The new time in seconds; earlier times are ignored.
  ///   - emit: Receives `scroll(y:)` when the offset changes, then `endDecelerating` or
  ///     `endProgrammatic` when a movement ends.
  /// - Note: Cost per event: O(1), no allocation.
  public mutating func advance(to time: Double, emit: (ScrollEvent) -> Void) {
    guard time > self.time else { return }
    self.time = time
    step(emit: emit)
  }

  // MARK: Package

  /// Whether a finger is still on the content although an animated offset change or scroll-to-top
  /// took its drag over: lifting it reports nothing and changes nothing else (its drag is over).
  package internal(set) var hasTakenOverFinger = false

  /// The duration of `setContentOffset(_:animated: true)` and of scroll-to-top: 0.3 s.
  package static let programmaticDuration: Double = 0.3
  /// The distance from the edge within which a bounce-back counts as settled: 0.1 pt.
  package static let bounceTolerance: Double = 0.1

  /// Mirrors an event that happened outside the simulation (a host-level step of a trace): the
  /// offset, geometry and phase follow it and any physics in flight stops. No event is emitted.
  ///
  /// - Parameters:
  ///   - event: An event the host reported.
  ///   - accepted: Whether the engine took it. A refused event changes nothing, except that an
  ///     `endDragging` lifts a finger whose drag was taken over.
  package mutating func mirror(_ event: ScrollEvent, accepted: Bool = true) {
    if case .endDragging = event { hasTakenOverFinger = false }
    guard accepted else { return }
    switch event {
    case .scroll(let y):
      metrics.offset = y
      if case .finger = motion { motion = .finger(raw: rawOffset(forDisplayed: y)) }
    case .geometry(let viewport, let content, let insetTop, let insetBottom):
      metrics.viewport = viewport
      metrics.content = content
      metrics.insetTop = insetTop
      metrics.insetBottom = insetBottom
    case .switchScrollView(let next):
      metrics = next
      motion = .resting
      activity = .idle
      hasTakenOverFinger = false
    case .beginDragging:
      motion = .finger(raw: rawOffset(forDisplayed: metrics.offset))
      activity = .tracking
      hasTakenOverFinger = false
    case .endDragging(_, let willDecelerate):
      motion = .resting
      activity = willDecelerate ? .decelerating : .idle
    case .endDecelerating, .endProgrammatic:
      motion = .resting
      activity = .idle
    case .beginProgrammatic, .scrollToTop:
      if case .finger = motion { hasTakenOverFinger = true }
      motion = .resting
      activity = .animating
    }
    velocity = 0
  }

  // MARK: Internal

  /// What moves the content between frames.
  enum Motion: Sendable {
    case resting
    case finger(raw: Double)
    /// Deceleration from `origin` at `start`; `edgeTime` is when it reaches an edge, if it does.
    case decay(origin: Double, velocity: Double, start: Double, edgeTime: Double?)
    /// A spring towards `edge`; `crossTime` is when it passes the edge into the content, if it does.
    case bounce(edge: Double, motion: SpringMotion, start: Double, crossTime: Double?)
    case programmatic(ChromeAnimation, end: ScrollEvent)
  }

  var motion: Motion = .resting
}
