import Foundation
import ScrollChromeTestSupport
import Testing

/// The bad-input corpus (`Corpus/BadScenarios.swift`) run through the real `scrollchrome trace -`.
///
/// The cases run one after another (`.serialized`), so the suite finishing at all shows that no
/// input makes the tool hang; the subprocess helper waits for every run to exit.
@Suite(.serialized) struct BadInputCorpusTests {
  @Test("the corpus is large enough")
  func corpusHasAtLeast30Cases() {
    #expect(badScenarios.count >= 30)
  }

  @Test("a malformed scenario exits 2 with exactly its one-line message", arguments: badScenarios)
  func malformedScenarioIsRefused(_ example: BadScenario) throws {
    let result = try CommandLineTool.run(["trace", "-"], input: Data(example.bytes()))
    #expect(result.status == 2)
    #expect(result.standardOutput.isEmpty)
    #expect(result.standardError == example.message + "\n")
    #expect(result.standardError.filter { $0 == "\n" }.count == 1)
  }

  @Test("a hostile but valid scenario runs, reporting rejected events", arguments: hostileScenarios)
  func hostileScenarioRuns(_ example: HostileScenario) throws {
    let result = try CommandLineTool.trace(example.scenario)
    #expect(result.status == 0)
    #expect(result.standardError.isEmpty)
    #expect(result.standardOutput.split(separator: "\n").map(String.init) == example.output)
  }
}
