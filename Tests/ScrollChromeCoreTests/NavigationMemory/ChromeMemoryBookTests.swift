import ScrollChromeCore
import Testing

/// `ChromeMemoryBook`: each scroll view's chrome, kept by the key the app gives it, for screens a
/// declarative host cannot see leave (a SwiftUI navigation stack, a tab view).
@Suite("Chrome memory book") struct ChromeMemoryBookTests {
  let collapsed = CollapseMemory(fraction: 1)
  let half = CollapseMemory(fraction: 0.5)

  @Test func aScreenSeenForTheFirstTimeHasNoMemory() {
    let book = ChromeMemoryBook<String>()
    #expect(book.memory(for: "inbox") == nil)
    #expect(book.isEmpty)
  }

  @Test func aPoppedAndPushedAgainScreenGetsItsChromeBack() {
    var book = ChromeMemoryBook<String>()
    // The article's view disappears (popped): its chrome is written down.
    book.remember(collapsed, for: "article-7")
    // The same article is pushed again: a new view, the same key.
    #expect(book.memory(for: "article-7") == collapsed)
    // Another article is new.
    #expect(book.memory(for: "article-8") == nil)
  }

  @Test func theLatestMemoryOfAKeyWins() {
    var book = ChromeMemoryBook<String>()
    book.remember(collapsed, for: "inbox")
    book.remember(half, for: "inbox")
    #expect(book.memory(for: "inbox") == half)
    #expect(book.count == 1)
  }

  @Test func theOldestKeyIsForgottenPastTheCapacity() {
    var book = ChromeMemoryBook<Int>(capacity: 2)
    book.remember(collapsed, for: 1)
    book.remember(half, for: 2)
    // Key 1 is used again, so 2 is now the oldest.
    book.remember(collapsed, for: 1)
    book.remember(half, for: 3)
    #expect(book.memory(for: 2) == nil)
    #expect(book.memory(for: 1) == collapsed)
    #expect(book.memory(for: 3) == half)
    #expect(book.count == 2)
  }

  @Test func aCapacityBelowOneKeepsOne() {
    var book = ChromeMemoryBook<Int>(capacity: 0)
    book.remember(collapsed, for: 1)
    book.remember(half, for: 2)
    #expect(book.capacity == 1)
    #expect(book.memory(for: 2) == half)
    #expect(book.count == 1)
  }

  @Test func forgettingAKeyStartsItFresh() {
    var book = ChromeMemoryBook<String>()
    book.remember(collapsed, for: "inbox")
    book.forget("inbox")
    #expect(book.memory(for: "inbox") == nil)
  }

  @Test func forgettingByAPredicateForgetsEveryMatchingKey() {
    var book = ChromeMemoryBook<String>()
    book.remember(collapsed, for: "inbox/bar")
    book.remember(half, for: "inbox/header")
    book.remember(half, for: "article/bar")
    // The inbox is gone for good: all its chrome goes.
    book.forget { $0.hasPrefix("inbox/") }
    #expect(book.memory(for: "inbox/bar") == nil)
    #expect(book.memory(for: "inbox/header") == nil)
    #expect(book.memory(for: "article/bar") == half)
  }
}
