import ScrollChromeCore
import ScrollChromeTestSupport
import Testing

/// Commands through a `ChromeRuntime` and their completions: each completion runs exactly once,
/// with `finished` as the engine reports it, in the order the commands end; a command to all
/// pieces has one completion.
@Suite("Runtime: commands") struct RuntimeCommandTests {
  @Test func anAnimatedCommandCompletesOnceWhenItsAnimationEnds() {
    let fixture = RuntimeFixture()
    let bar = fixture.bar()
    fixture.runtime.run(.collapse(animated: true), on: bar, completion: fixture.done("collapse"))
    #expect(fixture.results("collapse").isEmpty, "still animating")
    fixture.advance(0.1)
    #expect(fixture.results("collapse").isEmpty, "half way through 0.2 s")
    fixture.advance(0.1)
    #expect(fixture.results("collapse") == [true])
    #expect(bar.chrome.behavior.fraction == 1)
    fixture.advance(0.1)
    fixture.advance(1)
    #expect(fixture.results("collapse") == [true], "exactly once")
  }

  /// A command that ends as it is given.
  enum AtOnce: String, CaseIterable {
    /// A collapse without animation.
    case jump
    /// An animated expand of chrome that is already expanded: nothing to move.
    case alreadyThere
    /// A collapse over content that fits (scrollable distance 20 ≤ range 44): refused.
    case refusedContentFits
    /// A collapse of a shy bar 10 points from the top (it collapses with the content only once
    /// `u ≥ R`): refused.
    case refusedNearTheTop
  }

  @Test(arguments: AtOnce.allCases)
  func aCommandThatEndsAtOnceCompletesAtOnce(situation: AtOnce) {
    let fixture: RuntimeFixture
    let piece: RuntimePiece
    let fraction: () -> Double
    switch situation {
    case .jump, .alreadyThere, .refusedContentFits:
      fixture = RuntimeFixture(
        metrics: situation == .refusedContentFits
          ? CollapseFixture.list(scrolling: 20, offset: 10) : RuntimeFixture.scrolled)
      let bar = fixture.bar()
      (piece, fraction) = (bar, { bar.chrome.behavior.fraction })
    case .refusedNearTheTop:
      fixture = RuntimeFixture(metrics: CollapseFixture.longList(offset: 10))
      let bar = fixture.add(ShyBar(fullHeight: 44), named: "shy")
      (piece, fraction) = (bar, { bar.chrome.behavior.fraction })
    }
    let command: ChromeCommand =
      switch situation {
      case .jump: .collapse(animated: false)
      case .alreadyThere: .expand(animated: true)
      case .refusedContentFits, .refusedNearTheTop: .collapse(animated: true)
      }
    fixture.runtime.run(command, on: piece, completion: fixture.done("command"))
    let finished = situation == .jump || situation == .alreadyThere
    #expect(fixture.results("command") == [finished])
    #expect(fraction() == (situation == .jump ? 1 : 0))
    #expect(!fixture.runtime.needsFrames)
  }

  @Test func anInterruptedCommandCompletesUnfinishedBeforeTheOneThatInterruptsIt() {
    let fixture = RuntimeFixture()
    let bar = fixture.bar()
    fixture.runtime.run(.collapse(animated: true), on: bar, completion: fixture.done("first"))
    fixture.advance(0.05)
    fixture.runtime.run(.expand(animated: true), on: bar, completion: fixture.done("second"))
    #expect(fixture.lines("done") == ["done first false"])
    fixture.advance(1)
    #expect(fixture.lines("done") == ["done first false", "done second true"])
    #expect(bar.chrome.behavior.fraction == 0)
  }

  @Test func aDragInterruptsACommandAndACommandWithoutCompletionIsFine() {
    let fixture = RuntimeFixture()
    let bar = fixture.bar()
    fixture.runtime.run(.setFraction(0.5, animated: true), on: bar)
    fixture.runtime.run(.collapse(animated: true), on: bar, completion: fixture.done("collapse"))
    fixture.advance(0.05)
    fixture.enter(.dragging)
    #expect(fixture.results("collapse") == [false])
    #expect(!bar.chrome.isAnimating)
    // Commands without a completion, animated or not, to one piece or to all.
    fixture.runtime.run(.expand(animated: false), on: bar)
    fixture.runtime.runAll(.collapse(animated: true))
    fixture.advance(1)
    #expect(bar.chrome.behavior.fraction == 1)
    #expect(fixture.lines("done") == ["done collapse false"])
  }

  @Test func aCommandByNameReachesTheRunningPieceOfThatName() {
    let fixture = RuntimeFixture()
    let (top, bottom) = (fixture.bar("top"), fixture.bar("bottom"))
    fixture.runtime.run(
      .collapse(animated: false), onPieceNamed: "bottom", completion: fixture.done("bottom"))
    #expect(fixture.results("bottom") == [true])
    #expect(bottom.chrome.behavior.fraction == 1)
    #expect(top.chrome.behavior.fraction == 0)
  }

  /// Where a command goes that cannot run.
  enum Unreachable: String, CaseIterable {
    /// A piece added but not running (its view is not on screen).
    case notRunning
    /// A pull header, which takes no commands.
    case pullHeader
    /// A name no piece has.
    case unknownName
    /// A piece that was removed.
    case removed
    /// Any piece of a runtime that has stopped.
    case stopped
  }

  @Test(arguments: Unreachable.allCases)
  func aCommandThatCannotRunEndsUnfinishedOnce(target: Unreachable) {
    let fixture = RuntimeFixture()
    let done = fixture.done("command")
    switch target {
    case .notRunning:
      fixture.runtime.run(
        .expand(animated: true), on: fixture.bar(running: false), completion: done)
    case .pullHeader:
      fixture.runtime.run(.expand(animated: true), on: fixture.pull(), completion: done)
    case .unknownName:
      fixture.bar()
      fixture.runtime.run(.expand(animated: true), onPieceNamed: "nobody", completion: done)
    case .removed:
      let bar = fixture.bar()
      fixture.runtime.remove(bar)
      fixture.runtime.run(.expand(animated: true), on: bar, completion: done)
    case .stopped:
      let bar = fixture.bar()
      fixture.runtime.stop()
      fixture.runtime.run(.expand(animated: true), on: bar, completion: done)
    }
    #expect(fixture.results("command") == [false])
    fixture.advance(1)
    #expect(fixture.results("command") == [false])
  }

  @Test func aCommandToAllHasOneCompletionOnceEveryPieceEnded() {
    let fixture = RuntimeFixture()
    let (top, bottom) = (fixture.bar("top"), fixture.bar("bottom", range: 96))
    fixture.pull()
    fixture.runtime.runAll(.collapse(animated: true), completion: fixture.done("all"))
    #expect(fixture.results("all").isEmpty)
    fixture.advance(0.1)
    #expect(fixture.results("all").isEmpty)
    // The pull header takes no commands, so it does not hold the group up.
    fixture.advance(0.1)
    #expect(fixture.results("all") == [true])
    #expect(top.chrome.behavior.fraction == 1 && bottom.chrome.behavior.fraction == 1)
    fixture.advance(1)
    #expect(fixture.results("all") == [true])
  }

  @Test func aCommandToAllIsFinishedOnlyIfEveryPieceFinished() {
    // Scrolled only 10 points, the shy bar refuses to collapse; the plain bar collapses.
    let fixture = RuntimeFixture(metrics: CollapseFixture.longList(offset: 10))
    let bar = fixture.bar("bar")
    fixture.add(ShyBar(fullHeight: 44), named: "shy")
    fixture.runtime.runAll(.collapse(animated: true), completion: fixture.done("all"))
    fixture.advance(1)
    #expect(fixture.results("all") == [false])
    #expect(bar.chrome.behavior.fraction == 1)
  }

  @Test func aCommandToAllEndsUnfinishedIfAPieceStopsMeanwhile() {
    let fixture = RuntimeFixture()
    let top = fixture.bar("top", running: false)
    let bottom = fixture.bar("bottom", running: false)
    fixture.runtime.appeared(top)
    fixture.runtime.appeared(bottom)
    fixture.runtime.runAll(.collapse(animated: true), completion: fixture.done("all"))
    fixture.runtime.disappeared(bottom)
    #expect(fixture.results("all").isEmpty)
    fixture.advance(1)
    #expect(fixture.results("all") == [false])
    #expect(top.chrome.behavior.fraction == 1)
  }

  @Test func aPieceThatACallbackStopsDuringACommandToAllEndsItsPartUnfinished() {
    let fixture = RuntimeFixture()
    let first = fixture.bar("first", running: false)
    let second = fixture.bar("second", running: false)
    fixture.runtime.appeared(first)
    fixture.runtime.appeared(second)
    fixture.runtime.runAll(.collapse(animated: true), completion: fixture.done("all"))
    // Half way, the first bar's apply takes the second bar's view away.
    fixture.hook = { [unowned fixture] line in
      guard line == "apply first", first.chrome.behavior.fraction >= 0.4,
        fixture.runtime.isRunning(second)
      else { return }
      fixture.runtime.disappeared(second)
    }
    fixture.advance(0.1)
    #expect(!fixture.runtime.isRunning(second))
    fixture.advance(1)
    #expect(fixture.results("all") == [false])
    #expect(first.chrome.behavior.fraction == 1)
    #expect(second.chrome.behavior.fraction < 1)
  }

  /// What runs when a command goes to all pieces.
  enum NothingToMove: String, CaseIterable {
    /// No piece at all.
    case noPiece
    /// Only a pull header, which takes no commands.
    case onlyAPull
    /// A bar whose view is not on screen.
    case onlyAStoppedBar
  }

  @Test(arguments: NothingToMove.allCases)
  func aCommandToAllWithNothingToMoveEndsAtOnceFinished(situation: NothingToMove) {
    let fixture = RuntimeFixture()
    switch situation {
    case .noPiece: break
    case .onlyAPull: fixture.pull()
    case .onlyAStoppedBar: fixture.bar(running: false)
    }
    fixture.runtime.runAll(.expand(animated: true), completion: fixture.done("all"))
    #expect(fixture.results("all") == [true])
  }

  @Test func stopEndsEveryCommandUnfinishedExactlyOnceAndTakesNoMoreInput() {
    let fixture = RuntimeFixture()
    let (top, bottom) = (fixture.bar("top"), fixture.bar("bottom"))
    fixture.runtime.run(.collapse(animated: true), on: top, completion: fixture.done("top"))
    fixture.runtime.runAll(.setFraction(0.5, animated: true), completion: fixture.done("all"))
    fixture.advance(0.05)
    let applied = fixture.applies("top") + fixture.applies("bottom")
    let fraction = bottom.chrome.behavior.fraction
    fixture.runtime.stop()
    #expect(fixture.runtime.isStopped)
    #expect(fixture.runtime.running.isEmpty)
    #expect(!fixture.runtime.needsFrames)
    // The collapse was interrupted by the command to all; the command to all ends now.
    #expect(fixture.lines("done") == ["done top false", "done all false"])
    // No more input: frames, events and commands change nothing, commands end unfinished.
    fixture.advance(1)
    fixture.scroll(to: 1100)
    fixture.runtime.stop()
    fixture.runtime.runAll(.expand(animated: false), completion: fixture.done("late"))
    #expect(fixture.results("late") == [false])
    #expect(fixture.lines("done") == ["done top false", "done all false", "done late false"])
    #expect(fixture.applies("top") + fixture.applies("bottom") == applied)
    #expect(bottom.chrome.behavior.fraction == fraction)
  }
}
