import ScrollChromeCore

/// A recorded session as a UIKit adapter samples it: one ``ScrollViewSample`` per notification,
/// each what the scroll view shows after one event of the session (a drag's touch, each offset,
/// the lift, the end of the deceleration, an animation's start and end).
struct SampleSession {
  /// The scroll view when the session starts.
  let first: ScrollViewSample
  /// The samples, in order, with their times.
  let samples: [(sample: ScrollViewSample, time: Double)]

  /// Samples `session` as UIKit would show it.
  ///
  /// - Parameter session: The recorded events.
  init(_ session: GestureSession) {
    var sample = ScrollViewSample(metrics: session.metrics, isScrollAnimating: false)
    first = sample
    var samples: [(sample: ScrollViewSample, time: Double)] = []
    for timed in session.events {
      // The pan recognizer resets to `possible` the turn after it ended.
      if sample.pan == .ended { sample.pan = .possible }
      switch timed.event {
      case .beginDragging:
        sample.isTracking = true
        sample.isDragging = true
        sample.isDecelerating = false
        sample.pan = .began
      case .scroll(let y):
        sample.metrics.offset = y
        if sample.pan == .began { sample.pan = .changed }
      case .endDragging(let velocity, let willDecelerate):
        sample.isTracking = false
        sample.isDragging = false
        sample.isDecelerating = willDecelerate
        sample.pan = .ended
        sample.fingerVelocity = velocity
      case .endDecelerating:
        sample.isDecelerating = false
      case .beginProgrammatic, .scrollToTop:
        sample.isScrollAnimating = true
      case .endProgrammatic:
        sample.isScrollAnimating = false
      case .geometry(let viewport, let content, let insetTop, let insetBottom):
        sample.metrics.viewport = viewport
        sample.metrics.content = content
        sample.metrics.insetTop = insetTop
        sample.metrics.insetBottom = insetBottom
      case .switchScrollView:
        continue
      }
      samples.append((sample, timed.time))
    }
    self.samples = samples
  }
}

/// A shy bar and three followers run by a ``ChromeRuntime`` on a fake scroll view, as the UIKit
/// driver runs them: each sample is one notification (`scrollViewDidChange()`), which the runtime
/// samples through its source; every piece's apply closure writes its output to ``applied``.
final class RuntimeShyBarWithFollowers {
  /// The scroll view as the runtime samples it next, and the clock it reads: what UIKit's
  /// properties and `CACurrentMediaTime()` would return.
  final class Feed {
    var sample: ScrollViewSample
    var time = 0.0
    init(_ sample: ScrollViewSample) { self.sample = sample }
  }

  let feed: Feed
  var time: Double { feed.time }
  /// The sum of what the apply closures were handed, so no work is optimized away.
  var applied = 0.0
  /// How many times an apply closure ran.
  var applies = 0
  let runtime: ChromeRuntime

  init(first: ScrollViewSample) {
    let feed = Feed(first)
    self.feed = feed
    runtime = ChromeRuntime(clock: { [unowned(unsafe) feed] in feed.time })
    runtime.follow(ScrollViewSource(id: 1, sample: { [unowned(unsafe) feed] in feed.sample }))
    runtime.add(ShyBar(), named: "shyBar", running: true).onChange = {
      [unowned self] piece in
      applied += piece.chrome.visibleHeight
      applies += 1
    }
    for (index, preset) in [
      FollowView(maxFollowPoint: 49),
      FollowView(maxFollowPoint: 44, hideDelay: 40, showDelay: 20),
      FollowView(maxFollowPoint: 96, allowsHalfDisplay: true),
    ].enumerated() {
      runtime.add(preset, named: "follower\(index)", running: true).onChange = {
        [unowned self] piece in
        applied += piece.chrome.constant
        applies += 1
      }
    }
  }

  /// One notification: the scroll view now shows `sample`, at `time`.
  @inline(__always)
  func notify(_ sample: ScrollViewSample, at time: Double) {
    feed.sample = sample
    feed.time = time
    runtime.scrollViewDidChange()
  }
}

/// The same chrome fed directly: the host model turns each sample into events, and the tracker
/// and the four behaviours take them — what the runtime does, without the runtime.
struct EngineShyBarWithFollowers {
  var host: ScrollViewHost
  var chrome: ShyBarWithFollowers
  var applied = 0.0
  /// The events of one sample (kept to reuse its storage, as the runtime does).
  var buffer: [ScrollEvent] = []

  init(first: ScrollViewSample) throws {
    chrome = try ShyBarWithFollowers(metrics: first.metrics)
    buffer.reserveCapacity(8)
    var ignored: [ScrollEvent] = []
    host = ScrollViewHost(sample: first, at: 0) { ignored.append($0) }
  }

  /// One sample through the host model, the tracker and the four behaviours.
  @inline(__always)
  mutating func notify(_ sample: ScrollViewSample, at time: Double) {
    var events: [ScrollEvent] = []
    swap(&events, &buffer)
    host.observe(sample, at: time) { events.append($0) }
    for event in events { applied += chrome.handle(event, at: time) }
    events.removeAll(keepingCapacity: true)
    swap(&events, &buffer)
  }
}

/// `--runtime-instructions N` and `--engine-instructions N`: N samples of the feed session,
/// lap after lap, through the runtime or the engine fed directly, inside
/// ``runtimeSampleWorkload(_:samples:on:)`` or ``engineSampleWorkload(_:samples:on:)``, the
/// functions `Tools/count-instructions.sh` has callgrind count, after an uncounted warm-up lap.
///
/// - Parameters:
///   - samples: The number of samples to count.
///   - throughRuntime: Whether to feed the runtime rather than the engine.
/// - Returns: The exit status.
func runSampleInstructionWorkload(samples: Int, throughRuntime: Bool) -> Int32 {
  let session = SampleSession(
    GestureSession(
      metrics: ScrollMetrics(viewport: 800, content: 100_000, insetBottom: 34),
      minimumEvents: 20_000, seed: 2_024))
  let checksum: Double
  if throughRuntime {
    let chrome = RuntimeShyBarWithFollowers(first: session.first)
    _ = runtimeSampleWorkload(session, samples: session.samples.count, on: chrome)
    checksum = runtimeSampleWorkload(session, samples: samples, on: chrome)
    print(
      "fed \(samples) samples to the runtime (checksum \(checksum), \(chrome.applies) applies)")
  } else {
    var chrome = try! EngineShyBarWithFollowers(first: session.first)
    _ = engineSampleWorkload(session, samples: session.samples.count, on: &chrome)
    checksum = engineSampleWorkload(session, samples: samples, on: &chrome)
    print("fed \(samples) samples to the engine (checksum \(checksum))")
  }
  return 0
}

/// The counted runtime workload: `samples` samples of `session`, lap after lap.
@inline(never)
func runtimeSampleWorkload(
  _ session: SampleSession, samples: Int, on chrome: RuntimeShyBarWithFollowers
) -> Double {
  replaySamples(session, samples: samples, start: chrome.time) { chrome.notify($0, at: $1) }
  return chrome.applied
}

/// The counted engine workload: `samples` samples of `session`, lap after lap.
@inline(never)
func engineSampleWorkload(
  _ session: SampleSession, samples: Int, on chrome: inout EngineShyBarWithFollowers
) -> Double {
  replaySamples(session, samples: samples, start: chrome.chrome.tracker.time) {
    chrome.notify($0, at: $1)
  }
  return chrome.applied
}

/// Hands `samples` samples of `session` to `notify`, lap after lap, each lap later by the
/// session's length (so times never go back).
@inline(__always)
private func replaySamples(
  _ session: SampleSession, samples: Int, start: Double,
  notify: (ScrollViewSample, Double) -> Void
) {
  var index = 0
  var lapStart = start
  let lapLength = (session.samples.last?.time ?? 0) + 1
  session.samples.withUnsafeBufferPointer { recorded in
    for _ in 0..<samples {
      let (sample, time) = recorded[index]
      notify(sample, lapStart + time)
      index += 1
      if index == recorded.count {
        index = 0
        lapStart += lapLength
      }
    }
  }
}
