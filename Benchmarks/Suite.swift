import ScrollChromeCore

/// The benchmarks `scrollchrome-bench` runs, in the order it reports them.
enum Suite {
  // MARK: Internal

  /// The geometry of every benchmark: an 800 pt viewport on very long content.
  static let metrics = ScrollMetrics(viewport: 800, content: 1_000_000)

  /// Every benchmark.
  ///
  /// - Parameters:
  ///   - feed: The recorded feed-reading session the shy bar's event row replays.
  ///   - pulls: The recorded session of pulls and scrolls near the top the header, pull and full
  ///     stack rows replay.
  ///   - tenSeconds: The scripted 10-second session the `session10s/event` row replays.
  /// - Returns: The benchmarks, in report order.
  static func all(
    feed: GestureSession, pulls: GestureSession, tenSeconds: GestureSession
  ) -> [Benchmark] {
    [
      trackerEvent, simulatorFrame,
      events("shyBar/event", of: LoneShyBar.self, replaying: feed),
      commandedFrames("shyBar/frame", of: LoneShyBar.self),
      events("shyBarWith3Followers/event", of: ShyBarWithFollowers.self, replaying: feed),
      commandedFrames("shyBarWith3Followers/frame", of: ShyBarWithFollowers.self),
      events("headerWith3Effects/event", of: HeaderWithEffects.self, replaying: pulls),
      headerFrames("headerWith3Effects/frame", replaying: pulls),
      events("pullAndCollapse/event", of: PullAndCollapse.self, replaying: pulls),
      events("fullStack/event", of: FullStack.self, replaying: pulls),
      commandedFrames("fullStack/frame", of: FullStack.self),
      sessionEvents("session10s/event", replaying: tenSeconds),
      runtimeSamples("runtime/shyBarWith3Followers/sample", replaying: SampleSession(feed)),
      engineSamples("engine/shyBarWith3Followers/sample", replaying: SampleSession(feed)),
    ]
  }

  /// The number of times each `session10s/event` sample replays the 10-second session.
  static let sessionLaps = 100

  /// The share of a commanded frame row's frames during which every collapse behaviour animates,
  /// checked once outside the timed loops (the row must measure animation, not idle behaviours).
  ///
  /// - Parameter chrome: The row's chrome.
  /// - Returns: A number in `0…1`.
  static func animatingShareOfFrames<Chrome: CommandedChrome>(of chrome: Chrome.Type) -> Double {
    var chrome = try! Chrome(metrics: metrics)
    var time = 0.0
    chrome.scroll(to: 3_000, at: time)
    var collapsing = false
    var animating = 0
    let frames = 10_000
    for _ in 0..<frames {
      startCommandIfIdle(&chrome, collapsing: &collapsing, at: time)
      animating += chrome.allAnimate ? 1 : 0
      time += 1 / GestureSession.frameRate
      _ = chrome.advance(to: time)
    }
    return Double(animating) / Double(frames)
  }

  // MARK: Private

  private static let batch = 100_000

  /// One `.scroll` event through a lone ``ScrollTracker``, during a drag.
  private static var trackerEvent: Benchmark {
    Benchmark(name: "tracker/event", unit: .event) { meter in
      var tracker = try! ScrollTracker(metrics: metrics)
      try! tracker.handle(.beginDragging, at: 0)
      meter.measure(operations: batch) {
        var sum = 0.0
        for index in 0..<batch {
          let time = Double(index) / GestureSession.frameRate
          try! tracker.handle(.scroll(y: Double(index % 5000)), at: time)
          sum += tracker.delta
        }
        return sum
      }
    }
  }

  /// One frame of the simulator while it decelerates and bounces, flinging again when it rests.
  private static var simulatorFrame: Benchmark {
    Benchmark(name: "simulator/frame", unit: .frame) { meter in
      var simulator = ScrollViewSimulator(metrics: metrics)
      meter.measure(operations: batch) {
        var scrolls = 0.0
        var time = 0.0
        for _ in 0..<batch {
          if simulator.isIdle {
            simulator.touchDown { _ in }
            simulator.liftFinger(velocity: 4000) { _ in }
          }
          time += 1 / GestureSession.frameRate
          simulator.advance(to: time) { if case .scroll(let y) = $0 { scrolls += y } }
        }
        return scrolls
      }
    }
  }

  /// One event of a recorded gesture session through a host's tracker and behaviours, with the
  /// outputs the host applies after it. Each sample replays the whole session on fresh chrome.
  private static func events<Host: ScrollHost>(
    _ name: String, of host: Host.Type, replaying session: GestureSession
  ) -> Benchmark {
    Benchmark(name: name, unit: .event) { meter in
      var chrome = try! Host(metrics: session.metrics)
      let events = session.events
      meter.measure(operations: events.count) {
        // A buffer, not the array: unoptimized builds read arrays through a generic iterator
        // whose coroutine frame is heap-allocated, which would blame the engine for the harness.
        events.withUnsafeBufferPointer { events in
          var sum = 0.0
          for timed in events { sum += chrome.handle(timed.event, at: timed.time) }
          return sum
        }
      }
    }
  }

  /// One UIKit sample of the feed session through the runtime, as the UIKit driver runs a shy
  /// bar and three followers (``RuntimeShyBarWithFollowers``). Each sample of the row replays
  /// the session, lap after lap, on the same chrome.
  private static func runtimeSamples(_ name: String, replaying session: SampleSession) -> Benchmark
  {
    Benchmark(name: name, unit: .sample) { meter in
      let chrome = RuntimeShyBarWithFollowers(first: session.first)
      meter.measure(operations: session.samples.count) {
        runtimeSampleWorkload(session, samples: session.samples.count, on: chrome)
      }
    }
  }

  /// The same samples through the engine fed directly (``EngineShyBarWithFollowers``).
  private static func engineSamples(_ name: String, replaying session: SampleSession) -> Benchmark {
    Benchmark(name: name, unit: .sample) { meter in
      var chrome = try! EngineShyBarWithFollowers(first: session.first)
      meter.measure(operations: session.samples.count) {
        engineSampleWorkload(session, samples: session.samples.count, on: &chrome)
      }
    }
  }

  /// One event of a short session through the full stack: each sample replays the session
  /// ``sessionLaps`` times in a row on fresh chrome, each lap later by the session's length.
  private static func sessionEvents(
    _ name: String, replaying session: GestureSession
  ) -> Benchmark {
    Benchmark(name: name, unit: .event) { meter in
      var chrome = try! FullStack(metrics: session.metrics)
      let events = session.events
      meter.measure(operations: events.count * sessionLaps) {
        events.withUnsafeBufferPointer { replay($0, events: $0.count * sessionLaps, on: &chrome) }
      }
    }
  }

  /// One display frame of the recorded session in which the scroll view moved, through the
  /// header's host: the frame's events, one `advance(to:emit:)`, then the header's and the
  /// title's attributes. Each sample replays the whole session on fresh chrome.
  private static func headerFrames(
    _ name: String, replaying session: GestureSession
  ) -> Benchmark {
    let frames = session.frames
    return Benchmark(name: name, unit: .frame) { meter in
      var chrome = try! HeaderWithEffects(metrics: session.metrics)
      let events = session.events
      meter.measure(operations: frames.count) {
        events.withUnsafeBufferPointer { events in
          frames.withUnsafeBufferPointer { frames in
            var sum = 0.0
            for frame in frames { sum += chrome.run(frame, of: events) }
            return sum
          }
        }
      }
    }
  }

  /// One 120 Hz frame of commanded chrome while every collapse behaviour animates: a collapse of
  /// all, then an expansion, and so on (0.2 s ease-in-out each, so one command per 24 frames
  /// starts inside the loop, as a host's button would start it).
  private static func commandedFrames<Chrome: CommandedChrome>(
    _ name: String, of chrome: Chrome.Type
  ) -> Benchmark {
    Benchmark(name: name, unit: .frame) { meter in
      var chrome = try! Chrome(metrics: metrics)
      var time = 0.0
      chrome.scroll(to: 3_000, at: time)
      var collapsing = false
      let frames = 20_000
      meter.measure(operations: frames) {
        var sum = 0.0
        for _ in 0..<frames {
          startCommandIfIdle(&chrome, collapsing: &collapsing, at: time)
          time += 1 / GestureSession.frameRate
          sum += chrome.advance(to: time)
        }
        return sum
      }
    }
  }

  /// Starts the next collapse or expansion once the previous one has finished.
  @inline(__always)
  private static func startCommandIfIdle<Chrome: CommandedChrome>(
    _ chrome: inout Chrome, collapsing: inout Bool, at time: Double
  ) {
    guard !chrome.isAnimating else { return }
    chrome.animateAll(collapsing: collapsing, at: time)
    collapsing.toggle()
  }
}
