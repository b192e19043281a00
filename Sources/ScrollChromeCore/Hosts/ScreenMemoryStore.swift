/// Each screen's chrome while other screens cover it: what a navigation stack needs so that
/// returning to a screen restores its bar instead of resetting it.
///
/// The host names screens by any `Hashable` value (the UIKit layer uses the view controller's
/// identity). When the visible screen changes, ``switchScreen(to:leaving:keeping:)`` stores the
/// memory of the screen that goes away and returns the memory of the one that comes back, or
/// `nil` for a screen seen for the first time — which starts expanded. Screens that left the
/// stack are forgotten at the same time, so an identity reused by a new screen never inherits an
/// old screen's state. A cancelled interactive pop is two switches: away and back again, which
/// restores the screen exactly.
public struct ScreenMemoryStore<Screen: Hashable & Sendable>: Sendable {
  // MARK: Public

  /// The screen whose chrome runs now.
  public private(set) var current: Screen?

  /// Creates an empty store.
  public init() {}

  /// The visible screen changes.
  ///
  /// - Parameters:
  ///   - screen: The screen that now shows.
  ///   - memory: The chrome's memory as the current screen leaves it.
  ///   - stack: The screens that can come back (a navigation stack); every other memory is
  ///     forgotten.
  /// - Returns: The memory to restore for `screen`, or `nil` if it is new (start expanded);
  ///   `memory` itself if `screen` is already current.
  public mutating func switchScreen(
    to screen: Screen, leaving memory: CollapseMemory, keeping stack: [Screen]
  ) -> CollapseMemory? {
    guard screen != current else { return memory }
    if let current { remember(memory, for: current) }
    memories.removeAll { entry in !stack.contains(entry.screen) }
    current = screen
    guard let index = memories.firstIndex(where: { $0.screen == screen }) else { return nil }
    return memories.remove(at: index).memory
  }

  /// The memory kept for a screen that is not showing, if any.
  ///
  /// - Parameter screen: The screen.
  public func memory(for screen: Screen) -> CollapseMemory? {
    memories.first { $0.screen == screen }?.memory
  }

  // MARK: Private

  /// The memories of screens that do not show, oldest first.
  private var memories: [(screen: Screen, memory: CollapseMemory)] = []

  private mutating func remember(_ memory: CollapseMemory, for screen: Screen) {
    memories.removeAll { $0.screen == screen }
    memories.append((screen, memory))
  }
}

/// How much of the top safe area a shy bar takes away as it hides, so that views pinned to the
/// safe area and the scroll indicators follow the bar.
///
/// Taking the bar's whole hidden height away would move the scroll view's resting top under the
/// content while the bar collapses with it near the top: a drag back down would rubber-band
/// against an edge that moves away from the finger, and a status-bar tap would stop short of the
/// top. So the reduction keeps the content at least one bar's travel `R` below the moved edge:
/// `min(hidden, max(0, u − R))`, with `u` the offset from the top of the fully shown bar. Near the
/// top, where the bar and the content move together, nothing changes; farther down the safe area
/// follows the bar exactly.
public enum ChromeSafeArea {
  /// The top safe-area reduction, in points (zero or positive).
  ///
  /// - Parameters:
  ///   - hidden: How much of the bar is hidden, `c`.
  ///   - offsetFromTop: The content's offset from the top with the bar shown, `u`.
  ///   - range: The bar's travel, `R`.
  /// - Note: Cost per event: O(1), no allocation.
  public static func topReduction(hidden: Double, offsetFromTop: Double, range: Double) -> Double {
    max(0, min(hidden, offsetFromTop - range))
  }
}
