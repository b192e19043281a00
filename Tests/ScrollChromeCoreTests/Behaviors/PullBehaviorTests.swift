import ScrollChromeCore
import ScrollChromeTestSupport
import Testing

// The pull rules: the pull p = oTop, measured from the resting top. While tracking the state is a
// function of p — normal if p < shallow (20), shallow if 20 ≤ p < 70, deep if p ≥ deep (70) — with
// optional hysteresis; endDragging fires the current state's trigger at most once per drag, then
// the state is normal; not tracking ⇒ no state change; progress = clamp(p/deep, 0, 1). Unless
// stated: a long list (V 800, C 4000) with insetTop 88, at rest at y = −88, so y = −88 − p.

/// The long list with a top inset of 88 (a navigation bar), at rest at y = −88.
private let insetList = ScrollMetrics(viewport: 800, content: 4000, insetTop: 88)

/// (p, expected state while tracking)
private let stateRows: [(Double, PullState)] = [
  // No pull: the rest offset −88 is pull 0 (the seed's raw offset called it deep).
  (0, .normal),
  (10, .normal),
  // Just below the shallow threshold.
  (19.99, .normal),
  // Exactly 20: shallow (≥).
  (20, .shallow),
  (45, .shallow),
  // Just below the deep threshold.
  (69.99, .shallow),
  // Exactly 70: deep (≥).
  (70, .deep),
  (75, .deep),
  (300, .deep),
]

/// (from p, to p in one event, expected events of the second event)
private let jumpRows: [(Double, Double, [PullEvent])] = [
  // One frame from 10 to 80: straight to deep, with the hint (the seed stayed normal).
  (10, 80, [.stateChanged(from: .normal, to: .deep), .willTrigger]),
  // From 80 to 10: straight back to normal (the seed stayed deep).
  (80, 10, [.stateChanged(from: .deep, to: .normal)]),
  // 80 → 19: normal (the seed stayed deep for y ≥ −n).
  (80, 19, [.stateChanged(from: .deep, to: .normal)]),
  (30, 80, [.stateChanged(from: .shallow, to: .deep), .willTrigger]),
  (80, 30, [.stateChanged(from: .deep, to: .shallow)]),
  (10, 30, [.stateChanged(from: .normal, to: .shallow)]),
  (30, 10, [.stateChanged(from: .shallow, to: .normal)]),
  // Deeper while deep: no event, no second hint.
  (80, 100, []),
  // Within normal: nothing.
  (0, 10, []),
]

/// (situation, pulls while tracking, expected state) with hysteresis 5.
private let hysteresisRows: [(String, [Double], PullState)] = [
  // Entering a state still needs its threshold.
  ("entering shallow needs 20", [19], .normal),
  ("at 20", [20], .shallow),
  // Shallow holds while p ≥ 20 − 5 = 15.
  ("shallow holds at 15", [25, 15], .shallow),
  ("shallow left below 15", [25, 14.9], .normal),
  ("entering deep needs 70", [25, 69], .shallow),
  ("at 70", [25, 70], .deep),
  // Deep holds while p ≥ 70 − 5 = 65.
  ("deep holds at 65", [75, 65], .deep),
  ("deep left below 65", [75, 64.9], .shallow),
  // From deep, p ≥ 15 is still shallow (leaving shallow needs < 15).
  ("deep to 15", [75, 15], .shallow),
  // Deep straight to normal below 15.
  ("deep to 14", [75, 14], .normal),
  // Back in normal, 20 is needed again.
  ("re-entering shallow", [25, 10, 19], .normal),
]

/// (situation, pulls while tracking, expected events at endDragging)
private let releaseRows: [(String, [Double], [PullEvent])] = [
  // Normal fires nothing (the seed fired shallow for any release in (−h, 0)).
  ("released in normal", [10], []),
  (
    "released in shallow", [30], [.triggered(.shallow), .stateChanged(from: .shallow, to: .normal)]
  ),
  ("released in deep", [75], [.triggered(.deep), .stateChanged(from: .deep, to: .normal)]),
  // The state, not the deepest pull, decides.
  (
    "deep, then back to shallow", [75, 40],
    [.triggered(.shallow), .stateChanged(from: .shallow, to: .normal)]
  ),
  ("deep, then back to normal", [75, 5], []),
  // A one-frame jump from 10 to 80 fires deep.
  (
    "after a jump to deep", [10, 80], [.triggered(.deep), .stateChanged(from: .deep, to: .normal)]
  ),
  // Exactly 70 (the seed fired nothing for y = −h).
  ("released at exactly 70", [70], [.triggered(.deep), .stateChanged(from: .deep, to: .normal)]),
]

/// (p, expected progress = clamp(p/70, 0, 1), expected progress once p has halved)
private let progressRows: [(Double, Double, Double)] = [
  (0, 0, 0),
  // 17.5/70; 8.75/70.
  (17.5, 0.25, 0.125),
  // 35/70; 17.5/70.
  (35, 0.5, 0.25),
  // 70/70; 35/70.
  (70, 1, 0.5),
  // Capped at 1; 70/70.
  (140, 1, 1),
]

/// (situation, shallow, deep, hysteresis, expected field)
private let invalidRows: [(String, Double, Double, Double, String)] = [
  ("negative shallow", -1, 70, 0, "shallow"),
  ("NaN shallow", .nan, 70, 0, "shallow"),
  ("infinite shallow", .infinity, 70, 0, "shallow"),
  // Beyond the 1e9 magnitude limit.
  ("huge shallow", 2e9, 3e9, 0, "shallow"),
  // deep must exceed shallow.
  ("equal thresholds", 20, 20, 0, "deep"),
  ("deep below shallow", 70, 20, 0, "deep"),
  ("NaN deep", 20, .nan, 0, "deep"),
  ("infinite deep", 20, .infinity, 0, "deep"),
  ("negative hysteresis", 20, 70, -1, "hysteresis"),
  // At least deep − shallow = 50 would swallow the shallow band.
  ("hysteresis of the whole band", 20, 70, 50, "hysteresis"),
  ("NaN hysteresis", 20, 70, .nan, "hysteresis"),
]

@Suite("PullBehavior")
struct PullBehaviorTests {
  @Test("defaults: shallow 20, deep 70, hysteresis 0, normal, no pull")
  func defaults() throws {
    let configuration = PullConfiguration()
    #expect(configuration.shallow == 20)
    #expect(configuration.deep == 70)
    #expect(configuration.hysteresis == 0)
    let behavior = PullBehavior()
    #expect(behavior.state == .normal)
    #expect(behavior.pull == 0 && behavior.progress == 0)
  }

  @Test("while tracking, the state is a function of p", arguments: stateRows)
  func stateOfPull(p: Double, state: PullState) throws {
    // Straight from rest.
    var fromRest = try PullHarness(metrics: insetList)
    fromRest.drag(pulls: [p])
    #expect(fromRest.behavior.state == state)
    #expect(isClose(fromRest.behavior.pull, p, tolerance: 1e-9))
    // From a deep pull, and from a shallow one: the same state (no hysteresis by default).
    for start in [200.0, 30] {
      var viaOther = try PullHarness(metrics: insetList)
      viaOther.drag(pulls: [start, p])
      #expect(viaOther.behavior.state == state, "via \(start)")
    }
  }

  @Test(
    "p is measured from the resting top",
    arguments: [
      // (insetTop, y, expected p, expected state)
      // Rest offset −88 is pull 0 (the seed, on raw y, said deep).
      (88.0, -88.0, 0.0, PullState.normal),
      // Scrolled 58 into the content: no pull.
      (88, -30, 0, .normal),
      // −88 − 20.
      (88, -108, 20, .shallow),
      // −88 − 70.
      (88, -158, 70, .deep),
      // No inset: rest at 0, so −20 is 20.
      (0, -20, 20, .shallow),
      (0, 0, 0, .normal),
      // Inset 20: −60 is 40.
      (20, -60, 40, .shallow),
    ])
  func measuredFromRestingTop(insetTop: Double, y: Double, p: Double, state: PullState) throws {
    let metrics = ScrollMetrics(viewport: 800, content: 4000, insetTop: insetTop)
    var harness = try PullHarness(metrics: metrics)
    harness.send(.beginDragging)
    harness.send(.scroll(y: y))
    #expect(harness.behavior.pull == p)
    #expect(harness.behavior.state == state)
  }

  @Test("one event can cross any number of thresholds", arguments: jumpRows)
  func jump(from start: Double, to end: Double, events: [PullEvent]) throws {
    var harness = try PullHarness(metrics: insetList)
    harness.drag(pulls: [start])
    harness.clearEvents()
    harness.pull(to: end)
    #expect(harness.events == events)
  }

  @Test(
    "hysteresis: a state is left only below its threshold − hysteresis", arguments: hysteresisRows)
  func hysteresis(situation: String, pulls: [Double], state: PullState) throws {
    let configuration = PullConfiguration(hysteresis: 5)
    var harness = try PullHarness(metrics: insetList, configuration: configuration)
    harness.drag(pulls: pulls)
    #expect(harness.behavior.state == state, "\(situation)")
  }

  @Test(
    "endDragging fires the state's trigger once, then normal",
    arguments: releaseRows, [true, false])
  func release(row: (String, [Double], [PullEvent]), decelerating: Bool) throws {
    let (situation, pulls, events) = row
    var harness = try PullHarness(metrics: insetList)
    harness.drag(pulls: pulls)
    harness.clearEvents()
    harness.release(decelerating: decelerating)
    #expect(harness.events == events, "\(situation)")
    #expect(harness.behavior.state == .normal)
  }

  @Test("progress = clamp(p / deep, 0, 1), tracking or not", arguments: progressRows)
  func progress(p: Double, progress: Double, halved: Double) throws {
    var harness = try PullHarness(metrics: insetList)
    harness.drag(pulls: [p])
    #expect(isClose(harness.behavior.progress, progress, tolerance: 1e-9))
    // After the release, while the content springs back, progress still follows p.
    harness.release()
    harness.pull(to: p / 2)
    #expect(isClose(harness.behavior.progress, halved, tolerance: 1e-9))
    #expect(harness.behavior.state == .normal)
  }

  @Test("progress is 0 in the content, and follows a custom deep threshold")
  func progressElsewhere() throws {
    var harness = try PullHarness(metrics: insetList)
    harness.send(.beginDragging)
    harness.send(.scroll(y: 500))
    #expect(harness.behavior.progress == 0 && harness.behavior.pull == 0)
    var custom = try PullHarness(
      metrics: insetList, configuration: PullConfiguration(shallow: 10, deep: 100))
    custom.drag(pulls: [25])
    // 25/100.
    #expect(custom.behavior.progress == 0.25)
    #expect(custom.behavior.state == .shallow)
  }

  @Test(
    "invalid configurations are named by validate() and clamped when run", arguments: invalidRows)
  func invalid(
    situation: String, shallow: Double, deep: Double, hysteresis: Double, field: String
  ) {
    let configuration = PullConfiguration(shallow: shallow, deep: deep, hysteresis: hysteresis)
    #expect {
      try configuration.validate()
    } throws: { error in
      (error as? ConfigurationError)?.field == field
    }
    // The behaviour runs the nearest valid thresholds.
    let running = PullBehavior(configuration).configuration
    #expect(running == configuration.clamped(), "\(situation)")
    #expect(throws: Never.self, "\(situation)") { try running.validate() }
  }

  @Test(
    "valid edge configurations",
    arguments: [
      // (shallow, deep, hysteresis)
      // 0 is a valid shallow threshold.
      (0.0, 70.0, 0.0),
      // Just under deep − shallow.
      (20, 70, 49.9),
      (20, 20.5, 0),
    ])
  func validEdges(shallow: Double, deep: Double, hysteresis: Double) throws {
    let behavior = PullBehavior(
      PullConfiguration(shallow: shallow, deep: deep, hysteresis: hysteresis))
    #expect(behavior.configuration.deep == deep)
  }
}
