/// Chrome that one ``CollapseBehavior`` runs: a bare behaviour, or a preset wrapped around one.
///
/// Hosts (the UIKit driver, the SwiftUI model, `scrollchrome trace`) feed events and frames through
/// ``handle(_:tracker:emit:)`` and ``advance(to:emit:)``, run frames while ``isAnimating``, and
/// hand the whole value to the app, so a preset keeps its own outputs — ``ShyBar/visibleHeight``,
/// ``FollowView/constant``, ``HeaderTransition/title``. By default these forward to ``behavior``;
/// a preset with animations of its own (``HeaderTransition``'s threshold title) implements them.
public protocol CollapsingChrome {
  /// The engine that runs this chrome.
  var behavior: CollapseBehavior { get set }

  /// Reacts to an event the shared tracker has just accepted.
  ///
  /// - Parameters:
  ///   - event: The event, exactly as handed to `tracker`.
  ///   - tracker: The shared tracker, after it handled `event`.
  ///   - emit: Receives state changes and command completions.
  mutating func handle(_ event: ScrollEvent, tracker: ScrollTracker, emit: (CollapseEvent) -> Void)

  /// Moves running animations to a frame's time.
  ///
  /// - Parameters:
  ///   - time: The frame's timestamp, in seconds on the tracker's clock.
  ///   - emit: Receives state changes and command completions.
  mutating func advance(to time: Double, emit: (CollapseEvent) -> Void)

  /// Whether an animation runs, so the host keeps delivering frames.
  var isAnimating: Bool { get }
}

extension CollapsingChrome {
  /// Forwards to ``behavior``.
  ///
  /// - Note: Cost per event: O(1), no allocation.
  public mutating func handle(
    _ event: ScrollEvent, tracker: ScrollTracker, emit: (CollapseEvent) -> Void
  ) {
    behavior.handle(event, tracker: tracker, emit: emit)
  }

  /// Forwards to ``behavior``.
  ///
  /// - Note: Cost per event: O(1), no allocation.
  public mutating func advance(to time: Double, emit: (CollapseEvent) -> Void) {
    behavior.advance(to: time, emit: emit)
  }

  /// Whether ``behavior`` animates.
  public var isAnimating: Bool { behavior.isAnimating }
}

extension CollapseBehavior: CollapsingChrome {
  /// The behaviour itself, so a bare ``CollapseBehavior`` is chrome too.
  public var behavior: CollapseBehavior {
    get { self }
    set { self = newValue }
  }
}

extension ShyBar: CollapsingChrome {}

extension FollowView: CollapsingChrome {}
