import ScrollChromeCore
import ScrollChromeTestSupport
import ScrollChromeTrace
import Testing

/// The list of presets (`PresetKind`): every entry runs in the trace under its own name, with its
/// defaults, and reports the kind of value its `collapses` says — the one list the trace, the
/// playground and the fuzzers are built from.
@Suite("Preset catalog") struct PresetCatalogTests {
  /// A scenario that drags 300 points down the list and lifts: every preset reports a value on
  /// every line, a collapse value when it collapses and a pull value when it pulls.
  @Test(arguments: PresetKind.allCases)
  func everyPresetRunsUnderItsName(kind: PresetKind) throws {
    let frames = try trace(
      #"{"behavior": {"preset": "\#(kind.traceName)"}, "steps": [{"drag": {"by": 300}}, {"release": {"velocity": 0}}]}"#
    )
    #expect(!frames.isEmpty)
    for frame in frames {
      #expect(frame.values.count == 1, "\(kind)")
      switch frame.values.first?.kind {
      case .collapse: #expect(kind.collapses, "\(kind) reports a collapse value")
      case .pull: #expect(!kind.collapses, "\(kind) reports a pull value")
      case nil: Issue.record("\(kind): no value")
      }
    }
  }

  /// The trace names are the scenario format's, one per preset, none repeated.
  @Test func traceNamesAreTheScenarioFormats() {
    #expect(
      Set(PresetKind.allCases.map(\.traceName))
        == ["shyBar", "followView", "headerTransition", "draggableSwitch"])
    #expect(PresetKind.allCases.count == 4)
  }
}
