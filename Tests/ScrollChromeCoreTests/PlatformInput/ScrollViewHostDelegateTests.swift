import ScrollChromeCore
import ScrollChromeTestSupport
import Testing

// Forwarded UIScrollViewDelegate calls, interleaved with the adapter's own samples. The host's
// doc comment: forwarding "make[s] the host exact and immediate where it would otherwise wait a
// sample, and the host ignores a call for something it has already reported" — so every engine
// event comes exactly once, in whatever order UIKit's calls and the adapter's samples arrive.
//
// - scrollViewWillBeginDragging(_:) (https://developer.apple.com/documentation/uikit/
//   uiscrollviewdelegate/scrollviewwillbegindragging(_:)): "when the scroll view is about to start
//   scrolling the content … might not receive this message until dragging has occurred over a
//   small distance".
// - scrollViewWillEndDragging(_:withVelocity:targetContentOffset:) (…/scrollviewwillenddragging(
//   _:withvelocity:targetcontentoffset:)): velocity is "The velocity of the scroll view (in points
//   per millisecond) at the moment the touch was released"; "Your application can change the value
//   of the targetContentOffset parameter" — the deceleration has not started yet. (Copies of the
//   old UIScrollView.h comment say "velocity is in points/second"; the current page says per
//   millisecond, which ScrollViewDelegateCall follows: UIKit's velocity.y × 1000.)
// - scrollViewDidEndDragging(_:willDecelerate:) (…/scrollviewdidenddragging(_:willdecelerate:)):
//   "if the scrolling movement will continue, but decelerate, after a touch-up gesture".
// - scrollViewWillBeginDecelerating(_:) (…/scrollviewwillbegindecelerating(_:)): "is starting to
//   decelerate" — announced after the drag ended; not forwarded (no ScrollViewDelegateCall).
// - scrollViewDidEndDecelerating(_:) (…/scrollviewdidenddecelerating(_:)): "when the scrolling
//   movement comes to a halt".
// UIKit does not document the order of its pan handler (which makes these calls) and the
// adapter's pan target, nor the values of isTracking and isDecelerating during the calls: the
// calls come "on finger up", and deceleration is announced only after didEndDragging, so the
// natural reading is finger up and not yet decelerating; the table covers the other readings too.
// The host must not depend on any of it.

/// One forwarded drag and fling: where the adapter's sample of the ended pan falls, and what the
/// scroll view shows during UIKit's release calls.
struct DelegateFlingRow: Sendable, CustomStringConvertible {
  /// Which situation the row is.
  var situation: String
  /// Whether the adapter's pan target ran before UIKit's handler (its sample comes first).
  var panSampleFirst: Bool
  /// isTracking during willEndDragging and didEndDragging.
  var trackingDuringCalls: Bool
  /// isDecelerating during didEndDragging.
  var deceleratingAtDidEnd: Bool
  /// isDecelerating during didEndDecelerating.
  var deceleratingAtDidEndDecelerating: Bool

  var description: String { situation }
}

private let flingRows: [DelegateFlingRow] = [
  // The adapter's sample first; the calls show the finger up, no deceleration yet.
  DelegateFlingRow(
    situation: "pan sample first, calls: finger up", panSampleFirst: true,
    trackingDuringCalls: false, deceleratingAtDidEnd: false,
    deceleratingAtDidEndDecelerating: false),
  // The adapter's sample first; isTracking is cleared only after the calls.
  DelegateFlingRow(
    situation: "pan sample first, calls: still tracking", panSampleFirst: true,
    trackingDuringCalls: true, deceleratingAtDidEnd: false, deceleratingAtDidEndDecelerating: true),
  // The adapter's sample first; the deceleration is set up before didEndDragging.
  DelegateFlingRow(
    situation: "pan sample first, calls: decelerating at didEndDragging", panSampleFirst: true,
    trackingDuringCalls: false, deceleratingAtDidEnd: true, deceleratingAtDidEndDecelerating: false
  ),
  // UIKit's handler first; the calls show the finger up, no deceleration yet.
  DelegateFlingRow(
    situation: "calls first: finger up", panSampleFirst: false, trackingDuringCalls: false,
    deceleratingAtDidEnd: false, deceleratingAtDidEndDecelerating: false),
  // UIKit's handler first; isTracking is cleared only after the calls.
  DelegateFlingRow(
    situation: "calls first: still tracking", panSampleFirst: false, trackingDuringCalls: true,
    deceleratingAtDidEnd: false, deceleratingAtDidEndDecelerating: true),
  // UIKit's handler first; the deceleration is set up before didEndDragging.
  DelegateFlingRow(
    situation: "calls first: decelerating at didEndDragging", panSampleFirst: false,
    trackingDuringCalls: false, deceleratingAtDidEnd: true, deceleratingAtDidEndDecelerating: false
  ),
]

/// UIKit's `velocity.y` in willEndDragging, in points per millisecond.
private let uikitVelocity = 2.4

@Suite("ScrollViewHost forwarded delegate calls")
struct ScrollViewHostDelegateTests {
  @Test("a forwarded drag and fling: each engine event exactly once", arguments: flingRows)
  func forwardedFling(row: DelegateFlingRow) {
    let start = hostList()
    var script = HostScript(.resting(start))
    script.observe { $0.touched() }
    // willBeginDragging: the pan was recognized, the content has not moved yet.
    script.receive(.willBeginDragging, after: hostFrame) {
      $0.dragged().pan(.began, velocity: 1200)
    }
    let drag: [Double] = [12, 40, 75, 110]
    for y in drag { script.observe { $0.pan(.changed, velocity: 1800).moved(to: y) } }
    // The finger lifts.
    let panSample: (ScrollViewSample) -> ScrollViewSample =
      row.panSampleFirst
      ? { $0.pan(.ended, velocity: 1800) }
      : { $0.touched(false).dragged(false).decelerating().pan(.ended, velocity: 1800) }
    if row.panSampleFirst { script.observe(panSample) }
    script.receive(
      .willEndDragging(velocity: uikitVelocity * 1000), after: row.panSampleFirst ? 0 : hostFrame
    ) {
      $0.touched(row.trackingDuringCalls).pan(.ended, velocity: 1800)
    }
    script.receive(.didEndDragging(willDecelerate: true)) {
      $0.decelerating(row.deceleratingAtDidEnd)
    }
    if !row.panSampleFirst { script.observe(after: 0, panSample) }
    // The deceleration, frame by frame.
    let coast: [Double] = [150, 185, 212, 230, 238]
    for y in coast { script.observe { $0.fingerUp().decelerating().moved(to: y) } }
    script.receive(.didEndDecelerating, after: hostFrame) {
      $0.decelerating(row.deceleratingAtDidEndDecelerating)
    }
    script.observe { $0.decelerating(false) }

    let expected: [ScrollEvent] =
      [.switchScrollView(start), .beginDragging] + drag.map { .scroll(y: $0) }
      + [.endDragging(velocity: uikitVelocity * 1000, willDecelerate: true)]
      + coast.map { .scroll(y: $0) } + [.endDecelerating]
    #expect(script.events == expected, "\(row)")
    #expect(script.phase == .idle && !script.needsFrames)
    script.expectAccepted()
  }

  /// Whether the adapter's sample of the ended pan comes before UIKit's calls.
  @Test(
    "a forwarded release without fling ends the drag once, at the calls",
    arguments: [true, false])
  func forwardedReleaseWithoutFling(panSampleFirst: Bool) {
    var script = HostScript(.resting(hostList(offset: 400)))
    script.receive(.willBeginDragging, after: hostFrame) {
      $0.touched().dragged().pan(.began, velocity: 300)
    }
    script.observe { $0.pan(.changed, velocity: 300).moved(to: 420) }
    if panSampleFirst { script.observe { $0.pan(.ended, velocity: 0) } }
    // The finger stopped before lifting: velocity 0, willDecelerate false.
    script.receive(.willEndDragging(velocity: 0), after: hostFrame) {
      $0.touched(false).pan(.ended, velocity: 0)
    }
    script.receive(.didEndDragging(willDecelerate: false))
    // Immediate: reported by the time didEndDragging has been forwarded.
    #expect(script.events.last == .endDragging(velocity: 0, willDecelerate: false))
    if !panSampleFirst { script.observe(after: 0) { $0.dragged(false).pan(.ended, velocity: 0) } }
    script.observe { $0.fingerUp() }
    #expect(script.phase == .idle && !script.needsFrames)
    #expect(
      script.events == [
        .switchScrollView(hostList(offset: 400)), .beginDragging, .scroll(y: 420),
        .endDragging(velocity: 0, willDecelerate: false),
      ])
    script.expectAccepted()
  }

  // Scroll-to-top with the delegate.
  // - scrollViewShouldScrollToTop(_:) (https://developer.apple.com/documentation/uikit/
  //   uiscrollviewdelegate/scrollviewshouldscrolltotop(_:)): "true to permit scrolling to the top
  //   of the content"; forwarded as willScrollToTop when it returns true — before the animation.
  // - scrollViewDidScrollToTop(_:) (…/scrollviewdidscrolltotop(_:)): "sends this message when it
  //   finishes scrolling to the top of the content. It might call it immediately if the top of the
  //   content is already shown."
  // UIKit does not document whether isScrollAnimating is still true during didScrollToTop, nor
  // whether the animation's first step lands before the adapter's first display-link frame.

  /// Whether isScrollAnimating is still true during didScrollToTop (iOS 17.4 only).
  @Test(
    "scroll-to-top with the delegate: scrollToTop first, endProgrammatic at didScrollToTop, once",
    arguments: HostOS.allCases, [false, true])
  func scrollToTopWithDelegate(os: HostOS, flagLingers: Bool) {
    // Scrolled to 1500 long ago; the status bar is tapped at 5 s.
    var script = HostScript(.resting(hostList(offset: 1500), os: os))
    #expect(script.receive(.willScrollToTop, after: 5) == [.scrollToTop])
    #expect(script.phase == .animating && script.needsFrames)
    for y in [1100.0, 600, 250, 60, 0] {
      #expect(script.observe { $0.scrollAnimating(os.animating).moved(to: y) } == [.scroll(y: y)])
      #expect(script.phase == .animating && script.needsFrames)
    }
    let flag = flagLingers ? os.animating : os.notAnimating
    #expect(script.receive(.didScrollToTop) { $0.scrollAnimating(flag) } == [.endProgrammatic])
    #expect(script.phase == .idle && !script.needsFrames)
    // The flag turns false a frame later, or UIKit calls twice: nothing more.
    #expect(script.observe { $0.scrollAnimating(os.notAnimating) } == [])
    #expect(script.receive(.didScrollToTop) == [])
    script.expectAccepted()
  }

  @Test(
    "scroll-to-top whose first step lands a frame after the call: no end before the top",
    arguments: HostOS.allCases)
  func scrollToTopFirstStepLate(os: HostOS) {
    var script = HostScript(.resting(hostList(offset: 1500), os: os))
    #expect(script.receive(.willScrollToTop, after: 5) == [.scrollToTop])
    // The adapter's first frame comes before the animation's first step: nothing has moved.
    #expect(script.observe { $0.scrollAnimating(os.animating) } == [], "\(os)")
    #expect(script.phase == .animating && script.needsFrames)
    for y in [1100.0, 600, 250, 60, 0] {
      #expect(script.observe { $0.moved(to: y) } == [.scroll(y: y)], "\(os)")
    }
    #expect(
      script.receive(.didScrollToTop) { $0.scrollAnimating(os.notAnimating) } == [.endProgrammatic])
    #expect(
      script.events == [.switchScrollView(hostList(offset: 1500)), .scrollToTop]
        + [1100.0, 600, 250, 60, 0].map { .scroll(y: $0) } + [.endProgrammatic], "\(os)")
    script.expectAccepted()
  }

  @Test(
    "didScrollToTop after the host already ended the animation changes nothing",
    arguments: HostOS.allCases)
  func didScrollToTopAfterHostEnded(os: HostOS) {
    var script = HostScript(.resting(hostList(offset: 600), os: os))
    script.receive(.willScrollToTop, after: 5)
    for y in [300.0, 80, 0] { script.observe { $0.scrollAnimating(os.animating).moved(to: y) } }
    // The host ends it first: isScrollAnimating false, or the quiet time before iOS 17.4.
    let end = script.observe(after: os == .modern ? hostFrame : hostQuietAndAFrame) {
      $0.scrollAnimating(os.notAnimating)
    }
    #expect(end == [.endProgrammatic], "\(os)")
    #expect(script.receive(.didScrollToTop) == [])
    #expect(script.phase == .idle && !script.needsFrames)
    script.expectAccepted()
  }

  @Test("didScrollToTop with the top already shown and nothing running changes nothing")
  func didScrollToTopAtTheTop() {
    var script = HostScript(.resting(hostList(offset: 0)))
    #expect(script.receive(.didScrollToTop, after: 2) == [])
    #expect(script.phase == .idle && !script.needsFrames)
    script.expectAccepted()
  }

  @Test(
    "didEndScrollingAnimation ends an animated setContentOffset once",
    arguments: HostOS.allCases)
  func didEndScrollingAnimation(os: HostOS) {
    var script = HostScript(.resting(hostList(), os: os))
    let offsets = (1...6).map { Double($0) * 50 }
    for y in offsets { script.observe { $0.scrollAnimating(os.animating).moved(to: y) } }
    // The animation's end, forwarded in the frame of its last offset.
    let end = script.receive(.didEndScrollingAnimation) { $0.scrollAnimating(os.notAnimating) }
    #expect(end == [.endProgrammatic], "\(os)")
    #expect(script.phase == .idle && !script.needsFrames)
    // The quiet time passing (before 17.4) or more frames report nothing more.
    #expect(script.observe(after: hostQuietAndAFrame) == [])
    #expect(
      script.events == [.switchScrollView(hostList()), .beginProgrammatic]
        + offsets.map { .scroll(y: $0) } + [.endProgrammatic])
    script.expectAccepted()
  }
}
