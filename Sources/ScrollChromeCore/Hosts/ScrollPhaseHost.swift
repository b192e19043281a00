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
/// - **Phases.** A change of activity becomes the delegate events it stands for
///   (``ScrollActivity/transition(from:to:velocity:emit:)``), from the phase the host is in, not
///   the one the report says it left.
/// - **The release velocity** comes from one place, ``releaseVelocity(reported:observed:)``.
///
/// A change of the offset while nothing moves the content is reported as a plain scroll: it moves
/// chrome like user scrolling and does not settle by itself.
public struct ScrollPhaseHost: Sendable, Equatable {
  // MARK: Public

  /// How long the content's last movement counts as its velocity at a release: 0.05 s (three
  /// frames at 60 Hz). A finger that rested longer releases at rest.
  public static let velocityWindow = 0.05

  /// The metrics last reported, or `nil` before the first reading.
  public private(set) var metrics: ScrollMetrics?
  /// What moves the content, as the phases reported it.
  public private(set) var activity: ScrollActivity = .idle

  /// Creates a host that has seen nothing yet.
  public init() {}

  /// Reads the scroll view's geometry and offset.
  ///
  /// - Parameters:
  ///   - next: The geometry and offset now.
  ///   - time: When, in seconds on the host's monotonic clock.
  ///   - emit: Receives the events, in order.
  /// - Note: Cost per event: O(1), no allocation.
  public mutating func observe(_ next: ScrollMetrics, at time: Double, emit: (ScrollEvent) -> Void)
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
  ///   - next: The activity the scroll view entered.
  ///   - velocity: The velocity the report carries, in points per second with the offset's sign,
  ///     or `nil` if it carries none.
  ///   - geometry: The geometry and offset the report carries, read before the phase.
  ///   - time: When, in seconds on the host's monotonic clock.
  ///   - emit: Receives the events, in order.
  /// - Note: Cost per event: O(1), no allocation.
  public mutating func changePhase(
    to next: ScrollActivity, velocity: Double?, geometry: ScrollMetrics?, at time: Double,
    emit: (ScrollEvent) -> Void
  ) {
    if let geometry { observe(geometry, at: time, emit: emit) }
    guard next != activity else { return }
    let recent = time - lastMove.time <= Self.velocityWindow ? lastMove.velocity : 0
    let release = Self.releaseVelocity(reported: velocity, observed: recent)
    ScrollActivity.transition(from: activity, to: next, velocity: release, emit: emit)
    activity = next
  }

  /// The release velocity the engine gets, in points per second with the sign of the offset
  /// (positive while the list scrolls down and its content moves up).
  ///
  /// SwiftUI's `ScrollPhaseChangeContext.velocity` is documented only as "the velocity of the
  /// scroll view at the time of the scroll phase change", without units or sign. The reading
  /// here is that its `dy` is in points per second with the offset's sign, as the engine's
  /// events are. Where the report is missing or not finite, or its sign disagrees with the
  /// content's own last movement, that movement is used instead: a wrong reading can never send
  /// a snap the wrong way.
  ///
  /// - Parameters:
  ///   - reported: The velocity the phase change reported (`velocity?.dy`), if any.
  ///   - observed: The content's own movement just before the change, in points per second.
  /// - Note: Cost per event: O(1), no allocation.
  public static func releaseVelocity(reported: Double?, observed: Double) -> Double {
    guard let reported, reported.isFinite else { return observed }
    return reported * observed < 0 ? observed : reported
  }

  // MARK: Private

  /// The content's last movement: when, and how fast.
  private struct Movement: Sendable, Equatable {
    var time = 0.0
    var velocity = 0.0
  }

  /// The content's last movement.
  private var lastMove = Movement()
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
