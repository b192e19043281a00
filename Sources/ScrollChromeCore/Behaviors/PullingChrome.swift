/// Running chrome that one ``PullBehavior`` drives: a bare behaviour, or a pull preset's chrome
/// (``DraggableSwitch/Chrome``).
///
/// Feed it every event the shared tracker accepts through ``handle(_:tracker:emit:)``; a
/// pull changes only with events, so it never needs frames. It reports its own outputs — a
/// header's ``DraggableSwitch/Chrome/text`` — by name through ``visitOutputs(_:)``.
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

  /// Reports the chrome's own outputs, beyond the behaviour's, to `visitor`.
  ///
  /// - Parameter visitor: Receives each output by name.
  func visitOutputs<Visitor: ChromeOutputVisitor>(_ visitor: inout Visitor)
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

  /// Reports nothing: the behaviour's own values are all there is.
  public func visitOutputs<Visitor: ChromeOutputVisitor>(_ visitor: inout Visitor) {}
}

extension PullBehavior: PullingChrome {
  /// The behaviour itself, so a bare ``PullBehavior`` is chrome too.
  public var behavior: PullBehavior {
    get { self }
    set { self = newValue }
  }
}
