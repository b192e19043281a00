/// Running chrome that one ``PullBehavior`` drives: a bare behaviour, or a pull preset's chrome
/// (``DraggableSwitch/Chrome``).
///
/// Feed it every event the shared tracker accepts through ``handle(_:tracker:emit:)``; a
/// pull changes only with events, so it never needs frames. A preset's chrome keeps its own
/// outputs, such as a header's ``DraggableSwitch/Chrome/text``.
public protocol PullingChrome: Sendable {
  /// The engine that runs this chrome.
  var behavior: PullBehavior { get set }

  /// Reacts to an event the shared tracker has just accepted.
  ///
  /// - Parameters:
  ///   - event: The event, exactly as handed to `tracker`.
  ///   - tracker: The shared tracker, after it handled `event`.
  ///   - emit: Receives state changes, the `willTrigger` hint and triggers, in order.
  mutating func handle(_ event: ScrollEvent, tracker: ScrollTracker, emit: (PullEvent) -> Void)
}

extension PullingChrome {
  /// Forwards to ``behavior``.
  ///
  /// - Note: Cost per event: O(1), no allocation.
  public mutating func handle(
    _ event: ScrollEvent, tracker: ScrollTracker, emit: (PullEvent) -> Void
  ) {
    behavior.handle(event, tracker: tracker, emit: emit)
  }
}

extension PullBehavior: PullingChrome {
  /// The behaviour itself, so a bare ``PullBehavior`` is chrome too.
  public var behavior: PullBehavior {
    get { self }
    set { self = newValue }
  }
}
