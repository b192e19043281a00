import ScrollChromeCore
import ScrollChromeTestSupport
import Testing

// The app (or the system's scroll-to-top) moves the offset, no delegate forwarded. A host turns a
// non-animated programmatic jump into beginProgrammatic, scroll, endProgrammatic; endProgrammatic
// is a settle point.
//
// - setContentOffset(_:animated:) (https://developer.apple.com/documentation/uikit/uiscrollview/
//   setcontentoffset(_:animated:)): animated "true to animate the transition at a constant
//   velocity to the new offset, false to make the transition immediate". The duration is not
//   documented.
// - scrollViewDidEndScrollingAnimation(_:) (https://developer.apple.com/documentation/uikit/
//   uiscrollviewdelegate/scrollviewdidendscrollinganimation(_:)): called "at the end of its
//   implementations of the setContentOffset(_:animated:) and scrollRectToVisible(_:animated:)
//   methods, but only if animations are requested" — nothing at all marks the end of a jump.
// - isScrollAnimating (https://developer.apple.com/documentation/uikit/uiscrollview/
//   isscrollanimating): "whether the scroll view is currently animating a scroll update"
//   (iOS 17.4 and later). UIKit does not document whether it is already false in the sample of an
//   animation's last offset; both are covered.
// - scrollsToTop (https://developer.apple.com/documentation/uikit/uiscrollview/scrollstotop):
//   "The scroll-to-top gesture is a tap on the status bar … the system asks the scroll view
//   closest to the status bar to scroll to the top". The animation's curve and length are not
//   documented; the offsets below are an example.

/// The host's quiet time before iOS 17.4.
private let quiet = ScrollViewHost.programmaticQuietTime

/// Offsets of a scroll-to-top from 1500, frame by frame.
private let toTop: [Double] = [1100, 600, 250, 60, 0]

@Suite("ScrollViewHost programmatic offset changes")
struct ScrollViewHostProgrammaticTests {
  /// Whether the last animated offset's sample still shows isScrollAnimating (iOS 17.4 only).
  @Test(
    "scroll-to-top without a delegate is an app's animation: begin, scrolls, end",
    arguments: HostOS.allCases, [true, false])
  func scrollToTop(os: HostOS, flagLingers: Bool) {
    var script = HostScript(.resting(hostList(offset: 1500), os: os))
    for (index, y) in toTop.enumerated() {
      let isLast = index == toTop.count - 1
      let flag = isLast && !flagLingers ? os.notAnimating : os.animating
      let events = script.observe { $0.scrollAnimating(flag).moved(to: y) }
      if index == 0 {
        #expect(events == [.beginProgrammatic, .scroll(y: y)], "\(os)")
      } else if isLast && os == .modern && !flagLingers {
        #expect(events == [.scroll(y: y), .endProgrammatic], "\(os)")
      } else {
        #expect(events == [.scroll(y: y)], "\(os) \(index)")
        #expect(script.phase == .animating && script.needsFrames)
      }
    }
    switch os {
    case .modern:
      // isScrollAnimating turns false (in the last sample or the one after it).
      if flagLingers {
        #expect(script.observe { $0.scrollAnimating(false) } == [.endProgrammatic])
      }
    case .legacy:
      // Nothing says the animation ended: the host waits until the offset has stood still for
      // the quiet time — not just below it, and exactly at it.
      let lastMove = script.time
      #expect(script.observe(at: lastMove + hostFrame) == [])
      #expect(script.observe(at: lastMove + quiet - 0.001) == [])
      #expect(script.phase == .animating && script.needsFrames)
      #expect(script.observe(at: lastMove + quiet) == [.endProgrammatic])
    }
    #expect(script.phase == .idle && !script.needsFrames)
    #expect(script.observe() == [])
    script.expectAccepted()
  }

  @Test(
    "an animated setContentOffset: beginProgrammatic, constant-velocity scrolls, endProgrammatic",
    arguments: HostOS.allCases)
  func animatedSetContentOffset(os: HostOS) {
    var script = HostScript(.resting(hostList(), os: os))
    // setContentOffset(CGPoint(x: 0, y: 900), animated: true): 50 pt a frame for 18 frames.
    let offsets = (1...18).map { Double($0) * 50 }
    for y in offsets {
      script.observe { $0.scrollAnimating(os.animating).moved(to: y) }
      #expect(script.phase == .animating && script.needsFrames)
    }
    switch os {
    case .modern:
      script.observe { $0.scrollAnimating(false) }
    case .legacy:
      // The quiet time's boundary itself is pinned by quietTimeAtSixtyHertz below.
      let lastMove = script.time
      script.observe(at: lastMove + quiet - 0.001)
      #expect(script.phase == .animating)
      script.observe(at: lastMove + quiet + 0.001)
    }
    let expected: [ScrollEvent] =
      [.switchScrollView(hostList()), .beginProgrammatic] + offsets.map { .scroll(y: $0) }
      + [.endProgrammatic]
    #expect(script.events == expected, "\(os)")
    #expect(script.phase == .idle && !script.needsFrames)
    script.expectAccepted()
  }

  @Test(
    "a setContentOffset without animation is one jump: beginProgrammatic, scroll, endProgrammatic",
    arguments: HostOS.allCases)
  func jump(os: HostOS) {
    var script = HostScript(.resting(hostList(offset: 1800), os: os))
    // setContentOffset(.zero, animated: false) (or contentOffset = .zero): one KVO notification.
    let events = script.observe { $0.moved(to: 0) }
    switch os {
    case .modern:
      // isScrollAnimating is false in the same sample: the jump begins and ends at once.
      #expect(events == [.beginProgrammatic, .scroll(y: 0), .endProgrammatic])
    case .legacy:
      // Nothing tells a jump from an animation's first step: the end waits for the quiet time.
      #expect(events == [.beginProgrammatic, .scroll(y: 0)])
      #expect(script.phase == .animating && script.needsFrames)
      let jumped = script.time
      #expect(script.observe(at: jumped + quiet - 0.001) == [])
      #expect(script.observe(at: jumped + quiet) == [.endProgrammatic])
    }
    #expect(script.phase == .idle && !script.needsFrames)
    script.expectAccepted()
  }

  /// The display-link frame of the jump (frame n at n/60 s).
  @Test(
    "before iOS 17.4 the app's change ends on the third still frame at 60 Hz (0.05 s)",
    arguments: [1, 2, 4, 6, 7, 12, 30, 100])
  func quietTimeAtSixtyHertz(jumpFrame: Int) {
    // The adapter samples on display-link frames, n/60 s apart; the doc comment of
    // programmaticQuietTime promises "0.05 s (three frames at 60 Hz)": the third frame after the
    // last movement is 3/60 s = 0.05 s later and must end the change, whatever the frame index.
    let clock = FrameClock(rate: 60)
    var script = HostScript(
      .resting(hostList(offset: 1800), os: .legacy), at: clock.time(ofFrame: jumpFrame - 1))
    #expect(
      script.observe(at: clock.time(ofFrame: jumpFrame)) { $0.moved(to: 0) }
        == [.beginProgrammatic, .scroll(y: 0)])
    #expect(script.observe(at: clock.time(ofFrame: jumpFrame + 1)) == [])
    #expect(script.observe(at: clock.time(ofFrame: jumpFrame + 2)) == [])
    #expect(
      script.observe(at: clock.time(ofFrame: jumpFrame + 3)) == [.endProgrammatic],
      "frame \(jumpFrame): (n+3)/60 − n/60 = \(clock.time(ofFrame: jumpFrame + 3) - clock.time(ofFrame: jumpFrame))"
    )
    script.expectAccepted()
  }

  @Test("a drag during the app's animation takes over: beginDragging, the finger's end later")
  func dragInterruptsAnimation() {
    var script = HostScript(.resting(hostList(offset: 1500)))
    script.observe { $0.scrollAnimating(true).moved(to: 1400) }
    // A finger catches the animated content; UIKit stops the animation.
    #expect(script.observe { $0.scrollAnimating(false).touched() } == [.beginDragging])
    #expect(script.phase == .dragging)
    #expect(
      script.observe { $0.dragged().pan(.began, velocity: 200).moved(to: 1390) } == [
        .scroll(y: 1390)
      ])
    #expect(script.observe { $0.pan(.ended, velocity: 0) } == [])
    #expect(script.observe { $0.fingerUp() } == [.endDragging(velocity: 0, willDecelerate: false)])
    #expect(script.phase == .idle && !script.needsFrames)
    script.expectAccepted()
  }

  @Test(
    "an animation that starts under a dragging finger takes the drag over; the finger lifts silently"
  )
  func animationUnderAFingerTakesTheDragOver() {
    var script = HostScript(.resting(hostList(offset: 1500)))
    #expect(
      script.observe { $0.touched().dragged().pan(.began, velocity: 300) } == [.beginDragging])
    script.observe { $0.pan(.changed, velocity: 300).moved(to: 1510) }
    // The app calls setContentOffset(_:animated: true) while the finger is still down.
    #expect(
      script.observe { $0.scrollAnimating(true).moved(to: 1300) } == [
        .beginProgrammatic, .scroll(y: 1300),
      ])
    #expect(script.phase == .animating)
    // The finger rests during the animation and after it: nothing is a drag.
    #expect(script.observe { $0.moved(to: 1000) } == [.scroll(y: 1000)])
    #expect(
      script.observe { $0.scrollAnimating(false).moved(to: 900) } == [
        .scroll(y: 900), .endProgrammatic,
      ])
    #expect(script.observe() == [])
    // The finger lifts: no release, since its drag ended with the takeover.
    #expect(script.observe { $0.pan(.ended) } == [])
    #expect(script.observe { $0.fingerUp() } == [])
    #expect(script.phase == .idle && !script.needsFrames)
    script.expectAccepted()
  }

  @Test("a taken-over finger that drags the content again after the animation starts a new drag")
  func takenOverFingerDragsAgain() {
    var script = HostScript(.resting(hostList(offset: 1500)))
    script.observe { $0.touched().dragged().pan(.began, velocity: 300).moved(to: 1510) }
    script.observe { $0.scrollAnimating(true).pan(.changed, velocity: 300).moved(to: 1300) }
    #expect(
      script.observe { $0.scrollAnimating(false).moved(to: 1200) } == [
        .scroll(y: 1200), .endProgrammatic,
      ])
    #expect(script.observe { $0.moved(to: 1190) } == [.beginDragging, .scroll(y: 1190)])
    #expect(script.observe { $0.pan(.ended, velocity: 0) } == [])
    #expect(script.observe { $0.fingerUp() } == [.endDragging(velocity: 0, willDecelerate: false)])
    script.expectAccepted()
  }

  @Test("before iOS 17.4 nothing tells the app's animation from the finger: the drag goes on")
  func withoutTheFlagTheDragGoesOn() {
    var script = HostScript(.resting(hostList(offset: 1500), os: .legacy))
    script.observe { $0.touched().dragged().pan(.began, velocity: 300).moved(to: 1510) }
    #expect(script.observe { $0.moved(to: 1300) } == [.scroll(y: 1300)])
    #expect(script.phase == .dragging)
    script.observe { $0.pan(.ended) }
    #expect(script.observe { $0.fingerUp() } == [.endDragging(velocity: 0, willDecelerate: false)])
    script.expectAccepted()
  }

  @Test("touches the system cancels end the drag without a release; the bounce back ends at rest")
  func cancelledTouchesEndTheDragWithoutARelease() {
    var script = HostScript(.resting(hostList(offset: 0)))
    script.observe { $0.touched().dragged().pan(.began, velocity: -300).moved(to: -60) }
    // The app resigns active: the pan is cancelled, and the content starts back to its top.
    #expect(
      script.observe {
        $0.touched(false).dragged(false).pan(.cancelled).decelerating().moved(to: -50)
      }
        == [.beginProgrammatic, .scroll(y: -50)])
    #expect(script.phase == .animating && script.needsFrames)
    #expect(script.observe { $0.pan(.possible).moved(to: -20) } == [.scroll(y: -20)])
    #expect(script.observe { $0.decelerating(false).moved(to: 0) } == [.scroll(y: 0)])
    // At rest for the quiet time: the system's bounce back is over.
    script.observe(after: quiet / 2)
    #expect(script.observe(after: quiet / 2) == [.endProgrammatic])
    #expect(script.phase == .idle)
    script.expectAccepted()
  }

  @Test("a cancel seen one sample after the finger left (KVO first) is still no release")
  func cancelSeenAfterTheLift() {
    var script = HostScript(.resting(hostList(offset: 0)))
    script.observe { $0.touched().dragged().pan(.began, velocity: -300).moved(to: -60) }
    // Key-value observing reports the finger gone before the pan's action says why.
    #expect(
      script.observe { $0.touched(false).dragged(false).decelerating().moved(to: -55) } == [
        .scroll(y: -55)
      ])
    #expect(script.observe(after: 0) { $0.pan(.cancelled) } == [.beginProgrammatic])
    script.expectAccepted()
  }
}
