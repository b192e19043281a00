import ScrollChromeCore
import ScrollChromeTestSupport
import Testing

/// The command bookkeeping both adapters share: each completion runs exactly once, with
/// `finished` as the engine reports it, in the order it reports the commands' ends (behaviors
/// §3.5: "Each animated command takes an optional completion that is called exactly once, with
/// `finished == false` when interrupted").
@Suite("ChromeController: completions of commands")
struct ChromeControllerTests {
  /// A controller around a follow-scroll bar of 44 points on a long list at its top, with a
  /// completion that names itself.
  private static func controller() throws -> (
    ChromeController<CollapseBehavior, String>, ScrollTracker
  ) {
    let tracker = try ScrollTracker(metrics: CollapseFixture.longList())
    let behavior = CollapseConfiguration(range: 44, snap: .nearest).makeChrome(tracker: tracker)
    return (ChromeController(behavior), tracker)
  }

  @Test("an animated command completes once, when its animation ends")
  func animatedCompletion() throws {
    var (controller, _) = try Self.controller()
    controller.collapse(animated: true, at: 0, completion: "collapse")
    #expect(controller.takeCompletions().isEmpty, "still animating")
    controller.advance(to: 1)
    let due = controller.takeCompletions()
    #expect(due.map(\.completion) == ["collapse"])
    #expect(due.map(\.finished) == [true])
    controller.advance(to: 2)
    #expect(controller.takeCompletions().isEmpty, "exactly once")
  }

  @Test("a command that ends at once completes at once, registered before its report is read")
  func immediateCompletion() throws {
    var (controller, _) = try Self.controller()
    controller.collapse(animated: false, at: 0, completion: "jump")
    #expect(controller.takeCompletions().map(\.finished) == [true])
    // A refused command (content that fits) completes at once, unfinished.
    let tracker = try ScrollTracker(metrics: CollapseFixture.list(scrolling: 20))
    var short = ChromeController<CollapseBehavior, String>(
      CollapseConfiguration(range: 44).makeChrome(tracker: tracker))
    short.collapse(animated: true, at: 0, completion: "refused")
    let due = short.takeCompletions()
    #expect(due.map(\.completion) == ["refused"] && due.map(\.finished) == [false])
  }

  @Test("an interrupted command completes unfinished, before the one that interrupts it")
  func interruptedOrder() throws {
    var (controller, _) = try Self.controller()
    controller.collapse(animated: true, at: 0, completion: "first")
    controller.advance(to: 0.05)
    controller.expand(animated: true, at: 0.05, completion: "second")
    let due = controller.takeCompletions()
    #expect(due.map(\.completion) == ["first"])
    #expect(due.map(\.finished) == [false])
    controller.advance(to: 2)
    #expect(controller.takeCompletions().map(\.completion) == ["second"])
  }

  @Test("a drag interrupts a command; commands without a completion are skipped")
  func dragInterrupts() throws {
    var (controller, tracker) = try Self.controller()
    controller.setFraction(0.5, animated: true, at: 0, completion: nil)
    controller.collapse(animated: true, at: 0, completion: "collapse")
    try tracker.handle(.beginDragging, at: 0.1)
    controller.handle(.beginDragging, tracker: tracker)
    let due = controller.takeCompletions()
    #expect(due.map(\.completion) == ["collapse"] && due.map(\.finished) == [false])
  }

  @Test("chrome that goes away completes what is still running, unfinished")
  func cancelAll() throws {
    var (controller, _) = try Self.controller()
    controller.collapse(animated: true, at: 0, completion: "running")
    let due = controller.cancelAll()
    #expect(due.map(\.completion) == ["running"] && due.map(\.finished) == [false])
    #expect(controller.cancelAll().isEmpty)
  }
}
