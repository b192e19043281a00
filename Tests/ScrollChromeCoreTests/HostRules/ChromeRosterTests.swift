import ScrollChromeCore
import Testing

/// `ChromeRoster` and its pieces: which chrome runs, what it remembers, enabling, commands and
/// their completions — the rules the SwiftUI state applies, on Linux.
@Suite("Chrome roster") struct ChromeRosterTests {
  /// A long list (viewport 800, content 4000) scrolled 1000 points: bars can collapse.
  static let metrics = ScrollMetrics(offset: 1000, viewport: 800, content: 4000)

  /// A roster on a clock the test moves, with its tracker and a memory kept in a dictionary.
  final class Fixture {
    var time = 0.0
    var tracker: ScrollTracker
    var stored: [String: CollapseMemory] = [:]
    var offers: [Bool] = []
    lazy var roster: ChromeRoster = {
      let roster = ChromeRoster { [unowned self] in self.time }
      roster.onExpandActionChange = { [unowned self] in self.offers.append($0) }
      return roster
    }()

    init(metrics: ScrollMetrics = ChromeRosterTests.metrics) throws {
      tracker = try ScrollTracker(metrics: metrics)
    }

    var memory: ChromeRoster.Memory {
      ChromeRoster.Memory(
        remember: { [unowned self] kept, name in self.stored[name] = kept },
        recall: { [unowned self] name in self.stored[name] })
    }

    /// A bar (range 44, follows scrolling) named `name`, added to the roster.
    func bar(_ name: String = "bar") -> RosterCollapsingChrome<CollapseBehavior> {
      let configuration = CollapseConfiguration(range: 44, mode: .followsScroll, snap: .nearest)
      let piece = RosterCollapsingChrome(
        configuration.makeChrome(tracker: tracker), name: name)
      roster.add(piece)
      return piece
    }

    /// A pull header named "pull", added to the roster.
    func pull() -> RosterPullChrome<PullBehavior> {
      let piece = RosterPullChrome(PullConfiguration().makeChrome(tracker: tracker), name: "pull")
      roster.add(piece)
      return piece
    }

    /// Hands an event to the tracker and, accepted, to the roster.
    func send(_ event: ScrollEvent) {
      time += 1.0 / 60
      if tracker.accept(event, at: time, rejected: nil) { roster.handle(event, tracker: tracker) }
    }

    /// Moves every running collapsing piece to `seconds` later.
    func advance(_ seconds: Double, _ pieces: any RosterChrome...) {
      time += seconds
      for piece in pieces { roster.advance(piece, to: time) }
    }
  }

  /// Records the completions a command reports.
  final class Completions {
    var results: [Bool] = []
    func record(_ finished: Bool) { results.append(finished) }
  }

  // MARK: Running

  @Test func aPieceRunsOnlyWhileOneOfItsViewsIsOnScreen() throws {
    let fixture = try Fixture()
    let bar = fixture.bar()
    let done = Completions()
    // Added, not yet on screen: a command ends unfinished at once, events do not reach it.
    fixture.roster.run(.collapse(animated: false), onChromeNamed: "bar", completion: done.record)
    #expect(done.results == [false])
    #expect(fixture.roster.running.isEmpty)
    // On screen (twice: a header and its title): it runs, once.
    fixture.roster.appeared(bar)
    fixture.roster.appeared(bar)
    #expect(fixture.roster.running.count == 1)
    fixture.roster.run(.collapse(animated: false), onChromeNamed: "bar", completion: done.record)
    #expect(done.results == [false, true])
    #expect(bar.controller.chrome.fraction == 1)
    // One view leaves: still running; the other leaves too: stopped.
    fixture.roster.disappeared(bar)
    #expect(fixture.roster.running.count == 1)
    fixture.roster.disappeared(bar)
    #expect(fixture.roster.running.isEmpty)
  }

  @Test func stoppingEndsCommandsUnfinishedExactlyOnce() throws {
    let fixture = try Fixture()
    let bar = fixture.bar()
    fixture.roster.appeared(bar)
    let done = Completions()
    fixture.roster.run(.collapse(animated: true), onChromeNamed: "bar", completion: done.record)
    #expect(done.results.isEmpty)
    fixture.roster.disappeared(bar)
    #expect(done.results == [false])
    // The animation's end, later, owes nothing more.
    fixture.advance(2, bar)
    #expect(done.results == [false])
  }

  @Test func aStoppedPieceTakesNoEvents() throws {
    let fixture = try Fixture()
    let bar = fixture.bar()
    fixture.roster.appeared(bar)
    fixture.roster.disappeared(bar)
    fixture.send(.beginDragging)
    fixture.send(.scroll(y: 1100))
    #expect(bar.controller.chrome.fraction == 0)
    // Running again, the same drag goes on moving it.
    fixture.roster.appeared(bar)
    fixture.send(.scroll(y: 1120))
    #expect(bar.controller.chrome.fraction == 20.0 / 44)
  }

  @Test func aPieceOfTheSameNameReplacesTheOldOne() throws {
    let fixture = try Fixture()
    let old = fixture.bar()
    fixture.roster.appeared(old)
    let done = Completions()
    fixture.roster.run(.collapse(animated: true), onChromeNamed: "bar", completion: done.record)
    let new = fixture.bar()
    #expect(done.results == [false])
    #expect(fixture.roster.running.isEmpty)
    #expect(fixture.roster.chrome(named: "bar") === new)
    // The old piece's views are no longer the roster's.
    fixture.roster.appeared(old)
    #expect(fixture.roster.running.isEmpty)
  }

  // MARK: Memory

  @Test func aStoppedPieceIsWrittenDownWithWhereItHeads() throws {
    let fixture = try Fixture()
    fixture.roster.connect(fixture.memory)
    let bar = fixture.bar()
    fixture.roster.appeared(bar)
    fixture.roster.run(.collapse(animated: true), onChromeNamed: "bar")
    fixture.advance(0.05, bar)
    #expect(bar.controller.chrome.isAnimating)
    fixture.roster.disappeared(bar)
    // Mid-animation, the memory is the animation's target.
    #expect(fixture.stored["bar"] == CollapseMemory(fraction: 1))
  }

  @Test func aNewPieceGetsBackWhatItsNameRemembers() throws {
    let fixture = try Fixture()
    fixture.stored["bar"] = CollapseMemory(fraction: 1, isEnabled: false)
    let bar = fixture.bar()
    // Appearing before the memory is connected, then connected: recalled then.
    fixture.roster.appeared(bar)
    #expect(bar.controller.chrome.fraction == 0)
    fixture.roster.connect(fixture.memory)
    #expect(bar.controller.chrome.fraction == 1)
    #expect(!bar.requestedEnabled)
    #expect(!bar.controller.chrome.isEnabled)
  }

  @Test func aRestartedPieceKeepsItsOwnValuesNotTheMemory() throws {
    let fixture = try Fixture()
    fixture.roster.connect(fixture.memory)
    let bar = fixture.bar()
    fixture.roster.appeared(bar)
    fixture.roster.disappeared(bar)
    #expect(fixture.stored["bar"] == CollapseMemory(fraction: 0))
    // While it is off screen, the app disables it and the memory says otherwise.
    fixture.roster.setEnabled(false, forChromeNamed: "bar")
    fixture.stored["bar"] = CollapseMemory(fraction: 1, isEnabled: true)
    fixture.roster.appeared(bar)
    #expect(!bar.requestedEnabled)
    #expect(!bar.controller.chrome.isEnabled)
    #expect(bar.controller.chrome.fraction == 0)
  }

  @Test func rememberRunningWritesEveryRunningPiece() throws {
    let fixture = try Fixture()
    fixture.roster.connect(fixture.memory)
    let (top, bottom, off) = (fixture.bar("top"), fixture.bar("bottom"), fixture.bar("off"))
    fixture.roster.appeared(top)
    fixture.roster.appeared(bottom)
    fixture.roster.run(.collapse(animated: false), onChromeNamed: "bottom")
    fixture.roster.rememberRunning()
    #expect(fixture.stored["top"] == CollapseMemory(fraction: 0))
    #expect(fixture.stored["bottom"] == CollapseMemory(fraction: 1))
    #expect(fixture.stored["off"] == nil)
    _ = off
  }

  // MARK: Enabling and accessibility

  @Test func pausingDisablesCollapsingChromeAndPulls() throws {
    let fixture = try Fixture()
    let (bar, pull) = (fixture.bar(), fixture.pull())
    fixture.roster.appeared(bar)
    fixture.roster.appeared(pull)
    fixture.roster.isPaused = true
    #expect(!bar.controller.chrome.isEnabled)
    #expect(!pull.chrome.isEnabled)
    // The app's own choice is untouched.
    #expect(bar.requestedEnabled)
    fixture.roster.isPaused = false
    #expect(bar.controller.chrome.isEnabled)
    #expect(pull.chrome.isEnabled)
  }

  @Test func voiceOverExpandsRunningChromeAndPiecesThatStartUnderIt() throws {
    let fixture = try Fixture()
    let (running, later) = (fixture.bar("running"), fixture.bar("later"))
    fixture.roster.appeared(running)
    fixture.roster.run(.collapse(animated: false), onChromeNamed: "running")
    // `later` ran collapsed and was left.
    fixture.roster.appeared(later)
    fixture.roster.run(.collapse(animated: false), onChromeNamed: "later")
    fixture.roster.disappeared(later)
    fixture.roster.setAccessibility(ChromeAccessibility(isVoiceOverRunning: true))
    fixture.advance(2, running)
    #expect(running.controller.chrome.fraction == 0)
    #expect(!running.controller.chrome.isEnabled)
    // Back on screen under VoiceOver: expanded at once, and scrolling leaves it alone.
    fixture.roster.appeared(later)
    #expect(later.controller.chrome.fraction == 0)
    #expect(!later.controller.chrome.isEnabled)
    #expect(!fixture.roster.offersExpandAction)
  }

  @Test func reduceMotionReachesPiecesAsTheyStart() throws {
    let fixture = try Fixture()
    fixture.roster.setAccessibility(ChromeAccessibility(isReduceMotionEnabled: true))
    let bar = fixture.bar()
    fixture.roster.appeared(bar)
    #expect(bar.controller.chrome.reduceMotion)
  }

  @Test func theExpandActionIsOfferedWhileSomeRunningBarIsCollapsed() throws {
    let fixture = try Fixture()
    let bar = fixture.bar()
    let header = RosterCollapsingChrome(
      HeaderTransition(headerHeight: 44).makeChrome(tracker: fixture.tracker), name: "header")
    fixture.roster.add(header)
    fixture.roster.appeared(bar)
    fixture.roster.appeared(header)
    fixture.roster.run(.collapse(animated: false), onChromeNamed: "header")
    // A header collapsed with the content offers nothing.
    #expect(header.controller.chrome.behavior.fraction == 1)
    #expect(!fixture.roster.offersExpandAction)
    fixture.roster.run(.collapse(animated: false), onChromeNamed: "bar")
    #expect(fixture.roster.offersExpandAction)
    fixture.roster.runAll(.expand(animated: false))
    #expect(!fixture.roster.offersExpandAction)
    fixture.roster.run(.collapse(animated: false), onChromeNamed: "bar")
    // A collapsed bar that stops takes its offer with it.
    fixture.roster.disappeared(bar)
    #expect(!fixture.roster.offersExpandAction)
    #expect(fixture.offers == [true, false, true, false])
  }

  // MARK: Commands

  @Test func aCommandToAllHasOneCompletionOnceEveryPieceEnded() throws {
    let fixture = try Fixture()
    let (top, bottom, pull) = (fixture.bar("top"), fixture.bar("bottom"), fixture.pull())
    for piece in [top, bottom] as [any RosterChrome] + [pull] { fixture.roster.appeared(piece) }
    let done = Completions()
    fixture.roster.runAll(.collapse(animated: true), completion: done.record)
    #expect(done.results.isEmpty)
    fixture.advance(2, top, bottom)
    // The pull header takes no commands, so it does not hold the group up.
    #expect(done.results == [true])
    #expect(top.controller.chrome.fraction == 1)
    #expect(bottom.controller.chrome.fraction == 1)
  }

  @Test func aCommandToAllEndsUnfinishedIfOnePieceIsInterrupted() throws {
    let fixture = try Fixture()
    let (top, bottom) = (fixture.bar("top"), fixture.bar("bottom"))
    fixture.roster.appeared(top)
    fixture.roster.appeared(bottom)
    let done = Completions()
    fixture.roster.runAll(.collapse(animated: true), completion: done.record)
    fixture.roster.disappeared(bottom)
    #expect(done.results.isEmpty)
    fixture.advance(2, top)
    #expect(done.results == [false])
  }

  @Test func aCommandToAllWithNothingRunningEndsAtOnceFinished() throws {
    let fixture = try Fixture()
    _ = fixture.pull()
    let done = Completions()
    fixture.roster.runAll(.expand(animated: true), completion: done.record)
    #expect(done.results == [true])
  }

  @Test func aPullHeaderEndsEveryCommandUnfinished() throws {
    let fixture = try Fixture()
    let pull = fixture.pull()
    fixture.roster.appeared(pull)
    let done = Completions()
    fixture.roster.run(.expand(animated: true), onChromeNamed: "pull", completion: done.record)
    #expect(done.results == [false])
  }

  // MARK: Pieces

  @Test func aReplacedPieceGoesOnFromWhereItWasAndEndsTheOldCommands() throws {
    let fixture = try Fixture()
    let bar = fixture.bar()
    fixture.roster.appeared(bar)
    fixture.roster.run(.fraction(0.5, animated: false), onChromeNamed: "bar")
    let done = Completions()
    var retried: [Bool] = []
    fixture.roster.run(.collapse(animated: true), onChromeNamed: "bar") { finished in
      done.record(finished)
      // An app that retries from its completion reaches the new chrome.
      if !finished { bar.run(.collapse(animated: false), at: fixture.time) { retried.append($0) } }
    }
    let taller = CollapseConfiguration(range: 96, mode: .followsScroll, snap: .nearest)
    fixture.roster.replace(bar, with: taller.makeChrome(tracker: fixture.tracker))
    #expect(done.results == [false])
    #expect(retried == [true])
    #expect(bar.controller.chrome.range == 96)
    #expect(bar.controller.chrome.fraction == 1)
  }

  @Test func aReplacedPieceKeepsReduceMotionAndTheAppsEnabling() throws {
    let fixture = try Fixture()
    fixture.roster.setAccessibility(ChromeAccessibility(isReduceMotionEnabled: true))
    let bar = fixture.bar()
    fixture.roster.appeared(bar)
    fixture.roster.setEnabled(false, forChromeNamed: "bar")
    let next = CollapseConfiguration(range: 60, mode: .followsScroll, snap: .nearest)
    fixture.roster.replace(bar, with: next.makeChrome(tracker: fixture.tracker))
    #expect(bar.controller.chrome.reduceMotion)
    #expect(!bar.controller.chrome.isEnabled)
  }

  @Test func aPullThatStopsReturnsToNormalAndReadsPullsAgainWhenItRestarts() throws {
    let fixture = try Fixture(metrics: ScrollMetrics(offset: 0, viewport: 800, content: 4000))
    let pull = fixture.pull()
    fixture.roster.appeared(pull)
    fixture.send(.beginDragging)
    fixture.send(.scroll(y: -30))
    #expect(pull.chrome.state == .shallow)
    var triggers: [PullState] = []
    pull.onTrigger = { triggers.append($0) }
    fixture.roster.disappeared(pull)
    #expect(pull.chrome.state == .normal)
    fixture.roster.appeared(pull)
    #expect(pull.chrome.isEnabled)
    // The drag that was under way never triggers; the next one does.
    fixture.send(.endDragging(velocity: 0, willDecelerate: false))
    #expect(triggers.isEmpty)
    fixture.send(.beginDragging)
    fixture.send(.scroll(y: -30))
    fixture.send(.endDragging(velocity: 0, willDecelerate: false))
    #expect(triggers == [.shallow])
  }

  // MARK: Rules the second review asked for

  @Test func aMemoryConnectedLateUnderVoiceOverStillLeavesTheChromeExpanded() throws {
    let fixture = try Fixture()
    fixture.stored["bar"] = CollapseMemory(fraction: 1)
    fixture.roster.setAccessibility(ChromeAccessibility(isVoiceOverRunning: true))
    let bar = fixture.bar()
    fixture.roster.appeared(bar)
    fixture.roster.connect(fixture.memory)
    #expect(bar.controller.chrome.fraction == 0)
    #expect(!bar.controller.chrome.isEnabled)
  }

  @Test func connectingAgainRecallsNothingMore() throws {
    let fixture = try Fixture()
    fixture.roster.connect(fixture.memory)
    let bar = fixture.bar()
    fixture.roster.appeared(bar)
    fixture.stored["bar"] = CollapseMemory(fraction: 1)
    fixture.roster.connect(fixture.memory)
    #expect(bar.controller.chrome.fraction == 0)
  }

  @Test func voiceOverStoppingLetsScrollingMoveChromeAgainUnlessTheAppDisabledIt() throws {
    let fixture = try Fixture()
    let (free, held) = (fixture.bar("free"), fixture.bar("held"))
    fixture.roster.appeared(free)
    fixture.roster.appeared(held)
    fixture.roster.setEnabled(false, forChromeNamed: "held")
    fixture.roster.setAccessibility(ChromeAccessibility(isVoiceOverRunning: true))
    #expect(!free.controller.chrome.isEnabled)
    fixture.roster.setAccessibility(ChromeAccessibility())
    #expect(free.controller.chrome.isEnabled)
    #expect(!held.controller.chrome.isEnabled)
  }

  @Test func aPullHeaderReadsPullsUnderVoiceOver() throws {
    let fixture = try Fixture()
    let pull = fixture.pull()
    fixture.roster.setAccessibility(ChromeAccessibility(isVoiceOverRunning: true))
    fixture.roster.appeared(pull)
    #expect(pull.chrome.isEnabled)
  }

  @Test func aShyBarOffersTheExpandActionAHeaderDoesNot() throws {
    let fixture = try Fixture()
    let bar = RosterCollapsingChrome(
      ShyBar(fullHeight: 44).makeChrome(tracker: fixture.tracker), name: "shyTopBar")
    let header = RosterCollapsingChrome(
      HeaderTransition(headerHeight: 200).makeChrome(tracker: fixture.tracker), name: "header")
    fixture.roster.add(bar)
    fixture.roster.add(header)
    fixture.roster.appeared(header)
    fixture.roster.run(.collapse(animated: false), onChromeNamed: "header")
    #expect(header.controller.chrome.behavior.fraction > 0)
    #expect(!fixture.roster.offersExpandAction)
    fixture.roster.appeared(bar)
    fixture.roster.run(.collapse(animated: false), onChromeNamed: "shyTopBar")
    #expect(bar.controller.chrome.behavior.fraction == 1)
    #expect(fixture.roster.offersExpandAction)
  }

  @Test func addingAPieceInPlaceOfARunningOneUpdatesTheExpandAction() throws {
    let fixture = try Fixture()
    let old = fixture.bar()
    fixture.roster.appeared(old)
    fixture.roster.run(.collapse(animated: false), onChromeNamed: "bar")
    #expect(fixture.roster.offersExpandAction)
    let done = Completions()
    _ = fixture.bar()
    // An old completion that commands the name again reaches the new piece, which is not
    // running yet: it ends unfinished.
    fixture.roster.run(.expand(animated: false), onChromeNamed: "bar", completion: done.record)
    #expect(done.results == [false])
    #expect(!fixture.roster.offersExpandAction)
  }

  @Test func aReplacementWhilePausedKeepsARetryFromTheOldCompletion() throws {
    let fixture = try Fixture()
    let bar = fixture.bar()
    fixture.roster.appeared(bar)
    fixture.roster.isPaused = true
    var retried: [Bool] = []
    fixture.roster.run(.collapse(animated: true), onChromeNamed: "bar") { finished in
      // The new chrome starts where the old one headed (collapsed): the app sends it back.
      if !finished {
        fixture.roster.run(.expand(animated: true), onChromeNamed: "bar") { retried.append($0) }
      }
    }
    let next = CollapseConfiguration(range: 60, mode: .followsScroll, snap: .nearest)
    fixture.roster.replace(bar, with: next.makeChrome(tracker: fixture.tracker))
    #expect(!bar.controller.chrome.isEnabled)
    #expect(retried.isEmpty)
    fixture.advance(2, bar)
    #expect(retried == [true])
  }

  @Test func aReplacementUnderVoiceOverStaysExpanded() throws {
    let fixture = try Fixture()
    let header = RosterCollapsingChrome(
      HeaderTransition(headerHeight: 200).makeChrome(tracker: fixture.tracker), name: "header")
    fixture.roster.add(header)
    fixture.roster.appeared(header)
    fixture.roster.setAccessibility(ChromeAccessibility(isVoiceOverRunning: true))
    fixture.advance(2, header)
    #expect(header.controller.chrome.behavior.fraction == 0)
    fixture.roster.replace(
      header, with: HeaderTransition(headerHeight: 100).makeChrome(tracker: fixture.tracker))
    #expect(header.controller.chrome.behavior.fraction == 0)
    #expect(!header.controller.chrome.behavior.isEnabled)
  }

  @Test func aPieceStoppedByACompletionDuringACommandToAllEndsItsPartUnfinished() throws {
    let fixture = try Fixture()
    let (first, second) = (fixture.bar("first"), fixture.bar("second"))
    fixture.roster.appeared(first)
    fixture.roster.appeared(second)
    // An expand of expanded chrome ends at once; the app's completion takes `second` away.
    fixture.roster.run(.fraction(0.5, animated: false), onChromeNamed: "first")
    let done = Completions()
    var stopped = false
    // Weak captures: the piece keeps its `onChange`, which must not keep the piece alive.
    first.onChange = { [weak first, weak second, weak fixture] _ in
      guard let first, let second, let fixture else { return }
      if first.controller.chrome.fraction == 0, !stopped {
        stopped = true
        fixture.roster.disappeared(second)
      }
    }
    fixture.roster.runAll(.expand(animated: false), completion: done.record)
    #expect(done.results == [false])
    #expect(second.controller.chrome.fraction == 0)
    #expect(fixture.roster.running.count == 1)
  }
}
