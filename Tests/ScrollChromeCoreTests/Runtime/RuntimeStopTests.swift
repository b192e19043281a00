import ScrollChromeCore
import ScrollChromeTestSupport
import Testing

/// `stop()` from inside a callback (an adapter freed by the app's closure): the runtime stops at
/// once — no apply runs after it, no more input is taken — and every completion still owed runs
/// exactly once, `false` for a command that had not finished.
@Suite("Runtime: stopping inside a callback") struct RuntimeStopTests {
  /// The callback that stops the runtime.
  enum Site: String, CaseIterable {
    /// The apply of bar `c`, on the frame that ends its collapse while bars `a` and `b` are
    /// still collapsing (their applies are due on the same frame, after `c`'s).
    case apply
    /// The completion of `c`'s collapse, on that frame.
    case completion
    /// The pull header's trigger as the finger lifts, while `a` and `b` collapse (the lift moves
    /// them: their applies are due after the pull's).
    case trigger
    /// The expand action becoming offered by `c`, while `a` and `b` collapse.
    case expandAction
    /// The frame link asked for by `c`'s animated collapse.
    case needsFrames
  }

  /// A runtime at the top of a long list running, in this order, a pull header and bars `c`,
  /// `a`, `b`; the commands of `site` under way. Returns what each completion must report.
  private func arrange(_ site: Site) -> (RuntimeFixture, expected: [String: Bool]) {
    let fixture = RuntimeFixture(metrics: RuntimeFixture.top)
    fixture.pull()
    let (c, a, b) = (fixture.bar("c"), fixture.bar("a"), fixture.bar("b"))
    let collapse = ChromeCommand.collapse(animated: true)
    switch site {
    case .apply, .completion:
      fixture.runtime.run(collapse, on: c, completion: fixture.done("c"))
      fixture.tick(RuntimeFixture.duration / 2)
      fixture.runtime.run(collapse, on: a, completion: fixture.done("a"))
      fixture.runtime.run(collapse, on: b, completion: fixture.done("b"))
      // `c` finished on the frame being processed: it reports that.
      return (fixture, ["c": true, "a": false, "b": false])
    case .trigger:
      fixture.drag(through: -30, lifting: false)
      fixture.runtime.run(collapse, on: a, completion: fixture.done("a"))
      fixture.runtime.run(collapse, on: b, completion: fixture.done("b"))
      return (fixture, ["a": false, "b": false])
    case .expandAction:
      fixture.runtime.run(collapse, on: a, completion: fixture.done("a"))
      fixture.runtime.run(collapse, on: b, completion: fixture.done("b"))
      return (fixture, ["c": true, "a": false, "b": false])
    case .needsFrames:
      return (fixture, ["c": false])
    }
  }

  /// Makes the input whose callback `site` stops the runtime.
  private func fire(_ site: Site, _ fixture: RuntimeFixture) {
    switch site {
    case .apply, .completion: fixture.advance(RuntimeFixture.duration / 2)
    case .trigger: fixture.lift()
    case .expandAction:
      fixture.runtime.run(
        .setFraction(0.5, animated: false), onPieceNamed: "c", completion: fixture.done("c"))
    case .needsFrames:
      fixture.runtime.run(
        .collapse(animated: true), onPieceNamed: "c", completion: fixture.done("c"))
    }
  }

  /// The line of the callback that stops.
  private func line(of site: Site) -> String {
    switch site {
    case .apply: "apply c"
    case .completion: "done c true"
    case .trigger: "trigger pull shallow"
    case .expandAction: "offers true"
    case .needsFrames: "frames true"
    }
  }

  @Test(arguments: Site.allCases)
  func stopInsideACallbackStopsAtOnceAndEndsWhatIsOwedOnce(site: Site) {
    let (fixture, expected) = arrange(site)
    var mark: Int?
    fixture.hook = { [unowned fixture] logged in
      guard logged == line(of: site), mark == nil else { return }
      mark = fixture.log.count
      fixture.runtime.stop()
      // Stopped at once: a command now ends unfinished at once, and nothing else runs.
      #expect(fixture.runtime.isStopped)
      fixture.runtime.run(
        .expand(animated: false), onPieceNamed: "a", completion: fixture.done("x"))
    }
    fire(site, fixture)
    #expect(mark != nil, "the callback ran")
    let after = mark.map { Array(fixture.log[$0...]) } ?? []
    #expect(after.filter { $0.hasPrefix("apply ") }.isEmpty, "no apply after the stop")
    for (label, finished) in expected {
      #expect(fixture.results(label) == [finished], "\(label) completes once")
    }
    #expect(fixture.results("x") == [false])
    #expect(fixture.runtime.running.isEmpty)
    #expect(!fixture.runtime.needsFrames && !fixture.runtime.offersExpandAction)
    // No more input is taken.
    let count = fixture.log.count
    fixture.advance(1)
    fixture.scroll(to: 100)
    fixture.runtime.setPaused(true)
    fixture.runtime.stop()
    #expect(fixture.log.count == count)
  }

  /// A call made inside the callback just before it stops the runtime.
  enum Pending: String, CaseIterable {
    /// A command to one piece: its completion is owed.
    case command
    /// A command to all pieces: its completion is owed.
    case commandToAll
    /// An action for when the finger lifts: it is owed too.
    case afterLift
  }

  @Test(arguments: Pending.allCases)
  func aCallThatWaitedWhenACallbackStopsTheRuntimeStillEndsOnce(pending: Pending) {
    let fixture = RuntimeFixture()
    let bar = fixture.bar()
    fixture.hook = { [unowned fixture] logged in
      guard logged == "done arm true" else { return }
      switch pending {
      case .command:
        fixture.runtime.run(.collapse(animated: true), on: bar, completion: fixture.done("owed"))
      case .commandToAll:
        fixture.runtime.runAll(.collapse(animated: true), completion: fixture.done("owed"))
      case .afterLift:
        fixture.runtime.whenFingerLifts(fixture.action("owed"))
      }
      fixture.runtime.stop()
    }
    fixture.runtime.run(
      .setFraction(0.5, animated: false), on: bar, completion: fixture.done("arm"))
    #expect(fixture.runtime.isStopped)
    switch pending {
    case .command, .commandToAll: #expect(fixture.results("owed") == [false])
    case .afterLift: #expect(fixture.lines("action") == ["action owed"])
    }
  }

  @Test func stopOutsideACallbackAppliesNothingMore() {
    let fixture = RuntimeFixture()
    let bar = fixture.bar()
    // A pull header too: the stop's end of a pull under way is not applied either.
    fixture.pull()
    fixture.runtime.run(.collapse(animated: true), on: bar, completion: fixture.done("collapse"))
    fixture.advance(0.05)
    let applied = fixture.lines("apply")
    fixture.runtime.stop()
    #expect(fixture.results("collapse") == [false])
    #expect(fixture.lines("apply") == applied)
    fixture.advance(1)
    #expect(fixture.lines("apply") == applied)
    #expect(bar.chrome.behavior.fraction < 1)
  }
}
