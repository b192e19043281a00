import ScrollChromeTestSupport
import ScrollChromeTrace
import Testing

// trace format, `release` and `fling`: an optional `duration` (seconds, a number ≥ 0 and ≤ 3600)
// bounds the frames after the lift: at most that many seconds of them, rounded to frames as
// `advance` rounds, stopping earlier when the scroll view is idle and no animation runs, as
// without it. Without it every scenario prints what it printed before. A malformed duration is
// refused with exit 2 and one line naming its JSON path, and the output-size limit counts a
// release or fling with a duration as one line plus that many frames (never more than 10 s).

/// A drag of 100 pt over a tenth of a second, then a release at 2000 pt/s whose settle is cut
/// short after `duration` (a fling that coasts for about 2.6 s), then `after`.
private func flick(duration: String?, after: String = "") -> String {
  let release =
    duration.map { #"{"release": {"velocity": 2000, "duration": \#($0)}}"# }
    ?? #"{"release": {"velocity": 2000}}"#
  return #"{"steps": [{"drag": {"by": 100, "duration": 0.1}}, "# + release + after + "]}"
}

@Suite("release and fling duration")
struct ReleaseDurationTests {
  // MARK: Running

  @Test("a release interrupted by a drag: its frames stop after the duration, the drag goes on")
  func releaseInterruptedByADrag() throws {
    let settled = try trace(flick(duration: nil))
    let interrupted = try trace(
      flick(duration: "0.5", after: #", {"drag": {"by": 10, "duration": 0.016666666666666666}}"#))
    // 6 drag frames, the lift, 30 frames of 0.5 s at 60 Hz, then the drag's one frame.
    #expect(interrupted.count == 6 + 1 + 30 + 1)
    // Up to the interruption the frames are the settling release's own.
    #expect(Array(interrupted.prefix(37)) == Array(settled.prefix(37)))
    #expect(settled.count > 37)
    let cut = interrupted[36]
    let touch = interrupted[37]
    #expect(cut.phase == .decelerating)
    #expect(touch.phase == .tracking)
    #expect(touch.events.contains("beginDragging"))
    // The finger catches the content where it was and moves it by 10 pt: no more coasting.
    #expect(isClose(touch.offset, cut.offset + 10, tolerance: 1e-9))
  }

  @Test("a fling's duration cuts its settle short as a release's does")
  func flingWithADuration() throws {
    let frames = try trace(#"{"steps": [{"fling": {"velocity": 1500, "duration": 0.25}}]}"#)
    // The lift, then 15 frames of 0.25 s at 60 Hz; the content still coasts.
    #expect(frames.count == 16)
    #expect(frames.last!.phase == .decelerating)
    #expect(frames.first!.events == ["beginDragging", "endDragging"])
  }

  @Test(
    "without a duration, or with one longer than the settle, a release prints what it printed",
    arguments: [
      // No duration: frames until the scroll view is idle (about 2.6 s here).
      nil,
      // Longer than the settle: it stops as early, when the scroll view is idle.
      "5",
      // Longer than the 10 s limit: the limit still holds.
      "3600",
    ])
  func defaultsUnchanged(duration: String?) throws {
    let frames = try trace(flick(duration: duration, after: #", {"advance": 0.1}"#))
    let plain = try trace(
      #"{"steps": [{"drag": {"by": 100, "duration": 0.1}}, {"release": {"velocity": 2000}}, "#
        + #"{"advance": 0.1}]}"#)
    #expect(frames == plain)
    #expect(plain.count(of: "endDecelerating") == 1)
    #expect(plain[plain.count - 7].phase == .idle)
  }

  @Test("a duration of 0 runs only the lift's frame")
  func zeroDurationRunsOnlyTheLift() throws {
    let frames = try trace(flick(duration: "0"))
    #expect(frames.count == 7)
    #expect(frames.last!.events == ["endDragging"])
    #expect(frames.last!.phase == .decelerating)
  }

  @Test("durations round to frames as advance does: 0.0249 s is one frame at 60 Hz, 0.025 two")
  func durationRoundsToFrames() throws {
    // python: round(0.0249*60), round(0.025*60) → 1, 2 (1.494, 1.5 half away from zero)
    #expect(try trace(flick(duration: "0.0249")).count == 6 + 1 + 1)
    #expect(try trace(flick(duration: "0.025")).count == 6 + 1 + 2)
  }

  // MARK: Parsing

  @Test(
    "release and fling read an optional duration",
    arguments: [
      (#"{"release": {"velocity": 0}}"#, Step.release(velocity: 0, duration: nil)),
      (#"{"release": {"velocity": 300, "duration": 0.5}}"#, .release(velocity: 300, duration: 0.5)),
      (#"{"fling": {"velocity": -2500}}"#, .fling(velocity: -2500, duration: nil)),
      (#"{"fling": {"duration": 0, "velocity": 10}}"#, .fling(velocity: 10, duration: 0)),
      (#"{"fling": {"velocity": 10, "duration": 3600}}"#, .fling(velocity: 10, duration: 3600)),
    ])
  func durationParses(json: String, step: Step) throws {
    let scenario = try parseScenario(Array(#"{"steps": [\#(json)]}"#.utf8))
    #expect(scenario.steps == [step])
  }

  @Test(
    "a malformed duration is refused with one line naming its JSON path",
    arguments: [
      // Not a number.
      (
        #"{"release": {"velocity": 0, "duration": "fast"}}"#,
        #"steps[0].release.duration: expected a number ≥ 0, got "fast""#
      ),
      // Negative.
      (
        #"{"fling": {"velocity": 100, "duration": -1}}"#,
        "steps[0].fling.duration: expected a number ≥ 0, got -1"
      ),
      // Longer than an hour, as drag's duration.
      (
        #"{"release": {"velocity": 0, "duration": 3601}}"#,
        "steps[0].release.duration: expected a number ≤ 3600, got 3601"
      ),
      // null is not a duration.
      (
        #"{"fling": {"velocity": 0, "duration": null}}"#,
        "steps[0].fling.duration: expected a number ≥ 0, got null"
      ),
    ])
  func malformedDurationIsRefused(step: String, line: String) throws {
    let result = try CommandLineTool.trace(#"{"steps": [\#(step)]}"#)
    #expect(result.status == 2)
    #expect(result.standardOutput.isEmpty)
    #expect(result.standardError == line + "\n")
  }

  // MARK: Limits

  @Test("the output-size limit counts a duration's frames, never more than 10 s of them")
  func lineLimitCountsTheDuration() throws {
    // At 1000 fps: two hours and 2799 s of advance (9,999,000 lines), then a release of 0.999 s:
    // python: 3600000*2 + 2799000 + 1 + 999 → 10000000, accepted; 1 s more frame → refused.
    let hours = #"{"advance": 3600}, {"advance": 3600}, {"advance": 2799}, "#
    let atTheLimit =
      #"{"frameRate": 1000, "steps": ["# + hours
      + #"{"release": {"velocity": 0, "duration": 0.999}}]}"#
    #expect(throws: Never.self) { try parseScenario(Array(atTheLimit.utf8)) }
    let over =
      #"{"frameRate": 1000, "steps": ["# + hours + #"{"fling": {"velocity": 0, "duration": 1}}]}"#
    let refused = ScenarioError(
      path: "steps",
      message: "expected a scenario printing at most 10,000,000 lines, got one whose first 4 steps "
        + "alone could print 10,000,001")
    #expect(throws: refused) { try parseScenario(Array(over.utf8)) }
    // A duration past 10 s counts 10 s: python: 3600000*2 + 2789999 + 1 + 10000 → 10000000
    let long =
      #"{"frameRate": 1000, "steps": [{"advance": 3600}, {"advance": 3600}, {"advance": 2789.999}, "#
      + #"{"release": {"velocity": 0, "duration": 3600}}]}"#
    #expect(throws: Never.self) { try parseScenario(Array(long.utf8)) }
  }
}
