import ScrollChromeCore
import ScrollChromeTestSupport
import Testing

@Suite("Runtime smoke") struct RuntimeSmokeTests {
  @Test(arguments: UIKitUnknowns.all)
  func aShyBarHidesFarFromTheTopAndSettles(unknowns: UIKitUnknowns) {
    let harness = UIKitHarness(unknowns: unknowns)
    let bar = harness.addShyBar()
    harness.duringApply = { harness, _ in
      // The probe's shape: a handler reads the runtime during delivery.
      _ = harness.chrome.needsFrames
      _ = harness.chrome.tracker.metrics
    }
    harness.scrollView.drag(by: 300, frames: 30)
    harness.scrollView.lift()
    harness.scrollView.settle()
    #expect(bar.chrome.behavior.fraction == 1, "\(unknowns)")
    #expect(harness.scrollView.chromeTopInset < 0, "the safe area follows the hidden bar")
    #expect(!harness.chrome.needsFrames)
    // A slow drag lifted with the bar half hidden ends settled.
    harness.scrollView.drag(by: -20, frames: 20)
    harness.scrollView.lift()
    harness.scrollView.settle()
    let fraction = bar.chrome.behavior.fraction
    #expect(fraction == 0 || fraction == 1, "\(unknowns): \(fraction)")
  }
}
