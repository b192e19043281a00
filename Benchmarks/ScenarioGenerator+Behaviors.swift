import ScrollChromeCore
import ScrollChromeTrace

extension ScenarioGenerator {
  // MARK: Internal

  /// One behaviour: a preset of the core's list with some of its seed parameters, or
  /// `collapse`/`pull` with the engine's; every parameter left out takes its default. Each kind is
  /// equally likely.
  ///
  /// - Parameter name: Its name (`""` for a single `behavior`).
  mutating func behavior(named name: String) -> (WrittenBehavior, BehaviorFacts) {
    let presets = PresetKind.allCases
    let choice = Int.random(in: 0..<(presets.count + 2), using: &random)
    if choice < presets.count { return preset(presets[choice], named: name) }
    return choice == presets.count ? pull(named: name) : collapse(named: name)
  }

  // MARK: Private

  /// The members of a JSON object, in order.
  private typealias Members = [(key: String, value: JSONValue)]

  /// Every option beyond the seed libraries: what `followView` and `collapse` take.
  private static let allOptions: Set<String> = [
    "overlapDistance", "edge", "direction", "revealsAtEnd",
  ]

  /// A preset with some of its seed parameters.
  private mutating func preset(_ kind: PresetKind, named name: String)
    -> (WrittenBehavior, BehaviorFacts)
  {
    switch kind {
    case .followView: followView(named: name)
    case .shyBar: shyBar(named: name)
    case .headerTransition: headerTransition(named: name)
    case .draggableSwitch: draggableSwitch(named: name)
    }
  }

  /// `{"preset": NAME, …}` with the preset key anywhere among the parameters.
  private mutating func preset(
    _ preset: PresetKind, _ parameters: Members, named name: String
  )
    -> WrittenBehavior
  {
    var parameters = parameters
    parameters.shuffle(using: &random)
    var members = parameters
    members.insert(
      ("preset", .string(preset.traceName)), at: Int.random(in: 0...members.count, using: &random))
    return WrittenBehavior(
      json: .object(members),
      spec: BehaviorSpec(name: name, kind: .preset(preset), parameters: parameters))
  }

  /// `{"collapse": {…}}` or `{"pull": {…}}`.
  private mutating func engine(_ kind: BehaviorSpec.Kind, _ parameters: Members, named name: String)
    -> WrittenBehavior
  {
    var parameters = parameters
    parameters.shuffle(using: &random)
    let key = kind == .pull ? "pull" : "collapse"
    return WrittenBehavior(
      json: .object([(key, .object(parameters))]),
      spec: BehaviorSpec(name: name, kind: kind, parameters: parameters))
  }

  /// `followView` with some of `maxFollowPoint` (R up to 1e9), `minFollowPoint` (negative too),
  /// `allowHalfDisplay`, the delay points and the options.
  private mutating func followView(named name: String) -> (WrittenBehavior, BehaviorFacts) {
    var parameters: Members = []
    var maxFollowPoint = 64.0
    var minFollowPoint = 0.0
    if chance(0.7) { maxFollowPoint = pick([64, 44, number(1...200), 1e9]) }
    if chance(0.6) { minFollowPoint = pick([0, 10, number(-0.9 * maxFollowPoint...20)]) }
    let range = maxFollowPoint + minFollowPoint
    if !(range > 0 && range <= ScrollMetrics.maximumMagnitude) { minFollowPoint = 0 }
    if maxFollowPoint != 64 || chance(0.3) {
      parameters.append(("maxFollowPoint", .number(maxFollowPoint)))
    }
    if minFollowPoint != 0 || chance(0.3) {
      parameters.append(("minFollowPoint", .number(minFollowPoint)))
    }
    let allowHalfDisplay = chance(0.3)
    if allowHalfDisplay || chance(0.3) {
      parameters.append(("allowHalfDisplay", .bool(allowHalfDisplay)))
    }
    for key in ["pointOfStartingHiding", "pointOfStartingShowing"] where chance(0.4) {
      parameters.append((key, .number(pick([0, 20, number(0...100), 1e9]))))
    }
    var facts = ChromeFacts(
      range: maxFollowPoint + minFollowPoint, mode: .followsScroll, snaps: !allowHalfDisplay,
      extra: .followView(minFollowPoint: minFollowPoint))
    options(Self.allOptions, into: &parameters, facts: &facts)
    return (preset(.followView, parameters, named: name), .chrome(facts))
  }

  /// `shyBar` with some of `fullHeight`, `shyHeight`, `shouldSnap`, `isEnabled`, the direction
  /// and the overlap distance.
  private mutating func shyBar(named name: String) -> (WrittenBehavior, BehaviorFacts) {
    var parameters: Members = []
    var fullHeight = 44.0
    var shyHeight = 0.0
    if chance(0.7) {
      fullHeight = pick([44, 64, number(1...200), 1e9])
      parameters.append(("fullHeight", .number(fullHeight)))
    }
    if chance(0.5) {
      shyHeight = pick([0, 20, number(0...fullHeight)])
      if shyHeight >= fullHeight { shyHeight = 0 }
      parameters.append(("shyHeight", .number(shyHeight)))
    }
    let shouldSnap = !chance(0.3)
    if !shouldSnap || chance(0.3) { parameters.append(("shouldSnap", .bool(shouldSnap))) }
    let isEnabled = !chance(0.15)
    if !isEnabled || chance(0.2) { parameters.append(("isEnabled", .bool(isEnabled))) }
    var facts = ChromeFacts(
      range: fullHeight - shyHeight, mode: .collapsesWithContent, snaps: shouldSnap,
      isEnabled: isEnabled, extra: .shyBar(fullHeight: fullHeight))
    options(["overlapDistance", "direction"], into: &parameters, facts: &facts)
    return (preset(.shyBar, parameters, named: name), .chrome(facts))
  }

  /// `headerTransition` with some of `headerHeight`, `fixedTopOffset`, `animator`, the direction
  /// and the overlap distance.
  private mutating func headerTransition(named name: String) -> (WrittenBehavior, BehaviorFacts) {
    var parameters: Members = []
    var headerHeight = 200.0
    var fixedTopOffset = 0.0
    if chance(0.7) {
      headerHeight = pick([200, 100, number(1...400), 5e8])
      parameters.append(("headerHeight", .number(headerHeight)))
    }
    if chance(0.5) {
      fixedTopOffset = pick([0, 52, number(0...100), 4e8])
      parameters.append(("fixedTopOffset", .number(fixedTopOffset)))
    }
    if chance(0.7) {
      let animator = pick(HeaderTransition.Animator.allCases)
      parameters.append(("animator", .string(animator.rawValue)))
    }
    var facts = ChromeFacts(
      range: headerHeight + fixedTopOffset, mode: .collapsesWithContent, snaps: false,
      extra: .header)
    options(["overlapDistance", "direction"], into: &parameters, facts: &facts)
    return (preset(.headerTransition, parameters, named: name), .chrome(facts))
  }

  /// `draggableSwitch` with some of its thresholds and texts (empty, quoted, non-ASCII).
  private mutating func draggableSwitch(named name: String) -> (WrittenBehavior, BehaviorFacts) {
    var parameters: Members = []
    var shallow = 20.0
    var deep = 70.0
    if chance(0.6) {
      shallow = pick([20, 0, number(0...50), 100])
      parameters.append(("normalStateHeight", .number(shallow)))
    }
    if shallow >= deep || chance(0.6) {
      deep = shallow + pick([50, number(0.01...100), 1e-3])
      parameters.append(("heightCanTriggerSwitch", .number(deep)))
    }
    var facts = PullFacts(configuration: PullConfiguration(shallow: shallow, deep: deep))
    let keys = ["normalStateText", "shallowStateText", "deepStateText"]
    for index in keys.indices where chance(0.4) {
      let text = pick(["", "ABOUT", "Pull \"here\"", "caf\u{E9} \u{1F642}", "a\\b/c", "\n\t"])
      parameters.append((keys[index], .string(text)))
      facts.texts[index] = text
    }
    return (preset(.draggableSwitch, parameters, named: name), .pull(facts))
  }

  /// `pull` with some of `shallow`, `deep` and `hysteresis`.
  private mutating func pull(named name: String) -> (WrittenBehavior, BehaviorFacts) {
    var parameters: Members = []
    var configuration = PullConfiguration()
    if chance(0.6) {
      configuration.shallow = pick([20, 0, number(0...50), 100])
      parameters.append(("shallow", .number(configuration.shallow)))
    }
    if configuration.shallow >= configuration.deep || chance(0.6) {
      configuration.deep = configuration.shallow + pick([50, number(0.01...100), 1e-3])
      parameters.append(("deep", .number(configuration.deep)))
    }
    if chance(0.4) {
      let span = configuration.deep - configuration.shallow
      configuration.hysteresis = pick([0, span * number(0...0.99)])
      parameters.append(("hysteresis", .number(configuration.hysteresis)))
    }
    return (engine(.pull, parameters, named: name), .pull(PullFacts(configuration: configuration)))
  }

  /// `collapse` with a range and some of its mode, snap, stops, delays, speed and options.
  private mutating func collapse(named name: String) -> (WrittenBehavior, BehaviorFacts) {
    let range = pick([44, 64, 104, number(1...300), 0.5, 1e9, 1e-3])
    var parameters: Members = [("range", .number(range))]
    var facts = ChromeFacts(range: range, mode: .followsScroll, snaps: true)
    if chance(0.7) {
      facts.mode = pick(CollapseConfiguration.Mode.allCases)
      parameters.append(("mode", .string(facts.mode.rawValue)))
    }
    if chance(0.6) {
      let snap = pick(CollapseConfiguration.Snap.allCases)
      facts.snaps = snap != .none
      parameters.append(("snap", .string(snap.rawValue)))
    }
    if chance(0.45) {
      // One to three stops, strictly increasing inside (0, R).
      var stops = [range * number(0.05...0.6)]
      for _ in 0..<Int.random(in: 0...2, using: &random) {
        let next = stops.last! + (range - stops.last!) * number(0.05...0.95)
        if stops.last! < next && next < range { stops.append(next) }
      }
      facts.stops = stops
      parameters.append(("stops", .array(facts.stops.map { .number($0) })))
    }
    for key in ["hideDelay", "showDelay"] where chance(0.3) {
      parameters.append((key, .number(pick([0, 10, number(0...100), 1e9]))))
    }
    if chance(0.3) {
      parameters.append(("speed", .number(pick([1, 0.5, 2, number(0.1...4), 1e-3, 50]))))
    }
    if chance(0.3) {
      facts.collapsesWhenContentFits = chance(0.5)
      parameters.append(("collapsesWhenContentFits", .bool(facts.collapsesWhenContentFits)))
    }
    for key in ["ignoresProgrammaticScrolling", "startsCollapsed"] where chance(0.3) {
      parameters.append((key, .bool(chance(0.5))))
    }
    options(Self.allOptions, into: &parameters, facts: &facts)
    return (engine(.collapse, parameters, named: name), .chrome(facts))
  }
}
