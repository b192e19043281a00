import ScrollChromeCore
import ScrollChromeTestSupport
import ScrollChromeTrace
import Testing

/// The scroll settles on `endDragging` without deceleration, on
/// `endDecelerating` and on `endProgrammatic` — and only there. A bare `scroll(y)` moves chrome
/// and never settles by itself. The followView preset animates with its 0.2 s ease-in-out
/// (cubic Bézier (0.42, 0, 0.58, 1)); `{"collapse": …}` uses the critically damped spring.
@Suite struct SettlePointTraceTests {
  /// The two behaviours of a range of 64 whose bare scrolls we compare.
  static let range64 = [
    // the ScrollingFollowView preset: nearest snap, 0.2 s ease-in-out
    #"{"preset": "followView", "maxFollowPoint": 64}"#,
    // the engine's own parameters: projected snap, spring
    #"{"collapse": {"range": 64}}"#,
  ]

  // MARK: Bare scrolls

  @Test(arguments: range64)
  func bareScrollsMoveChromeAndNeverSettle(behavior: String) throws {
    let frames = try trace(
      #"{"behavior": \#(behavior), "steps": [{"scroll": 10}, {"scroll": 30}, {"scroll": 100}]}"#)
    #expect(collapsedValues(frames) == [10, 30, 64])
    #expect(frames.allSatisfy { !$0.isAnimating() && $0.phase == .idle })
    expectChromeInvariants(frames, range: 64)
  }

  @Test(arguments: range64)
  func partialChromeStaysPartialWhileTimePasses(behavior: String) throws {
    let frames = try trace(
      #"{"behavior": \#(behavior), "steps": [{"scroll": 20}, {"advance": 1}]}"#)
    #expect(frames.count == 1 + 60)
    #expect(frames.allSatisfy { $0.collapsed() == 20 && !$0.isAnimating() })
    expectChromeInvariants(frames, range: 64)
  }

  // MARK: endDecelerating while idle

  /// Where a partial followView chrome goes when `endDecelerating` arrives with no gesture:
  /// the nearer end, `f < 0.5` expands and `f ≥ 0.5` collapses.
  static let idleSettles: [(offset: Double, target: Double)] = [
    (20, 0),  // f = 0.3125 expands
    (40, 64),  // f = 0.625 collapses
    (31, 0),  // f = 0.484375, just below half
    (32, 64),  // f = 0.5 exactly collapses
  ]

  @Test(arguments: idleSettles)
  func endDeceleratingWhileIdleSettlesToTheNearerEnd(offset: Double, target: Double) throws {
    let frames = try trace(
      #"""
      {"behavior": {"preset": "followView", "maxFollowPoint": 64},
       "steps": [{"scroll": \#(offset)}, {"endDecelerating": {}}, {"advance": 0.25}]}
      """#)
    let end = frames[1]
    #expect(end.hostEvents == ["endDecelerating"])
    #expect(end.phase == .idle)
    #expect(end.collapsed() == offset)
    #expect(end.isAnimating())
    #expect(frames.last!.collapsed() == target)
    #expect(!frames.last!.isAnimating())
    expectChromeInvariants(frames, range: 64)
  }

  @Test func idleSettleRunsTheFollowViewEaseInOut() throws {
    let frames = try trace(
      #"""
      {"behavior": {"preset": "followView", "maxFollowPoint": 64},
       "steps": [{"scroll": 20}, {"endDecelerating": {}}, {"advance": 0.2}]}
      """#)
    // frames[2 + k] is at t = (k + 1)/60.
    // python (bisect the Bézier x(s) = 0.25): ease(0.25) = 0.1291619310473198
    // → 20·(1 − 0.12916) = 17.416761379053604 at t = 0.05
    #expect(isClose(frames[4].collapsed(), 17.4168, tolerance: 1e-4))
    // The curve is symmetric: halfway in time (t = 0.1) is halfway in value.
    #expect(isClose(frames[7].collapsed(), 10, tolerance: 1e-4))
    #expect(frames.last!.collapsed() == 0)  // t = 0.2: done, exactly
    #expect(!frames.last!.isAnimating())
  }

  // MARK: Which ends settle

  /// Scenario steps after the chrome is partial (20 of 64), the line expected to start the
  /// settle, and where the chrome must rest.
  static let settlePoints: [(steps: String, settleLine: Int, target: Double)] = [
    // endDragging without deceleration
    (#"{"beginDragging": {}}, {"scroll": 20}, {"endDragging": {"velocity": 0}}"#, 2, 0),
    // endDragging with deceleration does not settle a nearest snap; endDecelerating does
    (
      #"{"beginDragging": {}}, {"scroll": 20}, {"endDragging": {"velocity": 300}}, {"endDecelerating": {}}"#,
      3, 0
    ),
    // a non-animated setContentOffset is beginProgrammatic/scroll/endProgrammatic
    (#"{"setContentOffset": {"y": 40, "animated": false}}"#, 0, 64),
  ]

  @Test(arguments: settlePoints)
  func settlePointStartsTheSnap(steps: String, settleLine: Int, target: Double) throws {
    let frames = try trace(
      #"""
      {"behavior": {"preset": "followView", "maxFollowPoint": 64},
       "steps": [\#(steps), {"advance": 0.25}]}
      """#)
    for line in frames[..<settleLine] { #expect(!line.isAnimating()) }
    #expect(frames[settleLine].isAnimating())
    #expect(frames.last!.collapsed() == target)
    #expect(!frames.last!.isAnimating())
    expectChromeInvariants(frames, range: 64)
  }

  @Test func nonAnimatedSetContentOffsetReportsItsProgrammaticEnds() throws {
    let frames = try trace(
      #"""
      {"behavior": {"preset": "followView", "maxFollowPoint": 64},
       "steps": [{"setContentOffset": {"y": 20, "animated": false}}, {"advance": 0.25}]}
      """#)
    let jump = frames[0]
    #expect(jump.offset == 20)
    #expect(
      jump.events.filter { $0.hasSuffix("Programmatic") } == [
        "beginProgrammatic", "endProgrammatic",
      ])
    #expect(jump.phase == .idle)
    #expect(jump.collapsed() == 20)
    #expect(jump.isAnimating())
    #expect(frames.last!.collapsed() == 0)
  }

  @Test func animatedSetContentOffsetSettlesAtItsEnd() throws {
    let frames = try trace(
      #"""
      {"behavior": {"preset": "followView", "maxFollowPoint": 64},
       "steps": [{"setContentOffset": {"y": 20}}, {"advance": 0.25}]}
      """#)
    let end = try #require(frames.firstIndex { $0.events.contains("endProgrammatic") })
    #expect(frames[end].collapsed() == 20)  // moved like user scrolling, not settled on the way
    for line in frames[..<end] { #expect(!line.isAnimating()) }
    #expect(frames[end].isAnimating())
    #expect(frames.last!.collapsed() == 0)
    expectChromeInvariants(frames, range: 64)
  }

  // MARK: No snap

  @Test func halfDisplayNeverSettles() throws {
    let frames = try trace(
      #"""
      {"behavior": {"preset": "followView", "maxFollowPoint": 64, "allowHalfDisplay": true},
       "steps": [{"scroll": 20}, {"endDecelerating": {}},
                 {"beginDragging": {}}, {"scroll": 25}, {"endDragging": {"velocity": 0}},
                 {"setContentOffset": {"y": 30, "animated": false}}, {"advance": 0.5}]}
      """#)
    #expect(Array(collapsedValues(frames).prefix(6)) == [20, 20, 20, 25, 25, 30])
    #expect(frames.last!.collapsed() == 30)
    #expect(frames.allSatisfy { !$0.isAnimating() })
    expectChromeInvariants(frames, range: 64)
  }

  // MARK: Projected at a resting release

  /// `{"collapse": {"range": 64}}` (projected) released at c = 20: every `endDragging(v, …)`
  /// projects its velocity; with deceleration the chrome heads there before the content stops.
  static let releases: [(velocity: Double, decelerate: Bool, target: Double)] = [
    // python: 20 + (500/1000)*0.998/(1-0.998) → 269.5 collapses, even without deceleration
    (500, false, 64),
    // python: 20 + (500/1000)*0.998/(1-0.998) → 269.5 collapses
    (500, true, 64),
    // python: 20 + (-500/1000)*0.998/(1-0.998) → -229.5 expands
    (-500, true, 0),
    (0, false, 0),  // plain lift at f = 0.3125
  ]

  @Test(arguments: releases)
  func projectedReleaseAnimatesAtOnce(velocity: Double, decelerate: Bool, target: Double) throws {
    let frames = try trace(
      #"""
      {"behavior": {"collapse": {"range": 64}},
       "steps": [{"beginDragging": {}}, {"scroll": 20},
                 {"endDragging": {"velocity": \#(velocity), "decelerate": \#(decelerate)}},
                 {"advance": 1.5}]}
      """#)
    #expect(frames[1].collapsed() == 20)
    #expect(frames[2].isAnimating())
    #expect(frames.last!.collapsed() == target)
    #expect(!frames.last!.isAnimating())
    expectChromeInvariants(frames, range: 64)
  }
}
