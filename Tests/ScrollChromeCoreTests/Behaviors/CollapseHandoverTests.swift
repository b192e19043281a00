import ScrollChromeCore
import ScrollChromeTestSupport
import Testing

/// `CollapsingChrome.handover(to:)`: a new preset's chrome carries on where the old one is.
@Suite("Collapse handover") struct CollapseHandoverTests {
  @Test func aBarKeepsItsFractionUnderANewRange() throws {
    var harness = try CollapseFixture.harness(range: 44, metrics: CollapseFixture.longList())
    harness.run(.setFraction(0.5), animated: false)
    let next = CollapseBehavior(CollapseFixture.configuration(range: 96), tracker: harness.tracker)
    // Half of 44 becomes half of 96.
    #expect(harness.behavior.handover(to: next) == CollapseMemory(fraction: 0.5))
  }

  @Test func aBarHandsOverTheFractionItsAnimationHeadsFor() throws {
    var harness = try CollapseFixture.harness(range: 44)
    _ = harness.collapse(animated: true)
    harness.run(for: 2.0 / 60)
    #expect(harness.behavior.isAnimating)
    let next = CollapseBehavior(CollapseFixture.configuration(range: 44), tracker: harness.tracker)
    #expect(harness.behavior.handover(to: next).fraction == 1)
  }

  @Test func aDisabledBarStaysDisabled() throws {
    var harness = try CollapseFixture.harness(range: 44)
    harness.setEnabled(false)
    let next = CollapseBehavior(CollapseFixture.configuration(range: 44), tracker: harness.tracker)
    #expect(!harness.behavior.handover(to: next).isEnabled)
  }

  /// (offset from the top, new header height, expected fraction: clamp(u / R′, 0, 1))
  @Test(arguments: [
    (100.0, 50.0, 1.0),
    (100.0, 200.0, 0.5),
    (0.0, 200.0, 0.0),
    (1000.0, 220.0, 1.0),
  ])
  func aHeaderStartsWhereTheContentIs(offset: Double, height: Double, expected: Double) throws {
    let tracker = try ScrollTracker(metrics: CollapseFixture.longList(offset: offset))
    let header = HeaderTransition(headerHeight: 220).makeChrome(tracker: tracker)
    let next = HeaderTransition(headerHeight: height).makeChrome(tracker: tracker)
    let memory = header.handover(to: next)
    #expect(memory.fraction == expected)
    // Restored, the new header is in step with the content: c = min(u, R′).
    var restored = next
    restored.behavior.restore(memory, at: tracker.time) { _ in }
    #expect(restored.behavior.collapsed == min(offset, height))
  }

  @Test func aDisabledHeaderKeepsItsFraction() throws {
    let tracker = try ScrollTracker(metrics: CollapseFixture.longList(offset: 100))
    var header = HeaderTransition(headerHeight: 220).makeChrome(tracker: tracker)
    // VoiceOver (or the app) disabled it and expanded it.
    header.behavior.setEnabled(false, at: 0) { _ in }
    header.behavior.expand(animated: false, at: 0) { _ in }
    let next = HeaderTransition(headerHeight: 50).makeChrome(tracker: tracker)
    #expect(header.handover(to: next) == CollapseMemory(fraction: 0, isEnabled: false))
  }
}
