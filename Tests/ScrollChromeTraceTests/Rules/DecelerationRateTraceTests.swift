import ScrollChromeCore
import ScrollChromeTestSupport
import ScrollChromeTrace
import Testing

/// Projected settling: at `endDragging(v, decelerating)` the chrome heads for the
/// end nearest `c + project(v)`, `project(v) = (v/1000)·d/(1−d)` with `d` the scroll view's own
/// deceleration rate — the scenario's `decelerationRate` (default 0.998).
@Suite struct DecelerationRateTraceTests {
  /// `{"collapse": {"range": 64}}` (followsScroll, projected) at `c = 10` under the finger, then
  /// released with `velocity`, decelerating, at rate `rate` (`nil`: the default).
  static let releases: [(rate: Double?, velocity: Double, target: Double)] = [
    // python: 10 + (100/1000)*0.998/(1-0.998) → 59.9 ≥ 32 collapses
    (0.998, 100, 64),
    (nil, 100, 64),  // the default rate is 0.998
    // python: 10 + (100/1000)*0.99/(1-0.99) → 19.9 < 32 expands
    (0.99, 100, 0),
    // python: 10 + (300/1000)*0.99/(1-0.99) → 39.7 collapses
    (0.99, 300, 64),
    // python: 10 + (223/1000)*0.99/(1-0.99) → 32.077, just past the middle
    (0.99, 223, 64),
    // python: 10 + (222/1000)*0.99/(1-0.99) → 31.978, just short of it
    (0.99, 222, 0),
    // python: 10 + (-100/1000)*0.99/(1-0.99) → 0.1 expands
    (0.99, -100, 0),
    // python: 10 + (-20/1000)*0.998/(1-0.998) → 0.02 expands
    (0.998, -20, 0),
  ]

  @Test(arguments: releases)
  func projectionUsesTheScrollViewsRate(rate: Double?, velocity: Double, target: Double) throws {
    let rateKey = rate.map { #""decelerationRate": \#($0), "# } ?? ""
    let frames = try trace(
      #"""
      {\#(rateKey)"behavior": {"collapse": {"range": 64}},
       "steps": [{"beginDragging": {}}, {"scroll": 10},
                 {"endDragging": {"velocity": \#(velocity), "decelerate": true}},
                 {"advance": 1.5}]}
      """#)
    #expect(frames[1].collapsed() == 10)
    let release = frames[2]
    #expect(release.phase == .decelerating)
    #expect(release.isAnimating())  // the chrome animates there at once
    #expect(frames.last!.collapsed() == target)
    #expect(!frames.last!.isAnimating())
    expectChromeInvariants(frames, range: 64)
  }

  /// The same release through the simulator, whose content coasts at the same rate: the chrome
  /// agrees with the content's projection and deceleration scroll events do not undo it.
  static let flings: [(rate: Double, target: Double)] = [
    // python: 10 + 0.1*0.998/0.002 → 59.9 collapses; the content rests near 10 + 0.09*499 = 54.91
    (0.998, 64),
    // python: 10 + 0.1*0.99/0.01 → 19.9 expands; the content rests near 10 + 0.09*99 = 18.91
    (0.99, 0),
  ]

  @Test(arguments: flings)
  func simulatedReleaseAgreesWithTheRestingContent(rate: Double, target: Double) throws {
    let frames = try trace(
      #"""
      {"decelerationRate": \#(rate), "behavior": {"collapse": {"range": 64}},
       "steps": [{"drag": {"by": 10}}, {"release": {"velocity": 100}}, {"advance": 1}]}
      """#)
    #expect(isClose(frames[14].collapsed(), 10, tolerance: 1e-9))
    #expect(frames[15].hostEvents.contains("endDragging"))
    #expect(frames[15].isAnimating())
    #expect(frames.count(of: "endDecelerating") == 1)
    #expect(frames.last!.collapsed() == target)
    #expect(!frames.last!.isAnimating())
    expectChromeInvariants(frames, range: 64)
  }
}
