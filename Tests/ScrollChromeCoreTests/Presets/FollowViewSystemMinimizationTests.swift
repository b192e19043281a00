import ScrollChromeCore
import Testing

/// `FollowView.systemMinimization(handedToSystem:)`: a following tab bar handed to the system
/// minimizes as the system's default does (on scrolling down, back on any reversal); while the
/// bar moves itself the system never minimizes it.
@Suite("Follow view system minimization") struct FollowViewSystemMinimizationTests {
  @Test(arguments: [
    // Handed to the system: minimize on scrolling down, restore as soon as the scrolling reverses.
    (true, SystemMinimization(behavior: .onScrollDown, restoration: .onReversal)),
    // Moving itself: the system never minimizes the bar as well.
    (false, SystemMinimization(behavior: .never, restoration: .onReversal)),
  ])
  func minimization(handedToSystem: Bool, expected: SystemMinimization) {
    let tabBar = FollowView(maxFollowPoint: 83)
    #expect(tabBar.systemMinimization(handedToSystem: handedToSystem) == expected)
  }
}
