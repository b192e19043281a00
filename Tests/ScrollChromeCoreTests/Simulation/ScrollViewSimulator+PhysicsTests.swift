import Foundation
import ScrollChromeCore
import ScrollChromeTestSupport
import Testing

// The simulator's motion: a release decelerates with the per-millisecond decay model and stops when
// |v| < 10 pt/s; crossing an edge hands v(t) = v₀·d^(1000t) to the critically damped bounce spring
// (k = 100, ω₀ = 10); a release while overscrolled springs back to the edge. Expected numbers are
// python evaluations of those formulas:
//   decay: x(t) − x₀ = (v₀/1000)·.998·(1 − .998**(1000t))/.002, T = log(10/|v₀|)/(1000·log(.998)),
//   rest = (v₀/1000 − sgn·0.01)·.998/.002; crossing: tc = log(1 − Δ/project(v₀))/log(.998)/1000,
//   bounce from the edge: x(s) = v_edge·s·exp(−10s), peak v_edge/(10e) at s = 0.1;
//   spring back from rest: x(s) = x₀·exp(−10s)·(1 + 10s).

/// A long list: V 800, C 4000 → minY 0, maxY 3200.
private func longList(offset: Double, insetTop: Double = 0) -> ScrollViewSimulator {
  ScrollViewSimulator(
    metrics: ScrollMetrics(offset: offset, viewport: 800, content: 4000, insetTop: insetTop))
}

/// UIKit's per-millisecond deceleration model, written out independently of ``Decay``:
/// x(t) − x₀ = (v₀/1000)·d·(1 − d^(1000t))/(1 − d) with d = 0.998.
private func modelDistance(_ velocity: Double, at t: Double) -> Double {
  (velocity / 1000) * 0.998 * (1 - pow(0.998, 1000 * t)) / 0.002
}

/// When |v₀·d^(1000t)| falls to 10 pt/s: ln(10/|v₀|)/(1000·ln d).
private func modelStopTime(_ velocity: Double) -> Double {
  log(10 / abs(velocity)) / (1000 * log(0.998))
}

/// Flings `simulator` with `velocity` (finger down and up at its current time) and runs it at
/// `rate` until idle, returning the log.
private func fling(_ simulator: inout ScrollViewSimulator, velocity: Double, rate: Double)
  -> EventLog
{
  let log = EventLog()
  simulator.touchDown(emit: log.recorder(at: simulator.time))
  simulator.liftFinger(velocity: velocity, emit: log.recorder(at: simulator.time))
  let settled = simulator.runUntilIdle(rate: rate, log: log)
  #expect(settled, "the scroll view comes to rest within 10 s")
  return log
}

/// Checks what every finished release must satisfy: finite offsets, one `endDecelerating` as the
/// last event, idle afterwards.
private func expectCleanEnd(_ log: EventLog, _ simulator: ScrollViewSimulator, _ label: String) {
  #expect(log.scrollOffsets.allSatisfy { $0.isFinite }, "\(label): every offset is finite")
  #expect(log.count(of: "endDecelerating") == 1, "\(label): exactly one endDecelerating")
  #expect(log.names.last == "endDecelerating", "\(label): endDecelerating comes last")
  #expect(simulator.activity == .idle, "\(label)")
  #expect(simulator.isIdle, "\(label)")
}

/// (situation, start offset, release velocity, resting offset)
private let flingRows: [(String, Double, Double, Double)] = [
  // 1000 pt/s from the top: python: 0 + (1 − 0.01)*499 → 494.01
  ("down from the top", 0, 1000, 494.01),
  // Upward from 2000: python: 2000 − 494.01 → 1505.99
  ("up from the middle", 2000, -1000, 1505.99),
  // A slow flick of 50 pt/s: python: 500 + (0.05 − 0.01)*499 → 519.96
  ("slow flick", 500, 50, 519.96),
]

/// (situation, start offset, velocity, edge, sign of the overshoot)
private let edgeRows: [(String, Double, Double, Double, Double)] = [
  // 200 pt before maxY at 3000 pt/s (project 1497 ≫ 200): crosses the bottom edge.
  ("bottom edge", 3000, 3000, 3200, 1),
  // The mirror image at the top edge.
  ("top edge", 200, -3000, 0, -1),
]

/// (situation, insetTop, finger movement, edge, overscroll after the drag)
private let springBackRows: [(String, Double, Double, Double, Double)] = [
  // Pulled 100 raw past the top: python: 100*800*.55/(800+55) → 51.4619883
  ("top", 0, -100, 0, -51.4619883),
  // Same below a 64-pt inset: the edge is −64.
  ("top with inset", 64, -100, -64, -51.4619883),
  // Pushed 100 raw past the bottom (starts at maxY 3200).
  ("bottom", 0, 100, 3200, 51.4619883),
]

@Suite("ScrollViewSimulator physics")
struct ScrollViewSimulatorPhysicsTests {
  @Test(
    "a fling decelerates with the per-ms model and rests at x₀ + the resting distance",
    arguments: flingRows, [60.0, 120])
  func flingRests(row: (String, Double, Double, Double), rate: Double) {
    let (situation, start, velocity, resting) = row
    var simulator = longList(offset: start)
    let log = fling(&simulator, velocity: velocity, rate: rate)
    let label = "\(situation) @\(rate)"

    #expect(isClose(simulator.metrics.offset, resting, tolerance: 0.01), "\(label)")
    #expect(isClose(log.scrollOffsets.last ?? .nan, resting, tolerance: 0.01), "\(label)")
    expectCleanEnd(log, simulator, label)
    #expect(
      log.outline == ["beginDragging", "endDragging", "scroll…", "endDecelerating"], "\(label)")
    if case .endDragging(let reported, let willDecelerate) = log.entries[1].event {
      #expect(reported == velocity, "\(label)")
      #expect(willDecelerate, "\(label)")
    }

    // Every frame before the stop is on the model's curve; the offset never moves backwards.
    let stop = modelStopTime(velocity)
    var previous = start
    for (time, y) in log.scrolls {
      #expect((y - previous) * velocity >= 0, "\(label): monotone at \(time)")
      previous = y
      if time < stop {
        let expected = start + modelDistance(velocity, at: time)
        #expect(isClose(y, expected), "\(label): offset at \(time)")
      }
    }
    // It stops on the first frame at or after T (|v| < 10 pt/s).
    let end = log.firstTime(of: "endDecelerating") ?? .nan
    #expect(end >= stop - 1e-9 && end <= stop + 1 / rate + 1e-9, "\(label): ends at \(end)")
  }

  @Test("60 Hz and 120 Hz land on the same resting offset")
  func frameRateIndependent() {
    var at60 = longList(offset: 0)
    var at120 = longList(offset: 0)
    _ = fling(&at60, velocity: 1000, rate: 60)
    _ = fling(&at120, velocity: 1000, rate: 120)
    #expect(isClose(at60.metrics.offset, at120.metrics.offset, tolerance: 1e-9))
    // python: (1 − 0.01)*499 → 494.01
    #expect(isClose(at120.metrics.offset, 494.01, tolerance: 0.01))
  }

  @Test(
    "a fling into an edge overshoots, then settles exactly on the edge",
    arguments: edgeRows, [60.0, 120])
  func flingIntoEdge(row: (String, Double, Double, Double, Double), rate: Double) {
    let (situation, start, velocity, edge, sign) = row
    var simulator = longList(offset: start)
    let log = fling(&simulator, velocity: velocity, rate: rate)
    let label = "\(situation) @\(rate)"

    let overshoots = log.scrollOffsets.map { ($0 - edge) * sign }
    #expect((overshoots.max() ?? 0) > 0, "\(label): goes past the edge")
    #expect(simulator.metrics.offset == edge, "\(label): rests exactly on the edge")
    #expect(log.scrollOffsets.last == edge, "\(label): the last reported offset is the edge")
    expectCleanEnd(log, simulator, label)
    #expect(
      log.outline == ["beginDragging", "endDragging", "scroll…", "endDecelerating"], "\(label)")

    // Once past the edge it never comes back inside the range (critically damped spring).
    if let first = overshoots.firstIndex(where: { $0 > 0 }) {
      #expect(overshoots[first...].allSatisfy { $0 >= 0 }, "\(label)")
    }
  }

  @Test(
    "the bounce starts with the decay velocity at the edge: peak overshoot 95.62 pt",
    arguments: edgeRows, [60.0, 120])
  func bounceFollowsSpring(row: (String, Double, Double, Double, Double), rate: Double) {
    let (situation, start, velocity, edge, sign) = row
    var simulator = longList(offset: start)
    let log = fling(&simulator, velocity: velocity, rate: rate)
    let label = "\(situation) @\(rate)"

    // python: log(1 − 200/1497)/log(.998)/1000 → 0.0716328715 (crossing time)
    let crossing = 0.0716328715
    // python: 3000*(1 − 200/1497) → 2599.1983968 (|v| at the crossing, v₀·d^(1000·tc))
    let edgeSpeed = 2599.1983968
    // python: 2599.1983968/(10*e) → 95.6191654 (peak of v·s·e^(−10s) at s = 0.1)
    let peak = 95.6191654

    for (time, y) in log.scrolls {
      if time < crossing {
        let expected = start + modelDistance(velocity, at: time)
        #expect(isClose(y, expected), "\(label): coasting at \(time)")
      } else if time - crossing <= 0.6 {
        let s = time - crossing
        let expected = edge + sign * edgeSpeed * s * exp(-10 * s)
        #expect(isClose(y, expected), "\(label): bouncing at \(time)")
      }
    }
    // Sampled at frames the peak is at most half a frame from the true one, so at most
    // ½·|x''|·(1/(2·rate))² lower, with x'' = v·e^(−10s)·10·(10s − 2) = −10·v/e → −9561.9
    // at s = 0.1
    // (python: 10*2599.1983968/e → 9561.9165): 0.332 pt at 60 Hz, 0.083 pt at 120 Hz.
    let frameError = 0.5 * 9561.9165 * (1 / (2 * rate)) * (1 / (2 * rate))
    let sampledPeak = log.scrollOffsets.map { ($0 - edge) * sign }.max() ?? 0
    #expect(
      sampledPeak <= peak + 1e-3 && sampledPeak >= peak - frameError, "\(label): \(sampledPeak)")
  }

  @Test("a bottom bounce never reveals: the tracker sees only the 200 pt to maxY (TLYShyNavBar#6)")
  func bottomBounceDoesNotReveal() throws {
    var simulator = longList(offset: 3000)
    let log = fling(&simulator, velocity: 3000, rate: 60)
    var tracker = try ScrollTracker(
      metrics: ScrollMetrics(offset: 3000, viewport: 800, content: 4000))
    var total = 0.0
    for entry in log.entries {
      try tracker.handle(entry.event, at: entry.time)
      #expect(tracker.delta >= 0, "no upward δ during the bounce at \(entry.time)")
      total += tracker.delta
    }
    #expect(total == 200)
    #expect(tracker.direction == .down)
    #expect(tracker.activity == .idle)
  }

  @Test(
    "a release while overscrolled springs back to exactly the edge",
    arguments: springBackRows, [60.0, 120])
  func springBack(row: (String, Double, Double, Double, Double), rate: Double) {
    let (situation, insetTop, movement, edge, overscroll) = row
    var simulator = longList(offset: edge, insetTop: insetTop)
    let log = EventLog()
    simulator.moveFinger(by: movement, emit: log.recorder(at: 0))
    #expect(isClose(simulator.metrics.offset, edge + overscroll), "\(situation)")
    simulator.liftFinger(velocity: 0, emit: log.recorder(at: 0))
    #expect(simulator.activity == .decelerating, "\(situation)")
    let label = "\(situation) @\(rate)"
    let settled = simulator.runUntilIdle(rate: rate, log: log)
    #expect(settled, "\(label)")

    #expect(simulator.metrics.offset == edge, "\(label): exactly the edge")
    expectCleanEnd(log, simulator, label)
    #expect(
      log.outline == ["beginDragging", "scroll…", "endDragging", "scroll…", "endDecelerating"],
      "\(label)")
    if case .endDragging(let velocity, let willDecelerate) = log.entries[2].event {
      #expect(velocity == 0, "\(label)")
      #expect(willDecelerate, "\(label): springing back is decelerating")
    }
    // Critically damped from rest: x(s) = x₀·e^(−10s)·(1 + 10s), monotone, never past the edge.
    var previous = overscroll
    for (time, y) in log.scrolls.dropFirst() {
      let x = y - edge
      #expect(abs(x) <= abs(previous) && x * overscroll >= 0, "\(label): monotone at \(time)")
      previous = x
      if time <= 0.4 {
        // python (top, t = 0.1): −51.4619883*exp(−1)*2 → −37.8636150
        #expect(isClose(x, overscroll * exp(-10 * time) * (1 + 10 * time)), "\(label) at \(time)")
      }
    }
  }

  @Test(
    "a release inside the range below 10 pt/s does not decelerate",
    arguments: [
      // No velocity.
      (0.0, false),
      // Slower than the stop speed.
      (5.0, false),
      // Slower than the stop speed, upwards.
      (-9.5, false),
      // Faster than the stop speed.
      (50.0, true),
      // A real fling upwards.
      (-1000.0, true),
    ])
  func releaseInside(velocity: Double, decelerates: Bool) {
    var simulator = longList(offset: 1500)
    let log = EventLog()
    simulator.touchDown(emit: log.recorder(at: 0))
    simulator.moveFinger(by: 10, emit: log.recorder(at: 0))
    log.removeAll()
    simulator.liftFinger(velocity: velocity, emit: log.recorder(at: 0))
    #expect(log.names == ["endDragging"])
    if case .endDragging(let reported, let willDecelerate) = log.entries.first?.event {
      #expect(reported == velocity)
      #expect(willDecelerate == decelerates)
    }
    #expect(simulator.activity == (decelerates ? .decelerating : .idle))

    simulator.run(for: 3, rate: 60, log: log)
    if decelerates {
      #expect(log.count(of: "endDecelerating") == 1)
      #expect(simulator.isIdle)
    } else {
      #expect(log.names == ["endDragging"], "nothing moves, no endDecelerating")
      #expect(simulator.metrics.offset == 1510)
    }
  }
}
