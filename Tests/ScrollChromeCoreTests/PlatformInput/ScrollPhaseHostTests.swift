import ScrollChromeCore
import Testing

/// `ScrollPhaseHost`: what SwiftUI's `onScrollGeometryChange` and `onScrollPhaseChange` report,
/// as engine events — the first geometry, repeated reports from several observers, the release
/// velocity.
@Suite("SwiftUI host model") struct ScrollPhaseHostTests {
  let list = ScrollMetrics(offset: -100, viewport: 800, content: 3000, insetTop: 100)

  /// Runs `body` on a host and returns what it emitted.
  func events(
    _ host: inout ScrollPhaseHost, _ body: (inout ScrollPhaseHost, (ScrollEvent) -> Void) -> Void
  )
    -> [ScrollEvent]
  {
    var events: [ScrollEvent] = []
    body(&host) { events.append($0) }
    return events
  }

  @Test func theFirstGeometryComesFromThePhaseContext() {
    var host = ScrollPhaseHost()
    // onScrollGeometryChange reports changes only: nothing has arrived when the finger lands.
    let events = events(&host) { host, emit in
      host.changePhase(to: .dragging, velocity: nil, geometry: list, at: 1, emit: emit)
    }
    #expect(events == [.switchScrollView(list), .beginDragging])
    #expect(host.metrics == list)
  }

  @Test func theFirstReportOfAnyKindStartsTheScrollView() {
    var host = ScrollPhaseHost()
    var moved = list
    moved.offset = 20
    let events = events(&host) { host, emit in host.observe(moved, at: 1, emit: emit) }
    // The first reading re-baselines without moving chrome; it is not a scroll.
    #expect(events == [.switchScrollView(moved)])
  }

  @Test func aReportAlreadySeenEmitsNothing() {
    var host = ScrollPhaseHost()
    var moved = list
    moved.offset = 20
    let events = events(&host) { host, emit in
      host.observe(list, at: 1, emit: emit)
      // The bar's modifier and the header's both observe the same scroll view.
      host.observe(moved, at: 1.01, emit: emit)
      host.observe(moved, at: 1.01, emit: emit)
      host.changePhase(to: .dragging, velocity: nil, geometry: nil, at: 1.02, emit: emit)
      host.changePhase(to: .dragging, velocity: nil, geometry: nil, at: 1.02, emit: emit)
    }
    #expect(events == [.switchScrollView(list), .scroll(y: 20), .beginDragging])
  }

  @Test func geometryAndOffsetTogetherReportTheSmallerMovement() {
    var host = ScrollPhaseHost()
    // A bar's inset of 44 arrives: SwiftUI keeps the content at its top, so the offset moves
    // with the inset; layout is not scrolling.
    let inset = ScrollMetrics(offset: -144, viewport: 800, content: 3000, insetTop: 144)
    let events = events(&host) { host, emit in
      host.observe(list, at: 1, emit: emit)
      host.observe(inset, at: 1.1, emit: emit)
    }
    #expect(
      events == [
        .switchScrollView(list),
        // Under the old geometry −144 is overscroll: no movement; then the inset re-baselines.
        .scroll(y: -144),
        .geometry(viewport: 800, content: 3000, insetTop: 144, insetBottom: 0),
      ])
  }

  @Test func aReleaseEndsTheDragWithTheReportedVelocityWhereItAgreesWithTheMovement() {
    var host = ScrollPhaseHost()
    var at = list
    let events = events(&host) { host, emit in
      host.changePhase(to: .dragging, velocity: nil, geometry: list, at: 1, emit: emit)
      at.offset = -96
      host.observe(at, at: 1.18, emit: emit)
      // 8 points in 10 ms: 800 points per second; SwiftUI reports 900.
      at.offset = -88
      host.observe(at, at: 1.19, emit: emit)
      host.changePhase(to: .decelerating, velocity: 900, geometry: nil, at: 1.2, emit: emit)
      host.changePhase(to: .idle, velocity: nil, geometry: nil, at: 1.9, emit: emit)
    }
    #expect(
      events == [
        .switchScrollView(list), .beginDragging, .scroll(y: -96), .scroll(y: -88),
        .endDragging(velocity: 900, willDecelerate: true), .endDecelerating,
      ])
  }

  @Test(arguments: [
    // A report that agrees with the content's movement (same sign, within a factor of two) is
    // the more precise reading of it: used as it comes.
    (900.0 as Double?, 600.0, 900.0),
    (-350.0 as Double?, -600.0, -350.0),
    // No velocity in the context: the content's own last movement.
    (nil, 600.0, 600.0),
    // A non-finite report: the content's own movement.
    (Double.nan, -300.0, -300.0),
    // A report whose sign disagrees with where the content was going: the movement wins.
    (-900.0, 600.0, 600.0),
    // A report in another unit (points per millisecond) is far from the movement: it wins.
    (0.6, 600.0, 600.0),
    // A report five times the movement: the movement wins.
    (3_000.0, 600.0, 600.0),
    // The finger rested before lifting: whatever the report says, the release is at rest.
    (800.0, 0.0, 0.0),
    // Content at rest and no report: no velocity.
    (nil, 0.0, 0.0),
  ])
  func releaseVelocity(reported: Double?, observed: Double, expected: Double) {
    #expect(ScrollPhaseHost.releaseVelocity(reported: reported, observed: observed) == expected)
  }

  @Test func theObservedVelocityIsTheLastMovementPerSecond() {
    var host = ScrollPhaseHost()
    var at = list
    let events = events(&host) { host, emit in
      host.changePhase(to: .dragging, velocity: nil, geometry: list, at: 1, emit: emit)
      at.offset = -90
      host.observe(at, at: 1.01, emit: emit)
      at.offset = -84
      host.observe(at, at: 1.02, emit: emit)
      host.changePhase(to: .idle, velocity: nil, geometry: nil, at: 1.03, emit: emit)
    }
    // 6 points in 10 ms: 600 points per second, scrolling down.
    guard case .endDragging(let velocity, false) = events.last else {
      Issue.record("no release in \(events)")
      return
    }
    #expect(abs(velocity - 600) < 1e-6)
  }

  @Test func movementLongBeforeTheReleaseIsNotItsVelocity() {
    var host = ScrollPhaseHost()
    var at = list
    let events = events(&host) { host, emit in
      host.changePhase(to: .dragging, velocity: nil, geometry: list, at: 1, emit: emit)
      at.offset = -90
      host.observe(at, at: 1.01, emit: emit)
      // The finger rests half a second, then lifts.
      host.changePhase(to: .idle, velocity: nil, geometry: nil, at: 1.5, emit: emit)
    }
    #expect(events.last == .endDragging(velocity: 0, willDecelerate: false))
  }

  @Test func aFingerRestingOnStillContentIsNotADrag() {
    var host = ScrollPhaseHost()
    let events = events(&host) { host, emit in
      host.changePhase(to: .touching, velocity: nil, geometry: list, at: 1, emit: emit)
      #expect(host.isFingerDown)
      host.changePhase(to: .idle, velocity: nil, geometry: nil, at: 1.2, emit: emit)
    }
    // A tap: no drag begins, none ends, so nothing settles.
    #expect(events == [.switchScrollView(list)])
    #expect(!host.isFingerDown)
  }

  @Test func aFingerThatCatchesAFlingSettlesWhenItLiftsNotWhenItLands() {
    var host = ScrollPhaseHost()
    var at = list
    let events = events(&host) { host, emit in
      host.changePhase(to: .dragging, velocity: nil, geometry: list, at: 1, emit: emit)
      at.offset = -40
      host.observe(at, at: 1.05, emit: emit)
      host.changePhase(to: .decelerating, velocity: 1_200, geometry: nil, at: 1.06, emit: emit)
      at.offset = 200
      host.observe(at, at: 1.3, emit: emit)
      // The finger lands on the moving content: SwiftUI reports it tracking.
      host.changePhase(to: .touching, velocity: nil, geometry: nil, at: 1.4, emit: emit)
      #expect(host.isFingerDown)
      // It lifts without moving.
      host.changePhase(to: .idle, velocity: nil, geometry: nil, at: 1.9, emit: emit)
    }
    #expect(
      events == [
        .switchScrollView(list), .beginDragging, .scroll(y: -40),
        .endDragging(velocity: 1_200, willDecelerate: true), .scroll(y: 200),
        // The catch is a new drag, and the deceleration never ended: no settle under the finger.
        .beginDragging,
        // The lift is the settle point; the finger rested half a second, so at rest.
        .endDragging(velocity: 0, willDecelerate: false),
      ])
  }

  @Test func aCaughtFlingThatIsDraggedOnIsOneDrag() {
    var host = ScrollPhaseHost()
    let events = events(&host) { host, emit in
      host.changePhase(to: .decelerating, velocity: nil, geometry: list, at: 1, emit: emit)
      host.changePhase(to: .touching, velocity: nil, geometry: nil, at: 1.1, emit: emit)
      host.changePhase(to: .dragging, velocity: nil, geometry: nil, at: 1.2, emit: emit)
      host.changePhase(to: .idle, velocity: nil, geometry: nil, at: 1.5, emit: emit)
    }
    #expect(
      events == [
        .switchScrollView(list), .beginDragging,
        .endDragging(velocity: 0, willDecelerate: false),
      ])
  }

  @Test func theAppsAnimationTakesOverACaughtFlingWithoutARelease() {
    var host = ScrollPhaseHost()
    let events = events(&host) { host, emit in
      host.changePhase(to: .decelerating, velocity: nil, geometry: list, at: 1, emit: emit)
      host.changePhase(to: .touching, velocity: nil, geometry: nil, at: 1.1, emit: emit)
      host.changePhase(to: .animating, velocity: nil, geometry: nil, at: 1.2, emit: emit)
      host.changePhase(to: .idle, velocity: nil, geometry: nil, at: 1.5, emit: emit)
    }
    #expect(
      events == [
        .switchScrollView(list), .beginDragging, .beginProgrammatic, .endProgrammatic,
      ])
  }

  @Test func aFingerThatStopsTheAppsAnimationStartsADrag() {
    var host = ScrollPhaseHost()
    let events = events(&host) { host, emit in
      host.changePhase(to: .animating, velocity: nil, geometry: list, at: 1, emit: emit)
      host.changePhase(to: .touching, velocity: nil, geometry: nil, at: 1.1, emit: emit)
      host.changePhase(to: .idle, velocity: nil, geometry: nil, at: 1.5, emit: emit)
    }
    #expect(
      events == [
        .switchScrollView(list), .beginProgrammatic, .beginDragging,
        .endDragging(velocity: 0, willDecelerate: false),
      ])
  }

  @Test(arguments: [
    // (from, to, the events of the change)
    (ReportedScrollPhase.idle, ReportedScrollPhase.dragging, [ScrollEvent.beginDragging]),
    (.dragging, .decelerating, [.endDragging(velocity: 0, willDecelerate: true)]),
    (.dragging, .idle, [.endDragging(velocity: 0, willDecelerate: false)]),
    // The app's animation takes the drag over: no release.
    (.dragging, .animating, [.beginProgrammatic]),
    (.idle, .animating, [.beginProgrammatic]),
    (.animating, .idle, [.endProgrammatic]),
    (.idle, .decelerating, []),
    (.idle, .touching, []),
  ])
  func phaseChangesFromRest(
    from: ReportedScrollPhase, to: ReportedScrollPhase, expected: [ScrollEvent]
  ) {
    var host = ScrollPhaseHost()
    var emitted: [ScrollEvent] = []
    host.changePhase(to: from, velocity: nil, geometry: list, at: 1, emit: { _ in })
    host.changePhase(to: to, velocity: nil, geometry: nil, at: 2) { emitted.append($0) }
    #expect(emitted == expected)
  }
}
