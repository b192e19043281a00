import ScrollChromeCore
import ScrollChromeTestSupport
import Testing

// Handlers that read the runtime, and notifications that arrive inside them. UIKit notifies
// key-value observers inside setters, so an apply closure that touches a view can deliver a new
// notification before it returns, and an app's closure may read anything. The runtime takes one
// input at a time: a call made during delivery waits for its turn, and every output is delivered
// once the input has been processed, so reading is always safe and re-entry changes no outcome.

/// A day of use: flings, a catch, a slow drag, a pull, a status-bar tap, a reload that fits and a
/// reload back. With KVO silent, the tap's animation reaches the runtime at the component's next
/// layout pass, which the script delivers one frame in, and what the shy bar's safe-area write
/// does to content at the top at the layout pass that follows the write.
private func dayOfUse(_ harness: UIKitHarness) {
  let scrollView = harness.scrollView
  scrollView.flingDownTheList()
  scrollView.fling(by: -60, frames: 6, velocity: -900)
  scrollView.runFrames(4)
  scrollView.catchAndLift()
  scrollView.settle()
  scrollView.slowDrag(by: 30, frames: 30)
  scrollView.settle()
  scrollView.tapStatusBar()
  if !scrollView.unknowns.keyValueObserving {
    scrollView.runFrames(1)
    scrollView.layout()
  }
  harness.settleAndLayOut()
  scrollView.slowDrag(by: -200, frames: 20)
  scrollView.settle()
  scrollView.flingDownTheList()
  scrollView.setGeometry(content: 500, offset: scrollView.top)
  harness.settleAndLayOut()
  scrollView.setGeometry(content: 4_000)
  scrollView.flingDownTheList()
}

/// What a run leaves behind, to compare runs: the offset, the chrome, the safe area, the
/// triggers.
private func ending(_ harness: UIKitHarness, _ component: InstalledComponent) -> [Double] {
  [
    harness.scrollView.offset, component.fraction ?? -1, harness.topSafeAreaReduction,
    Double(harness.triggers.count),
  ]
}

@Suite("UIKit flows: handlers that read, notifications inside applies")
struct UIKitFlowReentrancyTests {
  @Test(
    "an apply that reads needsFrames, the tracker and the piece during delivery does not trap",
    arguments: UIKitComponent.allCases, UIKitUnknowns.all)
  func applyThatReadsNeedsFramesDoesNotTrap_exclusivityProbe(
    kind: UIKitComponent, unknowns: UIKitUnknowns
  ) {
    // The old adapter crashed here: its apply closure read `needsFrames` while the driver was
    // still writing it, a Swift exclusivity violation. Reading every property the runtime and
    // the piece offer, inside every apply, must be safe and see the values just applied.
    let harness = UIKitHarness(metrics: UIKitHarness.phone, unknowns: unknowns)
    let component = harness.add(kind)
    let before = harness.applied.count
    var reads = 0
    var mismatches: [String] = []
    harness.duringApply = { harness, name in
      guard let runtime = harness.runtime else { return }
      reads += 1
      let frames = runtime.needsFrames
      let tracker = runtime.tracker
      let outputs = component.readOutputs(runtime.now())
      let values: [Double] = [
        tracker.metrics.offset, tracker.metrics.offsetFromTop, tracker.delta, tracker.travel,
        tracker.time,
      ]
      if !(values + outputs).allSatisfy(\.isFinite) { mismatches.append("not finite \(values)") }
      _ = (frames, runtime.offersExpandAction, runtime.isFingerDown, runtime.isPaused)
      _ = (runtime.running.count, runtime.isRunning(component.piece), runtime.currentScreen)
      _ = (tracker.activity, tracker.direction, component.piece.memory)
      // The apply shows what the piece holds now.
      let shown = harness.applied.last!.value
      let held =
        component.fraction
        ?? Double(PullState.allCases.firstIndex(of: component.pullState()!)!)
      if name == component.name && shown != held { mismatches.append("\(shown) vs \(held)") }
    }
    dayOfUse(harness)
    let context = "\(kind), \(unknowns)"
    #expect(reads == harness.applied.count - before, "\(context): every apply read")
    #expect(reads > 1, "\(context)")
    #expect(mismatches.isEmpty, "\(context): \(mismatches)")
    harness.expectRests(component, context)
  }

  @Test(
    "a layout pass inside every apply, as an app's layoutIfNeeded() delivers it, changes no end",
    arguments: UIKitComponent.allCases, UIKitUnknowns.all)
  func notificationInsideTheApplyChangesNothing(kind: UIKitComponent, unknowns: UIKitUnknowns) {
    // The reference run applies and returns; the other lays the scroll view out inside each
    // apply, so a notification arrives while the runtime delivers (the shy bar's safe-area
    // write already notifies inside the delivery in both).
    let runs = [false, true].map { reentrant in
      let harness = UIKitHarness(metrics: UIKitHarness.phone, unknowns: unknowns)
      let component = harness.add(kind)
      if reentrant { harness.duringApply = { harness, _ in harness.scrollView.layout() } }
      var ends: [[Double]] = []
      harness.scrollView.flingDownTheList()
      ends.append(ending(harness, component))
      harness.scrollView.fling(by: -60, frames: 6, velocity: -900)
      harness.scrollView.runFrames(4)
      harness.scrollView.catchAndLift()
      harness.scrollView.settle()
      ends.append(ending(harness, component))
      harness.scrollView.fling(by: -300, frames: 10, velocity: -8_000)
      harness.scrollView.settle()
      ends.append(ending(harness, component))
      harness.scrollView.slowDrag(by: -200, frames: 20)
      harness.scrollView.settle()
      ends.append(ending(harness, component))
      harness.expectRests(component, "\(kind), reentrant \(reentrant), \(unknowns)")
      return (ends, harness.applied.count)
    }
    let context = "\(kind), \(unknowns)"
    for (plain, reentrant) in zip(runs[0].0, runs[1].0) {
      let same = zip(plain, reentrant).allSatisfy { abs($0 - $1) < 1e-9 }
      #expect(same, "\(context): plain \(plain), re-entrant \(reentrant)")
    }
    // A layout pass that shows nothing new applies nothing: no apply loop. Except where the shy
    // bar's own write moves content at the top unseen (KVO silent, UIKit keeping the top): there
    // the layout inside the apply shows the move a frame sooner than the next pan action does.
    if kind != .shyBar || unknowns.keyValueObserving || !unknowns.insetChangeKeepsTop {
      #expect(runs[0].1 == runs[1].1, "\(context): applies \(runs[0].1) vs \(runs[1].1)")
    }
  }

  @Test(
    "a pull trigger that reads the runtime and scrolls to the top runs once, after the release",
    arguments: UIKitUnknowns.all)
  func pullTriggerThatScrolls(unknowns: UIKitUnknowns) {
    let harness = UIKitHarness(metrics: UIKitHarness.phone, unknowns: unknowns)
    let follower = harness.add(.topFollower)
    var fired: [(PullState, Bool, Double)] = []
    let runtime = harness.chrome
    let pull = runtime.addPull(
      DraggableSwitch(), named: "pull", running: true,
      onTrigger: { [unowned harness, unowned runtime] state in
        // Read during delivery, then re-enter: the animation's first notification, if KVO fires,
        // arrives inside the runtime's own delivery.
        fired.append((state, runtime.isFingerDown, runtime.tracker.metrics.topOverscroll))
        harness.scrollView.setContentOffset(harness.scrollView.top, animated: true)
      })
    harness.scrollView.slowDrag(by: -200, frames: 20)
    // The animation replaces the bounce back: the display link, running for the release, sees it
    // begin. Before iOS 17.4 with KVO silent the host counts the bounce as over at the first
    // frame that no longer decelerates, so the rest of the animation is seen at the next layout
    // pass, which the test delivers.
    harness.scrollView.runFrames(3)
    if !unknowns.keyValueObserving && !unknowns.hasScrollAnimating { harness.scrollView.layout() }
    harness.scrollView.settle()
    #expect(fired.count == 1, "\(unknowns): \(fired.map(\.0))")
    if let (state, fingerDown, overscroll) = fired.first {
      // 200 pt of finger pull 96.7 pt past the top: deep, fired once the finger is up.
      #expect(state == .deep && !fingerDown, "\(unknowns)")
      #expect(overscroll > 70, "\(unknowns): \(overscroll)")
    }
    #expect(harness.scrollView.offset == harness.scrollView.top, "\(unknowns)")
    #expect(pull.chrome.behavior.state == .normal, "\(unknowns)")
    #expect(follower.fraction == 0, "\(unknowns)")
    harness.expectRests(follower, "\(unknowns)")
  }
}
