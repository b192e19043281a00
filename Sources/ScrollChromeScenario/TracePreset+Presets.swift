import ScrollChromeCore

// The trace keys of `collapse` and `pull`, the engine's own; the presets' keys (the parameter names
// of the libraries they replace) are their tables in the core's `PresetKind`.

extension TracePreset where Preset == CollapseConfiguration {
  /// `{"collapse": {…}}`: `range` (required), `mode`, `snap`, `stops`, the delays, `speed`, the
  /// edge, the direction, the overlap distance and the options.
  package static var collapse: Self {
    TracePreset(
      base: CollapseConfiguration(range: .nan),
      numbers: [
        Parameter(key: "range", field: "range") { $0.range = $1 },
        Parameter(key: "hideDelay", field: "hideDelay") { $0.hideDelay = $1 },
        Parameter(key: "showDelay", field: "showDelay") { $0.showDelay = $1 },
        Parameter(key: "speed", field: "speed") { $0.speed = $1 },
        Parameter(key: "overlapDistance", field: "overlapDistance") { $0.overlapDistance = $1 },
      ],
      flags: [
        Parameter(
          key: "collapsesWhenContentFits", field: "collapsesWhenContentFits"
        ) { $0.collapsesWhenContentFits = $1 },
        Parameter(
          key: "ignoresProgrammaticScrolling", field: "ignoresProgrammaticScrolling"
        ) { $0.ignoresProgrammaticScrolling = $1 },
        Parameter(key: "startsCollapsed", field: "startsCollapsed") { $0.startsCollapsed = $1 },
        Parameter(key: "revealsAtEnd", field: "revealsAtEnd") { $0.revealsAtEnd = $1 },
      ],
      options: [
        .init(key: "edge", field: "edge") { (configuration, edge: ChromeEdge) in
          configuration.edge = edge
        },
        .init(key: "direction", field: "direction") {
          (configuration, direction: CollapseConfiguration.Direction) in
          configuration.direction = direction
        },
      ],
      customKeys: ["mode", "snap", "stops"],
      custom: { fields, configuration throws(ScenarioError) in
        guard fields["range"] != nil else { throw fields.missing("range") }
        if let mode = try fields.choice("mode", of: CollapseConfiguration.Mode.self) {
          configuration.mode = mode
        }
        if let snap = try fields.choice("snap", of: CollapseConfiguration.Snap.self) {
          configuration.snap = snap
        }
        if let stops = try fields.numbers("stops") { configuration.stops = stops }
      })
  }
}

extension TracePreset where Preset == PullConfiguration {
  /// `{"pull": {…}}`: `shallow`, `deep` and `hysteresis`.
  package static var pull: Self {
    TracePreset(
      base: PullConfiguration(),
      numbers: [
        Parameter(key: "shallow", field: "shallow") { $0.shallow = $1 },
        Parameter(key: "deep", field: "deep") { $0.deep = $1 },
        Parameter(key: "hysteresis", field: "hysteresis") { $0.hysteresis = $1 },
      ])
  }
}

/// Builds a preset's chrome as a scenario's spec writes it.
package struct TracePresetBuilder: PresetChromeBuilder {
  package typealias Failure = ScenarioError

  /// The spec being read.
  package var spec: BehaviorSpec
  /// The scroll view's tracker.
  package var tracker: ScrollTracker

  package func build<Preset: ChromePreset>(_ parameters: PresetParameters<Preset>)
    throws(ScenarioError) -> Preset.Chrome
  {
    try TracePreset(parameters).make(spec, tracker: tracker)
  }
}
