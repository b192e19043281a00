import ScrollChromeCore

extension TraceBehavior {
  // MARK: Internal

  /// `{"collapse": {…}}` with the engine's own parameter names.
  static func collapse(_ spec: BehaviorSpec, tracker: ScrollTracker) throws(ScenarioError)
    -> CollapseBehavior
  {
    let fields = try parameters(
      of: spec,
      keys: [
        "range", "mode", "snap", "hideDelay", "showDelay", "speed", "collapsesWhenContentFits",
        "ignoresProgrammaticScrolling", "startsCollapsed",
      ])
    var configuration = CollapseConfiguration(
      range: try fields.requiredNumber("range", .coordinate))
    if let value = fields["mode"] {
      configuration.mode = try ScenarioReader.name(
        value, at: fields.path.appending("mode"),
        in: CollapseConfiguration.Mode.allCases.map(\.rawValue),
        CollapseConfiguration.Mode.init(rawValue:))
    }
    if let value = fields["snap"] {
      configuration.snap = try ScenarioReader.name(
        value, at: fields.path.appending("snap"),
        in: CollapseConfiguration.Snap.allCases.map(\.rawValue),
        CollapseConfiguration.Snap.init(rawValue:))
    }
    configuration.hideDelay = try fields.number("hideDelay", .coordinate) ?? 0
    configuration.showDelay = try fields.number("showDelay", .coordinate) ?? 0
    configuration.speed = try fields.number("speed", .coordinate) ?? 1
    configuration.collapsesWhenContentFits = try fields.bool("collapsesWhenContentFits") ?? false
    configuration.ignoresProgrammaticScrolling =
      try fields.bool("ignoresProgrammaticScrolling") ?? false
    configuration.startsCollapsed = try fields.bool("startsCollapsed") ?? false
    return try built(spec) { () throws(ConfigurationError) in
      try CollapseBehavior(configuration, tracker: tracker)
    }
  }

  /// `{"preset": "followView", …}` with ScrollingFollowView's parameter names.
  static func followView(_ spec: BehaviorSpec, tracker: ScrollTracker) throws(ScenarioError)
    -> FollowView
  {
    let fields = try parameters(
      of: spec,
      keys: [
        "maxFollowPoint", "minFollowPoint", "allowHalfDisplay", "pointOfStartingHiding",
        "pointOfStartingShowing",
      ])
    let maxFollowPoint = try fields.number("maxFollowPoint", .coordinate) ?? 64
    let minFollowPoint = try fields.number("minFollowPoint", .coordinate) ?? 0
    let allowHalfDisplay = try fields.bool("allowHalfDisplay") ?? false
    let hiding = try fields.number("pointOfStartingHiding", .coordinate) ?? 0
    let showing = try fields.number("pointOfStartingShowing", .coordinate) ?? 0
    return try built(spec) { () throws(ConfigurationError) in
      try FollowView(
        maxFollowPoint: maxFollowPoint, minFollowPoint: minFollowPoint,
        allowHalfDisplay: allowHalfDisplay, pointOfStartingHiding: hiding,
        pointOfStartingShowing: showing, tracker: tracker)
    }
  }

  /// `{"preset": "shyBar", …}` with SQTShyNavigationBar's parameter names.
  static func shyBar(_ spec: BehaviorSpec, tracker: ScrollTracker) throws(ScenarioError) -> ShyBar {
    let fields = try parameters(
      of: spec, keys: ["fullHeight", "shyHeight", "shouldSnap", "isEnabled"])
    let fullHeight = try fields.number("fullHeight", .coordinate) ?? 44
    let shyHeight = try fields.number("shyHeight", .coordinate) ?? 0
    let shouldSnap = try fields.bool("shouldSnap") ?? true
    let isEnabled = try fields.bool("isEnabled") ?? true
    return try built(spec) { () throws(ConfigurationError) in
      try ShyBar(
        fullHeight: fullHeight, shyHeight: shyHeight, shouldSnap: shouldSnap,
        isEnabled: isEnabled, tracker: tracker)
    }
  }

  // MARK: Private

  private static func parameters(of spec: BehaviorSpec, keys: [String]) throws(ScenarioError)
    -> ScenarioReader.Fields
  {
    try ScenarioReader.object(.object(spec.parameters), at: spec.parametersPath, keys: keys)
  }

  /// Runs a behaviour's initializer, turning its configuration error into a scenario error at
  /// the parameter it names.
  private static func built<Behavior>(
    _ spec: BehaviorSpec, _ make: () throws(ConfigurationError) -> Behavior
  ) throws(ScenarioError) -> Behavior {
    do {
      return try make()
    } catch {
      throw ScenarioError(
        path: spec.path(ofParameter: error.field), message: "expected " + error.allowed)
    }
  }
}
