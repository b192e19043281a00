import ScrollChromeCore
import Testing

/// `ScreenMemoryStore`: push, pop, cancelled interactive pop, identities that leave the stack.
@Suite("Screen memory") struct ScreenMemoryStoreTests {
  let collapsed = CollapseMemory(fraction: 1)
  let half = CollapseMemory(fraction: 0.5)
  let shown = CollapseMemory(fraction: 0)

  @Test func pushStartsExpandedAndPopRestores() {
    var store = ScreenMemoryStore<Int, CollapseMemory>()
    // The root screen appears: new.
    let restored = store.switchScreen(to: 1, leaving: shown, keeping: [1])
    #expect(restored == nil)
    // Push screen 2 while the root's bar is collapsed: 2 is new.
    let restored2 = store.switchScreen(to: 2, leaving: collapsed, keeping: [1, 2])
    #expect(restored2 == nil)
    #expect(store.memory(for: 1) == collapsed)
    // Pop back: the root's bar comes back collapsed.
    let restored3 = store.switchScreen(to: 1, leaving: half, keeping: [1])
    #expect(restored3 == collapsed)
    // Screen 2 left the stack: forgotten.
    #expect(store.memory(for: 2) == nil)
    #expect(store.current == 1)
  }

  @Test func cancelledInteractivePopRestoresTheTopScreen() {
    var store = ScreenMemoryStore<Int, CollapseMemory>()
    _ = store.switchScreen(to: 1, leaving: shown, keeping: [1])
    _ = store.switchScreen(to: 2, leaving: collapsed, keeping: [1, 2])
    // The interactive pop starts: the root shows, 2 is still on the stack.
    let restored = store.switchScreen(to: 1, leaving: half, keeping: [1, 2])
    #expect(restored == collapsed)
    // Cancelled: 2 returns with its own state.
    let restored2 = store.switchScreen(to: 2, leaving: collapsed, keeping: [1, 2])
    #expect(restored2 == half)
  }

  @Test func aReusedIdentityStartsFresh() {
    var store = ScreenMemoryStore<Int, CollapseMemory>()
    _ = store.switchScreen(to: 1, leaving: shown, keeping: [1])
    _ = store.switchScreen(to: 2, leaving: collapsed, keeping: [1, 2])
    // Screen 1 is removed from the stack (setViewControllers) while 2 shows.
    _ = store.switchScreen(to: 3, leaving: half, keeping: [2, 3])
    // A new screen that happens to get identity 1 is new.
    let restored = store.switchScreen(to: 1, leaving: shown, keeping: [2, 3, 1])
    #expect(restored == nil)
  }

  @Test func switchingToTheCurrentScreenKeepsItsState() {
    var store = ScreenMemoryStore<Int, CollapseMemory>()
    _ = store.switchScreen(to: 1, leaving: shown, keeping: [1])
    let restored = store.switchScreen(to: 1, leaving: half, keeping: [1])
    #expect(restored == half)
  }
}
