import ScrollChromeCore
import ScrollChromeTestSupport
import Testing

/// A shy navigation bar handed to the system (iOS 27's navigation bar minimization) and taken
/// back: handed over, the bar shows fully, takes no safe area and stops following scrolling and
/// commands, while the stack keeps switching screens; taken back, it follows scrolling again, and
/// the screens the system's bar was not shown on keep their state. The bar is `ShyBar()`, 300
/// points down its list as in the screen-switching tests.
@Suite("System handover") struct SystemHandoverTests {
  /// Handed over, the bar shows fully at once — hidden, halfway or frozen by the app — and gives
  /// the screen back its safe area; scrolling no longer moves it, and the app's enabling stays.
  @Test(arguments: BarState.rows)
  func handingOverShowsTheBarAndStopsIt(state: BarState) {
    let stack = FakeNavigationStack()
    stack.give(state)
    stack.runtime.handOver(stack.bar, toSystem: true)
    #expect(stack.bar.chrome.behavior.fraction == 0)
    #expect(!stack.runtime.isRunning(stack.bar))
    #expect(stack.bar.memory == CollapseMemory(fraction: 0, isEnabled: state.isEnabled))
    #expect(isClose(stack.screen(1)?.account.added ?? .nan, 0, tolerance: 1e-9))
    stack.screen(1)?.scrollView.drag(by: -200, frames: 10)
    stack.screen(1)?.scrollView.drag(by: 400, frames: 10)
    #expect(stack.bar.chrome.behavior.collapsed == 0)
    #expect(isClose(stack.screen(1)?.account.added ?? .nan, 0, tolerance: 1e-9))
    #expect(stack.log.applied.last?.value == 0)
  }

  /// A call that changes nothing does nothing: taking back a bar the system does not have, or
  /// handing over one it has, leaves the count of hand-overs alone, so one hand-over stops the
  /// bar and one hand-back starts it again.
  @Test func callsThatChangeNothingDoNothing() {
    let stack = FakeNavigationStack()
    stack.runtime.handOver(stack.bar, toSystem: false)
    stack.runtime.handOver(stack.bar, toSystem: false)
    #expect(stack.runtime.isRunning(stack.bar))
    stack.runtime.handOver(stack.bar, toSystem: true)
    #expect(!stack.runtime.isRunning(stack.bar))
    stack.runtime.handOver(stack.bar, toSystem: true)
    stack.runtime.handOver(stack.bar, toSystem: false)
    #expect(stack.runtime.isRunning(stack.bar))
  }

  /// While the system has the bar, a command completes at once, unfinished, and moves nothing;
  /// the scroll view offers no action to show the bar.
  @Test func commandsCompleteUnfinishedUnderTheSystem() {
    let stack = FakeNavigationStack()
    stack.give(BarState(fraction: 1, isEnabled: true, label: "hidden"))
    stack.runtime.handOver(stack.bar, toSystem: true)
    var results: [Bool] = []
    stack.runtime.run(.collapse(animated: false), on: stack.bar) { results.append($0) }
    stack.runtime.run(.expand(animated: true), on: stack.bar) { results.append($0) }
    stack.runFrames(30)
    #expect(results == [false, false])
    #expect(stack.bar.chrome.behavior.fraction == 0)
    #expect(!stack.runtime.offersExpandAction)
  }

  /// Taken back, the bar follows the current screen's scrolling from fully shown: 300 more points
  /// down hide it, and the screen's safe area follows it again.
  @Test(arguments: ScreenSituation.all)
  func takenBackTheBarFollowsScrollingAgain(situation: ScreenSituation) {
    let stack = situation.makeStack()
    stack.give(BarState(fraction: 1, isEnabled: true, label: "hidden"))
    stack.runtime.handOver(stack.bar, toSystem: true)
    stack.push(animated: true)
    stack.runtime.handOver(stack.bar, toSystem: false)
    let note = Comment(rawValue: "\(situation)")
    #expect(stack.runtime.isRunning(stack.bar), note)
    #expect(stack.bar.chrome.behavior.fraction == 0, note)
    stack.give(BarState(fraction: 1, isEnabled: true, label: "hidden"))
    #expect(stack.bar.chrome.behavior.fraction == 1, note)
    expectReductionOnlyWhereFollowed(stack, note)
  }

  /// Taken back, the bar reads the scroll view as it is now, not as it was when it stopped: after
  /// the content scrolled far from its top, a collapse is allowed; after it came to fit, it is
  /// refused.
  @Test func takenBackTheBarReadsTheScrollViewAsItIsNow() {
    let fixture = RuntimeFixture(metrics: RuntimeFixture.top)
    let bar = fixture.add(ShyBar(fullHeight: 44), named: "bar")
    fixture.runtime.handOver(bar, toSystem: true)
    fixture.scroll(to: 1000)
    fixture.runtime.handOver(bar, toSystem: false)
    fixture.runtime.run(.collapse(animated: false), on: bar, completion: fixture.done("far"))
    #expect(fixture.results("far") == [true])
    #expect(bar.chrome.behavior.fraction == 1)
    fixture.runtime.handOver(bar, toSystem: true)
    fixture.scroll(to: 0)
    fixture.reshape(content: 700)
    fixture.runtime.handOver(bar, toSystem: false)
    fixture.runtime.run(.collapse(animated: false), on: bar, completion: fixture.done("fits"))
    #expect(fixture.results("fits") == [false])
    #expect(bar.chrome.behavior.fraction == 0)
  }

  /// A screen the system's bar was shown on keeps no state of the bar: back on it, the bar starts
  /// shown. A screen it was not shown on keeps its state: returning to it restores the bar.
  @Test(arguments: ScreenSituation.all)
  func onlyScreensShownUnderTheSystemForgetTheBar(situation: ScreenSituation) {
    let stack = situation.makeStack()
    stack.give(BarState(fraction: 1, isEnabled: true, label: "hidden"))
    stack.push(animated: true)
    stack.give(BarState(fraction: 0.5, isEnabled: true, label: "halfway"))
    stack.runtime.handOver(stack.bar, toSystem: true)
    // Screen 3 comes and goes under the system; screen 2 shows again under it.
    stack.push(animated: true)
    stack.pop(animated: true)
    stack.runtime.handOver(stack.bar, toSystem: false)
    let note = Comment(rawValue: "\(situation)")
    #expect(stack.bar.chrome.behavior.fraction == 0, note)
    stack.pop(animated: true)
    #expect(stack.bar.chrome.behavior.fraction == 1, note)
    #expect(stack.runtime.currentScreen == 1, note)
    expectReductionOnlyWhereFollowed(stack, note)
  }

  /// The bar's owner may change from inside an apply closure (an app's `onUpdate` sets the flag):
  /// the hand-over waits until the apply returns, then shows the bar and stops it; taken back,
  /// it follows scrolling again.
  @Test func handingOverFromInsideAnApplyWaitsForIt() {
    let fixture = RuntimeFixture()
    let bar = fixture.bar()
    var handedOver = false
    fixture.hook = { line in
      guard line == "apply bar", !handedOver, bar.chrome.fraction > 0.5 else { return }
      handedOver = true
      fixture.runtime.handOver(bar, toSystem: true)
      #expect(fixture.runtime.isRunning(bar))
    }
    fixture.drag(through: 1010, 1030, 1060)
    #expect(handedOver)
    #expect(!fixture.runtime.isRunning(bar))
    #expect(bar.chrome.fraction == 0)
    fixture.drag(through: 1100, 1200)
    #expect(bar.chrome.fraction == 0)
    fixture.hook = { _ in }
    fixture.runtime.handOver(bar, toSystem: false)
    fixture.drag(through: 1250, 1300)
    #expect(bar.chrome.fraction == 1)
  }

  /// A shy bar gives each screen the system's minimization that stands for it only while the
  /// system moves the bar; moving itself, it keeps the system from minimizing the same bar.
  @Test(arguments: [
    // Handed over, enabled: minimize on scrolling down, restore at the top.
    (true, true, SystemMinimization(behavior: .onScrollDown, restoration: .atScrollEdge)),
    // Handed over, frozen by the app: never minimize.
    (true, false, SystemMinimization(behavior: .never, restoration: .onReversal)),
    // The bar moves itself: the system never minimizes it.
    (false, true, SystemMinimization(behavior: .never, restoration: .onReversal)),
    // Moving itself and frozen: never.
    (false, false, SystemMinimization(behavior: .never, restoration: .onReversal)),
  ])
  func theSystemMinimizesOnlyABarHandedToIt(
    handedToSystem: Bool, isEnabled: Bool, expected: SystemMinimization
  ) {
    let bar = ShyBar(fullHeight: 44, shyHeight: 10, snaps: false, isEnabled: isEnabled)
    #expect(bar.systemMinimization.ifHandedToSystem(handedToSystem) == expected)
  }
}
