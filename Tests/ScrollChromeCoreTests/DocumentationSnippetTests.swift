import ScrollChromeCore
import ScrollChromeTestSupport
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

  /// `EffectsAndAttributes.md`: a title halfway through slide and fade.
  @Test func effectsSnippet() {
    let title: [Effect] = [.slide(10), .fade(from: 0, to: 1)]
    let attributes = title.attributes(
      for: EffectInput(fraction: 0.5), base: .identity())
    #expect(attributes.translateY == 5)
    #expect(attributes.alpha == 0.5)
  }

  /// ``Keyframes``' summary: a title that stays hidden until 60 % and eases in after.
  @Test func keyframesSnippet() {
    let title = AttributeKeyframes([
      AttributeKeyframes.Frame(fraction: 0, attributes: Attributes(alpha: 0, translateY: 12)),
      AttributeKeyframes.Frame(fraction: 0.6, attributes: Attributes(alpha: 0, translateY: 12)),
      AttributeKeyframes.Frame(fraction: 1, attributes: Attributes(alpha: 1), easing: .easeOut),
    ])
    #expect(title.attributes(at: 0.3, base: .identity()).alpha == 0)
    #expect(title.attributes(at: 1, base: .identity()).translateY == 0)
    // Halfway between 0.6 and 1 the segment's easeOut (0, 0, 0.58, 1) gives the alpha; python:
    // bisect x(s) = 3(1−s)s²·0.58 + s³ = 0.5, then y(s) = 3(1−s)²s·0 + 3(1−s)s² + s³ → 0.684643
    #expect(isClose(title.attributes(at: 0.8, base: .identity()).alpha, 0.684643, tolerance: 1e-6))
  }
}
