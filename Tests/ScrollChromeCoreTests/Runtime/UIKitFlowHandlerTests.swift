import ScrollChromeCore
import ScrollChromeTestSupport
import Testing

// Handlers that act: an apply closure or a completion that commands, removes its piece, pauses
// the chrome or frees the runtime, replayed through the runtime as the UIKit adapter runs it, for
// every component and under every choice UIKit leaves undocumented. A call made during delivery
// waits until the input being processed is done, so it acts on a consistent state: a command
// issued in an apply runs after that apply's completions, a removed piece gets no further apply,
// paused chrome stays where it was, and a runtime freed in a callback ends its commands
// unfinished, observes nothing more and never calls out again.

/// Where an app's handler frees the runtime.
enum FreeSite: String, CaseIterable, Sendable, CustomStringConvertible {
  /// In an apply closure, while a command animates the chrome (a pull: while it is pulled).
  case apply
  /// In the completion of a command, called as the command ends.
  case completion

  var description: String { rawValue }
}

/// The follower that watches a flow from beside the component under test.
private func witness(for kind: UIKitComponent) -> UIKitComponent {
  kind == .topFollower ? .bottomBar : .topFollower
}

@Suite("UIKit flows: handlers that command, remove, pause, free")
struct UIKitFlowHandlerTests {
  @Test(
    "commands from an apply and from a completion run in turn, each completion exactly once",
    arguments: UIKitComponent.allCases, UIKitUnknowns.all)
  func commandsFromAppliesAndCompletions(kind: UIKitComponent, unknowns: UIKitUnknowns) {
    let harness = UIKitHarness(metrics: UIKitHarness.phone, unknowns: unknowns)
    let component = harness.add(kind)
    harness.begin(at: .midList, component)
    let runtime = harness.chrome
    let piece = component.piece
    var log: [String] = []
    var collapsing = false
    harness.duringApply = { _, name in
      // Once the expand has shown the chrome fully, the app collapses it from the apply; once
      // that ends, its completion shows the chrome again without animation.
      guard name == component.name, component.fraction == 0, !collapsing else { return }
      collapsing = true
      runtime.run(.collapse(animated: true), on: piece) { finished in
        log.append("collapse \(finished)")
        runtime.run(.expand(animated: false), on: piece) { log.append("show \($0)") }
      }
    }
    runtime.run(.expand(animated: true), on: piece) { log.append("expand \($0)") }
    harness.scrollView.settle()
    let context = "\(kind), \(unknowns)"
    if kind == .pull {
      // A pull header takes no commands: each ends unfinished at once.
      #expect(log == ["expand false"], "\(context)")
      harness.expectRests(component, context)
      return
    }
    // The expand ends (its completion runs after the apply that showed it), then the collapse
    // queued in that apply animates and ends, then the jump its completion asked for.
    #expect(log == ["expand true", "collapse true", "show true"], "\(context)")
    #expect(component.fraction == 0, "\(context)")
    // Applied: down to 0, up to 1, back to 0 at once.
    let applied = harness.applied(kind.rawValue)
    #expect(applied.suffix(2) == [1, 0], "\(context): \(applied.suffix(4))")
    // A command's target holds until the user scrolls: nothing moves at rest.
    harness.scrollView.runFrames(30)
    #expect(component.fraction == 0, "\(context)")
    harness.expectRests(component, context)
    harness.expectQuietSample(context)
  }

  @Test(
    "an apply that removes its own piece stops it at once; other chrome runs on",
    arguments: UIKitComponent.allCases, UIKitUnknowns.all)
  func applyThatRemovesItsPiece(kind: UIKitComponent, unknowns: UIKitUnknowns) {
    let harness = UIKitHarness(metrics: UIKitHarness.phone, unknowns: unknowns)
    let component = harness.add(kind)
    let other = harness.add(witness(for: kind))
    let runtime = harness.chrome
    var appliedAtRemoval: Int?
    harness.duringApply = { harness, name in
      guard name == component.name, appliedAtRemoval == nil else { return }
      let halfway = (component.fraction ?? 0) >= 0.5 || component.pullState() == .shallow
      guard halfway else { return }
      appliedAtRemoval = harness.applied(name).count
      runtime.remove(component.piece)
    }
    if kind == .pull {
      // Pulled past shallow, removed there; the pull goes on past deep and lifts.
      harness.scrollView.slowDrag(by: -200, frames: 20)
      harness.scrollView.settle()
      harness.scrollView.flingDownTheList()
    } else {
      // Removed half hidden, during the fling.
      harness.scrollView.flingDownTheList()
    }
    let context = "\(kind), \(unknowns)"
    #expect(appliedAtRemoval != nil, "\(context): the apply removed it")
    #expect(!runtime.isRunning(component.piece), "\(context)")
    harness.scrollView.fling(by: -100, frames: 10, velocity: -900)
    harness.scrollView.settle()
    // Removed, collapsing chrome gets no further apply; a pull header, whose pull under way ends
    // with it, is applied once more, back to normal.
    let after = harness.applied(kind.rawValue).dropFirst(appliedAtRemoval ?? 0)
    #expect(Array(after) == (kind == .pull ? [0] : []), "\(context): applied \(Array(after))")
    #expect(harness.triggers.isEmpty, "\(context): a removed pull never fires")
    // A removed shy bar gives back its safe area; the witness still follows scrolling: the
    // fling down the list hid it, the fling back up showed it.
    #expect(harness.topSafeAreaReduction == 0, "\(context)")
    #expect(other.fraction == 0, "\(context)")
    harness.expectRests(other, context)
  }

  @Test(
    "an apply that pauses the chrome freezes it where it is until resumed",
    arguments: UIKitComponent.allCases, UIKitUnknowns.all)
  func applyThatPauses(kind: UIKitComponent, unknowns: UIKitUnknowns) {
    let harness = UIKitHarness(metrics: UIKitHarness.phone, unknowns: unknowns)
    let component = harness.add(kind)
    let runtime = harness.chrome
    var pausedAt: Double?
    harness.duringApply = { _, name in
      guard name == component.name, pausedAt == nil else { return }
      let partway = (component.fraction ?? 0) >= 0.3 || component.pullState() == .shallow
      guard partway else { return }
      pausedAt = component.fraction ?? 0
      runtime.setPaused(true)
    }
    let context = "\(kind), \(unknowns)"
    // A slow drag down the list (or a pull past deep), paused partway, lifted at rest.
    harness.scrollView.slowDrag(by: kind == .pull ? -200 : 150, frames: 30)
    harness.scrollView.settle()
    #expect(runtime.isPaused, "\(context)")
    if kind == .pull {
      // A pull under way when pausing never fires.
      #expect(harness.triggers.isEmpty, "\(context)")
    } else {
      // Paused chrome neither follows the rest of the drag nor snaps at the lift.
      #expect(component.fraction == pausedAt, "\(context): \(component.fraction!)")
      #expect(pausedAt.map { $0 > 0 && $0 < 1 } == true, "\(context): \(pausedAt!)")
    }
    harness.expectRests(component, context)
    // Resumed, it follows scrolling again from where it stands.
    runtime.setPaused(false)
    if kind == .pull {
      harness.scrollView.slowDrag(by: -200, frames: 20)
      harness.scrollView.settle()
      #expect(harness.triggers == [.deep], "\(context)")
    } else {
      harness.scrollView.flingDownTheList()
      #expect(component.fraction == 1, "\(context)")
    }
    harness.expectRests(component, context + ", resumed")
  }

  @Test(
    "a callback that frees the runtime ends its commands unfinished and nothing calls out after",
    arguments: allPairs(UIKitComponent.allCases, FreeSite.allCases), UIKitUnknowns.all)
  func callbackThatFreesTheRuntime(flow: (UIKitComponent, FreeSite), unknowns: UIKitUnknowns) {
    let (kind, site) = flow
    let harness = UIKitHarness(metrics: UIKitHarness.phone, unknowns: unknowns)
    let component = harness.add(kind)
    // Collapsing chrome starts hidden down the list; a pull header at the top, to be pulled.
    harness.begin(at: kind == .pull ? .top : .midList, component)
    var completions: [Bool] = []
    var freedAfter: Int?
    harness.duringApply = { harness, _ in
      guard site == .apply, harness.runtime != nil else { return }
      guard component.isAnimating || component.pullState() == .shallow else { return }
      freedAfter = harness.applied.count
      harness.free()
    }
    harness.chrome.run(.expand(animated: true), on: component.piece) { finished in
      completions.append(finished)
      if site == .completion {
        freedAfter = harness.applied.count
        harness.free()
      }
    }
    // A pull is freed while pulled past shallow; collapsing chrome during its expand.
    if kind == .pull { harness.scrollView.drag(by: -200, frames: 20) }
    harness.scrollView.runFrames(60)
    let context = "\(kind) in \(site), \(unknowns)"
    // A stopped piece owes its completions, never another apply: not even a pull header whose
    // pull under way the stop ended.
    #expect(harness.applied.count == freedAfter, "\(context): applied as it stopped")
    let stopped = harness.applied.count
    // The pull header ends the expand unfinished at once, and frees there or in its apply; the
    // others end it finished (in its completion) or unfinished (freed in the apply mid-way).
    let expected = kind == .pull || site == .apply ? [false] : [true]
    #expect(completions == expected, "\(context)")
    #expect(harness.runtime == nil && freedAfter != nil, "\(context): freed")
    #expect(!harness.scrollView.isObserved, "\(context): observing nothing")
    #expect(!harness.scrollView.displayLinkRuns, "\(context): no display link")
    // Whatever the scroll view does next reaches no runtime and calls no apply.
    if kind == .pull { harness.scrollView.lift() }
    harness.scrollView.flingDownTheList()
    harness.scrollView.tapStatusBar()
    harness.scrollView.settle()
    harness.scrollView.setGeometry(viewport: 390)
    #expect(harness.applied.count == stopped, "\(context): nothing applied after the free")
    #expect(harness.triggers.isEmpty && completions == expected, "\(context)")
    #expect(harness.rejected.isEmpty, "\(context): \(harness.rejected)")
  }
}
