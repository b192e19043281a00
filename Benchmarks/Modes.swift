import ScrollChromeCore

/// `--fuzz N --seed S`: runs the fuzzer, prints its rate and the first violations, and ends with
/// the line `<N> events, <V> violations`.
///
/// - Parameters:
///   - steps: The number of random events.
///   - seed: The seed.
/// - Returns: The exit status: 0 without violations, 1 with.
func runFuzz(steps: Int, seed: UInt64) -> Int32 {
  var fuzzer = Fuzzer(seed: seed)
  let start = ContinuousClock.now
  fuzzer.run(steps: steps)
  let (seconds, attoseconds) = (ContinuousClock.now - start).components
  let elapsed = Double(seconds) + Double(attoseconds) / 1e18
  let rate = elapsed > 0 ? Int((Double(steps) / elapsed).rounded()) : 0
  let allocations = fuzzer.stepAllocations.map { "\($0)" } ?? "not counted"
  print("seed \(seed): \(rate) events/s; allocations in steps (rebuilds excluded): \(allocations)")
  print("\(steps) events, \(fuzzer.audit.violations) violations")
  return fuzzer.audit.violations > 0 ? 1 : 0
}

/// `--instructions N`: replays N events of the full stack (the recorded pulls-and-scrolls session,
/// lap after lap) inside ``instructionWorkload(events:)``, the one function
/// `Tools/count-instructions.sh` has callgrind count (`--toggle-collect`), after a warm-up lap it
/// does not count.
///
/// - Parameter events: The number of events to count.
/// - Returns: The exit status.
func runInstructionWorkload(events: Int) -> Int32 {
  let session = GestureSession(
    metrics: ScrollMetrics(viewport: 800, content: 100_000, insetBottom: 34),
    mix: .pullsAndScrolls, minimumEvents: 20_000, seed: 2_025)
  var chrome = try! FullStack(metrics: session.metrics)
  let warmUp = session.events.withUnsafeBufferPointer { replay($0, events: $0.count, on: &chrome) }
  let checksum = session.events.withUnsafeBufferPointer {
    instructionWorkload(replaying: $0, events: events, on: &chrome)
  }
  print("replayed \(events) events of fullStack (checksum \(warmUp + checksum))")
  return 0
}

/// The counted workload: `events` events of `session`, lap after lap, on `chrome`.
@inline(never)
func instructionWorkload(
  replaying session: UnsafeBufferPointer<TimedEvent>, events: Int, on chrome: inout FullStack
) -> Double {
  replay(session, events: events, on: &chrome)
}

/// Feeds `events` events of `session` to `chrome`, lap after lap, each lap later by the session's
/// length (so timestamps never go back).
@inline(__always)
func replay(
  _ session: UnsafeBufferPointer<TimedEvent>, events: Int, on chrome: inout FullStack
) -> Double {
  var sum = 0.0
  var index = 0
  var lapStart = chrome.chrome.tracker.time
  let lapLength = (session.last?.time ?? 0) + 1
  for _ in 0..<events {
    let timed = session[index]
    sum += chrome.handle(timed.event, at: lapStart + timed.time)
    index += 1
    if index == session.count {
      index = 0
      lapStart += lapLength
    }
  }
  return sum
}
