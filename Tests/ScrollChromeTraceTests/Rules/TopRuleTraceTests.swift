import ScrollChromeCore
import ScrollChromeTestSupport
import ScrollChromeTrace
import Testing

/// A scroll event that leaves `u ≤ 0` (`u = y + T`), or a
/// `scrollToTop`, expands the chrome in every mode, `pinned` included. Being at the top is not
/// reaching it: a command issued at the top holds until the next scroll event. Disabled chrome
/// freezes, top or not.
@Suite struct TopRuleTraceTests {
  // MARK: A command at the top

  @Test(arguments: [true, false])
  func hideAtTheTopHoldsUntilTheNextScroll(animated: Bool) throws {
    let frames = try trace(
      #"""
      {"behavior": {"preset": "followView", "maxFollowPoint": 64},
       "steps": [{"command": {"name": "hide", "animated": \#(animated)}}, {"advance": 1},
                 {"scroll": 0}, {"advance": 0.5}]}
      """#)
    let scrollLine = 1 + 60
    let held = Array(frames[..<scrollLine])
    #expect(held.last!.collapsed() == 64)
    #expect(held.last!.offset == 0)
    #expect(!held.last!.isAnimating())
    #expect(held.count(of: "completed:hide") == 1)
    #expect(held.count(of: "completed:hide:interrupted") == 0)
    if !animated { #expect(frames[0].collapsed() == 64) }
    // The next scroll event, even one that does not move, reaches the top: the chrome comes back.
    #expect(frames.last!.collapsed() == 0)
    #expect(!frames.last!.isAnimating())
    expectChromeInvariants(frames, range: 64)
  }

  // MARK: Pinned chrome

  /// How pinned chrome hidden by a command returns to the top.
  static let returnsToTheTop = [
    #"{"scroll": 0}"#,  // the host reports the top offset
    #"{"scrollToTop": {}}"#,  // a status-bar tap, animated by the scroll view
    #"{"scroll": -40}"#,  // a pull past the top
  ]

  @Test(arguments: returnsToTheTop)
  func pinnedChromeHiddenByACommandComesBackAtTheTop(step: String) throws {
    let frames = try trace(
      #"""
      {"behavior": {"collapse": {"range": 50, "mode": "pinned"}},
       "steps": [{"scroll": 300}, {"command": {"name": "hide", "animated": true}},
                 {"advance": 1.5}, {"scroll": 150}, \#(step), {"advance": 1.5}]}
      """#)
    #expect(frames[0].collapsed() == 0)  // scrolling never moves pinned chrome
    let hidden = 2 + 90
    #expect(frames[hidden - 1].collapsed() == 50)
    #expect(frames[hidden].collapsed() == 50)  // scroll 150: still not the top
    #expect(frames.last!.collapsed() == 0)
    #expect(!frames.last!.isAnimating())
    expectChromeInvariants(frames, range: 50)
  }

  /// Plain scrolling, edges and overscroll included, never moves pinned chrome.
  @Test func pinnedChromeNeverMovesWithPlainScrolling() throws {
    let frames = try trace(
      #"""
      {"behavior": {"collapse": {"range": 50, "mode": "pinned"}},
       "steps": [{"scroll": 300}, {"scroll": 100}, {"scroll": 3200}, {"scroll": 3300},
                 {"endDecelerating": {}}, {"command": {"name": "hide", "animated": false}},
                 {"scroll": 200}, {"scroll": 10}, {"endDecelerating": {}}, {"advance": 0.5}]}
      """#)
    #expect(collapsedValues(frames).prefix(5).allSatisfy { $0 == 0 })
    #expect(collapsedValues(frames).dropFirst(5).allSatisfy { $0 == 50 })
    expectChromeInvariants(frames, range: 50)
  }

  /// Reaching the top is measured by `u = y + T`, not by `y`.
  static let topWithInsets: [(insetTop: Double, scroll: Double, expected: Double)] = [
    (44, -44, 0),  // u = 0: the resting top under a 44 pt inset
    (44, 0, 50),  // u = 44: y = 0 is not the top here
    (44, -60, 0),  // u = −16: pulled past the top
    (0, -0.5, 0),  // u = −0.5
    (0, 0.5, 50),  // u = 0.5: just below the top
  ]

  @Test(arguments: topWithInsets)
  func topIsMeasuredFromTheRestingTop(insetTop: Double, scroll: Double, expected: Double) throws {
    let frames = try trace(
      #"""
      {"scrollView": {"insetTop": \#(insetTop)},
       "behavior": {"collapse": {"range": 50, "mode": "pinned"}},
       "steps": [{"scroll": 300}, {"command": {"name": "hide", "animated": false}},
                 {"scroll": \#(scroll)}, {"advance": 1.5}]}
      """#)
    #expect(frames[1].collapsed() == 50)
    #expect(frames.last!.collapsed() == expected)
    expectChromeInvariants(frames, range: 50)
  }

  // MARK: Every mode

  static let modes = ["followsScroll", "collapsesWithContent", "pinned"]

  @Test(arguments: modes)
  func scrollToTopExpandsInEveryMode(mode: String) throws {
    let frames = try trace(
      #"""
      {"behavior": {"collapse": {"range": 50, "mode": "\#(mode)", "snap": "none"}},
       "steps": [{"scroll": 300}, {"command": {"name": "collapse", "animated": false}},
                 {"scrollToTop": {}}]}
      """#)
    #expect(frames[1].collapsed() == 50)
    #expect(frames.last!.offset == 0)
    #expect(frames.last!.collapsed() == 0)
    #expect(!frames.last!.isAnimating())
    expectChromeInvariants(frames, range: 50)
  }

  /// A show delay holds a collapsed followsScroll bar while scrolling up — but not at the top.
  @Test func reachingTheTopBeatsTheShowDelay() throws {
    let frames = try trace(
      #"""
      {"behavior": {"collapse": {"range": 50, "showDelay": 1000, "snap": "none"}},
       "steps": [{"scroll": 300}, {"scroll": 100}, {"scroll": 0}, {"advance": 1.5}]}
      """#)
    #expect(Array(collapsedValues(frames).prefix(2)) == [50, 50])  // 200 of 1000 points
    #expect(frames.last!.collapsed() == 0)
    expectChromeInvariants(frames, range: 50)
  }

  // MARK: Disabled chrome

  static let topSteps = [#"{"scroll": 0}"#, #"{"scrollToTop": {}}"#]

  @Test(arguments: topSteps)
  func disabledChromeIgnoresTheTopRule(step: String) throws {
    let frames = try trace(
      #"""
      {"behavior": {"preset": "followView", "maxFollowPoint": 64},
       "steps": [{"scroll": 100}, {"command": {"name": "disable"}}, \#(step), {"advance": 0.5}]}
      """#)
    #expect(frames[0].collapsed() == 64)
    #expect(collapsedValues(frames).allSatisfy { $0 == 64 })
    #expect(frames.last!.offset == 0)
    expectChromeInvariants(frames, range: 64)
  }
}
