import ScrollChromeCore
import ScrollChromeTestSupport
import Testing

/// Which pieces a `ChromeRuntime` runs: a piece added `running: false` (SwiftUI) runs while at
/// least one of its views is on screen; a piece added `running: true` (UIKit) runs at once; a
/// piece of the same name takes the old one's place.
@Suite("Runtime: presence") struct RuntimePresenceTests {
  @Test func aPieceAddedNotRunningRunsOnlyBetweenItsFirstAppearanceAndItsLastDisappearance() {
    let fixture = RuntimeFixture()
    let bar = fixture.bar(running: false)
    // Added, not on screen yet: a command ends unfinished at once, and nothing is applied.
    fixture.runtime.run(.collapse(animated: false), on: bar, completion: fixture.done("early"))
    #expect(fixture.results("early") == [false])
    #expect(fixture.runtime.running.isEmpty)
    #expect(fixture.applies("bar") == 0)
    // Two views appear (a header and its title): it runs once, applied once as it starts.
    fixture.runtime.appeared(bar)
    fixture.runtime.appeared(bar)
    #expect(fixture.runtime.running.count == 1)
    #expect(fixture.applies("bar") == 1)
    fixture.runtime.run(.collapse(animated: false), on: bar, completion: fixture.done("shown"))
    #expect(fixture.results("shown") == [true])
    #expect(bar.chrome.behavior.fraction == 1)
    // One view leaves: it still runs. The other leaves: it stops.
    fixture.runtime.disappeared(bar)
    #expect(fixture.runtime.isRunning(bar))
    fixture.runtime.disappeared(bar)
    #expect(!fixture.runtime.isRunning(bar))
    // A disappearance reported once too often changes nothing: the next appearance starts it.
    fixture.runtime.disappeared(bar)
    fixture.runtime.appeared(bar)
    #expect(fixture.runtime.isRunning(bar))
  }

  @Test func aRunningPieceStartsAtOnceAndIsAppliedAtOnce() {
    let fixture = RuntimeFixture()
    let bar = fixture.bar(running: true)
    let pull = fixture.pull(running: true)
    #expect(fixture.runtime.isRunning(bar))
    #expect(fixture.runtime.isRunning(pull))
    #expect(fixture.lines("apply") == ["apply bar", "apply pull"])
    // It takes commands at once.
    fixture.runtime.run(.collapse(animated: false), on: bar, completion: fixture.done("bar"))
    #expect(fixture.results("bar") == [true])
  }

  @Test func aStoppedPieceTakesNoEventsAndGoesOnWithTheDragOnceItRunsAgain() {
    let fixture = RuntimeFixture()
    let bar = fixture.bar(running: false)
    fixture.runtime.appeared(bar)
    fixture.runtime.disappeared(bar)
    fixture.drag(through: 1100, lifting: false)
    #expect(bar.chrome.behavior.fraction == 0)
    // Running again, the drag under way moves it by what the content moves from now on.
    fixture.runtime.appeared(bar)
    fixture.scroll(to: 1120)
    #expect(bar.chrome.behavior.fraction == 20.0 / 44)
  }

  @Test func stoppingEndsTheCommandsUnfinishedExactlyOnce() {
    let fixture = RuntimeFixture()
    let bar = fixture.bar(running: false)
    fixture.runtime.appeared(bar)
    fixture.runtime.run(.collapse(animated: true), on: bar, completion: fixture.done("collapse"))
    fixture.advance(0.1)
    #expect(fixture.results("collapse").isEmpty)
    fixture.runtime.disappeared(bar)
    #expect(fixture.results("collapse") == [false])
    // The animation's end, later, owes nothing more; a stopped piece takes no frames.
    fixture.advance(1)
    #expect(fixture.results("collapse") == [false])
    #expect(!fixture.runtime.needsFrames)
  }

  @Test func aRestartedPieceKeepsItsOwnValuesNotTheMemory() {
    let fixture = RuntimeFixture()
    fixture.runtime.connect(fixture.memory)
    let bar = fixture.bar(running: false)
    fixture.runtime.appeared(bar)
    fixture.runtime.run(.setFraction(0.5, animated: false), on: bar)
    fixture.runtime.disappeared(bar)
    #expect(fixture.stored["bar"] == CollapseMemory(fraction: 0.5))
    // While it is off screen the app disables it, and the memory comes to say otherwise.
    fixture.runtime.setEnabled(false, forPieceNamed: "bar")
    fixture.stored["bar"] = CollapseMemory(fraction: 1, isEnabled: true)
    fixture.runtime.appeared(bar)
    #expect(!bar.requestedEnabled)
    #expect(!bar.chrome.behavior.isEnabled)
    #expect(bar.chrome.behavior.fraction == 0.5)
  }

  /// How the old piece of a name was doing when a new piece of that name is added.
  enum Predecessor: String, CaseIterable {
    /// Its view on screen (SwiftUI), a command under way.
    case appeared
    /// Added running (UIKit), a command under way.
    case running
  }

  @Test(arguments: Predecessor.allCases)
  func aPieceOfTheSameNameReplacesTheOldOne(old predecessor: Predecessor) {
    let fixture = RuntimeFixture()
    let old = fixture.bar(running: predecessor == .running)
    if predecessor == .appeared { fixture.runtime.appeared(old) }
    fixture.runtime.run(.collapse(animated: true), on: old, completion: fixture.done("old"))
    let new = fixture.bar(running: false)
    // The old piece is stopped: its command ends unfinished, it no longer runs.
    #expect(fixture.results("old") == [false])
    #expect(fixture.runtime.running.isEmpty)
    // The old piece's views are no longer the runtime's; the new one's are.
    fixture.runtime.appeared(old)
    #expect(fixture.runtime.running.isEmpty)
    fixture.runtime.appeared(new)
    #expect(fixture.runtime.running.count == 1 && fixture.runtime.isRunning(new))
    // Commands by name reach the new piece.
    fixture.runtime.run(.collapse(animated: false), onPieceNamed: "bar")
    #expect(new.chrome.behavior.fraction == 1)
    #expect(old.chrome.behavior.fraction < 1)
  }

  @Test func aPieceAddedRunningInPlaceOfARunningOneRunsAtOnce() {
    let fixture = RuntimeFixture()
    let old = fixture.bar(running: true)
    fixture.runtime.run(.collapse(animated: true), on: old, completion: fixture.done("old"))
    let new = fixture.bar(running: true)
    #expect(fixture.results("old") == [false])
    #expect(fixture.runtime.running.count == 1 && fixture.runtime.isRunning(new))
    #expect(!fixture.runtime.isRunning(old))
  }

  @Test func aRemovedPieceStopsIsWrittenDownAndEndsItsCommandsUnfinished() {
    let fixture = RuntimeFixture()
    fixture.runtime.connect(fixture.memory)
    let bar = fixture.bar()
    fixture.runtime.run(.collapse(animated: true), on: bar, completion: fixture.done("collapse"))
    fixture.runtime.remove(bar)
    #expect(fixture.results("collapse") == [false])
    #expect(!fixture.runtime.isRunning(bar))
    // Mid-animation, what it remembers is where it was heading.
    #expect(fixture.stored["bar"] == CollapseMemory(fraction: 1))
    // Its views are no longer the runtime's, and commands by its name end unfinished.
    fixture.runtime.appeared(bar)
    #expect(!fixture.runtime.isRunning(bar))
    fixture.runtime.run(
      .expand(animated: false), onPieceNamed: "bar", completion: fixture.done("x"))
    #expect(fixture.results("x") == [false])
  }

  @Test func aPullThatStopsReturnsToNormalAndReadsPullsAgainWhenItRestarts() {
    let fixture = RuntimeFixture(metrics: RuntimeFixture.top)
    let pull = fixture.pull(running: false)
    fixture.runtime.appeared(pull)
    fixture.drag(through: -30, lifting: false)
    #expect(pull.chrome.behavior.state == .shallow)
    fixture.runtime.disappeared(pull)
    #expect(pull.chrome.behavior.state == .normal)
    fixture.runtime.appeared(pull)
    #expect(pull.chrome.behavior.isEnabled)
    // The drag that was under way never triggers; the next one does.
    fixture.lift()
    #expect(fixture.lines("trigger").isEmpty)
    fixture.scroll(to: 0)
    fixture.drag(through: -30)
    #expect(fixture.lines("trigger") == ["trigger pull shallow"])
  }
}
