import ScrollChromeCore
import Testing

/// The compiled twins of the DocC snippets: if a snippet stops compiling or stops telling the
/// truth, these fail.
@Suite("Documentation snippets") struct DocumentationSnippetTests {
  /// `ScrollInput.md`: the tracker's first example.
  @Test func scrollInputSnippet() throws {
    var tracker = try ScrollTracker(
      metrics: ScrollMetrics(viewport: 800, content: 4000, insetTop: 44))
    try tracker.handle(.beginDragging, at: 0)
    try tracker.handle(.scroll(y: -20), at: 0.016)
    #expect(tracker.delta == 24)
    #expect(tracker.direction == .down)
  }

  /// `SimulatingAScrollView.md`: a fling at 1000 pt/s rests at 494.01.
  @Test func simulatorSnippet() {
    var simulator = ScrollViewSimulator(metrics: ScrollMetrics(viewport: 800, content: 4000))
    var events: [ScrollEvent] = []
    simulator.touchDown { events.append($0) }
    simulator.liftFinger(velocity: 1000) { events.append($0) }
    var time = 0.0
    while !simulator.isIdle {
      time += 1.0 / 60
      simulator.advance(to: time) { events.append($0) }
    }
    // python: 1*0.998/0.002*(1 - 10/1000) → 494.01
    #expect(isClose(simulator.metrics.offset, 494.01, tolerance: 1e-9))
    #expect(events.first == .beginDragging)
    #expect(events.last == .endDecelerating)
  }

  /// `CollapsingChrome.md` and ``CollapseBehavior``'s summary: a bar follows a 30-point scroll.
  @Test func collapseSnippet() throws {
    var tracker = try ScrollTracker(metrics: ScrollMetrics(viewport: 800, content: 4000))
    var bar = try CollapseBehavior(CollapseConfiguration(range: 44), tracker: tracker)
    try tracker.handle(.beginDragging, at: 0)
    bar.handle(.beginDragging, tracker: tracker) { _ in }
    try tracker.handle(.scroll(y: 30), at: 0.016)
    bar.handle(.scroll(y: 30), tracker: tracker) { _ in }
    #expect(bar.fraction == 30.0 / 44)
  }
}
