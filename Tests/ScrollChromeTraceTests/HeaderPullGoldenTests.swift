import Foundation
import ScrollChromeTestSupport
import ScrollChromeTrace
import Testing

// Golden traces of the pull-to-trigger header (`draggableSwitch`, the pull rules) and the
// collapsing header (`headerTransition`, collapsesWithContent and the effects), alone and together
// on one scroll view, through `scrollchrome trace`'s in-process API. Same conventions as
// `GoldenTraceTests`: one line per frame at 60 Hz, the finger acting at the start of a frame
// interval, each golden a raw string literal in `Golden/<Name>.swift` whose comment header records
// what was checked by hand, and
//   SCROLLCHROME_UPDATE_GOLDENS=1 swift test --filter HeaderPullGolden
// to rewrite the literals after an intended change (then re-check every changed line).

/// The scroll view and behaviour of a scenario, with its steps.
private func scenario(_ scrollView: String, _ behavior: String, _ steps: String) -> String {
  #"{"scrollView": {"# + scrollView + #"}, "behavior": "# + behavior + #", "steps": ["# + steps
    + "]}"
}

private let phone = #""viewport": 800, "content": 4000"#
private let phoneUnderBar = #""viewport": 800, "content": 4000, "insetTop": 64"#

private let draggableSwitch = #"{"preset": "draggableSwitch"}"#
private let parallaxWithTransition =
  #"{"preset": "headerTransition", "headerHeight": 200, "fixedTopOffset": 0, "animator": "parallaxWithTransition"}"#
private let parallax =
  #"{"preset": "headerTransition", "headerHeight": 200, "fixedTopOffset": 0, "animator": "parallax"}"#

// The gestures.
/// Pull 60 pt of finger in 0.25 s (33 pt of content past the top), let go still.
private let pullShallow = #"{"drag": {"by": -60, "duration": 0.25}}, {"release": {"velocity": 0}}"#
/// Pull 200 pt of finger in 0.5 s (97 pt past the top), let go still.
private let pullDeep = #"{"drag": {"by": -200, "duration": 0.5}}, {"release": {"velocity": 0}}"#
/// Pull deep, push back to a shallow pull in the same drag, let go still.
private let pullDeepThenShallow = #"""
  {"drag": {"by": -200, "duration": 0.5}}, {"drag": {"by": 120, "duration": 0.25}}, \#
  {"release": {"velocity": 0}}
  """#
/// From rest to 137 pt past the top in one frame, let go still; then host-level scrolls in one
/// drag: a pull of 10, a jump to 80, a jump back to 5, released there.
private let pullJump = #"""
  {"drag": {"by": -300, "duration": 0.0167}}, {"release": {"velocity": 0}}, \#
  {"beginDragging": {}}, {"scroll": -10}, {"scroll": -80}, {"scroll": -5}, \#
  {"endDragging": {"velocity": 0, "decelerate": false}}, {"scroll": 0}
  """#
/// From 300 pt down the list, a fling towards the top at 3000 pt/s: it overshoots the top by
/// 88 pt (past deep) and bounces back, with no finger down.
private let flingIntoTop = #"{"fling": {"velocity": -3000}}"#
/// Down the list 240 pt in 0.8 s (the header collapses at 200), let go still, back up the same way.
private let scrollAndBack = #"""
  {"drag": {"by": 240, "duration": 0.8}}, {"release": {"velocity": 0}}, \#
  {"drag": {"by": -240, "duration": 0.8}}, {"release": {"velocity": 0}}
  """#
/// Pull 150 pt of finger in 0.25 s (the header stretches by 74 pt), let go still.
private let stretch = #"{"drag": {"by": -150, "duration": 0.25}}, {"release": {"velocity": 0}}"#
/// Half-collapse the header, then pull back past the top into deep, let go still.
private let collapseThenPull = #"""
  {"drag": {"by": 100, "duration": 0.25}}, {"drag": {"by": -280, "duration": 0.5}}, \#
  {"release": {"velocity": 0}}
  """#

@Suite("Golden traces of the pull and header presets")
struct HeaderPullGoldenTests {
  static let cases: [GoldenCase] = [
    // draggableSwitch: thresholds 20 / 70, the seed's texts.
    GoldenCase(
      name: "pullShallowRelease", scenario: scenario(phone, draggableSwitch, pullShallow),
      expected: GoldenTrace.pullShallowRelease),
    GoldenCase(
      name: "pullDeepRelease", scenario: scenario(phoneUnderBar, draggableSwitch, pullDeep),
      expected: GoldenTrace.pullDeepRelease),
    GoldenCase(
      name: "pullDeepThenShallow",
      scenario: scenario(phone, draggableSwitch, pullDeepThenShallow),
      expected: GoldenTrace.pullDeepThenShallow),
    GoldenCase(
      name: "pullJumpToDeep", scenario: scenario(phone, draggableSwitch, pullJump),
      expected: GoldenTrace.pullJumpToDeep),
    GoldenCase(
      name: "pullFlingIntoTop",
      scenario: scenario(phone + #", "offset": 300"#, draggableSwitch, flingIntoTop),
      expected: GoldenTrace.pullFlingIntoTop),
    // headerTransition, R = 200: parallaxWithTransition (stretch; title slides 10 pt and fades)
    // and parallax (stretch; threshold title with its 0.2 s fade).
    GoldenCase(
      name: "headerParallaxWithTransitionScroll",
      scenario: scenario(phone, parallaxWithTransition, scrollAndBack),
      expected: GoldenTrace.headerParallaxWithTransitionScroll),
    GoldenCase(
      name: "headerParallaxWithTransitionStretch",
      scenario: scenario(phone, parallaxWithTransition, stretch),
      expected: GoldenTrace.headerParallaxWithTransitionStretch),
    GoldenCase(
      name: "headerParallaxScroll", scenario: scenario(phone, parallax, scrollAndBack),
      expected: GoldenTrace.headerParallaxScroll),
    GoldenCase(
      name: "headerParallaxStretch", scenario: scenario(phone, parallax, stretch),
      expected: GoldenTrace.headerParallaxStretch),
    // Both on one scroll view.
    GoldenCase(
      name: "headerWithPull",
      scenario: #"{"scrollView": {"# + phone + #"}, "behaviors": {"header": "#
        + parallaxWithTransition
        + #", "pull": {"pull": {"shallow": 20, "deep": 70, "hysteresis": 0}}}, "steps": ["#
        + collapseThenPull + "]}",
      expected: GoldenTrace.headerWithPull),
  ]

  @Test("the trace is the committed golden, line by line", arguments: cases)
  func traceMatchesGolden(_ golden: GoldenCase) throws {
    try golden.verify()
  }

  /// The rules every pull golden shows, checked on the frames themselves (not only the text).
  @Test("pull goldens: one trigger per release, at endDragging; none from the fling's bounce")
  func pullTriggers() throws {
    let fling = try trace(scenario(phone + #", "offset": 300"#, draggableSwitch, flingIntoTop))
    #expect(fling.count(of: "triggered:deep") + fling.count(of: "triggered:shallow") == 0)
    #expect(fling.count(of: "willTrigger") == 0)
    #expect(fling.map(\.valueJSON).allSatisfy { $0?.contains(#""state": "normal""#) == true })
    let deepestBounce = fling.map { -$0.offset }.max() ?? 0
    #expect(deepestBounce > 70, "the bounce must pass deep to mean anything: \(deepestBounce)")
    for golden in Self.cases where golden.name.hasPrefix("pull") {
      let frames = try trace(golden.scenario)
      let triggering = frames.filter { $0.events.contains { $0.hasPrefix("triggered:") } }
      // One trigger per gesture released past 20 pt, none for the fling (no finger on the bounce).
      let expected = golden.name == "pullFlingIntoTop" ? 0 : 1
      #expect(triggering.count == expected, "\(golden.name): \(triggering.count) triggers")
      for frame in triggering {
        #expect(frame.events.first == "endDragging", "\(golden.name) at \(frame.time)")
      }
    }
  }
}
