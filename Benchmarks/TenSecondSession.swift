import ScrollChromeCore

extension GestureSession {
  /// The length of a ``tenSeconds(metrics:)`` session, in display frames: 10 s at 120 Hz.
  static let tenSecondFrames = 1_200

  /// A session assembled from recorded events.
  ///
  /// - Parameters:
  ///   - metrics: The scroll view's geometry and offset when the session starts.
  ///   - events: Every event, in order, with non-decreasing timestamps.
  ///   - gestureCounts: How many gestures of each kind the session holds.
  init(metrics: ScrollMetrics, events: [TimedEvent], gestureCounts: [Gesture: Int]) {
    self.metrics = metrics
    self.events = events
    self.gestureCounts = gestureCounts
  }

  /// A scripted 10-second session, recorded from the ``ScrollViewSimulator`` at 120 Hz over
  /// exactly ``tenSecondFrames`` frames: a reading drag, a fling, a drag back up, a status-bar
  /// tap, then a pull past the top that bounces back, with rests between them.
  ///
  /// - Parameter metrics: The scroll view: long content, at its top.
  /// - Returns: The session; the same on every run.
  static func tenSeconds(metrics: ScrollMetrics) -> GestureSession {
    var script = Script(metrics: metrics)
    script.rest(frames: 30)
    script.drag(frames: 60, speed: 6)
    script.release(velocity: 720)
    script.coast(frames: 120)
    script.rest(frames: 15)
    script.drag(frames: 10, speed: 30)
    script.release(velocity: 4_000)
    script.coast(frames: 300)
    script.rest(frames: 15)
    script.drag(frames: 20, speed: -15)
    script.release(velocity: -1_800)
    script.coast(frames: 240)
    script.record { simulator, emit in simulator.scrollToTop(emit: emit) }
    script.coast(frames: 60)
    script.drag(frames: 30, speed: -5)
    script.release(velocity: 0)
    script.coast(frames: 180)
    precondition(script.frames <= tenSecondFrames, "the 10 s script runs past 10 s")
    script.rest(frames: tenSecondFrames - script.frames)
    return GestureSession(
      metrics: metrics, events: script.events,
      gestureCounts: [.read: 1, .fling: 1, .scrollBack: 1, .statusBarTap: 1, .pull: 1])
  }
}

/// Drives the simulator through a fixed script, frame by frame, and keeps what it reports.
private struct Script {
  var simulator: ScrollViewSimulator
  var events: [TimedEvent] = []
  /// The display frames advanced so far.
  var frames = 0

  init(metrics: ScrollMetrics) { simulator = ScrollViewSimulator(metrics: metrics) }

  /// Puts a finger down and moves it `speed` points per frame for `frames` frames.
  mutating func drag(frames: Int, speed: Double) {
    record { simulator, emit in simulator.touchDown(emit: emit) }
    for _ in 0..<frames {
      frame()
      record { simulator, emit in simulator.moveFinger(by: speed, emit: emit) }
    }
  }

  mutating func release(velocity: Double) {
    record { simulator, emit in simulator.liftFinger(velocity: velocity, emit: emit) }
  }

  /// Lets the content coast (or bounce, or animate) for at most `frames` frames.
  mutating func coast(frames: Int) {
    for _ in 0..<frames where !simulator.isIdle { frame() }
  }

  /// Frames without input.
  mutating func rest(frames: Int) {
    for _ in 0..<frames { frame() }
  }

  mutating func frame() {
    frames += 1
    let time = Double(frames) / GestureSession.frameRate
    record { simulator, emit in simulator.advance(to: time, emit: emit) }
  }

  /// Runs `action` on the simulator and keeps the events it reports, stamped with the
  /// simulator's time after the action.
  mutating func record(_ action: (inout ScrollViewSimulator, (ScrollEvent) -> Void) -> Void) {
    var reported: [ScrollEvent] = []
    action(&simulator) { reported.append($0) }
    for event in reported { events.append(TimedEvent(event: event, time: simulator.time)) }
  }
}
