import ScrollChromeCore
import Testing

/// Drives one ``ScrollTracker`` and one ``HeaderTransition`` through its ``CollapsingChrome``
/// conformance, the way a host does: every event goes to the tracker first and, once accepted, to
/// the preset's own `handle` (so its title fade runs); frames go to the preset's `advance`.
///
/// Time comes from a 60 Hz ``FrameClock`` and only moves with ``nextFrame()``; ``scroll(_:)``
/// feeds each offset on a new frame.
package struct HeaderHarness {
  // MARK: Public

  /// The shared tracker.
  package private(set) var tracker: ScrollTracker
  /// The preset under test.
  package var chrome: HeaderTransition.Chrome
  /// The frame clock; frame 0 is at time 0.
  package let clock = FrameClock(rate: 60)
  /// The current frame.
  package private(set) var frame = 0

  /// Creates the harness for a scroll view at rest.
  ///
  /// - Parameters:
  ///   - metrics: The scroll view's geometry and offset.
  ///   - make: Builds the preset for the new tracker.
  package init(metrics: ScrollMetrics, make: (ScrollTracker) throws -> HeaderTransition.Chrome)
    throws
  {
    let tracker = try ScrollTracker(metrics: metrics)
    self.tracker = tracker
    chrome = try make(tracker)
  }

  /// Creates the harness with one of the seed's animators on a long list (V 800, C 4000).
  ///
  /// - Parameters:
  ///   - animator: The animator.
  ///   - headerHeight: The header's height; default 200 (the worked examples').
  ///   - fixedTopOffset: The extra travel; default 0.
  ///   - insetTop: The scroll view's top inset; it rests at `y = −insetTop`.
  package init(
    _ animator: HeaderTransition.Animator, headerHeight: Double = 200,
    fixedTopOffset: Double = 0, insetTop: Double = 0
  ) throws {
    try self.init(
      metrics: ScrollMetrics(viewport: 800, content: 4000, insetTop: insetTop)
    ) { tracker in
      HeaderTransition(
        headerHeight: headerHeight, fixedTopOffset: fixedTopOffset, animator: animator
      ).makeChrome(tracker: tracker)
    }
  }

  /// The current time, in seconds.
  package var time: Double { clock.time(ofFrame: frame) }
  /// The collapse fraction `f`.
  package var fraction: Double { chrome.behavior.fraction }
  /// The header's attributes.
  package var header: Attributes { chrome.header }
  /// The title's attributes.
  package var title: Attributes { chrome.title }

  /// Feeds one event at the current time: to the tracker, then to the preset.
  package mutating func send(_ event: ScrollEvent) {
    do {
      try tracker.handle(event, at: time)
    } catch {
      Issue.record("the tracker rejected \(event): \(error)")
      return
    }
    chrome.handle(event, tracker: tracker) { _ in }
  }

  /// Feeds `scroll(y:)` events, each on a new frame, and returns `f` after each.
  @discardableResult
  package mutating func scroll(_ offsets: Double...) -> [Double] {
    offsets.map { y in
      nextFrame()
      send(.scroll(y: y))
      return fraction
    }
  }

  /// Puts a finger down and drags through `offsets`, one per frame; returns `f` after each.
  @discardableResult
  package mutating func drag(_ offsets: Double...) -> [Double] {
    send(.beginDragging)
    return offsets.map { y in
      nextFrame()
      send(.scroll(y: y))
      return fraction
    }
  }

  /// Advances one frame: the preset's animations move to the new time.
  package mutating func nextFrame() {
    frame += 1
    chrome.advance(to: time) { _ in }
  }

  /// Advances frame by frame for `seconds` (rounded to whole frames).
  package mutating func run(for seconds: Double) {
    for _ in 0..<Int((seconds * clock.rate).rounded()) { nextFrame() }
  }
}
