// The WebAssembly face of ScrollChromeCore for `Tools/build-wasm.sh` and `Tools/wasm/smoke.mjs`.
//
// A separate module (`ScrollChromeWasm`) that imports the core, so every export goes through the
// core's public API exactly as an app would. Numbers cross the boundary as `Double`, flags and
// enums as `Int32`, text as UTF-8 bytes copied into a buffer from `wasm_allocate`.

import ScrollChromeCore

// MARK: Memory

/// Allocates `count` bytes in the module's memory (the Embedded runtime's allocator) for the host.
@_expose(wasm, "wasm_allocate")
@_cdecl("wasm_allocate")
public func wasmAllocate(count: Int32) -> UnsafeMutableRawPointer {
  UnsafeMutableRawPointer.allocate(byteCount: Int(max(count, 1)), alignment: 8)
}

/// Frees a buffer returned by `wasm_allocate`.
@_expose(wasm, "wasm_deallocate")
@_cdecl("wasm_deallocate")
public func wasmDeallocate(_ pointer: UnsafeMutableRawPointer) {
  pointer.deallocate()
}

// MARK: ScrollMetrics

/// `ScrollMetrics.maxY` of a scroll view.
@_expose(wasm, "metrics_max_y")
@_cdecl("metrics_max_y")
public func metricsMaxY(
  viewport: Double, content: Double, insetTop: Double, insetBottom: Double
) -> Double {
  ScrollMetrics(viewport: viewport, content: content, insetTop: insetTop, insetBottom: insetBottom)
    .maxY
}

/// `ScrollMetrics.clamped(_:)` of `y`.
@_expose(wasm, "metrics_clamped")
@_cdecl("metrics_clamped")
public func metricsClamped(
  y: Double, viewport: Double, content: Double, insetTop: Double, insetBottom: Double
) -> Double {
  ScrollMetrics(viewport: viewport, content: content, insetTop: insetTop, insetBottom: insetBottom)
    .clamped(y)
}

// MARK: ScrollTracker

nonisolated(unsafe) private var tracker: ScrollTracker?
nonisolated(unsafe) private var lastRejection: ScrollDiagnostic?

/// Starts tracking a scroll view at rest. Returns 1, or 0 when a number is rejected.
@_expose(wasm, "tracker_start")
@_cdecl("tracker_start")
public func trackerStart(
  viewport: Double, content: Double, insetTop: Double, insetBottom: Double, offset: Double,
  time: Double
) -> Int32 {
  let metrics = ScrollMetrics(
    offset: offset, viewport: viewport, content: content, insetTop: insetTop,
    insetBottom: insetBottom)
  do throws(ScrollDiagnostic) {
    tracker = try ScrollTracker(metrics: metrics, time: time)
    lastRejection = nil
    return 1
  } catch {
    lastRejection = error
    return 0
  }
}

/// Feeds `scroll(y:)`. Returns the clamped movement `δ`, or NaN when the event is rejected.
@_expose(wasm, "tracker_scroll")
@_cdecl("tracker_scroll")
public func trackerScroll(y: Double, time: Double) -> Double {
  guard apply(.scroll(y: y), at: time), let tracker else { return .nan }
  return tracker.delta
}

/// Feeds `beginDragging`. Returns 1, or 0 when rejected.
@_expose(wasm, "tracker_begin_dragging")
@_cdecl("tracker_begin_dragging")
public func trackerBeginDragging(time: Double) -> Int32 {
  apply(.beginDragging, at: time) ? 1 : 0
}

/// Feeds `endDragging(velocity:willDecelerate:)`. Returns 1, or 0 when rejected.
@_expose(wasm, "tracker_end_dragging")
@_cdecl("tracker_end_dragging")
public func trackerEndDragging(velocity: Double, willDecelerate: Int32, time: Double) -> Int32 {
  apply(.endDragging(velocity: velocity, willDecelerate: willDecelerate != 0), at: time) ? 1 : 0
}

/// Feeds `endDecelerating`. Returns 1, or 0 when rejected.
@_expose(wasm, "tracker_end_decelerating")
@_cdecl("tracker_end_decelerating")
public func trackerEndDecelerating(time: Double) -> Int32 {
  apply(.endDecelerating, at: time) ? 1 : 0
}

/// Feeds `geometry(…)`. Returns 1, or 0 when rejected.
@_expose(wasm, "tracker_geometry")
@_cdecl("tracker_geometry")
public func trackerGeometry(
  viewport: Double, content: Double, insetTop: Double, insetBottom: Double, time: Double
) -> Int32 {
  let event = ScrollEvent.geometry(
    viewport: viewport, content: content, insetTop: insetTop, insetBottom: insetBottom)
  return apply(event, at: time) ? 1 : 0
}

/// The tracker's offset `y`.
@_expose(wasm, "tracker_offset")
@_cdecl("tracker_offset")
public func trackerOffset() -> Double { tracker?.metrics.offset ?? .nan }

/// The distance travelled in the current direction.
@_expose(wasm, "tracker_travel")
@_cdecl("tracker_travel")
public func trackerTravel() -> Double { tracker?.travel ?? .nan }

/// The direction: 1 down, -1 up, 0 none.
@_expose(wasm, "tracker_direction")
@_cdecl("tracker_direction")
public func trackerDirection() -> Int32 {
  switch tracker?.direction ?? ScrollDirection.none {
  case .down: 1
  case .up: -1
  case .none: 0
  }
}

/// The activity: 0 idle, 1 tracking, 2 decelerating, 3 animating.
@_expose(wasm, "tracker_activity")
@_cdecl("tracker_activity")
public func trackerActivity() -> Int32 { code(of: tracker?.activity ?? .idle) }

/// Copies the last rejection's `reason` (e.g. `offset:notFinite`) as UTF-8 into `buffer`.
/// Returns the full length in bytes (0 when nothing was rejected); copies at most `capacity`.
@_expose(wasm, "tracker_rejection_reason")
@_cdecl("tracker_rejection_reason")
public func trackerRejectionReason(_ buffer: UnsafeMutablePointer<UInt8>, capacity: Int32) -> Int32
{
  copyUTF8(lastRejection?.reason ?? "", into: buffer, capacity: capacity)
}

/// Copies the last rejection's `description` as UTF-8 into `buffer`; see
/// `tracker_rejection_reason`.
@_expose(wasm, "tracker_rejection_description")
@_cdecl("tracker_rejection_description")
public func trackerRejectionDescription(
  _ buffer: UnsafeMutablePointer<UInt8>, capacity: Int32
) -> Int32 {
  copyUTF8(lastRejection?.description ?? "", into: buffer, capacity: capacity)
}

// MARK: Motion

/// `RubberBand(coefficient:).overscroll(forFingerDistance:dimension:)`.
@_expose(wasm, "rubber_band")
@_cdecl("rubber_band")
public func rubberBand(coefficient: Double, distance: Double, dimension: Double) -> Double {
  RubberBand(coefficient: coefficient).overscroll(forFingerDistance: distance, dimension: dimension)
}

/// `RubberBand(coefficient:).fingerDistance(forOverscroll:dimension:)`.
@_expose(wasm, "rubber_band_finger_distance")
@_cdecl("rubber_band_finger_distance")
public func rubberBandFingerDistance(
  coefficient: Double, overscroll: Double, dimension: Double
) -> Double {
  RubberBand(coefficient: coefficient).fingerDistance(
    forOverscroll: overscroll, dimension: dimension)
}

/// `Decay(rate:).projection(ofVelocity:)`.
@_expose(wasm, "decay_projection")
@_cdecl("decay_projection")
public func decayProjection(rate: Double, velocity: Double) -> Double {
  Decay(rate: rate).projection(ofVelocity: velocity)
}

/// `Decay(rate:).restingDistance(initialVelocity:)`.
@_expose(wasm, "decay_resting_distance")
@_cdecl("decay_resting_distance")
public func decayRestingDistance(rate: Double, velocity: Double) -> Double {
  Decay(rate: rate).restingDistance(initialVelocity: velocity)
}

/// `Decay(rate:).duration(initialVelocity:)`.
@_expose(wasm, "decay_duration")
@_cdecl("decay_duration")
public func decayDuration(rate: Double, velocity: Double) -> Double {
  Decay(rate: rate).duration(initialVelocity: velocity)
}

/// `Decay(rate:).distance(initialVelocity:at:)`.
@_expose(wasm, "decay_distance")
@_cdecl("decay_distance")
public func decayDistance(rate: Double, velocity: Double, time: Double) -> Double {
  Decay(rate: rate).distance(initialVelocity: velocity, at: time)
}

/// The value at `time` of `SpringCurve(response:dampingRatio:)` moving from `start` to `target`.
@_expose(wasm, "spring_value")
@_cdecl("spring_value")
public func springValue(
  response: Double, dampingRatio: Double, start: Double, target: Double, velocity: Double,
  time: Double
) -> Double {
  SpringCurve(response: response, dampingRatio: dampingRatio)
    .motion(from: start, to: target, initialVelocity: velocity)
    .value(at: time)
}

/// The velocity at `time` of `SpringCurve(response:dampingRatio:)` moving from `start` to `target`.
@_expose(wasm, "spring_velocity")
@_cdecl("spring_velocity")
public func springVelocity(
  response: Double, dampingRatio: Double, start: Double, target: Double, velocity: Double,
  time: Double
) -> Double {
  SpringCurve(response: response, dampingRatio: dampingRatio)
    .motion(from: start, to: target, initialVelocity: velocity)
    .velocity(at: time)
}

/// `TimingCurve(x1, y1, x2, y2).progress(at:)`.
@_expose(wasm, "timing_progress")
@_cdecl("timing_progress")
public func timingProgress(x1: Double, y1: Double, x2: Double, y2: Double, x: Double) -> Double {
  TimingCurve(x1, y1, x2, y2).progress(at: x)
}

/// The value at `time` of an ease-in-out `Animation` of `duration` seconds started at 0.
@_expose(wasm, "animation_ease_in_out_value")
@_cdecl("animation_ease_in_out_value")
public func animationEaseInOutValue(
  start: Double, target: Double, duration: Double, time: Double
) -> Double {
  ChromeAnimation(.timing(.easeInOut, duration: duration), from: start, to: target, at: 0)
    .value(at: time)
}

/// The value at `time` of a spring `Animation` started at 0 (tolerance 0.01).
@_expose(wasm, "animation_spring_value")
@_cdecl("animation_spring_value")
public func animationSpringValue(
  response: Double, dampingRatio: Double, start: Double, target: Double, time: Double
) -> Double {
  let spring = SpringCurve(response: response, dampingRatio: dampingRatio)
  return ChromeAnimation(.spring(spring), from: start, to: target, at: 0).value(at: time)
}

// MARK: ScrollViewSimulator

nonisolated(unsafe) private var lastRun = SimulationRun()

/// Flings a scroll view that rests at its top with a finger release at `velocity` and runs frames
/// of `1/frameRate` s until it is idle again (at most 20 s). A `ScrollTracker` is fed every event
/// the simulator emits. Returns the resting offset; `simulator_last_*` tell the rest.
@_expose(wasm, "simulator_fling")
@_cdecl("simulator_fling")
public func simulatorFling(
  viewport: Double, content: Double, velocity: Double, frameRate: Double
) -> Double {
  var simulator = ScrollViewSimulator(metrics: ScrollMetrics(viewport: viewport, content: content))
  var run = SimulationRun(metrics: simulator.metrics)
  let start = simulator.time
  simulator.touchDown { run.record($0, at: start) }
  simulator.liftFinger(velocity: velocity) { run.record($0, at: start) }
  runUntilIdle(&simulator, frameRate: frameRate, run: &run)
  lastRun = run
  return simulator.metrics.offset
}

/// Drags a scroll view that rests at its top by `distance` points of finger travel (negative pulls
/// past the top edge), lifts the finger without velocity and runs frames until it is idle.
/// Returns the displayed offset while the finger was still down; `simulator_last_*` tell the rest.
@_expose(wasm, "simulator_drag_release")
@_cdecl("simulator_drag_release")
public func simulatorDragRelease(
  viewport: Double, content: Double, distance: Double, frameRate: Double
) -> Double {
  var simulator = ScrollViewSimulator(metrics: ScrollMetrics(viewport: viewport, content: content))
  var run = SimulationRun(metrics: simulator.metrics)
  let start = simulator.time
  simulator.moveFinger(by: distance) { run.record($0, at: start) }
  let dragged = simulator.metrics.offset
  simulator.liftFinger(velocity: 0) { run.record($0, at: start) }
  runUntilIdle(&simulator, frameRate: frameRate, run: &run)
  lastRun = run
  return dragged
}

/// The offset the last simulation came to rest at.
@_expose(wasm, "simulator_last_offset")
@_cdecl("simulator_last_offset")
public func simulatorLastOffset() -> Double { lastRun.offset }

/// The simulated time at which the last simulation became idle, in seconds.
@_expose(wasm, "simulator_last_duration")
@_cdecl("simulator_last_duration")
public func simulatorLastDuration() -> Double { lastRun.duration }

/// How many events the last simulation emitted.
@_expose(wasm, "simulator_last_event_count")
@_cdecl("simulator_last_event_count")
public func simulatorLastEventCount() -> Int32 { lastRun.eventCount }

/// The sum of the tracker's clamped movements `δ` over the last simulation.
@_expose(wasm, "simulator_last_tracked_distance")
@_cdecl("simulator_last_tracked_distance")
public func simulatorLastTrackedDistance() -> Double { lastRun.trackedDistance }

/// How many of the last simulation's events the tracker rejected (0 when all is well).
@_expose(wasm, "simulator_last_rejections")
@_cdecl("simulator_last_rejections")
public func simulatorLastRejections() -> Int32 { lastRun.rejections }

// MARK: Private

/// Applies `event` to the tracker; on rejection keeps the diagnostic and leaves the tracker as is.
private func apply(_ event: ScrollEvent, at time: Double) -> Bool {
  guard var next = tracker else { return false }
  do throws(ScrollDiagnostic) {
    try next.handle(event, at: time)
  } catch {
    lastRejection = error
    return false
  }
  tracker = next
  return true
}

private func code(of activity: ScrollActivity) -> Int32 {
  switch activity {
  case .idle: 0
  case .tracking: 1
  case .decelerating: 2
  case .animating: 3
  }
}

private func copyUTF8(
  _ text: String, into buffer: UnsafeMutablePointer<UInt8>, capacity: Int32
) -> Int32 {
  var count: Int32 = 0
  for byte in text.utf8 {
    if count < capacity { buffer[Int(count)] = byte }
    count += 1
  }
  return count
}

/// What one scripted simulation produced, with a tracker fed by its events.
private struct SimulationRun {
  var tracker: ScrollTracker?
  var offset: Double = .nan
  var duration: Double = 0
  var eventCount: Int32 = 0
  var trackedDistance: Double = 0
  var rejections: Int32 = 0

  init() {}

  init(metrics: ScrollMetrics) {
    tracker = try? ScrollTracker(metrics: metrics)
  }

  mutating func record(_ event: ScrollEvent, at time: Double) {
    eventCount += 1
    guard var next = tracker else { return }
    do throws(ScrollDiagnostic) {
      try next.handle(event, at: time)
    } catch {
      rejections += 1
      return
    }
    trackedDistance += next.delta
    tracker = next
  }
}

private func runUntilIdle(
  _ simulator: inout ScrollViewSimulator, frameRate: Double, run: inout SimulationRun
) {
  let frame = 1 / max(frameRate, 1)
  var index = 0.0
  while !simulator.isIdle && index * frame < 20 {
    index += 1
    let time = index * frame
    simulator.advance(to: time) { run.record($0, at: time) }
  }
  run.offset = simulator.metrics.offset
  run.duration = simulator.time
}
