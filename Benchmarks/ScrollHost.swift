import ScrollChromeCore

/// A benchmark scenario's host: chrome on one scroll view, fed scroll events as a UIKit or
/// SwiftUI adapter feeds them — the shared ``ScrollTracker`` first, then every behaviour.
protocol ScrollHost {
  /// Creates the chrome for a scroll view.
  ///
  /// - Parameter metrics: The scroll view's geometry and offset.
  init(metrics: ScrollMetrics) throws

  /// Handles one scroll event: the tracker first, then each behaviour. An event the tracker
  /// rejects is dropped.
  ///
  /// - Parameters:
  ///   - event: What the scroll view reported.
  ///   - time: When, in seconds.
  /// - Returns: What the host applies to its views after the event, as one number.
  mutating func handle(_ event: ScrollEvent, at time: Double) -> Double
}

extension ScrollHost {
  /// Scrolls the content to `offset` with a drag that ends without deceleration, so commands can
  /// collapse chrome that collapses with the content (it collapses no further than the content
  /// has left its top).
  ///
  /// - Parameters:
  ///   - offset: The offset to rest at.
  ///   - time: When, in seconds.
  mutating func scroll(to offset: Double, at time: Double) {
    _ = handle(.beginDragging, at: time)
    _ = handle(.scroll(y: offset), at: time)
    _ = handle(.endDragging(velocity: 0, willDecelerate: false), at: time)
  }
}

/// Chrome a frame benchmark animates with commands, as a host's "hide chrome" button would.
protocol CommandedChrome: ScrollHost {
  /// Whether any behaviour animates: a host keeps its display link running while this holds.
  var isAnimating: Bool { get }

  /// Whether every collapse behaviour animates.
  var allAnimate: Bool { get }

  /// Advances every behaviour to a display-link frame.
  ///
  /// - Parameter time: The frame's timestamp, in seconds.
  /// - Returns: What the host applies to its views after the frame, as one number.
  mutating func advance(to time: Double) -> Double

  /// Starts an animated collapse (or expansion) of every collapse behaviour.
  ///
  /// - Parameters:
  ///   - collapsing: Whether to collapse rather than expand.
  ///   - time: The current time, in seconds.
  mutating func animateAll(collapsing: Bool, at time: Double)
}

extension ShyBarWithFollowers: CommandedChrome {}

extension HeaderWithEffects: ScrollHost {}

extension PullAndCollapse: ScrollHost {}

extension FullStack: CommandedChrome {}
