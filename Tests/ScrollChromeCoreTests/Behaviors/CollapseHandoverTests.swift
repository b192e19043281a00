import ScrollChromeCore
import ScrollChromeTestSupport
import Testing

/// `CollapseBehavior.handover(to:)`: a new preset's chrome carries on where the old one is.
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

  /// (offset from the top, new range, expected fraction: clamp(u / R′, 0, 1))
  @Test(arguments: [
    (100.0, 50.0, 1.0),
    (100.0, 200.0, 0.5),
    (0.0, 200.0, 0.0),
    (1000.0, 220.0, 1.0),
  ])
  func aHeaderStartsWhereTheContentIs(offset: Double, range: Double, expected: Double) throws {
    let harness = try CollapseFixture.harness(
      range: 220, mode: .collapsesWithContent, metrics: CollapseFixture.longList(offset: offset))
    let next = CollapseBehavior(
      CollapseFixture.configuration(range: range, mode: .collapsesWithContent),
      tracker: harness.tracker)
    let memory = harness.behavior.handover(to: next)
    #expect(memory.fraction == expected)
    // Restored, the new header is in step with the content: c = min(u, R′).
    var restored = next
    restored.restore(memory, at: harness.tracker.time) { _ in }
    #expect(restored.collapsed == min(offset, range))
  }
}
