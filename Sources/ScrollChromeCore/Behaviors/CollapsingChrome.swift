/// Running chrome that one ``CollapseBehavior`` moves: a bare behaviour, or the chrome of a
/// collapsing preset (``ShyBar/Chrome``, ``FollowView/Chrome``, ``HeaderTransition/Chrome``).
///
/// Whatever runs it — the UIKit driver, the SwiftUI modifiers, `scrollchrome trace` or your own
/// code — feeds events and frames through ``handle(_:tracker:emit:)`` and ``advance(to:emit:)``,
/// asks for frames while ``isAnimating``, and hands the whole value to the app, so a preset's chrome keeps its own outputs —
/// ``ShyBar/Chrome/visibleHeight``, ``FollowView/Chrome/constant``,
/// ``HeaderTransition/Chrome/title``. By default the requirements forward to ``behavior``; chrome with
/// animations of its own (``HeaderTransition/Chrome``'s threshold title) implements them.
public protocol CollapsingChrome: Sendable {
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

  /// Whether an animation runs, so frames must keep coming.
  var isAnimating: Bool { get }

  /// Whether the chrome is a header in the content, which scrolls away with it and comes back
  /// when the content returns to its top (``HeaderTransition/Chrome``), rather than a bar over
  /// the content: the adapters offer no expand action for it.
  var isHeader: Bool { get }

  /// What the chrome of a new preset starts from when it takes over from this one (a SwiftUI
  /// modifier handed a different preset): by default the behaviour's ``CollapseBehavior/memory``,
  /// the fraction it shows or heads to and its enabling.
  ///
  /// - Parameter next: The new preset's chrome, made for the same tracker.
  /// - Returns: The memory to restore into `next`.
  func handover(to next: Self) -> CollapseMemory
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

  /// A bar, not a header.
  public var isHeader: Bool { false }

  /// The behaviour's memory: the fraction it shows or heads to, and its enabling.
  public func handover(to next: Self) -> CollapseMemory { behavior.memory }
}

extension CollapseBehavior: CollapsingChrome {
  /// The behaviour itself, so a bare ``CollapseBehavior`` is chrome too.
  public var behavior: CollapseBehavior {
    get { self }
    set { self = newValue }
  }
}
