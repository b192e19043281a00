import ScrollChromeCore
import ScrollChromeTestSupport
import Testing

// A finger on a UIScrollView, replayed through the runtime as the UIKit adapter runs it: each
// notification (a key-value notification inside a setter, or none when KVO is silent), each pan
// action and each display-link frame is one runtime call, and the runtime samples the scroll view
// itself. Every flow runs for every component and under every choice UIKit leaves undocumented;
// the shy bar always runs with its re-entrant apply (its safe-area write notifies inside the
// apply). With KVO silent a drag still reaches the runtime through the pan's actions, and from the
// sample that shows the finger lifted the runtime asks for frames, so the display link follows the
// release, the fling and the snap to their end.
//
// Screen: viewport 800, content 4000, adjusted insets 100 (top) and 83 (bottom): minY = −100,
// maxY = 3283. Travel R: shy bar 44, top follower 64, bottom bar 49, header 200.

/// The fraction a snapping chrome settles on from `fraction` at `u`: the nearer end (a tie
/// collapses), except that chrome collapsing with the content expands while `u < R`.
private func nearestEnd(_ fraction: Double, u: Double, _ kind: UIKitComponent) -> Double {
  if kind.collapsesWithContent, let range = kind.range, u < range { return 0 }
  return fraction >= 0.5 ? 1 : 0
}

@Suite("UIKit flows: drag, release, fling")
struct UIKitFlowDragTests {
  @Test(
    "a fling down the list far from the top hides every collapsing chrome, and all rests",
    arguments: UIKitComponent.allCases, UIKitUnknowns.all)
  func flingDownTheListHides(kind: UIKitComponent, unknowns: UIKitUnknowns) {
    let harness = UIKitHarness(metrics: UIKitHarness.phone, unknowns: unknowns)
    let component = harness.add(kind)
    harness.scrollView.flingDownTheList()
    let context = "\(kind), \(unknowns)"
    #expect(harness.offsetFromTop > 1_000, "\(context): the fling carried the content far")
    // Scrolling down the list by more than R hides followers (c + δ) and chrome collapsing with
    // the content (u − anchor ≥ R); the shy bar then takes its whole height from the safe area.
    if kind == .pull {
      #expect(harness.triggers.isEmpty && component.pullState() == .normal, "\(context)")
    } else {
      #expect(component.fraction == 1, "\(context)")
    }
    if kind == .shyBar { #expect(harness.topSafeAreaReduction == 44, "\(context)") }
    harness.expectRests(component, context)
    harness.expectQuietSample(context)
  }

  @Test(
    "a fling back up mid-list reveals followers; chrome collapsing with the content stays hidden",
    arguments: UIKitComponent.allCases, UIKitUnknowns.all)
  func flingBackUpMidList(kind: UIKitComponent, unknowns: UIKitUnknowns) {
    let harness = UIKitHarness(metrics: UIKitHarness.phone, unknowns: unknowns)
    let component = harness.add(kind)
    harness.scrollView.flingDownTheList()
    harness.scrollView.fling(by: -100, frames: 10, velocity: -800)
    harness.scrollView.settle()
    let context = "\(kind), \(unknowns)"
    #expect(harness.offsetFromTop > 300, "\(context): still far from the top")
    if let fraction = component.fraction {
      // Any upward scroll reveals following chrome; chrome collapsing with the content comes
      // back only as the content nears its top.
      #expect(fraction == (kind.follows ? 0 : 1), "\(context)")
    } else {
      #expect(harness.triggers.isEmpty, "\(context)")
    }
    harness.expectRests(component, context)
  }

  @Test(
    "a fling into the top expands every chrome and never triggers a pull header",
    arguments: UIKitComponent.allCases, UIKitUnknowns.all)
  func flingIntoTheTop(kind: UIKitComponent, unknowns: UIKitUnknowns) {
    let harness = UIKitHarness(metrics: UIKitHarness.phone, unknowns: unknowns)
    let component = harness.add(kind)
    harness.scrollView.flingDownTheList()
    var deepest = 0.0
    let frame = harness.scrollView.onFrame
    harness.scrollView.onFrame = { [unowned harness] time in
      deepest = max(deepest, harness.scrollView.top - harness.scrollView.offset)
      frame(time)
    }
    harness.scrollView.fling(by: -200, frames: 10, velocity: -6_000)
    harness.scrollView.settle()
    let context = "\(kind), \(unknowns)"
    #expect(deepest > 70, "\(context): the bounce ran past the deep threshold (\(deepest))")
    #expect(harness.scrollView.offset == harness.scrollView.top, "\(context): at the top")
    if let fraction = component.fraction {
      // Reaching the top expands, in every mode.
      #expect(fraction == 0, "\(context)")
    } else {
      // Not tracking, no state change: the bounce past 70 pt never leaves `normal`.
      #expect(harness.triggers.isEmpty, "\(context)")
      #expect(harness.applied(kind.rawValue).allSatisfy { $0 == 0 }, "\(context)")
    }
    // At the top the shy bar takes nothing from the safe area.
    #expect(harness.topSafeAreaReduction == 0, "\(context)")
    harness.expectRests(component, context)
  }

  @Test(
    "bottom bounce under UIKit's call orders does not reveal hidden chrome",
    arguments: UIKitComponent.allCases, UIKitUnknowns.all)
  func bottomBounceUnderUIKitDoesNotReveal_TLYShyNavBar6(
    kind: UIKitComponent, unknowns: UIKitUnknowns
  ) {
    let harness = UIKitHarness(metrics: UIKitHarness.phone, unknowns: unknowns)
    let component = harness.add(kind)
    harness.scrollView.flingDownTheList()
    let before = harness.applied(kind.rawValue).count
    var furthest = 0.0
    let frame = harness.scrollView.onFrame
    harness.scrollView.onFrame = { [unowned harness] time in
      furthest = max(furthest, harness.scrollView.offset - harness.scrollView.bottom)
      frame(time)
    }
    harness.scrollView.flingIntoTheBottom()
    let context = "\(kind), \(unknowns)"
    #expect(furthest > 0, "\(context): the content bounced past the end")
    #expect(harness.scrollView.offset == harness.scrollView.bottom, "\(context): at the end")
    // Rubber-band movement past an edge is no scrolling: every apply during the bounce shows
    // the chrome still hidden.
    let during = harness.applied(kind.rawValue).dropFirst(before)
    if kind == .pull {
      #expect(harness.triggers.isEmpty, "\(context)")
    } else {
      #expect(during.allSatisfy { $0 == 1 }, "\(context): \(Array(during))")
      #expect(component.fraction == 1, "\(context)")
    }
    harness.expectRests(component, context)
  }

  @Test(
    "a caught fling stops where the finger lands and settles when it lifts without moving",
    arguments: UIKitComponent.allCases, UIKitUnknowns.all)
  func caughtFlingSettles(kind: UIKitComponent, unknowns: UIKitUnknowns) {
    let harness = UIKitHarness(metrics: UIKitHarness.phone, unknowns: unknowns)
    let component = harness.add(kind)
    harness.scrollView.fling(by: 40, frames: 4, velocity: 800)
    harness.scrollView.runFrames(3)
    let context = "\(kind), \(unknowns)"
    #expect(harness.scrollView.simulator.activity == .decelerating, "\(context): coasting")
    // The touch stops the content; the display link, running for the fling, samples the finger
    // down. The finger never drags, so its pan fails and sends no action: the frames see it lift.
    harness.scrollView.touch()
    harness.scrollView.hold(frames: 6)
    let caught = harness.scrollView.offset
    let fraction = component.fraction
    let u = harness.offsetFromTop
    harness.scrollView.lift()
    harness.scrollView.settle()
    #expect(harness.scrollView.offset == caught, "\(context): the content stays where caught")
    if let fraction {
      // The lift without velocity is a settle point: snapping chrome goes to its nearer end,
      // chrome that never snaps stays.
      let expected = kind.snaps ? nearestEnd(fraction, u: u, kind) : fraction
      #expect(component.fraction == expected, "\(context): from \(fraction) at u = \(u)")
    } else {
      #expect(harness.triggers.isEmpty, "\(context)")
    }
    harness.expectRests(component, context)
  }

  @Test(
    "a lift at rest after a slow drag settles the half-hidden chrome",
    arguments: [
      // From the top, 34 of 44 hidden (f 0.77) while u = 34 < R: collapsing waits for u ≥ R,
      // so the bar expands.
      (UIKitComponent.shyBar, FlowStart.top, 34.0, 0.0),
      // Mid-list, expanded there by a command: 30 of 44 hidden (f 0.68) collapses.
      (.shyBar, .midListExpanded, 30, 1),
      // Mid-list, expanded there by a command: 14 of 44 hidden (f 0.32) expands.
      (.shyBar, .midListExpanded, 14, 0),
      // 40 of 64 hidden (f 0.625) collapses.
      (.topFollower, .top, 40, 1),
      // 24 of 64 hidden (f 0.375) expands.
      (.topFollower, .top, 24, 0),
      // Mid-list, shown by a command: 40 of 64 hidden collapses there too.
      (.topFollower, .midListExpanded, 40, 1),
      // 30 of 49 hidden (f 0.61) collapses.
      (.bottomBar, .top, 30, 1),
      // 20 of 49 hidden (f 0.41) expands.
      (.bottomBar, .top, 20, 0),
      // 34 of 200: a header never snaps, it stays at 0.17.
      (.header, .top, 34, 0.17),
    ], UIKitUnknowns.all)
  func slowDragLiftedAtRestSettles(
    row: (UIKitComponent, FlowStart, Double, Double), unknowns: UIKitUnknowns
  ) {
    let (kind, start, distance, expected) = row
    let harness = UIKitHarness(metrics: UIKitHarness.phone, unknowns: unknowns)
    let component = harness.add(kind)
    harness.begin(at: start, component)
    let context = "\(kind) from \(start), \(distance) pt, \(unknowns)"
    #expect(component.fraction == 0, "\(context): shown before the drag")
    // One point per frame, then the finger rests: the pan sends no action, nothing moves.
    harness.scrollView.drag(by: distance, frames: 40)
    harness.scrollView.hold(frames: 12)
    #expect(!harness.scrollView.displayLinkRuns, "\(context): a resting finger needs no frames")
    let links = harness.frameLinkChanges.count
    // The lift's one signal is the pan's ended action. Its sample leaves the host releasing, and
    // frames start from there: the next one shows the finger up and no deceleration, the drag
    // ends without one, and the snap runs on the same display link.
    harness.scrollView.lift()
    harness.scrollView.settle()
    #expect(harness.frameLinkChanges.dropFirst(links).first == true, "\(context): frames ran")
    #expect(abs(component.fraction! - expected) < 1e-9, "\(context): \(component.fraction!)")
    harness.expectRests(component, context)
    harness.expectQuietSample(context)
  }

  @Test(
    "a pull header fires the state it is released in, at most once per drag",
    arguments: [
      // The finger's path past the top, each step over 10 frames; the rubber band shows
      // b(x) = 440x / (800 + 0.55x), so 100 pt of finger pull 51.5 pt and 200 pt pull 96.7.
      // Then the triggers, and how often the haptic plays (on entering deep).
      // 16.2 pt at the lift: below shallow (20), nothing fires.
      ([-30.0], [PullState](), 0),
      // 51.5 pt: shallow.
      ([-100], [.shallow], 0),
      // 96.7 pt: past deep (70).
      ([-200], [.deep], 1),
      // Past deep, back to 51.5 before the lift: the state at the lift fires.
      ([-200, 100], [.shallow], 1),
      // Past deep, then back inside the content: normal at the lift, nothing fires.
      ([-200, 250], [], 1),
      // Deep, shallow, deep again in one drag: one trigger, two haptics.
      ([-200, 100, -100], [.deep], 2),
    ], UIKitUnknowns.all)
  func pullFiresOncePerDrag(row: ([Double], [PullState], Int), unknowns: UIKitUnknowns) {
    let (path, expected, impacts) = row
    let harness = UIKitHarness(metrics: UIKitHarness.phone, unknowns: unknowns)
    let component = harness.add(.pull)
    for step in path { harness.scrollView.drag(by: step, frames: 10) }
    harness.scrollView.hold(frames: 4)
    harness.scrollView.lift()
    harness.scrollView.settle()
    let context = "\(path), \(unknowns)"
    #expect(harness.triggers == expected, "\(context)")
    #expect(harness.feedback.filter { $0 == .impact }.count == impacts, "\(context)")
    #expect(component.pullState() == .normal, "\(context): back to normal after the lift")
    // The bounce back is no drag: more frames add nothing.
    harness.scrollView.runFrames(30)
    #expect(harness.triggers == expected, "\(context)")
    harness.expectRests(component, context)
  }

  @Test(
    "with KVO silent a drag, a fling, a catch and a bounce end as with KVO firing",
    arguments: UIKitComponent.allCases, UIKitUnknowns.all.filter { $0.keyValueObserving })
  func silentKVOEndsTheSame(kind: UIKitComponent, unknowns: UIKitUnknowns) {
    var silent = unknowns
    silent.keyValueObserving = false
    // The pan's actions carry the drags, and the display link — started by the sample that shows
    // the finger lifted — carries the releases, flings, catches and bounces.
    let ends = [unknowns, silent].map { unknowns in
      let harness = UIKitHarness(metrics: UIKitHarness.phone, unknowns: unknowns)
      let component = harness.add(kind)
      var ends: [[Double]] = []
      func note() {
        ends.append([
          harness.scrollView.offset, component.fraction ?? -1, harness.topSafeAreaReduction,
          Double(harness.triggers.count),
        ])
      }
      harness.scrollView.flingDownTheList()
      note()
      harness.scrollView.fling(by: -60, frames: 6, velocity: -900)
      harness.scrollView.runFrames(4)
      harness.scrollView.catchAndLift()
      harness.scrollView.settle()
      note()
      harness.scrollView.slowDrag(by: -20, frames: 20)
      harness.scrollView.settle()
      note()
      harness.scrollView.flingIntoTheBottom()
      note()
      harness.scrollView.fling(by: -400, frames: 10, velocity: -30_000)
      harness.scrollView.settle()
      note()
      harness.expectRests(component, "\(kind), \(unknowns)")
      return ends
    }
    for (firing, quiet) in zip(ends[0], ends[1]) {
      let same = zip(firing, quiet).allSatisfy { abs($0 - $1) < 1e-9 }
      #expect(same, "\(kind), \(unknowns): KVO firing \(firing), silent \(quiet)")
    }
  }
}
