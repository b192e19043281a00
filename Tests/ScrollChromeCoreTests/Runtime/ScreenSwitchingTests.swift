import ScrollChromeCore
import ScrollChromeTestSupport
import Testing

/// A shy navigation bar in a navigation stack: one runtime follows the top screen through pushes,
/// pops, interactive pops, `setViewControllers`, modals, with UIKit's undocumented choices — the
/// stack's and the scroll views' — as parameters. The bar is `ShyBar()`: a travel `R` of 44
/// points, collapsing with the content. A screen's state is reached 300 points down its list,
/// where the safe-area reduction `min(c, max(0, u − R))` is the whole hidden part `c = 44 f`.
@Suite("Screen switching") struct ScreenSwitchingTests {
  // MARK: Pushing and returning

  /// A newly pushed screen starts with its bar shown and following scrolling, whatever the
  /// screen beneath left the bar at (hidden and frozen by the app here): the chrome follows the
  /// new screen's scroll view, and no screen keeps a safe-area reduction it does not call for.
  @Test(arguments: WayForward.allCases, ScreenSituation.all)
  func aPushedScreenStartsWithTheBarShown(way: WayForward, situation: ScreenSituation) {
    let stack = situation.makeStack()
    stack.give(BarState(fraction: 1, isEnabled: false, label: "hidden and frozen"))
    let pushed = way.run(on: stack)
    let note = Comment(rawValue: "\(way); \(situation)")
    #expect(stack.bar.chrome.behavior.fraction == 0, note)
    #expect(stack.bar.memory == CollapseMemory(fraction: 0, isEnabled: true), note)
    #expect(stack.runtime.currentScreen == pushed, note)
    #expect(stack.followedScreen?.id == pushed, note)
    expectReductionOnlyWhereFollowed(stack, note)
    // It follows the new list: 30 points down hide 30 points of the bar.
    stack.screen(pushed)?.scrollView.drag(by: 30, frames: 10)
    #expect(isClose(stack.bar.chrome.behavior.collapsed, 30, tolerance: 1e-9), note)
  }

  /// Returning to a screen restores its bar exactly as it was left — the fraction and whether
  /// scrolling moves it, as its memory — and the safe area its bar takes at its offset
  /// (`44 f` at 300 points), whatever the screen above did; the screen above keeps nothing.
  @Test(arguments: WayBack.allCases, ScreenSituation.all)
  func returningRestoresTheBarExactly(way: WayBack, situation: ScreenSituation) {
    for state in BarState.rows {
      let stack = situation.makeStack()
      stack.give(state)
      let above = stack.push(animated: true)
      // The screen above does something else: its list scrolls far down, its bar hides.
      stack.give(BarState(fraction: 1, isEnabled: true, label: "hidden"))
      way.run(on: stack)
      let note = Comment(rawValue: "\(state.label); \(way); \(situation)")
      #expect(stack.bar.memory == state.memory, note)
      #expect(stack.bar.chrome.behavior.fraction == state.fraction, note)
      #expect(stack.bar.chrome.behavior.isEnabled == state.isEnabled, note)
      #expect(stack.runtime.currentScreen == 1 && stack.followedScreen?.id == 1, note)
      #expect(isClose(stack.screen(1)?.account.added ?? .nan, -state.reduction), note)
      let aboveAccount = stack.accounts.first { $0.screenID == above }
      #expect(isClose(aboveAccount?.added ?? .nan, 0, tolerance: 1e-9), note)
      expectReductionOnlyWhereFollowed(stack, note)
    }
  }

  // MARK: Transitions

  /// During an animated or interactive transition the chrome switches to the destination inside
  /// the coordinator's alongside animation, so the bar moves with the transition: the runtime
  /// registers once with the transition's coordinator, however many layout passes the bar gets,
  /// the followed scroll view changes once, and the bar's first apply — the destination's
  /// fraction — runs inside that animation. A cancelled pop switches back once, in the
  /// coordinator's completion. Without animation there is no coordinator: one switch, at once.
  @Test(arguments: Transition.allCases, ScreenSituation.all)
  func theSwitchRunsAlongsideTheTransitionOnce(
    transition: Transition, situation: ScreenSituation
  ) {
    let stack = situation.makeStack()
    stack.give(BarState(fraction: 1, isEnabled: true, label: "hidden"))
    stack.push(animated: false)
    stack.give(BarState(fraction: 0.5, isEnabled: true, label: "halfway"))
    let (switches, registrations, applies) = (
      stack.log.switches.count, stack.log.registrations.count, stack.log.applied.count
    )
    let passes = stack.layoutPasses
    transition.run(on: stack)
    let note = Comment(rawValue: "\(transition); \(situation)")
    let switched = Array(stack.log.switches[switches...])
    let registered = Array(stack.log.registrations[registrations...])
    let applied = Array(stack.log.applied[applies...])
    #expect(switched.map(\.value) == transition.switches.map(Double.init), note)
    // The bar laid out at least once, and once more per pass while the transition animates.
    let animatingPasses = transition.isAnimated ? situation.navigation.passesDuringAnimation : 0
    #expect(stack.layoutPasses - passes >= 1 + animatingPasses, note)
    guard transition.isAnimated else {
      #expect(registered.isEmpty && switched.allSatisfy { $0.alongside == nil }, note)
      return
    }
    #expect(registered.count == 1, "registered \(registered); \(note)")
    guard let coordinator = registered.first else { return }
    #expect(switched.first?.alongside == coordinator, note)
    #expect(
      applied.first == .init(value: transition.destinationFraction, alongside: coordinator), note)
    if transition == .cancelledInteractivePop {
      #expect(switched.last?.alongside == nil, note)
      #expect(applied.last?.value == 0.5, note)
    }
  }

  /// A cancelled interactive pop shows the source again exactly as it was: its bar's fraction
  /// and enabling, its scroll view followed again (10 more points down collapse 10 more points of
  /// an enabled bar, none of a frozen one), and its safe-area reduction; the destination, shown
  /// during the gesture, keeps no reduction.
  @Test(arguments: BarState.rows, ScreenSituation.all)
  func aCancelledInteractivePopRestoresTheSource(state: BarState, situation: ScreenSituation) {
    let stack = situation.makeStack()
    stack.push(animated: true)
    stack.give(state)
    let note = Comment(rawValue: "\(state.label); \(situation)")
    stack.beginInteractivePop()
    expectReductionOnlyWhereFollowed(stack, note)
    stack.endInteractivePop(cancelled: true)
    #expect(stack.bar.memory == state.memory, note)
    #expect(stack.bar.chrome.behavior.isEnabled == state.isEnabled, note)
    #expect(stack.runtime.currentScreen == 2 && stack.followedScreen?.id == 2, note)
    #expect(stack.screen(1)?.scrollView.isObserved == false, note)
    #expect(isClose(stack.screen(2)?.account.added ?? .nan, -state.reduction), note)
    #expect(isClose(stack.screen(1)?.account.added ?? .nan, 0, tolerance: 1e-9), note)
    let collapsed = stack.bar.chrome.behavior.collapsed
    stack.screen(2)?.scrollView.drag(by: 10, frames: 5)
    let expected = state.isEnabled ? min(44, collapsed + 10) : collapsed
    #expect(isClose(stack.bar.chrome.behavior.collapsed, expected, tolerance: 1e-9), note)
  }
}

// MARK: - The situations and the operations

/// One situation: UIKit's undocumented choices for the navigation stack and its scroll views.
struct ScreenSituation: Sendable, CustomStringConvertible {
  var navigation: NavigationUnknowns
  var scrollViews: UIKitUnknowns

  /// Every navigation choice, under four combinations of the scroll views' choices: 256.
  static let all = NavigationUnknowns.all.flatMap { navigation in
    UIKitUnknowns.corners.map { ScreenSituation(navigation: navigation, scrollViews: $0) }
  }

  var description: String { "\(navigation); \(scrollViews)" }

  func makeStack(preset: ShyBar = ShyBar()) -> FakeNavigationStack {
    FakeNavigationStack(preset: preset, unknowns: scrollViews, navigation: navigation)
  }
}

/// A state of a screen's bar, reached 300 points down its list.
struct BarState: Sendable, CustomStringConvertible {
  var fraction: Double
  var isEnabled: Bool
  var label: String

  static let rows = [
    // Scrolling hid it.
    BarState(fraction: 1, isEnabled: true, label: "hidden by scrolling"),
    // The app set it halfway.
    BarState(fraction: 0.5, isEnabled: true, label: "halfway, set by the app"),
    // Hidden, then frozen by the app.
    BarState(fraction: 1, isEnabled: false, label: "hidden and frozen"),
    // Shown far down the list, and frozen.
    BarState(fraction: 0, isEnabled: false, label: "shown and frozen"),
  ]

  var memory: CollapseMemory { CollapseMemory(fraction: fraction, isEnabled: isEnabled) }
  /// `min(c, max(0, u − R))` at `u = 300`, `R = 44`: all of `c = 44 f`.
  var reduction: Double { 44 * fraction }
  var description: String { label }
}

/// How a new screen goes on top of the stack.
enum WayForward: Sendable, CaseIterable {
  /// `pushViewController(_:animated: false)`.
  case push
  /// `pushViewController(_:animated: true)`.
  case pushAnimated
  /// `setViewControllers(_:animated: false)` with the new screen added on top.
  case setViewControllers
  /// The same, animated.
  case setViewControllersAnimated

  /// Runs it; returns the new screen's identity.
  @discardableResult
  func run(on stack: FakeNavigationStack) -> UInt {
    let next = (stack.accounts.map(\.screenID).max() ?? 0) + 1
    switch self {
    case .push: return stack.push(animated: false)
    case .pushAnimated: return stack.push(animated: true)
    case .setViewControllers: stack.setViewControllers(stack.stackIDs + [next], animated: false)
    case .setViewControllersAnimated:
      stack.setViewControllers(stack.stackIDs + [next], animated: true)
    }
    return next
  }
}
