/// Each screen's chrome while other screens cover it: what a navigation stack needs so that
/// returning to a screen restores its bar instead of resetting it.
///
/// The host names screens by any `Hashable` value (the UIKit layer uses the view controller's
/// identity); `Memory` is what one screen keeps (a ``CollapseMemory``, or one per piece of
/// chrome). When the visible screen changes, ``switchScreen(to:leaving:keeping:)`` stores the
/// memory of the screen that goes away and returns the memory of the one that comes back, or
/// `nil` for a screen seen for the first time — which starts expanded. Screens that left the
/// stack are forgotten at the same time, so an identity reused by a new screen never inherits an
/// old screen's state. A cancelled interactive pop is two switches: away and back again, which
/// restores the screen exactly.
package struct ScreenMemoryStore<Screen: Hashable & Sendable, Memory: Sendable>: Sendable {
  // MARK: Package

  /// The screen whose chrome runs now.
  package private(set) var current: Screen?

  /// Creates an empty store.
  package init() {}

  /// The visible screen changes.
  ///
  /// - Parameters:
  ///   - screen: The screen that now shows.
  ///   - memory: The chrome's memory as the current screen leaves it.
  ///   - stack: The screens that can come back (a navigation stack); every other memory is
  ///     forgotten.
  /// - Returns: The memory to restore for `screen`, or `nil` if it is new (start expanded);
  ///   `memory` itself if `screen` is already current.
  package mutating func switchScreen(
    to screen: Screen, leaving memory: Memory, keeping stack: [Screen]
  ) -> Memory? {
    guard screen != current else { return memory }
    if let current { remember(memory, for: current) }
    memories.removeAll { entry in !stack.contains(entry.screen) }
    current = screen
    guard let index = memories.firstIndex(where: { $0.screen == screen }) else { return nil }
    return memories.remove(at: index).memory
  }

  /// Forgets every screen that is not in `stack`.
  ///
  /// - Parameter stack: The screens that can come back.
  package mutating func forget(keeping stack: [Screen]) {
    memories.removeAll { entry in !stack.contains(entry.screen) }
  }

  /// The memory kept for a screen that is not showing, if any.
  ///
  /// - Parameter screen: The screen.
  package func memory(for screen: Screen) -> Memory? {
    memories.first { $0.screen == screen }?.memory
  }

  // MARK: Private

  /// The memories of screens that do not show, oldest first.
  private var memories: [(screen: Screen, memory: Memory)] = []

  private mutating func remember(_ memory: Memory, for screen: Screen) {
    memories.removeAll { $0.screen == screen }
    memories.append((screen, memory))
  }
}
