import ScrollChromeCore
import ScrollChromeTestSupport
import ScrollChromeTrace
import Testing

/// The options beyond the seed libraries in the trace: `overlap` in every collapse value, after
/// `animating` and before a preset's own outputs; `overlapDistance`, `edge`, `direction` and
/// `revealsAtEnd` on `collapse` and on the presets that take them. The scroll view is the default
/// one, viewport 800 and content 4000: minY 0, maxY 3200.
@Suite struct ScrollEdgeTraceTests {
  /// The value of the only line of a scenario with one `scroll` step.
  static func value(_ behavior: String, scrollTo y: Double) throws -> String {
    let frames = try trace(#"{"behavior": \#(behavior), "steps": [{"scroll": \#(y)}]}"#)
    return try #require(frames.first?.valueJSON)
  }

  @Test("overlap follows animating, before the preset's outputs, rounded as the other numbers")
  func overlapInTheValue() throws {
    // u = 4 ⇒ 4/8; a follow view's constant −c after it.
    #expect(
      try Self.value(#"{"preset": "followView"}"#, scrollTo: 4)
        == #"{"collapsed": 4.0, "fraction": 0.0625, "stretch": 0.0, "animating": false, "#
        + #""overlap": 0.5, "constant": -4.0}"#)
    // u = 1 with d = 3: 1/3 printed with 4 decimals.
    #expect(
      try Self.value(#"{"collapse": {"range": 44, "overlapDistance": 3}}"#, scrollTo: 1)
        == #"{"collapsed": 1.0, "fraction": 0.0227, "stretch": 0.0, "animating": false, "#
        + #""overlap": 0.3333}"#)
  }

  /// (behaviour, offset scrolled to, expected overlap)
  static let overlaps: [(String, Double, Double)] = [
    // Bottom edge: (3200 − 3198)/8.
    (#"{"collapse": {"range": 44, "edge": "bottom"}}"#, 3198, 0.25),
    // Bottom edge, d = 4: (3200 − 3199)/4.
    (#"{"collapse": {"range": 44, "edge": "bottom", "overlapDistance": 4}}"#, 3199, 0.25),
    // The follow view's edge: a tab bar at the bottom, 100 from the end ⇒ 1.
    (#"{"preset": "followView", "edge": "bottom"}"#, 3100, 1),
    // Top edge, d = 16: 2/16.
    (#"{"preset": "followView", "overlapDistance": 16}"#, 2, 0.125),
    // The shy bar at the top edge, d = 40: 10/40.
    (#"{"preset": "shyBar", "overlapDistance": 40}"#, 10, 0.25),
    // The header at the top edge, d = 100: 50/100.
    (#"{"preset": "headerTransition", "overlapDistance": 100}"#, 50, 0.5),
  ]

  @Test(
    "overlap is the content's run under the edge over the overlap distance", arguments: overlaps)
  func overlap(behavior: String, y: Double, expected: Double) throws {
    let frames = try trace(#"{"behavior": \#(behavior), "steps": [{"scroll": \#(y)}]}"#)
    #expect(frames.first?.number("overlap") == expected)
  }

  /// A chat at its bottom: `{"scrollView": {"offset": 3200}}`.
  static func chat(_ behavior: String, _ steps: String) throws -> [TraceFrame] {
    try trace(#"{"scrollView": {"offset": 3200}, "behavior": \#(behavior), "steps": [\#(steps)]}"#)
  }

  @Test(
    "direction reversed: moving up the content collapses, the bottom expands",
    arguments: [
      #"{"collapse": {"range": 44, "direction": "reversed"}}"#,
      #"{"preset": "followView", "maxFollowPoint": 44, "direction": "reversed"}"#,
      #"{"preset": "shyBar", "direction": "reversed"}"#,
      #"{"preset": "headerTransition", "headerHeight": 44, "direction": "reversed"}"#,
    ])
  func reversed(behavior: String) throws {
    // u' = 3200 − y: 10, 30, 100 ⇒ c 10, 30, 44 (R = 44) in either mode.
    let frames = try Self.chat(
      behavior, #"{"scroll": 3190}, {"scroll": 3170}, {"scroll": 3100}, {"scroll": 3200}"#)
    #expect(frames.prefix(3).map { $0.collapsed() } == [10, 30, 44])
    // Back at the bottom: expanded, or heading there.
    #expect(frames[3].collapsed() == 0 || frames[3].isAnimating())
  }

  @Test("revealsAtEnd: reaching the end expands; a command there holds until the next scroll")
  func revealsAtEnd() throws {
    let frames = try trace(
      #"""
      {"behavior": {"preset": "followView", "revealsAtEnd": true},
       "steps": [{"scroll": 1000}, {"scroll": 3200}, {"advance": 0.5},
                 {"command": {"name": "hide", "animated": false}}, {"advance": 0.5},
                 {"scroll": 3200}, {"advance": 0.5}]}
      """#)
    #expect(frames[0].collapsed() == 64)
    #expect(frames[1].collapsed() == 64 && frames[1].isAnimating())
    #expect(frames[31].collapsed() == 0)
    #expect(frames[32].collapsed() == 64)
    #expect(frames[62].collapsed() == 64)
    #expect(frames[63].isAnimating())
    #expect(frames.last?.collapsed() == 0)
  }

  @Test("without revealsAtEnd, the end leaves a hidden view hidden")
  func endWithoutReveal() throws {
    let frames = try trace(
      #"{"behavior": {"preset": "followView"}, "steps": [{"scroll": 1000}, {"scroll": 3200}]}"#)
    #expect(frames.map { $0.collapsed() } == [64, 64])
    #expect(!frames[1].isAnimating())
  }
}
