import ScrollChromeCore
import ScrollChromeTestSupport
import Testing

/// `whenFingerLifts(_:)`: an action that reloads rows must not move them under the finger, so it
/// runs at once when no finger is down, and otherwise when the finger lifts — after that input's
/// outputs (the chrome's settle, a pull's trigger).
@Suite("Runtime: when the finger lifts") struct RuntimeFingerLiftTests {
  @Test func withNoFingerDownTheActionRunsAtOnce() {
    let fixture = RuntimeFixture()
    #expect(!fixture.runtime.isFingerDown)
    fixture.runtime.whenFingerLifts(fixture.action("reload"))
    #expect(fixture.lines("action") == ["action reload"])
  }

  /// How the finger is down, as SwiftUI reports it.
  enum Finger: String, CaseIterable {
    /// Resting on still content (`tracking`): no drag starts, but the finger is down.
    case touching
    /// Dragging (`interacting`).
    case dragging
  }

  @Test(arguments: Finger.allCases)
  func withAFingerDownTheActionRunsWhenItLiftsAfterThatInputsOutputs(finger: Finger) {
    let fixture = RuntimeFixture()
    let bar = fixture.bar()
    fixture.enter(finger == .touching ? .touching : .dragging)
    #expect(fixture.runtime.isFingerDown)
    fixture.runtime.whenFingerLifts(fixture.action("first"))
    fixture.runtime.whenFingerLifts(fixture.action("second"))
    if finger == .dragging { fixture.scroll(to: 1012) }
    #expect(fixture.lines("action").isEmpty)
    let start = fixture.log.count
    fixture.lift()
    #expect(!fixture.runtime.isFingerDown)
    // A drag left the bar 12 of 44 points collapsed: it settles (animated, to the nearer end)
    // in the lift's outputs, and the actions run after the chrome's outputs, in the order they
    // were given. A resting finger moved nothing: only the actions run.
    let expected =
      finger == .dragging
      ? ["apply bar", "action first", "action second"]
      : ["action first", "action second"]
    #expect(Array(fixture.log[start...]).filter { !$0.hasPrefix("frames ") } == expected)
    #expect(bar.chrome.isAnimating == (finger == .dragging))
    // Once run, an action never runs again.
    fixture.drag(through: 1020)
    #expect(fixture.lines("action") == ["action first", "action second"])
  }

  @Test func theActionRunsAfterThePullsTrigger() {
    let fixture = RuntimeFixture(metrics: RuntimeFixture.top)
    fixture.pull()
    fixture.drag(through: -80, lifting: false)
    fixture.runtime.whenFingerLifts(fixture.action("reload"))
    let start = fixture.log.count
    fixture.lift()
    #expect(Array(fixture.log[start...]) == ["apply pull", "trigger pull deep", "action reload"])
  }

  @Test func anActionGivenInsideTheTriggerRunsAtOnceAfterIt() {
    let fixture = RuntimeFixture(metrics: RuntimeFixture.top)
    fixture.pull()
    fixture.hook = { [unowned fixture] line in
      guard line == "trigger pull shallow" else { return }
      fixture.runtime.whenFingerLifts(fixture.action("reload"))
      // It waits for the lift's input to end, which has already lifted the finger.
      #expect(fixture.lines("action").isEmpty)
    }
    fixture.drag(through: -30)
    #expect(fixture.lines("action") == ["action reload"])
  }

  @Test func anActionWaitingForTheFingerRunsOnceWhenTheRuntimeStops() {
    let fixture = RuntimeFixture()
    fixture.enter(.dragging)
    fixture.runtime.whenFingerLifts(fixture.action("reload"))
    fixture.runtime.stop()
    #expect(fixture.lines("action") == ["action reload"])
    fixture.lift()
    #expect(fixture.lines("action") == ["action reload"])
    // Given to a stopped runtime, an action runs at once: no finger is down on it any more, and
    // an awaited refresh must end.
    fixture.runtime.whenFingerLifts(fixture.action("late"))
    #expect(fixture.lines("action") == ["action reload", "action late"])
  }
}
