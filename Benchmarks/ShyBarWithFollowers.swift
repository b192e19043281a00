import ScrollChromeCore

/// The host of the "shy bar + 3 following views" scenario: one ``ScrollTracker`` shared by a
/// ``ShyBar`` and three ``FollowView`` presets, driven as a UIKit or SwiftUI adapter drives them.
///
/// Each scroll event goes to the tracker, then to every behaviour; each display-link frame
/// advances every behaviour. The followers differ as they would in an app: a tab bar that follows
/// at once, a toolbar that waits for 40 pt of travel before hiding, and a floating button that may
/// rest half shown.
struct ShyBarWithFollowers {
  // MARK: Internal

  /// The scroll view's tracker, shared by the four behaviours.
  var tracker: ScrollTracker
  /// The shy navigation bar.
  var bar: ShyBar.Chrome
  /// A tab bar that follows scrolling.
  var tabBar: FollowView.Chrome
  /// A toolbar that starts hiding after 40 pt and showing after 20 pt of travel.
  var toolbar: FollowView.Chrome
  /// A floating button that may rest half shown.
  var button: FollowView.Chrome

  /// Creates the chrome for a scroll view.
  ///
  /// - Parameter metrics: The scroll view's geometry and offset.
  init(metrics: ScrollMetrics) throws {
    tracker = try ScrollTracker(metrics: metrics)
    bar = ShyBar().makeChrome(tracker: tracker)
    tabBar = FollowView(maxFollowPoint: 49).makeChrome(tracker: tracker)
    toolbar = FollowView(maxFollowPoint: 44, hideDelay: 40, showDelay: 20)
      .makeChrome(tracker: tracker)
    button = FollowView(maxFollowPoint: 96, allowsHalfDisplay: true).makeChrome(tracker: tracker)
  }

  /// Whether any behaviour animates: a host keeps its display link running while this holds.
  var isAnimating: Bool {
    bar.behavior.isAnimating || tabBar.behavior.isAnimating || toolbar.behavior.isAnimating
      || button.behavior.isAnimating
  }

  /// Whether all four behaviours animate.
  var allAnimate: Bool {
    bar.behavior.isAnimating && tabBar.behavior.isAnimating && toolbar.behavior.isAnimating
      && button.behavior.isAnimating
  }

  /// What the host applies to its views: the bar's height, the followers' constants.
  var layout: Double { bar.visibleHeight + tabBar.constant + toolbar.constant + button.constant }

  /// Handles one scroll event as a host does: the tracker first, then each behaviour. An event
  /// the tracker rejects is dropped.
  ///
  /// - Parameters:
  ///   - event: What the scroll view reported.
  ///   - time: When, in seconds.
  /// - Returns: ``layout`` after the event.
  /// - Note: Cost per event: the tracker's and four behaviours'.
  @inline(__always)
  mutating func handle(_ event: ScrollEvent, at time: Double) -> Double {
    do {
      try tracker.handle(event, at: time)
    } catch {
      return 0
    }
    react(to: event)
    return layout
  }

  /// Hands an event ``tracker`` has just accepted to the four behaviours, in order.
  ///
  /// - Parameter event: The event, exactly as handed to ``tracker``.
  /// - Note: Cost per event: four behaviours' `handle(_:tracker:emit:)`.
  @inline(__always)
  mutating func react(to event: ScrollEvent) {
    bar.behavior.handle(event, tracker: tracker) { _ in }
    tabBar.behavior.handle(event, tracker: tracker) { _ in }
    toolbar.behavior.handle(event, tracker: tracker) { _ in }
    button.behavior.handle(event, tracker: tracker) { _ in }
  }

  /// Advances every behaviour to a display-link frame.
  ///
  /// - Parameter time: The frame's timestamp, in seconds.
  /// - Returns: ``layout`` after the frame.
  /// - Note: Cost per frame: four behaviours' `advance(to:emit:)`.
  @inline(__always)
  mutating func advance(to time: Double) -> Double {
    bar.behavior.advance(to: time) { _ in }
    tabBar.behavior.advance(to: time) { _ in }
    toolbar.behavior.advance(to: time) { _ in }
    button.behavior.advance(to: time) { _ in }
    return layout
  }

  /// Starts an animated collapse (or expansion) of all four, as a "hide chrome" button would.
  ///
  /// - Parameters:
  ///   - collapsing: Whether to collapse rather than expand.
  ///   - time: The current time, in seconds.
  mutating func animateAll(collapsing: Bool, at time: Double) {
    if collapsing {
      bar.behavior.collapse(at: time) { _ in }
      tabBar.behavior.collapse(at: time) { _ in }
      toolbar.behavior.collapse(at: time) { _ in }
      button.behavior.collapse(at: time) { _ in }
    } else {
      bar.behavior.expand(at: time) { _ in }
      tabBar.behavior.expand(at: time) { _ in }
      toolbar.behavior.expand(at: time) { _ in }
      button.behavior.expand(at: time) { _ in }
    }
  }
}
