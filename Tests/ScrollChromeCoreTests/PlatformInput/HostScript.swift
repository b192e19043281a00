import ScrollChromeCore
import Testing

// The Hosts tests replay what a UIKit adapter sees of a UIScrollView — one ScrollViewSample per
// key-value notification, pan action, forwarded delegate call or display-link frame — through a
// ScrollViewHost, and compare the events, the host's phase and needsFrames with what the engine
// expects (the event, phase, tracker, settling and top rules). Each sequence is written from
// Apple's documentation, cited beside it; where the documentation is silent the test says so and
// covers every order.
//
// What the adapter can sample, and when (the premise of every sequence):
// - Key-value notifications: "Typically properties in Apple-supplied frameworks are only
//   KVO-compliant if they are documented as such" (Key-Value Observing Programming Guide,
//   https://developer.apple.com/library/archive/documentation/Cocoa/Conceptual/KeyValueObserving/KeyValueObserving.html,
//   its introduction, as quoted in the Q&A "How reliable is KVO with UIKit"). None of the flags
//   isTracking, isDragging, isDecelerating, isScrollAnimating is documented as observable: they
//   are read when a sample is taken, and their changes alone produce no sample.
// - The pan recognizer's action: sent for began, changed, ended and cancelled ("sends its action
//   message (or messages) at the next cycle of the run loop"), never for failed ("No action
//   message is sent and the gesture recognizer is reset to UIGestureRecognizer.State.possible",
//   https://developer.apple.com/documentation/uikit/uigesturerecognizer/state-swift.enum/failed).
// - Display-link frames, only while the host's needsFrames is true.

/// The frame interval of a 60 Hz display, in seconds.
let hostFrame = 1.0 / 60

/// A frame past the host's quiet time (before iOS 17.4, the end of an app's offset change).
let hostQuietAndAFrame = ScrollViewHost.programmaticQuietTime + hostFrame

/// A long list in portrait: bounds 800 pt, content 4000 pt, no insets unless given — so minY is
/// `−insetTop` and maxY `4000 + insetBottom − 800`.
func hostList(
  offset: Double? = nil, viewport: Double = 800, content: Double = 4000, insetTop: Double = 0,
  insetBottom: Double = 0
) -> ScrollMetrics {
  ScrollMetrics(
    offset: offset, viewport: viewport, content: content, insetTop: insetTop,
    insetBottom: insetBottom)
}

/// Which `UIScrollView` the adapter samples: `isScrollAnimating` exists from iOS 17.4 on.
///
/// "A Boolean value that indicates whether the scroll view is currently animating a scroll
/// update." (https://developer.apple.com/documentation/uikit/uiscrollview/isscrollanimating;
/// its sibling isZoomAnimating lists "iOS: 17.4.0 -",
/// https://developer.apple.com/documentation/uikit/uiscrollview/iszoomanimating)
enum HostOS: String, Sendable, CaseIterable, CustomStringConvertible {
  /// iOS 17.4 and later: the sample carries `isScrollAnimating`.
  case modern = "iOS 17.4 and later"
  /// Before iOS 17.4: the property does not exist, the sample carries `nil`.
  case legacy = "before iOS 17.4"

  /// The sample's `isScrollAnimating` while nothing animates.
  var notAnimating: Bool? { self == .modern ? false : nil }
  /// The sample's `isScrollAnimating` while an animation runs.
  var animating: Bool? { self == .modern ? true : nil }

  var description: String { rawValue }
}

extension ScrollViewSample {
  /// The scroll view at rest: no finger, nothing moving, the pan recognizer `possible`.
  static func resting(_ metrics: ScrollMetrics, os: HostOS = .modern) -> Self {
    ScrollViewSample(metrics: metrics, isScrollAnimating: os.notAnimating)
  }

  /// The same sample with `contentOffset.y` at `y`.
  func moved(to y: Double) -> Self {
    var copy = self
    copy.metrics.offset = y
    return copy
  }

  /// The same sample with a finger on the content (`isTracking`) or not.
  func touched(_ isTracking: Bool = true) -> Self {
    var copy = self
    copy.isTracking = isTracking
    return copy
  }

  /// The same sample with `isDragging` set.
  func dragged(_ isDragging: Bool = true) -> Self {
    var copy = self
    copy.isDragging = isDragging
    return copy
  }

  /// The same sample with `isDecelerating` set.
  func decelerating(_ isDecelerating: Bool = true) -> Self {
    var copy = self
    copy.isDecelerating = isDecelerating
    return copy
  }

  /// The same sample with `isScrollAnimating` set (`nil` before iOS 17.4).
  func scrollAnimating(_ flag: Bool?) -> Self {
    var copy = self
    copy.isScrollAnimating = flag
    return copy
  }

  /// The same sample with the pan recognizer in `phase`, moving at `velocity` (offset's sign).
  func pan(_ phase: PanPhase, velocity: Double = 0) -> Self {
    var copy = self
    copy.pan = phase
    copy.fingerVelocity = velocity
    return copy
  }

  /// The finger is up and the recognizer back in `possible`: `isTracking` and `isDragging` false.
  func fingerUp() -> Self { touched(false).dragged(false).pan(.possible) }

  /// The same sample with new geometry; the offset stays unless given.
  func reshaped(
    viewport: Double? = nil, content: Double? = nil, insetTop: Double? = nil,
    insetBottom: Double? = nil, offset: Double? = nil
  ) -> Self {
    var copy = self
    copy.metrics.viewport = viewport ?? metrics.viewport
    copy.metrics.content = content ?? metrics.content
    copy.metrics.insetTop = insetTop ?? metrics.insetTop
    copy.metrics.insetBottom = insetBottom ?? metrics.insetBottom
    copy.metrics.offset = offset ?? metrics.offset
    return copy
  }
}

/// A host driven by scripted samples: each step edits the scroll view as the device would and
/// hands the sample (or a delegate call with it) to the host; every event is logged with its time.
struct HostScript {
  // MARK: Public

  /// The host under test.
  private(set) var host: ScrollViewHost
  /// The scroll view as the last sample showed it.
  private(set) var sample: ScrollViewSample
  /// The last sample's time.
  private(set) var time: Double
  /// Every event, with the time of the sample or call that produced it.
  private(set) var log: [HostLogEntry] = []

  /// Starts following `sample` at `time`: the host reports `switchScrollView` (and more if
  /// something already moves the scroll view).
  init(_ sample: ScrollViewSample, at time: Double = 0, deceleration: Decay = .normal) {
    var emitted: [ScrollEvent] = []
    host = ScrollViewHost(sample: sample, at: time, deceleration: deceleration) {
      emitted.append($0)
    }
    self.sample = sample
    self.time = time
    log = emitted.map { HostLogEntry(time: time, event: $0) }
  }

  /// The events of every step so far, in order.
  var events: [ScrollEvent] { log.map(\.event) }
  /// The host's phase.
  var phase: HostPhase { host.phase }
  /// Whether the adapter would sample display-link frames now.
  var needsFrames: Bool { host.needsFrames }

  /// Takes a sample `dt` seconds after the last one (a frame by default), changed by `change`.
  ///
  /// - Returns: The events this sample produced.
  @discardableResult
  mutating func observe(
    after dt: Double = hostFrame, _ change: (ScrollViewSample) -> ScrollViewSample = { $0 }
  ) -> [ScrollEvent] {
    observe(at: time + dt, change)
  }

  /// Takes a sample at the absolute time `t`, changed by `change`.
  @discardableResult
  mutating func observe(
    at t: Double, _ change: (ScrollViewSample) -> ScrollViewSample = { $0 }
  ) -> [ScrollEvent] {
    sample = change(sample)
    time = t
    var emitted: [ScrollEvent] = []
    host.observe(sample, at: t) { emitted.append($0) }
    log += emitted.map { HostLogEntry(time: t, event: $0) }
    return emitted
  }

  /// Forwards a delegate call `dt` seconds after the last sample (in the same run-loop turn by
  /// default) with the scroll view as `change` leaves it.
  @discardableResult
  mutating func receive(
    _ call: ScrollViewDelegateCall, after dt: Double = 0,
    _ change: (ScrollViewSample) -> ScrollViewSample = { $0 }
  ) -> [ScrollEvent] {
    sample = change(sample)
    time += dt
    var emitted: [ScrollEvent] = []
    host.receive(call, sample: sample, at: time) { emitted.append($0) }
    log += emitted.map { HostLogEntry(time: time, event: $0) }
    return emitted
  }

  /// Tells the host the chrome's own inset writes.
  mutating func setOwnInsets(top: Double, bottom: Double) {
    host.setOwnInsets(top: top, bottom: bottom)
  }
}

/// One logged event and the time it was reported at.
struct HostLogEntry {
  var time: Double
  var event: ScrollEvent
}

/// What feeding a log to a fresh `ScrollTracker` showed.
struct HostTrackerReplay {
  /// The tracker after the last accepted event.
  var tracker = ScrollTracker()
  /// The tracker's `δ` after each event (0 for a rejected one), index for index with the log.
  var deltas: [Double] = []
  /// Every rejection and every `endDragging` without an open `beginDragging`, described.
  var problems: [String] = []
}

/// Feeds every logged event at its time to a fresh `ScrollTracker` and notes what it rejects,
/// and any `endDragging` that no `beginDragging` opened.
func replayOnTracker(_ log: [HostLogEntry]) -> HostTrackerReplay {
  var replay = HostTrackerReplay()
  var dragOpen = false
  for (index, entry) in log.enumerated() {
    switch entry.event {
    case .beginDragging: dragOpen = true
    case .endDragging:
      if !dragOpen { replay.problems.append("#\(index) endDragging without beginDragging") }
      dragOpen = false
    case .switchScrollView: dragOpen = false
    default: break
    }
    do {
      try replay.tracker.handle(entry.event, at: entry.time)
      replay.deltas.append(replay.tracker.delta)
    } catch {
      replay.problems.append("#\(index) \(entry.event.name) at \(entry.time) rejected: \(error)")
      replay.deltas.append(0)
    }
  }
  return replay
}

extension HostScript {
  /// Expects the tracker to accept every event logged so far and every `endDragging` to close a
  /// `beginDragging`.
  ///
  /// - Returns: The replay, for the tracker's `δ` of individual events.
  @discardableResult
  func expectAccepted(sourceLocation: SourceLocation = #_sourceLocation) -> HostTrackerReplay {
    let replay = replayOnTracker(log)
    #expect(replay.problems == [], sourceLocation: sourceLocation)
    return replay
  }
}

/// The names of `events` (`ScrollEvent.name`), for comparing sequences with payloads aside.
func hostNames(_ events: [ScrollEvent]) -> [String] { events.map(\.name) }

/// The velocity and `willDecelerate` of the first `endDragging` in `events`, if any.
func hostRelease(in events: [ScrollEvent]) -> (velocity: Double, willDecelerate: Bool)? {
  for event in events {
    if case .endDragging(let velocity, let willDecelerate) = event {
      return (velocity, willDecelerate)
    }
  }
  return nil
}
