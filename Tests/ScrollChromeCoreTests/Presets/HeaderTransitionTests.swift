import ScrollChromeCore
import ScrollChromeTestSupport
import Testing

// The `headerTransition` preset of TIUIElements' header transition (TouchInstinct/LeadKit): a
// collapsesWithContent collapse without settling, R = headerHeight + fixedTopOffset, and each
// animator is a combination of effects — Parallax = stretch + threshold title (0.2 s ease-in-out
// fade), Transition = slide 10 + fade, Scale = scale from 0.5 + fade, ParallaxWithTransition and
// ParallaxWithScale = Parallax's header with the other's title. Unless stated: a long list (V 800,
// C 4000) at rest at y = 0, header 200, fixedTopOffset 0 ⇒ R = 200, f = u/200.

/// A header of 200 with the changes given.
private func header(translateY: Double = 0, height: Double = 200) -> Attributes {
  Attributes(translateY: translateY, height: height)
}

/// A title (height unmanaged: 0) with the changes given.
private func title(alpha: Double = 1, translateY: Double = 0, scale: Double = 1) -> Attributes {
  Attributes(alpha: alpha, translateY: translateY, scaleX: scale, scaleY: scale)
}

/// Transition's title at f: translateY = 10·(1 − f), alpha = f.
private func sliding(_ f: Double) -> Attributes { title(alpha: f, translateY: 10 * (1 - f)) }

/// Scale's title at f: scale = 0.5 + 0.5·f, alpha = f.
private func scaling(_ f: Double) -> Attributes { title(alpha: f, scale: 0.5 + 0.5 * f) }

/// The header pulled 40 past the top: 200 + 40 tall, moved up 40.
private let stretched = header(translateY: -40, height: 240)

/// (animator, y, expected header, expected title once settled, whether the title fades right after
/// the event). y 0, 50, 100, 200 ⇒ f 0, 0.25, 0.5, 1; y −40 ⇒ f 0, stretch 40.
private let animatorRows: [(HeaderTransition.Animator, Double, Attributes, Attributes, Bool)] = [
  // none: nothing changes, ever.
  (.none, 0, header(), title(), false),
  (.none, 50, header(), title(), false),
  (.none, 100, header(), title(), false),
  (.none, 200, header(), title(), false),
  (.none, -40, header(), title(), false),
  // parallax: the header stretches only when pulled; the title is hidden until f == 1.
  (.parallax, 0, header(), title(alpha: 0), false),
  (.parallax, 50, header(), title(alpha: 0), false),
  (.parallax, 100, header(), title(alpha: 0), false),
  // f 1: the title fades in over 0.2 s, then alpha 1.
  (.parallax, 200, header(), title(), true),
  // Pulled 40: height 240, translateY −40; the title stays hidden.
  (.parallax, -40, stretched, title(alpha: 0), false),
  // transition: ty = 10·(1 − f), alpha = f; the header never stretches.
  (.transition, 0, header(), sliding(0), false),
  // 10·0.75 = 7.5, alpha 0.25.
  (.transition, 50, header(), sliding(0.25), false),
  // 10·0.5 = 5, alpha 0.5.
  (.transition, 100, header(), sliding(0.5), false),
  (.transition, 200, header(), sliding(1), false),
  // Pulled: f 0 (never −0.2), so 10 and 0; no stretch.
  (.transition, -40, header(), sliding(0), false),
  // scale: scale = 0.5 + 0.5·f, alpha = f.
  (.scale, 0, header(), scaling(0), false),
  // 0.5 + 0.125 = 0.625.
  (.scale, 50, header(), scaling(0.25), false),
  // 0.75.
  (.scale, 100, header(), scaling(0.5), false),
  (.scale, 200, header(), scaling(1), false),
  // Pulled: 0.5 (never negative or mirrored).
  (.scale, -40, header(), scaling(0), false),
  // parallaxWithTransition: Parallax's header, Transition's title (no threshold).
  (.parallaxWithTransition, 0, header(), sliding(0), false),
  (.parallaxWithTransition, 50, header(), sliding(0.25), false),
  (.parallaxWithTransition, 100, header(), sliding(0.5), false),
  (.parallaxWithTransition, 200, header(), sliding(1), false),
  (.parallaxWithTransition, -40, stretched, sliding(0), false),
  // parallaxWithScale: Parallax's header, Scale's title.
  (.parallaxWithScale, 0, header(), scaling(0), false),
  (.parallaxWithScale, 50, header(), scaling(0.25), false),
  (.parallaxWithScale, 100, header(), scaling(0.5), false),
  (.parallaxWithScale, 200, header(), scaling(1), false),
  (.parallaxWithScale, -40, stretched, scaling(0), false),
]

/// (headerHeight, fixedTopOffset, y, expected f) with R = headerHeight + fixedTopOffset.
private let rangeRows: [(Double, Double, Double, Double)] = [
  // R 200: 100/200.
  (200, 0, 100, 0.5),
  // A large title of 52: R 252, 126/252 = 0.5.
  (200, 52, 126, 0.5),
  // 200/252 = 0.79365: the header's own height is not yet the full travel.
  (200, 52, 200, 200.0 / 252),
  // 252/252.
  (200, 52, 252, 1),
  // R 150 + 50 = 200: 50/200.
  (150, 50, 50, 0.25),
]

/// (seed parameter values, expected field): the seed's names.
private let invalidRows: [(Double, Double, String)] = [
  // A header has a height greater than 0.
  (0, 0, "headerHeight"),
  (-1, 0, "headerHeight"),
  (.nan, 0, "headerHeight"),
  (.infinity, 0, "headerHeight"),
  // Beyond the 1e9 magnitude limit.
  (2e9, 0, "headerHeight"),
  // fixedTopOffset (the seed's `fixedTopOffet`) is at least 0.
  (200, -1, "fixedTopOffset"),
  (200, .nan, "fixedTopOffset"),
  (200, .infinity, "fixedTopOffset"),
  // The header is checked first.
  (-1, -1, "headerHeight"),
]

/// (seconds after reaching f = 1, expected title alpha): easeInOut over 0.2 s, values from python3
/// (Bézier (0.42, 0, 0.58, 1) solved for x = t/0.2).
private let fadeInRows: [(Double, Double)] = [
  (0, 0),
  // x 0.25 ⇒ 0.12916.
  (0.05, 0.129_161_931),
  // x 0.5 ⇒ 0.5 (the curve is symmetric).
  (0.1, 0.5),
  // x 0.75 ⇒ 0.87084.
  (0.15, 0.870_838_069),
  (0.2, 1),
  (0.5, 1),
]

/// The animators that stretch the header.
private let stretchingAnimators: [HeaderTransition.Animator] = [
  .parallax, .parallaxWithTransition, .parallaxWithScale,
]

@Suite("HeaderTransition preset")
struct HeaderTransitionTests {
  @Test("defaults: header 200, R 200, collapsesWithContent, no settling")
  func defaults() throws {
    let harness = try HeaderHarness(.none)
    let configuration = harness.chrome.behavior.configuration
    #expect(harness.chrome.preset.headerHeight == 200)
    #expect(harness.chrome.preset.fixedTopOffset == 0)
    #expect(configuration.range == 200)
    #expect(configuration.mode == .collapsesWithContent)
    #expect(configuration.snap == .none)
    #expect(HeaderTransition.thresholdFade == .timing(.easeInOut, duration: 0.2))
  }

  @Test("every animator's header and title", arguments: animatorRows)
  func animator(
    _ animator: HeaderTransition.Animator, y: Double, header: Attributes, title: Attributes,
    fades: Bool
  ) throws {
    var harness = try HeaderHarness(animator)
    harness.drag(y)
    #expect(harness.chrome.isAnimating == fades)
    harness.run(for: 0.3)
    #expect(!harness.chrome.isAnimating)
    #expect(isClose(harness.header, header), "header \(harness.header)")
    #expect(isClose(harness.title, title), "title \(harness.title)")
  }

  @Test("R = headerHeight + fixedTopOffset", arguments: rangeRows)
  func range(headerHeight: Double, fixedTopOffset: Double, y: Double, fraction: Double) throws {
    var harness = try HeaderHarness(
      .transition, headerHeight: headerHeight, fixedTopOffset: fixedTopOffset)
    #expect(harness.chrome.behavior.range == headerHeight + fixedTopOffset)
    harness.drag(y)
    #expect(isClose(harness.fraction, fraction, tolerance: 1e-9))
    // The title follows the same f: alpha f, ty 10·(1 − f).
    #expect(isClose(harness.title, sliding(fraction)), "\(harness.title)")
    // The header keeps its own height (fixedTopOffset is travel only).
    #expect(harness.header.height == headerHeight)
  }

  @Test("no settling: a release half-way stays half-way", arguments: [true, false])
  func noSettling(decelerating: Bool) throws {
    var harness = try HeaderHarness(.transition)
    harness.drag(100)
    harness.send(.endDragging(velocity: decelerating ? -300 : 0, willDecelerate: decelerating))
    if decelerating { harness.send(.endDecelerating) }
    harness.run(for: 1)
    #expect(harness.fraction == 0.5)
    #expect(!harness.chrome.isAnimating)
  }

  @Test(
    "worked example I1 under our rules (Transition; the seed's f −0.2 is fixed)",
    arguments: [HeaderTransition.Animator.transition, .parallaxWithTransition])
  func workedExampleI1(animator: HeaderTransition.Animator) throws {
    var harness = try HeaderHarness(animator)
    // (y, f): start 0, f = y/200 capped at 1 — and floored at 0: the seed's negative fraction at a
    // pull (−40/200 = −0.2, title shifted +2 pt down) is a seed defect the preset fixes.
    let trace: [(Double, Double)] = [(0, 0), (50, 0.25), (100, 0.5), (200, 1), (300, 1), (-40, 0)]
    harness.send(.beginDragging)
    for (y, f) in trace {
      harness.scroll(y)
      #expect(harness.fraction == f, "y = \(y)")
      // alpha = f; translateY = 10·(1 − f): 10, 7.5, 5, 0, 0, 10 (the seed's −10·f, from 10 pt
      // lower, with the same 10 pt of travel).
      #expect(isClose(harness.title, sliding(f)), "y = \(y): \(harness.title)")
    }
  }

  @Test(
    "worked example I2 under our rules: the resting top comes from the inset",
    arguments: stretchingAnimators)
  func workedExampleI2(animator: HeaderTransition.Animator) throws {
    // The seed captured start = 88 from the first event; our tracker knows the resting top
    // −88 from insetTop 88, so u = y + 88 and f = u/200. (y, f, stretch):
    let trace: [(Double, Double, Double)] = [
      // At rest: 0/200; no stretch at rest (the seed kept the header stretched 88 pt).
      (-88, 0, 0),
      // (12 + 88)/200 = 0.5.
      (12, 0.5, 0),
      // (112 + 88)/200 = 1.
      (112, 1, 0),
      // Pulled 12 past the resting top: f 0 (the seed's −0.06 is fixed), stretch 12.
      (-100, 0, 12),
    ]
    var harness = try HeaderHarness(animator, insetTop: 88)
    harness.send(.beginDragging)
    for (y, f, stretch) in trace {
      harness.scroll(y)
      #expect(harness.fraction == f, "y = \(y)")
      #expect(harness.chrome.behavior.stretch == stretch, "y = \(y)")
      // The header: 200 + s tall, moved up by s.
      let expected = header(translateY: -stretch, height: 200 + stretch)
      #expect(isClose(harness.header, expected), "y = \(y): \(harness.header)")
    }
  }

  @Test("a new range (a taller header) keeps the header's height in step")
  func setRangeMovesTheHeadersHeight() throws {
    var harness = try HeaderHarness(.parallax, fixedTopOffset: 20)
    // R = 200 + 20; a 300-point header makes R = 320.
    try harness.chrome.behavior.setRange(320, at: harness.time) { _ in }
    #expect(harness.header.height == 300)
  }

  @Test("invalid heights are named by validate() and clamped when run", arguments: invalidRows)
  func invalid(headerHeight: Double, fixedTopOffset: Double, field: String) throws {
    let tracker = try ScrollTracker(metrics: ScrollMetrics(viewport: 800, content: 4000))
    let presets = [
      HeaderTransition(
        headerHeight: headerHeight, fixedTopOffset: fixedTopOffset, animator: .parallax),
      HeaderTransition(
        headerHeight: headerHeight, fixedTopOffset: fixedTopOffset, header: [.stretch], title: []),
    ]
    for preset in presets {
      #expect(preset.resolved().issue?.field == field)
      #expect(throws: Never.self) { try preset.clamped().validate() }
      let chrome = preset.makeChrome(tracker: tracker)
      #expect(chrome.header.height?.isFinite == true)
    }
  }

}
