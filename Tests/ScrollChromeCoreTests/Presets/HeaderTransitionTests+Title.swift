import ScrollChromeCore
import ScrollChromeTestSupport
import Testing

// The Parallax animator's title (the `threshold` effect, after TIUIElements' Parallax animator):
// alpha 0 until the header is fully collapsed (f == 1), then a 0.2 s ease-in-out fade to 1 — and
// back to 0 as soon as f drops below 1. The seed set alpha 0/1 at once on an exact `== 1`; its
// UIView animations ran 0.2 s ease-in-out, which is the fade's timing here. Reduce Motion switches
// at once. Geometry: the long list at rest at y = 0, header 200 ⇒ R 200.

/// (fading in, seconds after the switch, expected title alpha). easeInOut over 0.2 s, from python3
/// (Bézier (0.42, 0, 0.58, 1) solved for x = t/0.2): x 0.25 ⇒ 0.129162, x 0.5 ⇒ 0.5,
/// x 0.75 ⇒ 0.870838.
private let fadeRows: [(Bool, Double, Double)] = [
  // In: at the switch, still 0.
  (true, 0, 0),
  (true, 0.05, 0.129_161_931),
  // Half-way in time, half-way in alpha (symmetric curve).
  (true, 0.1, 0.5),
  (true, 0.15, 0.870_838_069),
  // Done after 0.2 s.
  (true, 0.2, 1),
  (true, 0.5, 1),
  // Out: at the switch, still 1.
  (false, 0, 1),
  // 1 − 0.129162.
  (false, 0.05, 0.870_838_069),
  (false, 0.1, 0.5),
  (false, 0.15, 0.129_161_931),
  (false, 0.2, 0),
  (false, 0.5, 0),
]

/// (y, whether the title starts fading in): only f == 1 shows it.
private let gateRows: [(Double, Bool)] = [
  // f 199/200 = 0.995: hidden, nothing animates.
  (199, false),
  // f 0.9995: still hidden (no rounding up).
  (199.9, false),
  // f exactly 1.
  (200, true),
  // Past the range: f stays 1.
  (800, true),
]

extension HeaderTransitionTests {
  @Test("parallax title: a 0.2 s ease-in-out fade at f == 1, in and out", arguments: fadeRows)
  func parallaxTitleFade(fadingIn: Bool, seconds: Double, alpha: Double) throws {
    var harness = try HeaderHarness(.parallax)
    harness.drag(200)
    if !fadingIn {
      harness.run(for: 0.3)
      #expect(harness.title.alpha == 1)
      // f 0.95: fade out.
      harness.scroll(190)
    }
    harness.run(for: seconds)
    #expect(isClose(harness.title.alpha, alpha, tolerance: 1e-6), "\(harness.title.alpha)")
    // It animates while the fade runs, and only then.
    #expect(harness.chrome.isAnimating == (seconds < 0.2))
    // Only the alpha changes: no slide, no scale.
    #expect(harness.title.translateY == 0 && harness.title.scaleX == 1)
  }

  @Test("parallax title waits for f == 1 exactly", arguments: gateRows)
  func parallaxTitleWaits(y: Double, fades: Bool) throws {
    var harness = try HeaderHarness(.parallax)
    harness.drag(y)
    #expect(harness.chrome.isAnimating == fades)
    #expect(harness.title.alpha == 0)
    harness.run(for: 0.3)
    #expect(harness.title.alpha == (fades ? 1 : 0))
  }

  @Test("parallax title: reversing mid-fade continues from where the fade is")
  func parallaxTitleReverses() throws {
    var harness = try HeaderHarness(.parallax)
    harness.drag(200)
    harness.run(for: 0.1)
    #expect(isClose(harness.title.alpha, 0.5, tolerance: 1e-6))
    // Back to f 0.5 on the next frame: the fade turns around without a jump.
    harness.scroll(100)
    let right = harness.title.alpha
    #expect(right > 0.5 && right < 0.7, "\(right)")  // at most one frame further in
    #expect(harness.chrome.isAnimating)
    harness.run(for: 0.2)
    #expect(harness.title.alpha == 0)
    #expect(!harness.chrome.isAnimating)
  }

  @Test("parallax title with Reduce Motion switches at once", arguments: [true, false])
  func parallaxTitleReduceMotion(reduceMotion: Bool) throws {
    var harness = try HeaderHarness(.parallax)
    harness.chrome.behavior.reduceMotion = reduceMotion
    harness.drag(200)
    #expect(harness.title.alpha == (reduceMotion ? 1 : 0))
    #expect(harness.chrome.isAnimating == !reduceMotion)
    harness.run(for: 0.3)
    #expect(harness.title.alpha == 1)
    harness.scroll(100)
    #expect(harness.title.alpha == (reduceMotion ? 0 : 1))
    #expect(harness.chrome.isAnimating == !reduceMotion)
  }

  @Test(
    "only the parallax animator's title waits for the collapse",
    arguments: HeaderTransition.Animator.allCases)
  func titleWaits(animator: HeaderTransition.Animator) throws {
    let harness = try HeaderHarness(animator)
    #expect(harness.chrome.preset.titleWaitsForCollapse == (animator == .parallax))
  }
}
