import ScrollChromeCore

/// The host of the "pull-to-trigger above a collapsing header" scenario: one ``ScrollTracker``
/// shared by a ``DraggableSwitch`` (its ``PullBehavior``) and the benchmarks' ``HeaderTransition``,
/// driven as a UIKit or SwiftUI adapter drives them.
///
/// Each scroll event goes to the tracker, then to the pull behaviour, then to the transition;
/// the host then reads the arrow's rotation and the header's and title's attributes.
struct PullAndCollapse {
  // MARK: Internal

  /// The scroll view's tracker, shared by both behaviours.
  var tracker: ScrollTracker
  /// The pull-to-trigger header (the seed's thresholds: 20 and 70 pt).
  var pullSwitch: DraggableSwitch.Chrome
  /// The collapsing header and its title.
  var transition: HeaderTransition.Chrome

  /// Creates the chrome for a scroll view.
  ///
  /// - Parameter metrics: The scroll view's geometry and offset.
  init(metrics: ScrollMetrics) throws {
    tracker = try ScrollTracker(metrics: metrics)
    pullSwitch = DraggableSwitch().makeChrome(tracker: tracker)
    transition = HeaderTransition.benchmarked.makeChrome(tracker: tracker)
  }

  /// Handles one scroll event as a host does: the tracker first, then each behaviour. An event
  /// the tracker rejects is dropped.
  ///
  /// - Parameters:
  ///   - event: What the scroll view reported.
  ///   - time: When, in seconds.
  /// - Returns: What the host applies after the event — the arrow's rotation, the header's and
  ///   the title's attributes — plus the number of pull events reported.
  /// - Note: Cost per event: the tracker's and both behaviours' `handle`, and the attributes.
  @inline(__always)
  mutating func handle(_ event: ScrollEvent, at time: Double) -> Double {
    do {
      try tracker.handle(event, at: time)
    } catch {
      return 0
    }
    var reported = 0.0
    pullSwitch.behavior.handle(event, tracker: tracker) { _ in reported += 1 }
    transition.handle(event, tracker: tracker) { _ in }
    return reported + pullSwitch.arrowRotation + transition.appliedAttributes
  }
}
