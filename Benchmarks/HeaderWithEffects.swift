import ScrollChromeCore

/// The host of the "collapsing header with effects" scenario: one ``ScrollTracker`` and one
/// ``HeaderTransition`` built with the custom initializer, driven as a UIKit or SwiftUI adapter
/// drives them.
///
/// Each scroll event goes to the tracker, then to the transition (its own
/// `handle(_:tracker:emit:)`, as ``CollapsingChrome``); each display-link frame advances the
/// transition. After either, the host reads both ``HeaderTransition/header`` and
/// ``HeaderTransition/title`` and applies them to its views.
struct HeaderWithEffects {
  // MARK: Internal

  /// The scroll view's tracker.
  var tracker: ScrollTracker
  /// The collapsing header and its title.
  var transition: HeaderTransition.Chrome

  /// Creates the chrome for a scroll view.
  ///
  /// - Parameter metrics: The scroll view's geometry and offset.
  init(metrics: ScrollMetrics) throws {
    tracker = try ScrollTracker(metrics: metrics)
    transition = HeaderTransition.benchmarked.makeChrome(tracker: tracker)
  }

  /// What the host applies to its views: the header's and the title's attributes.
  var attributes: Double { transition.appliedAttributes }

  /// Handles one scroll event as a host does: the tracker first, then the transition. An event
  /// the tracker rejects is dropped.
  ///
  /// - Parameters:
  ///   - event: What the scroll view reported.
  ///   - time: When, in seconds.
  /// - Returns: Whether the tracker accepted the event.
  /// - Note: Cost per event: the tracker's and the transition's `handle`, no attributes.
  @inline(__always)
  mutating func accept(_ event: ScrollEvent, at time: Double) -> Bool {
    do {
      try tracker.handle(event, at: time)
    } catch {
      return false
    }
    transition.handle(event, tracker: tracker) { _ in }
    return true
  }

  /// Handles one scroll event, then reads the attributes, as a host's `scrollViewDidScroll` does.
  ///
  /// - Parameters:
  ///   - event: What the scroll view reported.
  ///   - time: When, in seconds.
  /// - Returns: ``attributes`` after the event, or 0 if the tracker rejected it.
  /// - Note: Cost per event: ``accept(_:at:)`` and ``attributes``.
  @inline(__always)
  mutating func handle(_ event: ScrollEvent, at time: Double) -> Double {
    accept(event, at: time) ? attributes : 0
  }

  /// Handles the events of one display frame, advances the transition to the frame's time and
  /// reads the attributes once: a host's work per frame while the scroll view moves.
  ///
  /// - Parameters:
  ///   - frame: The frame.
  ///   - events: The session's events.
  /// - Returns: ``attributes`` after the frame.
  /// - Note: Cost per frame: the frame's events, one `advance(to:emit:)` and ``attributes``.
  @inline(__always)
  mutating func run(
    _ frame: GestureSession.Frame, of events: UnsafeBufferPointer<TimedEvent>
  ) -> Double {
    for index in frame.events { _ = accept(events[index].event, at: events[index].time) }
    transition.advance(to: frame.time) { _ in }
    return attributes
  }
}

extension HeaderTransition {
  /// The benchmarks' collapsing header, built with the custom initializer: 200 pt tall, with
  /// four effects — the header stretches and moves with 0.5 parallax, the title slides 10 pt
  /// into place and fades in.
  static let benchmarked = HeaderTransition(
    headerHeight: 200, header: [.stretch, .parallax(0.5)],
    title: [.slide(10), .fade(from: 0, to: 1)])
}

extension HeaderTransition.Chrome {
  /// What a host applies: the sum of the header's and the title's six attributes, so that the
  /// optimizer must compute every one.
  var appliedAttributes: Double { header.sum + title.sum }
}

extension Attributes {
  /// The sum of the six attributes.
  var sum: Double { alpha + translateX + translateY + scaleX + scaleY + (height ?? 0) }
}
