import ScrollChromeCore
import ScrollChromeTestSupport
import Testing

/// What a `ChromeRuntime`'s pieces remember by name (`connect(_:)`, `rememberRunning()`): a piece
/// gets back what its name remembers once, the first time it runs with a memory connected; a piece
/// that stops is written down with the fraction it shows or heads to and the app's enabling.
@Suite("Runtime: memory") struct RuntimeMemoryTests {
  /// When the memory is connected, relative to the piece's start.
  enum Connection: String, CaseIterable {
    /// Connected before the piece's view appears: recalled as it starts.
    case beforeTheStart
    /// Connected once the piece runs (the environment arrives late): recalled then.
    case afterTheStart
  }

  /// Starts a bar (not running at first) and connects the memory in the given order.
  private func start(
    _ fixture: RuntimeFixture, connecting connection: Connection
  ) -> CollapsingPiece<CollapseBehavior> {
    let bar = fixture.bar(running: false)
    if connection == .beforeTheStart { fixture.runtime.connect(fixture.memory) }
    fixture.runtime.appeared(bar)
    if connection == .afterTheStart { fixture.runtime.connect(fixture.memory) }
    return bar
  }

  @Test(arguments: Connection.allCases)
  func aNewPieceGetsBackWhatItsNameRemembers(connected connection: Connection) {
    let fixture = RuntimeFixture()
    fixture.stored["bar"] = CollapseMemory(fraction: 1, isEnabled: false)
    let bar = start(fixture, connecting: connection)
    #expect(bar.chrome.behavior.fraction == 1)
    // The remembered enabling is the app's own.
    #expect(!bar.requestedEnabled)
    #expect(!bar.chrome.behavior.isEnabled)
  }

  @Test(arguments: Connection.allCases)
  func aPieceRecallsOnceAndNeverAgain(connected connection: Connection) {
    let fixture = RuntimeFixture()
    let bar = start(fixture, connecting: connection)
    // Nothing was remembered: it starts expanded. What is written later is not recalled again,
    // neither by connecting once more nor by a restart.
    fixture.stored["bar"] = CollapseMemory(fraction: 1)
    fixture.runtime.connect(fixture.memory)
    #expect(bar.chrome.behavior.fraction == 0)
    fixture.runtime.disappeared(bar)
    fixture.stored["bar"] = CollapseMemory(fraction: 1)
    fixture.runtime.appeared(bar)
    #expect(bar.chrome.behavior.fraction == 0)
  }

  @Test func aPieceAddedAgainUnderTheSameNameRecallsAgain() {
    let fixture = RuntimeFixture()
    fixture.runtime.connect(fixture.memory)
    let first = fixture.bar()
    fixture.runtime.run(.collapse(animated: false), on: first)
    // The new piece stops the old one, which writes itself down; the new one recalls that.
    let second = fixture.bar()
    #expect(fixture.stored["bar"] == CollapseMemory(fraction: 1))
    #expect(second.chrome.behavior.fraction == 1)
  }

  @Test(arguments: Connection.allCases)
  func underVoiceOverARecalledPieceStillEndsExpanded(connected connection: Connection) {
    let fixture = RuntimeFixture()
    fixture.stored["bar"] = CollapseMemory(fraction: 1)
    fixture.runtime.setAccessibility(ChromeAccessibility(isVoiceOverRunning: true))
    let bar = start(fixture, connecting: connection)
    #expect(bar.chrome.behavior.fraction == 0)
    #expect(!bar.chrome.behavior.isEnabled)
    // The app's enabling is what the memory said; VoiceOver holds the chrome on top of it.
    #expect(bar.requestedEnabled)
  }

  @Test func aStoppedPieceIsWrittenDownWithTheFractionItHeadsTo() {
    let fixture = RuntimeFixture()
    fixture.runtime.connect(fixture.memory)
    let bar = fixture.bar(running: false)
    fixture.runtime.appeared(bar)
    fixture.runtime.run(.collapse(animated: true), on: bar)
    // Half way through the 0.2 s animation: it shows about 0.5 and heads to 1.
    fixture.advance(0.1)
    #expect(bar.chrome.isAnimating)
    #expect(isClose(bar.chrome.behavior.fraction, 0.5))
    fixture.runtime.disappeared(bar)
    #expect(fixture.stored["bar"] == CollapseMemory(fraction: 1))
  }

  @Test func whatIsWrittenDownIsTheAppsEnablingNotAPauseOrVoiceOver() {
    let fixture = RuntimeFixture()
    fixture.runtime.connect(fixture.memory)
    let (free, held) = (fixture.bar("free"), fixture.bar("held"))
    fixture.runtime.setEnabled(false, for: held)
    fixture.runtime.setPaused(true)
    fixture.runtime.setAccessibility(ChromeAccessibility(isVoiceOverRunning: true))
    fixture.runtime.rememberRunning()
    #expect(fixture.stored["free"] == CollapseMemory(fraction: 0, isEnabled: true))
    #expect(fixture.stored["held"] == CollapseMemory(fraction: 0, isEnabled: false))
    _ = free
  }

  @Test func rememberRunningWritesEveryRunningPieceAndOnlyThose() {
    let fixture = RuntimeFixture()
    fixture.runtime.connect(fixture.memory)
    let top = fixture.bar("top")
    let bottom = fixture.bar("bottom")
    let moving = fixture.bar("moving")
    _ = fixture.bar("off", running: false)
    fixture.runtime.run(.collapse(animated: false), on: bottom)
    fixture.runtime.run(.setFraction(0.5, animated: true), on: moving)
    fixture.runtime.rememberRunning()
    #expect(fixture.stored["top"] == CollapseMemory(fraction: 0))
    #expect(fixture.stored["bottom"] == CollapseMemory(fraction: 1))
    // An animating piece is written down with its animation's target.
    #expect(fixture.stored["moving"] == CollapseMemory(fraction: 0.5))
    #expect(fixture.stored["off"] == nil)
    // Writing down stops nothing.
    #expect(fixture.runtime.isRunning(top) && fixture.runtime.isRunning(moving))
  }

  @Test func withoutAMemoryNothingIsWrittenOrRecalled() {
    let fixture = RuntimeFixture()
    fixture.stored["bar"] = CollapseMemory(fraction: 1)
    let bar = fixture.bar()
    #expect(bar.chrome.behavior.fraction == 0)
    fixture.runtime.run(.setFraction(0.5, animated: false), on: bar)
    fixture.runtime.rememberRunning()
    fixture.runtime.remove(bar)
    #expect(fixture.stored["bar"] == CollapseMemory(fraction: 1))
  }

  @Test func disconnectingTheMemoryStopsTheWriting() {
    let fixture = RuntimeFixture()
    fixture.runtime.connect(fixture.memory)
    let bar = fixture.bar()
    fixture.runtime.run(.collapse(animated: false), on: bar)
    fixture.runtime.connect(nil)
    fixture.runtime.remove(bar)
    #expect(fixture.stored["bar"] == nil)
  }
}
