import ScrollChromeCore
import ScrollChromeTestSupport
import Testing

// A host that starts following a scroll view (a screen appears, the adapter attaches) sees whatever
// UIKit is doing at that moment. It reports switchScrollView with the metrics, then the event that
// puts the engine in the phase the scroll view is in, so that the end UIKit reports later (the
// lift, the rest, the animation's end) fits the engine's phase.
//
// - isTracking (https://developer.apple.com/documentation/uikit/uiscrollview/istracking): "might
//   not have yet have started dragging it" — a resting finger is no drag.
// - isDecelerating (https://developer.apple.com/documentation/uikit/uiscrollview/isdecelerating):
//   "the user isn't dragging the content but scrolling is still occurring".
// - isScrollAnimating (https://developer.apple.com/documentation/uikit/uiscrollview/
//   isscrollanimating): "currently animating a scroll update"; before iOS 17.4 nothing shows an
//   animation in a single sample.

/// (situation, the scroll view when the host starts, events after switchScrollView, phase,
/// needsFrames)
private let startRows: [(String, ScrollViewSample, [ScrollEvent], HostPhase, Bool)] = [
  // Nothing moves.
  ("at rest", .resting(hostList(offset: 600)), [], .idle, false),
  // A finger rests on the content without having dragged it: no drag yet.
  ("finger down, not dragging", .resting(hostList(offset: 600)).touched(), [], .idle, false),
  // A finger drags the content.
  (
    "dragging", .resting(hostList(offset: 600)).touched().dragged().pan(.changed, velocity: 700),
    [.beginDragging], .dragging, false
  ),
  // The content coasts after a release the host did not see; the pan (reset) reads 0 pt/s.
  (
    "decelerating", .resting(hostList(offset: 600)).decelerating(),
    [.beginDragging, .endDragging(velocity: 0, willDecelerate: true)], .decelerating, true
  ),
  // iOS 17.4 and later: an animated setContentOffset or scroll-to-top is running.
  (
    "animating, iOS 17.4", .resting(hostList(offset: 600)).scrollAnimating(true),
    [.beginProgrammatic], .animating, true
  ),
  // Before iOS 17.4 a single sample cannot show an animation; its first movement will.
  ("animating, before 17.4", .resting(hostList(offset: 600), os: .legacy), [], .idle, false),
]

@Suite("ScrollViewHost starting mid-gesture")
struct ScrollViewHostStartTests {
  @Test("a host started mid-gesture reports switchScrollView and the phase", arguments: startRows)
  func start(row: (String, ScrollViewSample, [ScrollEvent], HostPhase, Bool)) {
    let (situation, sample, expected, phase, needsFrames) = row
    let script = HostScript(sample, at: 3)
    #expect(script.events == [.switchScrollView(sample.metrics)] + expected, "\(situation)")
    #expect(script.phase == phase, "\(situation)")
    #expect(script.needsFrames == needsFrames, "\(situation)")
    #expect(script.host.metrics == sample.metrics)
    script.expectAccepted()
  }

  @Test("what UIKit reports next ends what the host started with")
  func startedPhaseEnds() {
    // Started during a fling: the next sample at rest is its end.
    var fling = HostScript(.resting(hostList(offset: 600)).decelerating(), at: 3)
    #expect(fling.observe { $0.moved(to: 640) } == [.scroll(y: 640)])
    #expect(fling.observe { $0.decelerating(false) } == [.endDecelerating])
    #expect(fling.phase == .idle && !fling.needsFrames)
    fling.expectAccepted()
    // Started during a drag: the lift and the sample after it end the drag.
    var drag = HostScript(
      .resting(hostList(offset: 600)).touched().dragged().pan(.changed, velocity: 300), at: 3)
    #expect(drag.observe { $0.pan(.ended, velocity: 5) } == [])
    #expect(drag.observe { $0.fingerUp() } == [.endDragging(velocity: 5, willDecelerate: false)])
    #expect(drag.phase == .idle)
    drag.expectAccepted()
    // Started during an animation (iOS 17.4): isScrollAnimating turning false ends it.
    var animation = HostScript(.resting(hostList(offset: 600)).scrollAnimating(true), at: 3)
    #expect(animation.observe { $0.moved(to: 300) } == [.scroll(y: 300)])
    #expect(
      animation.observe { $0.moved(to: 0).scrollAnimating(false) } == [
        .scroll(y: 0), .endProgrammatic,
      ])
    #expect(animation.phase == .idle && !animation.needsFrames)
    animation.expectAccepted()
  }
}
