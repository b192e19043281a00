import ScrollChromeCore
import ScrollChromeTestSupport
import Testing

// The `draggableSwitch` preset of WZDraggableSwitchHeaderView (wongzigii): a PullBehavior with the
// seed's normalStateHeight 20 / heightCanTriggerSwitch 70 and texts, the state a function of the
// pull, one trigger per drag from the state at release, arrowRotation = progress·π. The seed's
// worked examples rest at y = 0 (no inset), so here V 800, C 4000, insetTop 0 and the pull is
// p = −y.

/// The seed's scroll view: at rest at y = 0.
private let seedList = ScrollMetrics(viewport: 800, content: 4000)

private let about = "ABOUT"
private let pullText = "PULL TO RETURN TO MENU."
private let releaseText = "RELEASE TO RETURN TO MENU."

/// (situation, offsets while dragging, expected state after each, expected triggers at release)
private let exampleRows: [(String, [Double], [PullState], [PullState])] = [
  // W1: p 10 < 20 normal; 25 shallow; 50 shallow (the seed too: −50 satisfied neither band test);
  // 75 ≥ 70 deep; release fires deep once.
  ("W1", [-10, -25, -50, -75], [.normal, .shallow, .shallow, .deep], [.deep]),
  // W2: 20 ≤ 30 < 70 shallow; release fires shallow once.
  ("W2", [-30], [.shallow], [.shallow]),
  // A tiny pull of 5: normal, nothing fires (the seed fired shallow for any release in (−70, 0)).
  ("tiny pull", [-5], [.normal], []),
  // One event from 10 to 80: deep at once (the seed stayed normal, then fired deep anyway).
  ("jump to deep", [-10, -80], [.normal, .deep], [.deep]),
  // One event from 80 to 19: normal at once, nothing fires (the seed stayed deep, fired shallow).
  ("jump back to normal", [-80, -19], [.deep, .normal], []),
  // Exactly 20: shallow (the seed's strict −70 < y < −20 stayed normal).
  ("exactly 20", [-20], [.shallow], [.shallow]),
  // Exactly 70: deep (the seed stayed shallow and fired nothing for y = −h).
  ("exactly 70", [-30, -70], [.shallow, .deep], [.deep]),
  // Pushed up into the content: no pull, nothing fires (the seed ignored y ≥ 0 too).
  ("scrolled into the content", [40], [.normal], []),
]

/// (p, expected text with the seed's defaults, with custom texts)
private let textRows: [(Double, String, String)] = [
  (0, about, "Menu"),
  (19, about, "Menu"),
  (20, pullText, "Pull"),
  (69, pullText, "Pull"),
  (70, releaseText, "Let go"),
  (200, releaseText, "Let go"),
]

/// (heightCanTriggerSwitch, p, expected arrowRotation = clamp(p/h, 0, 1)·π)
private let arrowRows: [(Double, Double, Double)] = [
  (70, 0, 0),
  // 17.5/70 = 0.25 ⇒ π/4.
  (70, 17.5, Double.pi / 4),
  // 35/70 ⇒ π/2: the arrow is sideways half-way to deep.
  (70, 35, Double.pi / 2),
  // At the deep threshold: π (pointing down).
  (70, 70, Double.pi),
  // Beyond: still π.
  (70, 140, Double.pi),
  // h 100: 50/100 ⇒ π/2.
  (100, 50, Double.pi / 2),
]

/// (shallowThreshold, deepThreshold, expected field).
private let invalidRows: [(Double, Double, String)] = [
  (-1, 70, "shallowThreshold"),
  (.nan, 70, "shallowThreshold"),
  (.infinity, 70, "shallowThreshold"),
  // Beyond the 1e9 magnitude limit.
  (2e9, 3e9, "shallowThreshold"),
  // The deep threshold must lie beyond the shallow one.
  (20, 20, "deepThreshold"),
  (20, 10, "deepThreshold"),
  // The seed read a stored 0 back as 70; here 0 is refused, not replaced.
  (20, 0, "deepThreshold"),
  (20, .nan, "deepThreshold"),
  (20, .infinity, "deepThreshold"),
]

/// The header with the harness's current behaviour, for its texts and arrow.
private func shown(_ preset: DraggableSwitch.Chrome, _ harness: PullHarness)
  -> DraggableSwitch.Chrome
{
  var preset = preset
  preset.behavior = harness.behavior
  return preset
}

@Suite("DraggableSwitch preset")
struct DraggableSwitchTests {
  @Test("defaults: the seed's thresholds and texts (with the documented period)")
  func defaults() throws {
    let preset = DraggableSwitch().makeChrome(tracker: ScrollTracker())
    #expect(preset.behavior.configuration == PullConfiguration(shallow: 20, deep: 70))
    #expect(preset.preset.normalText == about)
    #expect(preset.preset.shallowText == pullText)
    #expect(preset.preset.deepText == releaseText)
    #expect(DraggableSwitch.defaultDeepText == "RELEASE TO RETURN TO MENU.")
    #expect(preset.text == about)
    #expect(preset.arrowRotation == 0)
  }

  @Test("worked examples and seed defects under our rules", arguments: exampleRows)
  func workedExample(
    situation: String, offsets: [Double], states: [PullState], triggers: [PullState]
  ) throws {
    let preset = DraggableSwitch().makeChrome(tracker: ScrollTracker())
    var harness = try PullHarness(metrics: seedList, behavior: preset.behavior)
    harness.drag(pulls: [])
    for (y, state) in zip(offsets, states) {
      harness.pull(to: -y)
      #expect(harness.behavior.state == state, "\(situation), y = \(y)")
    }
    #expect(harness.triggers.isEmpty)
    harness.release()
    #expect(harness.triggers == triggers, "\(situation)")
    #expect(harness.behavior.state == .normal)
    #expect(shown(preset, harness).text == about)
    // The bounce-back to rest fires nothing more.
    harness.pull(to: 0)
    harness.send(.endDecelerating)
    #expect(harness.triggers == triggers, "\(situation)")
  }

  @Test("W1 step by step: texts and arrow")
  func workedExampleW1Display() throws {
    let preset = DraggableSwitch().makeChrome(tracker: ScrollTracker())
    var harness = try PullHarness(metrics: seedList, behavior: preset.behavior)
    // (y, text, arrowRotation = min(p/70, 1)·π)
    let trace: [(Double, String, Double)] = [
      (-10, about, 10.0 / 70 * Double.pi),
      (-25, pullText, 25.0 / 70 * Double.pi),
      (-50, pullText, 50.0 / 70 * Double.pi),
      (-75, releaseText, Double.pi),
    ]
    harness.drag(pulls: [])
    for (y, text, rotation) in trace {
      harness.pull(to: -y)
      let display = shown(preset, harness)
      #expect(display.text == text, "y = \(y)")
      #expect(isClose(display.arrowRotation, rotation, tolerance: 1e-9), "y = \(y)")
    }
    harness.release()
    // Released: ABOUT at once; the arrow follows the pull back as the content springs back.
    #expect(shown(preset, harness).text == about)
    #expect(isClose(shown(preset, harness).arrowRotation, Double.pi, tolerance: 1e-9))
    harness.pull(to: 35)
    #expect(isClose(shown(preset, harness).arrowRotation, Double.pi / 2, tolerance: 1e-9))
    harness.pull(to: 0)
    #expect(shown(preset, harness).arrowRotation == 0)
  }

  @Test("the text follows the state, with default and custom texts", arguments: textRows)
  func text(p: Double, defaultText: String, customText: String) throws {
    let standard = DraggableSwitch().makeChrome(tracker: ScrollTracker())
    let custom = DraggableSwitch(normalText: "Menu", shallowText: "Pull", deepText: "Let go")
      .makeChrome(tracker: ScrollTracker())
    for (preset, expected) in [(standard, defaultText), (custom, customText)] {
      var harness = try PullHarness(metrics: seedList, behavior: preset.behavior)
      harness.drag(pulls: [p])
      #expect(shown(preset, harness).text == expected, "p = \(p)")
    }
  }

  @Test("arrowRotation = progress·π", arguments: arrowRows)
  func arrow(deep: Double, p: Double, rotation: Double) throws {
    let preset = DraggableSwitch(deepThreshold: deep).makeChrome(tracker: ScrollTracker())
    var harness = try PullHarness(metrics: seedList, behavior: preset.behavior)
    harness.drag(pulls: [p])
    let display = shown(preset, harness)
    #expect(isClose(display.arrowRotation, rotation, tolerance: 1e-9))
    #expect(isClose(display.arrowRotation, display.behavior.progress * Double.pi, tolerance: 1e-12))
  }

  @Test(
    "custom thresholds move the bands",
    arguments: [
      // (normalStateHeight, heightCanTriggerSwitch, p, expected state)
      // 0 is a valid normalStateHeight (the seed read 0 back as 20): any pull is shallow.
      (0.0, 70.0, 1.0, PullState.shallow),
      (0, 70, 69, .shallow),
      (0, 70, 70, .deep),
      // 40 / 120: 39 normal, 40 shallow, 120 deep.
      (40, 120, 39, .normal),
      (40, 120, 40, .shallow),
      (40, 120, 119, .shallow),
      (40, 120, 120, .deep),
    ])
  func customThresholds(shallow: Double, deep: Double, p: Double, state: PullState) throws {
    let preset = DraggableSwitch(shallowThreshold: shallow, deepThreshold: deep)
      .makeChrome(tracker: ScrollTracker())
    #expect(preset.behavior.configuration.shallow == shallow)
    #expect(preset.behavior.configuration.deep == deep)
    var harness = try PullHarness(metrics: seedList, behavior: preset.behavior)
    harness.drag(pulls: [p])
    #expect(harness.behavior.state == state)
  }

  @Test("invalid thresholds are named by validate() and clamped when run", arguments: invalidRows)
  func invalid(shallow: Double, deep: Double, field: String) {
    let header = DraggableSwitch(shallowThreshold: shallow, deepThreshold: deep)
    #expect(header.resolved().issue?.field == field)
    let clamped = header.clamped()
    #expect(throws: Never.self) { try clamped.validate() }
    #expect(clamped.deepThreshold > clamped.shallowThreshold)
  }
}
