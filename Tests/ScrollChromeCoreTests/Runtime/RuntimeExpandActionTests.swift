import ScrollChromeCore
import ScrollChromeTestSupport
import Testing

/// The accessibility action that expands chrome (`offersExpandAction`, `onExpandActionChange`): the
/// scroll view offers it while some running bar is collapsed at all and scrolling moves it. A
/// header in the content never offers it (scrolling to the top brings it back).
@Suite("Runtime: the expand action") struct RuntimeExpandActionTests {
  /// The chrome of the scroll view.
  enum Situation: String, CaseIterable {
    /// A bar, fully shown.
    case expandedBar
    /// A bar the content moved 10 of its 44 points.
    case partlyScrolledBar
    /// A bar a command collapsed.
    case collapsedBar
    /// A shy bar a command collapsed: it collapses with the content, but it is a bar.
    case collapsedShyBar
    /// A header a command collapsed.
    case collapsedHeader
    /// A collapsed bar the app disabled: it stays where the app put it.
    case collapsedDisabledBar
    /// A collapsed bar, paused.
    case collapsedPausedBar
    /// A collapsed bar when VoiceOver starts: expanded, and held still.
    case collapsedBarUnderVoiceOver
    /// A collapsed bar whose view left: it takes its offer with it.
    case collapsedStoppedBar
    /// A pull header, pulled.
    case pulledPullHeader
  }

  @Test(arguments: Situation.allCases)
  func theActionIsOfferedWhileARunningBarIsCollapsedAtAllAndScrollingMovesIt(
    situation: Situation
  ) {
    let fixture = RuntimeFixture()
    let expected: Bool
    switch situation {
    case .expandedBar:
      fixture.bar()
      expected = false
    case .partlyScrolledBar:
      fixture.bar()
      fixture.scroll(to: 1010)
      expected = true
    case .collapsedBar, .collapsedDisabledBar, .collapsedPausedBar, .collapsedBarUnderVoiceOver,
      .collapsedStoppedBar:
      let bar = fixture.bar(running: false)
      fixture.runtime.appeared(bar)
      fixture.runtime.run(.collapse(animated: false), on: bar)
      switch situation {
      case .collapsedDisabledBar: fixture.runtime.setEnabled(false, for: bar)
      case .collapsedPausedBar: fixture.runtime.setPaused(true)
      case .collapsedBarUnderVoiceOver:
        fixture.runtime.setAccessibility(ChromeAccessibility(isVoiceOverRunning: true))
      case .collapsedStoppedBar: fixture.runtime.disappeared(bar)
      default: break
      }
      expected = situation == .collapsedBar
    case .collapsedShyBar:
      fixture.runtime.run(.collapse(animated: false), on: fixture.add(ShyBar(), named: "shy"))
      expected = true
    case .collapsedHeader:
      let header = fixture.add(HeaderTransition(headerHeight: 200), named: "header")
      fixture.runtime.run(.collapse(animated: false), on: header)
      #expect(header.chrome.behavior.fraction == 1)
      expected = false
    case .pulledPullHeader:
      let pulled = RuntimeFixture(metrics: RuntimeFixture.top)
      pulled.pull()
      pulled.drag(through: -40, lifting: false)
      #expect(!pulled.runtime.offersExpandAction)
      expected = false
    }
    #expect(fixture.runtime.offersExpandAction == expected)
    // The last change reported agrees (none: never offered).
    #expect((fixture.lines("offers").last ?? "offers false") == "offers \(expected)")
  }

  @Test func theActionFollowsEveryRunningPiece() {
    let fixture = RuntimeFixture()
    let bar = fixture.bar(running: false)
    let header = fixture.add(HeaderTransition(headerHeight: 44), named: "header", running: false)
    fixture.runtime.appeared(bar)
    fixture.runtime.appeared(header)
    fixture.runtime.run(.collapse(animated: false), onPieceNamed: "header")
    #expect(!fixture.runtime.offersExpandAction)
    fixture.runtime.run(.collapse(animated: false), onPieceNamed: "bar")
    #expect(fixture.runtime.offersExpandAction)
    fixture.runtime.runAll(.expand(animated: false))
    #expect(!fixture.runtime.offersExpandAction)
    fixture.runtime.run(.collapse(animated: false), onPieceNamed: "bar")
    fixture.runtime.disappeared(bar)
    #expect(!fixture.runtime.offersExpandAction)
    // Each change is reported once.
    #expect(
      fixture.lines("offers") == ["offers true", "offers false", "offers true", "offers false"])
  }

  @Test func pausingWithdrawsTheActionAndResumingOffersItAgain() {
    let fixture = RuntimeFixture()
    fixture.runtime.run(.collapse(animated: false), on: fixture.bar())
    fixture.runtime.setPaused(true)
    #expect(!fixture.runtime.offersExpandAction)
    fixture.runtime.setPaused(false)
    #expect(fixture.runtime.offersExpandAction)
    #expect(fixture.lines("offers") == ["offers true", "offers false", "offers true"])
  }

  @Test func theActionExpandsAsACommandToAllWould() {
    let fixture = RuntimeFixture()
    let (top, bottom) = (fixture.bar("top"), fixture.bar("bottom"))
    fixture.runtime.runAll(.collapse(animated: false))
    // What the adapter runs when the action is performed.
    fixture.runtime.runAll(.expand(animated: true), completion: fixture.done("action"))
    fixture.advance(1)
    #expect(fixture.results("action") == [true])
    #expect(top.chrome.behavior.fraction == 0 && bottom.chrome.behavior.fraction == 0)
    #expect(!fixture.runtime.offersExpandAction)
  }

  /// How the new piece of the name comes.
  enum Successor: String, CaseIterable {
    /// Added not running (SwiftUI: its view has not appeared yet).
    case notRunning
    /// Added running (UIKit), expanded.
    case running
  }

  @Test(arguments: Successor.allCases)
  func aPieceInPlaceOfARunningCollapsedOneUpdatesTheAction(successor: Successor) {
    let fixture = RuntimeFixture()
    fixture.runtime.run(.collapse(animated: false), on: fixture.bar())
    #expect(fixture.runtime.offersExpandAction)
    // An old completion that commands the name again reaches the new piece: if it does not run
    // yet, the command ends unfinished.
    fixture.bar(running: successor == .running)
    fixture.runtime.run(
      .expand(animated: false), onPieceNamed: "bar", completion: fixture.done("x"))
    #expect(fixture.results("x") == [successor == .running])
    #expect(!fixture.runtime.offersExpandAction)
    #expect(fixture.lines("offers") == ["offers true", "offers false"])
  }
}
