import ScrollChromeCore
import Testing

/// `SystemMinimization`: the system minimizes a bar on scrolling down and restores it either on
/// any reversal or only at the top edge; a preset's mode says which, and chrome that scrolling
/// does not move never minimizes.
@Suite("System minimization") struct SystemMinimizationTests {
  /// Quick return (a following view) comes back on any reversal: the system's default.
  @Test func followingChromeRestoresOnReversal() {
    let expected = SystemMinimization(behavior: .onScrollDown, restoration: .onReversal)
    #expect(FollowView(maxFollowPoint: 44).systemMinimization == expected)
    #expect(SystemMinimization(CollapseConfiguration(range: 44, mode: .followsScroll)) == expected)
  }

  /// A shy bar comes back only near the top: mid-scroll reversals do not restore it.
  @Test func shyBarRestoresAtTheTopEdge() {
    let expected = SystemMinimization(behavior: .onScrollDown, restoration: .atScrollEdge)
    #expect(ShyBar(fullHeight: 44).systemMinimization == expected)
    #expect(ShyBar(fullHeight: 44, shyHeight: 20, snaps: false).systemMinimization == expected)
  }

  /// Chrome that scrolling does not move never minimizes: pinned, or a disabled bar.
  @Test func chromeScrollingDoesNotMoveNeverMinimizes() {
    #expect(SystemMinimization(CollapseConfiguration(range: 44, mode: .pinned)).behavior == .never)
    #expect(
      SystemMinimization(CollapseConfiguration(range: 44, mode: .followsScroll), isEnabled: false)
        .behavior == .never)
    var bar = ShyBar(fullHeight: 44)
    bar.isEnabled = false
    #expect(bar.systemMinimization.behavior == .never)
  }

  /// A bar ScrollChrome moves itself tells the system never to minimize it, so the two never move
  /// one bar; handed to the system, it tells the preset's own minimization.
  @Test func theSystemIsToldNeverWhileScrollChromeMovesTheBar() {
    let tabBar = FollowView(maxFollowPoint: 83).systemMinimization
    #expect(tabBar.ifHandedToSystem(true) == tabBar)
    #expect(
      tabBar.ifHandedToSystem(false)
        == SystemMinimization(behavior: .never, restoration: .onReversal))
  }
}
