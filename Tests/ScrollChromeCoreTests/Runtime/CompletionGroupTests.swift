import ScrollChromeCore
import Testing

/// `CompletionGroup`: one completion for a command given to several pieces of chrome.
@Suite("Completion group") struct CompletionGroupTests {
  @Test func isDueOnceTheLastCommandEnds() {
    var group = CompletionGroup(count: 3)
    #expect(group.result == nil)
    // Returned exactly once: by the last end, not by an end reported after it.
    let results = (0..<4).map { _ in group.end(finished: true) }
    #expect(results == [nil, nil, true, nil])
    #expect(group.result == true)
  }

  @Test(arguments: [true, false])
  func aGroupOfOneIsTheCommandItself(finished: Bool) {
    var group = CompletionGroup(count: 1)
    let result = group.end(finished: finished)
    #expect(result == finished)
  }

  @Test(arguments: [0, 1, 2])
  func oneUnfinishedCommandMakesTheGroupUnfinished(unfinishedAt index: Int) {
    var group = CompletionGroup(count: 3)
    let results = (0..<3).map { group.end(finished: $0 != index) }
    #expect(results == [nil, nil, false])
    #expect(group.result == false)
  }

  @Test(arguments: [0, -2])
  func aGroupOfNoCommandsIsDueAtOnceFinished(count: Int) {
    var group = CompletionGroup(count: count)
    #expect(group.result == true)
    let late = group.end(finished: false)
    #expect(late == nil)
    #expect(group.result == true)
  }
}
