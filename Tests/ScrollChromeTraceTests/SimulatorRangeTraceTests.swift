import ScrollChromeCore
import ScrollChromeTestSupport
import ScrollChromeTrace
import Testing

// trace-format "Limits": the simulator never produces an event the engine rejects; a valid
// scenario's own physics stays inside the ranges the engine accepts (offsets, lengths and
// velocities within ±1e9, ScrollMetrics.maximumMagnitude). Every number below is one a scenario
// may give: sizes 0…1e9, insets, offsets, distances and velocities within ±1e9.

/// (situation, scenario)
private let extremeScenarios: [(String, String)] = [
  // The reported example: a fling at 1e9 pt/s down a billion-point list.
  (
    "a fling down a billion-point list",
    #"{"scrollView": {"content": 1e9}, "steps": [{"fling": {"velocity": 1e9}}]}"#
  ),
  // The same fling 200 pt before the end: its bounce would overshoot 1e9 by 37 million points.
  (
    "a fling into the end of a billion-point list",
    #"{"scrollView": {"content": 1e9, "offset": 999999000}, "steps": [{"fling": {"velocity": 1e9}}]}"#
  ),
  // A top inset of 1e9 puts the top edge at −1e9: a pull past it would go below −1e9.
  (
    "a pull past a top inset of 1e9",
    #"{"scrollView": {"insetTop": 1e9}, "steps": [{"drag": {"by": -1e9}}, {"release": {"velocity": 0}}]}"#
  ),
  // A fling up into that top edge.
  (
    "a fling into a top inset of 1e9",
    #"{"scrollView": {"insetTop": 1e9, "offset": -999999800}, "steps": [{"fling": {"velocity": -1e9}}]}"#
  ),
  // A billion-point viewport rubber-bands up to a billion points past its bottom edge at 1e9.
  (
    "a rubber band past the bottom of a billion-point viewport",
    #"{"scrollView": {"viewport": 1e9, "content": 1e9, "insetBottom": 1e9, "offset": 1e9}, "#
      + #""steps": [{"drag": {"by": 1e9}}, {"release": {"velocity": 1e9}}]}"#
  ),
  // Released a third of a billion points overscrolled: the spring back runs at 1.3e9 pt/s.
  (
    "a release overscrolled in a billion-point viewport",
    #"{"scrollView": {"viewport": 1e9, "content": 1e9, "insetTop": 1e9, "insetBottom": 1e9}, "#
      + #""steps": [{"drag": {"by": -1e9}}, {"drag": {"by": -1e9}}, {"release": {"velocity": 1e9}}, "#
      + #"{"drag": {"by": 1e9}}, {"drag": {"by": 1e9}}, {"drag": {"by": 1e9}}, "#
      + #"{"release": {"velocity": -1e9}}]}"#
  ),
  // No viewport, content and bottom inset of 1e9: the bottom edge is at 2e9, beyond the limit.
  (
    "drags of ±1e9 towards an edge beyond the limit",
    #"{"scrollView": {"viewport": 0, "content": 1e9, "insetBottom": 1e9}, "#
      + #""steps": [{"drag": {"by": 1e9}}, {"drag": {"by": 1e9}}, {"release": {"velocity": 1e9}}, "#
      + #"{"drag": {"by": -1e9}}, {"release": {"velocity": -1e9}}]}"#
  ),
  // A top inset of −1e9 puts the top edge itself at the limit (minY = 1e9).
  (
    "flings at ±1e9 against a top edge at the limit",
    #"{"scrollView": {"insetTop": -1e9}, "steps": [{"fling": {"velocity": -1e9}}, "#
      + #"{"fling": {"velocity": 1e9}}, {"drag": {"by": 1e9}}, {"release": {"velocity": 0}}]}"#
  ),
  // A fling that outlasts the 10 s settle limit, interrupted by programmatic offset changes.
  (
    "setContentOffset during a fling",
    #"{"decelerationRate": 0.9999999, "scrollView": {"content": 1e9, "insetBottom": 1e9, "#
      + #""viewport": 0}, "steps": [{"fling": {"velocity": 1e9}}, {"setContentOffset": {"y": -1e9}}, "#
      + #"{"fling": {"velocity": 1e9}}, {"setContentOffset": {"y": 1e9, "animated": false}}, "#
      + #"{"advance": 2}]}"#
  ),
  // The same long fling while the host changes the geometry under it, twice.
  (
    "geometry changes during a fling",
    #"{"decelerationRate": 0.9999999, "scrollView": {"content": 1e9, "insetBottom": 1e9, "#
      + #""viewport": 0}, "steps": [{"fling": {"velocity": 1e9}}, "#
      + #"{"geometry": {"content": 0, "insetBottom": 0, "viewport": 1e9}}, {"advance": 20}, "#
      + #"{"fling": {"velocity": -1e9}}, {"geometry": {"insetTop": 1e9}}, {"advance": 20}]}"#
  ),
  // A geometry change under a finger rubber-banding past the bottom.
  (
    "geometry changes during a drag past the limit",
    #"{"scrollView": {"content": 1e9, "insetBottom": 1e9, "viewport": 1e9, "offset": 1e9}, "#
      + #""steps": [{"drag": {"by": 1e9}}, {"geometry": {"insetBottom": 0}}, {"drag": {"by": 1e9}}, "#
      + #"{"geometry": {"insetTop": 1e9, "content": 0}}, {"drag": {"by": -1e9}}, "#
      + #"{"release": {"velocity": -1e9}}]}"#
  ),
  // A status-bar tap from the limit at the bottom to the top at −1e9, and back animated.
  (
    "scrollToTop across the whole range",
    #"{"scrollView": {"insetTop": 1e9, "content": 1e9, "insetBottom": 1e9, "viewport": 0, "#
      + #""offset": 1e9}, "steps": [{"scrollToTop": {}}, {"setContentOffset": {"y": 1e9}}, "#
      + #"{"drag": {"by": 1e9}}, {"scrollToTop": {}}]}"#
  ),
  // The host itself scrolls to both limits, then the finger flings from there.
  (
    "flings from offsets the host set at ±1e9",
    #"{"scrollView": {"content": 1e9, "insetBottom": 1e9, "viewport": 0}, "steps": ["#
      + #"{"scroll": 1e9}, {"fling": {"velocity": 1e9}}, {"scroll": -1e9}, "#
      + #"{"fling": {"velocity": -1e9}}]}"#
  ),
  // The bounce off the end at the highest frame rate.
  (
    "1000 frames per second",
    #"{"frameRate": 1000, "scrollView": {"content": 1e9, "offset": 999999000}, "#
      + #""steps": [{"fling": {"velocity": 1e9}}, {"fling": {"velocity": -1e9}}]}"#
  ),
  // A pull past a top inset of 1e9 in a single frame, at the lowest frame rate.
  (
    "1 frame per second",
    #"{"frameRate": 1, "scrollView": {"insetTop": 1e9, "viewport": 1e9}, "#
      + #""steps": [{"drag": {"by": -1e9, "duration": 0}}, {"release": {"velocity": -1e9}}]}"#
  ),
  // A collapse behaviour with a billion-point range rides the bounce off the end.
  (
    "a collapse behaviour at the limit",
    #"{"behavior": {"collapse": {"range": 1e9}}, "scrollView": {"content": 1e9, "#
      + #""offset": 999999000}, "steps": [{"fling": {"velocity": 1e9}}, {"fling": {"velocity": -1e9}}, "#
      + #"{"drag": {"by": 1e9}}, {"release": {"velocity": 0}}]}"#
  ),
  // A pull behaviour under a top inset of 1e9, pulled a billion points.
  (
    "a pull behaviour under a top inset of 1e9",
    #"{"behavior": {"pull": {"shallow": 1e8, "deep": 1e9}}, "scrollView": {"insetTop": 1e9, "#
      + #""viewport": 1e9}, "steps": [{"drag": {"by": -1e9}}, {"release": {"velocity": -1e9}}]}"#
  ),
]

/// The `offset` of one printed trace line, as the JSON text says it.
private func printedOffset(_ frame: TraceFrame) throws -> Double {
  let line = try JSONValue(parsing: Array(frame.jsonLine.utf8))
  guard case .number(let offset)? = line["offset"] else {
    Issue.record("no offset in \(frame.jsonLine)")
    return .nan
  }
  return offset
}

@Suite("Simulator range in traces")
struct SimulatorRangeTraceTests {
  @Test("the reported fling down a billion-point list prints no rejected event")
  func reportedExampleHasNoRejections() throws {
    let frames = try trace(
      #"{"scrollView": {"content": 1e9}, "steps": [{"fling": {"velocity": 1e9}}]}"#)
    #expect(!frames.allEvents.contains { $0.hasPrefix("rejected:") })
    #expect(frames.last?.phase == .idle)
  }

  @Test("a fling into the end of a billion-point list waits at 1e9, then rests on the edge")
  func bounceOffTheEndWaitsAtTheLimit() throws {
    let frames = try trace(
      #"{"scrollView": {"content": 1e9, "offset": 999999000}, "steps": [{"fling": {"velocity": 1e9}}]}"#
    )
    // Before the fix these 86 frames were each a rejected:offset:tooLarge.
    // python: d=.998; p=1e9/1000*d/(1-d); tc=log(1-200/p)/log(d)/1000; ve=1e9*d**(1000*tc);
    // [n for n in range(1,3000) if ve*(n/60-tc)*exp(-10*(n/60-tc)) > 800] → frames 1…86
    #expect(frames.prefix(86).allSatisfy { $0.offset == 1e9 })
    #expect(frames[86].offset < 1e9)
    #expect(frames.count(of: "rejected:offset:tooLarge") == 0)
    // python: the first frame with x² + (v/10)² ≤ 0.1² → 146; maxY = 1e9 − 800
    #expect(frames.count == 146)
    #expect(frames.last?.offset == 999_999_200)
    #expect(frames.last?.events == ["endDecelerating"])
  }

  @Test(
    "a valid scenario's physics prints no rejected event and offsets within ±1e9",
    arguments: extremeScenarios)
  func extremeScenarioStaysInRange(situation: String, scenario: String) throws {
    let frames = try trace(scenario)
    let rejected = frames.allEvents.filter { $0.hasPrefix("rejected:") }
    #expect(rejected.isEmpty, "\(situation): \(rejected.prefix(3))")
    let offsets = try frames.map(printedOffset)
    let outside = offsets.filter { !($0.isFinite && abs($0) <= 1e9) }
    #expect(outside.isEmpty, "\(situation): printed offsets \(outside.prefix(3))")
    let fast = frames.map(\.velocity).filter { !($0.isFinite && abs($0) <= 1e9) }
    #expect(fast.isEmpty, "\(situation): velocities \(fast.prefix(3))")
  }
}
