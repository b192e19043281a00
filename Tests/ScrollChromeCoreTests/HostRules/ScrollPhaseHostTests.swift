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
      host.changePhase(to: .tracking, velocity: nil, geometry: list, at: 1, emit: emit)
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
      host.changePhase(to: .tracking, velocity: nil, geometry: nil, at: 1.02, emit: emit)
      host.changePhase(to: .tracking, velocity: nil, geometry: nil, at: 1.02, emit: emit)
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

  @Test func aReleaseEndsTheDragWithTheReportedVelocity() {
    var host = ScrollPhaseHost()
    let events = events(&host) { host, emit in
      host.changePhase(to: .tracking, velocity: nil, geometry: list, at: 1, emit: emit)
      host.changePhase(to: .decelerating, velocity: 900, geometry: nil, at: 1.2, emit: emit)
      host.changePhase(to: .idle, velocity: nil, geometry: nil, at: 1.9, emit: emit)
    }
    #expect(
      events == [
        .switchScrollView(list), .beginDragging,
        .endDragging(velocity: 900, willDecelerate: true), .endDecelerating,
      ])
  }

  @Test(arguments: [
    // SwiftUI reports the velocity: it is used as it comes (points per second, offset's sign).
    (900.0 as Double?, 600.0, 900.0),
    // No velocity in the context: the content's own last movement.
    (nil, 600.0, 600.0),
    // A non-finite report: the content's own movement.
    (Double.nan, -300.0, -300.0),
    // A report whose sign disagrees with where the content was going: the movement wins.
    (-900.0, 600.0, 600.0),
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
      host.changePhase(to: .tracking, velocity: nil, geometry: list, at: 1, emit: emit)
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
      host.changePhase(to: .tracking, velocity: nil, geometry: list, at: 1, emit: emit)
      at.offset = -90
      host.observe(at, at: 1.01, emit: emit)
      // The finger rests half a second, then lifts.
      host.changePhase(to: .idle, velocity: nil, geometry: nil, at: 1.5, emit: emit)
    }
    #expect(events.last == .endDragging(velocity: 0, willDecelerate: false))
  }
}
