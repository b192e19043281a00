/// Each scroll view's chrome while its screen is gone, kept by a key the app gives the scroll
/// view: what a declarative host needs so that a screen popped and pushed again, or a tab shown
/// again, gets its chrome back instead of resetting it.
///
/// A declarative host (SwiftUI) does not see a navigation stack: a screen's state simply ends
/// when it is popped, and a new one begins when it is pushed again. So the host writes a scroll
/// view's chrome down under its key (``remember(_:for:)``) whenever the scroll view disappears,
/// and looks it up (``memory(for:)``) when a scroll view with that key appears. A key seen for the
/// first time has no memory: its chrome starts expanded. Since the host never learns that a key
/// is gone for good, the book keeps the ``capacity`` most recently remembered keys and forgets the
/// oldest beyond that.
package struct ChromeMemoryBook<Key: Hashable> {
  // MARK: Package

  /// How many keys a book keeps by default: 64. `ScrollChromeMemory.init(capacity:)` writes the
  /// same number as its default argument, which cannot name a package declaration.
  package static var defaultCapacity: Int { 64 }

  /// How many keys the book keeps; at least 1.
  package let capacity: Int

  /// Creates an empty book.
  ///
  /// - Parameter capacity: How many keys to keep; values below 1 keep 1.
  package init(capacity: Int = Self.defaultCapacity) {
    self.capacity = max(1, capacity)
  }

  /// How many keys the book holds.
  package var count: Int { entries.count }

  /// Whether the book holds no key.
  package var isEmpty: Bool { entries.isEmpty }

  /// Writes down a scroll view's chrome under its key, replacing what the key held; the key
  /// becomes the most recent, and the oldest key beyond ``capacity`` is forgotten.
  ///
  /// - Parameters:
  ///   - memory: The chrome's memory as its scroll view disappears.
  ///   - key: The scroll view's key.
  /// - Note: Cost per event: O(capacity); called when a scroll view disappears, never per frame.
  package mutating func remember(_ memory: CollapseMemory, for key: Key) {
    entries.removeAll { $0.key == key }
    entries.append((key, memory))
    if entries.count > capacity { entries.removeFirst(entries.count - capacity) }
  }

  /// The memory written down for a key, or `nil` for a key seen for the first time (start
  /// expanded).
  ///
  /// - Parameter key: The scroll view's key.
  package func memory(for key: Key) -> CollapseMemory? {
    entries.last { $0.key == key }?.memory
  }

  /// Forgets a key: its next scroll view starts expanded.
  ///
  /// - Parameter key: The key.
  package mutating func forget(_ key: Key) {
    entries.removeAll { $0.key == key }
  }

  /// Forgets every key that matches: all pieces of chrome of one scroll view, say.
  ///
  /// - Parameter shouldForget: Whether to forget a key.
  package mutating func forget(where shouldForget: (Key) -> Bool) {
    entries.removeAll { shouldForget($0.key) }
  }

  // MARK: Private

  /// The memories, oldest first.
  private var entries: [(key: Key, memory: CollapseMemory)] = []
}

extension ChromeMemoryBook: Sendable where Key: Sendable {}
