import ScrollChromeCore
import ScrollChromeTestSupport
import ScrollChromeTrace
import Testing

/// A programmatic scroll or scroll-to-top that begins while a finger is down takes the drag over:
/// the drag is over without a release (no trigger, no settle from it, the pull returns to
/// `normal`), the phase is `animating`, and the finger's later `endDragging` — during the
/// animation or after it — does not fit (`rejected:phase:endDragging`); the next `beginDragging`
/// starts afresh. Hosts that forward only offsets and ends may send `endDragging` with no drag:
/// it is accepted (with `willDecelerate` the phase is `decelerating` until `endDecelerating`).
@Suite struct TakeoverTraceTests {
  static let rejection = "rejected:phase:endDragging"

  // MARK: A programmatic scroll that takes over a drag

  /// The takeovers: an animated `setContentOffset` and a status-bar tap.
  static let takeovers = [
    #"{"setContentOffset": {"y": 0, "animated": true}}"#,
    #"{"scrollToTop": {}}"#,
  ]

  @Test(arguments: takeovers)
  func programmaticScrollTakesOverADeepPull(takeover: String) throws {
    let frames = try trace(
      #"""
      {"behavior": {"preset": "draggableSwitch"},
       "steps": [{"beginDragging": {}}, {"scroll": -80}, \#(takeover),
                 {"endDragging": {"velocity": 0}},
                 {"beginDragging": {}}, {"scroll": -30}, {"endDragging": {"velocity": 0}}]}
      """#)
    #expect(frames[1].text("state") == "deep")  // p = 80 ≥ 70
    // The takeover: the pull is back to normal at once, the phase is the app's.
    let taken = frames[2]
    #expect(taken.events.contains("state:normal"))
    #expect(taken.phase == .animating)
    #expect(taken.text("state") == "normal")
    // The animation runs to its end (0.3 s at 60 Hz: 18 frames), the pull following the offset.
    let ended = frames.firstIndex { $0.events.contains("endProgrammatic") }!
    #expect(frames[ended].phase == .idle)
    #expect(frames[ended].number("pull") == 0)
    // The finger lifts after the animation: the drag is already over.
    let lift = frames[ended + 1]
    #expect(lift.events == [Self.rejection])
    #expect(lift.phase == .idle)
    #expect(lift.valueJSON == frames[ended].valueJSON)
    #expect(frames.count(of: "triggered:deep") == 0)
    // The next drag starts afresh and triggers as usual.
    #expect(frames[ended + 3].text("state") == "shallow")
    #expect(frames.last!.events.contains("triggered:shallow"))
    #expect(frames.count(of: "triggered:shallow") == 1)
  }

  @Test(arguments: takeovers)
  func releaseAfterATakeoverLiftsTheTakenOverFingerSilently(takeover: String) throws {
    // python: rubber band of a 150 pt pull on an 800 pt viewport, 150*800*.55/(800+.55*150) → 74.8
    let frames = try trace(
      #"""
      {"behavior": {"preset": "draggableSwitch"},
       "steps": [{"drag": {"by": -150}}, \#(takeover), {"release": {"velocity": 500}},
                 {"fling": {"velocity": -100}}]}
      """#)
    #expect(frames[14].text("state") == "deep")
    // The release's one line: its drag is over, so it reports nothing and nothing is rejected
    // (the simulator never reports an event the engine rejects).
    let ended = frames.firstIndex { $0.events.contains("endProgrammatic") }!
    #expect(frames[ended + 1].events.isEmpty)
    #expect(frames[ended + 1].phase == .idle)
    #expect(frames.allSatisfy { !$0.events.contains { $0.hasPrefix("rejected:") } })
    #expect(frames.count(of: "triggered:deep") == 0)
    // The next flick is a drag of its own: it begins and ends (nothing to trigger at the top).
    #expect(frames[ended + 2].events.prefix(2) == ["beginDragging", "endDragging"])
  }

  @Test func takenOverDragDoesNotSettleFromItsRelease() throws {
    // followsScroll, projected: c = 30 under the finger; the app scrolls to 40 (c = 40), whose end
    // settles: python: 40/64 → 0.625, so 64. The finger's fling down would project an expand
    // (python: -3000/1000*.998/.002 → -1497), but it is rejected: the chrome stays collapsed.
    let frames = try trace(
      #"""
      {"behavior": {"collapse": {"range": 64}},
       "steps": [{"beginDragging": {}}, {"scroll": 30},
                 {"setContentOffset": {"y": 40, "animated": true}},
                 {"endDragging": {"velocity": -3000}}, {"advance": 1}]}
      """#)
    #expect(frames[2].phase == .animating)
    let lift = frames.firstIndex { $0.events.contains(Self.rejection) }!
    #expect(frames[lift].collapsed() == 64)
    #expect(!frames[lift].isAnimating())
    #expect(frames.last!.collapsed() == 64)
    #expect(frames.last!.offset == 40)
    expectChromeInvariants(frames, range: 64)
  }

  @Test func endDraggingDuringTheTakingOverAnimationIsRejected() throws {
    var tracker = try ScrollTracker(metrics: ScrollMetrics(viewport: 800, content: 4000))
    var pull = PullBehavior()
    var triggers = 0
    func feed(_ event: ScrollEvent, at time: Double) -> Bool {
      guard tracker.accept(event, at: time, rejected: nil) else { return false }
      pull.handle(event, tracker: tracker) { if case .triggered = $0 { triggers += 1 } }
      return true
    }
    #expect(feed(.beginDragging, at: 0))
    #expect(feed(.scroll(y: -80), at: 0.1))
    #expect(pull.state == .deep)
    #expect(feed(.beginProgrammatic, at: 0.2))
    #expect(pull.state == .normal)
    #expect(tracker.activity == .animating)
    // During the animation: rejected, the tracker unchanged.
    let before = tracker
    var reason = ""
    #expect(
      !tracker.accept(.endDragging(velocity: 0, willDecelerate: false), at: 0.3) {
        reason = $1.reason
      })
    #expect(reason == "phase:endDragging")
    #expect(tracker == before)
    #expect(feed(.scroll(y: 0), at: 0.35))
    #expect(feed(.endProgrammatic, at: 0.5))
    // After it: still rejected, until the next drag.
    #expect(!feed(.endDragging(velocity: 0, willDecelerate: false), at: 0.6))
    #expect(feed(.beginDragging, at: 0.7))
    #expect(feed(.endDragging(velocity: 0, willDecelerate: false), at: 0.8))
    #expect(triggers == 0)
  }

  // MARK: Ends-only hosts

  @Test func endsOnlyHostEndDraggingWhileIdleIsAccepted() throws {
    // nearest: the offsets move the chrome (c = 40, then 50); `endDragging` with deceleration is
    // no settle point, `endDecelerating` is: python: 50/64 → 0.78, so 64.
    let frames = try trace(
      #"""
      {"behavior": {"collapse": {"range": 64, "snap": "nearest"}},
       "steps": [{"scroll": 40}, {"endDragging": {"velocity": 500, "decelerate": true}},
                 {"scroll": 50}, {"endDecelerating": {}}, {"advance": 1}]}
      """#)
    #expect(frames[1].events == ["endDragging"])
    #expect(frames[1].phase == .decelerating)
    #expect(!frames[1].isAnimating())
    #expect(frames[2].phase == .decelerating)
    #expect(frames[2].collapsed() == 50)
    #expect(frames[3].phase == .idle)
    #expect(frames[3].isAnimating())
    #expect(frames.last!.collapsed() == 64)
  }

  @Test func endsOnlyHostEndDraggingWithoutDecelerationSettlesAtOnce() throws {
    // python: 20/64 → 0.31, so the chrome expands.
    let frames = try trace(
      #"""
      {"behavior": {"collapse": {"range": 64, "snap": "nearest"}},
       "steps": [{"scroll": 20}, {"endDragging": {"velocity": 0}}, {"advance": 1}]}
      """#)
    #expect(frames[1].events == ["endDragging"])
    #expect(frames[1].phase == .idle)
    #expect(frames[1].isAnimating())
    #expect(frames.last!.collapsed() == 0)
  }
}
