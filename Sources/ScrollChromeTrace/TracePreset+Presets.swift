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
        Parameter(key: "range", field: "range", property: \.range),
        Parameter(key: "hideDelay", field: "hideDelay", property: \.hideDelay),
        Parameter(key: "showDelay", field: "showDelay", property: \.showDelay),
        Parameter(key: "speed", field: "speed", property: \.speed),
      ],
      flags: [
        Parameter(
          key: "collapsesWhenContentFits", field: "collapsesWhenContentFits",
          property: \.collapsesWhenContentFits),
        Parameter(
          key: "ignoresProgrammaticScrolling", field: "ignoresProgrammaticScrolling",
          property: \.ignoresProgrammaticScrolling),
        Parameter(key: "startsCollapsed", field: "startsCollapsed", property: \.startsCollapsed),
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
        Parameter(key: "maxFollowPoint", field: "maxFollowPoint", property: \.maxFollowPoint),
        Parameter(key: "minFollowPoint", field: "minFollowPoint", property: \.minFollowPoint),
        Parameter(key: "pointOfStartingHiding", field: "hideDelay", property: \.hideDelay),
        Parameter(key: "pointOfStartingShowing", field: "showDelay", property: \.showDelay),
      ],
      flags: [
        Parameter(
          key: "allowHalfDisplay", field: "allowsHalfDisplay", property: \.allowsHalfDisplay)
      ])
  }
}

extension TracePreset where Preset == ShyBar {
  /// `{"preset": "shyBar", …}` with SQTShyNavigationBar's parameter names, and `isEnabled`.
  static var shyBar: Self {
    TracePreset(
      base: ShyBar(),
      numbers: [
        Parameter(key: "fullHeight", field: "fullHeight", property: \.fullHeight),
        Parameter(key: "shyHeight", field: "shyHeight", property: \.shyHeight),
      ],
      flags: [
        Parameter(key: "shouldSnap", field: "snaps", property: \.snaps),
        Parameter(key: "isEnabled", field: "isEnabled", property: \.isEnabled),
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
        in: HeaderTransition.Animator.allCases.map(\.rawValue),
        HeaderTransition.Animator.init(rawValue:))
    }
    let table = TracePreset(
      base: HeaderTransition(animator: animator),
      numbers: [
        Parameter(key: "headerHeight", field: "headerHeight", property: \.headerHeight),
        Parameter(key: "fixedTopOffset", field: "fixedTopOffset", property: \.fixedTopOffset),
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
        Parameter(key: "shallow", field: "shallow", property: \.shallow),
        Parameter(key: "deep", field: "deep", property: \.deep),
        Parameter(key: "hysteresis", field: "hysteresis", property: \.hysteresis),
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
          key: "normalStateHeight", field: "shallowThreshold", property: \.shallowThreshold),
        Parameter(
          key: "heightCanTriggerSwitch", field: "deepThreshold", property: \.deepThreshold),
      ],
      texts: [
        Parameter(key: "normalStateText", field: "normalText", property: \.normalText),
        Parameter(key: "shallowStateText", field: "shallowText", property: \.shallowText),
        Parameter(key: "deepStateText", field: "deepText", property: \.deepText),
      ])
  }
}
