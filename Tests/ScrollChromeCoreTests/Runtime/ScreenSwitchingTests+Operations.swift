import ScrollChromeCore
import ScrollChromeTestSupport
import Testing

/// How the user goes back to the screen beneath the top.
enum WayBack: Sendable, CaseIterable {
  /// The back button, without animation.
  case pop
  /// The back button, animated.
  case popAnimated
  /// The edge swipe, completed.
  case interactivePop
  /// `setViewControllers(_:animated: false)` without the top.
  case setViewControllers
  /// The same, animated.
  case setViewControllersAnimated

  func run(on stack: FakeNavigationStack) {
    let beneath = Array(stack.stackIDs.dropLast())
    switch self {
    case .pop: stack.pop(animated: false)
    case .popAnimated: stack.pop(animated: true)
    case .interactivePop:
      stack.beginInteractivePop()
      stack.endInteractivePop(cancelled: false)
    case .setViewControllers: stack.setViewControllers(beneath, animated: false)
    case .setViewControllersAnimated: stack.setViewControllers(beneath, animated: true)
    }
  }
}

/// A change of a stack of screens 1 (its bar hidden) and 2 (halfway, on top).
enum Transition: Sendable, CaseIterable {
  /// A new screen 3 pushed without animation.
  case push
  /// The same, animated.
  case pushAnimated
  /// Back to 1 without animation.
  case pop
  /// Back to 1, animated.
  case popAnimated
  /// `setViewControllers([1, 2, 3])` without animation.
  case setViewControllersPushing
  /// The same, animated.
  case setViewControllersPushingAnimated
  /// `setViewControllers([3])`: every screen replaced, without animation.
  case setViewControllersReplacing
  /// The same, animated.
  case setViewControllersReplacingAnimated
  /// `setViewControllers([1])` without animation.
  case setViewControllersBack
  /// The same, animated.
  case setViewControllersBackAnimated
  /// The edge swipe back to 1, completed.
  case interactivePop
  /// The edge swipe, cancelled: 2 stays.
  case cancelledInteractivePop

  func run(on stack: FakeNavigationStack) {
    switch self {
    case .push: stack.push(animated: false)
    case .pushAnimated: stack.push(animated: true)
    case .pop: stack.pop(animated: false)
    case .popAnimated: stack.pop(animated: true)
    case .setViewControllersPushing: stack.setViewControllers([1, 2, 3], animated: false)
    case .setViewControllersPushingAnimated: stack.setViewControllers([1, 2, 3], animated: true)
    case .setViewControllersReplacing: stack.setViewControllers([3], animated: false)
    case .setViewControllersReplacingAnimated: stack.setViewControllers([3], animated: true)
    case .setViewControllersBack: stack.setViewControllers([1], animated: false)
    case .setViewControllersBackAnimated: stack.setViewControllers([1], animated: true)
    case .interactivePop, .cancelledInteractivePop:
      stack.beginInteractivePop()
      stack.endInteractivePop(cancelled: self == .cancelledInteractivePop)
    }
  }

  var isAnimated: Bool {
    switch self {
    case .push, .pop, .setViewControllersPushing, .setViewControllersReplacing,
      .setViewControllersBack:
      false
    default: true
    }
  }

  /// The screens the chrome starts to follow, in order.
  var switches: [UInt] {
    switch self {
    case .push, .pushAnimated, .setViewControllersPushing, .setViewControllersPushingAnimated,
      .setViewControllersReplacing, .setViewControllersReplacingAnimated:
      [3]
    case .pop, .popAnimated, .setViewControllersBack, .setViewControllersBackAnimated,
      .interactivePop:
      [1]
    case .cancelledInteractivePop: [1, 2]
    }
  }

  /// The destination's fraction: a new screen's bar is shown, screen 1's hidden.
  var destinationFraction: Double { switches.first == 3 ? 0 : 1 }

  /// The screen followed afterwards and the reduction its bar calls for (300 points down, as
  /// `min(c, max(0, u − R))` with `R = 44`): screen 1 hidden, 44; screen 2 halfway, 22; a new
  /// screen at its top, none.
  var outcome: (screen: UInt, reduction: Double) {
    switch switches.last {
    case 1: (1, 44)
    case 2: (2, 22)
    default: (3, 0)
    }
  }
}

// MARK: - What every test checks and does

/// The safe area belongs to the screen followed: every other screen — in the stack, gone from
/// it, or freed — has had back every point taken from it, and the followed screen has given up
/// exactly `min(c, max(0, u − R))`, with `c` its bar's hidden part and `u` its offset from the
/// top with the bar shown.
func expectReductionOnlyWhereFollowed(
  _ stack: FakeNavigationStack, _ note: Comment, sourceLocation: SourceLocation = #_sourceLocation
) {
  let followed = stack.followedScreen
  for account in stack.accounts where account.screen == nil || account.screen !== followed {
    #expect(
      abs(account.added) < 1e-9, "screen \(account.screenID) keeps \(account.added); \(note)",
      sourceLocation: sourceLocation)
  }
  guard let followed else { return }
  let metrics = followed.scrollView.simulator.metrics
  let offsetFromTop = metrics.offset + metrics.insetTop - followed.scrollView.chromeTopInset
  let behavior = stack.bar.chrome.behavior
  let expected = min(behavior.collapsed, max(0, offsetFromTop - behavior.range))
  #expect(
    isClose(followed.account.added, -expected, tolerance: 1e-9),
    "followed \(followed.id): \(followed.account.added), expected \(-expected); \(note)",
    sourceLocation: sourceLocation)
  #expect(
    followed.additionalSafeAreaTop == followed.account.added, note, sourceLocation: sourceLocation)
}

extension FakeNavigationStack {
  /// Gives the top screen's bar `state`: its list scrolls 300 points down (the bar hides and
  /// settles), then the app sets the fraction and the enabling.
  func give(_ state: BarState, sourceLocation: SourceLocation = #_sourceLocation) {
    guard let view = topViewController?.scrollView else { return }
    view.drag(by: 300, frames: 20)
    view.lift()
    view.settle()
    if state.fraction != 1 { runtime.run(.setFraction(state.fraction, animated: false), on: bar) }
    if !state.isEnabled { runtime.setEnabled(false, for: bar) }
    #expect(bar.memory == state.memory, "setting up \(state.label)", sourceLocation: sourceLocation)
  }
}
