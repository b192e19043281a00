import ScrollChromeCore
import ScrollChromeTestSupport
import Testing

/// What a `ChromeRuntime` calls out after each input: a piece's apply closure only when its
/// outputs changed, then the completions due, then a pull's trigger; then whether frames are
/// needed — exactly while some piece animates (or the scroll view moves on its own), and only on
/// screen.
@Suite("Runtime: outputs") struct RuntimeOutputTests {
  /// One input to a running bar (44 points, fully shown, 1000 points down a long list).
  enum Input: String, CaseIterable {
    /// A finger lands on still content.
    case fingerRests
    /// A finger starts to drag (`beginDragging`): nothing moves yet.
    case dragBegins
    /// A frame while nothing animates.
    case idleFrame
    /// Rows appended below: the content grows, the bar's outputs do not change.
    case rowsAppended
    /// The app enables the bar, which is enabled.
    case enabledAgain
    /// The app resumes chrome that is not paused.
    case resumedUnpaused
    /// The accessibility settings reported again, unchanged.
    case sameAccessibility
    /// An expand of the expanded bar: it completes, and moves nothing.
    case expandWhileExpanded
    /// The content moves 10 points: the bar collapses 10 points.
    case scrollTenPoints
    /// A collapse without animation.
    case collapse
  }

  @Test(arguments: Input.allCases)
  func aPieceIsAppliedOnlyWhenItsOutputsChanged(input: Input) {
    let fixture = RuntimeFixture()
    let bar = fixture.bar()
    let before = fixture.applies("bar")
    switch input {
    case .fingerRests: fixture.enter(.touching)
    case .dragBegins: fixture.enter(.dragging)
    case .idleFrame: fixture.advance(1.0 / 60)
    case .rowsAppended: fixture.reshape(content: 5000)
    case .enabledAgain: fixture.runtime.setEnabled(true, for: bar)
    case .resumedUnpaused: fixture.runtime.setPaused(false)
    case .sameAccessibility: fixture.runtime.setAccessibility(ChromeAccessibility())
    case .expandWhileExpanded:
      fixture.runtime.run(.expand(animated: false), on: bar, completion: fixture.done("expand"))
      #expect(fixture.results("expand") == [true])
    case .scrollTenPoints: fixture.scroll(to: 1010)
    case .collapse: fixture.runtime.run(.collapse(animated: false), on: bar)
    }
    let moves = input == .scrollTenPoints || input == .collapse
    #expect(fixture.applies("bar") - before == (moves ? 1 : 0))
  }

  /// Collapsing chrome, fully collapsed, as the content scrolls on.
  enum Kind: String, CaseIterable {
    /// A bar: its views draw from the fraction alone, which does not change.
    case bar
    /// A header: its effects also read the offset, which does.
    case header
  }

  @Test(arguments: Kind.allCases)
  func aCollapsedHeaderIsAppliedAsTheContentMovesOnACollapsedBarIsNot(kind: Kind) {
    let fixture = RuntimeFixture()
    let name: String
    switch kind {
    case .bar:
      name = "bar"
      fixture.runtime.run(.collapse(animated: false), on: fixture.bar())
    case .header:
      name = "header"
      let header = fixture.add(HeaderTransition(headerHeight: 200), named: name)
      fixture.runtime.run(.collapse(animated: false), on: header)
    }
    let before = fixture.applies(name)
    fixture.scroll(to: 1100)
    #expect(fixture.applies(name) - before == (kind == .header ? 1 : 0))
  }

  @Test func aCompletionRunsAfterTheApplyOfTheSameInput() {
    let fixture = RuntimeFixture()
    let bar = fixture.bar()
    let start = fixture.log.count
    fixture.runtime.run(.collapse(animated: false), on: bar, completion: fixture.done("jump"))
    // The bar is applied, then its completion runs, then the runtime's own outputs.
    #expect(Array(fixture.log[start...]) == ["apply bar", "done jump true", "offers true"])
  }

  @Test func eachPieceIsAppliedThenItsCompletionsRunThenTheRuntimesOwnOutputs() {
    let fixture = RuntimeFixture()
    let (top, bottom) = (fixture.bar("top"), fixture.bar("bottom"))
    fixture.runtime.run(.collapse(animated: false), on: top, completion: fixture.done("jump"))
    #expect(
      fixture.lines("apply", "done", "offers").suffix(3) == [
        "apply top", "done jump true", "offers true",
      ])
    fixture.runtime.run(.expand(animated: true), on: top, completion: fixture.done("top"))
    fixture.runtime.run(.collapse(animated: true), on: bottom, completion: fixture.done("bottom"))
    let start = fixture.log.count
    // Both animations end on the frame 0.2 s later.
    fixture.advance(RuntimeFixture.duration)
    #expect(
      Array(fixture.log[start...]) == [
        "apply top", "done top true", "apply bottom", "done bottom true", "frames false",
      ])
  }

  @Test func aPullIsAppliedBeforeItsTrigger() {
    let fixture = RuntimeFixture(metrics: RuntimeFixture.top)
    fixture.pull()
    fixture.drag(through: -30, lifting: false)
    let start = fixture.log.count
    fixture.lift()
    #expect(Array(fixture.log[start...]) == ["apply pull", "trigger pull shallow"])
  }

  @Test func framesAreNeededExactlyWhileSomePieceAnimates() {
    let fixture = RuntimeFixture()
    let (top, bottom) = (fixture.bar("top"), fixture.bar("bottom"))
    // A drag without animation needs no frames; expanded before the lift, nothing settles.
    fixture.drag(through: 1001, 1002, lifting: false)
    fixture.runtime.runAll(.expand(animated: false))
    fixture.lift()
    #expect(fixture.lines("frames").isEmpty)
    fixture.runtime.run(.collapse(animated: true), on: top)
    #expect(fixture.runtime.needsFrames)
    fixture.advance(0.1)
    // Overlapping: the bottom bar's animation ends 0.1 s after the top one's.
    fixture.runtime.run(.collapse(animated: true), on: bottom)
    fixture.advance(0.1)
    #expect(!top.chrome.isAnimating && bottom.chrome.isAnimating)
    #expect(fixture.lines("frames") == ["frames true"])
    fixture.advance(0.1)
    #expect(fixture.lines("frames") == ["frames true", "frames false"])
    #expect(!fixture.runtime.needsFrames)
  }

  @Test func framesAreNeededOnlyOnScreenAndAnAnimationCatchesUpWhenItReturns() {
    let fixture = RuntimeFixture()
    let bar = fixture.bar()
    fixture.runtime.run(.collapse(animated: true), on: bar, completion: fixture.done("collapse"))
    fixture.runtime.setOnScreen(false)
    #expect(fixture.lines("frames") == ["frames true", "frames false"])
    fixture.tick(1)
    fixture.runtime.setOnScreen(true)
    #expect(fixture.lines("frames") == ["frames true", "frames false", "frames true"])
    // The first frame back finds the animation over.
    fixture.advance(1.0 / 60)
    #expect(fixture.results("collapse") == [true])
    #expect(fixture.lines("frames").last == "frames false")
  }

  @Test func anAnimationStartedOffScreenAsksForFramesOnceOnScreen() {
    let fixture = RuntimeFixture()
    let bar = fixture.bar()
    fixture.runtime.setOnScreen(false)
    fixture.runtime.run(.collapse(animated: true), on: bar)
    #expect(!fixture.runtime.needsFrames)
    #expect(fixture.lines("frames").isEmpty)
    fixture.runtime.setOnScreen(true)
    #expect(fixture.lines("frames") == ["frames true"])
  }

  @Test func aScrollViewThatMovesOnItsOwnNeedsFramesOnlyOnScreen() {
    // No chrome at all: a fling released by the finger coasts without a notification per frame
    // on every iOS version, so the host model samples it on frames until it rests.
    let harness = UIKitHarness()
    harness.scrollView.drag(by: 200, frames: 10)
    harness.scrollView.lift(velocity: 2000)
    #expect(harness.frameLinkChanges.first == true)
    harness.scrollView.settle()
    #expect(harness.frameLinkChanges.last == false)
    #expect(!harness.chrome.needsFrames)
    // Off screen, the same fling asks for nothing.
    let hidden = UIKitHarness()
    hidden.chrome.setOnScreen(false)
    hidden.scrollView.drag(by: 200, frames: 10)
    hidden.scrollView.lift(velocity: 2000)
    hidden.scrollView.runFrames(60)
    #expect(hidden.frameLinkChanges.isEmpty)
  }
}
