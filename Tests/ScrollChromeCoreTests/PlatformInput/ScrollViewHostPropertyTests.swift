import ScrollChromeCore
import ScrollChromeTestSupport
import Testing

// Whatever UIKit shows, in whatever order the adapter's samples and the forwarded delegate calls
// arrive, the host must hand the engine a sequence it accepts (an end that does not fit the phase,
// a non-finite or absurd number, a timestamp going back are rejected), never an endDragging without
// its beginDragging, and keep frames running whenever only frames can show what happens next (a
// release, a deceleration, an animation).
//
// The streams are random but each sample is a state a UIScrollView can show: the flags of a
// finger, a release, a deceleration or an animation, offsets in and past the scrollable range,
// geometry that changes now and then, times that never go back — from the same run-loop turn
// (0 s, 1 µs) to long pauses — and delegate calls at any moment.

/// The kinds of sample a stream is made of.
private enum SampleKind: CaseIterable {
  case rest, touch, drag, lift, coast, animate, caught
}

/// One random stream, reproducible from its seed.
private struct RandomStream {
  var random: SeededGenerator
  /// iOS 17.4 or before, for the whole stream.
  let os: HostOS

  init(seed: UInt64) {
    random = SeededGenerator(seed: seed)
    os = Bool.random(using: &random) ? .modern : .legacy
  }

  /// Geometry the scroll view may take: portrait, landscape, a short list, bars, a keyboard.
  mutating func geometry(_ metrics: ScrollMetrics) -> ScrollMetrics {
    var next = metrics
    next.viewport = [800, 390, 600].randomElement(using: &random)!
    next.content = [4000, 2800, 2000, 300].randomElement(using: &random)!
    next.insetTop = [0, 32, 91, 100, 80].randomElement(using: &random)!
    next.insetBottom = [0, 34, 300, 334].randomElement(using: &random)!
    return next
  }

  /// An offset near the previous one, or anywhere in and a little past the range.
  mutating func offset(_ metrics: ScrollMetrics) -> Double {
    switch Int.random(in: 0..<4, using: &random) {
    case 0: return metrics.offset
    case 1: return metrics.offset + Double.random(in: -60...60, using: &random)
    default:
      return Double.random(in: (metrics.minY - 150)...(metrics.maxY + 150), using: &random)
    }
  }

  /// The next sample, built from the last one.
  mutating func sample(after last: ScrollViewSample) -> ScrollViewSample {
    var metrics = last.metrics
    if Int.random(in: 0..<8, using: &random) == 0 { metrics = geometry(metrics) }
    metrics.offset = offset(metrics)
    let velocity = Double.random(in: -6000...6000, using: &random)
    var next = ScrollViewSample.resting(metrics, os: os)
    switch SampleKind.allCases.randomElement(using: &random)! {
    case .rest: break
    case .touch: next = next.touched()
    case .drag:
      next = next.touched().dragged().pan(
        [.began, .changed].randomElement(using: &random)!, velocity: velocity)
    case .lift:
      let tracking = Bool.random(using: &random)
      next = next.touched(tracking).dragged(tracking)
        .decelerating(Bool.random(using: &random))
        .pan([.ended, .cancelled].randomElement(using: &random)!, velocity: velocity)
    case .coast: next = next.decelerating()
    case .animate: next = next.scrollAnimating(os.animating)
    case .caught:
      next = next.touched().pan([.possible, .failed].randomElement(using: &random)!)
    }
    return next
  }

  /// A delegate call, at any moment.
  mutating func call() -> ScrollViewDelegateCall {
    switch Int.random(in: 0..<7, using: &random) {
    case 0: return .willBeginDragging
    case 1: return .willEndDragging(velocity: Double.random(in: -8000...8000, using: &random))
    case 2: return .didEndDragging(willDecelerate: Bool.random(using: &random))
    case 3: return .didEndDecelerating
    case 4: return .didEndScrollingAnimation
    case 5: return .willScrollToTop
    default: return .didScrollToTop
    }
  }

  /// The time to the next sample: the same turn, a microsecond, a millisecond, frames, pauses.
  mutating func interval() -> Double {
    [0, 0.000_001, 0.001, 1.0 / 120, hostFrame, hostFrame, hostFrame, 0.05, 0.3]
      .randomElement(using: &random)!
  }
}

@Suite("ScrollViewHost properties")
struct ScrollViewHostPropertyTests {
  @Test("random sample streams: accepted by the tracker, drags paired, frames while needed")
  func randomStreams() {
    var failures: [String] = []
    for seed in UInt64(1)...300 {
      var stream = RandomStream(seed: seed)
      var first = ScrollViewSample.resting(hostList(offset: 500), os: stream.os)
      first = stream.sample(after: first)
      var script = HostScript(first, at: 1)
      var framesProblem: String?
      for step in 0..<200 {
        let dt = stream.interval()
        switch Int.random(in: 0..<10, using: &stream.random) {
        case 0:
          let call = stream.call()
          let sample = stream.sample(after: script.sample)
          script.receive(call, after: dt) { _ in sample }
        case 1:
          script.setOwnInsets(
            top: [-44, -20, 0].randomElement(using: &stream.random)!,
            bottom: [-34, 0].randomElement(using: &stream.random)!)
        default:
          let sample = stream.sample(after: script.sample)
          script.observe(after: dt) { _ in sample }
        }
        let waiting: Set<HostPhase> = [.releasing, .decelerating, .animating]
        if framesProblem == nil && waiting.contains(script.phase) && !script.needsFrames {
          framesProblem = "step \(step): phase \(script.phase) without frames"
        }
      }
      let replay = replayOnTracker(script.log)
      if let problem = replay.problems.first ?? framesProblem {
        failures.append("seed \(seed) (\(stream.os)): \(problem)")
      }
    }
    let failed = failures.count
    #expect(failed == 0, "\(failed) of 300 streams failed; first: \(failures.prefix(3))")
  }
}
