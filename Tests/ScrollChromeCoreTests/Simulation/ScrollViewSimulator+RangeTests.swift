import Foundation
import ScrollChromeCore
import ScrollChromeTestSupport
import Testing

// The simulator's own physics never produces an event a ScrollTracker refuses (a valid scenario's
// own physics stays inside the ranges the engine accepts): every offset it displays lies within
// ±ScrollMetrics.maximumMagnitude (1e9), and so does the velocity it reports. Past that limit the
// physics runs on unchanged and only the displayed offset stops; inside it nothing changes (the
// golden traces pin that). A tracker accepts |x| ≤ 1e9 exactly, so 1e9 itself is allowed.

/// The largest magnitude the engine accepts, written out: 1e9.
private let limit = 1e9

/// What a script does next. Every distance and velocity is one a scenario may ask for (±1e9).
private enum Gesture: Sendable {
  /// The finger moves by this raw distance in one move (touching down first if needed).
  case drag(Double)
  /// The finger lifts with this velocity; nothing runs yet.
  case lift(Double)
  /// `setContentOffset(_:animated:)`.
  case jump(Double, animated: Bool)
  /// A status-bar tap.
  case scrollToTop
  /// `setGeometry` with these values (`nil` keeps one).
  case geometry(viewport: Double?, content: Double?, insetTop: Double?, insetBottom: Double?)
  /// Frames for this many seconds.
  case wait(Double)
  /// Frames until the scroll view is idle or a finger is down, for at most 10 s.
  case settle
}

/// A simulator whose every event goes to a ``ScrollTracker`` at 60 Hz, recording what the tracker
/// refuses and every offset and velocity the simulator shows.
private struct CheckedSession {
  var simulator: ScrollViewSimulator
  var tracker: ScrollTracker
  var rejections: [String] = []
  var offsets: [Double] = []
  var velocities: [Double] = []
  /// Steps at which the tracker's phase and the simulator's disagreed.
  var phaseMismatches: [String] = []
  private var frame = 0
  private let clock = FrameClock(rate: 60)

  init(_ metrics: ScrollMetrics) throws {
    simulator = ScrollViewSimulator(metrics: metrics)
    tracker = try ScrollTracker(metrics: metrics)
  }

  mutating func perform(_ gesture: Gesture) {
    switch gesture {
    case .drag(let distance): simulate { $0.moveFinger(by: distance, emit: $1) }
    case .lift(let velocity): simulate { $0.liftFinger(velocity: velocity, emit: $1) }
    case .jump(let y, let animated):
      simulate { $0.setContentOffset(y, animated: animated, emit: $1) }
    case .scrollToTop: simulate { $0.scrollToTop(emit: $1) }
    case .geometry(let viewport, let content, let insetTop, let insetBottom):
      simulate {
        $0.setGeometry(
          viewport: viewport, content: content, insetTop: insetTop, insetBottom: insetBottom,
          emit: $1)
      }
    case .wait(let seconds):
      for _ in 0..<Int((seconds * clock.rate).rounded()) { nextFrame() }
    case .settle:
      let last = frame + 600
      while frame < last && !simulator.isIdle && simulator.activity != .tracking { nextFrame() }
    }
  }

  mutating func nextFrame() {
    frame += 1
    let now = clock.time(ofFrame: frame)
    simulate { $0.advance(to: now, emit: $1) }
  }

  private mutating func simulate(
    _ action: (inout ScrollViewSimulator, (ScrollEvent) -> Void) -> Void
  ) {
    var events: [ScrollEvent] = []
    action(&simulator) { events.append($0) }
    for event in events {
      do {
        try tracker.handle(event, at: simulator.time)
      } catch {
        rejections.append(event.name + ": " + error.reason)
      }
    }
    offsets.append(simulator.metrics.offset)
    velocities.append(simulator.velocity)
    if tracker.activity != simulator.activity {
      phaseMismatches.append("frame \(frame): \(tracker.activity) vs \(simulator.activity)")
    }
  }
}

/// (situation, viewport, content, top inset, bottom inset, start offset, script)
private let extremeRows: [(String, Double, Double, Double, Double, Double, [Gesture])] = [
  // The reported example: a fling at 1e9 pt/s from the top of a billion-point list coasts
  // 499,000,000 pt (python: 1e9/1000*.998/.002) and stops, far from the limit.
  ("a fling from the top of a billion-point list", 800, limit, 0, 0, 0, [.lift(limit), .settle]),
  // The same fling 200 pt before the end: its bounce would overshoot 1e9 by 37 million points.
  (
    "a fling into the end of a billion-point list", 800, limit, 0, 0, 999_999_000,
    [
      .lift(limit), .settle,
    ]
  ),
  // A top inset of 1e9 puts the top edge at −1e9: any pull past it would leave the range.
  (
    "a pull past a top inset of 1e9", 800, 4000, limit, 0, -limit,
    [
      .drag(-limit), .drag(-limit), .lift(0), .settle,
    ]
  ),
  // A fling up into that top edge: the bounce would overshoot −1e9.
  ("a fling into a top inset of 1e9", 800, 4000, limit, 0, -limit + 200, [.lift(-limit), .settle]),
  // A billion-point viewport rubber-bands up to a billion points past the bottom edge (maxY 1e9).
  (
    "a rubber band past the bottom of a billion-point viewport", limit, limit, 0, limit, limit,
    [
      .drag(limit), .drag(limit), .lift(limit), .settle,
    ]
  ),
  // Released a third of a billion points overscrolled: the spring back would report 1.3e9 pt/s.
  (
    "a release overscrolled in a billion-point viewport", limit, limit, 0, 0, 0,
    [
      .drag(-limit), .lift(0), .settle, .drag(limit), .lift(0), .settle,
    ]
  ),
  // No viewport, content and bottom inset of 1e9: the bottom edge is at 2e9, beyond the limit.
  (
    "drags of ±1e9 towards an edge beyond the limit", 0, limit, 0, limit, 0,
    [
      .drag(limit), .drag(limit), .drag(limit), .drag(-limit), .drag(limit), .lift(limit), .settle,
      .drag(-limit), .lift(-limit), .settle,
    ]
  ),
  // A top inset of −1e9 puts the top edge itself at the limit (minY = 1e9).
  (
    "flings at ±1e9 against a top edge at the limit", 800, 4000, -limit, 0, limit,
    [
      .lift(-limit), .settle, .lift(limit), .settle, .drag(limit), .lift(0), .settle,
    ]
  ),
  // A jump without animation in the middle of a bounce held at the limit.
  (
    "a jump during a bounce past the limit", 800, limit, limit, 0, 999_999_000,
    [
      .lift(limit), .wait(0.5), .jump(-limit, animated: false), .settle,
    ]
  ),
  // An animated jump across two billion points during that bounce.
  (
    "an animated jump during a bounce past the limit", 800, limit, limit, 0, 999_999_000,
    [
      .lift(limit), .wait(0.5), .jump(-limit, animated: true), .settle,
    ]
  ),
  // The content grows under a bounce held at the limit: the fling restarts from 1e9, inside.
  (
    "the geometry changes during a bounce past the limit", 800, limit, 0, 0, 999_999_000,
    [
      .lift(limit), .wait(0.3),
      .geometry(viewport: nil, content: nil, insetTop: nil, insetBottom: limit),
      .settle,
    ]
  ),
  // The top inset of 1e9 goes away under a bounce held at −1e9: the content, shown at −1e9, is
  // suddenly 1e9 past the new top edge 0 and springs back from there, flung further out first.
  (
    "a top inset of 1e9 goes away during a bounce past the limit", 800, 4000, limit, 0,
    -limit + 200,
    [
      .lift(-limit), .wait(0.05),
      .geometry(viewport: nil, content: nil, insetTop: 0, insetBottom: nil),
      .settle,
    ]
  ),
  // The viewport becomes a billion points tall under a finger pulling past the top.
  (
    "the viewport grows to 1e9 under a pull past the top", 800, 4000, limit, 0, -limit,
    [
      .drag(-2000), .geometry(viewport: limit, content: nil, insetTop: nil, insetBottom: nil),
      .drag(-limit), .lift(-limit), .settle,
    ]
  ),
  // A status-bar tap from the bottom (2e9, shown at 1e9) to the top (−1e9).
  (
    "a scroll to top across the whole range", 0, limit, limit, limit, limit,
    [
      .drag(limit), .scrollToTop, .settle, .jump(limit, animated: true), .settle,
    ]
  ),
  // Content that fits in a billion-point viewport under a top inset of 1e9, flung both ways.
  (
    "short content in a billion-point viewport", limit, 0, limit, limit, -limit,
    [
      .lift(-limit), .settle, .lift(limit), .settle,
    ]
  ),
]

@Suite("ScrollViewSimulator range")
struct ScrollViewSimulatorRangeTests {
  @Test(
    "a valid script's physics never produces an event the engine refuses",
    arguments: extremeRows)
  fileprivate func extremeScriptStaysInRange(
    row: (String, Double, Double, Double, Double, Double, [Gesture])
  ) throws {
    let (situation, viewport, content, insetTop, insetBottom, offset, script) = row
    var session = try CheckedSession(
      ScrollMetrics(
        offset: offset, viewport: viewport, content: content, insetTop: insetTop,
        insetBottom: insetBottom))
    for gesture in script { session.perform(gesture) }

    #expect(session.rejections.isEmpty, "\(situation): \(session.rejections.prefix(3))")
    #expect(
      session.offsets.allSatisfy { $0.isFinite && abs($0) <= limit },
      "\(situation): \(session.offsets.filter { !($0.isFinite && abs($0) <= limit) }.prefix(3))")
    #expect(
      session.velocities.allSatisfy { $0.isFinite && abs($0) <= limit },
      "\(situation): \(session.velocities.filter { !($0.isFinite && abs($0) <= limit) }.prefix(3))")
    #expect(session.phaseMismatches.isEmpty, "\(situation): \(session.phaseMismatches.prefix(3))")
    #expect(session.simulator.isIdle, "\(situation): every script ends at rest")
  }

  @Test("a bounce that would overshoot the limit waits at it, then settles on the edge")
  func bounceWaitsAtTheLimit() throws {
    // V 800, C 1e9: maxY 999,999,200. A fling at 1e9 pt/s from 200 pt before it reaches the edge at
    // once and would bounce up to 1e9/(10e) ≈ 36,787,944 pt past it.
    var session = try CheckedSession(
      ScrollMetrics(offset: 999_999_000, viewport: 800, content: limit))
    session.perform(.lift(limit))
    // python: d=.998; p=1e9/1000*d/(1-d); tc=log(1-200/p)/log(d)/1000; ve=1e9*d**(1000*tc);
    // x=lambda s: ve*s*exp(-10*s); [n for n in range(1,3000) if x(n/60-tc)>800] → frames 1…86
    for frame in 1...86 {
      session.nextFrame()
      #expect(session.simulator.metrics.offset == limit, "frame \(frame) waits at the limit")
      #expect(session.simulator.activity == .decelerating, "frame \(frame)")
    }
    session.nextFrame()
    #expect(session.simulator.metrics.offset < limit, "frame 87 comes back below it")
    // python: the first n with x² + (v/10)² ≤ 0.1², v = ve*(1-10s)*exp(-10s) → frame 146
    for _ in 88...145 { session.nextFrame() }
    #expect(session.simulator.activity == .decelerating, "still bouncing at frame 145")
    session.nextFrame()
    #expect(session.simulator.metrics.offset == 999_999_200, "rests exactly on maxY at frame 146")
    #expect(session.simulator.isIdle)
    #expect(session.rejections.isEmpty, "\(session.rejections.prefix(3))")
  }

  @Test("a finger pushed past the limit must come back as far before the content follows")
  func fingerPastTheLimit() {
    // T = 1e9: minY = −1e9. From 100 pt below the top edge, 150 pt up leaves the finger 50 pt past
    // it, where the rubber band would show −1e9 − b(50): held at −1e9.
    var simulator = ScrollViewSimulator(
      metrics: ScrollMetrics(offset: -limit + 100, viewport: 800, content: 4000, insetTop: limit))
    let log = EventLog()
    simulator.moveFinger(by: -150, emit: log.recorder(at: 0))
    #expect(simulator.metrics.offset == -limit)
    // 30 pt back: the finger is still 20 pt past the edge, so nothing moves and nothing is reported.
    simulator.moveFinger(by: 30, emit: log.recorder(at: 0))
    #expect(simulator.metrics.offset == -limit)
    // 40 pt more: 20 pt inside the range, followed 1:1. python: -1e9 + 100 - 150 + 30 + 40
    simulator.moveFinger(by: 40, emit: log.recorder(at: 0))
    #expect(simulator.metrics.offset == -999_999_980)
    #expect(log.names == ["beginDragging", "scroll", "scroll"])
    #expect(log.scrollOffsets == [-limit, -999_999_980])
  }

  @Test("the velocity reported while springing back from a deep overscroll is capped at 1e9")
  func velocityIsCapped() throws {
    // V = C = 1e9: minY = maxY = 0. A finger 1e9 past the top shows b(1e9) = 1e9·0.55/1.55 pt of
    // overscroll; released still, the spring back reaches ω·x₀/e ≈ 1.305e9 pt/s at 0.1 s.
    // python: 1e9*.55/1.55 → 354838709.6774; 10*354838709.6774/e → 1305378662.2
    var session = try CheckedSession(ScrollMetrics(offset: 0, viewport: limit, content: limit))
    session.perform(.drag(-limit))
    #expect(isClose(session.simulator.metrics.offset, -354_838_709.6774, tolerance: 1e-3))
    session.perform(.lift(0))
    session.perform(.settle)
    // python: x0=1e9*.55/1.55; [n for n in range(1,600) if 100*x0*(n/60)*exp(-10*n/60) > 1e9]
    // → frames 3…11: nine frames at the cap
    #expect(session.velocities.filter { $0 == limit }.count == 9)
    #expect(session.velocities.allSatisfy { abs($0) <= limit })
    #expect(session.simulator.metrics.offset == 0, "rests on the edge")
    #expect(session.rejections.isEmpty)
  }
}
