import ScrollChromeCore
import ScrollChromeTestSupport
import Testing

// The `followView` preset of ScrollingFollowView (ktanaka117): R = maxFollowPoint + minFollowPoint,
// constant = minFollowPoint − c, nearest settling (none with allowHalfDisplay), delay points, and
// the seed's 0.2 s ease-in-out for snaps and show/hide. Geometry of the seed's worked examples:
// CH 2000, VH 600, so maxY 1400.

/// The seed's worked-example scroll view: V 600, C 2000.
private func seedList(offset: Double = 0) -> ScrollMetrics {
  ScrollMetrics(offset: offset, viewport: 600, content: 2000)
}

/// A harness around a ``FollowView`` built with `make`.
private func followHarness(
  metrics: ScrollMetrics = seedList(),
  _ make: @escaping (ScrollTracker) -> FollowView.Chrome = { FollowView().makeChrome(tracker: $0) }
) throws -> CollapseHarness<FollowView.Chrome> {
  try CollapseHarness(metrics: metrics, behavior: \.behavior, make: make)
}

/// F2 under our nearest rule: (situation, c before the end of scrolling, expected constant).
private let f2Rows: [(String, Double, Double)] = [
  // 31/64 = 0.484 < 0.5 ⇒ show (constant 0).
  ("C₀ −31 shows", 31, 0),
  // 32/64 = 0.5 exactly ⇒ hide (−64). The seed's strict `C < L − L/2` showed at exactly half; the
  // documented rule f ≥ 0.5 collapses (nearest settling).
  ("C₀ −32 hides (the seed showed)", 32, -64),
  // 33/64 = 0.516 ⇒ hide.
  ("C₀ −33 hides", 33, -64),
]

/// (situation, hiding, showing, offsets dragged through from 0, expected constants)
private let delayRows: [(String, Double, Double, [Double], [Double])] = [
  // Hiding starts after 20 points, by the excess only: 25 ⇒ −5, then no delay while partial.
  ("pointOfStartingHiding 20", 20, 0, [10, 25, 40], [0, -5, -20]),
  // Hidden at 100 (−64); showing starts after 30 points up: 60 ⇒ 40 up, excess 10 ⇒ −54.
  ("pointOfStartingShowing 30", 0, 30, [100, 90, 70, 60], [-64, -64, -64, -54]),
  // Both: 30 down ⇒ −10 hidden; the reversal to 20 is partial chrome: no delay ⇒ 0.
  ("both, reversal while partial", 20, 30, [30, 20], [-10, 0]),
]

/// (situation, maxFollowPoint, minFollowPoint, hiding, showing, expected field)
private let invalidRows: [(String, Double, Double, Double, Double, String)] = [
  // R = −10 + 0 is not > 0.
  ("negative maxFollowPoint", -10, 0, 0, 0, "maxFollowPoint"),
  // R = 0.
  ("zero range", 0, 0, 0, 0, "maxFollowPoint"),
  // Not a number.
  ("NaN maxFollowPoint", .nan, 0, 0, 0, "maxFollowPoint"),
  // The bad parameter is minFollowPoint: the error names it.
  ("infinite minFollowPoint", 64, .infinity, 0, 0, "minFollowPoint"),
  // Not a number, in minFollowPoint.
  ("NaN minFollowPoint", 64, .nan, 0, 0, "minFollowPoint"),
  // Delay points are travel, at least 0 …
  ("negative pointOfStartingHiding", 64, 0, -1, 0, "hideDelay"),
  // … and at most 1e9.
  ("absurd pointOfStartingHiding", 64, 0, 2e9, 0, "hideDelay"),
  // Not a number.
  ("NaN pointOfStartingShowing", 64, 0, 0, .nan, "showDelay"),
  // Negative travel.
  ("negative pointOfStartingShowing", 64, 0, 0, -5, "showDelay"),
]

@Suite("FollowView preset")
struct FollowViewTests {
  @Test("defaults: R 64, nearest, 0.2 s ease-in-out, constant 0 when shown")
  func defaults() throws {
    let harness = try followHarness()
    let configuration = harness.behavior.configuration
    #expect(harness.chrome.preset.maxFollowPoint == 64)
    #expect(harness.chrome.preset.minFollowPoint == 0)
    #expect(configuration.range == 64)
    #expect(configuration.mode == .followsScroll)
    #expect(configuration.snap == .nearest)
    #expect(configuration.animation == .timing(.easeInOut, duration: 0.2))
    #expect(harness.chrome.constant == 0)
  }

  @Test("worked example F1: −10, −30, −64, −44, −54, then hide to −64 in 0.2 s")
  func workedExampleF1() throws {
    var harness = try followHarness()
    // d = −10, −20, −70 (clamped at −64), +20, −10.
    let collapsed = harness.drag(10, 30, 100, 80, 90)
    #expect(collapsed.map { 0 - $0 } == [-10, -30, -64, -44, -54])
    #expect(harness.chrome.constant == -54)
    // didEndScrolling(false): 54/64 = 0.84 ≥ 0.5 ⇒ hide, animated 0.2 s ease-in-out.
    harness.release()
    #expect(harness.behavior.isAnimating)
    harness.run(for: 0.1)
    #expect(isClose(harness.chrome.constant, -59))  // halfway: −54 − 10·0.5
    harness.run(for: 0.1)
    #expect(harness.chrome.constant == -64)
    #expect(!harness.behavior.isAnimating)
  }

  @Test("worked example F2 under the f ≥ 0.5 rule", arguments: f2Rows)
  func workedExampleF2(situation: String, start: Double, expected: Double) throws {
    var harness = try followHarness()
    harness.drag(start)
    #expect(harness.chrome.constant == -start)
    harness.release()
    harness.run(for: 0.2)
    #expect(harness.chrome.constant == expected, "\(situation)")
  }

  @Test("a deceleration settles only when it ends (didEndScrolling(true) does nothing)")
  func settlesAfterDeceleration() throws {
    var harness = try followHarness()
    harness.drag(40)
    harness.release(velocity: 500, decelerating: true)
    #expect(!harness.behavior.isAnimating)
    harness.scroll(45)
    harness.sendEach([.endDecelerating])
    harness.run(for: 0.2)
    #expect(harness.chrome.constant == -64)  // 45/64 ≥ 0.5
  }

  @Test("allowHalfDisplay: no settling")
  func allowHalfDisplay() throws {
    var harness = try followHarness { FollowView(allowsHalfDisplay: true).makeChrome(tracker: $0) }
    #expect(harness.behavior.configuration.snap == .none)
    harness.drag(31)
    harness.release()
    harness.sendEach([.endDecelerating])
    harness.run(for: 1)
    #expect(harness.chrome.constant == -31)
  }

  @Test("delay points", arguments: delayRows)
  func delayPoints(
    situation: String, hiding: Double, showing: Double, offsets: [Double], expected: [Double]
  ) throws {
    var harness = try followHarness {
      FollowView(hideDelay: hiding, showDelay: showing).makeChrome(tracker: $0)
    }
    let constants = harness.drag(through: offsets).map { 0 - $0 }
    #expect(constants == expected, "\(situation)")
  }

  @Test("minFollowPoint shifts the constant: shown 20, hidden −44 (R 64)")
  func minFollowPoint() throws {
    var harness = try followHarness {
      FollowView(maxFollowPoint: 44, minFollowPoint: 20).makeChrome(tracker: $0)
    }
    #expect(harness.behavior.range == 64)
    #expect(harness.chrome.constant == 20)
    harness.drag(10)
    #expect(harness.chrome.constant == 10)  // 20 − 10
    harness.scroll(100)
    #expect(harness.chrome.constant == -44)  // 20 − 64
  }

  @Test("show and hide run 0.2 s and complete exactly once")
  func showAndHide() throws {
    var harness = try followHarness()
    harness.drag(500)
    harness.release()
    #expect(harness.chrome.constant == -64)
    let show = harness.perform { $0.behavior.expand(at: $1, emit: $2) }
    harness.run(for: 0.1)
    #expect(isClose(harness.chrome.constant, -32))  // halfway
    #expect(harness.completions(of: show).isEmpty)
    harness.run(for: 0.1)
    #expect(harness.chrome.constant == 0)
    #expect(harness.completions(of: show) == [true])
    // Without animation: at once, completion at once.
    let hide = harness.perform { $0.behavior.collapse(animated: false, at: $1, emit: $2) }
    #expect(harness.chrome.constant == -64)
    #expect(harness.completions(of: hide) == [true])
    harness.run(for: 0.5)
    #expect(harness.completions(of: show) == [true])
    #expect(harness.completions(of: hide) == [true])
  }

  @Test("a hide interrupted by a drag completes with finished == false")
  func hideInterrupted() throws {
    var harness = try followHarness()
    harness.drag(500)
    harness.release()
    harness.perform { $0.behavior.expand(animated: false, at: $1, emit: $2) }
    let hide = harness.perform { $0.behavior.collapse(at: $1, emit: $2) }
    harness.run(for: 0.05)
    harness.send(.beginDragging)
    #expect(harness.completions(of: hide) == [false])
    harness.run(for: 0.5)
    #expect(harness.completions(of: hide) == [false])
  }

  @Test("invalid parameters are named by validate() and clamped when run", arguments: invalidRows)
  func invalid(
    situation: String, maxFollowPoint: Double, minFollowPoint: Double, hiding: Double,
    showing: Double, field: String
  ) throws {
    let view = FollowView(
      maxFollowPoint: maxFollowPoint, minFollowPoint: minFollowPoint, hideDelay: hiding,
      showDelay: showing)
    #expect(throws: ConfigurationError.self, "\(situation)") { try view.validate() }
    #expect(view.resolved().issue?.field == field, "\(situation)")
    #expect(throws: Never.self, "\(situation)") { try view.clamped().validate() }
    let chrome = view.makeChrome(tracker: try ScrollTracker(metrics: seedList()))
    #expect(chrome.constant.isFinite, "\(situation)")
  }

  @Test("a negative range comes up to just above 0, whatever the rounding")
  func clampedRange() {
    // 10 + (−20) ≤ 0: the nearest maxFollowPoint making the sum positive.
    let clamped = FollowView(maxFollowPoint: 10, minFollowPoint: -20).clamped()
    #expect(clamped.maxFollowPoint + clamped.minFollowPoint > 0)
    #expect(clamped.minFollowPoint == -20)
    #expect(abs(clamped.maxFollowPoint - 20) < 1e-12)
    #expect(FollowView(maxFollowPoint: 0.1, minFollowPoint: 0.2).clamped().maxFollowPoint == 0.1)
  }
}
