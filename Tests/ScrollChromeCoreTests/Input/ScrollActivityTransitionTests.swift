import ScrollChromeCore
import ScrollChromeTestSupport
import Testing

/// `ScrollActivity.transition(from:to:velocity:emit:)`: the delegate events a phase change stands
/// for, in UIKit's order (the end of the old activity, then the start of the new one).
@Suite("ScrollActivity transitions") struct ScrollActivityTransitionTests {
  @Test(arguments: [
    // No change, no event.
    (ScrollActivity.tracking, ScrollActivity.tracking, [ScrollEvent]()),
    // A finger lands on resting content.
    (.idle, .tracking, [.beginDragging]),
    // Released with momentum.
    (.tracking, .decelerating, [.endDragging(velocity: 500, willDecelerate: true)]),
    // Released without momentum.
    (.tracking, .idle, [.endDragging(velocity: 500, willDecelerate: false)]),
    // The content comes to rest.
    (.decelerating, .idle, [.endDecelerating]),
    // A finger catches coasting content.
    (.decelerating, .tracking, [.endDecelerating, .beginDragging]),
    // The app animates the offset.
    (.idle, .animating, [.beginProgrammatic]),
    // The animation ends.
    (.animating, .idle, [.endProgrammatic]),
    // A finger interrupts the animation.
    (.animating, .tracking, [.endProgrammatic, .beginDragging]),
  ])
  func transition(from old: ScrollActivity, to new: ScrollActivity, expected: [ScrollEvent]) {
    var events: [ScrollEvent] = []
    ScrollActivity.transition(from: old, to: new, velocity: 500) { events.append($0) }
    #expect(events == expected)
  }
}
