import ScrollChromeCore

// The trace keys of each behaviour a scenario can attach: the presets with the parameter names of
// the libraries they replace, `collapse` and `pull` with the engine's own.

extension TracePreset where Preset == CollapseConfiguration {
  /// `{"collapse": {…}}`: `range` (required), `mode`, `snap`, `stops`, the delays, `speed` and the
  /// options.
  static var collapse: Self {
    TracePreset(
      base: CollapseConfiguration(range: .nan),
      numbers: [
        Parameter(key: "range", field: "range") { $0.range = $1 },
        Parameter(key: "hideDelay", field: "hideDelay") { $0.hideDelay = $1 },
        Parameter(key: "showDelay", field: "showDelay") { $0.showDelay = $1 },
        Parameter(key: "speed", field: "speed") { $0.speed = $1 },
      ],
      flags: [
        Parameter(
          key: "collapsesWhenContentFits", field: "collapsesWhenContentFits"
        ) { $0.collapsesWhenContentFits = $1 },
        Parameter(
          key: "ignoresProgrammaticScrolling", field: "ignoresProgrammaticScrolling"
        ) { $0.ignoresProgrammaticScrolling = $1 },
        Parameter(key: "startsCollapsed", field: "startsCollapsed") { $0.startsCollapsed = $1 },
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

extension TracePreset where Preset == FollowView {
  /// `{"preset": "followView", …}` with ScrollingFollowView's parameter names.
  static var followView: Self {
    TracePreset(
      base: FollowView(),
      numbers: [
        Parameter(key: "maxFollowPoint", field: "maxFollowPoint") { $0.maxFollowPoint = $1 },
        Parameter(key: "minFollowPoint", field: "minFollowPoint") { $0.minFollowPoint = $1 },
        Parameter(key: "pointOfStartingHiding", field: "hideDelay") { $0.hideDelay = $1 },
        Parameter(key: "pointOfStartingShowing", field: "showDelay") { $0.showDelay = $1 },
      ],
      flags: [
        Parameter(
          key: "allowHalfDisplay", field: "allowsHalfDisplay"
        ) { $0.allowsHalfDisplay = $1 }
      ])
  }
}

extension TracePreset where Preset == ShyBar {
  /// `{"preset": "shyBar", …}` with SQTShyNavigationBar's parameter names, and `isEnabled`.
  static var shyBar: Self {
    TracePreset(
      base: ShyBar(),
      numbers: [
        Parameter(key: "fullHeight", field: "fullHeight") { $0.fullHeight = $1 },
        Parameter(key: "shyHeight", field: "shyHeight") { $0.shyHeight = $1 },
      ],
      flags: [
        Parameter(key: "shouldSnap", field: "snaps") { $0.snaps = $1 },
        Parameter(key: "isEnabled", field: "isEnabled") { $0.isEnabled = $1 },
      ])
  }
}

extension TracePreset where Preset == HeaderTransition {
  /// `{"preset": "headerTransition", …}` with TIUIElements' parameter names, on the preset of the
  /// spec's `animator`.
  static func headerTransition(_ spec: BehaviorSpec, tracker: ScrollTracker)
    throws(ScenarioError) -> HeaderTransition.Chrome
  {
    var animator = HeaderTransition.Animator.none
    if let value = spec.parameter("animator") {
      animator = try ScenarioReader.name(
        value, at: spec.parametersPath.appending("animator"),
        in: HeaderTransition.Animator.allCases.map { $0.rawValue },
        HeaderTransition.Animator.init(rawValue:))
    }
    let table = TracePreset(
      base: HeaderTransition(animator: animator),
      numbers: [
        Parameter(key: "headerHeight", field: "headerHeight") { $0.headerHeight = $1 },
        Parameter(key: "fixedTopOffset", field: "fixedTopOffset") { $0.fixedTopOffset = $1 },
      ],
      customKeys: ["animator"])
    return try table.make(spec, tracker: tracker)
  }
}

extension TracePreset where Preset == PullConfiguration {
  /// `{"pull": {…}}`: `shallow`, `deep` and `hysteresis`.
  static var pull: Self {
    TracePreset(
      base: PullConfiguration(),
      numbers: [
        Parameter(key: "shallow", field: "shallow") { $0.shallow = $1 },
        Parameter(key: "deep", field: "deep") { $0.deep = $1 },
        Parameter(key: "hysteresis", field: "hysteresis") { $0.hysteresis = $1 },
      ])
  }
}

extension TracePreset where Preset == DraggableSwitch {
  /// `{"preset": "draggableSwitch", …}` with WZDraggableSwitchHeaderView's parameter names.
  static var draggableSwitch: Self {
    TracePreset(
      base: DraggableSwitch(),
      numbers: [
        Parameter(
          key: "normalStateHeight", field: "shallowThreshold"
        ) { $0.shallowThreshold = $1 },
        Parameter(
          key: "heightCanTriggerSwitch", field: "deepThreshold"
        ) { $0.deepThreshold = $1 },
      ],
      texts: [
        Parameter(key: "normalStateText", field: "normalText") { $0.normalText = $1 },
        Parameter(key: "shallowStateText", field: "shallowText") { $0.shallowText = $1 },
        Parameter(key: "deepStateText", field: "deepText") { $0.deepText = $1 },
      ])
  }
}
