import ScrollChromeCore
import ScrollChromeTestSupport
import ScrollChromeTrace
import Testing

/// A command whose target cannot be reached is refused — its completion
/// reports `finished == false` at once (`completed:<name>:interrupted`) and the chrome stays
/// exactly where it is. In `collapsesWithContent` mode that is a collapse while `u < R` and (our
/// reading) a `setFraction` whose target `fraction·R` exceeds `u`; for any mode, a collapse of
/// content that fits (`D ≤ R`).
@Suite struct RefusedCommandTraceTests {
  /// Behaviours of `R = 44` in `collapsesWithContent` mode.
  static let withContent = [
    #"{"collapse": {"range": 44, "mode": "collapsesWithContent"}}"#,
    #"{"preset": "shyBar", "fullHeight": 44}"#,
  ]

  /// Offsets below the range (`c = u`) and the command that tries to collapse there.
  static let refusedCollapses: [(offset: Double, command: String, animated: Bool)] = [
    (20, "collapse", true),  // c = 20, halfway down the bar
    (20, "hide", false),  // the same, not animated
    (0, "collapse", true),  // at the top
    (43, "hide", true),  // one point short of R
  ]

  @Test(arguments: withContent, refusedCollapses)
  func collapseBelowTheRangeIsRefused(
    behavior: String, situation: (offset: Double, command: String, animated: Bool)
  ) throws {
    let frames = try trace(
      #"""
      {"behavior": \#(behavior),
       "steps": [{"scroll": \#(situation.offset)},
                 {"command": {"name": "\#(situation.command)", "animated": \#(situation.animated)}},
                 {"advance": 0.5}]}
      """#)
    let refused = frames[1]
    #expect(refused.events.contains("completed:\(situation.command):interrupted"))
    #expect(refused.collapsed() == situation.offset)
    #expect(!refused.isAnimating())
    #expect(frames.allSatisfy { $0.collapsed() == situation.offset && !$0.isAnimating() })
    #expect(frames.count(of: "completed:\(situation.command):interrupted") == 1)
    #expect(frames.count(of: "completed:\(situation.command)") == 0)
    expectChromeInvariants(frames, range: 44)
  }

  /// From `u ≥ R`, chrome expanded by a command collapses normally.
  @Test(arguments: withContent, [44.0, 100.0])
  func collapseFromTheRangeOnCollapses(behavior: String, offset: Double) throws {
    let frames = try trace(
      #"""
      {"behavior": \#(behavior),
       "steps": [{"scroll": \#(offset)}, {"command": {"name": "expand", "animated": false}},
                 {"command": {"name": "collapse", "animated": true}}, {"advance": 1.5}]}
      """#)
    #expect(frames[1].collapsed() == 0)
    #expect(frames[2].events.contains("completed:collapse:interrupted") == false)
    #expect(frames.count(of: "completed:collapse") == 1)
    #expect(frames.last!.collapsed() == 44)
    #expect(!frames.last!.isAnimating())
    expectChromeInvariants(frames, range: 44)
  }

  // MARK: setFraction

  /// `setFraction` in `collapsesWithContent` mode at `c = u`: refused when `fraction·R > u`.
  static let fractions: [(offset: Double, fraction: Double, refused: Bool, expected: Double)] = [
    // python: 0.5*44 → 22.0 > 20: refused, the chrome stays at 20
    (20, 0.5, true, 20),
    // python: 0.5*44 → 22.0 == u: reachable
    (22, 0.5, false, 22),
    // python: 0.25*44 → 11.0 ≤ 20: moves up to 11
    (20, 0.25, false, 11),
    // python: 0.1*44 → 4.4 > 0: nothing can collapse at the top
    (0, 0.1, true, 0),
    (0, 0, false, 0),  // fully expanded at the top is always reachable
    (100, 1, false, 44),  // past the range: any fraction
  ]

  @Test(arguments: withContent, fractions)
  func setFractionBeyondTheOffsetIsRefused(
    behavior: String, row: (offset: Double, fraction: Double, refused: Bool, expected: Double)
  ) throws {
    let frames = try trace(
      #"""
      {"behavior": \#(behavior),
       "steps": [{"scroll": \#(row.offset)},
                 {"command": {"name": "setFraction", "fraction": \#(row.fraction), "animated": true}},
                 {"advance": 1.5}]}
      """#)
    let interrupted = frames.count(of: "completed:setFraction:interrupted")
    #expect(interrupted == (row.refused ? 1 : 0))
    if row.refused {
      #expect(frames[1].events.contains("completed:setFraction:interrupted"))
      #expect(frames.allSatisfy { $0.collapsed() == row.offset && !$0.isAnimating() })
    } else {
      #expect(frames.count(of: "completed:setFraction") == 1)
    }
    #expect(isClose(frames.last!.collapsed(), row.expected, tolerance: 1e-4))
    expectChromeInvariants(frames, range: 44)
  }

  // MARK: Content that fits

  /// Content heights for a viewport of 800 whose scrollable distance `D` is at most `R = 44`.
  static let fittingContent: [(content: Double, mode: String)] = [
    (830, "followsScroll"),  // D = 30
    (844, "followsScroll"),  // D = 44 = R exactly
    (830, "collapsesWithContent"),  // D = 30
    (800, "pinned"),  // D = 0
  ]

  @Test(arguments: fittingContent)
  func collapseOfContentThatFitsIsRefused(content: Double, mode: String) throws {
    let frames = try trace(
      #"""
      {"scrollView": {"viewport": 800, "content": \#(content)},
       "behavior": {"collapse": {"range": 44, "mode": "\#(mode)"}},
       "steps": [{"command": {"name": "collapse", "animated": true}}, {"advance": 0.5}]}
      """#)
    #expect(frames[0].events.contains("completed:collapse:interrupted"))
    #expect(frames.allSatisfy { $0.collapsed() == 0 && !$0.isAnimating() })
    expectChromeInvariants(frames, range: 44)
  }
}
