import ScrollChromeTestSupport
import Testing

/// A scenario `scrollchrome trace` must refuse: its bytes, and the one line it must print.
struct BadScenario: Sendable, CustomTestStringConvertible {
  /// A short name for the test report.
  var label: String
  /// Builds the bytes fed to standard input; large inputs are built only when the case runs.
  var bytes: @Sendable () -> [UInt8]
  /// The whole line expected on standard error, without its line feed.
  var message: String

  var testDescription: String { label }

  /// A scenario given as text (UTF-8 encoded).
  init(_ text: String, _ message: String) {
    label = text.count <= 60 ? text : String(text.prefix(59)) + "…"
    bytes = { Array(text.utf8) }
    self.message = message
  }

  /// A scenario given as raw bytes.
  init(bytes: [UInt8], _ message: String) {
    label = "bytes " + bytes.prefix(24).map { String($0, radix: 16) }.joined(separator: " ")
    self.bytes = { bytes }
    self.message = message
  }

  /// A scenario built at test time, such as a 50 MB input.
  init(generated label: String, _ message: String, _ make: @escaping @Sendable () -> [UInt8]) {
    self.label = label
    bytes = make
    self.message = message
  }
}

/// A scenario that is valid although hostile: it must run (exit 0) and print exactly `output`.
struct HostileScenario: Sendable, CustomTestStringConvertible {
  var scenario: String
  /// The expected standard output, one trace line per element.
  var output: [String]

  var testDescription: String { scenario }
}

/// 50 MiB, the size of the large inputs.
private let largeSize = 50 * 1024 * 1024

/// UTF-16 code units of `text` as little-endian bytes.
private func utf16LittleEndian(_ text: String) -> [UInt8] {
  text.utf16.flatMap { [UInt8($0 & 0xFF), UInt8($0 >> 8)] }
}

/// The elements of a 50 MiB step array: `{"advance": 0},` padded with spaces to 128 bytes.
private let paddedStepCount = largeSize / 128

/// The bad-input corpus, grouped by where the problem lies.
let badScenarios: [BadScenario] = [
  // MARK: The document is not an object

  // a JSON string at the top level
  BadScenario(#""hello""#, #"$: expected an object, got "hello""#),
  // null at the top level
  BadScenario("null", "$: expected an object, got null"),
  // an array at the top level
  BadScenario("[]", "$: expected an object, got an array"),
  // an unknown top-level key (a typo)
  BadScenario(
    #"{"stpes": []}"#,
    #"stpes: unknown key; expected one of "scrollView", "frameRate", "decelerationRate", "#
      + #""reduceMotion", "behavior", "behaviors", "steps""#),
  // an unknown key holding an escaped line feed still gives one line (the key is re-escaped)
  BadScenario(
    #"{"bad\nkey": 1}"#,
    #"["bad\nkey"]: unknown key; expected one of "scrollView", "frameRate", "decelerationRate", "#
      + #""reduceMotion", "behavior", "behaviors", "steps""#),

  // MARK: scrollView

  // scrollView as a string
  BadScenario(#"{"scrollView": "big"}"#, #"scrollView: expected an object, got "big""#),
  // a Boolean size
  BadScenario(
    #"{"scrollView": {"viewport": true}}"#, "scrollView.viewport: expected a number ≥ 0, got true"),
  // a negative viewport
  BadScenario(
    #"{"scrollView": {"viewport": -1}}"#, "scrollView.viewport: expected a number ≥ 0, got -1"),
  // content near the largest Double
  BadScenario(
    #"{"scrollView": {"content": 1e308}}"#,
    "scrollView.content: expected a number ≤ 1e9, got 1e+308"),
  // an inset past the magnitude limit
  BadScenario(
    #"{"scrollView": {"insetTop": 1e10}}"#,
    "scrollView.insetTop: expected a number within ±1e9, got 10000000000"),
  // a string offset
  BadScenario(
    #"{"scrollView": {"offset": "top"}}"#, #"scrollView.offset: expected a number, got "top""#),
  // an unknown scrollView key
  BadScenario(
    #"{"scrollView": {"width": 3}}"#,
    #"scrollView.width: unknown key; expected one of "viewport", "content", "insetTop", "#
      + #""insetBottom", "offset""#),

  // MARK: Settings

  // a frame rate as a string
  BadScenario(#"{"frameRate": "60"}"#, #"frameRate: expected a number in 1...1000, got "60""#),
  // a frame rate of zero
  BadScenario(#"{"frameRate": 0}"#, "frameRate: expected a number in 1...1000, got 0"),
  // a frame rate of a million
  BadScenario(#"{"frameRate": 1e6}"#, "frameRate: expected a number in 1...1000, got 1000000"),
  // a deceleration rate of 1 (never stops)
  BadScenario(
    #"{"decelerationRate": 1}"#,
    "decelerationRate: expected a number greater than 0 and less than 1, got 1"),
  // a deceleration rate of 0
  BadScenario(
    #"{"decelerationRate": 0}"#,
    "decelerationRate: expected a number greater than 0 and less than 1, got 0"),
  // reduceMotion as a string
  BadScenario(#"{"reduceMotion": "yes"}"#, #"reduceMotion: expected true or false, got "yes""#),

  // MARK: Behaviours

  // shyBar: a string height
  BadScenario(
    #"{"behavior": {"preset": "shyBar", "fullHeight": "tall"}}"#,
    #"behavior.fullHeight: expected a number, got "tall""#),
  // shyBar: shyHeight above fullHeight
  BadScenario(
    #"{"behavior": {"preset": "shyBar", "fullHeight": 44, "shyHeight": 50}}"#,
    "behavior.shyHeight: expected a number from 0 to below fullHeight, got 50"),
  // shyBar: a string flag
  BadScenario(
    #"{"behavior": {"preset": "shyBar", "shouldSnap": "yes"}}"#,
    #"behavior.shouldSnap: expected true or false, got "yes""#),
  // followView: maxFollowPoint + minFollowPoint ≤ 0
  BadScenario(
    #"{"behavior": {"preset": "followView", "maxFollowPoint": 10, "minFollowPoint": -20}}"#,
    "behavior.maxFollowPoint: expected a number making maxFollowPoint + minFollowPoint greater "
      + "than 0, up to 1e9, got 10"),
  // followView: null flag
  BadScenario(
    #"{"behavior": {"preset": "followView", "allowHalfDisplay": null}}"#,
    "behavior.allowHalfDisplay: expected true or false, got null"),
  // headerTransition: an unknown animator
  BadScenario(
    #"{"behavior": {"preset": "headerTransition", "animator": "spin"}}"#,
    #"behavior.animator: expected one of "none", "parallax", "transition", "scale", "#
      + #""parallaxWithTransition", "parallaxWithScale", got "spin""#),
  // headerTransition: an array height
  BadScenario(
    #"{"behavior": {"preset": "headerTransition", "headerHeight": []}}"#,
    "behavior.headerHeight: expected a number, got an array"),
  // headerTransition: a negative height
  BadScenario(
    #"{"behavior": {"preset": "headerTransition", "headerHeight": -5}}"#,
    "behavior.headerHeight: expected a number greater than 0, up to 1e9, got -5"),
  // draggableSwitch: a number text
  BadScenario(
    #"{"behavior": {"preset": "draggableSwitch", "normalStateText": 5}}"#,
    "behavior.normalStateText: expected a string, got 5"),
  // draggableSwitch: deep ≤ shallow
  BadScenario(
    #"{"behavior": {"preset": "draggableSwitch", "normalStateHeight": 70, "#
      + #""heightCanTriggerSwitch": 70}}"#,
    "behavior.heightCanTriggerSwitch: expected a number greater than normalStateHeight, up to "
      + "1e9, got 70"),
  // an unknown preset
  BadScenario(
    #"{"behavior": {"preset": "sticky"}}"#,
    #"behavior.preset: expected one of "followView", "shyBar", "headerTransition", "#
      + #""draggableSwitch", got "sticky""#),
  // a behaviour with no kind
  BadScenario(
    #"{"behavior": {}}"#, #"behavior: expected one of the keys "preset", "collapse", "pull""#),
  // collapse: range 0
  BadScenario(
    #"{"behavior": {"collapse": {"range": 0}}}"#,
    "behavior.collapse.range: expected a number greater than 0, up to 1e9, got 0"),
  // collapse: range missing
  BadScenario(
    #"{"behavior": {"collapse": {}}}"#, #"behavior.collapse: missing required key "range""#),
  // collapse: an unknown mode
  BadScenario(
    #"{"behavior": {"collapse": {"range": 64, "mode": "floating"}}}"#,
    #"behavior.collapse.mode: expected one of "followsScroll", "collapsesWithContent", "#
      + #""pinned", got "floating""#),
  // collapse: an unknown snap
  BadScenario(
    #"{"behavior": {"collapse": {"range": 64, "snap": "always"}}}"#,
    #"behavior.collapse.snap: expected one of "nearest", "projected", "none", got "always""#),
  // collapse: speed 0
  BadScenario(
    #"{"behavior": {"collapse": {"range": 64, "speed": 0}}}"#,
    "behavior.collapse.speed: expected a number greater than 0, up to 1e9, got 0"),
  // collapse and pull in one behaviour
  BadScenario(
    #"{"behavior": {"collapse": {"range": 64}, "pull": {}}}"#,
    #"behavior.pull: not allowed together with "collapse"; a behaviour has exactly one of "#
      + #""preset", "collapse", "pull""#),
  // pull: deep ≤ shallow
  BadScenario(
    #"{"behavior": {"pull": {"shallow": 70, "deep": 20}}}"#,
    "behavior.pull.deep: expected a number greater than shallow, up to 1e9, got 20"),
  // pull: an unknown parameter
  BadScenario(
    #"{"behavior": {"pull": {"depth": 70}}}"#,
    #"behavior.pull.depth: unknown key; expected one of "shallow", "deep", "hysteresis""#),
  // behaviors: a name that is not an identifier, and a bad parameter inside
  BadScenario(
    #"{"behaviors": {"my bar": {"pull": {"deep": 0}}}}"#,
    #"behaviors["my bar"].pull.deep: expected a number greater than shallow, up to 1e9, got 0"#),
  // behaviors: an empty name
  BadScenario(
    #"{"behaviors": {"": {"pull": {}}}}"#, #"behaviors[""]: a behaviour name must not be empty"#),
  // behavior and behaviors together
  BadScenario(
    #"{"behavior": {"pull": {}}, "behaviors": {}}"#,
    #"behaviors: not allowed together with "behavior"; put every behaviour in "behaviors""#),

  // MARK: Steps

  // steps as an object
  BadScenario(#"{"steps": {}}"#, "steps: expected an array of steps, got an object"),
  // a number as a step
  BadScenario(
    #"{"steps": [3]}"#,
    "steps[0]: expected an object with exactly one key (the step's name), got 3"),
  // an empty step
  BadScenario(
    #"{"steps": [{}]}"#,
    "steps[0]: expected an object with exactly one key (the step's name), got an empty object"),
  // a step with two names
  BadScenario(
    #"{"steps": [{"scroll": 1, "advance": 1}]}"#,
    #"steps[0]: expected exactly one key (the step's name), got 2: "scroll", "advance""#),
  // an unknown step kind
  BadScenario(
    #"{"steps": [{"teleport": 1}]}"#,
    #"steps[0].teleport: unknown step; expected one of "scroll", "beginDragging", "#
      + #""endDragging", "endDecelerating", "geometry", "scrollToTop", "setContentOffset", "#
      + #""command", "advance", "drag", "release", "fling""#),
  // scroll to a string
  BadScenario(
    #"{"steps": [{"scroll": "down"}]}"#, #"steps[0].scroll: expected a number, got "down""#),
  // a payload on a payload-free step
  BadScenario(
    #"{"steps": [{"beginDragging": {"x": 1}}]}"#,
    "steps[0].beginDragging.x: unknown key; expected an empty object {}"),
  // endDragging without velocity
  BadScenario(
    #"{"steps": [{"endDragging": {}}]}"#,
    #"steps[0].endDragging: missing required key "velocity""#),
  // geometry changing nothing
  BadScenario(
    #"{"steps": [{"geometry": {}}]}"#,
    #"steps[0].geometry: expected at least one of "viewport", "content", "insetTop", "#
      + #""insetBottom""#),
  // geometry cannot set the offset
  BadScenario(
    #"{"steps": [{"geometry": {"offset": 3}}]}"#,
    #"steps[0].geometry.offset: unknown key; expected one of "viewport", "content", "#
      + #""insetTop", "insetBottom""#),
  // a programmatic offset past the magnitude limit
  BadScenario(
    #"{"steps": [{"setContentOffset": {"y": 1e10}}]}"#,
    "steps[0].setContentOffset.y: expected a number within ±1e9, got 10000000000"),
  // an unknown command
  BadScenario(
    #"{"steps": [{"command": {"name": "explode"}}]}"#,
    #"steps[0].command.name: expected one of "expand", "collapse", "show", "hide", "#
      + #""setFraction", "enable", "disable", got "explode""#),
  // setFraction without a fraction
  BadScenario(
    #"{"steps": [{"command": {"name": "setFraction"}}]}"#,
    #"steps[0].command: missing required key "fraction" with "setFraction""#),
  // a fraction above 1
  BadScenario(
    #"{"steps": [{"command": {"name": "setFraction", "fraction": 1.5}}]}"#,
    "steps[0].command.fraction: expected a number in 0...1, got 1.5"),
  // time running backwards
  BadScenario(#"{"steps": [{"advance": -1}]}"#, "steps[0].advance: expected a number ≥ 0, got -1"),
  // eleven days of frames
  BadScenario(
    #"{"steps": [{"advance": 1e6}]}"#, "steps[0].advance: expected a number ≤ 3600, got 1000000"),
  // the trace format's documented error: a string duration in the fourth step
  BadScenario(
    #"{"steps": [{"advance": 1}, {"advance": 1}, {"advance": 1}, "#
      + #"{"drag": {"duration": "fast", "by": 1}}]}"#,
    #"steps[3].drag.duration: expected a number ≥ 0, got "fast""#),
  // a simulated drag of 1e300 points
  BadScenario(
    #"{"steps": [{"drag": {"by": 1e300}}]}"#,
    "steps[0].drag.by: expected a number within ±1e9, got 1e+300"),
  // a simulated fling at 1e300 points per second
  BadScenario(
    #"{"steps": [{"fling": {"velocity": 1e300}}]}"#,
    "steps[0].fling.velocity: expected a number within ±1e9, got 1e+300"),
  // three hours of frames at 1000 fps: more lines than a scenario may print
  BadScenario(
    #"{"frameRate": 1000, "steps": [{"advance": 3600}, {"advance": 3600}, {"advance": 3600}]}"#,
    "steps: expected a scenario printing at most 10,000,000 lines, got one whose first 3 steps "
      + "alone could print 10,800,000"),
  // release without velocity
  BadScenario(
    #"{"steps": [{"release": {}}]}"#, #"steps[0].release: missing required key "velocity""#),

  // MARK: JSON syntax

  // an empty file
  BadScenario("", "$: line 1, column 1: unexpected end of input; expected a JSON value"),
  // only whitespace
  BadScenario(" \n\t\r\n  ", "$: line 3, column 3: unexpected end of input; expected a JSON value"),
  // trailing garbage after the object
  BadScenario("{} x", "$: line 1, column 4: unexpected data after the JSON value"),
  // two objects
  BadScenario("{}{}", "$: line 1, column 3: unexpected data after the JSON value"),
  // a duplicate key
  BadScenario(
    #"{"frameRate": 60, "frameRate": 30}"#,
    #"frameRate: line 1, column 19: duplicate key "frameRate""#),
  // a number that overflows Double
  BadScenario(
    #"{"steps": [{"scroll": 1e400}]}"#, "steps[0].scroll: line 1, column 23: number out of range"),
  // a negative number that overflows Double
  BadScenario(
    #"{"steps": [{"scroll": -1e400}]}"#, "steps[0].scroll: line 1, column 23: number out of range"),
  // NaN
  BadScenario(
    #"{"frameRate": NaN}"#, "frameRate: line 1, column 15: NaN and Infinity are not valid JSON"),
  // Infinity
  BadScenario(
    #"{"frameRate": Infinity}"#,
    "frameRate: line 1, column 15: NaN and Infinity are not valid JSON"),
  // -Infinity
  BadScenario(
    #"{"frameRate": -Infinity}"#,
    "frameRate: line 1, column 15: NaN and Infinity are not valid JSON"),
  // a lone high surrogate escape
  BadScenario(
    #"{"behaviors": {"a\ud800b": {"pull": {}}}}"#,
    #"behaviors: line 1, column 18: unpaired surrogate \uD800"#),
  // a lone low surrogate escape
  BadScenario(
    #"{"behaviors": {"\udc00": {"pull": {}}}}"#,
    #"behaviors: line 1, column 17: unpaired surrogate \uDC00"#),
  // a trailing comma
  BadScenario(
    #"{"steps": [1,]}"#, "steps: line 1, column 13: trailing comma is not allowed in array"),
  // single quotes
  BadScenario("{'steps': []}", "$: line 1, column 2: expected a string key in object"),
  // a comment after a value (see report: could name the comment)
  BadScenario(
    "{\"steps\": [] // c\n}", "$: line 1, column 14: expected ',' or '}' in object"),
  // a leading zero
  BadScenario(
    #"{"frameRate": 060}"#, "frameRate: line 1, column 15: leading zeros are not allowed in numbers"
  ),
  // an explicit plus sign
  BadScenario(#"{"frameRate": +1}"#, "frameRate: line 1, column 15: expected a JSON value"),
  // an invalid escape
  BadScenario(
    #"{"behaviors": {"a\x": {}}}"#,
    #"behaviors: line 1, column 18: invalid escape sequence; expected one of \" \\ \/ \b \f \n \r \t \u"#
  ),
  // a \u escape with a non-hex digit
  BadScenario(
    #"{"behaviors": {"\u12G4": {}}}"#,
    #"behaviors: line 1, column 17: invalid \u escape; expected 4 hexadecimal digits"#),
  // a misspelt literal
  BadScenario(
    #"{"steps": [{"scroll": tru}]}"#,
    "steps[0].scroll: line 1, column 23: invalid literal; expected true"),
  // the input ends inside an array
  BadScenario(
    #"{"steps": [{"scroll": 1}"#,
    "steps: line 1, column 25: unexpected end of input; expected ',' or ']' in array"),

  // MARK: Encoding and control characters

  // an invalid UTF-8 byte in a key
  BadScenario(
    bytes: Array(#"{"a"#.utf8) + [0xFF] + Array(#"": 1}"#.utf8),
    "$: line 1, column 4: invalid UTF-8 byte 0xFF"),
  // an overlong encoding of "/"
  BadScenario(
    bytes: Array(#"{"behaviors": {""#.utf8) + [0xC0, 0xAF] + Array(#"": {}}}"#.utf8),
    "behaviors: line 1, column 17: invalid UTF-8 byte 0xC0"),
  // a surrogate encoded in UTF-8 (CESU-8)
  BadScenario(
    bytes: Array(#"{"behaviors": {""#.utf8) + [0xED, 0xA0, 0x80] + Array(#"": {}}}"#.utf8),
    "behaviors: line 1, column 17: invalid UTF-8 byte 0xED"),
  // a truncated sequence after the object
  BadScenario(
    bytes: Array(#"{"steps": [{"scroll": 1}]}"#.utf8) + [0xC3],
    "$: line 1, column 27: invalid UTF-8 byte 0xC3"),
  // a UTF-8 byte order mark is skipped, so the error is the scenario's own
  BadScenario(
    bytes: [0xEF, 0xBB, 0xBF] + Array(#"{"frameRate": 0}"#.utf8),
    "frameRate: expected a number in 1...1000, got 0"),
  // UTF-16 with a byte order mark (see report: could say UTF-16 is not accepted)
  BadScenario(
    bytes: [0xFF, 0xFE] + utf16LittleEndian(#"{"frameRate": 60}"#),
    "$: line 1, column 1: invalid UTF-8 byte 0xFF"),
  // UTF-16 without a byte order mark (see report: could name the NUL byte or UTF-16)
  BadScenario(
    bytes: utf16LittleEndian(#"{"frameRate": 60}"#),
    "$: line 1, column 2: expected a string key in object"),
  // a lone NUL byte
  BadScenario(bytes: [0x00], "$: line 1, column 1: expected a JSON value"),
  // a NUL byte as an array element
  BadScenario(
    bytes: Array(#"{"steps": ["#.utf8) + [0x00] + Array("]}".utf8),
    "steps[0]: line 1, column 12: expected a JSON value"),
  // a NUL byte inside a string
  BadScenario(
    bytes: Array(#"{"behaviors": {"a"#.utf8) + [0x00] + Array(#"b": {}}}"#.utf8),
    "behaviors: line 1, column 18: unescaped control character U+0000 in string"),
  // a raw tab inside a string
  BadScenario(
    "{\"behaviors\": {\"a\tb\": {}}}",
    "behaviors: line 1, column 18: unescaped control character U+0009 in string"),
  // a raw line feed inside a string
  BadScenario(
    "{\"behaviors\": {\"line\nbreak\": {}}}",
    "behaviors: line 1, column 21: unescaped control character U+000A in string"),
  // a raw U+001F inside a string
  BadScenario(
    "{\"behaviors\": {\"\u{1F}\": {}}}",
    "behaviors: line 1, column 17: unescaped control character U+001F in string"),

  // MARK: Large and deep inputs, built at test time

  // 100,000 nested arrays inside steps: refused at depth 65, without recursing further
  BadScenario(
    generated: "100,000 nested arrays",
    "steps" + String(repeating: "[0]", count: 63)
      + ": line 1, column 74: nesting deeper than 64 levels"
  ) {
    Array(#"{"steps": "#.utf8) + [UInt8](repeating: UInt8(ascii: "["), count: 100_000)
      + [UInt8](repeating: UInt8(ascii: "]"), count: 100_000) + [UInt8(ascii: "}")]
  },
  // 50,000 nested objects and arrays
  BadScenario(
    generated: "50,000 nested [{\"a\":",
    "steps[0]" + String(repeating: ".a[0]", count: 31)
      + ": line 1, column 198: nesting deeper than 64 levels"
  ) {
    Array(#"{"steps": "#.utf8) + Array(String(repeating: #"[{"a":"#, count: 50_000).utf8)
  },
  // a 50 MiB string where a number belongs: the message quotes only its start
  BadScenario(
    generated: "50 MiB string",
    #"steps[0].scroll: expected a number, got "xxxxxxxxxxxxxxxxxxxx…""#
  ) {
    Array(#"{"steps": [{"scroll": ""#.utf8)
      + [UInt8](repeating: UInt8(ascii: "x"), count: largeSize) + Array(#""}]}"#.utf8)
  },
  // a 50 MiB array of steps whose last element is bad
  BadScenario(
    generated: "50 MiB of steps, the last one bad",
    "steps[\(paddedStepCount)].advance: expected a number ≥ 0, got -1"
  ) {
    let element = Array(#"{"advance": 0},"#.utf8)
    let padded = element + [UInt8](repeating: 0x20, count: 128 - element.count)
    var bytes = Array(#"{"steps": ["#.utf8)
    bytes.reserveCapacity(largeSize + 64)
    for _ in 0..<paddedStepCount { bytes += padded }
    return bytes + Array(#"{"advance": -1}]}"#.utf8)
  },
  // a 50 MiB string that never ends
  BadScenario(
    generated: "50 MiB unterminated string", "steps: line 1, column 11: unterminated string"
  ) {
    Array(#"{"steps": ""#.utf8) + [UInt8](repeating: UInt8(ascii: "x"), count: largeSize)
  },
  // 50 MiB of line feeds, then garbage
  BadScenario(
    generated: "50 MiB of line feeds, then garbage",
    "$: line \(largeSize + 1), column 1: expected ',' or '}' in object"
  ) {
    Array(#"{"frameRate": 60"#.utf8) + [UInt8](repeating: 0x0A, count: largeSize)
      + Array("x}".utf8)
  },
]

/// Valid scenarios with absurd host-level values: the engine rejects the event and runs on.
let hostileScenarios: [HostileScenario] = [
  // an offset of 1e300
  HostileScenario(
    scenario: #"{"steps": [{"scroll": 1e300}]}"#,
    output: [#"{"t": 0.0, "offset": 0.0, "phase": "idle", "events": ["rejected:offset:tooLarge"]}"#]
  ),
  // a negative viewport
  HostileScenario(
    scenario: #"{"steps": [{"geometry": {"viewport": -5}}]}"#,
    output: [
      #"{"t": 0.0, "offset": 0.0, "phase": "idle", "events": ["rejected:viewport:negative"]}"#
    ]),
  // a release velocity of 1e300
  HostileScenario(
    scenario: #"{"steps": [{"beginDragging": {}}, {"endDragging": {"velocity": 1e300}}]}"#,
    output: [
      #"{"t": 0.0, "offset": 0.0, "phase": "tracking", "events": ["beginDragging"]}"#,
      #"{"t": 0.0, "offset": 0.0, "phase": "tracking", "events": ["rejected:velocity:tooLarge"]}"#,
    ]),
  // content of 1e300
  HostileScenario(
    scenario: #"{"steps": [{"geometry": {"content": 1e300}}]}"#,
    output: [
      #"{"t": 0.0, "offset": 0.0, "phase": "idle", "events": ["rejected:content:tooLarge"]}"#
    ]),
  // an inset of −1e300
  HostileScenario(
    scenario: #"{"steps": [{"geometry": {"insetTop": -1e300}}]}"#,
    output: [
      #"{"t": 0.0, "offset": 0.0, "phase": "idle", "events": ["rejected:insetTop:tooLarge"]}"#
    ]),
  // a collapse behaviour keeps its value through rejected events
  HostileScenario(
    scenario:
      #"{"behavior": {"collapse": {"range": 64}}, "steps": [{"scroll": -1e300}, "#
      + #"{"geometry": {"viewport": 1e300, "content": -1}}]}"#,
    output: [
      #"{"t": 0.0, "offset": 0.0, "phase": "idle", "value": {"collapsed": 0.0, "fraction": 0.0, "#
        + #""stretch": 0.0, "animating": false, "overlap": 0.0}, "events": ["rejected:offset:tooLarge"]}"#,
      #"{"t": 0.0, "offset": 0.0, "phase": "idle", "value": {"collapsed": 0.0, "fraction": 0.0, "#
        + #""stretch": 0.0, "animating": false, "overlap": 0.0}, "events": ["rejected:viewport:tooLarge"]}"#,
    ]),
]
