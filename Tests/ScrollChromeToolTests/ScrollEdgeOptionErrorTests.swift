import Foundation
import ScrollChromeTestSupport
import Testing

/// The options beyond the seed libraries, written wrong: `scrollchrome trace` exits with status 2
/// and one line naming the JSON path and what it expected.
@Suite struct ScrollEdgeOptionErrorTests {
  static let cases: [(scenario: String, message: String)] = [
    // A distance of 0 on collapse.
    (
      #"{"behavior": {"collapse": {"range": 44, "overlapDistance": 0}}}"#,
      "behavior.collapse.overlapDistance: expected a number greater than 0, up to 1e9, got 0"
    ),
    // A negative distance on a preset.
    (
      #"{"behavior": {"preset": "followView", "overlapDistance": -8}}"#,
      "behavior.overlapDistance: expected a number greater than 0, up to 1e9, got -8"
    ),
    // A distance past 1e9 on the shy bar: a number past any length the scenario takes.
    (
      #"{"behavior": {"preset": "shyBar", "overlapDistance": 2e9}}"#,
      "behavior.overlapDistance: expected a number within ±1e9, got 2000000000"
    ),
    // An edge that is not top or bottom.
    (
      #"{"behavior": {"collapse": {"range": 44, "edge": "left"}}}"#,
      #"behavior.collapse.edge: expected one of "top", "bottom", got "left""#
    ),
    // A direction that is not normal or reversed, on a preset.
    (
      #"{"behavior": {"preset": "headerTransition", "direction": "up"}}"#,
      #"behavior.direction: expected one of "normal", "reversed", got "up""#
    ),
    // revealsAtEnd must be a Boolean.
    (
      #"{"behaviors": {"bar": {"preset": "followView", "revealsAtEnd": 1}}}"#,
      "behaviors.bar.revealsAtEnd: expected true or false, got 1"
    ),
    // The shy bar has no edge: it sits at the top.
    (
      #"{"behavior": {"preset": "shyBar", "edge": "bottom"}}"#,
      #"behavior.edge: unknown key; expected one of "fullHeight", "shyHeight", "#
        + #""overlapDistance", "shouldSnap", "isEnabled", "direction""#
    ),
  ]

  @Test(arguments: cases)
  func optionErrorExitsWithStatus2(scenario: String, message: String) throws {
    let result = try CommandLineTool.trace(scenario)
    #expect(result.status == 2)
    #expect(result.standardOutput.isEmpty)
    #expect(result.standardError == message + "\n")
  }
}
