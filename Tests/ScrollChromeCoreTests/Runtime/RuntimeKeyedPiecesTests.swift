import ScrollChromeCore
import Testing

/// Two pieces of one kind on one runtime, under the names an app's ids give them
/// (`PieceNames`): each has its own travel, takes its own commands and keeps its own memory, and a
/// command to all chrome reaches both.
@Suite("Runtime: keyed pieces of one kind") struct RuntimeKeyedPiecesTests {
  /// Two following bars at the bottom, a 44-point one and an 88-point one, named by their ids.
  private func twoBars(_ fixture: RuntimeFixture) -> (
    player: CollapsingPiece<CollapseBehavior>, tabs: CollapsingPiece<CollapseBehavior>,
    names: (player: String, tabs: String)
  ) {
    var names = PieceNames<String>()
    let player = names.name(for: "player", kind: "followingBar.bottom")
    let tabs = names.name(for: "tabs", kind: "followingBar.bottom")
    return (fixture.bar(player, range: 44), fixture.bar(tabs, range: 88), (player, tabs))
  }

  @Test func eachBarFollowsScrollingOverItsOwnTravel() {
    let fixture = RuntimeFixture()
    let bars = twoBars(fixture)
    fixture.drag(through: 1022, 1044, lifting: false)
    #expect(bars.player.chrome.behavior.fraction == 1)
    #expect(bars.tabs.chrome.behavior.fraction == 0.5)
  }

  @Test func aCommandByNameMovesOnlyThatBar() {
    let fixture = RuntimeFixture()
    let bars = twoBars(fixture)
    fixture.runtime.run(
      .collapse(animated: false), onPieceNamed: bars.names.player,
      completion: fixture.done("player"))
    #expect(fixture.results("player") == [true])
    #expect(bars.player.chrome.behavior.fraction == 1)
    #expect(bars.tabs.chrome.behavior.fraction == 0)

    fixture.runtime.setEnabled(false, forPieceNamed: bars.names.tabs)
    #expect(bars.player.requestedEnabled)
    #expect(!bars.tabs.requestedEnabled)
  }

  @Test func aCommandToAllChromeReachesBothBars() {
    let fixture = RuntimeFixture()
    let bars = twoBars(fixture)
    fixture.runtime.runAll(.collapse(animated: false), completion: fixture.done("all"))
    #expect(fixture.results("all") == [true])
    #expect(bars.player.chrome.behavior.fraction == 1)
    #expect(bars.tabs.chrome.behavior.fraction == 1)
  }

  @Test func eachBarIsRememberedUnderItsOwnName() {
    let fixture = RuntimeFixture()
    fixture.runtime.connect(fixture.memory)
    let bars = twoBars(fixture)
    fixture.runtime.run(.collapse(animated: false), onPieceNamed: bars.names.tabs)
    fixture.runtime.rememberRunning()
    #expect(fixture.stored[bars.names.player]?.fraction == 0)
    #expect(fixture.stored[bars.names.tabs]?.fraction == 1)
  }
}
