import Foundation
import ScrollChromeTestSupport
import Testing

/// `scrollchrome` as a user runs it: exit status, standard output and the one-line errors.
@Suite struct TraceCommandTests {
  /// A malformed scenario, and the start of the single line the tool must print for it.
  struct Malformed: CustomTestStringConvertible, Sendable {
    var scenario: String
    var message: String
    var testDescription: String { message }
  }

  static let malformed: [Malformed] = [
    // Not JSON at all.
    Malformed(scenario: "steps", message: "$: line 1, column 1"),
    // A top-level array instead of an object.
    Malformed(scenario: "[]", message: "$: expected an object"),
    // An unknown top-level key.
    Malformed(scenario: #"{"stpes": []}"#, message: "stpes: unknown key"),
    // A wrong type for a step parameter (the trace format's documented error).
    Malformed(
      scenario:
        #"{"steps": [{"advance": 1}, {"advance": 1}, {"advance": 1}, {"drag": {"duration": "fast", "by": 1}}]}"#,
      message: #"steps[3].drag.duration: expected a number ≥ 0, got "fast""#),
    // A step with two keys.
    Malformed(
      scenario: #"{"steps": [{"scroll": 1, "advance": 1}]}"#,
      message: "steps[0]: expected exactly one key"),
    // An unknown step kind.
    Malformed(
      scenario: #"{"steps": [{"teleport": 1}]}"#, message: "steps[0].teleport: unknown step"),
    // A negative initial viewport.
    Malformed(
      scenario: #"{"scrollView": {"viewport": -1}}"#,
      message: "scrollView.viewport: expected a number ≥ 0"),
    // A frame rate of zero.
    Malformed(scenario: #"{"frameRate": 0}"#, message: "frameRate: expected a number in 1...1000"),
  ]

  @Test(arguments: malformed)
  func malformedScenarioExitsWithStatus2AndOneLine(_ example: Malformed) throws {
    let result = try CommandLineTool.trace(example.scenario)
    #expect(result.status == 2)
    #expect(result.standardOutput.isEmpty)
    #expect(result.standardError.hasPrefix(example.message))
    #expect(result.standardError.filter { $0 == "\n" }.count == 1)
    #expect(result.standardError.hasSuffix("\n"))
  }

  @Test func invalidUTF8ExitsWithStatus2() throws {
    let result = try CommandLineTool.run(
      ["trace", "-"], input: Data([0x7B, 0x22, 0xFF, 0x22, 0x7D]))
    #expect(result.status == 2)
    #expect(result.standardOutput.isEmpty)
    #expect(result.standardError.split(separator: "\n").count == 1)
  }

  /// Command lines that are wrong before any scenario is read.
  @Test(arguments: [
    // trace without a file
    (["trace"], "trace takes one argument"),
    // trace with two files
    (["trace", "a.json", "b.json"], "trace takes one argument"),
    // a file that does not exist
    (["trace", "/nonexistent/scenario.json"], "cannot read '/nonexistent/scenario.json'"),
    // an unknown subcommand
    (["teleport"], "unknown command 'teleport'"),
  ])
  func wrongCommandLineExitsWithStatus2(arguments: [String], message: String) throws {
    let result = try CommandLineTool.run(arguments)
    #expect(result.status == 2)
    #expect(result.standardOutput.isEmpty)
    #expect(result.standardError.hasPrefix(message))
    #expect(result.standardError.filter { $0 == "\n" }.count == 1)
  }

  @Test func helpPrintsUsage() throws {
    let result = try CommandLineTool.run(["--help"])
    #expect(result.status == 0)
    #expect(result.standardOutput.contains("scrollchrome trace"))
  }

  @Test func traceWritesOneJSONLinePerFrame() throws {
    let result = try CommandLineTool.trace(
      #"{"steps": [{"scroll": 12}, {"fling": {"velocity": 1000}}]}"#)
    #expect(result.status == 0)
    #expect(result.standardError.isEmpty)
    let lines = result.standardOutput.split(separator: "\n")
    #expect(lines.count == 1 + 139)
    #expect(lines[0] == #"{"t": 0.0, "offset": 12.0, "phase": "idle", "events": []}"#)
    #expect(lines[1].hasPrefix(#"{"t": 0.0167, "offset": "#))
    #expect(lines.last!.hasSuffix(#""phase": "idle", "events": ["endDecelerating"]}"#))
    for line in lines {
      let object = try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any]
      #expect(object?.keys.sorted() == ["events", "offset", "phase", "t"])
    }
  }

  @Test func traceReadsAFile() throws {
    let file = FileManager.default.temporaryDirectory
      .appendingPathComponent("scenario-\(UUID().uuidString).json")
    try Data(#"{"steps": [{"advance": 0.05}]}"#.utf8).write(to: file)
    defer { try? FileManager.default.removeItem(at: file) }
    let result = try CommandLineTool.run(["trace", file.path])
    #expect(result.status == 0)
    #expect(result.standardOutput.split(separator: "\n").count == 3)
  }
}
