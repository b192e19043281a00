import ScrollChromeCore
import ScrollChromeTestSupport
import Testing

extension ScreenSwitchingTests {
  // MARK: Forgetting

  /// A screen that left the stack is forgotten: a new screen that reuses its identity (UIKit
  /// reuses a freed view controller's address) starts with its bar shown and following
  /// scrolling, not with the old screen's hidden, frozen bar.
  @Test(arguments: Departure.allCases, ScreenSituation.all)
  func aReusedIdentityStartsFresh(departure: Departure, situation: ScreenSituation) {
    let stack = situation.makeStack()
    let frozen = BarState(fraction: 1, isEnabled: false, label: "hidden and frozen")
    if departure.leavingScreen == 1 { stack.give(frozen) }
    stack.push(animated: false)
    if departure.leavingScreen == 2 { stack.give(frozen) }
    departure.run(on: stack)
    let note = Comment(rawValue: "\(departure); \(situation)")
    #expect(!stack.stackIDs.contains(departure.leavingScreen), note)
    stack.push(id: departure.leavingScreen, animated: false)
    #expect(stack.runtime.currentScreen == departure.leavingScreen, note)
    #expect(stack.bar.memory == CollapseMemory(fraction: 0, isEnabled: true), note)
    #expect(stack.bar.chrome.behavior.isEnabled, note)
    expectReductionOnlyWhereFollowed(stack, note)
  }

  // MARK: Modals

  /// A full-screen modal presented over the stack and dismissed changes nothing of the bar: the
  /// same screen is followed with the same fraction, enabling and safe-area reduction, and no
  /// switch happens, animated or not.
  @Test(arguments: ModalAnimation.rows, ScreenSituation.all)
  func aModalDismissKeepsTheBar(animation: ModalAnimation, situation: ScreenSituation) {
    for state in BarState.rows {
      let stack = situation.makeStack()
      stack.push(animated: false)
      stack.give(state)
      let switches = stack.log.switches.count
      stack.present(animated: animation.present)
      stack.dismiss(animated: animation.dismiss)
      let note = Comment(rawValue: "\(state.label); \(animation); \(situation)")
      #expect(stack.log.switches.count == switches, note)
      #expect(stack.bar.memory == state.memory, note)
      #expect(stack.bar.chrome.behavior.fraction == state.fraction, note)
      #expect(stack.runtime.currentScreen == 2 && stack.followedScreen?.id == 2, note)
      #expect(isClose(stack.screen(2)?.account.added ?? .nan, -state.reduction), note)
      expectReductionOnlyWhereFollowed(stack, note)
    }
  }

  /// Frames run only while the stack is on screen: with the bar mid-animation (an animated
  /// expand), a modal that covers the stack stops the display link and no frame arrives while
  /// it covers; once dismissed, frames run again and the bar ends where it was heading, shown.
  @Test(arguments: [false, true], ScreenSituation.all)
  func framesRunOnlyWhileOnScreen(animated: Bool, situation: ScreenSituation) {
    let stack = situation.makeStack()
    stack.give(BarState(fraction: 1, isEnabled: true, label: "hidden"))
    stack.runtime.run(.expand(animated: true), on: stack.bar)
    stack.runFrames(3)
    let note = Comment(rawValue: "animated \(animated); \(situation)")
    #expect(stack.runtime.needsFrames, note)
    stack.present(animated: animated)
    #expect(!stack.runtime.needsFrames, note)
    let frames = stack.framesDelivered
    let fraction = stack.bar.chrome.behavior.fraction
    stack.runFrames(60)
    #expect(stack.framesDelivered == frames, note)
    #expect(stack.bar.chrome.behavior.fraction == fraction, note)
    #expect(fraction > 0 && fraction < 1, "still mid-animation when covered; \(note)")
    stack.dismiss(animated: animated)
    stack.runFrames(60)
    #expect(stack.framesDelivered > frames, note)
    #expect(stack.bar.chrome.behavior.fraction == 0, note)
    #expect(!stack.runtime.needsFrames, note)
  }

  // MARK: VoiceOver

  /// Under VoiceOver the bar stays expanded: a screen returned to shows its bar fully, whatever
  /// it was left at (hidden here), takes no safe area, and scrolling does not move its bar; the
  /// app's own enabling is kept for when VoiceOver stops.
  @Test(arguments: WayBack.allCases, ScreenSituation.all)
  func underVoiceOverTheRestoredBarStaysExpanded(way: WayBack, situation: ScreenSituation) {
    let stack = situation.makeStack()
    stack.give(BarState(fraction: 1, isEnabled: true, label: "hidden"))
    stack.push(animated: true)
    stack.runtime.setAccessibility(ChromeAccessibility(isVoiceOverRunning: true))
    stack.runFrames(60)
    way.run(on: stack)
    let note = Comment(rawValue: "\(way); \(situation)")
    #expect(stack.runtime.currentScreen == 1, note)
    #expect(stack.bar.chrome.behavior.collapsed == 0, note)
    #expect(!stack.bar.chrome.behavior.isEnabled, note)
    #expect(stack.bar.requestedEnabled, note)
    expectReductionOnlyWhereFollowed(stack, note)
    stack.screen(1)?.scrollView.drag(by: 50, frames: 10)
    #expect(stack.bar.chrome.behavior.collapsed == 0, note)
  }

  /// Under VoiceOver a cancelled interactive pop shows the source expanded, though it was hidden
  /// when the gesture began (VoiceOver started during the gesture): expanded at once if the
  /// chrome had switched to the destination and restores the source, or still on its way there
  /// (VoiceOver's own expand animates) if it never left the source; expanded once it ends.
  @Test(arguments: ScreenSituation.all)
  func underVoiceOverACancelledPopShowsTheSourceExpanded(situation: ScreenSituation) {
    let stack = situation.makeStack()
    stack.push(animated: false)
    stack.give(BarState(fraction: 1, isEnabled: true, label: "hidden"))
    let switches = stack.log.switches.count
    stack.beginInteractivePop()
    stack.runtime.setAccessibility(ChromeAccessibility(isVoiceOverRunning: true))
    stack.endInteractivePop(cancelled: true)
    let note = Comment(rawValue: "\(situation)")
    #expect(stack.runtime.currentScreen == 2, note)
    #expect(stack.bar.memory?.fraction == 0, note)
    if stack.log.switches[switches...].contains(where: { $0.value == 1 }) {
      #expect(stack.bar.chrome.behavior.collapsed == 0, note)
    }
    stack.runFrames(60)
    #expect(stack.bar.chrome.behavior.collapsed == 0, note)
    #expect(!stack.bar.chrome.behavior.isEnabled && stack.bar.requestedEnabled, note)
    expectReductionOnlyWhereFollowed(stack, note)
  }
}

/// How a screen with a hidden, frozen bar leaves a stack of screens 1 and 2 (2 on top).
enum Departure: Sendable, CaseIterable {
  /// 2 popped without animation.
  case popped
  /// 2 popped, animated.
  case poppedAnimated
  /// 2 popped by the edge swipe.
  case poppedInteractively
  /// 2 dropped by `setViewControllers([1])`.
  case droppedBySetViewControllers
  /// The same, animated.
  case droppedBySetViewControllersAnimated
  /// 1, beneath the top, dropped by `setViewControllers([2])`: the top does not change.
  case removedFromBeneath
  /// The same, animated.
  case removedFromBeneathAnimated
  /// Both replaced by a new screen 3 (`setViewControllers([3])`); 2 leaves.
  case replaced
  /// The same, animated.
  case replacedAnimated

  /// The screen that leaves, whose identity is then reused.
  var leavingScreen: UInt {
    switch self {
    case .removedFromBeneath, .removedFromBeneathAnimated: 1
    default: 2
    }
  }

  func run(on stack: FakeNavigationStack) {
    switch self {
    case .popped: stack.pop(animated: false)
    case .poppedAnimated: stack.pop(animated: true)
    case .poppedInteractively:
      stack.beginInteractivePop()
      stack.endInteractivePop(cancelled: false)
    case .droppedBySetViewControllers: stack.setViewControllers([1], animated: false)
    case .droppedBySetViewControllersAnimated: stack.setViewControllers([1], animated: true)
    case .removedFromBeneath: stack.setViewControllers([2], animated: false)
    case .removedFromBeneathAnimated: stack.setViewControllers([2], animated: true)
    case .replaced: stack.setViewControllers([3], animated: false)
    case .replacedAnimated: stack.setViewControllers([3], animated: true)
    }
  }
}

/// Whether a modal's presentation and its dismissal animate.
struct ModalAnimation: Sendable, CustomStringConvertible {
  var present: Bool
  var dismiss: Bool

  static let rows = [
    // Neither animates.
    ModalAnimation(present: false, dismiss: false),
    // Both animate: each has a coordinator.
    ModalAnimation(present: true, dismiss: true),
    // Presented with animation, dismissed at once.
    ModalAnimation(present: true, dismiss: false),
    // Presented at once, dismissed with animation.
    ModalAnimation(present: false, dismiss: true),
  ]

  var description: String {
    "present \(present ? "animated" : "at once"), dismiss \(dismiss ? "animated" : "at once")"
  }
}
