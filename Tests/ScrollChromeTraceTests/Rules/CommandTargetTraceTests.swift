import ScrollChromeCore
import ScrollChromeTestSupport
import ScrollChromeTrace
import Testing

/// A command's target holds until the user scrolls: a settle point after a command and before the
/// next scroll event leaves the chrome where the command put it, animated or not. Pinned chrome
/// never settles: only commands and the top rule move it. A completion carries the command's own
/// name: `hide` completes as `completed:hide`, `show` as `completed:show`.
@Suite struct CommandTargetTraceTests {
  /// Settle points with no scroll event: a deceleration's end (accepted while idle), a tap (a drag
  /// that does not move), a fling that does not move the content, a programmatic change to the
  /// offset the content already shows.
  static let settlePoints = [
    #"{"endDecelerating": {}}"#,
    #"{"beginDragging": {}}, {"endDragging": {"velocity": 0}}"#,
    #"{"beginDragging": {}}, {"endDragging": {"velocity": 3000, "decelerate": true}}, {"endDecelerating": {}}"#,
  ]

  @Test(arguments: [true, false], settlePoints)
  func commandTargetHoldsUntilTheUserScrolls(animated: Bool, settlePoint: String) throws {
    // The chrome is hidden (c = 64 after 200 pt); setFraction(0.5) sets 32, which no snap policy
    // would keep (nearest: 0.5 collapses; projected likewise).
    for snap in ["nearest", "projected"] {
      let frames = try trace(
        #"""
        {"behavior": {"collapse": {"range": 64, "snap": "\#(snap)"}},
         "steps": [{"scroll": 200},
                   {"command": {"name": "setFraction", "fraction": 0.5, "animated": \#(animated)}},
                   {"advance": 1}, \#(settlePoint), {"advance": 1},
                   {"scroll": 201}, {"endDecelerating": {}}, {"advance": 1}]}
        """#)
      #expect(frames[1].events.contains("completed:setFraction") == !animated, "\(snap)")
      #expect(frames.count(of: "completed:setFraction") == 1, "\(snap)")
      let beforeScroll = frames.lastIndex { $0.offset == 200 }!
      #expect(frames[beforeScroll].collapsed() == 32, "\(snap)")
      #expect(!frames[beforeScroll].isAnimating(), "\(snap)")
      #expect(
        frames[2...beforeScroll].allSatisfy { $0.collapsed() == 32 || animated }, "\(snap)")
      // The user scrolls: the next settle point settles (python: 33/64 → 0.52, so 64).
      #expect(frames[beforeScroll + 1].collapsed() == 33, "\(snap)")
      #expect(frames.last!.collapsed() == 64, "\(snap)")
      expectChromeInvariants(frames, range: 64)
    }
  }

  @Test func pinnedChromeNeverSettles() throws {
    // A command sets c = 32; a scroll (which moves pinned chrome not at all) ends the command's
    // hold, and the settle points after it still leave the chrome where it is.
    let frames = try trace(
      #"""
      {"behavior": {"collapse": {"range": 64, "mode": "pinned", "snap": "nearest"}},
       "steps": [{"scroll": 300}, {"command": {"name": "setFraction", "fraction": 0.5}},
                 {"advance": 1}, {"scroll": 310}, {"endDecelerating": {}}, {"advance": 1},
                 {"fling": {"velocity": 2000}}]}
      """#)
    let scrolled = frames.firstIndex { $0.offset == 310 }!
    #expect(frames[scrolled].collapsed() == 32)
    #expect(frames[scrolled...].allSatisfy { $0.collapsed() == 32 && !$0.isAnimating() })
  }

  @Test func anInterruptedCommandNoLongerHolds() throws {
    // Hidden after 500 pt; `show` runs its 0.2 s ease-in-out and a tap stops it half way (python:
    // 64/2 → 32, f = 0.5); the lift at rest settles: f ≥ 0.5 collapses.
    let frames = try trace(
      #"""
      {"behavior": {"preset": "followView", "maxFollowPoint": 64},
       "steps": [{"scroll": 500}, {"command": {"name": "show"}}, {"advance": 0.1},
                 {"beginDragging": {}}, {"endDragging": {"velocity": 0}}, {"advance": 0.5}]}
      """#)
    let tap = frames.firstIndex { $0.events.contains("beginDragging") }!
    #expect(frames[tap].events.contains("completed:show:interrupted"))
    #expect(frames[tap].collapsed() == 32)
    #expect(frames[tap + 1].isAnimating())
    #expect(frames.last!.collapsed() == 64)
    #expect(!frames.last!.isAnimating())
  }

  // MARK: Completion names

  /// (commands in order, the completions they print in order).
  static let names: [(commands: [String], completions: [String])] = [
    (["hide"], ["completed:hide"]),
    (["hide", "show"], ["completed:hide:interrupted", "completed:show"]),
    (["collapse", "show"], ["completed:collapse:interrupted", "completed:show"]),
    (["show"], ["completed:show"]),  // already shown: at once
    (["expand", "hide"], ["completed:expand", "completed:hide"]),
  ]

  @Test(arguments: names)
  func hideAndShowCompleteUnderTheirOwnNames(commands: [String], completions: [String]) throws {
    let steps = commands.map { #"{"command": {"name": "\#($0)"}}"# }.joined(separator: ", ")
    let frames = try trace(
      #"""
      {"behavior": {"preset": "followView", "maxFollowPoint": 64},
       "steps": [\#(steps), {"advance": 1}]}
      """#)
    #expect(frames.flatMap(\.events).filter { $0.hasPrefix("completed:") } == completions)
  }

  @Test func refusedHideCompletesAsHideInterrupted() throws {
    // collapsesWithContent at u = 10 < R: refused at once.
    let frames = try trace(
      #"""
      {"behavior": {"preset": "shyBar"},
       "steps": [{"scroll": 10}, {"command": {"name": "hide", "animated": false}}]}
      """#)
    #expect(frames[1].events == ["completed:hide:interrupted"])
  }
}
