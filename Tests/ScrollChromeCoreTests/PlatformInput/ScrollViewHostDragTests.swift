import Foundation  // pow, for the deceleration formula written out below
import ScrollChromeCore
import ScrollChromeTestSupport
import Testing

// A finger on a UIScrollView, as the adapter samples it (no delegate calls forwarded).
//
// - isTracking (https://developer.apple.com/documentation/uikit/uiscrollview/istracking): "true if
//   the user has touched the content view but might not have yet have started dragging it".
// - isDragging (https://developer.apple.com/documentation/uikit/uiscrollview/isdragging): "might
//   require some time or distance of scrolling before it returns true".
// - UIGestureRecognizer.State.began / .changed (https://developer.apple.com/documentation/uikit/
//   uigesturerecognizer/state-swift.enum/began, …/changed): "sends its action message (or
//   messages) at the next cycle of the run loop"; .recognized, the value of .ended
//   (…/state-swift.enum/recognized): "resets its state to UIGestureRecognizer.State.possible".
// - UIPanGestureRecognizer.velocity(in:) (https://developer.apple.com/documentation/uikit/
//   uipangesturerecognizer/velocity(in:)): "expressed in points per second".
// - isDecelerating (https://developer.apple.com/documentation/uikit/uiscrollview/isdecelerating):
//   "true if user isn't dragging the content but scrolling is still occurring".
// - scrollViewDidEndDragging(_:willDecelerate:) (https://developer.apple.com/documentation/uikit/
//   uiscrollviewdelegate/scrollviewdidenddragging(_:willdecelerate:)): decelerate is "true if the
//   scrolling movement will continue, but decelerate, after a touch-up gesture … If the value is
//   false, scrolling stops immediately upon touch-up".
// - scrollViewWillBeginDecelerating(_:) (…/scrollviewwillbegindecelerating(_:)): "as the user's
//   finger touches up as it's moving … the scroll view continues to move a short distance".
// UIKit does not document in which order the pan recognizer's targets run: the adapter's sample of
// the ended pan may still show isTracking (its target ran first) or already show the finger up and
// isDecelerating (UIKit's ran first). The host must not depend on it; every release runs both ways.

/// The per-millisecond deceleration rate of `UIScrollView.DecelerationRate.normal`. Apple's page
/// (https://developer.apple.com/documentation/uikit/uiscrollview/decelerationrate-swift.struct/
/// normal) gives no number; bindings document it: "The default deceleration rate for a scroll
/// view: 0.998" (pub.dev fk_webview, IOSUIScrollViewDecelerationRate.NORMAL).
private let normalRate = 0.998

/// How far a fling released at `v0` pt/s has travelled after `t` s, written out from UIKit's
/// per-millisecond deceleration model: x(t) = (v₀/1000)·d·(1 − d^(1000t))/(1 − d).
private func decayDistance(v0: Double, t: Double) -> Double {
  v0 / 1000 * normalRate * (1 - pow(normalRate, 1000 * t)) / (1 - normalRate)
}

/// The release velocity that travels `step` in `t` s: x(t) solved for v₀.
private func releaseVelocity(step: Double, t: Double) -> Double {
  step * 1000 * (1 - normalRate) / (normalRate * (1 - pow(normalRate, 1000 * t)))
}

/// (situation, isTracking and isDecelerating in the sample of the ended pan)
private let liftOrders: [(String, Bool, Bool)] = [
  // The adapter's pan target ran before UIKit's handler: the finger still tracks, no deceleration.
  ("adapter's target first", true, false),
  // UIKit's handler ran first: the finger is up and the deceleration set up, not moved yet.
  ("UIKit's handler first", false, true),
]

/// A drag down the list to 80 at 1800 pt/s, then the ended pan as `order` shows it.
private func dragAndLift(_ order: (String, Bool, Bool)) -> HostScript {
  let (_, tracking, decelerating) = order
  var script = HostScript(.resting(hostList()))
  script.observe { $0.touched() }
  script.observe { $0.dragged().pan(.began, velocity: 1500).moved(to: 20) }
  script.observe { $0.pan(.changed, velocity: 1700).moved(to: 50) }
  script.observe { $0.pan(.changed, velocity: 1800).moved(to: 80) }
  script.observe {
    $0.touched(tracking).dragged(tracking).decelerating(decelerating).pan(.ended, velocity: 1800)
  }
  return script
}

@Suite("ScrollViewHost drag, fling, catch and bounce")
struct ScrollViewHostDragTests {
  @Test(
    "a drag that stops before the lift: endDragging(v, false) one sample after the lift",
    arguments: liftOrders)
  func dragWithoutFling(order: (String, Bool, Bool)) {
    let (situation, tracking, _) = order
    var script = HostScript(.resting(hostList()))
    // Touch down: isTracking with the pan still possible is not a drag yet.
    #expect(script.observe { $0.touched() } == [], "\(situation)")
    #expect(script.phase == .idle && !script.needsFrames)
    // The pan is recognized and the content follows the finger.
    #expect(
      script.observe { $0.dragged().pan(.began, velocity: 600).moved(to: 10) }
        == [.beginDragging, .scroll(y: 10)])
    #expect(script.phase == .dragging && !script.needsFrames)
    #expect(script.observe { $0.pan(.changed, velocity: 900).moved(to: 25) } == [.scroll(y: 25)])
    #expect(script.observe { $0.pan(.changed, velocity: 400).moved(to: 32) } == [.scroll(y: 32)])
    // The finger stops: a pan action without movement.
    #expect(script.observe { $0.pan(.changed, velocity: 6) } == [])
    // The finger lifts at 6 pt/s: the host waits for the next sample to learn what follows.
    #expect(
      script.observe { $0.touched(tracking).dragged(tracking).pan(.ended, velocity: 6) } == [])
    #expect(script.phase == .releasing && script.needsFrames, "\(situation)")
    // The next frame: at rest, the recognizer reset to possible — scrolling "stops immediately".
    #expect(script.observe { $0.fingerUp() } == [.endDragging(velocity: 6, willDecelerate: false)])
    #expect(script.phase == .idle && !script.needsFrames)
    // Nothing more happens at rest.
    #expect(script.observe() == [])
    script.expectAccepted()
  }

  /// Whether some notification happens to sample the finger while it is down.
  @Test("a tap is no drag: the pan fails and nothing is reported", arguments: [true, false])
  func tapIsNoDrag(sampledWhileTouching: Bool) {
    var script = HostScript(.resting(hostList(offset: 700)))
    // A finger down that does not move: the pan stays possible (a KVO notification may sample it).
    if sampledWhileTouching { #expect(script.observe { $0.touched() } == []) }
    // It lifts: the pan fails ("No action message is sent") and resets to possible.
    #expect(script.observe { $0.touched(false).pan(.failed) } == [])
    #expect(script.observe { $0.pan(.possible) } == [])
    #expect(script.phase == .idle && !script.needsFrames)
    script.expectAccepted()
  }

  @Test(
    "a fling reports the velocity its first deceleration step needs, then endDecelerating",
    arguments: liftOrders)
  func fling(order: (String, Bool, Bool)) throws {
    var script = dragAndLift(order)
    #expect(
      hostNames(script.events)
        == ["switchScrollView", "beginDragging"] + Array(repeating: "scroll", count: 3))
    #expect(script.phase == .releasing && script.needsFrames, "\(order.0)")
    // First deceleration frame: 30 pt in one frame since the lift.
    // python: 30*1000*0.002/(0.998*(1 - 0.998**(1000/60))) → 1832.0302904
    let expected = releaseVelocity(step: 30, t: hostFrame)
    let first = script.observe { $0.fingerUp().decelerating().moved(to: 110) }
    #expect(hostNames(first) == ["endDragging", "scroll"], "\(order.0)")
    let release = try #require(hostRelease(in: first))
    #expect(release.willDecelerate)
    #expect(isClose(release.velocity, expected, relative: 1e-9), "\(release.velocity)")
    #expect(first.last == .scroll(y: 110))
    #expect(script.phase == .decelerating && script.needsFrames)
    // The deceleration goes on along the same curve (python: 80 + x(v, n/60) → 139.0155, …).
    for frame in 2...5 {
      let y = 80 + decayDistance(v0: expected, t: Double(frame) * hostFrame)
      #expect(script.observe { $0.moved(to: y) } == [.scroll(y: y)])
      #expect(script.phase == .decelerating && script.needsFrames)
    }
    // isDecelerating turns false: the content rests.
    #expect(script.observe { $0.decelerating(false) } == [.endDecelerating])
    #expect(script.phase == .idle && !script.needsFrames)
    script.expectAccepted()
  }

  @Test(
    "a first deceleration step that arrives a frame late: one sample's wait, then its velocity",
    arguments: liftOrders)
  func lateFirstStep(order: (String, Bool, Bool)) throws {
    var script = dragAndLift(order)
    // A frame later the scroll view decelerates but has not moved yet.
    #expect(script.observe { $0.fingerUp().decelerating() } == [])
    #expect(script.phase == .releasing && script.needsFrames)
    // The step arrives: 55 pt two frames after the lift.
    // python: 55*1000*0.002/(0.998*(1 - 0.998**(2000/60))) → 1707.3758789
    let expected = releaseVelocity(step: 55, t: 2 * hostFrame)
    let events = script.observe { $0.moved(to: 135) }
    #expect(hostNames(events) == ["endDragging", "scroll"])
    let release = try #require(hostRelease(in: events))
    #expect(release.willDecelerate && isClose(release.velocity, expected, relative: 1e-9))
    #expect(script.phase == .decelerating && script.needsFrames)
    #expect(script.observe { $0.decelerating(false) } == [.endDecelerating])
    script.expectAccepted()
  }

  @Test(
    "a release that is still two samples later falls back to the pan's velocity",
    arguments: liftOrders)
  func stillAfterRelease(order: (String, Bool, Bool)) {
    var script = dragAndLift(order)
    #expect(script.observe { $0.fingerUp().decelerating() } == [])
    #expect(script.phase == .releasing && script.needsFrames)
    // Still no movement: the host stops waiting and uses the pan's 1800 pt/s from the lift.
    #expect(script.observe() == [.endDragging(velocity: 1800, willDecelerate: true)])
    #expect(script.phase == .decelerating && script.needsFrames)
    #expect(script.observe { $0.moved(to: 100) } == [.scroll(y: 100)])
    #expect(script.observe { $0.decelerating(false) } == [.endDecelerating])
    #expect(script.phase == .idle && !script.needsFrames)
    script.expectAccepted()
  }

  /// The pan's state in the sample after a caught fling's finger lifts without moving: failed
  /// (sampled before the reset) or possible (after it).
  @Test(
    "a finger that catches a fling begins a drag; lifting it unmoved ends it without deceleration",
    arguments: [PanPhase.failed, .possible])
  func caughtFling(liftPan: PanPhase) {
    var script = dragAndLift(liftOrders[1])
    script.observe { $0.fingerUp().decelerating().moved(to: 110) }
    script.observe { $0.moved(to: 139) }
    // A finger touches: the content stops where it is (isTracking, no longer decelerating).
    #expect(script.observe { $0.touched().decelerating(false) } == [.beginDragging])
    #expect(script.phase == .dragging)
    // The finger lifts without having moved the content.
    #expect(script.observe { $0.touched(false).pan(liftPan) } == [])
    #expect(script.phase == .releasing && script.needsFrames)
    // The next sample: at rest — the caught drag ends, nothing decelerates.
    #expect(
      script.observe { $0.pan(.possible) } == [.endDragging(velocity: 0, willDecelerate: false)])
    #expect(script.phase == .idle && !script.needsFrames)
    script.expectAccepted()
  }

  @Test("a caught fling keeps frames running: only a frame can see that finger lift")
  func caughtFlingNeedsFrames() {
    var script = dragAndLift(liftOrders[1])
    script.observe { $0.fingerUp().decelerating().moved(to: 110) }
    // Caught: the content stops, the pan is still possible. If the finger now lifts without moving,
    // the pan fails — "No action message is sent" — the offset does not change (no KVO), and
    // isTracking is not documented as key-value observable: no sample but a display-link frame can
    // show the lift, so the host must still ask for frames (the drag's endDragging is the settle
    // point that would otherwise never come).
    #expect(script.observe { $0.touched().decelerating(false) } == [.beginDragging])
    #expect(script.phase == .dragging)
    let needsFrames = script.needsFrames
    #expect(needsFrames, "a caught fling's lift is only seen on a display-link frame")
    script.expectAccepted()
  }

  /// (situation, start, drag offsets, pan velocity at the lift, bounce-back offsets)
  private static let bounceRows: [(String, ScrollMetrics, [Double], Double, [Double])] = [
    // Under a 100 pt navigation bar (minY −100), pulled 80 pt past the top, released pulling down.
    ("top", hostList(insetTop: 100), [-120, -150, -180], -300, [-170, -145, -118, -104, -100]),
    // Pushed 80 pt past the bottom (maxY 3200) and released pushing up.
    ("bottom", hostList(offset: 3150), [3180, 3230, 3280], 400, [3270, 3245, 3218, 3204, 3200]),
  ]

  @Test(
    "a release past an edge bounces back: the pan's velocity, then endDecelerating",
    arguments: bounceRows)
  func bounce(row: (String, ScrollMetrics, [Double], Double, [Double])) {
    let (edge, start, pulls, velocity, bounce) = row
    var script = HostScript(.resting(start))
    #expect(
      script.observe { $0.touched().dragged().pan(.began, velocity: velocity).moved(to: pulls[0]) }
        == [.beginDragging, .scroll(y: pulls[0])], "\(edge)")
    for y in pulls.dropFirst() {
      #expect(
        script.observe { $0.pan(.changed, velocity: velocity).moved(to: y) } == [.scroll(y: y)])
    }
    // The finger lifts past the edge.
    #expect(script.observe { $0.pan(.ended, velocity: velocity) } == [])
    #expect(script.phase == .releasing && script.needsFrames)
    // The rubber band pulls the content back: isDecelerating while it bounces. A bounce is no
    // decay, so the release velocity is the pan's, not one solved from this step.
    #expect(
      script.observe { $0.fingerUp().decelerating().moved(to: bounce[0]) }
        == [.endDragging(velocity: velocity, willDecelerate: true), .scroll(y: bounce[0])],
      "\(edge)")
    for y in bounce.dropFirst() {
      #expect(script.observe { $0.moved(to: y) } == [.scroll(y: y)])
      #expect(script.phase == .decelerating && script.needsFrames)
    }
    #expect(script.observe { $0.decelerating(false) } == [.endDecelerating], "\(edge)")
    #expect(script.phase == .idle && !script.needsFrames)
    script.expectAccepted()
  }
}
