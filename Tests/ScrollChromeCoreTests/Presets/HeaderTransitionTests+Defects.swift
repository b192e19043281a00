import ScrollChromeCore
import ScrollChromeTestSupport
import Testing

// The TIUIElements defects the preset fixes instead of reproducing: the unfloored (negative)
// fraction, the mirrored initial scale (−0.5, 0.5), the degenerate zero scale at f = 0, the frozen
// baseline, and the stale parallax container (stretch only updated for y ≤ 0; a header permanently
// stretched by the top inset). Each is pinned here. Geometry: the long list (V 800, C 4000, so
// maxY = 3200 + insetTop), header 200 ⇒ R 200.

/// (animator, y pulled to from rest at 0) — a pull past the top never makes f negative.
private let pullRows: [(HeaderTransition.Animator, Double)] = [
  // The seed: f = −1/200 = −0.005.
  (.transition, -1),
  // The seed: −0.2, title alpha −0.2 and shifted 2 pt down.
  (.transition, -40),
  // The seed: −1.5, scale −0.25 (flipped content).
  (.scale, -300),
  (.parallaxWithScale, -40),
]

/// (y, expected f, expected stretch), one event each, from rest at y = 0: the stretch follows
/// every event, including a jump from a pull to scrolled content in one event.
private let stretchTrace: [(Double, Double, Double)] = [
  // Pulled 40.
  (-40, 0, 40),
  // From −40 to 50 in one event: the seed kept the −40 container (stale stretch); here 0.
  (50, 0.25, 0),
  // Pulled 10.
  (-10, 0, 10),
  // From −10 to 30: 0 again.
  (30, 0.15, 0),
  // Past the bottom (maxY 3200) by 50: no stretch at the bottom, f 1.
  (3250, 1, 0),
]

/// How an offset change reaches the header.
enum HeaderDriver: String, Sendable, CaseIterable {
  case dragging
  case decelerating
  case programmatic
}

extension HeaderTransitionTests {
  @Test("a pull never makes the fraction negative (a seed defect, fixed)", arguments: pullRows)
  func noNegativeFraction(animator: HeaderTransition.Animator, y: Double) throws {
    var harness = try HeaderHarness(animator)
    harness.drag(y)
    #expect(harness.fraction == 0)
    let title = harness.title
    // f 0: alpha 0, no downward shift beyond 10, a positive half scale.
    #expect(title.alpha == 0)
    #expect(title.translateY <= 10)
    #expect(title.scaleX > 0 && title.scaleY > 0)
  }

  @Test(
    "the scale title starts at half size, not mirrored, not zero (a seed defect, fixed)",
    arguments: [HeaderTransition.Animator.scale, .parallaxWithScale])
  func scaleStartsAtHalf(animator: HeaderTransition.Animator) throws {
    var harness = try HeaderHarness(animator)
    // Before any event: the seed's scale(−0.5, 0.5).
    #expect(harness.title.scaleX == 0.5 && harness.title.scaleY == 0.5)
    #expect(harness.title.alpha == 0)
    // At f = 0 after an event: the seed's scale(0, 0).
    harness.drag(0)
    #expect(harness.title.scaleX == 0.5 && harness.title.scaleY == 0.5)
  }

  @Test(
    "the baseline follows an inset change (the seed froze it, fixed)",
    arguments: [HeaderTransition.Animator.transition, .parallaxWithScale])
  func liveBaseline(animator: HeaderTransition.Animator) throws {
    var harness = try HeaderHarness(animator)
    harness.drag(100)
    #expect(harness.fraction == 0.5)
    harness.scroll(0)
    harness.send(.endDragging(velocity: 0, willDecelerate: false))
    // A bar appears: the adjusted top inset becomes 88 and UIKit moves the content to its new
    // resting top, y = −88.
    harness.send(.geometry(viewport: 800, content: 4000, insetTop: 88, insetBottom: 0))
    harness.send(.beginDragging)
    // (y, f): the seed kept start 0 ⇒ f = y/200 = −0.44, 0.06, 0.56; ours u = y + 88.
    let trace: [(Double, Double)] = [(-88, 0), (12, 0.5), (112, 1), (-88, 0)]
    for (y, f) in trace {
      harness.scroll(y)
      #expect(harness.fraction == f, "y = \(y)")
    }
  }

  @Test(
    "the stretch follows every event (the seed's parallax header kept a stale one, fixed)",
    arguments: [HeaderTransition.Animator.parallax, .parallaxWithTransition, .parallaxWithScale])
  func stretchEveryEvent(animator: HeaderTransition.Animator) throws {
    var harness = try HeaderHarness(animator)
    harness.send(.beginDragging)
    for (y, f, stretch) in stretchTrace {
      harness.scroll(y)
      #expect(isClose(harness.fraction, f, tolerance: 1e-9), "y = \(y)")
      #expect(harness.chrome.behavior.stretch == stretch, "y = \(y)")
      // height = 200 + s, translateY = −s.
      #expect(harness.header.height == 200 + stretch, "y = \(y)")
      #expect(harness.header.translateY == -stretch, "y = \(y)")
    }
  }

  @Test(
    "at rest under a 88 pt inset the header is not stretched (the seed's parallax header, fixed)",
    arguments: [HeaderTransition.Animator.parallax, .parallaxWithTransition, .parallaxWithScale])
  func noStretchAtRestWithInset(animator: HeaderTransition.Animator) throws {
    var harness = try HeaderHarness(animator, insetTop: 88)
    #expect(harness.header.height == 200 && harness.header.translateY == 0)
    harness.drag(-88)
    #expect(harness.header.height == 200 && harness.header.translateY == 0)
  }

  @Test("the header follows the offset whoever moves it", arguments: HeaderDriver.allCases)
  func anyDriver(driver: HeaderDriver) throws {
    var harness = try HeaderHarness(.transition)
    switch driver {
    case .dragging:
      harness.send(.beginDragging)
    case .decelerating:
      harness.send(.beginDragging)
      harness.send(.endDragging(velocity: 800, willDecelerate: true))
    case .programmatic:
      harness.send(.beginProgrammatic)
    }
    // 100/200.
    harness.scroll(100)
    #expect(harness.fraction == 0.5)
    #expect(isClose(harness.title.alpha, 0.5))
  }

  @Test("exitUntilCollapsed: scrolling up mid-list does not reveal; the top does")
  func returnsNearTheTop() throws {
    var harness = try HeaderHarness(.scale)
    harness.send(.beginDragging)
    // (y, f): collapsed by 1000; still collapsed at 900 and 200; 150/200 = 0.75; 0 at the top.
    let trace: [(Double, Double)] = [(1000, 1), (900, 1), (200, 1), (150, 0.75), (0, 0)]
    for (y, f) in trace {
      harness.scroll(y)
      #expect(harness.fraction == f, "y = \(y)")
      // scale 0.5 + 0.5·f.
      #expect(harness.title.scaleX == 0.5 + 0.5 * f, "y = \(y)")
    }
  }
}
