import ScrollChromeCore
import ScrollChromeTestSupport
import Testing

// Whatever the finger and the app do, the simulator must stay a faithful UIScrollView: every offset
// it reports is finite, its events are accepted by a ScrollTracker (monotonic time, valid numbers),
// the phase the events describe is the phase the simulator is in, and every release ends at rest
// inside minY…maxY with one endDecelerating.

/// (situation, content height, start offset, finger movement before the release, velocity)
private let releaseRows: [(String, Double, Double, Double, Double)] = [
  // Overscrolled at the top, flung further out: the spring absorbs it and returns.
  ("top, outward fling", 4000, 0, -100, -2000),
  // Overscrolled at the top, flung gently back in.
  ("top, gentle inward", 4000, 0, -100, 300),
  // Overscrolled at the top, flung hard back in: crosses the edge and coasts inside.
  ("top, hard inward", 4000, 0, -100, 2500),
  // Overscrolled at the bottom, flung hard back in.
  ("bottom, hard inward", 4000, 3200, 100, -2500),
  // Content that fits: every fling bounces straight back to 0.
  ("short content, down", 300, 0, 0, 1000),
  // Content that fits, upwards.
  ("short content, up", 300, 0, 0, -1000),
  // A fling so strong it would pass the whole list: python: project(20000) = 9980 ≫ 3200.
  ("full-length fling", 4000, 0, 0, 20000),
  // A fling from the bottom edge straight into it.
  ("at the bottom edge, outward", 4000, 3200, 0, 800),
]

@Suite("ScrollViewSimulator invariants")
struct ScrollViewSimulatorInvariantTests {
  @Test(
    "every release ends at rest inside the range with one endDecelerating",
    arguments: releaseRows, [60.0, 120])
  func releaseEndsAtRest(row: (String, Double, Double, Double, Double), rate: Double) {
    let (situation, content, start, movement, velocity) = row
    var simulator = ScrollViewSimulator(
      metrics: ScrollMetrics(offset: start, viewport: 800, content: content))
    let log = EventLog()
    simulator.touchDown(emit: log.recorder(at: 0))
    if movement != 0 { simulator.moveFinger(by: movement, emit: log.recorder(at: 0)) }
    simulator.liftFinger(velocity: velocity, emit: log.recorder(at: 0))
    let settled = simulator.runUntilIdle(rate: rate, log: log)
    let label = "\(situation) @\(rate)"

    #expect(settled, "\(label)")
    #expect(log.scrollOffsets.allSatisfy { $0.isFinite }, "\(label)")
    #expect(log.count(of: "endDecelerating") == 1, "\(label)")
    #expect(log.names.last == "endDecelerating", "\(label)")
    let metrics = simulator.metrics
    #expect(metrics.offset >= metrics.minY && metrics.offset <= metrics.maxY, "\(label)")
    #expect(!metrics.isOverscrolled, "\(label): \(metrics.offset)")
    #expect(log.scrollOffsets.last == metrics.offset, "\(label): the host saw the final offset")
    // Nothing ever flies further than a viewport past an edge (rubber band and spring bounds).
    #expect(
      log.scrollOffsets.allSatisfy { $0 > metrics.minY - 800 && $0 < metrics.maxY + 800 },
      "\(label)")
  }

  @Test("content shrinking under a fling: it bounces off the new bottom edge and rests there")
  func contentShrinksDuringFling() {
    var simulator = ScrollViewSimulator(
      metrics: ScrollMetrics(offset: 0, viewport: 800, content: 4000))
    let log = EventLog()
    simulator.touchDown(emit: log.recorder(at: 0))
    simulator.liftFinger(velocity: 1000, emit: log.recorder(at: 0))
    simulator.run(for: 0.2, rate: 60, log: log)
    // python: 499*(1 − .998**200) → 163.5620 so far; the list becomes 1000 tall: maxY 200.
    simulator.setGeometry(content: 1000, emit: log.recorder(at: simulator.time))
    #expect(log.names.last == "geometry")
    _ = simulator.runUntilIdle(rate: 60, log: log)

    #expect(simulator.metrics.offset == 200, "rests exactly on the new maxY")
    #expect(log.scrollOffsets.contains { $0 > 200 }, "it overshoots the new edge first")
    #expect(log.count(of: "endDecelerating") == 1)
    #expect(log.scrollOffsets.allSatisfy { $0.isFinite })
  }

  @Test("content growing under a bounce at its turning point ends the motion with endDecelerating")
  func contentGrowsUnderAStillBounce() throws {
    // From maxY 3200, 1000 pt/s outward bounces at once: x(s) = 1000·s·exp(−10s), at rest for an
    // instant at s = 0.1 (frame 6 at 60 Hz), 100/e past the edge. python: 3200 + 100*exp(-1)
    // → 3236.7879441. The list then grows to 5000 (maxY 4200): that offset is inside the range
    // and nothing moves it, so the deceleration must end there.
    var simulator = ScrollViewSimulator(
      metrics: ScrollMetrics(offset: 3200, viewport: 800, content: 4000))
    var tracker = try ScrollTracker(metrics: simulator.metrics)
    let log = EventLog()
    simulator.liftFinger(velocity: 1000, emit: log.recorder(at: 0))
    simulator.run(for: 0.1, rate: 60, log: log)
    #expect(isClose(simulator.metrics.offset, 3236.7879441))
    #expect(abs(simulator.velocity) < Decay.stopSpeed)
    log.removeAll()
    simulator.setGeometry(content: 5000, emit: log.recorder(at: simulator.time))

    #expect(log.names == ["geometry", "endDecelerating"])
    #expect(simulator.isIdle)
    #expect(isClose(simulator.metrics.offset, 3236.7879441), "rests where it was")
    for entry in log.entries { try tracker.handle(entry.event, at: entry.time) }
    #expect(tracker.activity == .idle)
  }

  @Test(
    "a finger on content more than a viewport past the edge moves it by finite offsets",
    arguments: [
      // The app set an offset 1800 pt past maxY 3200 (UIKit accepts any offset), then a touch.
      ("offset set past the end", 4000.0, 5000.0),
      // The content shrank to 1000 (maxY 200) under an offset of 2000, then a touch.
      ("content shrank under the offset", 1000.0, 2000.0),
    ])
  func fingerFarPastTheEdge(situation: String, content: Double, offset: Double) throws {
    var simulator = ScrollViewSimulator(
      metrics: ScrollMetrics(offset: 0, viewport: 800, content: 4000))
    let log = EventLog()
    simulator.setContentOffset(offset, animated: false, emit: log.recorder(at: 0))
    simulator.setGeometry(content: content, emit: log.recorder(at: 0))
    simulator.touchDown(emit: log.recorder(at: 0))
    #expect(simulator.metrics.offset == offset, "\(situation): touching moves nothing")
    // The finger pulls the content back 10 pt towards the range.
    simulator.moveFinger(by: -10, emit: log.recorder(at: 0))
    try #require(
      log.scrollOffsets.allSatisfy { $0.isFinite }, "\(situation): \(log.scrollOffsets)")
    #expect(simulator.metrics.offset <= offset, "\(situation): not pushed further out")
    // Released there, it springs back to rest on the edge.
    simulator.liftFinger(velocity: 0, emit: log.recorder(at: 0))
    _ = simulator.runUntilIdle(rate: 60, log: log)
    #expect(simulator.metrics.offset == simulator.metrics.maxY, "\(situation)")
    #expect(log.scrollOffsets.allSatisfy { $0.isFinite }, "\(situation)")
  }

  @Test(
    "a seeded random session keeps events valid and phases consistent",
    arguments: [
      // Three fixed seeds: reproducible on every machine.
      UInt64(1), 42, 20_240_611,
    ])
  func randomSession(seed: UInt64) throws {
    var random = SeededGenerator(seed: seed)
    var simulator = ScrollViewSimulator(
      metrics: ScrollMetrics(offset: 0, viewport: 800, content: 4000))
    var tracker = try ScrollTracker(metrics: simulator.metrics)
    let clock = FrameClock(rate: 60)
    var frame = 0
    let log = EventLog()
    var consumed = 0

    for step in 0..<400 {
      let now = clock.time(ofFrame: frame)
      switch Int.random(in: 0..<10, using: &random) {
      case 0:
        simulator.touchDown(emit: log.recorder(at: now))
      case 1, 2:
        let distance = Double.random(in: -400...400, using: &random)
        simulator.moveFinger(by: distance, emit: log.recorder(at: now))
      case 3:
        if simulator.activity == .tracking {
          let velocity = Double.random(in: -4000...4000, using: &random)
          simulator.liftFinger(velocity: velocity, emit: log.recorder(at: now))
        }
      case 4:
        let target = Double.random(in: 0...3200, using: &random)
        let animated = Bool.random(using: &random)
        simulator.setContentOffset(target, animated: animated, emit: log.recorder(at: now))
      case 5:
        simulator.scrollToTop(emit: log.recorder(at: now))
      case 6:
        let content = Double.random(in: 200...5000, using: &random)
        simulator.setGeometry(content: content, emit: log.recorder(at: now))
      default:
        for _ in 0..<Int.random(in: 1...40, using: &random) {
          frame += 1
          let time = clock.time(ofFrame: frame)
          simulator.advance(to: time, emit: log.recorder(at: time))
        }
      }
      // Stop at the first broken invariant: later steps only repeat its consequences.
      for entry in log.entries[consumed...] {
        if case .scroll(let y) = entry.event, !y.isFinite {
          Issue.record("seed \(seed) step \(step): the simulator reported scroll(y: \(y))")
          return
        }
        do {
          try tracker.handle(entry.event, at: entry.time)
        } catch {
          Issue.record("seed \(seed) step \(step): \(entry.event.name) rejected: \(error)")
          return
        }
      }
      consumed = log.entries.count
      guard tracker.activity == simulator.activity else {
        let phases = "events say \(tracker.activity), simulator is \(simulator.activity)"
        Issue.record("seed \(seed) step \(step): \(phases)")
        return
      }
      guard tracker.metrics.offset == simulator.metrics.offset else {
        Issue.record("seed \(seed) step \(step): the host never saw \(simulator.metrics.offset)")
        return
      }
    }
    // Let go and let everything come to rest.
    if simulator.activity == .tracking {
      simulator.liftFinger(velocity: 0, emit: log.recorder(at: clock.time(ofFrame: frame)))
    }
    _ = simulator.runUntilIdle(rate: 60, log: log)
    #expect(!simulator.metrics.isOverscrolled, "seed \(seed): rests inside the range")
  }
}
