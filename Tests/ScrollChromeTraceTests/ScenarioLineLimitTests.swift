import Foundation
import ScrollChromeTestSupport
import ScrollChromeTrace
import Testing

// trace-format "Limits": a scenario that could print more than 10,000,000 lines is refused up
// front with exit 2, naming `steps`. Each `advance` and `drag` counts its duration × frame rate
// (a `drag` at least one line), each `release`, `fling`, `scrollToTop` and animated
// `setContentOffset` one line plus 10 s of frames, every other step one line — exactly what the
// trace runner can print, rounded as it rounds.

/// A scenario at `frameRate` whose steps are `steps`, each repeated `count` times, in order.
private func scenario(frameRate: Double, _ steps: [(count: Int, step: String)]) -> String {
  let elements = steps.flatMap { Array(repeating: $0.step, count: $0.count) }
  return #"{"frameRate": \#(frameRate), "steps": ["# + elements.joined(separator: ", ") + "]}"
}

/// The message a refused scenario gets at `steps`, when its first `steps` could print `lines`.
private func refusal(firstSteps steps: Int, lines: String) -> String {
  "expected a scenario printing at most 10,000,000 lines, got one whose first \(steps) steps "
    + "alone could print " + lines
}

/// The reported example: 1,000 steps of an hour each at 1000 frames per second, 3.6e9 lines.
private let thousandHours = scenario(frameRate: 1000, [(1000, #"{"advance": 3600}"#)])

/// (situation, scenario) for scenarios that could print exactly 10,000,000 lines.
private let atTheLimit: [(String, String)] = [
  // Two hours and 2800 s of frames at 1000 fps. python: 3600*1000*2 + 2800*1000 → 10000000
  (
    "advance", scenario(frameRate: 1000, [(2, #"{"advance": 3600}"#), (1, #"{"advance": 2800}"#)])
  ),
  // The same as drags. python: 3600*1000*2 + 2800*1000 → 10000000
  (
    "drag",
    scenario(
      frameRate: 1000,
      [
        (2, #"{"drag": {"by": 1, "duration": 3600}}"#),
        (1, #"{"drag": {"by": 1, "duration": 2800}}"#),
      ])
  ),
  // 999 settling steps of 1 + 10 s × 1000 fps, then 9001 frames. python: 10_000_000 - 999*10001
  // → 9001
  (
    "release, fling, scrollToTop, animated setContentOffset",
    scenario(
      frameRate: 1000,
      [
        (250, #"{"release": {"velocity": 1}}"#), (250, #"{"fling": {"velocity": 1}}"#),
        (250, #"{"scrollToTop": {}}"#), (249, #"{"setContentOffset": {"y": 5}}"#),
        (1, #"{"advance": 9.001}"#),
      ])
  ),
  // A jump without animation prints one line, not 10 s of them. python: 3600000*2 + 2799999 + 1
  (
    "setContentOffset without animation",
    scenario(
      frameRate: 1000,
      [
        (2, #"{"advance": 3600}"#), (1, #"{"advance": 2799.999}"#),
        (1, #"{"setContentOffset": {"y": 5, "animated": false}}"#),
      ])
  ),
  // At the default 60 fps: 46 hours of frames, 106 flings of 601 lines, 294 one-line steps.
  // python: 46*3600*60 + 106*(1 + 600) + 294 → 10000000
  (
    "60 frames per second",
    scenario(
      frameRate: 60,
      [
        (46, #"{"advance": 3600}"#), (106, #"{"fling": {"velocity": 1}}"#),
        (98, #"{"scroll": 1}"#), (98, #"{"command": {"name": "expand"}}"#),
        (98, #"{"geometry": {"content": 10}}"#),
      ])
  ),
]

/// (situation, scenario, the line it is refused with) for scenarios one line over the limit.
private let justOver: [(String, String, String)] = [
  // One scroll after exactly 10,000,000 lines. python: 3600*1000*2 + 2800*1000 + 1
  (
    "a scroll after the limit",
    scenario(
      frameRate: 1000,
      [(2, #"{"advance": 3600}"#), (1, #"{"advance": 2800}"#), (1, #"{"scroll": 0}"#)]),
    refusal(firstSteps: 4, lines: "10,000,001")
  ),
  // A drag of no duration still prints a line.
  (
    "a drag of no duration after the limit",
    scenario(
      frameRate: 1000,
      [
        (2, #"{"advance": 3600}"#), (1, #"{"advance": 2800}"#),
        (1, #"{"drag": {"by": 1, "duration": 0}}"#),
      ]),
    refusal(firstSteps: 4, lines: "10,000,001")
  ),
  // The 60 fps scenario at the limit with one more fling: the 107th passes the limit, and the
  // scrolls after it are not counted. python: 46*216000 + 107*601 → 10000307 after 46 + 107 steps
  (
    "a fling after the limit at 60 frames per second",
    scenario(
      frameRate: 60,
      [
        (46, #"{"advance": 3600}"#), (107, #"{"fling": {"velocity": 1}}"#),
        (294, #"{"scroll": 1}"#),
      ]
    ),
    refusal(firstSteps: 153, lines: "10,000,307")
  ),
]

@Suite("Scenario line limit")
struct ScenarioLineLimitTests {
  @Test("a thousand hour-long advances at 1000 fps are refused at steps, counting three of them")
  func reportedExampleIsRefused() {
    // python: 3*3600*1000 → 10800000, the first sum past the limit
    let refused = ScenarioError(
      path: "steps", message: refusal(firstSteps: 3, lines: "10,800,000"))
    #expect(throws: refused) { try parseScenario(Array(thousandHours.utf8)) }
  }

  @Test("a scenario that could print exactly 10,000,000 lines is accepted", arguments: atTheLimit)
  func atTheLimitIsAccepted(situation: String, json: String) {
    #expect(throws: Never.self, "\(situation)") { try parseScenario(Array(json.utf8)) }
  }

  @Test("a scenario one step past 10,000,000 lines is refused at steps", arguments: justOver)
  func justOverIsRefused(situation: String, json: String, message: String) {
    do {
      let scenario = try parseScenario(Array(json.utf8))
      Issue.record("\(situation): parsed \(scenario.steps.count) steps")
    } catch {
      #expect(error.path == "steps", "\(situation)")
      #expect(error.message == message, "\(situation)")
    }
  }

  @Test("scrollchrome trace refuses the reported example at once: exit 2, nothing on stdout")
  func commandLineRefusesTheReportedExample() throws {
    let result = try CommandLineTool.trace(thousandHours)
    #expect(result.status == 2)
    #expect(result.standardOutput.isEmpty)
    #expect(result.standardError == "steps: " + refusal(firstSteps: 3, lines: "10,800,000") + "\n")
  }

  @Test("each step prints at most what it is counted for, and the counted steps can reach it")
  func stepsReachTheirCount() throws {
    // At 0.9999999 per ms a fling at 1000 pt/s still moves after 10 s (python: 1000*.9999999**10000
    // → 999.0005) and never reaches the end of a billion-point list: 1 + 600 lines. Then
    // 0.5 s (30), a drag of 0.25 s (15), a drag of no duration (1), a jump (1), a scroll (1).
    let frames = try trace(
      #"{"decelerationRate": 0.9999999, "scrollView": {"content": 1e9}, "steps": ["#
        + #"{"fling": {"velocity": 1000}}, {"advance": 0.5}, {"drag": {"by": 10}}, "#
        + #"{"drag": {"by": 10, "duration": 0}}, {"setContentOffset": {"y": 0, "animated": false}}, "#
        + #"{"scroll": 5}]}"#)
    // python: 601 + 30 + 15 + 1 + 1 + 1 → 649
    #expect(frames.count == 649)
  }

  // MARK: What a scenario would print: lines × behaviours, and at most 64 behaviours

  /// `count` followView behaviours named b0, b1, … and `steps`.
  private static func behaviors(_ count: Int, steps: String) -> String {
    let named = (0..<count).map { #""b\#($0)": {"preset": "followView"}"# }
    return #"{"behaviors": {"# + named.joined(separator: ", ") + #"}, "steps": ["# + steps + "]}"
  }

  @Test("output limits count lines × behaviours: two behaviours over 5,000,000 lines are refused")
  func outputLimitsCountLinesTimesBehaviors() {
    // python: 23*216000 + 40*60 → 4970400 lines; × 2 → 9940800, accepted; one more advance of
    // 3600 s: 5186400 × 2 → 10372800, refused after 24 steps.
    let hours = Array(repeating: #"{"advance": 3600}"#, count: 23).joined(separator: ", ")
    let accepted = Self.behaviors(2, steps: hours + #", {"advance": 40}"#)
    #expect(throws: Never.self) { try parseScenario(Array(accepted.utf8)) }
    let refused = Self.behaviors(2, steps: hours + #", {"advance": 3600}, {"advance": 40}"#)
    let error = ScenarioError(
      path: "steps",
      message: "expected a scenario printing at most 10,000,000 lines × behaviours, got one whose "
        + "first 24 steps alone could print 5,184,000 lines × 2 behaviours")
    #expect(throws: error) { try parseScenario(Array(refused.utf8)) }
    // One behaviour keeps the plain message and limit (python: 24*216000 → 5184000 ≤ 1e7).
    let single =
      #"{"behavior": {"preset": "followView"}, "steps": ["# + hours
      + #", {"advance": 3600}, {"advance": 40}]}"#
    #expect(throws: Never.self) { try parseScenario(Array(single.utf8)) }
  }

  @Test("output limits: at most 64 behaviours, refused up front at behaviors")
  func outputLimitsAllowAtMost64Behaviors() throws {
    #expect(throws: Never.self) { try parseScenario(Array(Self.behaviors(64, steps: "").utf8)) }
    let error = ScenarioError(path: "behaviors", message: "expected at most 64 behaviours, got 65")
    #expect(throws: error) { try parseScenario(Array(Self.behaviors(65, steps: "").utf8)) }
    let result = try CommandLineTool.trace(Self.behaviors(1000, steps: #"{"scroll": 1}"#))
    #expect(result.status == 2)
    #expect(result.standardOutput.isEmpty)
    #expect(result.standardError == "behaviors: expected at most 64 behaviours, got 1000\n")
  }

  @Test("output limits: a sub-megabyte file cannot ask for terabytes")
  func outputLimitsBoundWhatASmallFilePrints() throws {
    // 64 header behaviours (the widest value) and 46 hours of advance at 60 Hz, under 10 kB:
    // python: 46*216000*64 → 635904000 lines × behaviours, refused after 1 step (216000*64).
    let named = (0..<64).map { #""h\#($0)": {"preset": "headerTransition"}"# }
    let json =
      #"{"behaviors": {"# + named.joined(separator: ", ") + #"}, "steps": ["#
      + Array(repeating: #"{"advance": 3600}"#, count: 46).joined(separator: ", ") + "]}"
    #expect(json.utf8.count < 10_000)
    do {
      _ = try parseScenario(Array(json.utf8))
      Issue.record("parsed")
    } catch {
      #expect(error.path == "steps")
      #expect(
        error.message.hasSuffix("first 1 steps alone could print 216,000 lines × 64 behaviours"))
    }
  }
}
