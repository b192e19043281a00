import ScrollChromeTestSupport
import ScrollChromeTrace

/// Writes a ``JSONValue`` as JSON text in a random but valid spelling, so the scenario parser sees
/// more than one writer's habits: random whitespace between tokens, numbers spelled in several
/// exact forms (`100`, `100.0`, `100e0`, `1E3`, Swift's shortest form such as `1e-05`), strings
/// with characters escaped or not (`\u00e9`, surrogate pairs, `\/`), and object members in the
/// order given. Every spelling parses back to the same value. A compact writer draws the same
/// whitespace but writes none, so its text is one line (a line break inside a string is always
/// escaped) and the generator's stream stays the same as the spelled-out writer's.
struct ScenarioText {
  // MARK: Internal

  /// The generator the spelling is drawn from, advanced by what the writer drew. The writer is
  /// created with `ScenarioText(random:)`.
  private(set) var random: SeededGenerator
  /// Whether the whitespace is left out.
  var isCompact = false

  /// Writes `value`.
  ///
  /// - Parameter value: The document.
  /// - Returns: Its JSON text.
  mutating func write(_ value: JSONValue) -> String {
    var text = ""
    space(&text)
    append(value, to: &text)
    space(&text)
    return text
  }

  /// An exact spelling of a finite number (one that parses back to `number` itself).
  ///
  /// - Parameter number: A finite Double.
  /// - Returns: A JSON number literal.
  mutating func spell(_ number: Double) -> String {
    guard number == number.rounded(), abs(number) < 1e15 else { return number.description }
    let integer = Int64(number)
    let digits = number == 0 && number.sign == .minus ? "-0" : String(integer)
    switch Int.random(in: 0..<5, using: &random) {
    case 0: return number.description
    case 1: return digits + (Bool.random(using: &random) ? "e0" : "E+0")
    case 2 where integer != 0 && integer % 1_000 == 0: return String(integer / 1_000) + "E3"
    default: return digits
    }
  }

  // MARK: Private

  /// Appends `value` in a random spelling.
  private mutating func append(_ value: JSONValue, to text: inout String) {
    switch value {
    case .null: text += "null"
    case .bool(let flag): text += flag ? "true" : "false"
    case .number(let number): text += spell(number)
    case .string(let string): appendString(string, to: &text)
    case .array(let elements):
      text += "["
      for (index, element) in elements.enumerated() {
        if index > 0 { text += "," }
        space(&text)
        append(element, to: &text)
        space(&text)
      }
      text += "]"
    case .object(let members):
      text += "{"
      for (index, member) in members.enumerated() {
        if index > 0 { text += "," }
        space(&text)
        appendString(member.key, to: &text)
        space(&text)
        text += ":"
        space(&text)
        append(member.value, to: &text)
        space(&text)
      }
      text += "}"
    }
  }

  /// Optional whitespace: mostly none or one space, sometimes a line break or a tab.
  private mutating func space(_ text: inout String) {
    switch Int.random(in: 0..<10, using: &random) {
    case _ where isCompact: break
    case 0...4: break
    case 5...7: text += " "
    case 8: text += "\n  "
    default: text += "\t"
    }
  }

  /// A string literal: quotes and backslashes escaped, control characters as short escapes or
  /// `\u` escapes, any other character as itself or escaped (an ASCII one time in 200, any other
  /// one time in 3).
  private mutating func appendString(_ string: String, to text: inout String) {
    text += "\""
    for scalar in string.unicodeScalars {
      let escapes = Int.random(in: 0..<(scalar.isASCII ? 200 : 3), using: &random) == 0
      switch scalar {
      case "\"": text += "\\\""
      case "\\": text += "\\\\"
      case "/" where escapes: text += "\\/"
      case "\n" where !escapes: text += "\\n"
      case "\t" where !escapes: text += "\\t"
      case _ where scalar.value < 0x20 || escapes: appendEscape(of: scalar, to: &text)
      default: text.unicodeScalars.append(scalar)
      }
    }
    text += "\""
  }

  /// `\uXXXX`, or a surrogate pair beyond the Basic Multilingual Plane.
  private mutating func appendEscape(of scalar: Unicode.Scalar, to text: inout String) {
    guard scalar.value > 0xFFFF else { return appendUnit(UInt16(scalar.value), to: &text) }
    let offset = scalar.value - 0x1_0000
    appendUnit(UInt16(0xD800 + (offset >> 10)), to: &text)
    appendUnit(UInt16(0xDC00 + (offset & 0x3FF)), to: &text)
  }

  /// `\u` and four hexadecimal digits, in random case.
  private mutating func appendUnit(_ unit: UInt16, to text: inout String) {
    let hex = String(unit, radix: 16, uppercase: Bool.random(using: &random))
    text += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
  }
}
