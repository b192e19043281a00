import Foundation
import ScrollChromeCore
import ScrollChromeTestSupport
import ScrollChromeTrace
import Testing

/// Stops: extra resting points strictly inside `(0, R)`, increasing.
/// Settling picks among `{0, stops…, R}` the point nearest to `c` (`nearest`) or to the projected
/// `c` (`projected`); ties go to the more collapsed point. In `collapsesWithContent` mode only
/// points `≤ u` are candidates (the projected `u` at a decelerating release).
@Suite struct StopsTraceTests {
  /// A toolbar above a tab strip: `R = 104`, resting also at 56.
  static func toolbar(mode: String = "followsScroll", snap: String = "nearest") -> String {
    #"{"collapse": {"range": 104, "stops": [56], "mode": "\#(mode)", "snap": "\#(snap)"}}"#
  }

  /// Invariant 5 once a settle's animation ends: the chrome rests on a resting point.
  static func expectResting(_ frame: TraceFrame, sourceLocation: SourceLocation = #_sourceLocation)
  {
    #expect(!frame.isAnimating(), sourceLocation: sourceLocation)
    #expect(
      [0, 56, 104].contains(frame.collapsed()), "rests at \(frame.collapsed())",
      sourceLocation: sourceLocation)
  }

  // MARK: Nearest

  /// followsScroll, so `c` equals the offset scrolled to; then `endDecelerating` settles.
  static let nearest: [(c: Double, target: Double)] = [
    (70, 56),  // |70 − 56| = 14 < |70 − 104| = 34
    (79, 56),  // just short of the midpoint 80
    (80, 104),  // tie 56/104: the more collapsed
    (100, 104),
    (27, 0),  // just short of the midpoint 28
    (28, 56),  // tie 0/56: the more collapsed
    (56, 56),  // already resting
    (5, 0),
  ]

  @Test(arguments: nearest)
  func nearestSettlesOnTheClosestRestingPoint(c: Double, target: Double) throws {
    let frames = try trace(
      #"""
      {"behavior": \#(Self.toolbar()),
       "steps": [{"scroll": \#(c)}, {"endDecelerating": {}}, {"advance": 1.5}]}
      """#)
    #expect(frames[0].collapsed() == c)
    #expect(frames[1].isAnimating() == (c != target))
    #expect(frames.last!.collapsed() == target)
    Self.expectResting(frames.last!)
    expectChromeInvariants(frames, range: 104)
  }

  // MARK: Projected

  /// followsScroll, `c = 30` under the finger, released with `velocity` (decelerating if not 0).
  static let projected: [(velocity: Double, target: Double)] = [
    // python: 30 + (100/1000)*0.998/(1-0.998) → 79.9, nearer 56
    (100, 56),
    // python: 30 + (101/1000)*0.998/(1-0.998) → 80.399, nearer 104
    (101, 104),
    // python: 30 + (-100/1000)*0.998/(1-0.998) → -19.9, nearer 0
    (-100, 0),
    // no deceleration: 30 itself, past the midpoint 28
    (0, 56),
  ]

  @Test(arguments: projected)
  func projectedSettlesOnThePointNearestTheProjection(velocity: Double, target: Double) throws {
    let frames = try trace(
      #"""
      {"behavior": \#(Self.toolbar(snap: "projected")),
       "steps": [{"beginDragging": {}}, {"scroll": 30},
                 {"endDragging": {"velocity": \#(velocity)}}, {"advance": 1.5}]}
      """#)
    #expect(frames[2].isAnimating())  // at once, at the release
    #expect(frames.last!.collapsed() == target)
    Self.expectResting(frames.last!)
    expectChromeInvariants(frames, range: 104)
  }

  // MARK: collapsesWithContent

  /// `c = u` (anchor 0) scrolled to `offset`; only resting points `≤ u` are candidates.
  static let withContent: [(offset: Double, target: Double)] = [
    (80, 56),  // candidates {0, 56}
    (50, 0),  // candidates {0}
    (30, 0),  // nearer 56 overall, but 56 > u
    (60, 56),  // candidates {0, 56}
    (100, 56),  // 104 > u = 100
  ]

  @Test(arguments: withContent)
  func withContentSettlesOnlyOnPointsTheOffsetAllows(offset: Double, target: Double) throws {
    let frames = try trace(
      #"""
      {"behavior": \#(Self.toolbar(mode: "collapsesWithContent")),
       "steps": [{"scroll": \#(offset)}, {"endDecelerating": {}}, {"advance": 1.5}]}
      """#)
    #expect(frames[0].collapsed() == offset)
    #expect(frames.last!.collapsed() == target)
    #expect(frames.last!.offset == offset)
    Self.expectResting(frames.last!)
    expectChromeInvariants(frames, range: 104)
  }

  /// A drag to 50, then a release through the simulator: candidates are the points `≤` the
  /// projected `u`; the content then coasts and comes to rest.
  static let withContentFlings: [(velocity: Double, target: Double)] = [
    // python: 50 + (100/1000)*0.998/(1-0.998) → 99.9: candidates {0, 56}, nearer 56
    (100, 56),
    // python: 50 + (200/1000)*0.998/(1-0.998) → 149.8: all candidates, nearer 104
    (200, 104),
    (0, 0),  // u = 50 at rest: candidates {0}
  ]

  @Test(arguments: withContentFlings)
  func withContentProjectsTheOffsetToo(velocity: Double, target: Double) throws {
    let frames = try trace(
      #"""
      {"behavior": \#(Self.toolbar(mode: "collapsesWithContent", snap: "projected")),
       "steps": [{"drag": {"by": 50}}, {"release": {"velocity": \#(velocity)}}, {"advance": 1}]}
      """#)
    #expect(isClose(frames[14].collapsed(), 50, tolerance: 1e-9))
    #expect(frames.last!.collapsed() == target)
    #expect(frames.last!.phase == .idle)
    Self.expectResting(frames.last!)
    expectChromeInvariants(frames, range: 104)
  }

  // MARK: Invalid stops

  static let invalidStops = [
    "[0]",  // not inside (0, R): the expanded end
    "[-5]",  // below 0
    "[104]",  // the collapsed end
    "[120]",  // past R
    "[56, 56]",  // not strictly increasing
    "[60, 40]",  // decreasing
    "[20, 104]",  // a valid stop beside an invalid one
  ]

  @Test(arguments: invalidStops)
  func invalidStopsAreRefused(stops: String) throws {
    let json = #"{"behavior": {"collapse": {"range": 104, "stops": \#(stops)}}, "steps": []}"#
    let error = try #require(throws: ScenarioError.self) {
      _ = try TraceRunner(scenario: parseScenario(Array(json.utf8)))
    }
    #expect(error.path.contains("stops"), "\(error)")
    #expect(!error.message.contains("unknown key"), "\(error)")  // refused for its value
  }

  @Test(arguments: ["[56]", "[20, 80]", "[0.5, 103.5]", "[]"])
  func validStopsAreAccepted(stops: String) throws {
    let json = #"{"behavior": {"collapse": {"range": 104, "stops": \#(stops)}}, "steps": []}"#
    #expect(throws: Never.self) {
      _ = try TraceRunner(scenario: parseScenario(Array(json.utf8)))
    }
  }

  @Test func invalidStopsExitWithStatus2() throws {
    let result = try CommandLineTool.trace(
      #"{"behavior": {"collapse": {"range": 104, "stops": [60, 40]}}, "steps": [{"scroll": 10}]}"#)
    #expect(result.status == 2)
    #expect(result.standardOutput.isEmpty)
    #expect(result.standardError.contains("stops"))
    #expect(!result.standardError.contains("unknown key"))
    #expect(result.standardError.split(separator: "\n").count == 1)
  }
}
