import ScrollChromeCore
import ScrollChromeTestSupport
import ScrollChromeTrace
import Testing

// MARK: Whole scenarios

@Test("an empty object gives every documented default")
func emptyScenarioHasDefaults() throws {
  let scenario = try parse("{}")
  #expect(scenario.metrics == ScrollMetrics(offset: 0, viewport: 800, content: 4000))
  #expect(scenario.metrics.insetTop == 0)
  #expect(scenario.metrics.insetBottom == 0)
  #expect(scenario.frameRate == 60)
  #expect(scenario.decelerationRate == 0.998)
  #expect(scenario.reduceMotion == false)
  #expect(scenario.behaviors.isEmpty)
  #expect(scenario.steps.isEmpty)
  #expect(scenario == Scenario())
}

@Test("the trace format's example scenario parses")
func parsesSpecExample() throws {
  let scenario = try parse(
    """
    {
      "scrollView": {"viewport": 600, "content": 2000, "insetTop": 0, "insetBottom": 0, "offset": 0},
      "frameRate": 60,
      "decelerationRate": 0.998,
      "reduceMotion": false,
      "behavior": {"preset": "followView", "maxFollowPoint": 64, "minFollowPoint": 0},
      "steps": [ {"scroll": 10}, {"advance": 0.5} ]
    }
    """)
  let expected = Scenario(
    metrics: ScrollMetrics(offset: 0, viewport: 600, content: 2000),
    frameRate: 60,
    decelerationRate: 0.998,
    reduceMotion: false,
    behaviors: [
      BehaviorSpec(
        name: "", kind: .preset(.followView),
        parameters: [("maxFollowPoint", .number(64)), ("minFollowPoint", .number(0))])
    ],
    steps: [.scroll(10), .advance(0.5)])
  #expect(scenario == expected)
}

/// `scrollView` objects and the metrics they give: offset, viewport, content, insetTop,
/// insetBottom.
private let scrollViews: [(json: String, metrics: [Double])] = [
  // every default: viewport 800, content 4000, no insets, offset 0
  ("{}", [0, 800, 4000, 0, 0]),
  // the offset defaults to the resting top, −insetTop
  (#"{"insetTop": 88}"#, [-88, 800, 4000, 88, 0]),
  // an explicit offset wins over the default
  (#"{"insetTop": 88, "offset": 120}"#, [120, 800, 4000, 88, 0]),
  // sizes of zero and negative insets are allowed
  (#"{"viewport": 0, "content": 0, "insetTop": -10, "insetBottom": 34}"#, [10, 0, 0, -10, 34]),
  // the magnitude limit itself is allowed
  (#"{"offset": -1e9, "content": 1e9}"#, [-1e9, 800, 1e9, 0, 0]),
]

@Test("scrollView sets the initial metrics, with defaults", arguments: scrollViews)
func parsesScrollView(json: String, metrics: [Double]) throws {
  let parsed = try parse(#"{"scrollView": "# + json + "}").metrics
  #expect(
    [parsed.offset, parsed.viewport, parsed.content, parsed.insetTop, parsed.insetBottom]
      == metrics)
}

@Test("frame rate, deceleration rate and reduce motion are read, range edges included")
func parsesSettings() throws {
  let scenario = try parse(#"{"frameRate": 1000, "decelerationRate": 0.99, "reduceMotion": true}"#)
  #expect(scenario.frameRate == 1000)
  #expect(scenario.decelerationRate == 0.99)
  #expect(scenario.reduceMotion == true)
  #expect(try parse(#"{"frameRate": 1}"#).frameRate == 1)
  #expect(try parse(#"{"frameRate": 59.94}"#).frameRate == 59.94)
  #expect(try parse(#"{"reduceMotion": false}"#).reduceMotion == false)
}

// MARK: Steps

/// One step of each kind, with its defaults, and the value it parses to.
private let steps: [(json: String, step: Step)] = [
  // scroll: a bare number; the magnitude limit itself is allowed
  (#"{"scroll": -64.5}"#, .scroll(-64.5)),
  (#"{"scroll": 1e9}"#, .scroll(1e9)),
  // payload-free host events take {}
  (#"{"beginDragging": {}}"#, .beginDragging),
  (#"{"endDecelerating": {}}"#, .endDecelerating),
  (#"{"scrollToTop": {}}"#, .scrollToTop),
  // endDragging: decelerate defaults to velocity != 0; an explicit one wins
  (#"{"endDragging": {"velocity": 0}}"#, .endDragging(velocity: 0, decelerate: false)),
  (#"{"endDragging": {"velocity": -1200}}"#, .endDragging(velocity: -1200, decelerate: true)),
  (
    #"{"endDragging": {"velocity": 5, "decelerate": false}}"#,
    .endDragging(velocity: 5, decelerate: false)
  ),
  (
    #"{"endDragging": {"decelerate": true, "velocity": 0}}"#,
    .endDragging(velocity: 0, decelerate: true)
  ),
  // geometry: absent keys are nil
  (
    #"{"geometry": {"content": 500}}"#,
    .geometry(viewport: nil, content: 500, insetTop: nil, insetBottom: nil)
  ),
  (
    #"{"geometry": {"viewport": 600, "content": 0, "insetTop": 91, "insetBottom": 34}}"#,
    .geometry(viewport: 600, content: 0, insetTop: 91, insetBottom: 34)
  ),
  // setContentOffset: animated defaults to true
  (#"{"setContentOffset": {"y": 300}}"#, .setContentOffset(y: 300, animated: true)),
  (
    #"{"setContentOffset": {"y": -20, "animated": false}}"#,
    .setContentOffset(y: -20, animated: false)
  ),
  // command: animated defaults to true, fraction to nil
  (#"{"command": {"name": "expand"}}"#, .command(.init(.expand, animated: true, fraction: nil))),
  (
    #"{"command": {"name": "collapse", "animated": false}}"#,
    .command(.init(.collapse, animated: false))
  ),
  (#"{"command": {"name": "show"}}"#, .command(.init(.show))),
  (#"{"command": {"name": "hide"}}"#, .command(.init(.hide))),
  (#"{"command": {"name": "enable"}}"#, .command(.init(.enable))),
  (#"{"command": {"name": "disable"}}"#, .command(.init(.disable))),
  // setFraction carries its fraction; 0 and 1 are allowed
  (
    #"{"command": {"name": "setFraction", "fraction": 0.5, "animated": false}}"#,
    .command(.init(.setFraction, animated: false, fraction: 0.5))
  ),
  (
    #"{"command": {"name": "setFraction", "fraction": 0}}"#,
    .command(.init(.setFraction, fraction: 0))
  ),
  (
    #"{"command": {"name": "setFraction", "fraction": 1}}"#,
    .command(.init(.setFraction, fraction: 1))
  ),
  // advance: seconds, 0 and 3600 included
  (#"{"advance": 0.5}"#, .advance(0.5)),
  (#"{"advance": 0}"#, .advance(0)),
  (#"{"advance": 3600}"#, .advance(3600)),
  // drag: duration defaults to 0.25
  (#"{"drag": {"by": 120}}"#, .drag(by: 120, duration: 0.25)),
  (#"{"drag": {"duration": 0, "by": -40}}"#, .drag(by: -40, duration: 0)),
  // release and fling: a velocity
  (#"{"release": {"velocity": 0}}"#, .release(velocity: 0)),
  (#"{"fling": {"velocity": -2500}}"#, .fling(velocity: -2500)),
]

@Test("every step kind parses, defaults applied", arguments: steps)
func parsesStep(json: String, step: Step) throws {
  let scenario = try parse(#"{"steps": ["# + json + "]}")
  #expect(scenario.steps == [step])
}

@Test("steps keep their order")
func stepsKeepOrder() throws {
  let scenario = try parse(
    #"{"steps": [{"beginDragging": {}}, {"drag": {"by": 50}}, {"release": {"velocity": 0}}]}"#)
  #expect(scenario.steps == [.beginDragging, .drag(by: 50, duration: 0.25), .release(velocity: 0)])
  #expect(scenario.steps.map(\.name) == ["beginDragging", "drag", "release"])
}

// MARK: Behaviours

/// Single behaviour specs (`"behavior"`) and the kind and parameters they give.
private let singleBehaviors:
  [(json: String, kind: BehaviorSpec.Kind, parameters: [(String, JSONValue)])] = [
    // a preset: the other keys are its parameters, in document order
    (#"{"preset": "shyBar", "fullHeight": 44}"#, .preset(.shyBar), [("fullHeight", .number(44))]),
    (
      #"{"shouldSnap": false, "preset": "followView", "x": "y"}"#, .preset(.followView),
      [("shouldSnap", .bool(false)), ("x", .string("y"))]
    ),
    // the other two presets, without parameters
    (#"{"preset": "headerTransition"}"#, .preset(.headerTransition), []),
    (#"{"preset": "draggableSwitch"}"#, .preset(.draggableSwitch), []),
    // collapse: the inner object's members, values kept as JSON (not checked yet)
    (
      #"{"collapse": {"range": 64, "mode": "pinned"}}"#, .collapse,
      [("range", .number(64)), ("mode", .string("pinned"))]
    ),
    // pull, with an empty parameter object
    (#"{"pull": {}}"#, .pull, []),
  ]

@Test(
  "a single behaviour has an empty name, its kind and its parameters", arguments: singleBehaviors)
func parsesSingleBehavior(json: String, kind: BehaviorSpec.Kind, parameters: [(String, JSONValue)])
  throws
{
  let expected = BehaviorSpec(name: "", kind: kind, parameters: parameters.map { ($0, $1) })
  #expect(try parse(#"{"behavior": "# + json + "}").behaviors == [expected])
}

@Test("named behaviours keep their names and document order")
func parsesNamedBehaviors() throws {
  let scenario = try parse(
    #"{"behaviors": {"bar": {"collapse": {"range": 44}}, "pull": {"pull": {"deep": 120}}}}"#)
  #expect(
    scenario.behaviors == [
      BehaviorSpec(name: "bar", kind: .collapse, parameters: [("range", .number(44))]),
      BehaviorSpec(name: "pull", kind: .pull, parameters: [("deep", .number(120))]),
    ])
  #expect(try parse(#"{"behaviors": {}}"#).behaviors.isEmpty)
}

/// Behaviour specs and the path of their parameter `range`.
private let parameterPaths: [(spec: BehaviorSpec, path: String)] = [
  // a single preset: parameters sit next to "preset"
  (BehaviorSpec(name: "", kind: .preset(.shyBar)), "behavior.range"),
  // a single collapse or pull: parameters sit inside the kind's object
  (BehaviorSpec(name: "", kind: .collapse), "behavior.collapse.range"),
  (BehaviorSpec(name: "", kind: .pull), "behavior.pull.range"),
  // named behaviours
  (BehaviorSpec(name: "bar", kind: .collapse), "behaviors.bar.collapse.range"),
  (BehaviorSpec(name: "top", kind: .preset(.followView)), "behaviors.top.range"),
  // a name that is not an identifier is quoted
  (BehaviorSpec(name: "my bar", kind: .pull), #"behaviors["my bar"].pull.range"#),
]

@Test("parameter paths name where the parameter was written", arguments: parameterPaths)
func parameterPath(spec: BehaviorSpec, path: String) {
  #expect(spec.path(ofParameter: "range") == path)
}

@Test("a parameter is looked up by name")
func parameterLookup() {
  let spec = BehaviorSpec(name: "", kind: .collapse, parameters: [("range", .number(64))])
  #expect(spec.parameter("range") == .number(64))
  #expect(spec.parameter("mode") == nil)
}

// MARK: Errors

@Test("an error's description is path, colon, message")
func errorDescription() {
  let error = ScenarioError(path: "steps[3].drag.duration", message: "expected a number ≥ 0")
  #expect(error.description == "steps[3].drag.duration: expected a number ≥ 0")
}

@Test("empty input and invalid UTF-8 are refused with their location")
func rejectsEmptyInputAndInvalidUTF8() {
  expectError([], "$: line 1, column 1: unexpected end of input; expected a JSON value")
  let bytes = Array(#"{"steps": [{"scroll": ""#.utf8) + [0xC3, 0x28] + Array(#""}]}"#.utf8)
  expectError(bytes, "steps[0].scroll: line 1, column 24: invalid UTF-8 byte 0xC3")
}

@Test("nesting past 64 levels is refused, 64 levels are not")
func rejectsDeepNesting() throws {
  // The top object is level 1, `behavior` level 2, `x` level 3.
  func scenario(arrays: Int) -> [UInt8] {
    let nested = String(repeating: "[", count: arrays) + String(repeating: "]", count: arrays)
    return Array((#"{"behavior": {"preset": "shyBar", "x": "# + nested + "}}").utf8)
  }
  #expect(throws: Never.self) { try parseScenario(scenario(arrays: 62)) }
  let path = "behavior.x" + String(repeating: "[0]", count: 62)
  expectError(scenario(arrays: 63), path + ": line 1, column 102: nesting deeper than 64 levels")
}

// MARK: Error tables

/// Malformed steps, one per line, `step → error`: the error is printed after `steps[0].` (each
/// step is the only one of its scenario). `//` lines name the situation.
private let stepErrors = golden(
  #"""
  // wrong types
  {"scroll": "ten"} → scroll: expected a number, got "ten"
  {"scroll": true} → scroll: expected a number, got true
  {"drag": 120} → drag: expected an object, got 120
  {"setContentOffset": {"y": 1, "animated": "yes"}} → setContentOffset.animated: expected true or false, got "yes"
  // long strings are cut in messages
  {"advance": "abcdefghijklmnopqrstuvwxyz"} → advance: expected a number ≥ 0, got "abcdefghijklmnopqrst…"
  // payload-free steps take exactly {}
  {"beginDragging": true} → beginDragging: expected an empty object {}, got true
  {"scrollToTop": null} → scrollToTop: expected an empty object {}, got null
  {"endDecelerating": {"x": 1}} → endDecelerating.x: unknown key; expected an empty object {}
  // missing required keys
  {"drag": {"duration": 1}} → drag: missing required key "by"
  {"endDragging": {}} → endDragging: missing required key "velocity"
  {"setContentOffset": {"animated": true}} → setContentOffset: missing required key "y"
  {"release": {}} → release: missing required key "velocity"
  {"fling": {}} → fling: missing required key "velocity"
  {"command": {"animated": false}} → command: missing required key "name"
  {"command": {"name": "setFraction"}} → command: missing required key "fraction" with "setFraction"
  {"geometry": {}} → geometry: expected at least one of "viewport", "content", "insetTop", "insetBottom"
  // fraction only with setFraction
  {"command": {"name": "expand", "fraction": 0.5}} → command.fraction: only allowed with "name": "setFraction"
  // unknown names and keys
  {"command": {"name": "explode"}} → command.name: expected one of "expand", "collapse", "show", "hide", "setFraction", "enable", "disable", got "explode"
  {"scrol": 1} → scrol: unknown step; expected one of "scroll", "beginDragging", "endDragging", "endDecelerating", "geometry", "scrollToTop", "setContentOffset", "command", "advance", "drag", "release", "fling"
  {"drag": {"by": 1, "speed": 2}} → drag.speed: unknown key; expected one of "by", "duration"
  {"release": {"velocity": 1, "v": 2}} → release.v: unknown key; expected one of "velocity", "duration"
  // out of range: sizes, durations, magnitudes, fractions
  {"geometry": {"viewport": "tall"}} → geometry.viewport: expected a number, got "tall"
  {"advance": -0.5} → advance: expected a number ≥ 0, got -0.5
  {"advance": 3601} → advance: expected a number ≤ 3600, got 3601
  {"drag": {"by": 1, "duration": -1}} → drag.duration: expected a number ≥ 0, got -1
  {"setContentOffset": {"y": 1e10}} → setContentOffset.y: expected a number within ±1e9, got 10000000000
  {"fling": {"velocity": -1e12}} → fling.velocity: expected a number within ±1e9, got -1000000000000
  {"command": {"name": "setFraction", "fraction": 1.5}} → command.fraction: expected a number in 0...1, got 1.5
  // a huge but finite number is merely out of range for the simulator
  {"drag": {"by": 1e308}} → drag.by: expected a number within ±1e9, got 1e+308
  """#)

@Test("malformed steps name the path and what was expected", arguments: stepErrors)
func rejectsStep(step: String, error: String) {
  expectError(Array((#"{"steps": ["# + step + "]}").utf8), "steps[0]." + error)
}

/// Malformed scenarios, one per line, `scenario → the line scrollchrome trace prints`. `//` lines
/// name the situation.
private let scenarioErrors = golden(
  #"""
  // the trace format's documented error: wrong type for a duration
  {"steps": [{"scroll": 0}, {"scroll": 1}, {"scroll": 2}, {"drag": {"by": 1, "duration": "fast"}}]} → steps[3].drag.duration: expected a number ≥ 0, got "fast"
  // wrong types at the top level
  {"frameRate": "60"} → frameRate: expected a number in 1...1000, got "60"
  {"reduceMotion": 1} → reduceMotion: expected true or false, got 1
  {"scrollView": null} → scrollView: expected an object, got null
  {"steps": {}} → steps: expected an array of steps, got an object
  // the top level must be an object
  [] → $: expected an object, got an array
  42 → $: expected an object, got 42
  // a step must be an object with one key
  {"steps": [5]} → steps[0]: expected an object with exactly one key (the step's name), got 5
  {"steps": [{}]} → steps[0]: expected an object with exactly one key (the step's name), got an empty object
  {"steps": [{"scroll": 1, "advance": 2}]} → steps[0]: expected exactly one key (the step's name), got 2: "scroll", "advance"
  // unknown keys
  {"frameRte": 60} → frameRte: unknown key; expected one of "scrollView", "frameRate", "decelerationRate", "reduceMotion", "behavior", "behaviors", "steps"
  {"scrollView": {"height": 600}} → scrollView.height: unknown key; expected one of "viewport", "content", "insetTop", "insetBottom", "offset"
  // out of range: frame rate, deceleration rate, sizes, magnitudes
  {"frameRate": 0} → frameRate: expected a number in 1...1000, got 0
  {"frameRate": 1000.5} → frameRate: expected a number in 1...1000, got 1000.5
  {"decelerationRate": 1} → decelerationRate: expected a number greater than 0 and less than 1, got 1
  {"decelerationRate": 0} → decelerationRate: expected a number greater than 0 and less than 1, got 0
  {"scrollView": {"viewport": -1}} → scrollView.viewport: expected a number ≥ 0, got -1
  {"scrollView": {"content": 2e9}} → scrollView.content: expected a number ≤ 1e9, got 2000000000
  {"scrollView": {"offset": -1000000001}} → scrollView.offset: expected a number within ±1e9, got -1000000001
  // numbers that overflow a double, and non-finite literals, are syntax errors
  {"steps": [{"scroll": 1e400}]} → steps[0].scroll: line 1, column 23: number out of range
  {"steps": [{"fling": {"velocity": 1.8e308}}]} → steps[0].fling.velocity: line 1, column 35: number out of range
  {"steps": [{"scroll": NaN}]} → steps[0].scroll: line 1, column 23: NaN and Infinity are not valid JSON
  {"steps": [{"advance": -Infinity}]} → steps[0].advance: line 1, column 24: NaN and Infinity are not valid JSON
  // duplicate keys
  {"frameRate": 60, "frameRate": 30} → frameRate: line 1, column 19: duplicate key "frameRate"
  // trailing commas and trailing garbage
  {"steps": [{"scroll": 1,}]} → steps[0]: line 1, column 24: trailing comma is not allowed in object
  {"scrollView": {"viewport": 600,}} → scrollView: line 1, column 32: trailing comma is not allowed in object
  {} {} → $: line 1, column 4: unexpected data after the JSON value
  // behaviours: both keys, unknown preset, no kind, two kinds, wrong shapes, an empty name
  {"behavior": {"pull": {}}, "behaviors": {}} → behaviors: not allowed together with "behavior"; put every behaviour in "behaviors"
  {"behavior": {"preset": "shy"}} → behavior.preset: expected one of "followView", "shyBar", "headerTransition", "draggableSwitch", got "shy"
  {"behavior": {"range": 64}} → behavior: expected one of the keys "preset", "collapse", "pull"
  {"behavior": {"preset": "shyBar", "collapse": {}}} → behavior.collapse: not allowed together with "preset"; a behaviour has exactly one of "preset", "collapse", "pull"
  {"behavior": {"collapse": 64}} → behavior.collapse: expected an object, got 64
  {"behavior": {"collapse": {}, "range": 64}} → behavior.range: unknown key; the parameters go inside "collapse"
  {"behavior": "shyBar"} → behavior: expected an object, got "shyBar"
  {"behaviors": []} → behaviors: expected an object of behaviours by name, got an array
  {"behaviors": {"": {"pull": {}}}} → behaviors[""]: a behaviour name must not be empty
  {"behaviors": {"bar": {"pull": []}}} → behaviors.bar.pull: expected an object, got an array
  """#)

@Test("malformed scenarios name the path and what was expected", arguments: scenarioErrors)
func rejectsScenario(json: String, error: String) {
  expectError(Array(json.utf8), error)
}

// MARK: Helpers

private func parse(_ json: String) throws -> Scenario {
  try parseScenario(Array(json.utf8))
}

private func expectError(
  _ bytes: [UInt8], _ expected: String, sourceLocation: SourceLocation = #_sourceLocation
) {
  do {
    let scenario = try parseScenario(bytes)
    Issue.record("expected \(expected), parsed \(scenario)", sourceLocation: sourceLocation)
  } catch {
    #expect(error.description == expected, sourceLocation: sourceLocation)
  }
}

/// Splits golden lines `input → expected` into pairs, skipping `//` comment lines.
private func golden(_ text: String) -> [(input: String, expected: String)] {
  text.split(separator: "\n").compactMap { line in
    guard !line.hasPrefix("//"), let arrow = line.firstRange(of: " → ") else { return nil }
    return (String(line[..<arrow.lowerBound]), String(line[arrow.upperBound...]))
  }
}
