import ScrollChromeTestSupport
import Testing
@testable import ScrollChromeTrace

// MARK: Valid documents

/// Documents RFC 8259 accepts, with the value each one means.
private let validDocuments: [(text: String, value: JSONValue)] = [
  // the three literals
  ("null", .null),
  ("true", .bool(true)),
  ("false", .bool(false)),
  // a lone zero, and negative zero (equal to zero)
  ("0", .number(0)),
  ("-0", .number(0)),
  // integers and fractions
  ("12", .number(12)),
  ("-3.5", .number(-3.5)),
  ("0.1", .number(0.1)),
  ("3.14159", .number(3.14159)),
  // exponents, either case, either sign
  ("1e3", .number(1000)),
  ("1E+2", .number(100)),
  ("2.5e-3", .number(0.0025)),
  // more digits than the exact fast path takes
  ("123456789012345678901234567890", .number(1.2345678901234568e29)),
  ("0.30000000000000004", .number(0.30000000000000004)),
  // the largest finite double, and a subnormal
  ("1.7976931348623157e308", .number(1.7976931348623157e308)),
  ("5e-324", .number(.leastNonzeroMagnitude)),
  // a number too small for a double becomes zero (not an overflow)
  ("1e-400", .number(0)),
  // every simple escape
  (#""\"\\\/\b\f\n\r\t""#, .string("\"\\/\u{08}\u{0C}\n\r\t")),
  // a \u escape, either case of hex digits
  (#""\u00e9\u00C9""#, .string("éÉ")),
  // \u0000 is a valid escape
  (#""a\u0000b""#, .string("a\u{0}b")),
  // a surrogate pair
  (#""\ud83d\ude00""#, .string("😀")),
  // raw UTF-8 of two, three and four bytes
  ("\"é€😀\"", .string("é€😀")),
  // escapes in the middle of raw text
  (#""ab\ncd""#, .string("ab\ncd")),
  // empty containers, with inner whitespace
  ("[ ]", .array([])),
  ("{ }", .object([])),
  // whitespace of all four kinds around a value
  (" \t\r\n[1, \"x\"]\n", .array([.number(1), .string("x")])),
  // keys keep document order
  (
    #"{"b": 1, "a": [true, null]}"#,
    .object([("b", .number(1)), ("a", .array([.bool(true), .null]))])
  ),
  // nested objects
  (#"{"a": {"b": {}}}"#, .object([("a", .object([("b", .object([]))]))])),
  // a leading UTF-8 byte order mark is ignored
  ("\u{FEFF}{}", .object([])),
]

@Test("valid JSON parses to the value it means", arguments: validDocuments)
func parsesValidDocument(text: String, value: JSONValue) throws {
  #expect(try JSONValue(parsing: Array(text.utf8)) == value)
}

@Test("nesting of exactly 64 levels is accepted")
func acceptsMaximumDepth() throws {
  let text = String(repeating: "[", count: 64) + String(repeating: "]", count: 64)
  var expected = JSONValue.array([])
  for _ in 1..<64 { expected = .array([expected]) }
  #expect(try JSONValue(parsing: Array(text.utf8)) == expected)
}

@Test("object members compare in order")
func objectEqualityIsOrdered() {
  let ab = JSONValue.object([("a", .number(1)), ("b", .number(2))])
  let ba = JSONValue.object([("b", .number(2)), ("a", .number(1))])
  #expect(ab != ba)
  #expect(ab["b"] == .number(2))
  #expect(ab["c"] == nil)
}

// MARK: Syntax errors

/// Malformed documents and the exact error each one reports.
private let invalidDocuments: [(bytes: [UInt8], error: String)] = [
  // empty input
  (bytes(""), "line 1, column 1: unexpected end of input; expected a JSON value"),
  // whitespace only
  (bytes("  \n "), "line 2, column 2: unexpected end of input; expected a JSON value"),
  // trailing comma in an array, pointing at the comma
  (bytes("[1,]"), "line 1, column 3: trailing comma is not allowed in array"),
  // trailing comma in an object
  (bytes(#"{"a":1,}"#), "line 1, column 7: trailing comma is not allowed in object"),
  // missing comma between members
  (bytes(#"{"a":1 "b":2}"#), "line 1, column 8: expected ',' or '}' in object"),
  // missing comma on a later line
  (
    bytes("{\n  \"a\": 1,\n  \"b\": 2\n  \"c\": 3\n}"),
    "line 4, column 3: expected ',' or '}' in object"
  ),
  // missing comma between elements
  (bytes("[1 2]"), "line 1, column 4: expected ',' or ']' in array"),
  // unclosed array
  (bytes("[1"), "line 1, column 3: unexpected end of input; expected ',' or ']' in array"),
  // unquoted key
  (bytes("{a:1}"), "line 1, column 2: expected a string key in object"),
  // missing colon
  (bytes(#"{"a" 1}"#), "line 1, column 6: expected ':' after object key"),
  // comments
  (bytes("// note\n{}"), "line 1, column 1: comments are not allowed in JSON"),
  // single-quoted string
  (bytes("['a']"), "line 1, column 2: strings must use double quotes"),
  // leading zeros
  (bytes("01"), "line 1, column 1: leading zeros are not allowed in numbers"),
  (bytes("[-007]"), "line 1, column 3: leading zeros are not allowed in numbers"),
  // a leading plus sign
  (bytes("+1"), "line 1, column 1: expected a JSON value"),
  // a minus sign alone
  (bytes("-"), "line 1, column 2: unexpected end of input; expected a digit after '-'"),
  // a fraction without digits
  (bytes("1.]"), "line 1, column 3: expected a digit after '.'"),
  (bytes(".5"), "line 1, column 1: expected a JSON value"),
  // an exponent without digits
  (bytes("1e"), "line 1, column 3: unexpected end of input; expected a digit in the exponent"),
  // NaN and the infinities
  (bytes("NaN"), "line 1, column 1: NaN and Infinity are not valid JSON"),
  (bytes("[Infinity]"), "line 1, column 2: NaN and Infinity are not valid JSON"),
  (bytes("-Infinity"), "line 1, column 1: NaN and Infinity are not valid JSON"),
  // numbers that overflow a double
  (bytes("1e400"), "line 1, column 1: number out of range"),
  (bytes("[0, -1.8e308]"), "line 1, column 5: number out of range"),
  (bytes("1" + String(repeating: "0", count: 400)), "line 1, column 1: number out of range"),
  // misspelled literals
  (bytes("tru"), "line 1, column 1: invalid literal; expected true"),
  (bytes("[nul]"), "line 1, column 2: invalid literal; expected null"),
  (bytes("False"), "line 1, column 1: expected a JSON value"),
  // an unknown escape
  (
    bytes(#""\x""#),
    #"line 1, column 2: invalid escape sequence; expected one of \" \\ \/ \b \f \n \r \t \u"#
  ),
  // a short \u escape
  (bytes(#""\u12""#), #"line 1, column 2: invalid \u escape; expected 4 hexadecimal digits"#),
  // a high surrogate alone, at the end and before another escape
  (bytes(#""\ud83d""#), #"line 1, column 2: unpaired surrogate \uD83D"#),
  (bytes(#""x\ud83d\u0041""#), #"line 1, column 3: unpaired surrogate \uD83D"#),
  // a low surrogate alone
  (bytes(#""\uDE00""#), #"line 1, column 2: unpaired surrogate \uDE00"#),
  // a raw line break inside a string
  (bytes("\"a\nb\""), "line 1, column 3: unescaped control character U+000A in string"),
  // an unterminated string points at its opening quote
  (bytes("[\"abc"), "line 1, column 2: unterminated string"),
  (bytes(#"["ab\n"#), "line 1, column 2: unterminated string"),
  // invalid UTF-8: a stray continuation byte, an impossible byte, an overlong encoding, a UTF-16
  // surrogate encoded in UTF-8, a code point past U+10FFFF, a sequence cut short
  ([0x22, 0x80, 0x22], "line 1, column 2: invalid UTF-8 byte 0x80"),
  ([0x22, 0x61, 0xFF, 0x22], "line 1, column 3: invalid UTF-8 byte 0xFF"),
  ([0x22, 0xC0, 0x80, 0x22], "line 1, column 2: invalid UTF-8 byte 0xC0"),
  ([0x22, 0xED, 0xA0, 0x80, 0x22], "line 1, column 2: invalid UTF-8 byte 0xED"),
  ([0x22, 0xF4, 0x90, 0x80, 0x80, 0x22], "line 1, column 2: invalid UTF-8 byte 0xF4"),
  ([0x22, 0xE2, 0x82], "line 1, column 2: invalid UTF-8 byte 0xE2"),
  // invalid UTF-8 outside a string
  ([0x5B, 0xFE, 0x5D], "line 1, column 2: invalid UTF-8 byte 0xFE"),
  // a duplicate key points at the second occurrence
  (bytes(#"{"a":1,"a":2}"#), "line 1, column 8: duplicate key \"a\""),
  // trailing data after the value
  (bytes("{} x"), "line 1, column 4: unexpected data after the JSON value"),
  (bytes("1 2"), "line 1, column 3: unexpected data after the JSON value"),
  // columns count characters, not bytes
  (bytes("[\"é😀\", x]"), "line 1, column 8: expected a JSON value"),
  // 65 levels of nesting, arrays and objects
  (
    bytes(String(repeating: "[", count: 65) + String(repeating: "]", count: 65)),
    "line 1, column 65: nesting deeper than 64 levels"
  ),
  (
    bytes(String(repeating: "{\"a\":", count: 65) + "1" + String(repeating: "}", count: 65)),
    "line 1, column 321: nesting deeper than 64 levels"
  ),
  // far deeper nesting fails the same way instead of exhausting the stack
  (
    bytes(String(repeating: "[", count: 100_000)),
    "line 1, column 65: nesting deeper than 64 levels"
  ),
]

@Test("malformed JSON reports line, column and reason", arguments: invalidDocuments)
func rejectsInvalidDocument(bytes: [UInt8], error: String) {
  #expect {
    try JSONValue(parsing: bytes)
  } throws: { thrown in
    (thrown as? JSONSyntaxError)?.description == error
  }
}

/// Errors deep in a document and the path of the value that was being read.
private let errorPaths: [(text: String, path: String)] = [
  // at the top level
  ("[1,]", "$"),
  // inside an object member
  (#"{"a": tru}"#, "a"),
  // inside an array element inside a member
  (#"{"steps": [1, {"scroll": 1e999}]}"#, "steps[1].scroll"),
  // a duplicate key names itself
  (#"{"steps": [{"a": 1, "a": 2}]}"#, "steps[0].a"),
  // a key that is not an identifier is quoted
  (#"{"my bar": {"x" 1}}"#, #"["my bar"]"#),
]

@Test("syntax errors carry the path of the value being read", arguments: errorPaths)
func syntaxErrorPath(text: String, path: String) {
  #expect {
    try JSONValue(parsing: Array(text.utf8))
  } throws: { thrown in
    (thrown as? JSONSyntaxError)?.path == path
  }
}

@Test("duplicate keys are found in large objects too")
func rejectsDuplicateKeyInLargeObject() {
  let members = (0..<100).map { "\"k\($0)\": \($0)" } + ["\"k3\": 0"]
  let text = "{" + members.joined(separator: ", ") + "}"
  #expect {
    try JSONValue(parsing: Array(text.utf8))
  } throws: { thrown in
    (thrown as? JSONSyntaxError)?.reason == "duplicate key \"k3\""
  }
}

// MARK: Number formatting

/// Numbers and how a trace line prints them.
private let formattedNumbers: [(value: Double, text: String)] = [
  // whole numbers keep a decimal point
  (12, "12.0"),
  (100, "100.0"),
  (-64, "-64.0"),
  // four decimals, rounded
  (1.0 / 60.0, "0.0167"),
  (1.0 / 3.0, "0.3333"),
  (2.0 / 3.0, "0.6667"),
  (1234567.891234, "1234567.8912"),
  // exact values print in their shortest form
  (0.1875, "0.1875"),
  (-3.5, "-3.5"),
  (0.0001, "0.0001"),
  // below half of the 4th decimal rounds to zero, never to -0.0
  (0.00001, "0.0"),
  (-0.00001, "0.0"),
  (-0.0, "0.0"),
  (0, "0.0"),
  // half of the 4th decimal rounds away from zero
  (0.00005, "0.0001"),
  (-0.00005, "-0.0001"),
  // large magnitudes: not rounded; from 1e16 on Swift's exponent form
  (1e15, "1000000000000000.0"),
  (1e16, "1e+16"),
  (-2.5e20, "-2.5e+20"),
  // JSON has no NaN or infinity
  (.nan, "null"),
  (.infinity, "null"),
  (-.infinity, "null"),
]

@Test("formatNumber rounds to 4 decimals and keeps a decimal point", arguments: formattedNumbers)
func formatsNumber(value: Double, text: String) {
  #expect(formatNumber(value) == text)
}

// MARK: String escaping

/// Strings and their JSON literals.
private let escapedStrings: [(text: String, literal: String)] = [
  // nothing to escape
  ("", #""""#),
  ("tracking", #""tracking""#),
  // quote and backslash
  ("say \"hi\"", #""say \"hi\"""#),
  (#"a\b"#, #""a\\b""#),
  // the slash is left alone
  ("a/b", #""a/b""#),
  // control characters with a short escape
  ("\u{08}\u{0C}\n\r\t", #""\b\f\n\r\t""#),
  // other control characters as \u00XX
  ("\u{00}\u{01}\u{1F}", #""\u0000\u0001\u001F""#),
  // DEL and non-ASCII text are written as is
  ("\u{7F}é€😀", "\"\u{7F}é€😀\""),
  // U+2028 and U+2029 are escaped for JavaScript
  ("a\u{2028}b\u{2029}", #""a\u2028b\u2029""#),
  // a mix that needs the slow path around untouched text
  ("€\n\"", #""€\n\"""#),
]

@Test("jsonString escapes what JSON and JavaScript need", arguments: escapedStrings)
func escapesString(text: String, literal: String) throws {
  #expect(jsonString(text) == literal)
  var output = "x"
  appendJSONString(text, to: &output)
  #expect(output == "x" + literal)
  #expect(try JSONValue(parsing: Array(literal.utf8)) == .string(text))
}

/// Values and how error messages show them.
private let briefDescriptions: [(value: JSONValue, text: String)] = [
  // literals
  (.null, "null"),
  (.bool(true), "true"),
  (.bool(false), "false"),
  // numbers: integers without a fraction, others as Swift prints them
  (.number(-5), "-5"),
  (.number(0.25), "0.25"),
  (.number(2e9), "2000000000"),
  (.number(1e300), "1e+300"),
  // strings: quoted, escaped, cut after 20 characters
  (.string("fast"), #""fast""#),
  (.string("a\"b"), #""a\"b""#),
  (.string("abcdefghijklmnopqrst"), #""abcdefghijklmnopqrst""#),
  (.string("abcdefghijklmnopqrstu"), #""abcdefghijklmnopqrst…""#),
  // containers
  (.array([.number(1)]), "an array"),
  (.object([]), "an object"),
]

@Test("briefDescription shows a value briefly", arguments: briefDescriptions)
func describesValueBriefly(value: JSONValue, text: String) {
  #expect(value.briefDescription == text)
}

// MARK: Robustness

@Test("random corruptions of a scenario never crash the parsers")
func survivesCorruption() {
  let valid = bytes(
    #"""
    {"scrollView": {"viewport": 600, "insetTop": 91}, "frameRate": 120,
     "behaviors": {"bar": {"preset": "shyBar", "fullHeight": 44}, "p": {"pull": {"deep": 1e2}}},
     "steps": [{"drag": {"by": -12.5}}, {"release": {"velocity": 800}}, {"advance": 0.5},
               {"command": {"name": "setFraction", "fraction": 0.25}}, {"scroll": "\u00e9"}]}
    """#)
  var random = SeededGenerator(seed: 0x5C0_11C4)
  let alphabet = bytes(#"{}[],:"\.-+eE0123456789 tfnul"#) + [0x00, 0x80, 0xC3, 0xED, 0xFF]
  for _ in 0..<2_000 {
    var corrupted = valid
    for _ in 0...Int.random(in: 0...3, using: &random) {
      let position = Int.random(in: 0..<corrupted.count, using: &random)
      let byte = alphabet[Int.random(in: 0..<alphabet.count, using: &random)]
      switch Int.random(in: 0...2, using: &random) {
      case 0: corrupted[position] = byte
      case 1: corrupted.remove(at: position)
      default: corrupted.insert(byte, at: position)
      }
    }
    _ = try? JSONValue(parsing: corrupted)
    do {
      _ = try parseScenario(corrupted)
    } catch {
      #expect(!error.path.isEmpty && !error.message.isEmpty)
    }
  }
}

// MARK: Helpers

private func bytes(_ text: String) -> [UInt8] { Array(text.utf8) }
