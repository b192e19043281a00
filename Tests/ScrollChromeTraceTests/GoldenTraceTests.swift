import Foundation
import ScrollChromeTestSupport
import ScrollChromeTrace
import Testing

// Golden traces: scripted gestures through `scrollchrome trace`'s in-process API (`parseScenario`
// + `TraceRunner`), compared line by line with committed text (numbers as the tool prints them,
// 4 decimals). Each golden lives in `Golden/<Name>.swift` as a raw string literal, so the test
// target compiles it (no resources, no Package.swift change); the comment at the top of each file
// records what was checked by hand against the behaviour and physics specifications.
//
// One line per frame (60 Hz). The finger acts at the start of a frame interval: a drag move or the
// lift, and the events it causes (beginDragging, scroll, endDragging and a settle animation that
// endDragging starts), carry the previous line's time; then the physics runs to the line's `t` and
// the line is written. So the content's deceleration and the chrome's snap start together, at the
// lift, one frame before the line that shows `endDragging`.
//
// To regenerate after an intended change:
//   SCROLLCHROME_UPDATE_GOLDENS=1 swift test --filter GoldenTrace
// rewrites the literal of every golden (keeping its comment header), and the next build compares
// against it. Read every changed line and re-check the numbers in the header before committing:
// a golden that contradicts the spec is a bug report, not a new golden.

/// The committed traces, one static property per file in `Golden/`.
enum GoldenTrace {}

/// One scripted gesture and the trace it must print.
struct GoldenCase: Sendable, CustomTestStringConvertible {
  /// The golden's name: the property `GoldenTrace.<name>` in `Golden/<Name>.swift`.
  var name: String
  var scenario: String
  var expected: String

  var testDescription: String { name }

  /// Compares the trace with the golden line by line — or, with
  /// `SCROLLCHROME_UPDATE_GOLDENS=1`, rewrites the golden.
  func verify() throws {
    let actual = try trace(scenario).map(\.jsonLine)
    if ProcessInfo.processInfo.environment["SCROLLCHROME_UPDATE_GOLDENS"] == "1" {
      try GoldenTraceTests.write(actual, to: self)
      return
    }
    let expected = self.expected.split(separator: "\n").map(String.init)
    for (index, line) in zip(expected, actual).enumerated() where line.0 != line.1 {
      Issue.record("\(name) line \(index + 1) differs\n  golden: \(line.0)\n  actual: \(line.1)")
      return
    }
    #expect(
      actual.count == expected.count,
      "\(name): \(actual.count) lines printed, the golden has \(expected.count)")
  }

  /// `Golden/<Name>.swift` next to this file.
  var file: URL {
    URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .appendingPathComponent("Golden")
      .appendingPathComponent(name.prefix(1).uppercased() + name.dropFirst() + ".swift")
  }
}

/// The scroll view and behaviour of a scenario, with its steps.
private func scenario(_ scrollView: String, _ behavior: String, _ steps: String) -> String {
  #"{"scrollView": {"# + scrollView + #"}, "behavior": "# + behavior + #", "steps": ["# + steps
    + "]}"
}

private let collapse = #"{"collapse": {"range": 44}}"#
private let followView = #"{"preset": "followView", "maxFollowPoint": 64, "minFollowPoint": 0}"#
private let shyBar = #"{"preset": "shyBar"}"#

private let phone = #""viewport": 800, "content": 4000"#
private let phoneUnderBar = #""viewport": 800, "content": 4000, "insetTop": 64"#

// The five gestures, the same for every behaviour.
/// A slow drag down the list (30 pt in 1 s), released at 30 pt/s.
private let slowDrag = #"{"drag": {"by": 30, "duration": 1}}, {"release": {"velocity": 30}}"#
/// A short drag, then a fling up the screen (the list scrolls down) at 800 pt/s.
private let flingUp = #"{"drag": {"by": 10, "duration": 0.1}}, {"release": {"velocity": 800}}"#
/// Hide the chrome with a drag, let go, then a short drag back and a fling down at 800 pt/s.
private let flingDown = #"""
  {"drag": {"by": 300}}, {"release": {"velocity": 0}}, \#
  {"drag": {"by": -10, "duration": 0.1}}, {"release": {"velocity": -800}}
  """#
/// A fling at 3000 pt/s from 200 pt above the bottom: it hits the edge and bounces back.
private let bottomEdge = #"{"fling": {"velocity": 3000}}"#
/// One drag that changes direction three times (30, −20, +50, −25 pt), released still.
private let directionChanges = #"""
  {"drag": {"by": 30}}, {"drag": {"by": -20}}, {"drag": {"by": 50}}, {"drag": {"by": -25}}, \#
  {"release": {"velocity": 0}}
  """#

@Suite("Golden traces of scripted gestures")
struct GoldenTraceTests {
  static let cases: [GoldenCase] = [
    // collapse, range 44 (followsScroll, projected snap, 0.3 s critically damped spring).
    GoldenCase(
      name: "collapseSlowDrag", scenario: scenario(phone, collapse, slowDrag),
      expected: GoldenTrace.collapseSlowDrag),
    GoldenCase(
      name: "collapseFlingUp", scenario: scenario(phone, collapse, flingUp),
      expected: GoldenTrace.collapseFlingUp),
    GoldenCase(
      name: "collapseFlingDown",
      scenario: scenario(phone + #", "offset": 1000"#, collapse, flingDown),
      expected: GoldenTrace.collapseFlingDown),
    GoldenCase(
      name: "collapseBottomEdge",
      scenario: scenario(phone + #", "offset": 3000"#, collapse, bottomEdge),
      expected: GoldenTrace.collapseBottomEdge),
    GoldenCase(
      name: "collapseDirectionChanges", scenario: scenario(phone, collapse, directionChanges),
      expected: GoldenTrace.collapseDirectionChanges),
    // followView preset, R = 64 (followsScroll, nearest snap, 0.2 s ease-in-out).
    GoldenCase(
      name: "followViewSlowDrag", scenario: scenario(phone, followView, slowDrag),
      expected: GoldenTrace.followViewSlowDrag),
    GoldenCase(
      name: "followViewFlingUp", scenario: scenario(phone, followView, flingUp),
      expected: GoldenTrace.followViewFlingUp),
    GoldenCase(
      name: "followViewFlingDown",
      scenario: scenario(phone + #", "offset": 1000"#, followView, flingDown),
      expected: GoldenTrace.followViewFlingDown),
    GoldenCase(
      name: "followViewBottomEdge",
      scenario: scenario(phone + #", "offset": 3000"#, followView, bottomEdge),
      expected: GoldenTrace.followViewBottomEdge),
    GoldenCase(
      name: "followViewDirectionChanges", scenario: scenario(phone, followView, directionChanges),
      expected: GoldenTrace.followViewDirectionChanges),
    // shyBar preset under a 64 pt top inset, R = 44 (collapsesWithContent, nearest snap with the
    // near-top rule, 0.2 s ease-in-out).
    GoldenCase(
      name: "shyBarSlowDrag", scenario: scenario(phoneUnderBar, shyBar, slowDrag),
      expected: GoldenTrace.shyBarSlowDrag),
    GoldenCase(
      name: "shyBarFlingUp", scenario: scenario(phoneUnderBar, shyBar, flingUp),
      expected: GoldenTrace.shyBarFlingUp),
    GoldenCase(
      name: "shyBarFlingDown", scenario: scenario(phoneUnderBar, shyBar, flingDown),
      expected: GoldenTrace.shyBarFlingDown),
    GoldenCase(
      name: "shyBarBottomEdge",
      scenario: scenario(phoneUnderBar + #", "offset": 3000"#, shyBar, bottomEdge),
      expected: GoldenTrace.shyBarBottomEdge),
    GoldenCase(
      name: "shyBarDirectionChanges", scenario: scenario(phoneUnderBar, shyBar, directionChanges),
      expected: GoldenTrace.shyBarDirectionChanges),
  ]

  @Test("the trace is the committed golden, line by line", arguments: cases)
  func traceMatchesGolden(_ golden: GoldenCase) throws {
    try golden.verify()
  }

  /// Rewrites the golden's literal, keeping the comment header of an existing file; a golden
  /// whose lines change gets a first header line asking for its notes to be checked again.
  static func write(_ lines: [String], to golden: GoldenCase) throws {
    let declaration = "extension GoldenTrace {"
    let stale = "// REGENERATED: check the new lines and the notes below, then delete this line.\n"
    var header = "// UNVERIFIED: check every line against the spec, then write what you checked.\n"
    var body = declaration + "\n  static let \(golden.name) = #\"\"\"\n"
    for line in lines { body += "    " + line + "\n" }
    body += "    \"\"\"#\n}\n"
    if let existing = try? String(contentsOf: golden.file, encoding: .utf8),
      let range = existing.range(of: declaration)
    {
      header = String(existing[..<range.lowerBound])
      if existing[range.lowerBound...] != body && !header.hasPrefix(stale) {
        header = stale + header
      }
    }
    try (header + body).write(to: golden.file, atomically: true, encoding: .utf8)
  }
}
