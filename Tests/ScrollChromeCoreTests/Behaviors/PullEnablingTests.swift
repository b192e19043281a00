import ScrollChromeCore
import ScrollChromeTestSupport
import Testing

// A paused host disables its pull headers: a disabled pull returns to normal at once, reports no
// state and no trigger while disabled, and the drag it was disabled in never triggers, even if it
// is enabled again before the finger lifts. The pull p still follows the content.

/// A long list with no inset, at rest at y = 0.
private let list = ScrollMetrics(viewport: 800, content: 4000)

@Suite("Pull enabling") struct PullEnablingTests {
  @Test func enabledByDefault() throws {
    let harness = try PullHarness(metrics: list)
    #expect(harness.behavior.isEnabled)
  }

  @Test func disablingMidPullReturnsToNormalAndNeverTriggers() throws {
    var harness = try PullHarness(metrics: list)
    harness.drag(pulls: [80])
    #expect(harness.behavior.state == .deep)
    harness.clearEvents()
    harness.setEnabled(false)
    #expect(harness.behavior.state == .normal)
    #expect(harness.events == [.stateChanged(from: .deep, to: .normal)])
    harness.clearEvents()
    harness.pull(to: 100)
    #expect(harness.behavior.state == .normal)
    #expect(harness.behavior.pull == 100)
    harness.release()
    #expect(harness.events.isEmpty)
  }

  @Test func enablingAgainMidDragShowsStateButWaitsForTheNextDragToTrigger() throws {
    var harness = try PullHarness(metrics: list)
    harness.drag(pulls: [30])
    harness.setEnabled(false)
    harness.setEnabled(true)
    harness.clearEvents()
    harness.pull(to: 80)
    #expect(harness.behavior.state == .deep)
    harness.release()
    #expect(harness.triggers.isEmpty)
    #expect(harness.behavior.state == .normal)
    // The next drag triggers as usual.
    harness.clearEvents()
    harness.drag(pulls: [80])
    harness.release()
    #expect(harness.triggers == [.deep])
  }

  @Test func disablingTwiceReportsOnce() throws {
    var harness = try PullHarness(metrics: list)
    harness.drag(pulls: [30])
    harness.clearEvents()
    harness.setEnabled(false)
    harness.setEnabled(false)
    #expect(harness.events == [.stateChanged(from: .shallow, to: .normal)])
  }
}
