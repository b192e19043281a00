import ScrollChromeCore

/// What a parsed scenario sets up, checked by the engine: the tracker at the scroll view's
/// metrics and each behaviour's running chrome.
///
/// ``parseScenario(_:)`` checks a scenario's shape, types and ranges; this checks the rest, what
/// only the engine can judge: the initial geometry and deceleration rate (an error at
/// `scrollView.<field>` or `decelerationRate`) and each behaviour's parameters (an error at the
/// parameter). `scrollchrome trace` and the playground's WebAssembly module both call it, so a
/// scenario one refuses the other refuses with the same line. It needs neither existentials nor
/// Foundation: it compiles as Embedded Swift.
package struct ScenarioSetup {
  // MARK: Package

  /// One behaviour's running chrome, by kind.
  package enum Chrome {
    /// `{"collapse": {…}}`.
    case collapse(CollapseBehavior)
    /// `{"pull": {…}}`.
    case pull(PullBehavior)
    /// `{"preset": NAME, …}`: a preset of the core's list.
    case preset(PresetChrome)
  }

  /// The engine's tracker, at the scenario's metrics and deceleration rate.
  package var tracker: ScrollTracker
  /// Each behaviour's chrome, in the scenario's order, attached to ``tracker``.
  package var chromes: [Chrome]

  /// Checks a scenario as the engine judges it and builds its tracker and chrome.
  ///
  /// - Parameter scenario: A parsed scenario.
  /// - Throws: A ``ScenarioError`` at `scrollView.<field>` (or `decelerationRate`) if the engine
  ///   refuses the initial geometry, or at a behaviour's parameter if that behaviour refuses its
  ///   configuration; the first problem in that order.
  package init(_ scenario: Scenario) throws(ScenarioError) {
    do {
      tracker = try ScrollTracker(
        metrics: scenario.metrics, deceleration: Decay(rate: scenario.decelerationRate))
    } catch {
      let field = error.field.rawValue
      let path = error.field == .decelerationRate ? field : "scrollView." + field
      throw ScenarioError(path: path, message: error.description)
    }
    chromes = []
    chromes.reserveCapacity(scenario.behaviors.count)
    for spec in scenario.behaviors {
      chromes.append(try Self.chrome(spec, tracker: tracker))
    }
  }

  // MARK: Private

  private static func chrome(_ spec: BehaviorSpec, tracker: ScrollTracker) throws(ScenarioError)
    -> Chrome
  {
    switch spec.kind {
    case .collapse: .collapse(try TracePreset.collapse.make(spec, tracker: tracker))
    case .pull: .pull(try TracePreset.pull.make(spec, tracker: tracker))
    case .preset(let kind):
      .preset(try kind.makeChrome(TracePresetBuilder(spec: spec, tracker: tracker)))
    }
  }
}
