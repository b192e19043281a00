// Why a hand-written parser: `scrollchrome trace` needs what Foundation's JSONSerialization and
// JSONDecoder do not give — object members in document order (behaviours are keyed by name, and
// values print in the order they were written), duplicate keys refused rather than the last one
// silently kept, errors that name the JSON path of the bad value (`steps[3].drag.duration`) with
// the line and column, and the same behaviour on every platform, without Foundation.

/// The grammar of RFC 8259 over a ``JSONScanner``; see ``JSONValue/init(parsing:)`` for the rules.
///
/// One pass, no backtracking, so the work is linear in the input. Recursion follows the nesting,
/// which is capped at ``JSONValue/maximumDepth``. An error thrown inside a container gets the
/// member's key or element's index put in front of its path on the way out.
package struct JSONParser {
  // MARK: Package

  /// Creates a parser positioned at the start of `bytes`.
  package init(_ bytes: [UInt8]) {
    scanner = JSONScanner(bytes)
  }

  /// Parses the whole input as one JSON value followed by nothing but whitespace.
  package mutating func parseDocument() throws(JSONSyntaxError) -> JSONValue {
    let value = try parseValue(depth: 0)
    scanner.skipWhitespace()
    guard scanner.current == nil else {
      throw scanner.unexpected("unexpected data after the JSON value")
    }
    return value
  }

  // MARK: Private

  private var scanner: JSONScanner

  /// Parses the value at the next non-whitespace byte; `depth` counts the enclosing containers.
  private mutating func parseValue(depth: Int) throws(JSONSyntaxError) -> JSONValue {
    scanner.skipWhitespace()
    switch scanner.current ?? 0 {  // 0 (the end, or a NUL byte) is no value either
    case UInt8(ascii: "{"): return try parseObject(depth: depth + 1)
    case UInt8(ascii: "["): return try parseArray(depth: depth + 1)
    case UInt8(ascii: "\""): return .string(try scanner.scanString())
    case UInt8(ascii: "t"): return try scanner.scanLiteral("true", .bool(true))
    case UInt8(ascii: "f"): return try scanner.scanLiteral("false", .bool(false))
    case UInt8(ascii: "n"): return try scanner.scanLiteral("null", .null)
    case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"):
      return .number(try scanner.scanNumber())
    case UInt8(ascii: "N"), UInt8(ascii: "I"):
      throw scanner.failure("NaN and Infinity are not valid JSON")
    case UInt8(ascii: "/"): throw scanner.failure("comments are not allowed in JSON")
    case UInt8(ascii: "'"): throw scanner.failure("strings must use double quotes")
    default: throw scanner.unexpected("expected a JSON value")
    }
  }

  private mutating func parseObject(depth: Int) throws(JSONSyntaxError) -> JSONValue {
    try enter(depth)
    var members: [(key: String, value: JSONValue)] = []
    var keys: Set<String> = []  // used only once the object outgrows a linear search
    scanner.skipWhitespace()
    if scanner.take(UInt8(ascii: "}")) { return .object(members) }
    while true {
      guard scanner.current == UInt8(ascii: "\"") else {
        throw scanner.unexpected("expected a string key in object")
      }
      let keyStart = scanner.index
      let key = try scanner.scanString()
      if Self.isDuplicate(key, in: members, keys: &keys) {
        throw scanner.failure("duplicate key " + jsonString(key), at: keyStart)
          .nested(in: .key(key))
      }
      scanner.skipWhitespace()
      guard scanner.take(UInt8(ascii: ":")) else {
        throw scanner.unexpected("expected ':' after object key")
      }
      do {
        members.append((key, try parseValue(depth: depth)))
      } catch {
        throw error.nested(in: .key(key))
      }
      if try endOfContainer(closing: "}", name: "object") { return .object(members) }
    }
  }

  private mutating func parseArray(depth: Int) throws(JSONSyntaxError) -> JSONValue {
    try enter(depth)
    var elements: [JSONValue] = []
    scanner.skipWhitespace()
    if scanner.take(UInt8(ascii: "]")) { return .array(elements) }
    while true {
      do {
        elements.append(try parseValue(depth: depth))
      } catch {
        throw error.nested(in: .index(elements.count))
      }
      if try endOfContainer(closing: "]", name: "array") { return .array(elements) }
    }
  }

  /// Checks the nesting limit and steps over the opening bracket.
  private mutating func enter(_ depth: Int) throws(JSONSyntaxError) {
    guard depth <= JSONValue.maximumDepth else {
      throw scanner.failure("nesting deeper than \(JSONValue.maximumDepth) levels")
    }
    scanner.index += 1
  }

  /// After a member or element: consumes `,` (returning `false`, another one follows) or the
  /// closing bracket (returning `true`), rejecting a trailing comma.
  private mutating func endOfContainer(
    closing: Unicode.Scalar, name: String
  ) throws(JSONSyntaxError) -> Bool {
    scanner.skipWhitespace()
    if scanner.take(UInt8(ascii: closing)) { return true }
    let comma = scanner.index
    guard scanner.take(UInt8(ascii: ",")) else {
      throw scanner.unexpected("expected ',' or '\(closing)' in \(name)")
    }
    scanner.skipWhitespace()
    if scanner.current == UInt8(ascii: closing) {
      throw scanner.failure("trailing comma is not allowed in \(name)", at: comma)
    }
    return false
  }

  /// Whether `key` is already among `members`: a linear search in small objects, a set that is
  /// built once an object passes 16 members in large ones.
  private static func isDuplicate(
    _ key: String, in members: [(key: String, value: JSONValue)], keys: inout Set<String>
  ) -> Bool {
    if members.count < 16 { return members.contains { $0.key == key } }
    if keys.isEmpty { keys = Set(members.map { $0.key }) }
    return !keys.insert(key).inserted
  }
}

/// The tokens of RFC 8259 over UTF-8 bytes: strings, numbers, literals and whitespace.
///
/// Strings without escapes are decoded straight from a slice of the input, others through one
/// growing buffer; both are checked to be well-formed UTF-8. Line and column are computed only
/// when an error is reported.
package struct JSONScanner {
  // MARK: Package

  /// The input.
  package let bytes: [UInt8]
  /// The position of the next byte to read.
  package var index: Int

  /// Creates a scanner at the start of `bytes`, after a UTF-8 byte order mark if there is one.
  package init(_ bytes: [UInt8]) {
    self.bytes = bytes
    index = bytes.starts(with: JSONText.byteOrderMark) ? 3 : 0
  }

  /// The next byte, or `nil` at the end of the input.
  package var current: UInt8? { index < bytes.count ? bytes[index] : nil }

  /// Steps over `byte` if it is next.
  package mutating func take(_ byte: UInt8) -> Bool {
    guard current == byte else { return false }
    index += 1
    return true
  }

  /// Steps over spaces, tabs, line feeds and carriage returns.
  package mutating func skipWhitespace() {
    while index < bytes.count {
      switch bytes[index] {
      case 0x20, 0x0A, 0x0D, 0x09: index += 1
      default: return
      }
    }
  }

  /// Reads the string whose opening quote is next.
  package mutating func scanString() throws(JSONSyntaxError) -> String {
    let quote = index
    index += 1
    let start = index
    while index < bytes.count {
      switch bytes[index] {
      case UInt8(ascii: "\""):
        index += 1
        return String(decoding: bytes[start..<index - 1], as: UTF8.self)
      case UInt8(ascii: "\\"):
        var buffer = Array(bytes[start..<index])
        return try scanEscapedString(into: &buffer, quote: quote)
      default: try stepOverCharacter()
      }
    }
    throw failure("unterminated string", at: quote)
  }

  /// Reads a number (RFC 8259, section 6) and converts it to the nearest `Double`.
  ///
  /// Up to 15 significant digits with a decimal exponent within ±22 take Clinger's exact fast
  /// path; other numbers go through the standard library's correctly rounded conversion.
  package mutating func scanNumber() throws(JSONSyntaxError) -> Double {
    let start = index
    let negative = take(UInt8(ascii: "-"))
    if current == UInt8(ascii: "I") {
      throw failure("NaN and Infinity are not valid JSON", at: start)
    }
    var mantissa: UInt64 = 0
    var digits = 0
    var exponent = 0
    if take(UInt8(ascii: "0")) {
      if current.map(isDigit) == true {
        throw failure("leading zeros are not allowed in numbers", at: index - 1)
      }
    } else {
      try scanDigits("expected a digit after '-'") { Self.accumulate($0, &mantissa, &digits) }
    }
    if take(UInt8(ascii: ".")) {
      try scanDigits("expected a digit after '.'") {
        Self.accumulate($0, &mantissa, &digits)
        exponent -= 1
      }
    }
    if take(UInt8(ascii: "e")) || take(UInt8(ascii: "E")) {
      var sign = 1
      if take(UInt8(ascii: "-")) { sign = -1 } else { _ = take(UInt8(ascii: "+")) }
      var explicit = 0
      try scanDigits("expected a digit in the exponent") {
        explicit = min(explicit * 10 + Int($0 - 0x30), 100_000)
      }
      exponent += sign * explicit
    }
    var value: Double
    if digits <= 15, abs(exponent) < exactPowersOfTen.count {
      let scale = exactPowersOfTen[abs(exponent)]
      value = exponent < 0 ? Double(mantissa) / scale : Double(mantissa) * scale
      if negative { value = -value }
    } else {
      value = Double(String(decoding: bytes[start..<index], as: UTF8.self)) ?? .infinity
    }
    guard value.isFinite else { throw failure("number out of range", at: start) }
    return value
  }

  /// Reads the literal `word`, which stands for `value`.
  package mutating func scanLiteral(
    _ word: StaticString, _ value: JSONValue
  ) throws(JSONSyntaxError) -> JSONValue {
    let end = index + word.utf8CodeUnitCount
    let matches = word.withUTF8Buffer { end <= bytes.count && bytes[index..<end].elementsEqual($0) }
    guard matches else { throw failure("invalid literal; expected \(word)") }
    index = end
    return value
  }

  /// An error at the current position saying `expectation`, or that the input ended or holds
  /// invalid UTF-8 there.
  package func unexpected(_ expectation: String) -> JSONSyntaxError {
    guard let byte = current else { return failure("unexpected end of input; " + expectation) }
    if byte >= 0x80, JSONText.utf8SequenceLength(in: bytes, at: index) == nil {
      return failure("invalid UTF-8 byte 0x" + JSONText.hexDigits(UInt32(byte), count: 2))
    }
    return failure(expectation)
  }

  /// An error saying `reason` at byte `offset`, by default the current position.
  package func failure(_ reason: String, at offset: Int? = nil) -> JSONSyntaxError {
    let offset = min(offset ?? index, bytes.count)
    let (line, column) = JSONText.location(of: offset, in: bytes)
    return JSONSyntaxError(line: line, column: column, byteOffset: offset, reason: reason)
  }

  // MARK: Private

  /// Finishes a string with escapes, `buffer` holding its bytes so far.
  private mutating func scanEscapedString(
    into buffer: inout [UInt8], quote: Int
  ) throws(JSONSyntaxError) -> String {
    while index < bytes.count {
      switch bytes[index] {
      case UInt8(ascii: "\""):
        index += 1
        return String(decoding: buffer, as: UTF8.self)
      case UInt8(ascii: "\\"): try scanEscape(into: &buffer, quote: quote)
      case 0x20..<0x80:
        buffer.append(bytes[index])
        index += 1
      default:
        let start = index
        try stepOverCharacter()
        buffer.append(contentsOf: bytes[start..<index])
      }
    }
    throw failure("unterminated string", at: quote)
  }

  /// Steps over one unescaped character of a string, rejecting control characters and invalid
  /// UTF-8.
  private mutating func stepOverCharacter() throws(JSONSyntaxError) {
    let byte = bytes[index]
    if byte < 0x20 {
      throw failure(
        "unescaped control character U+\(JSONText.hexDigits(UInt32(byte), count: 4)) in string")
    } else if byte < 0x80 {
      index += 1
    } else if let length = JSONText.utf8SequenceLength(in: bytes, at: index) {
      index += length
    } else {
      throw failure("invalid UTF-8 byte 0x" + JSONText.hexDigits(UInt32(byte), count: 2))
    }
  }

  /// Decodes the escape sequence whose backslash is next and appends its UTF-8 bytes.
  private mutating func scanEscape(
    into buffer: inout [UInt8], quote: Int
  ) throws(JSONSyntaxError) {
    let escape = index
    guard index + 1 < bytes.count else { throw failure("unterminated string", at: quote) }
    let simple: UInt8? =
      switch bytes[index + 1] {
      case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"): bytes[index + 1]
      case UInt8(ascii: "b"): 0x08
      case UInt8(ascii: "f"): 0x0C
      case UInt8(ascii: "n"): 0x0A
      case UInt8(ascii: "r"): 0x0D
      case UInt8(ascii: "t"): 0x09
      case UInt8(ascii: "u"): nil
      default:
        throw failure(#"invalid escape sequence; expected one of \" \\ \/ \b \f \n \r \t \u"#)
      }
    if let simple {
      buffer.append(simple)
      index += 2
      return
    }
    var scalar = try scanHexQuad()
    if (0xD800...0xDBFF).contains(scalar), index + 1 < bytes.count, bytes[index] == 0x5C,
      bytes[index + 1] == 0x75
    {
      let low = try scanHexQuad()
      if (0xDC00...0xDFFF).contains(low) {
        scalar = 0x10000 + ((scalar - 0xD800) << 10) + (low - 0xDC00)
      }
    }
    guard let decoded = Unicode.Scalar(scalar) else {
      throw failure(#"unpaired surrogate \u"# + JSONText.hexDigits(scalar, count: 4), at: escape)
    }
    UTF8.encode(decoded) { buffer.append($0) }
  }

  /// Reads `\uXXXX` (the backslash is next) and returns its code unit.
  private mutating func scanHexQuad() throws(JSONSyntaxError) -> UInt32 {
    var value: UInt32 = 0
    for offset in 2..<6 {
      let byte = index + offset < bytes.count ? bytes[index + offset] : 0
      let digit: UInt8
      switch byte {
      case UInt8(ascii: "0")...UInt8(ascii: "9"): digit = byte - 0x30
      case UInt8(ascii: "a")...UInt8(ascii: "f"): digit = byte - 0x57
      case UInt8(ascii: "A")...UInt8(ascii: "F"): digit = byte - 0x37
      default: throw failure(#"invalid \u escape; expected 4 hexadecimal digits"#)
      }
      value = value << 4 | UInt32(digit)
    }
    index += 6
    return value
  }

  /// Reads one or more digits, handing each to `body`; `expectation` is the error without one.
  private mutating func scanDigits(
    _ expectation: String, _ body: (UInt8) -> Void
  ) throws(JSONSyntaxError) {
    guard let first = current, isDigit(first) else { throw unexpected(expectation) }
    while let byte = current, isDigit(byte) {
      body(byte)
      index += 1
    }
  }

  private func isDigit(_ byte: UInt8) -> Bool { (0x30...0x39).contains(byte) }

  /// Appends a decimal digit to a mantissa; `digits` counts significant digits, and past 15 the
  /// mantissa stops changing (the exact fast path no longer applies).
  private static func accumulate(_ digit: UInt8, _ mantissa: inout UInt64, _ digits: inout Int) {
    if mantissa == 0 && digit == 0x30 { return }
    digits += 1
    if digits <= 15 { mantissa = mantissa * 10 + UInt64(digit - 0x30) }
  }
}

/// The powers of ten a `Double` represents exactly, for the fast path of number parsing.
private let exactPowersOfTen: [Double] = [
  1e0, 1e1, 1e2, 1e3, 1e4, 1e5, 1e6, 1e7, 1e8, 1e9, 1e10, 1e11, 1e12, 1e13, 1e14, 1e15, 1e16,
  1e17, 1e18, 1e19, 1e20, 1e21, 1e22,
]
