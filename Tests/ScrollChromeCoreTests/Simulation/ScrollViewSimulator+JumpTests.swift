import ScrollChromeCore
import ScrollChromeTestSupport
import Testing

// Settle points: chrome settles on endDragging without deceleration, endDecelerating and
// endProgrammatic, never on a bare scroll; a host turns a non-animated programmatic jump into
// beginProgrammatic, scroll, endProgrammatic. The simulator's setContentOffset(_:animated: false)
// first stops what moves the content, reporting its end as UIKit does (endDecelerating for a fling
// or a bounce, endProgrammatic for an animation), then reports the jump that way and is idle.

/// What moves the content when the jump comes, on a scroll view with V 800, C 4000 (maxY 3200).
private enum Situation: Sendable {
  /// At rest at 120.
  case resting
  /// 0.5 s into a fling at 1000 pt/s from 0. python: 499*(1 − .998**500) → 315.6118838
  case coasting
  /// 0.1 s into the spring back after a pull 100 pt past the top. python: −37.8636150
  case bouncingBack
  /// 0.1 s into setContentOffset(600, animated: true) from 0. python: 139.0648898
  case animating
  /// 0.1 s into a scroll to top from 1500.
  case scrollingToTop
  /// A finger down at 120, moved 100 pt down the list: 220.
  case dragging
  /// At 120 after the host reported beginDragging and endDragging(300, willDecelerate: true):
  /// decelerating by the host's word, with no physics of the simulator's own.
  case hostDecelerating
  /// At 120 after the host reported beginProgrammatic.
  case hostAnimating
}

/// A simulator in `situation`, with the events that got it there.
private func prepare(_ situation: Situation, log: EventLog) -> ScrollViewSimulator {
  var simulator = ScrollViewSimulator(
    metrics: ScrollMetrics(offset: situation == .coasting ? 0 : 120, viewport: 800, content: 4000))
  let emit = log.recorder(at: 0)
  switch situation {
  case .resting: break
  case .coasting:
    simulator.liftFinger(velocity: 1000, emit: emit)
    simulator.run(for: 0.5, rate: 60, log: log)
  case .bouncingBack:
    simulator.moveFinger(by: -220, emit: emit)
    simulator.liftFinger(velocity: 0, emit: emit)
    simulator.run(for: 0.1, rate: 60, log: log)
  case .animating:
    simulator.setContentOffset(600, animated: true, emit: emit)
    simulator.run(for: 0.1, rate: 60, log: log)
  case .scrollingToTop:
    simulator.setContentOffset(1500, animated: false, emit: emit)
    simulator.scrollToTop(emit: emit)
    simulator.run(for: 0.1, rate: 60, log: log)
  case .dragging:
    simulator.moveFinger(by: 100, emit: emit)
  case .hostDecelerating:
    for event in [ScrollEvent.beginDragging, .endDragging(velocity: 300, willDecelerate: true)] {
      simulator.mirror(event)
      emit(event)
    }
  case .hostAnimating:
    simulator.mirror(.beginProgrammatic)
    emit(.beginProgrammatic)
  }
  return simulator
}

/// (situation, what moves the content, target — `nil` for the offset shown —, events reported,
/// scroll offsets reported, phase afterwards)
private let jumpRows: [(String, Situation, Double?, [String], [Double], ScrollActivity)] = [
  // Nothing moves: the jump alone.
  (
    "at rest", .resting, 700, ["beginProgrammatic", "scroll", "endProgrammatic"], [700], .idle
  ),
  // Nothing moves and the target is where the content is: nothing to report.
  ("at rest, to the offset shown", .resting, nil, [], [], .idle),
  // A fling stops where it is first.
  (
    "during a fling", .coasting, 700,
    ["endDecelerating", "beginProgrammatic", "scroll", "endProgrammatic"], [700], .idle
  ),
  // A fling stopped where it is, with nowhere to jump: only the fling's end.
  ("during a fling, to the offset shown", .coasting, nil, ["endDecelerating"], [], .idle),
  // A spring back stops where it is, still overscrolled, then the jump.
  (
    "during a bounce back", .bouncingBack, 700,
    ["endDecelerating", "beginProgrammatic", "scroll", "endProgrammatic"], [700], .idle
  ),
  // An animated setContentOffset ends where it is, then the jump.
  (
    "during an animated setContentOffset", .animating, 50,
    ["endProgrammatic", "beginProgrammatic", "scroll", "endProgrammatic"], [50], .idle
  ),
  // A scroll to top ends where it is (scrollViewDidScrollToTop is its end), then the jump.
  (
    "during a scroll to top", .scrollingToTop, 50,
    ["endProgrammatic", "beginProgrammatic", "scroll", "endProgrammatic"], [50], .idle
  ),
  // Under a finger the jump is part of the drag: a scroll, still tracking.
  ("under a finger", .dragging, 700, ["scroll"], [700], .tracking),
  // Under a finger, to the offset shown: nothing.
  ("under a finger, to the offset shown", .dragging, nil, [], [], .tracking),
  // The host said the content decelerates: that phase ends as a fling of the simulator's would.
  (
    "during a deceleration the host reported", .hostDecelerating, 700,
    ["endDecelerating", "beginProgrammatic", "scroll", "endProgrammatic"], [700], .idle
  ),
  // The host said an animation runs: it ends first.
  (
    "during an animation the host reported", .hostAnimating, 700,
    ["endProgrammatic", "beginProgrammatic", "scroll", "endProgrammatic"], [700], .idle
  ),
  // A target far past the engine's range is shown at its limit, −1e9.
  (
    "far past the limit", .resting, -5e9, ["beginProgrammatic", "scroll", "endProgrammatic"],
    [-1e9], .idle
  ),
]

@Suite("ScrollViewSimulator jumps")
struct ScrollViewSimulatorJumpTests {
  @Test(
    "setContentOffset(animated: false) stops the motion, then reports a programmatic jump",
    arguments: jumpRows)
  fileprivate func jump(
    row: (String, Situation, Double?, [String], [Double], ScrollActivity)
  ) throws {
    let (label, situation, target, names, offsets, phase) = row
    let log = EventLog()
    var simulator = prepare(situation, log: log)
    var tracker = try ScrollTracker(
      metrics: ScrollMetrics(offset: situation == .coasting ? 0 : 120, viewport: 800, content: 4000)
    )
    for entry in log.entries { try tracker.handle(entry.event, at: entry.time) }
    log.removeAll()

    let before = simulator.metrics.offset
    simulator.setContentOffset(
      target ?? before, animated: false, emit: log.recorder(at: simulator.time))

    #expect(log.names == names, "\(label)")
    #expect(log.scrollOffsets == offsets, "\(label)")
    #expect(simulator.metrics.offset == offsets.last ?? before, "\(label)")
    #expect(simulator.activity == phase, "\(label)")
    #expect(simulator.velocity == 0, "\(label): nothing coasts")
    for entry in log.entries { try tracker.handle(entry.event, at: entry.time) }
    #expect(tracker.activity == phase, "\(label): the events say the same phase")
    log.removeAll()
    simulator.run(for: 0.5, rate: 60, log: log)
    #expect(log.entries.isEmpty, "\(label): nothing moves afterwards")
  }

  @Test("after a jump under a finger the drag continues from the new offset")
  func dragContinuesAfterAJump() {
    var simulator = ScrollViewSimulator(
      metrics: ScrollMetrics(offset: 120, viewport: 800, content: 4000))
    let log = EventLog()
    simulator.moveFinger(by: 100, emit: log.recorder(at: 0))
    simulator.setContentOffset(700, animated: false, emit: log.recorder(at: 0))
    simulator.moveFinger(by: 10, emit: log.recorder(at: 0))
    #expect(simulator.metrics.offset == 710)
    simulator.liftFinger(velocity: 0, emit: log.recorder(at: 0))
    #expect(log.names == ["beginDragging", "scroll", "scroll", "scroll", "endDragging"])
    #expect(log.scrollOffsets == [220, 700, 710])
    #expect(simulator.isIdle)
  }
}
