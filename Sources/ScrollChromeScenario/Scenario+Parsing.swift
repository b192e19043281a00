import ScrollChromeCore

/// Parses and checks a `scrollchrome trace` scenario.
///
/// The bytes must be one strict JSON object (see ``JSONValue/init(parsing:)``). Every key is
/// known, every value has the right type and lies in its range, and every default is applied:
///
/// | key | type | default | allowed |
/// |---|---|---|---|
/// | `scrollView.viewport` | number | 800 | 0…1e9 |
/// | `scrollView.content` | number | 4000 | 0…1e9 |
/// | `scrollView.insetTop`, `insetBottom` | number | 0 | ±1e9 |
/// | `scrollView.offset` | number | −`insetTop` | ±1e9 |
/// | `frameRate` | number | 60 | 1…1000 |
/// | `decelerationRate` | number | 0.998 | greater than 0, less than 1 |
/// | `reduceMotion` | Boolean | `false` | |
/// | `behavior` / `behaviors` | object | none | at most one of the two keys |
/// | `steps` | array of ``Step`` | `[]` | printing at most ``Scenario/maximumLineCount`` lines |
///
/// Behaviour parameters are kept as JSON values (see ``BehaviorSpec``); only their shape is
/// checked here. The first problem found is thrown: unknown keys of an object before its values,
/// values in the order of the tables above and of ``Step``.
///
/// - Parameter bytes: The scenario file's contents, UTF-8 encoded.
/// - Returns: The scenario, defaults applied.
/// - Throws: ``ScenarioError`` naming the JSON path and what was expected, such as
///   `steps[3].drag.duration: expected a number ≥ 0, got "fast"`. A JSON syntax error has the
///   path of the value being read (`$` at the top) and the parser's line and column. Steps that
///   could print more than ``Scenario/maximumLineCount`` lines are refused at `steps`, counting
///   no further than the first step that goes over.
public func parseScenario(_ bytes: [UInt8]) throws(ScenarioError) -> Scenario {
  let document: JSONValue
  do {
    document = try JSONValue(parsing: bytes)
  } catch {
    throw ScenarioError(path: error.path, message: error.description)
  }
  return try Scenario(json: document)
}

extension Scenario {
  // MARK: Package

  /// The top-level keys of a scenario.
  package static let keys = [
    "scrollView", "frameRate", "decelerationRate", "reduceMotion", "behavior", "behaviors", "steps",
  ]

  /// Reads a scenario from a parsed JSON document.
  package init(json: JSONValue) throws(ScenarioError) {
    let fields = try ScenarioReader.object(json, at: .root, keys: Self.keys)
    self.init()
    if let scrollView = fields["scrollView"] {
      metrics = try Self.metrics(scrollView, at: JSONPath.root.appending("scrollView"))
    }
    frameRate = try fields.number("frameRate", .frameRate) ?? Self.defaultFrameRate
    decelerationRate =
      try fields.number("decelerationRate", .decelerationRate) ?? Self.defaultDecelerationRate
    reduceMotion = try fields.bool("reduceMotion") ?? false
    switch (fields["behavior"], fields["behaviors"]) {
    case (.some, .some):
      throw ScenarioReader.error(
        at: JSONPath.root.appending("behaviors"),
        "not allowed together with \"behavior\"; put every behaviour in \"behaviors\"")
    case (.some(let single), nil):
      behaviors = [
        try BehaviorSpec(json: single, name: "", at: JSONPath.root.appending("behavior"))
      ]
    case (nil, .some(let named)):
      behaviors = try Self.behaviors(named, at: JSONPath.root.appending("behaviors"))
    case (nil, nil): break
    }
    if let steps = fields["steps"] {
      self.steps = try Self.steps(steps, at: JSONPath.root.appending("steps"))
      try Self.checkLineCount(of: self.steps, frameRate: frameRate, behaviors: behaviors.count)
    }
  }

  // MARK: Private

  private static func metrics(
    _ value: JSONValue, at path: JSONPath
  ) throws(ScenarioError) -> ScrollMetrics {
    let fields = try ScenarioReader.object(
      value, at: path, keys: ["viewport", "content", "insetTop", "insetBottom", "offset"])
    let viewport = try fields.number("viewport", .size) ?? defaultViewport
    let content = try fields.number("content", .size) ?? defaultContent
    let insetTop = try fields.number("insetTop", .coordinate) ?? 0
    let insetBottom = try fields.number("insetBottom", .coordinate) ?? 0
    let offset = try fields.number("offset", .coordinate)
    return ScrollMetrics(
      offset: offset, viewport: viewport, content: content, insetTop: insetTop,
      insetBottom: insetBottom)
  }

  private static func behaviors(
    _ value: JSONValue, at path: JSONPath
  ) throws(ScenarioError) -> [BehaviorSpec] {
    let members = try ScenarioReader.members(
      of: value, at: path, expected: "an object of behaviours by name")
    guard members.count <= maximumBehaviorCount else {
      throw ScenarioReader.error(
        at: path,
        "expected at most \(maximumBehaviorCount) behaviours, got \(members.count)")
    }
    var specs: [BehaviorSpec] = []
    for (name, spec) in members {
      guard !name.isEmpty else {
        throw ScenarioReader.error(at: path.appending(name), "a behaviour name must not be empty")
      }
      specs.append(try BehaviorSpec(json: spec, name: name, at: path.appending(name)))
    }
    return specs
  }

  /// Throws at `steps` once the first steps could print more than ``maximumLineCount`` lines, or
  /// lines × behaviours above it (what the run would print, each line holding every behaviour).
  private static func checkLineCount(
    of steps: [Step], frameRate: Double, behaviors: Int
  ) throws(ScenarioError) {
    let limit = Double(maximumLineCount)
    let weight = Double(max(1, behaviors))
    var lines = 0.0
    for (index, step) in steps.enumerated() {
      lines += step.mostLines(atFrameRate: frameRate)
      guard lines * weight > limit else { continue }
      let first = "got one whose first \(index + 1) steps alone could print "
      throw ScenarioReader.error(
        at: JSONPath.root.appending("steps"),
        behaviors > 1
          ? "expected a scenario printing at most " + grouped(maximumLineCount)
            + " lines × behaviours, " + first + grouped(Int(lines))
            + " lines × \(behaviors) behaviours"
          : "expected a scenario printing at most " + grouped(maximumLineCount) + " lines, "
            + first + grouped(Int(lines)))
    }
  }

  /// `number` (0 or more) with a comma between groups of three digits: `10,800,000`.
  private static func grouped(_ number: Int) -> String {
    var text = String(number)
    var cut = text.count - 3
    while cut > 0 {
      text.insert(",", at: text.index(text.startIndex, offsetBy: cut))
      cut -= 3
    }
    return text
  }

  private static func steps(_ value: JSONValue, at path: JSONPath) throws(ScenarioError) -> [Step] {
    guard case .array(let elements) = value else {
      throw ScenarioReader.mismatch(at: path, expected: "an array of steps", value)
    }
    var steps: [Step] = []
    steps.reserveCapacity(elements.count)
    for (index, element) in elements.enumerated() {
      steps.append(try Step(json: element, at: path.appending(index: index)))
    }
    return steps
  }
}

extension BehaviorSpec {
  // MARK: Package

  /// The keys that say what a behaviour is; a spec has exactly one.
  package static let kindKeys = ["preset", "collapse", "pull"]

  /// Reads a behaviour spec, checking its shape only.
  ///
  /// - Parameters:
  ///   - json: `{"preset": NAME, …}`, `{"collapse": {…}}` or `{"pull": {…}}`.
  ///   - name: `""` for `"behavior"`, otherwise the key in `"behaviors"`.
  ///   - path: The spec's path.
  package init(json: JSONValue, name: String, at path: JSONPath) throws(ScenarioError) {
    let members = try ScenarioReader.members(of: json, at: path)
    let kinds = members.filter { Self.kindKeys.contains($0.key) }
    guard let (kindKey, kindValue) = kinds.first else {
      throw ScenarioReader.error(
        at: path,
        "expected one of the keys " + Self.kindKeys.map(jsonString).joined(separator: ", "))
    }
    guard kinds.count == 1 else {
      throw ScenarioReader.error(
        at: path.appending(kinds[1].key),
        "not allowed together with " + jsonString(kindKey) + "; a behaviour has exactly one of "
          + Self.kindKeys.map(jsonString).joined(separator: ", "))
    }
    let kindPath = path.appending(kindKey)
    switch kindKey {
    case "preset":
      let preset = try ScenarioReader.name(
        kindValue, at: kindPath, in: PresetKind.allCases.map { $0.traceName },
        PresetKind.init(rawValue:))
      self.init(name: name, kind: .preset(preset), parameters: members.filter { $0.key != kindKey })
    default:
      if let extra = members.first(where: { $0.key != kindKey }) {
        throw ScenarioReader.error(
          at: path.appending(extra.key),
          "unknown key; the parameters go inside " + jsonString(kindKey))
      }
      let parameters = try ScenarioReader.members(of: kindValue, at: kindPath)
      self.init(name: name, kind: kindKey == "pull" ? .pull : .collapse, parameters: parameters)
    }
  }
}
