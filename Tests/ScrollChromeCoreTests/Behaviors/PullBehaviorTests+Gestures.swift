import ScrollChromeCore
import ScrollChromeTestSupport
import Testing

// The pull rules, continued: not tracking ⇒ no state change (bounce-back, deceleration and
// programmatic scrolling never trigger); at most one trigger per drag; and whole gestures through
// the ScrollViewSimulator. Geometry: the long list (V 800, C 4000) with insetTop 88, at rest at
// y = −88. Dragged past the top, the displayed pull is UIKit's rubber band of the finger's travel
// x: b(x) = x·V·c/(V + c·x), V 800, c 0.55.

/// The long list with a top inset of 88, at rest at y = −88.
private let insetList = ScrollMetrics(viewport: 800, content: 4000, insetTop: 88)

/// One scripted step fed to a ``PullHarness``.
enum PullStep: Sendable {
  /// `beginDragging`.
  case begin
  /// `scroll(y:)` to pull `p` (y = −88 − p), whoever moves the content.
  case pull(Double)
  /// `endDragging`, decelerating or not.
  case release(decelerating: Bool)
  /// Any other event.
  case event(ScrollEvent)
}

/// (situation, steps, every event the behaviour reports)
private let untrackedRows: [(String, [PullStep], [PullEvent])] = [
  // Released in normal, then the deceleration runs through 30 and 80: nothing.
  (
    "deceleration after a release",
    [
      .begin, .pull(10), .release(decelerating: true), .pull(30), .pull(80), .pull(40),
      .event(.endDecelerating),
    ],
    []
  ),
  // Released deep: one trigger; the bounce-back through the bands changes nothing.
  (
    "bounce-back after a deep release",
    [
      .begin, .pull(80), .release(decelerating: true), .pull(60), .pull(30), .pull(5), .pull(0),
      .event(.endDecelerating),
    ],
    [
      .stateChanged(from: .normal, to: .deep), .willTrigger, .triggered(.deep),
      .stateChanged(from: .deep, to: .normal),
    ]
  ),
  // setContentOffset past the top, animated.
  (
    "programmatic scrolling",
    [.event(.beginProgrammatic), .pull(30), .pull(80), .event(.endProgrammatic)],
    []
  ),
  (
    "scroll to top",
    [.event(.scrollToTop), .pull(25), .pull(0), .event(.endProgrammatic)],
    []
  ),
  // Offsets with no finger and no phase (a host that only forwards scrolls).
  ("idle scrolls", [.pull(30), .pull(80)], []),
  // endDragging without a drag: nothing to fire.
  ("a stray endDragging", [.pull(80), .release(decelerating: false)], []),
]

/// (situation, steps, expected triggers)
private let oncePerDragRows: [(String, [PullStep], [PullState])] = [
  (
    "a second endDragging in the same drag",
    [.begin, .pull(75), .release(decelerating: true), .release(decelerating: true)],
    [.deep]
  ),
  // The deceleration goes back into deep, then a stray endDragging: still one.
  (
    "a second endDragging after decelerating into deep",
    [.begin, .pull(75), .release(decelerating: true), .pull(90), .release(decelerating: false)],
    [.deep]
  ),
  (
    "a new drag triggers again",
    [
      .begin, .pull(75), .release(decelerating: true), .begin, .pull(30),
      .release(decelerating: true),
    ],
    [.deep, .shallow]
  ),
  // The finger catches the bounce-back 72 pt down: a new drag, in deep at once.
  (
    "catching the bounce-back",
    [
      .begin, .pull(75), .release(decelerating: true), .pull(72), .begin,
      .release(decelerating: true),
    ],
    [.deep, .deep]
  ),
  (
    "deep, normal, shallow drags",
    [
      .begin, .pull(75), .release(decelerating: true), .begin, .pull(10),
      .release(decelerating: true), .begin, .pull(25), .release(decelerating: true),
    ],
    [.deep, .shallow]
  ),
]

/// A whole gesture through the simulator.
enum PullGesture: String, Sendable, CaseIterable {
  case shallowRelease
  case deepRelease
  case deepThenShallow
  case flingIntoTopEdge
}

/// (gesture, the pull just before the finger lifts, every event the behaviour reports)
private let gestureRows: [(PullGesture, Double, [PullEvent])] = [
  // Finger 60 down: b(60) = 60·800·0.55/(800 + 33) = 26400/833 = 31.6927 ⇒ shallow.
  (
    .shallowRelease, 26_400.0 / 833,
    [
      .stateChanged(from: .normal, to: .shallow), .triggered(.shallow),
      .stateChanged(from: .shallow, to: .normal),
    ]
  ),
  // Finger 200 down: b(200) = 88000/910 = 96.7033 ⇒ deep (through shallow).
  (
    .deepRelease, 88_000.0 / 910,
    [
      .stateChanged(from: .normal, to: .shallow), .stateChanged(from: .shallow, to: .deep),
      .willTrigger, .triggered(.deep), .stateChanged(from: .deep, to: .normal),
    ]
  ),
  // 200 down, 140 back up: b(60) = 31.6927 ⇒ shallow again, which fires.
  (
    .deepThenShallow, 26_400.0 / 833,
    [
      .stateChanged(from: .normal, to: .shallow), .stateChanged(from: .shallow, to: .deep),
      .willTrigger, .stateChanged(from: .deep, to: .shallow), .triggered(.shallow),
      .stateChanged(from: .shallow, to: .normal),
    ]
  ),
  // From y 1000, a flick up at 5000 pt/s: the content hits the top at ≈ 2940 pt/s
  // (v = v₀ + 1028/0.499) and bounces ≈ 2940·0.1/e ≈ 108 past it — no finger, nothing fires.
  (.flingIntoTopEdge, 0, []),
]

extension PullBehaviorTests {
  @Test("not tracking, nothing changes state", arguments: untrackedRows)
  func untracked(situation: String, steps: [PullStep], events: [PullEvent]) throws {
    var harness = try PullHarness(metrics: insetList)
    harness.run(steps)
    #expect(harness.events == events, "\(situation)")
    #expect(harness.behavior.state == .normal)
  }

  @Test("at most one trigger per drag", arguments: oncePerDragRows)
  func oncePerDrag(situation: String, steps: [PullStep], triggers: [PullState]) throws {
    var harness = try PullHarness(metrics: insetList)
    harness.run(steps)
    #expect(harness.triggers == triggers, "\(situation)")
  }

  @Test("whole gestures through the simulator", arguments: gestureRows)
  func gesture(_ gesture: PullGesture, pullAtLift: Double, events: [PullEvent]) throws {
    let start: Double? = gesture == .flingIntoTopEdge ? 1000 : nil
    let metrics = ScrollMetrics(offset: start, viewport: 800, content: 4000, insetTop: 88)
    var harness = try PullHarness(metrics: metrics)
    switch gesture {
    case .shallowRelease:
      harness.moveFinger(by: -60, steps: 6)
    case .deepRelease:
      harness.moveFinger(by: -200, steps: 10)
    case .deepThenShallow:
      harness.moveFinger(by: -200, steps: 10)
      harness.moveFinger(by: 140, steps: 7)
    case .flingIntoTopEdge:
      harness.moveFinger(by: -60, steps: 3)
    }
    #expect(isClose(harness.behavior.pull, pullAtLift), "\(harness.behavior.pull)")
    harness.lift(velocity: gesture == .flingIntoTopEdge ? -5000 : 0)
    let rested = harness.runUntilIdle()
    #expect(rested)
    #expect(harness.events == events)
    #expect(harness.behavior.state == .normal)
    #expect(harness.behavior.pull == 0)
    if gesture == .flingIntoTopEdge {
      // The bounce really went through the deep band while no finger was down.
      #expect(harness.largestUntrackedPull > 70, "\(harness.largestUntrackedPull)")
    }
  }
}

extension PullHarness {
  /// Feeds the steps, each on a new frame.
  mutating func run(_ steps: [PullStep]) {
    for step in steps {
      switch step {
      case .begin:
        drag(pulls: [])
      case .pull(let p):
        pull(to: p)
      case .release(let decelerating):
        release(decelerating: decelerating)
      case .event(let event):
        send(event)
      }
    }
  }
}
