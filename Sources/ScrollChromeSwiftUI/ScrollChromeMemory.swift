#if canImport(SwiftUI)
  import ScrollChromeCore
  import SwiftUI
  import Synchronization

  /// Where the chrome of scroll views that went away is kept, by their ``ScrollChromeState/id``:
  /// an object that outlives every screen, read from the environment.
  ///
  /// The environment's default, ``shared``, serves the whole app; set another with
  /// `.environment(\.scrollChromeMemory, memory)` to keep one window's or one test's memory apart.
  /// By default it keeps the 64 most recently left pieces of chrome (a scroll view with a bar and
  /// a header uses two); each piece a modifier keys by an `id` is kept on its own, under its
  /// ``ScrollChromeState/ChromeID``.
  ///
  /// ```swift
  /// ContentView().environment(\.scrollChromeMemory, ScrollChromeMemory())
  /// ```
  @available(iOS 18.0, macOS 15.0, tvOS 18.0, visionOS 2.0, watchOS 11.0, *)
  nonisolated public final class ScrollChromeMemory: Sendable {
    // MARK: Public

    /// The memory the environment holds by default.
    public static let shared = ScrollChromeMemory()

    /// Creates an empty memory.
    ///
    /// - Parameter capacity: How many keys to keep, at least 1; the oldest beyond it is forgotten.
    ///   Default 64.
    public init(capacity: Int = 64) {
      book = Mutex(ChromeMemoryBook(capacity: capacity))
    }

    /// Forgets what a key holds: its next scroll view starts expanded.
    ///
    /// - Parameter id: A ``ScrollChromeState/id``.
    public func forget(_ id: any Hashable & Sendable) {
      book.withLock { $0.forget { key in AnyHashable(key.id) == AnyHashable(id) } }
    }

    // MARK: Internal

    /// One piece of chrome of one scroll view.
    struct Key: Hashable, Sendable {
      let id: any Hashable & Sendable
      let chrome: ScrollChromeState.ChromeID

      static func == (lhs: Key, rhs: Key) -> Bool {
        AnyHashable(lhs.id) == AnyHashable(rhs.id) && lhs.chrome == rhs.chrome
      }

      func hash(into hasher: inout Hasher) {
        hasher.combine(AnyHashable(id))
        hasher.combine(chrome)
      }
    }

    func remember(
      _ memory: CollapseMemory, for id: any Hashable & Sendable, chrome: ScrollChromeState.ChromeID
    ) {
      book.withLock { $0.remember(memory, for: Key(id: id, chrome: chrome)) }
    }

    func memory(for id: any Hashable & Sendable, chrome: ScrollChromeState.ChromeID)
      -> CollapseMemory?
    {
      book.withLock { $0.memory(for: Key(id: id, chrome: chrome)) }
    }

    // MARK: Private

    private let book: Mutex<ChromeMemoryBook<Key>>
  }

  @available(iOS 18.0, macOS 15.0, tvOS 18.0, visionOS 2.0, watchOS 11.0, *)
  extension EnvironmentValues {
    /// Where scroll views keep their chrome across navigation; ``ScrollChromeMemory/shared`` by
    /// default.
    nonisolated public var scrollChromeMemory: ScrollChromeMemory {
      get { self[ScrollChromeMemoryKey.self] }
      set { self[ScrollChromeMemoryKey.self] = newValue }
    }
  }

  /// The environment key of ``EnvironmentValues/scrollChromeMemory``.
  @available(iOS 18.0, macOS 15.0, tvOS 18.0, visionOS 2.0, watchOS 11.0, *)
  nonisolated private struct ScrollChromeMemoryKey: EnvironmentKey {
    static let defaultValue = ScrollChromeMemory.shared
  }
#endif
