import ScrollChromeCore
import ScrollChromeTestSupport
import Testing

/// How a `ChromeRuntime` enables its pieces: the app's choice per piece, pausing for all, VoiceOver
/// for collapsing chrome (pulls are left alone), and Reduce Motion for every piece, also those
/// that start later.
@Suite("Runtime: enabling and accessibility") struct RuntimeEnablingTests {
  @Test func theAppEnablesAPieceItselfOrByName() {
    let fixture = RuntimeFixture()
    let bar = fixture.bar()
    fixture.runtime.setEnabled(false, for: bar)
    #expect(!bar.requestedEnabled && !bar.chrome.behavior.isEnabled)
    // Disabled chrome stays where it is.
    fixture.scroll(to: 1020)
    #expect(bar.chrome.behavior.fraction == 0)
    // Enabled again it re-baselines: only what the content moves from now on moves it.
    fixture.runtime.setEnabled(true, forPieceNamed: "bar")
    #expect(bar.requestedEnabled && bar.chrome.behavior.isEnabled)
    fixture.scroll(to: 1030)
    #expect(bar.chrome.behavior.fraction == 10.0 / 44)
    // A name nobody added changes nothing.
    fixture.runtime.setEnabled(false, forPieceNamed: "nobody")
    #expect(bar.chrome.behavior.isEnabled)
  }

  @Test func disablingEndsARunningCommandUnfinishedWhereItIs() {
    let fixture = RuntimeFixture()
    let bar = fixture.bar()
    fixture.runtime.run(.collapse(animated: true), on: bar, completion: fixture.done("collapse"))
    fixture.advance(0.1)
    let halfway = bar.chrome.behavior.fraction
    fixture.runtime.setEnabled(false, for: bar)
    #expect(fixture.results("collapse") == [false])
    #expect(bar.chrome.behavior.fraction == halfway)
    #expect(!bar.chrome.isAnimating)
  }

  @Test func pausingHoldsCollapsingChromeAndPullsAndKeepsTheAppsChoice() {
    let fixture = RuntimeFixture()
    let (bar, pull) = (fixture.bar(), fixture.pull())
    fixture.runtime.setPaused(true)
    #expect(fixture.runtime.isPaused)
    #expect(!bar.chrome.behavior.isEnabled)
    #expect(!pull.chrome.behavior.isEnabled)
    #expect(bar.requestedEnabled)
    // Commands still move paused chrome.
    fixture.runtime.run(.collapse(animated: false), on: bar, completion: fixture.done("paused"))
    #expect(fixture.results("paused") == [true])
    fixture.runtime.setPaused(false)
    #expect(bar.chrome.behavior.isEnabled)
    #expect(pull.chrome.behavior.isEnabled)
  }

  @Test func aPausedPullHeaderReadsNoPullAndThePullUnderWayNeverTriggers() {
    let fixture = RuntimeFixture(metrics: RuntimeFixture.top)
    let pull = fixture.pull()
    fixture.drag(through: -30, lifting: false)
    #expect(pull.chrome.behavior.state == .shallow)
    // Pausing returns it to normal; pulling further reads nothing.
    fixture.runtime.setPaused(true)
    #expect(pull.chrome.behavior.state == .normal)
    fixture.scroll(to: -50)
    #expect(pull.chrome.behavior.state == .normal)
    // Unpaused while the finger is still down: it reads pulls again (90 ≥ 70 is deep), but the
    // drag under way never triggers.
    fixture.runtime.setPaused(false)
    fixture.scroll(to: -90)
    #expect(pull.chrome.behavior.state == .deep)
    fixture.lift()
    #expect(fixture.lines("trigger").isEmpty)
    // The next drag triggers.
    fixture.scroll(to: 0)
    fixture.drag(through: -30)
    #expect(fixture.lines("trigger") == ["trigger pull shallow"])
  }

  @Test func voiceOverExpandsRunningChromeOnceAsItStartsAndKeepsItStill() {
    let fixture = RuntimeFixture()
    let bar = fixture.bar()
    fixture.runtime.run(.collapse(animated: false), on: bar)
    fixture.runtime.setAccessibility(ChromeAccessibility(isVoiceOverRunning: true))
    // The expansion animates (Reduce Motion is off).
    #expect(bar.chrome.isAnimating)
    fixture.advance(1)
    #expect(bar.chrome.behavior.fraction == 0)
    #expect(!bar.chrome.behavior.isEnabled)
    fixture.scroll(to: 1100)
    #expect(bar.chrome.behavior.fraction == 0)
    // The app may still collapse it; VoiceOver already running expands nothing more, even when
    // another setting changes.
    fixture.runtime.run(.collapse(animated: false), on: bar)
    fixture.runtime.setAccessibility(
      ChromeAccessibility(isVoiceOverRunning: true, isReduceMotionEnabled: true))
    #expect(bar.chrome.behavior.fraction == 1)
  }

  @Test func voiceOverStartingLeavesStoppedPiecesAloneAndExpandsThemAsTheyStart() {
    let fixture = RuntimeFixture()
    let later = fixture.bar("later", running: false)
    fixture.runtime.appeared(later)
    fixture.runtime.run(.collapse(animated: false), on: later)
    fixture.runtime.disappeared(later)
    fixture.runtime.setAccessibility(ChromeAccessibility(isVoiceOverRunning: true))
    #expect(later.chrome.behavior.fraction == 1)
    // Back on screen under VoiceOver: expanded at once, and held.
    fixture.runtime.appeared(later)
    #expect(later.chrome.behavior.fraction == 0)
    #expect(!later.chrome.isAnimating)
    #expect(!later.chrome.behavior.isEnabled)
    // A piece added running under VoiceOver is held from the start.
    let new = fixture.bar("new")
    #expect(!new.chrome.behavior.isEnabled)
  }

  @Test func voiceOverStoppingLetsScrollingMoveChromeAgainUnlessTheAppDisabledIt() {
    let fixture = RuntimeFixture()
    let (free, held) = (fixture.bar("free"), fixture.bar("held"))
    fixture.runtime.setEnabled(false, forPieceNamed: "held")
    fixture.runtime.setAccessibility(ChromeAccessibility(isVoiceOverRunning: true))
    #expect(!free.chrome.behavior.isEnabled)
    fixture.runtime.setAccessibility(ChromeAccessibility())
    #expect(free.chrome.behavior.isEnabled)
    #expect(!held.chrome.behavior.isEnabled)
  }

  @Test func voiceOverLeavesPullsAlone() {
    let fixture = RuntimeFixture(metrics: RuntimeFixture.top)
    fixture.runtime.setAccessibility(ChromeAccessibility(isVoiceOverRunning: true))
    let pull = fixture.pull()
    #expect(pull.chrome.behavior.isEnabled)
    fixture.drag(through: -80)
    #expect(fixture.lines("trigger") == ["trigger pull deep"])
  }

  /// When a piece meets Reduce Motion.
  enum ReduceMotionStart: String, CaseIterable {
    /// It runs when Reduce Motion is turned on.
    case runningBefore
    /// It was added, not running, before Reduce Motion; it appears after.
    case addedBeforeAppearingAfter
    /// It is added after Reduce Motion was turned on.
    case addedAfter
  }

  @Test(arguments: ReduceMotionStart.allCases)
  func reduceMotionReachesEveryPieceAndCommandsCompleteAtOnce(start: ReduceMotionStart) {
    let fixture = RuntimeFixture()
    let reduced = ChromeAccessibility(isReduceMotionEnabled: true)
    let bar: CollapsingPiece<CollapseBehavior>
    switch start {
    case .runningBefore:
      bar = fixture.bar()
      fixture.runtime.setAccessibility(reduced)
    case .addedBeforeAppearingAfter:
      bar = fixture.bar(running: false)
      fixture.runtime.setAccessibility(reduced)
      fixture.runtime.appeared(bar)
    case .addedAfter:
      fixture.runtime.setAccessibility(reduced)
      bar = fixture.bar()
    }
    #expect(bar.chrome.behavior.reduceMotion)
    fixture.runtime.run(.collapse(animated: true), on: bar, completion: fixture.done("collapse"))
    #expect(fixture.results("collapse") == [true])
    #expect(bar.chrome.behavior.fraction == 1)
    #expect(!fixture.runtime.needsFrames)
  }

  @Test func voiceOverStartingUnderReduceMotionExpandsAtOnce() {
    let fixture = RuntimeFixture()
    let bar = fixture.bar()
    fixture.runtime.run(.collapse(animated: false), on: bar)
    fixture.runtime.setAccessibility(
      ChromeAccessibility(isVoiceOverRunning: true, isReduceMotionEnabled: true))
    #expect(bar.chrome.behavior.fraction == 0)
    #expect(!fixture.runtime.needsFrames)
  }
}
