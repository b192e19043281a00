import ScrollChromeCore

/// The host of the "shy bar alone" scenario: one ``ShyBar`` on its own ``ScrollTracker``, driven
/// as a UIKit or SwiftUI adapter drives it.
///
/// Each scroll event goes to the tracker, then to the bar; each display-link frame advances the
/// bar. After either, the host reads the bar's visible height.
struct LoneShyBar {
  // MARK: Internal

  /// The scroll view's tracker.
  var tracker: ScrollTracker
  /// The shy navigation bar.
  var bar: ShyBar.Chrome

  /// Creates the chrome for a scroll view.
  ///
  /// - Parameter metrics: The scroll view's geometry and offset.
  init(metrics: ScrollMetrics) throws {
    tracker = try ScrollTracker(metrics: metrics)
    bar = ShyBar().makeChrome(tracker: tracker)
  }

  /// Whether the bar animates: a host keeps its display link running while this holds.
  var isAnimating: Bool { bar.behavior.isAnimating }

  /// Whether the bar animates (it is the only collapse behaviour).
  var allAnimate: Bool { bar.behavior.isAnimating }

  /// Handles one scroll event as a host does: the tracker first, then the bar. An event the
  /// tracker rejects is dropped.
  ///
  /// - Parameters:
  ///   - event: What the scroll view reported.
  ///   - time: When, in seconds.
  /// - Returns: The bar's visible height after the event.
  /// - Note: Cost per event: the tracker's and the bar's `handle`.
  @inline(__always)
  mutating func handle(_ event: ScrollEvent, at time: Double) -> Double {
    do {
      try tracker.handle(event, at: time)
    } catch {
      return 0
    }
    bar.behavior.handle(event, tracker: tracker) { _ in }
    return bar.visibleHeight
  }

  /// Advances the bar to a display-link frame.
  ///
  /// - Parameter time: The frame's timestamp, in seconds.
  /// - Returns: The bar's visible height after the frame.
  @inline(__always)
  mutating func advance(to time: Double) -> Double {
    bar.behavior.advance(to: time) { _ in }
    return bar.visibleHeight
  }

  /// Starts an animated collapse (or expansion) of the bar, as a "hide chrome" button would.
  ///
  /// - Parameters:
  ///   - collapsing: Whether to collapse rather than expand.
  ///   - time: The current time, in seconds.
  mutating func animateAll(collapsing: Bool, at time: Double) {
    if collapsing {
      bar.behavior.collapse(at: time) { _ in }
    } else {
      bar.behavior.expand(at: time) { _ in }
    }
  }
}

extension LoneShyBar: CommandedChrome {}
