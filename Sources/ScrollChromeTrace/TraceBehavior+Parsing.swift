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
        "range", "mode", "snap", "stops", "hideDelay", "showDelay", "speed",
        "collapsesWhenContentFits", "ignoresProgrammaticScrolling", "startsCollapsed",
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
    configuration.stops = try numbers("stops", in: fields) ?? []
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

  /// `{"preset": "headerTransition", …}` with TIUIElements' parameter names.
  static func headerTransition(_ spec: BehaviorSpec, tracker: ScrollTracker) throws(ScenarioError)
    -> HeaderTransition
  {
    let fields = try parameters(of: spec, keys: ["headerHeight", "fixedTopOffset", "animator"])
    let headerHeight = try fields.number("headerHeight", .coordinate) ?? 200
    let fixedTopOffset = try fields.number("fixedTopOffset", .coordinate) ?? 0
    var animator = HeaderTransition.Animator.none
    if let value = fields["animator"] {
      animator = try ScenarioReader.name(
        value, at: fields.path.appending("animator"),
        in: HeaderTransition.Animator.allCases.map(\.rawValue),
        HeaderTransition.Animator.init(rawValue:))
    }
    return try built(spec) { () throws(ConfigurationError) in
      try HeaderTransition(
        headerHeight: headerHeight, fixedTopOffset: fixedTopOffset, animator: animator,
        tracker: tracker)
    }
  }

  /// `{"pull": {…}}` with the engine's parameter names; the texts are the seed's.
  static func pull(_ spec: BehaviorSpec) throws(ScenarioError) -> Kind {
    let fields = try parameters(of: spec, keys: ["shallow", "deep", "hysteresis"])
    let configuration = PullConfiguration(
      shallow: try fields.number("shallow", .coordinate) ?? 20,
      deep: try fields.number("deep", .coordinate) ?? 70,
      hysteresis: try fields.number("hysteresis", .coordinate) ?? 0)
    let pull = try built(spec) { () throws(ConfigurationError) in
      try PullBehavior(configuration)
    }
    return .pull(pull, texts: PullTexts())
  }

  /// `{"preset": "draggableSwitch", …}` with WZDraggableSwitchHeaderView's parameter names.
  static func draggableSwitch(_ spec: BehaviorSpec) throws(ScenarioError) -> Kind {
    let keys = [
      "normalStateHeight", "heightCanTriggerSwitch", "normalStateText", "shallowStateText",
      "deepStateText",
    ]
    let fields = try parameters(of: spec, keys: keys)
    let normal = try fields.number("normalStateHeight", .coordinate) ?? 20
    let deep = try fields.number("heightCanTriggerSwitch", .coordinate) ?? 70
    let texts = PullTexts(
      normal: try text("normalStateText", in: fields) ?? DraggableSwitch.defaultNormalStateText,
      shallow: try text("shallowStateText", in: fields) ?? DraggableSwitch.defaultShallowStateText,
      deep: try text("deepStateText", in: fields) ?? DraggableSwitch.defaultDeepStateText)
    let preset = try built(spec) { () throws(ConfigurationError) in
      try DraggableSwitch(
        normalStateHeight: normal, heightCanTriggerSwitch: deep, normalStateText: texts.normal,
        shallowStateText: texts.shallow, deepStateText: texts.deep)
    }
    return .pull(preset.behavior, texts: texts)
  }

  // MARK: Private

  /// The string at `key`, or `nil` if absent.
  private static func text(_ key: String, in fields: ScenarioReader.Fields) throws(ScenarioError)
    -> String?
  {
    guard let value = fields[key] else { return nil }
    guard case .string(let text) = value else {
      throw ScenarioReader.mismatch(at: fields.path.appending(key), expected: "a string", value)
    }
    return text
  }

  /// The array of numbers at `key`, or `nil` if absent.
  private static func numbers(_ key: String, in fields: ScenarioReader.Fields)
    throws(ScenarioError) -> [Double]?
  {
    guard let value = fields[key] else { return nil }
    let path = fields.path.appending(key)
    guard case .array(let elements) = value else {
      throw ScenarioReader.mismatch(at: path, expected: "an array of numbers", value)
    }
    var numbers: [Double] = []
    for (index, element) in elements.enumerated() {
      numbers.append(
        try ScenarioReader.number(element, at: path.appending(index: index), .coordinate))
    }
    return numbers
  }

  private static func parameters(of spec: BehaviorSpec, keys: [String]) throws(ScenarioError)
    -> ScenarioReader.Fields
  {
    try ScenarioReader.object(.object(spec.parameters), at: spec.parametersPath, keys: keys)
  }

  /// Runs a behaviour's initializer, turning its configuration error into a scenario error at
  /// the parameter it names, with the value given there (or "the default" when it was not set).
  private static func built<Behavior>(
    _ spec: BehaviorSpec, _ make: () throws(ConfigurationError) -> Behavior
  ) throws(ScenarioError) -> Behavior {
    do {
      return try make()
    } catch {
      var path = spec.parametersPath.appending(error.field)
      var given = spec.parameter(error.field)
      if let index = error.index {
        path = path.appending(index: index)
        if case .array(let elements)? = given, elements.indices.contains(index) {
          given = elements[index]
        } else {
          given = nil
        }
      }
      throw ScenarioError(
        path: path.description,
        message: "expected " + error.allowed
          + (given.map { ", got " + $0.briefDescription } ?? ", got the default"))
    }
  }
}
