import ScrollChromeCore
import ScrollChromeTestSupport
import Testing

/// Calls into a `ChromeRuntime` from inside its own callbacks, as UIKit makes them (key-value
/// observers run inside setters) and as an app's closures do: the runtime takes one input at a
/// time, so such a call waits and is processed after the input under way, in the order of the
/// calls; reading it is always safe.
@Suite("Runtime: re-entrancy") struct RuntimeReentrancyTests {
  /// A callback the runtime makes.
  enum Site: String, CaseIterable {
    /// The bar's apply closure, after a command moved it.
    case apply
    /// A command's completion.
    case completion
    /// A pull header's trigger, as the finger lifts.
    case trigger
    /// The expand action becoming offered.
    case expandAction
    /// The frame link being asked for.
    case needsFrames
  }

  /// A call made from inside a callback, with what it changes.
  enum Call: String, CaseIterable {
    /// A collapse of the bar, without animation.
    case command
    /// The bar removed.
    case remove
    /// The chrome paused.
    case pause
    /// The bar disabled by the app.
    case disable
    /// VoiceOver reported running.
    case voiceOver
    /// The app's own scroll event to offset 5.
    case event
    /// A geometry report with offset 5.
    case geometry
  }

  /// A runtime at the top of a long list, running a bar (44 points) and a pull header.
  private func arrange() -> (RuntimeFixture, CollapsingPiece<CollapseBehavior>) {
    let fixture = RuntimeFixture(metrics: RuntimeFixture.top)
    let bar = fixture.bar()
    fixture.pull()
    return (fixture, bar)
  }

  /// The piece the calls go to.
  private typealias Bar = CollapsingPiece<CollapseBehavior>

  /// Makes the callback `site` happen.
  private func fire(_ site: Site, _ fixture: RuntimeFixture, _ bar: Bar) {
    switch site {
    case .apply, .expandAction:
      fixture.runtime.run(.setFraction(0.5, animated: false), on: bar)
    case .completion:
      fixture.runtime.run(
        .setFraction(0.5, animated: false), on: bar, completion: fixture.done("arm"))
    case .trigger:
      fixture.drag(through: -30)
    case .needsFrames:
      fixture.runtime.run(.setFraction(0.5, animated: true), on: bar)
    }
  }

  /// The line the callback of `site` logs.
  private func line(of site: Site) -> String {
    switch site {
    case .apply: "apply bar"
    case .completion: "done arm true"
    case .trigger: "trigger pull shallow"
    case .expandAction: "offers true"
    case .needsFrames: "frames true"
    }
  }

  /// The state `call` changes, as text.
  private func probe(_ call: Call, _ fixture: RuntimeFixture, _ bar: Bar) -> String {
    let runtime = fixture.runtime
    switch call {
    case .command: return "\(bar.chrome.behavior.fraction)"
    case .remove: return "\(runtime.isRunning(bar))"
    case .pause: return "\(runtime.isPaused)"
    case .disable: return "\(bar.requestedEnabled)"
    case .voiceOver: return "\(runtime.accessibility.isVoiceOverRunning)"
    case .event, .geometry: return "\(runtime.tracker.metrics.offset)"
    }
  }

  /// Makes `call`.
  private func make(_ call: Call, _ fixture: RuntimeFixture, _ bar: Bar) {
    let runtime = fixture.runtime
    switch call {
    case .command:
      runtime.run(.collapse(animated: false), on: bar, completion: fixture.done("call"))
    case .remove: runtime.remove(bar)
    case .pause: runtime.setPaused(true)
    case .disable: runtime.setEnabled(false, for: bar)
    case .voiceOver: runtime.setAccessibility(ChromeAccessibility(isVoiceOverRunning: true))
    case .event: runtime.handle(.scroll(y: 5))
    case .geometry: fixture.scroll(to: 5)
    }
  }

  /// What `probe` reads once the call has been processed.
  private func changed(_ call: Call) -> String {
    switch call {
    case .command: "1.0"
    case .remove, .disable: "false"
    case .pause, .voiceOver: "true"
    case .event, .geometry: "5.0"
    }
  }

  @Test(arguments: Site.allCases, Call.allCases)
  func aCallFromInsideACallbackWaitsAndIsProcessedAfter(site: Site, call: Call) {
    let (fixture, bar) = arrange()
    var inside: (before: String, after: String)?
    fixture.hook = { [unowned fixture] logged in
      guard logged == line(of: site), inside == nil else { return }
      let before = probe(call, fixture, bar)
      make(call, fixture, bar)
      inside = (before, probe(call, fixture, bar))
    }
    fire(site, fixture, bar)
    #expect(inside != nil, "the callback ran")
    #expect(inside?.after == inside?.before, "the call waited")
    #expect(probe(call, fixture, bar) == changed(call), "then it was processed")
    if call == .command { #expect(fixture.results("call") == [true]) }
  }

  @Test func callsThatWaitAreProcessedInTheOrderOfTheCallsAfterTheInputsOutputs() {
    let (fixture, bar) = arrange()
    fixture.hook = { [unowned fixture] logged in
      guard logged == "done arm true" else { return }
      fixture.runtime.run(.collapse(animated: false), on: bar, completion: fixture.done("first"))
      fixture.runtime.setPaused(true)
      fixture.runtime.run(.expand(animated: false), on: bar, completion: fixture.done("second"))
    }
    let start = fixture.log.count
    fire(.completion, fixture, bar)
    #expect(
      Array(fixture.log[start...]) == [
        // The input under way: its apply, its completion, the runtime's own outputs.
        "apply bar", "done arm true", "offers true",
        // The collapse: applied, completed; still offered.
        "apply bar", "done first true",
        // The pause holds both pieces and withdraws the action.
        "apply bar", "apply pull", "offers false",
        // The expand moves the bar back.
        "apply bar", "done second true",
      ])
    #expect(fixture.runtime.isPaused)
    #expect(bar.chrome.behavior.fraction == 0)
  }

  @Test(arguments: Site.allCases)
  func readingTheRuntimeInsideACallbackIsSafeAndShowsTheInputProcessed(site: Site) {
    let (fixture, bar) = arrange()
    var seen: (fraction: Double, running: Bool)?
    fixture.hook = { [unowned fixture] logged in
      let runtime = fixture.runtime
      // Every property an adapter or an app may read.
      let reads: [Any?] = [
        runtime.running.count, runtime.isPaused, runtime.needsFrames, runtime.offersExpandAction,
        runtime.isStopped, runtime.isFingerDown, runtime.tracker.metrics, runtime.accessibility,
        runtime.now(), runtime.currentScreen, bar.chrome, bar.memory, bar.requestedEnabled,
        bar.isHiddenFromAccessibility, bar.isSystemBarHidden, bar.chrome(at: runtime.now()),
      ]
      _ = reads
      if logged == line(of: site), seen == nil {
        seen = (bar.chrome.behavior.fraction, runtime.isRunning(bar))
      }
    }
    fire(site, fixture, bar)
    // The bar as the input left it: 0.5 after the jump; an animation not yet advanced, or a
    // pull, left it at 0.
    let moved = site == .apply || site == .completion || site == .expandAction
    #expect(seen?.fraction == (moved ? 0.5 : 0))
    #expect(seen?.running == true)
  }
}
