import ScrollChromeCore
import ScrollChromeTestSupport

/// One scroll event with its timestamp, as a host receives it.
struct TimedEvent {
  /// What the scroll view reported.
  let event: ScrollEvent
  /// When, in seconds.
  let time: Double
}

/// A long, reproducible session of a person scrolling, recorded from the ``ScrollViewSimulator``
/// at 120 Hz as the events a host would receive.
///
/// A ``Mix/feed`` session mixes slow reading drags, flings (some caught by a new touch, some
/// running into the top edge and bouncing), drags back up, small nudges that leave chrome half
/// collapsed so that it snaps, and the occasional status-bar tap. A ``Mix/pullsAndScrolls``
/// session stays near the top and adds pulls past it. A seeded generator makes every run replay
/// the same events.
struct GestureSession {
  // MARK: Internal

  /// The display's frame rate: one simulator frame every 1/120 s.
  static let frameRate = 120.0

  /// The scroll view's geometry and offset when the session starts.
  let metrics: ScrollMetrics
  /// Every event, in order, with non-decreasing timestamps.
  let events: [TimedEvent]
  /// How many gestures of each kind the session holds.
  let gestureCounts: [Gesture: Int]

  /// The kinds of gesture in a session.
  enum Gesture: String, CaseIterable {
    case read, fling, caughtFling, scrollBack, nudge, statusBarTap, pull
  }

  /// Which gestures a session mixes.
  enum Mix {
    /// A person reading down a long feed: no deliberate pulls past the top.
    case feed
    /// A person near the top of a list: a quarter of the gestures go back to the top (with a
    /// status-bar tap if need be) and pull the content 9 to 200 pt past it, the others scroll.
    case pullsAndScrolls
  }

  /// The events of one display frame: every event recorded at one timestamp.
  struct Frame {
    /// The frame's events, as indices into ``events``.
    let events: Range<Int>
    /// The frame's timestamp, in seconds.
    let time: Double
  }

  /// The session's length, in seconds of simulated time.
  var duration: Double { (events.last?.time ?? 0) - (events.first?.time ?? 0) }

  /// The session's display frames in which the scroll view reported something, in order.
  var frames: [Frame] {
    var frames: [Frame] = []
    var start = 0
    for index in events.indices
    where index + 1 == events.count || events[index + 1].time != events[index].time {
      frames.append(Frame(events: start..<index + 1, time: events[index].time))
      start = index + 1
    }
    return frames
  }

  /// Records a session.
  ///
  /// - Parameters:
  ///   - metrics: The scroll view: long content, at its top.
  ///   - mix: The gestures to mix; default ``Mix/feed``.
  ///   - minimumEvents: The session ends with the first gesture after this many events.
  ///   - seed: The seed of the gesture choices.
  init(metrics: ScrollMetrics, mix: Mix = .feed, minimumEvents: Int, seed: UInt64) {
    var recorder = Recorder(metrics: metrics, mix: mix, seed: seed)
    var counts: [Gesture: Int] = [:]
    while recorder.events.count < minimumEvents {
      let gesture = recorder.nextGesture()
      recorder.perform(gesture)
      counts[gesture, default: 0] += 1
    }
    self.metrics = metrics
    self.events = recorder.events
    self.gestureCounts = counts
  }
}

/// Drives the simulator frame by frame and keeps what it reports.
private struct Recorder {
  var simulator: ScrollViewSimulator
  var events: [TimedEvent] = []
  var random: SeededGenerator
  let mix: GestureSession.Mix

  init(metrics: ScrollMetrics, mix: GestureSession.Mix, seed: UInt64) {
    simulator = ScrollViewSimulator(metrics: metrics)
    random = SeededGenerator(seed: seed)
    self.mix = mix
  }

  /// Picks the next gesture: mostly reading and flinging down the feed, sometimes back up (and,
  /// in a ``GestureSession/Mix/pullsAndScrolls`` session, a pull past the top one time in four).
  mutating func nextGesture() -> GestureSession.Gesture {
    let nearTop = simulator.metrics.offset - simulator.metrics.minY < 2_000
    if mix == .pullsAndScrolls, Int.random(in: 0..<4, using: &random) == 0 { return .pull }
    switch Int.random(in: 0..<100, using: &random) {
    case ..<30: return .read
    case ..<48: return .fling
    case ..<58: return .caughtFling
    case ..<78: return nearTop ? .read : .scrollBack
    case ..<96: return .nudge
    default: return .statusBarTap
    }
  }

  /// Performs one gesture and then rests a moment.
  mutating func perform(_ gesture: GestureSession.Gesture) {
    switch gesture {
    case .read:
      let speed = Double.random(in: 2...8, using: &random)
      drag(frames: Int.random(in: 20...80, using: &random), speed: speed)
      release(velocity: speed * GestureSession.frameRate * Double.random(in: 0...1, using: &random))
      coast(frames: 240)
    case .fling:
      drag(
        frames: Int.random(in: 6...12, using: &random), speed: .random(in: 15...40, using: &random))
      release(velocity: .random(in: 2_000...6_000, using: &random))
      coast(frames: 400)
    case .caughtFling:
      drag(
        frames: Int.random(in: 6...12, using: &random), speed: .random(in: 15...40, using: &random))
      release(velocity: .random(in: 1_500...4_000, using: &random))
      coast(frames: Int.random(in: 10...60, using: &random))
      drag(frames: Int.random(in: 2...6, using: &random), speed: 0)
      release(velocity: 0)
    case .scrollBack:
      let speed = -Double.random(in: 5...30, using: &random)
      drag(frames: Int.random(in: 8...40, using: &random), speed: speed)
      release(velocity: speed * GestureSession.frameRate)
      coast(frames: 400)
    case .nudge:
      let sign: Double = Bool.random(using: &random) ? 1 : -1
      drag(
        frames: Int.random(in: 3...10, using: &random),
        speed: sign * Double.random(in: 1...5, using: &random))
      release(velocity: 0)
      coast(frames: 30)
    case .statusBarTap:
      record { simulator, emit in simulator.scrollToTop(emit: emit) }
      coast(frames: 60)
    case .pull:
      if simulator.metrics.offset > simulator.metrics.minY {
        record { simulator, emit in simulator.scrollToTop(emit: emit) }
        coast(frames: 60)
      }
      // 10 to 50 frames of 2 to 8 pt (±20%) of finger travel: 9 to 200 pt of rubber-banded pull.
      drag(
        frames: Int.random(in: 10...50, using: &random), speed: -.random(in: 2...8, using: &random))
      release(velocity: 0)
      coast(frames: 240)
    }
    rest(frames: Int.random(in: 0...30, using: &random))
  }

  // MARK: Private

  /// Puts a finger down and moves it `speed` points per frame (with a little jitter).
  private mutating func drag(frames: Int, speed: Double) {
    record { simulator, emit in simulator.touchDown(emit: emit) }
    for _ in 0..<frames {
      let distance = speed == 0 ? 0 : speed * Double.random(in: 0.8...1.2, using: &random)
      frame()
      record { simulator, emit in simulator.moveFinger(by: distance, emit: emit) }
    }
  }

  private mutating func release(velocity: Double) {
    record { simulator, emit in simulator.liftFinger(velocity: velocity, emit: emit) }
  }

  /// Lets the content coast (or bounce, or animate) for at most `frames` frames.
  private mutating func coast(frames: Int) {
    for _ in 0..<frames where !simulator.isIdle { frame() }
  }

  /// Frames without input: nothing moves, nothing is reported.
  private mutating func rest(frames: Int) {
    for _ in 0..<frames { frame() }
  }

  private mutating func frame() {
    let time = simulator.time + 1 / GestureSession.frameRate
    record { simulator, emit in simulator.advance(to: time, emit: emit) }
  }

  /// Runs `action` on the simulator and keeps the events it reports, stamped with the
  /// simulator's time after the action.
  private mutating func record(
    _ action: (inout ScrollViewSimulator, (ScrollEvent) -> Void) -> Void
  ) {
    var reported: [ScrollEvent] = []
    action(&simulator) { reported.append($0) }
    for event in reported { events.append(TimedEvent(event: event, time: simulator.time)) }
  }
}
