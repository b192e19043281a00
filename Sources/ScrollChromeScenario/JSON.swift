/// A JSON value, as RFC 8259 defines it, with object keys kept in document order.
///
/// `scrollchrome trace` reads scenarios into this type before it checks their shape. Objects are
/// arrays of key–value pairs rather than dictionaries so error messages, behaviour names and
/// parameters keep the order the author wrote them in. A parsed object never holds the same key
/// twice: ``init(parsing:)`` rejects duplicates.
///
/// Two values are equal when they have the same case and equal payloads; objects compare their
/// pairs in order, so `{"a": 1, "b": 2}` and `{"b": 2, "a": 1}` differ.
public enum JSONValue: Sendable {
  // MARK: Public

  /// The literal `null`.
  case null
  /// The literal `true` or `false`.
  case bool(Bool)
  /// A number. Parsed numbers are always finite.
  case number(Double)
  /// A string, with every escape resolved.
  case string(String)
  /// An array of values.
  case array([JSONValue])
  /// An object: its members in document order.
  case object([(key: String, value: JSONValue)])

  /// Parses one JSON text (RFC 8259, strict).
  ///
  /// The parser accepts exactly one value surrounded by optional whitespace, and ignores a leading
  /// UTF-8 byte order mark (as RFC 8259, section 8.1, permits). It rejects trailing commas,
  /// comments, leading zeros, `NaN` and `Infinity`, invalid escapes, unpaired surrogates, invalid
  /// UTF-8, control characters inside strings, duplicate object keys, nesting deeper than
  /// ``maximumDepth`` and numbers whose magnitude overflows `Double` (such as `1e400`). Numbers too
  /// small for `Double` become zero. Parsing is linear in the input size and never crashes.
  ///
  /// - Parameter bytes: The UTF-8 encoded JSON text.
  /// - Throws: ``JSONSyntaxError`` with the line and column of the first problem.
  public init(parsing bytes: [UInt8]) throws(JSONSyntaxError) {
    var parser = JSONParser(bytes)
    self = try parser.parseDocument()
  }

  /// The deepest nesting of arrays and objects the parser accepts: 64.
  ///
  /// A top-level array or object is at depth 1.
  public static let maximumDepth = 64

  /// The member value for `key` if this is an object that has it, otherwise `nil`.
  ///
  /// - Parameter key: The member name.
  public subscript(key: String) -> JSONValue? {
    guard case .object(let members) = self else { return nil }
    return members.first { $0.key == key }?.value
  }

  /// A short description of the value for error messages.
  ///
  /// Strings are quoted and cut after 20 characters (`"fast"`, `"a very long string th…"`),
  /// numbers are printed (`-5`, `0.25`), `true`, `false` and `null` are spelled out, and
  /// containers read `an array` or `an object`.
  public var briefDescription: String {
    switch self {
    case .null: "null"
    case .bool(let flag): flag ? "true" : "false"
    case .number(let number): JSONText.describe(number)
    case .string(let text):
      text.count > 20 ? jsonString(String(text.prefix(20)) + "…") : jsonString(text)
    case .array: "an array"
    case .object: "an object"
    }
  }
}

extension JSONValue: Equatable {
  /// Whether two values have the same case and equal payloads, object members compared in order.
  ///
  /// - Parameters:
  ///   - lhs: A value.
  ///   - rhs: Another value.
  public static func == (lhs: JSONValue, rhs: JSONValue) -> Bool {
    switch (lhs, rhs) {
    case (.null, .null): true
    case (.bool(let left), .bool(let right)): left == right
    case (.number(let left), .number(let right)): left == right
    case (.string(let left), .string(let right)): left == right
    case (.array(let left), .array(let right)): left == right
    case (.object(let left), .object(let right)):
      left.count == right.count
        && zip(left, right).allSatisfy { $0.key == $1.key && $0.value == $1.value }
    default: false
    }
  }
}

/// Why a JSON text could not be parsed, and where.
///
/// ``description`` reads like `line 3, column 14: expected ',' or '}' in object`. Lines and
/// columns count from 1; columns count Unicode scalars, so a multi-byte character is one column.
public struct JSONSyntaxError: Error, Sendable, Equatable, CustomStringConvertible {
  // MARK: Public

  /// The 1-based line of the problem (lines end at `\n`).
  public var line: Int
  /// The 1-based column of the problem, in Unicode scalars.
  public var column: Int
  /// The 0-based byte offset of the problem; the input's length at an unexpected end.
  public var byteOffset: Int
  /// What is wrong, without the location: `expected ',' or '}' in object`.
  public var reason: String

  /// The path of the innermost value being read when the problem was found, such as
  /// `steps[3].drag`, or `$` at the top level.
  public var path: String { JSONPath(components: pathComponents).description }

  /// The location and the reason: `line 3, column 14: expected ',' or '}' in object`.
  public var description: String { "line \(line), column \(column): \(reason)" }

  // MARK: Package

  /// The path from the document root to the value being read, outermost first.
  package var pathComponents: [JSONPath.Component] = []

  /// Returns this error with `component` put in front of its path.
  package func nested(in component: JSONPath.Component) -> Self {
    var copy = self
    copy.pathComponents.insert(component, at: 0)
    return copy
  }
}

/// Formats a number for a trace line: rounded to 4 decimals, shortest form, with a decimal point.
///
/// The value is rounded half away from zero to 4 decimal places, then printed with Swift's
/// shortest round-trip `description` of the rounded `Double`: `12.0`, `0.0167`, `0.1875`, `-3.5`.
/// `-0.0` (and anything that rounds to it) prints as `0.0`. Magnitudes from 1e15 on are not
/// rounded (their 4th decimal is below a `Double`'s resolution), and those above 2^53 (about
/// 9.007e15) print in Swift's exponent form, `1e+16`, which is valid JSON. JSON has no NaN or
/// infinity, so a non-finite value prints as `null`.
///
/// - Parameter x: The number to format.
/// - Returns: A JSON number literal (or `null`).
package func formatNumber(_ x: Double) -> String {
  guard x.isFinite else { return "null" }
  let rounded = abs(x) < 1e15 ? (x * 10_000).rounded() / 10_000 : x
  return rounded == 0 ? "0.0" : rounded.description
}

/// Returns `text` as a JSON string literal, quotes included.
///
/// Escapes `"` and `\`, writes `\b`, `\f`, `\n`, `\r` and `\t` for those control characters and
/// `\u00XX` for the other characters below U+0020, and escapes U+2028 and U+2029 (valid JSON, but
/// line terminators in JavaScript, where traces get embedded). Everything else, non-ASCII
/// included, is written as is.
///
/// - Parameter text: Any string.
/// - Returns: The quoted, escaped literal, such as `"say \"hi\"\n"`.
package func jsonString(_ text: String) -> String {
  var output = ""
  appendJSONString(text, to: &output)
  return output
}

/// Appends `text` to `output` as a JSON string literal, quotes included.
///
/// The same escaping as ``jsonString(_:)``, without building an intermediate string; text
/// that needs no escaping is appended in one piece.
///
/// - Parameters:
///   - text: Any string.
///   - output: The string to append to.
package func appendJSONString(_ text: String, to output: inout String) {
  output.append("\"")
  if !text.utf8.contains(where: needsEscaping) {
    output.append(text)
  } else {
    for scalar in text.unicodeScalars {
      switch scalar {
      case "\"": output.append("\\\"")
      case "\\": output.append("\\\\")
      case "\u{08}": output.append("\\b")
      case "\u{0C}": output.append("\\f")
      case "\n": output.append("\\n")
      case "\r": output.append("\\r")
      case "\t": output.append("\\t")
      case "\u{2028}": output.append("\\u2028")
      case "\u{2029}": output.append("\\u2029")
      case "\u{00}"..."\u{1F}": output.append("\\u00" + JSONText.hexDigits(scalar.value, count: 2))
      default: output.unicodeScalars.append(scalar)
      }
    }
  }
  output.append("\"")
}

// MARK: Package

/// A location inside a JSON document, printed as `steps[3].drag.duration` (`$` for the root).
///
/// Keys that are not identifiers print in brackets as JSON strings: `behaviors["my bar"]`.
package struct JSONPath: Sendable, Equatable, CustomStringConvertible {
  /// One step down into an object or array.
  package enum Component: Sendable, Equatable {
    /// An object member.
    case key(String)
    /// An array element.
    case index(Int)
  }

  /// The document root, `$`.
  package static let root = JSONPath(components: [])

  /// The steps from the root, outermost first.
  package var components: [Component]

  /// The path to member `key` of the object at this path.
  package func appending(_ key: String) -> JSONPath {
    JSONPath(components: components + [.key(key)])
  }

  /// The path to element `index` of the array at this path.
  package func appending(index: Int) -> JSONPath {
    JSONPath(components: components + [.index(index)])
  }

  /// `$` for the root, otherwise the components joined: `steps[3].drag.duration`.
  package var description: String {
    guard !components.isEmpty else { return "$" }
    var text = ""
    for component in components {
      switch component {
      case .index(let index): text += "[\(index)]"
      case .key(let key) where isIdentifier(key): text += text.isEmpty ? key : "." + key
      case .key(let key): text += "[" + jsonString(key) + "]"
      }
    }
    return text
  }
}

/// Helpers shared by the JSON parser, the string escaper and error messages.
package enum JSONText {
  /// Prints a number briefly for messages: integers without a fraction (`-5`), others as Swift does.
  /// (`Int64`, not `Int`: the playground's WebAssembly module has 32-bit `Int`.)
  package static func describe(_ number: Double) -> String {
    if number == number.rounded(), abs(number) < 1e15 { return String(Int64(number)) }
    return number.description
  }

  /// The UTF-8 byte order mark, which the parser skips at the very start of a document.
  package static let byteOrderMark: [UInt8] = [0xEF, 0xBB, 0xBF]

  /// The 1-based line and column of byte `offset` in a JSON document.
  ///
  /// Lines end at `\n`; columns count Unicode scalars (bytes that are not UTF-8 continuation
  /// bytes), and a leading byte order mark takes no column.
  package static func location(of offset: Int, in bytes: [UInt8]) -> (line: Int, column: Int) {
    var line = 1
    var lineStart = bytes.starts(with: byteOrderMark) ? byteOrderMark.count : 0
    for position in lineStart..<max(lineStart, offset) where bytes[position] == 0x0A {
      line += 1
      lineStart = position + 1
    }
    let column = 1 + bytes[lineStart..<max(lineStart, offset)].count { $0 & 0xC0 != 0x80 }
    return (line, column)
  }

  /// The length of the well-formed UTF-8 sequence starting at `position` (Unicode table 3-7), or
  /// `nil` if the bytes there are not one.
  package static func utf8SequenceLength(in bytes: [UInt8], at position: Int) -> Int? {
    func continues(_ offset: Int, _ range: ClosedRange<UInt8> = 0x80...0xBF) -> Bool {
      position + offset < bytes.count && range.contains(bytes[position + offset])
    }
    switch bytes[position] {
    case 0x00...0x7F: return 1
    case 0xC2...0xDF: return continues(1) ? 2 : nil
    case 0xE0: return continues(1, 0xA0...0xBF) && continues(2) ? 3 : nil
    case 0xE1...0xEC, 0xEE...0xEF: return continues(1) && continues(2) ? 3 : nil
    case 0xED: return continues(1, 0x80...0x9F) && continues(2) ? 3 : nil
    case 0xF0: return continues(1, 0x90...0xBF) && continues(2) && continues(3) ? 4 : nil
    case 0xF1...0xF3: return continues(1) && continues(2) && continues(3) ? 4 : nil
    case 0xF4: return continues(1, 0x80...0x8F) && continues(2) && continues(3) ? 4 : nil
    default: return nil
    }
  }

  /// `value` in upper-case hexadecimal, zero-padded to `count` digits.
  package static func hexDigits(_ value: UInt32, count: Int) -> String {
    let digits = String(value, radix: 16, uppercase: true)
    return String(repeating: "0", count: max(0, count - digits.count)) + digits
  }
}

// MARK: Private

/// Whether a UTF-8 byte starts something ``appendJSONString(_:to:)`` must escape.
///
/// 0xE2 leads U+2028 and U+2029 (and other characters, which then take the slow path unchanged).
private func needsEscaping(_ byte: UInt8) -> Bool {
  byte < 0x20 || byte == 0x22 || byte == 0x5C || byte == 0xE2
}

/// Whether `key` can be printed after a dot: ASCII letters, digits and `_`, not starting with a
/// digit.
private func isIdentifier(_ key: String) -> Bool {
  guard let first = key.utf8.first, !(0x30...0x39).contains(first) else { return false }
  return key.utf8.allSatisfy { byte in
    (0x30...0x39).contains(byte) || (0x41...0x5A).contains(byte) || (0x61...0x7A).contains(byte)
      || byte == 0x5F
  }
}
