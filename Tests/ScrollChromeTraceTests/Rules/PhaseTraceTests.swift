import ScrollChromeCore
import ScrollChromeTestSupport
import ScrollChromeTrace
import Testing

/// A host event that does not fit the current phase — `endDecelerating`
/// while a finger is down — is rejected (`rejected:phase:endDecelerating`) and changes nothing;
/// the finger's own `endDragging` settles later. `endDecelerating` while idle is accepted. The
/// printed `phase` is the engine's (the trace format's), so a rejected event never changes it.
@Suite struct PhaseTraceTests {
  static let rejection = "rejected:phase:endDecelerating"

  static let chrome = [
    #"{"preset": "followView", "maxFollowPoint": 64}"#,  // nearest snap
    #"{"collapse": {"range": 64}}"#,  // projected snap
    #"{"collapse": {"range": 64, "mode": "collapsesWithContent", "snap": "nearest"}}"#,
  ]

  @Test(arguments: chrome)
  func endDeceleratingUnderTheFingerIsRejected(behavior: String) throws {
    let frames = try trace(
      #"""
      {"behavior": \#(behavior),
       "steps": [{"beginDragging": {}}, {"scroll": 20}, {"endDecelerating": {}}, {"scroll": 24},
                 {"endDragging": {"velocity": 0}}, {"advance": 1.5}]}
      """#)
    let rejected = frames[2]
    #expect(rejected.events == [Self.rejection])
    #expect(rejected.phase == .tracking)
    // Nothing changed, not even the animating flag.
    #expect(rejected.values == frames[1].values)
    #expect(!rejected.isAnimating())
    // Still tracking: the finger keeps moving the chrome, and its own release settles.
    #expect(frames[3].phase == .tracking)
    #expect(frames[3].collapsed() == 24)
    #expect(!frames[3].isAnimating())
    #expect(frames[4].hostEvents == ["endDragging"])
    #expect(frames[4].isAnimating())
    #expect(frames.last!.collapsed() == 0)  // f = 0.375 expands
    expectChromeInvariants(frames, range: 64)
  }

  @Test func rejectedEndDeceleratingKeepsADeepPullDeep() throws {
    let frames = try trace(
      #"""
      {"behavior": {"preset": "draggableSwitch"},
       "steps": [{"beginDragging": {}}, {"scroll": -80}, {"endDecelerating": {}},
                 {"endDragging": {"velocity": 0}}]}
      """#)
    #expect(frames[1].text("state") == "deep")  // p = 80 ≥ 70
    let rejected = frames[2]
    #expect(rejected.events == [Self.rejection])
    #expect(rejected.phase == .tracking)
    #expect(rejected.valueJSON == frames[1].valueJSON)
    #expect(frames[3].events.contains("triggered:deep"))
    #expect(frames.count(of: "triggered:deep") == 1)
    #expect(frames.count(of: "triggered:shallow") == 0)
    #expect(frames[3].text("state") == "normal")
  }

  @Test func rejectionLeavesEveryBehaviourOfTheScrollViewAlone() throws {
    let frames = try trace(
      #"""
      {"behaviors": {"bar": {"preset": "followView", "maxFollowPoint": 64},
                     "pull": {"preset": "draggableSwitch"}},
       "steps": [{"beginDragging": {}}, {"scroll": 30}, {"scroll": -30}, {"endDecelerating": {}},
                 {"endDragging": {"velocity": 0}}, {"advance": 0.5}]}
      """#)
    let rejected = frames[3]
    #expect(rejected.events == [Self.rejection])
    #expect(rejected.phase == .tracking)
    #expect(rejected.valueJSON == frames[2].valueJSON)
    #expect(frames[2].text("state", of: "pull") == "shallow")  // p = 30: 20 ≤ p < 70
    #expect(frames.count(of: "triggered:shallow") == 1)
    #expect(frames[4].events.contains("triggered:shallow"))
    #expect(frames.last!.collapsed(of: "bar") == 0)
    expectChromeInvariants(frames, range: 64, of: "bar")
  }

  /// The engine's phase through a gesture with one out-of-phase event and one idle end.
  @Test func printedPhaseIsTheEngines() throws {
    let frames = try trace(
      #"""
      {"behavior": {"collapse": {"range": 64, "snap": "none"}},
       "steps": [{"beginDragging": {}}, {"endDecelerating": {}}, {"scroll": 10},
                 {"endDragging": {"velocity": 300}}, {"endDecelerating": {}},
                 {"endDecelerating": {}}]}
      """#)
    #expect(frames.map(\.phase) == [.tracking, .tracking, .tracking, .decelerating, .idle, .idle])
    #expect(
      frames.map(\.hostEvents) == [
        ["beginDragging"], [Self.rejection], [], ["endDragging"], ["endDecelerating"],
        ["endDecelerating"],
      ])
    #expect(collapsedValues(frames) == [0, 0, 10, 10, 10, 10])
    expectChromeInvariants(frames, range: 64)
  }

  /// `endDecelerating` with no gesture at all (a host that forwards only offsets and ends).
  @Test(arguments: chrome)
  func endDeceleratingWhileIdleIsAccepted(behavior: String) throws {
    let frames = try trace(
      #"{"behavior": \#(behavior), "steps": [{"scroll": 40}, {"endDecelerating": {}}]}"#)
    #expect(frames[1].hostEvents == ["endDecelerating"])
    #expect(frames[1].phase == .idle)
    #expect(frames[1].isAnimating())  // f = 0.625 settles
    #expect(frames.allEvents.contains(Self.rejection) == false)
    expectChromeInvariants(frames, range: 64)
  }
}
