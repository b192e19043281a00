import ScrollChromeCore
import ScrollChromeTestSupport
import ScrollChromeTrace
import Testing

/// A change of the top inset `T` re-baselines — that event yields `δ = 0`
/// — and keeps the direction and the travel accumulated so far, so delay points still add up. A
/// change of `C` or `V` alone keeps them too. Per scroll event
/// `δ = clamp(y, minY, maxY) − clamp(yPrev, minY, maxY)` with the current geometry, `minY = −T`.
@Suite struct InsetTraceTests {
  /// One scenario: the initial top inset, the behaviour, the steps, and `collapsed` per line.
  struct Row: Sendable, CustomTestStringConvertible {
    var name: String
    var insetTop: Double
    var behavior: String
    var steps: String
    var expected: [Double]
    var testDescription: String { name }
  }

  static let hideDelay30 = #"{"collapse": {"range": 64, "hideDelay": 30, "snap": "none"}}"#
  static let showDelay30 = #"{"collapse": {"range": 64, "showDelay": 30, "snap": "none"}}"#

  static let rows: [Row] = [
    // Travel 20 before the inset grows, +5 after it (25 ≤ 30), +15 more: 40 − 30 = 10 hidden.
    Row(
      name: "inset grows: hide travel adds up", insetTop: 0, behavior: hideDelay30,
      steps:
        #"{"scroll": 20}, {"geometry": {"insetTop": 44}}, {"scroll": 25}, {"scroll": 40}, {"scroll": 50}"#,
      expected: [0, 0, 0, 10, 20]),
    // T 44 → 0 leaves y = −24 past the new top: clamp(−24, 0, 3200) = 0, so scroll 5 is δ = 5
    // (travel 20 + 5 = 25) and scroll 16 is δ = 11 (travel 36): 36 − 30 = 6 hidden.
    Row(
      name: "inset shrinks: the previous offset clamps to the new top", insetTop: 44,
      behavior: hideDelay30,
      steps: #"{"scroll": -24}, {"geometry": {"insetTop": 0}}, {"scroll": 5}, {"scroll": 16}"#,
      expected: [0, 0, 0, 6]),
    // Up 20 from the collapsed bar, the inset changes, up 5 (25 ≤ 30), up 15: 40 − 30 = 10 shown.
    Row(
      name: "inset grows: show travel adds up", insetTop: 0, behavior: showDelay30,
      steps:
        #"{"scroll": 200}, {"scroll": 180}, {"geometry": {"insetTop": 44}}, {"scroll": 175}, {"scroll": 160}"#,
      expected: [64, 64, 64, 64, 54]),
    // Partial chrome: the inset change itself moves nothing, the next 5 points move it 5.
    Row(
      name: "inset change yields no delta", insetTop: 0,
      behavior: #"{"collapse": {"range": 64, "snap": "none"}}"#,
      steps: #"{"scroll": 40}, {"geometry": {"insetTop": 44}}, {"scroll": 45}"#,
      expected: [40, 40, 45]),
    // Rows appended below while scrolling: the same arithmetic as the first row.
    Row(
      name: "content grows: hide travel adds up", insetTop: 0, behavior: hideDelay30,
      steps:
        #"{"scroll": 20}, {"geometry": {"content": 5000}}, {"scroll": 25}, {"scroll": 40}, {"scroll": 50}"#,
      expected: [0, 0, 0, 10, 20]),
    // A rotation-sized viewport change: the same again.
    Row(
      name: "viewport shrinks: hide travel adds up", insetTop: 0, behavior: hideDelay30,
      steps:
        #"{"scroll": 20}, {"geometry": {"viewport": 700}}, {"scroll": 25}, {"scroll": 40}, {"scroll": 50}"#,
      expected: [0, 0, 0, 10, 20]),
  ]

  @Test(arguments: rows)
  func geometryChangeKeepsDirectionAndTravel(row: Row) throws {
    let frames = try trace(
      #"""
      {"scrollView": {"insetTop": \#(row.insetTop)}, "behavior": \#(row.behavior),
       "steps": [\#(row.steps)]}
      """#)
    #expect(collapsedValues(frames) == row.expected)
    #expect(frames.allSatisfy { !$0.isAnimating() })
    expectChromeInvariants(frames, range: 64)
    for frame in frames where frame.events.contains("geometry") {
      #expect(!frame.events.contains { $0.hasPrefix("rejected:") })
    }
  }

  /// Chrome that works through the safe area changes `T` on every frame: a hide delay of 30
  /// must still be crossed after 30 points of travel, not 30 points after the last change.
  @Test func insetChangingEveryFrameStillCrossesTheDelay() throws {
    // y = 0, 4, 8, … 60 with T growing by 1 before each scroll: travel 4 per step, 15 steps.
    var steps: [String] = []
    for index in 1...15 {
      steps.append(#"{"geometry": {"insetTop": \#(index)}}"#)
      steps.append(#"{"scroll": \#(4 * index)}"#)
    }
    let frames = try trace(
      #"""
      {"behavior": \#(Self.hideDelay30), "steps": [\#(steps.joined(separator: ", "))]}
      """#)
    let scrolls = stride(from: 1, to: frames.count, by: 2).map { frames[$0].collapsed() }
    // python: [max(0, 4*k - 30) for k in range(1, 16)]
    let expected: [Double] = [0, 0, 0, 0, 0, 0, 0, 2, 6, 10, 14, 18, 22, 26, 30]
    #expect(scrolls == expected)
    expectChromeInvariants(frames, range: 64)
  }
}
