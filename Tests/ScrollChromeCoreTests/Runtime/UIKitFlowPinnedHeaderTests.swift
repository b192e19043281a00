import ScrollChromeCore
import ScrollChromeTestSupport
import Testing

// Pinned section headers and the shy bar, replayed through the runtime as the UIKit adapter runs
// it. A plain table pins its section headers at its adjusted top inset, the safe area's edge,
// which the shy bar moves with its hidden part (ChromeSafeArea): the bar's visible edge is
// `c` above where the fully shown bar ends, the pinned edge `reduction` above it. Farther than
// two travels from the top the two are one edge; nearer, the safe area keeps the content one
// travel from the moved edge (so a drag back down never rubber-bands against an edge that moves
// away), and a pinned header sits at most one travel below the bar.
//
// Screen: viewport 800, content 4000, adjusted insets 100 (top) and 83 (bottom); R = 44.

@Suite("UIKit flows: pinned section headers under the shy bar")
struct UIKitFlowPinnedHeaderTests {
  @Test(
    "a pinned header sits at the bar's visible edge beyond two travels, within one travel nearer",
    arguments: UIKitUnknowns.corners)
  func pinnedHeaderFollowsTheBar(unknowns: UIKitUnknowns) {
    let harness = UIKitHarness(metrics: UIKitHarness.phone, unknowns: unknowns)
    let component = harness.add(.shyBar)
    let range = 44.0
    // A slow drag down the list, a frame at a time, then back up to the top.
    for step in [Double](repeating: 3, count: 80) + [Double](repeating: -3, count: 80) {
      harness.scrollView.drag(by: step, frames: 1)
      let hidden = component.behavior()!.collapsed
      let gap = hidden - harness.topSafeAreaReduction
      let u = harness.offsetFromTop
      let context = "\(unknowns), u = \(u)"
      if u >= 2 * range {
        #expect(abs(gap) < 1e-9, "\(context): the header is \(gap) below the bar")
      } else {
        #expect(gap >= -1e-9 && gap <= range + 1e-9, "\(context): gap \(gap)")
      }
    }
    harness.scrollView.lift()
    harness.scrollView.settle()
    harness.expectRests(component, "\(unknowns)")
  }
}
