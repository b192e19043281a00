import ScrollChromeCore
import ScrollChromeTestSupport
import ScrollChromeTrace
import Testing

/// The acceptance scenarios of the foundation issue and one test per step kind of the scenario
/// format. Expected numbers come from UIKit's deceleration, rubber-band and spring formulas.
@Suite struct TraceRunnerTests {
  // MARK: Acceptance

  @Test func flingSettlesWhereTheDecayModelSays() throws {
    let frames = try trace(#"{"steps": [{"fling": {"velocity": 1000}}]}"#)
    // python: (1000/1000)*0.998/(1-0.998) * (1 - 10/1000) → 494.01 (stop at |v| < 10 pt/s)
    #expect(isClose(frames.last!.offset, 494.01, tolerance: 1e-6))
    #expect(frames.last!.phase == .idle)
    #expect(frames.count(of: "endDecelerating") == 1)
    #expect(frames.first!.events == ["beginDragging", "endDragging"])
    // python: math.log(10/1000)/(1000*math.log(0.998)) → 2.3003 s; frames end on the first one past it
    #expect(isClose(frames.last!.time, 139.0 / 60, tolerance: 1e-9))
  }

  @Test func dragPastTheTopIsRubberBanded() throws {
    let frames = try trace(#"{"steps": [{"drag": {"by": -100}}]}"#)
    // python: 100*800*0.55/(800+0.55*100) → 51.46198830409356
    #expect(isClose(frames.last!.offset, -51.4620))
    #expect(frames.count == 15)  // 0.25 s at 60 Hz
    #expect(frames.last!.phase == .tracking)
  }

  @Test func flingIntoTheBottomEdgeBouncesBackToExactlyMaxY() throws {
    let frames = try trace(
      #"{"scrollView": {"offset": 3000}, "steps": [{"fling": {"velocity": 3000}}]}"#)
    let maxY = 3200.0  // content 4000 − viewport 800
    #expect(frames.contains { $0.offset > maxY + 10 })
    #expect(frames.last!.offset == maxY)
    #expect(frames.count(of: "endDecelerating") == 1)
    #expect(frames.last!.events == ["endDecelerating"])
  }

  @Test(arguments: [60.0, 120.0])
  func restingOffsetDoesNotDependOnTheFrameRate(rate: Double) throws {
    let frames = try trace(
      #"{"frameRate": \#(rate), "steps": [{"fling": {"velocity": -2000}}], "scrollView": {"offset": 2000}}"#
    )
    // python: 2000 + (-2000/1000)*0.998/0.002*(1 - 10/2000) → 1006.99
    #expect(isClose(frames.last!.offset, 1006.99, tolerance: 1e-6))
  }

  // MARK: Host-level steps

  @Test func scrollReportsTheOffsetWithoutPhysics() throws {
    let frames = try trace(#"{"steps": [{"scroll": 120}, {"scroll": -30}]}"#)
    #expect(frames.map(\.offset) == [120, -30])
    #expect(frames.map(\.time) == [0, 0])
    #expect(frames.allSatisfy { $0.phase == .idle && $0.events.isEmpty })
  }

  @Test func dragEventsFollowTheDelegateOrder() throws {
    let frames = try trace(
      #"""
      {"steps": [{"beginDragging": {}}, {"scroll": 10},
                 {"endDragging": {"velocity": 300}}, {"endDecelerating": {}},
                 {"beginDragging": {}}, {"endDragging": {"velocity": 0}}]}
      """#)
    #expect(frames.map(\.phase) == [.tracking, .tracking, .decelerating, .idle, .tracking, .idle])
    #expect(
      frames.map(\.events) == [
        ["beginDragging"], [], ["endDragging"], ["endDecelerating"], ["beginDragging"],
        ["endDragging"],
      ])
  }

  @Test func geometryChangesTheRangeAndKeepsTheOffset() throws {
    let frames = try trace(
      #"{"steps": [{"scroll": 3000}, {"geometry": {"content": 1000}}, {"release": {"velocity": 0}}]}"#
    )
    #expect(frames[1].offset == 3000)
    #expect(frames[1].events == ["geometry"])
    // Content 1000 in a viewport of 800: maxY = 200, so releasing at 3000 springs back to 200.
    #expect(frames.last!.offset == 200)
  }

  @Test func rejectedEventsAreReportedAndChangeNothing() throws {
    let frames = try trace(
      #"{"steps": [{"scroll": 50}, {"geometry": {"viewport": -5}}, {"scroll": 1e300}]}"#)
    #expect(frames[1].events == ["rejected:viewport:negative"])
    #expect(frames[2].events == ["rejected:offset:tooLarge"])
    #expect(frames[2].offset == 50)
  }

  @Test func scrollToTopAnimatesToTheRestingTop() throws {
    let frames = try trace(
      #"{"scrollView": {"insetTop": 44}, "steps": [{"scroll": 900}, {"scrollToTop": {}}]}"#)
    #expect(frames[1].events == ["scrollToTop"])
    #expect(frames[1].phase == .animating)
    #expect(frames.last!.offset == -44)
    #expect(frames.last!.events == ["endProgrammatic"])
    #expect(frames.last!.phase == .idle)
    #expect(frames.count == 2 + 18)  // 0.3 s at 60 Hz
  }

  @Test func animatedSetContentOffsetEasesInAndOut() throws {
    let frames = try trace(
      #"{"steps": [{"setContentOffset": {"y": 600}}, {"setContentOffset": {"y": 0, "animated": false}}]}"#
    )
    #expect(frames[0].events == ["beginProgrammatic"])
    // Halfway through a symmetric ease-in-out (0.15 s = frame 9) the offset is halfway.
    #expect(isClose(frames[9].offset, 300, tolerance: 1e-6))
    #expect(frames[18].offset == 600)
    #expect(frames[18].events == ["endProgrammatic"])
    #expect(frames.last!.offset == 0)
    // A jump without animation is a programmatic change of its own (beginProgrammatic, scroll,
    // endProgrammatic).
    #expect(frames.last!.events == ["beginProgrammatic", "endProgrammatic"])
    #expect(frames.last!.phase == .idle)
    #expect(frames.count == 20)
  }

  @Test func commandWithoutBehaviourWritesOneLine() throws {
    let frames = try trace(#"{"steps": [{"command": {"name": "collapse"}}]}"#)
    #expect(frames.count == 1)
  }

  // MARK: Simulated steps

  @Test(arguments: [(0.5, 60.0, 30), (0.5, 120.0, 60), (0.0, 60.0, 0)])
  func advanceWritesOneLinePerFrame(seconds: Double, rate: Double, lines: Int) throws {
    let frames = try trace(
      #"{"frameRate": \#(rate), "steps": [{"advance": \#(seconds)}]}"#)
    #expect(frames.count == lines)
    if let last = frames.last { #expect(isClose(last.time, seconds, tolerance: 1e-9)) }
  }

  @Test func dragInsideTheRangeFollowsTheFingerOneToOne() throws {
    let frames = try trace(#"{"steps": [{"drag": {"by": 120, "duration": 0.1}}]}"#)
    #expect(frames.count == 6)
    #expect(frames.first!.events == ["beginDragging"])
    #expect(isClose(frames.last!.offset, 120, tolerance: 1e-9))
  }

  @Test func releaseWithoutVelocityStopsAtOnce() throws {
    let frames = try trace(#"{"steps": [{"drag": {"by": 100}}, {"release": {"velocity": 0}}]}"#)
    #expect(frames.last!.events == ["endDragging"])
    #expect(frames.last!.phase == .idle)
    #expect(frames.count(of: "endDecelerating") == 0)
  }

  @Test func releaseWhileOverscrolledSpringsBack() throws {
    let frames = try trace(#"{"steps": [{"drag": {"by": -200}}, {"release": {"velocity": 0}}]}"#)
    #expect(frames.last!.offset == 0)
    #expect(frames.count(of: "endDecelerating") == 1)
    let lift = frames[15]
    #expect(lift.events == ["endDragging"])
    #expect(lift.phase == .decelerating)
  }
}
