import ScrollChromeCore
import ScrollChromeTestSupport
import Testing

// Going to the background and back, replayed through the runtime as the UIKit adapter runs it,
// for every component and under UIKit's undocumented choices. Resigning active cancels the
// touches: the pan is cancelled, and since the person never lifted the drag ends as a takeover,
// without a release (a pull fires nothing); partial chrome settles once the content rests. In the
// background no frame comes (the display link is paused with the app) while the
// clock goes on; the chrome's animations are closed forms of time, so the first frame back shows
// where they are by then — at their end — without a jump in between.

@Suite("UIKit flows: going to the background and back")
struct UIKitFlowLifecycleTests {
  @Test(
    "a drag the system cancels settles the chrome; time in the background moves nothing",
    arguments: UIKitComponent.collapsing, UIKitUnknowns.corners)
  func backgroundMidDrag(kind: UIKitComponent, unknowns: UIKitUnknowns) {
    let harness = UIKitHarness(metrics: UIKitHarness.phone, unknowns: unknowns)
    let component = harness.add(kind)
    let context = "\(kind), \(unknowns)"
    // From the top, a slow drag down the list stopped a few points in by the system: every
    // collapsing component is partly hidden then (the shy bar and the header collapse with the
    // content, the followers follow it).
    harness.scrollView.drag(by: 20, frames: 10)
    let partial = component.fraction ?? 0
    #expect(partial > 0 && partial < 1, "\(context): partly hidden at \(partial)")
    harness.scrollView.cancelTouches()
    harness.scrollView.stayInBackground(for: 30)
    harness.scrollView.settle()
    harness.expectRests(component, context)
    let fraction = component.fraction ?? -1
    if kind == .header {
      // TIUIElements' header does not settle: it stays with the content.
      #expect(fraction == partial, "\(context): stays at \(fraction)")
    } else {
      #expect(fraction == 0 || fraction == 1, "\(context): rests at \(fraction)")
    }
  }

  @Test(
    "a pull the system cancels never fires: the person did not lift, and the header rests",
    arguments: UIKitUnknowns.all)
  func backgroundMidPull(unknowns: UIKitUnknowns) {
    let harness = UIKitHarness(metrics: UIKitHarness.phone, unknowns: unknowns)
    let component = harness.add(.pull)
    let context = "\(unknowns)"
    harness.scrollView.drag(by: -200, frames: 10)
    harness.scrollView.cancelTouches()
    harness.scrollView.stayInBackground(for: 30)
    harness.scrollView.settle()
    harness.expectRests(component, context)
    #expect(harness.triggers.isEmpty, "\(context): \(harness.triggers)")
    #expect(harness.rejected.isEmpty, "\(context): \(harness.rejected)")
  }

  @Test(
    "hidden chrome at rest stays hidden through the background and back",
    arguments: UIKitComponent.allCases, UIKitUnknowns.corners)
  func backgroundAtRest(kind: UIKitComponent, unknowns: UIKitUnknowns) {
    let harness = UIKitHarness(metrics: UIKitHarness.phone, unknowns: unknowns)
    let component = harness.add(kind)
    harness.begin(at: .midList, component)
    let before = component.fraction
    let context = "\(kind), \(unknowns)"
    harness.scrollView.stayInBackground(for: 600)
    harness.scrollView.layout()
    harness.scrollView.settle()
    #expect(component.fraction == before, "\(context)")
    harness.expectRests(component, context)
  }

  @Test(
    "a command under way when the app leaves has ended by the first frame back",
    arguments: UIKitComponent.collapsing, UIKitUnknowns.corners)
  func backgroundDuringACommand(kind: UIKitComponent, unknowns: UIKitUnknowns) {
    let harness = UIKitHarness(metrics: UIKitHarness.phone, unknowns: unknowns)
    let component = harness.add(kind)
    harness.begin(at: .midList, component)
    let context = "\(kind), \(unknowns)"
    var results: [Bool] = []
    harness.chrome.run(.expand(animated: true), on: component.piece) { results.append($0) }
    harness.scrollView.runFrames(2)
    harness.scrollView.stayInBackground(for: 30)
    harness.scrollView.runFrames(1)
    #expect(results == [true], "\(context)")
    #expect(component.fraction == 0, "\(context)")
    harness.scrollView.settle()
    harness.expectRests(component, context)
  }
}
