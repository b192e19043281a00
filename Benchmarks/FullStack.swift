import ScrollChromeCore

/// The host of the "everything on one screen" scenario: one ``ScrollTracker`` shared by the
/// ``ShyBarWithFollowers`` chrome (a ``ShyBar`` and three ``FollowView``s), the benchmarks'
/// ``HeaderTransition`` and a ``DraggableSwitch``'s ``PullBehavior``, driven as a UIKit or
/// SwiftUI adapter drives them.
///
/// Each scroll event goes to the tracker, then to the bar, the followers, the pull behaviour and
/// the transition; each display-link frame advances the five collapse behaviours. After either,
/// the host reads every output: the bar's height, the followers' constants, the arrow's rotation
/// and the header's and title's attributes.
struct FullStack {
  // MARK: Internal

  /// The shy bar and three followers, with the tracker every behaviour shares.
  var chrome: ShyBarWithFollowers
  /// The pull-to-trigger header (the seed's thresholds: 20 and 70 pt).
  var pullSwitch: DraggableSwitch.Chrome
  /// The collapsing header and its title.
  var transition: HeaderTransition.Chrome

  /// Creates the chrome for a scroll view.
  ///
  /// - Parameter metrics: The scroll view's geometry and offset.
  init(metrics: ScrollMetrics) throws {
    chrome = try ShyBarWithFollowers(metrics: metrics)
    pullSwitch = DraggableSwitch().makeChrome(tracker: chrome.tracker)
    transition = HeaderTransition.benchmarked.makeChrome(tracker: chrome.tracker)
  }

  /// Whether any behaviour animates: a host keeps its display link running while this holds.
  var isAnimating: Bool { chrome.isAnimating || transition.isAnimating }

  /// Whether all five collapse behaviours animate.
  var allAnimate: Bool { chrome.allAnimate && transition.behavior.isAnimating }

  /// What the host applies to its views.
  var outputs: Double {
    chrome.layout + pullSwitch.arrowRotation + transition.appliedAttributes
  }

  /// Handles one scroll event as a host does: the tracker first, then each behaviour. An event
  /// the tracker rejects is dropped.
  ///
  /// - Parameters:
  ///   - event: What the scroll view reported.
  ///   - time: When, in seconds.
  /// - Returns: ``outputs`` after the event, plus the number of pull events reported.
  /// - Note: Cost per event: the tracker's and six behaviours' `handle`, and ``outputs``.
  @inline(__always)
  mutating func handle(_ event: ScrollEvent, at time: Double) -> Double {
    do {
      try chrome.tracker.handle(event, at: time)
    } catch {
      return 0
    }
    chrome.react(to: event)
    var reported = 0.0
    pullSwitch.behavior.handle(event, tracker: chrome.tracker) { _ in reported += 1 }
    transition.handle(event, tracker: chrome.tracker) { _ in }
    return reported + outputs
  }

  /// Advances every collapse behaviour to a display-link frame (the pull behaviour has no
  /// animation).
  ///
  /// - Parameter time: The frame's timestamp, in seconds.
  /// - Returns: ``outputs`` after the frame.
  /// - Note: Cost per frame: five behaviours' `advance(to:emit:)` and ``outputs``.
  @inline(__always)
  mutating func advance(to time: Double) -> Double {
    _ = chrome.advance(to: time)
    transition.advance(to: time) { _ in }
    return outputs
  }

  /// Starts an animated collapse (or expansion) of the five collapse behaviours.
  ///
  /// - Parameters:
  ///   - collapsing: Whether to collapse rather than expand.
  ///   - time: The current time, in seconds.
  mutating func animateAll(collapsing: Bool, at time: Double) {
    chrome.animateAll(collapsing: collapsing, at: time)
    if collapsing {
      transition.behavior.collapse(at: time) { _ in }
    } else {
      transition.behavior.expand(at: time) { _ in }
    }
  }
}
