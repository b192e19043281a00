import ScrollChromeCore

/// The benchmarks `scrollchrome-bench` runs, in the order it reports them.
enum Suite {
  // MARK: Internal

  /// The geometry of every benchmark: an 800 pt viewport on very long content.
  static let metrics = ScrollMetrics(viewport: 800, content: 1_000_000)

  /// Every benchmark.
  ///
  /// - Parameter session: The recorded gestures the scenario replays.
  /// - Returns: The benchmarks, in report order.
  static func all(session: GestureSession) -> [Benchmark] {
    [trackerEvent, simulatorFrame, shyBarWithFollowersEvent(session), shyBarWithFollowersFrame]
  }

  /// The share of measured frames during which all four behaviours animate, checked once outside
  /// the timed loops (the frame benchmark must measure animation, not idle behaviours).
  ///
  /// - Returns: A number in `0…1`.
  static func animatingShareOfFrames() -> Double {
    var chrome = try! ShyBarWithFollowers(metrics: metrics)
    var time = 0.0
    chrome.scroll(to: 3_000, at: time)
    var collapsing = false
    var animating = 0
    let frames = 10_000
    for _ in 0..<frames {
      startCommandIfIdle(&chrome, collapsing: &collapsing, at: time)
      let all =
        chrome.bar.behavior.isAnimating && chrome.tabBar.behavior.isAnimating
        && chrome.toolbar.behavior.isAnimating && chrome.button.behavior.isAnimating
      animating += all ? 1 : 0
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

  /// One event of the recorded gesture session through the tracker, the shy bar and three follow
  /// views. Each sample replays the whole session on fresh chrome.
  private static func shyBarWithFollowersEvent(_ session: GestureSession) -> Benchmark {
    Benchmark(name: "shyBarWith3Followers/event", unit: .event) { meter in
      var chrome = try! ShyBarWithFollowers(metrics: session.metrics)
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

  /// One 120 Hz frame of the four behaviours while they animate: a collapse of all four, then an
  /// expansion, and so on (0.2 s ease-in-out each, so one command per 24 frames starts inside the
  /// loop, as a host's button would start it).
  private static var shyBarWithFollowersFrame: Benchmark {
    Benchmark(name: "shyBarWith3Followers/frame", unit: .frame) { meter in
      var chrome = try! ShyBarWithFollowers(metrics: metrics)
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
  private static func startCommandIfIdle(
    _ chrome: inout ShyBarWithFollowers, collapsing: inout Bool, at time: Double
  ) {
    guard !chrome.isAnimating else { return }
    chrome.animateAll(collapsing: collapsing, at: time)
    collapsing.toggle()
  }
}
