import ScrollChromeCore
import ScrollChromeTestSupport
import Testing

// The scroll view simulator as the trace command drives it: a finger moves the content by raw
// (unbounded) offset, rubber-banded past either edge with b(x) = x·V·0.55/(V + 0.55·x) (UIKit's
// rubber band); setContentOffset(animated:) and scroll-to-top run a 0.3 s easeInOut (phase
// animating); a jump without animation is reported as a programmatic change of its own.

/// A scroll view with V 800, C 4000 (or `content`) at `offset`.
private func simulator(
  offset: Double, content: Double = 4000, insetTop: Double = 0, time: Double = 0
) -> ScrollViewSimulator {
  ScrollViewSimulator(
    metrics: ScrollMetrics(offset: offset, viewport: 800, content: content, insetTop: insetTop),
    time: time)
}

/// (situation, start offset, content height, top inset, finger movements, displayed offsets)
private let dragRows: [(String, Double, Double, Double, [Double], [Double])] = [
  // −100 raw at the top of an 800-pt viewport. python: -100*800*.55/(800+55) → −51.4619883
  ("past the top", 0, 4000, 0, [-100], [-51.4619883]),
  // The same raw distance in two moves lands on the same offset.
  // python: -40*800*.55/(800+.55*40) → −21.4111922
  ("past the top in two moves", 0, 4000, 0, [-40, -60], [-21.4111922, -51.4619883]),
  // Inside the range the content follows the finger 1:1.
  ("inside the range", 500, 4000, 0, [120, -300], [620, 320]),
  // From 30 down by 130: 30 pt to the edge 1:1, the other 100 rubber-banded.
  ("crossing the top", 30, 4000, 0, [-130], [-51.4619883]),
  // Past the bottom edge maxY 3200. python: 3200 + 51.4619883
  ("past the bottom", 3200, 4000, 0, [100], [3251.4619883]),
  // From 3150 up by 150: 50 to the edge, 100 rubber-banded.
  ("crossing the bottom", 3150, 4000, 0, [150], [3251.4619883]),
  // Below a 100-pt inset the edge is −100. python: -100 - 50*800*.55/(800+27.5) → −126.5861027
  ("top inset", -100, 4000, 100, [-50], [-126.5861027]),
  // The finger reverses while overscrolled and keeps its place on the content:
  // raw −100 → −40 → 0 → 25.
  ("reversing", 0, 4000, 0, [-100, 60, 40, 25], [-51.4619883, -21.4111922, 0, 25]),
  // Content shorter than the viewport: both edges are 0, any movement is rubber band.
  ("short content down", 0, 300, 0, [100], [51.4619883]),
  // …and upwards. python: -25*800*.55/(800+13.75) → −13.5176651
  ("short content up", 0, 300, 0, [-25], [-13.5176651]),
]

@Suite("ScrollViewSimulator")
struct ScrollViewSimulatorTests {
  @Test(
    "a drag follows the finger 1:1 inside the range and rubber-bands past the edges",
    arguments: dragRows)
  func drag(
    situation: String, start: Double, content: Double, insetTop: Double, moves: [Double],
    expected: [Double]
  ) {
    var simulator = simulator(offset: start, content: content, insetTop: insetTop)
    let log = EventLog()
    for (move, offset) in zip(moves, expected) {
      simulator.moveFinger(by: move, emit: log.recorder(at: 0))
      #expect(isClose(simulator.metrics.offset, offset), "\(situation): after \(move)")
      #expect(isClose(log.scrollOffsets.last ?? .nan, offset), "\(situation): reported")
    }
    #expect(log.outline == ["beginDragging", "scroll…"], "\(situation)")
    #expect(log.count(of: "beginDragging") == 1, "\(situation)")
    #expect(log.count(of: "scroll") == moves.count, "\(situation)")
    #expect(simulator.activity == .tracking, "\(situation)")
  }

  @Test("touchDown emits beginDragging and moves nothing")
  func touchDown() {
    var simulator = simulator(offset: 700)
    let log = EventLog()
    simulator.touchDown(emit: log.recorder(at: 0))
    #expect(log.names == ["beginDragging"])
    #expect(simulator.activity == .tracking)
    #expect(simulator.metrics.offset == 700)
    simulator.run(for: 0.5, rate: 60, log: log)
    #expect(log.names == ["beginDragging"], "a resting finger moves nothing")
  }

  @Test("setContentOffset(animated: true) eases in and out over 0.3 s", arguments: [60.0, 120])
  func animatedSetContentOffset(rate: Double) {
    var simulator = simulator(offset: 0, time: 1)
    let log = EventLog()
    simulator.setContentOffset(600, animated: true, emit: log.recorder(at: 1))
    #expect(log.names == ["beginProgrammatic"])
    #expect(simulator.activity == .animating)
    let settled = simulator.runUntilIdle(rate: rate, log: log)
    #expect(settled)

    #expect(log.outline == ["beginProgrammatic", "scroll…", "endProgrammatic"])
    #expect(log.count(of: "endProgrammatic") == 1)
    #expect(log.names.last == "endProgrammatic")
    #expect(simulator.metrics.offset == 600, "exactly the target")
    #expect(log.scrollOffsets.last == 600)
    #expect(simulator.activity == .idle)
    #expect(log.scrollOffsets.allSatisfy { $0.isFinite })
    let end = log.firstTime(of: "endProgrammatic") ?? .nan
    #expect(end >= 1.3 - 1e-9 && end <= 1.3 + 1 / rate + 1e-9, "ends at \(end)")

    for (time, y) in log.scrolls {
      let elapsed = time - 1
      if isClose(elapsed, 0.15, tolerance: 1e-9) {
        // The middle of easeInOut is half way.
        #expect(isClose(y, 300), "midpoint \(y)")
      } else if isClose(elapsed, 0.1, tolerance: 1e-9) {
        // python: 600*progress(easeInOut, 1/3) → 139.0648898
        #expect(isClose(y, 139.0648898), "a third in \(y)")
      } else if isClose(elapsed, 0.075, tolerance: 1e-9) {
        // python: 600*0.1291619310 (B1) → 77.4971586
        #expect(isClose(y, 77.4971586), "a quarter in \(y)")
      }
    }
    #expect(log.scrolls.contains { isClose($0.time, 1.15, tolerance: 1e-9) }, "a frame at 0.15 s")
  }

  @Test("setContentOffset(animated: false) reports beginProgrammatic, one scroll, endProgrammatic")
  func immediateSetContentOffset() {
    var simulator = simulator(offset: 120)
    let log = EventLog()
    simulator.setContentOffset(700, animated: false, emit: log.recorder(at: 0))
    #expect(log.names == ["beginProgrammatic", "scroll", "endProgrammatic"])
    #expect(log.scrollOffsets == [700])
    #expect(simulator.metrics.offset == 700)
    #expect(simulator.isIdle)
    simulator.run(for: 0.5, rate: 60, log: log)
    #expect(log.names == ["beginProgrammatic", "scroll", "endProgrammatic"], "nothing follows")
  }

  @Test(
    "scrollToTop emits scrollToTop, eases to minY and ends with endProgrammatic",
    arguments: [60.0, 120])
  func scrollToTop(rate: Double) {
    var simulator = simulator(offset: 1500, insetTop: 64)
    let log = EventLog()
    simulator.scrollToTop(emit: log.recorder(at: 0))
    #expect(log.names == ["scrollToTop"])
    #expect(simulator.activity == .animating)
    let settled = simulator.runUntilIdle(rate: rate, log: log)
    #expect(settled)

    #expect(log.outline == ["scrollToTop", "scroll…", "endProgrammatic"])
    #expect(log.count(of: "endProgrammatic") == 1)
    #expect(simulator.metrics.offset == -64, "exactly minY")
    #expect(log.scrollOffsets.last == -64)
    #expect(simulator.isIdle)
    #expect(log.scrollOffsets.allSatisfy { $0.isFinite })
    for (time, y) in log.scrolls {
      if isClose(time, 0.15, tolerance: 1e-9) {
        // Half way from 1500 to −64: 718.
        #expect(isClose(y, 718))
      } else if isClose(time, 0.1, tolerance: 1e-9) {
        // python: 1500 + (−64 − 1500)*0.2317748163 → 1137.5041873
        #expect(isClose(y, 1137.5041873))
      }
    }
  }

  @Test(
    "an animation with nowhere to go still ends with one endProgrammatic",
    arguments: [
      // Status-bar tap while already at the top (T = 64).
      true,
      // setContentOffset(animated: true) to the offset it already has.
      false,
    ])
  func programmaticToCurrentOffset(scrollsToTop: Bool) {
    var simulator = simulator(offset: -64, insetTop: 64)
    let log = EventLog()
    if scrollsToTop {
      simulator.scrollToTop(emit: log.recorder(at: 0))
    } else {
      simulator.setContentOffset(-64, animated: true, emit: log.recorder(at: 0))
    }
    let settled = simulator.runUntilIdle(rate: 60, log: log)
    #expect(settled)
    #expect(log.count(of: "endProgrammatic") == 1, "the host must see the phase end")
    #expect(simulator.metrics.offset == -64)
    #expect(log.scrollOffsets.allSatisfy { $0 == -64 })
  }

  @Test("touching during deceleration stops it: beginDragging, no endDecelerating")
  func touchDuringDeceleration() {
    var simulator = simulator(offset: 0)
    let log = EventLog()
    simulator.touchDown(emit: log.recorder(at: 0))
    simulator.liftFinger(velocity: 1000, emit: log.recorder(at: 0))
    simulator.run(for: 0.5, rate: 60, log: log)
    // python: 499*(1 − .998**500) → 315.6118838
    #expect(isClose(simulator.metrics.offset, 315.6118838))
    #expect(simulator.activity == .decelerating)

    log.removeAll()
    let caught = simulator.metrics.offset
    simulator.touchDown(emit: log.recorder(at: simulator.time))
    #expect(log.names == ["beginDragging"])
    #expect(simulator.activity == .tracking)
    #expect(simulator.metrics.offset == caught, "stops where it is")
    simulator.run(for: 1, rate: 60, log: log)
    #expect(log.names == ["beginDragging"], "no more coasting, no endDecelerating")
    #expect(simulator.metrics.offset == caught)

    // The finger now drags the content 1:1 from where it was caught.
    simulator.moveFinger(by: 10, emit: log.recorder(at: simulator.time))
    #expect(isClose(simulator.metrics.offset, caught + 10, tolerance: 1e-9))
    simulator.liftFinger(velocity: 0, emit: log.recorder(at: simulator.time))
    simulator.run(for: 1, rate: 60, log: log)
    #expect(log.names == ["beginDragging", "scroll", "endDragging"])
    #expect(log.count(of: "endDecelerating") == 0)
    #expect(simulator.isIdle)
  }

  @Test("touching during a bounce-back catches the content where it is, still overscrolled")
  func touchDuringBounceBack() {
    var simulator = simulator(offset: 0)
    let log = EventLog()
    simulator.moveFinger(by: -100, emit: log.recorder(at: 0))
    simulator.liftFinger(velocity: 0, emit: log.recorder(at: 0))
    simulator.run(for: 0.1, rate: 60, log: log)
    // python: −51.4619883*exp(−1)*(1 + 1) → −37.8636150
    #expect(isClose(simulator.metrics.offset, -37.8636150))

    log.removeAll()
    simulator.touchDown(emit: log.recorder(at: simulator.time))
    #expect(log.names == ["beginDragging"])
    #expect(isClose(simulator.metrics.offset, -37.8636150))
    // The finger lands at raw −x with x = V·b/(c·(V − b)): python: 800*37.8636150/(.55*762.136385)
    // → 72.2631148. Ten more points up: python: −b(82.2631148) → −42.8228298
    simulator.moveFinger(by: -10, emit: log.recorder(at: simulator.time))
    #expect(isClose(simulator.metrics.offset, -42.8228298))
    // Back down by 92.2631148 puts the finger at raw +10: inside the range, 1:1.
    simulator.moveFinger(by: 92.2631148, emit: log.recorder(at: simulator.time))
    #expect(isClose(simulator.metrics.offset, 10))
    #expect(log.count(of: "endDecelerating") == 0)
  }

  @Test("setGeometry emits the new geometry; the displayed offset stays")
  func setGeometry() {
    var simulator = simulator(offset: 300)
    let log = EventLog()
    simulator.setGeometry(content: 5000, insetTop: 44, emit: log.recorder(at: 0))
    #expect(
      log.entries.map(\.event) == [
        .geometry(viewport: 800, content: 5000, insetTop: 44, insetBottom: 0)
      ])
    #expect(simulator.metrics.offset == 300)
    #expect(simulator.metrics.minY == -44)
    #expect(simulator.metrics.maxY == 4200)
  }

  @Test("mirror follows a host event without emitting anything")
  func mirror() {
    var simulator = simulator(offset: 0)
    simulator.mirror(.scroll(y: 450))
    #expect(simulator.metrics.offset == 450)
    simulator.mirror(.beginDragging)
    #expect(simulator.activity == .tracking)
    simulator.mirror(.endDragging(velocity: 300, willDecelerate: true))
    #expect(simulator.activity == .decelerating)
    simulator.mirror(.endDecelerating)
    #expect(simulator.activity == .idle)
    let log = EventLog()
    simulator.run(for: 0.5, rate: 60, log: log)
    #expect(log.entries.isEmpty, "mirrored events start no physics")
    #expect(simulator.metrics.offset == 450)
  }

  @Test("time only moves forward through advance(to:)")
  func advanceIgnoresThePast() {
    var simulator = simulator(offset: 0, time: 2)
    let log = EventLog()
    simulator.liftFinger(velocity: 1000, emit: log.recorder(at: 2))
    simulator.advance(to: 2.1, emit: log.recorder(at: 2.1))
    let offset = simulator.metrics.offset
    // python: 499*(1 − .998**100) → 90.5351645 (D4)
    #expect(isClose(offset, 90.5352))
    log.removeAll()
    simulator.advance(to: 1.5, emit: log.recorder(at: 1.5))
    #expect(simulator.time == 2.1)
    #expect(simulator.metrics.offset == offset)
    #expect(log.entries.isEmpty)
  }
}
