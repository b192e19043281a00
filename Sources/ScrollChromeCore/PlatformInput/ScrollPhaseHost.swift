/// Turns what a declarative host reports of a scroll view — its geometry when it changes, and its
/// phase when that changes — into engine events. SwiftUI's `onScrollGeometryChange` and
/// `onScrollPhaseChange` are such reports.
///
/// - **The first geometry.** A geometry observer reports changes only, so a scroll view that has
///   not moved yet has reported nothing. The host starts the scroll view
///   (``ScrollEvent/switchScrollView(_:)``, which moves no chrome) from the first reading of any
///   kind: a geometry change, or the geometry a phase change carries, which arrives before the
///   first drag moves the content.
/// - **Several observers.** Every piece of chrome on one scroll view may observe it; a report the
///   host has already seen — the same metrics, the phase it is already in — emits nothing, so each
///   change reaches the engine once.
/// - **Geometry with movement.** When the offset moves in the same report as the geometry (the
///   content kept at its top while an inset grows), the scroll goes first or last, whichever moves
///   the engine's clamped offset less: layout is not scrolling.
/// - **Phases** become the delegate events they stand for (``ReportedScrollPhase``), from the phase the host is
///   in, not the one the report says it left. A finger resting on the content (SwiftUI's
///   `tracking`) is a finger down: on content at rest it starts no drag (a tap moves nothing), but
///   on moving content it catches it — `beginDragging`, with no end of the deceleration — so the
///   chrome settles when the finger lifts, never under it. The app's animation that begins
///   while a finger is down takes the drag over: `beginProgrammatic` with no release, so a pull
///   never triggers from it.
/// - **The release velocity** comes from one place, ``releaseVelocity(reported:observed:)``.
///
/// A change of the offset while nothing moves the content is reported as a plain scroll: it moves
/// chrome like user scrolling and does not settle by itself.
package struct ScrollPhaseHost: Sendable, Equatable {
  // MARK: Package

  /// How long the content's last movement counts as its velocity at a release: 0.05 s (three
  /// frames at 60 Hz). A finger that rested longer releases at rest.
  package static let velocityWindow = 0.05

  /// The metrics last reported, or `nil` before the first reading.
  package private(set) var metrics: ScrollMetrics?
  /// The phase the reports left the scroll view in.
  package private(set) var phase: ReportedScrollPhase = .idle

  /// Whether a finger is down on the content: resting or dragging.
  package var isFingerDown: Bool { phase == .touching || phase == .dragging }

  /// Creates a host that has seen nothing yet.
  package init() {}

  /// Reads the scroll view's geometry and offset.
  ///
  /// - Parameters:
  ///   - next: The geometry and offset now.
  ///   - time: When, in seconds on the host's monotonic clock.
  ///   - emit: Receives the events, in order.
  /// - Note: Cost per event: O(1), no allocation.
  package mutating func observe(_ next: ScrollMetrics, at time: Double, emit: (ScrollEvent) -> Void)
  {
    guard let metrics else {
      metrics = next
      lastMove = Movement(time: time, velocity: 0)
      emit(.switchScrollView(next))
      return
    }
    guard next != metrics else { return }
    if next.offset != metrics.offset {
      let interval = time - lastMove.time
      let velocity = interval > 0 ? (next.offset - metrics.offset) / interval : lastMove.velocity
      lastMove = Movement(time: time, velocity: velocity)
    }
    ScrollMetrics.report(from: metrics, to: next, emit: emit)
    self.metrics = next
  }

  /// Reads a phase change.
  ///
  /// - Parameters:
  ///   - next: The phase the scroll view entered.
  ///   - velocity: The velocity the report carries, in points per second with the offset's sign,
  ///     or `nil` if it carries none.
  ///   - geometry: The geometry and offset the report carries, read before the phase.
  ///   - time: When, in seconds on the host's monotonic clock.
  ///   - emit: Receives the events, in order.
  /// - Note: Cost per event: O(1), no allocation.
  package mutating func changePhase(
    to next: ReportedScrollPhase, velocity: Double?, geometry: ScrollMetrics?, at time: Double,
    emit: (ScrollEvent) -> Void
  ) {
    if let geometry { observe(geometry, at: time, emit: emit) }
    guard next != phase else { return }
    let previous = phase
    phase = next
    switch next {
    case .dragging, .touching:
      let catches = next == .dragging || previous == .decelerating || previous == .animating
      if catches && !isDragOpen {
        isDragOpen = true
        emit(.beginDragging)
      }
      return
    case .idle, .decelerating, .animating:
      break
    }
    if isDragOpen && next == .animating {
      // The app's animation takes the drag over while the finger is down: the drag is over
      // without a release, so nothing triggers or settles from it.
      isDragOpen = false
      emit(.beginProgrammatic)
      return
    }
    if isDragOpen {
      isDragOpen = false
      let recent = time - lastMove.time <= Self.velocityWindow ? lastMove.velocity : 0
      let release = Self.releaseVelocity(reported: velocity, observed: recent)
      emit(.endDragging(velocity: release, willDecelerate: next == .decelerating))
    } else if previous == .decelerating {
      emit(.endDecelerating)
    } else if previous == .animating {
      emit(.endProgrammatic)
    }
    if next == .animating { emit(.beginProgrammatic) }
  }

  /// The release velocity the engine gets, in points per second with the sign of the offset
  /// (positive while the list scrolls down and its content moves up).
  ///
  /// SwiftUI's `ScrollPhaseChangeContext.velocity` is documented only as "the velocity of the
  /// scroll view at the time of the scroll phase change", without units or sign. So the content's
  /// own last movement decides, and the report is used only where it agrees with it — the same
  /// sign and within a factor of two — as the more precise reading of the same motion. A report
  /// that is missing, not finite, of the other sign, or of another scale (points per millisecond,
  /// say) never sends a snap the wrong way or a fling too far.
  ///
  /// - Parameters:
  ///   - reported: The velocity the phase change reported (`velocity?.dy`), if any.
  ///   - observed: The content's own movement just before the change, in points per second.
  /// - Note: Cost per event: O(1), no allocation.
  package static func releaseVelocity(reported: Double?, observed: Double) -> Double {
    guard let reported, reported.isFinite, reported * observed > 0 else { return observed }
    let ratio = reported / observed
    return ratio >= 0.5 && ratio <= 2 ? reported : observed
  }

  // MARK: Private

  /// The content's last movement: when, and how fast.
  private struct Movement: Sendable, Equatable {
    var time = 0.0
    var velocity = 0.0
  }

  /// The content's last movement.
  private var lastMove = Movement()
  /// Whether a `beginDragging` is open: the next end of the finger reports `endDragging`.
  private var isDragOpen = false
}

extension ScrollMetrics {
  /// Reports the change from `previous` to `next`: the geometry and the offset. When both changed,
  /// the scroll goes first or last, whichever moves the engine's clamped offset less (a host's
  /// own clamping after a layout change is not scrolling).
  ///
  /// - Note: Cost per event: O(1), no allocation.
  static func report(
    from previous: ScrollMetrics, to next: ScrollMetrics, emit: (ScrollEvent) -> Void
  ) {
    let moved = next.offset != previous.offset
    let reshaped = !next.hasSameGeometry(as: previous)
    let geometry = ScrollEvent.geometry(
      viewport: next.viewport, content: next.content, insetTop: next.insetTop,
      insetBottom: next.insetBottom)
    if moved && reshaped {
      let scrollFirst = abs(previous.clamped(next.offset) - previous.clamped(previous.offset))
      let geometryFirst = abs(next.clamped(next.offset) - next.clamped(previous.offset))
      if scrollFirst < geometryFirst {
        emit(.scroll(y: next.offset))
        emit(geometry)
      } else {
        emit(geometry)
        emit(.scroll(y: next.offset))
      }
    } else if reshaped {
      emit(geometry)
    } else if moved {
      emit(.scroll(y: next.offset))
    }
  }
}
