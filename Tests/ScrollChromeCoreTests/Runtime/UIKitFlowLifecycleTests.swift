import ScrollChromeCore
import ScrollChromeTestSupport
import Testing

// Going to the background and back, replayed through the runtime as the UIKit adapter runs it,
// for every component and under UIKit's undocumented choices. Resigning active cancels the
// touches: the pan is cancelled and the drag ends without velocity, which is a settle point like
// any lift. In the background no frame comes (the display link is paused with the app) while the
// clock goes on; the chrome's animations are closed forms of time, so the first frame back shows
// where they are by then — at their end — without a jump in between.

@Suite("UIKit flows: going to the background and back")
struct UIKitFlowLifecycleTests {
  @Test(
    "a drag the system cancels settles the chrome; time in the background moves nothing",
    arguments: UIKitComponent.allCases, UIKitUnknowns.corners)
  func backgroundMidDrag(kind: UIKitComponent, unknowns: UIKitUnknowns) {
    let harness = UIKitHarness(metrics: UIKitHarness.phone, unknowns: unknowns)
    let component = harness.add(kind)
    harness.begin(at: .midList, component)
    let context = "\(kind), \(unknowns)"
    // A slow drag back up the list, stopped half way by the system.
    harness.scrollView.drag(by: -20, frames: 10)
    harness.scrollView.cancelTouches()
    harness.scrollView.stayInBackground(for: 30)
    harness.scrollView.settle()
    harness.expectRests(component, context)
    if let fraction = component.fraction {
      #expect(fraction == 0 || fraction == 1, "\(context): rests at \(fraction)")
    } else {
      #expect(harness.triggers.isEmpty, "\(context): a cancelled pull never triggers")
    }
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
