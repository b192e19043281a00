import ScrollChromeCore

/// Reads typed values out of a scenario's JSON, throwing ``ScenarioError``s in the trace's error
/// format: `<path>: expected <what>, got <value>`.
package enum ScenarioReader {
  // MARK: Package

  /// The range a number must lie in, and how messages describe it.
  package enum NumberRule {
    /// Any number: the values of host-level events, which the engine itself judges (a value it
    /// refuses becomes a `rejected:` event, not a scenario error).
    case event
    /// Any finite number within ±1e9: offsets, insets, distances, velocities.
    case coordinate
    /// A size: 0…1e9 points.
    case size
    /// A duration: 0…3600 seconds.
    case duration
    /// A frame rate: 1…1000 per second.
    case frameRate
    /// A deceleration rate: strictly between 0 and 1.
    case decelerationRate
    /// A fraction: 0…1.
    case fraction

    /// What a value of the wrong type is told: `a number ≥ 0`.
    package var expectation: String {
      switch self {
      case .event, .coordinate: "a number"
      case .size, .duration: "a number ≥ 0"
      case .frameRate: "a number in 1...1000"
      case .decelerationRate: "a number greater than 0 and less than 1"
      case .fraction: "a number in 0...1"
      }
    }

    /// What a number out of range is told, or `nil` if `number` is allowed.
    package func violation(by number: Double) -> String? {
      switch self {
      case .event: nil
      case .coordinate:
        abs(number) <= ScrollMetrics.maximumMagnitude ? nil : "a number within ±1e9"
      case .size:
        number < 0 ? expectation : number > ScrollMetrics.maximumMagnitude ? "a number ≤ 1e9" : nil
      case .duration:
        number < 0 ? expectation : number > Step.maximumDuration ? "a number ≤ 3600" : nil
      case .frameRate: (1...1000).contains(number) ? nil : expectation
      case .decelerationRate: number > 0 && number < 1 ? nil : expectation
      case .fraction: (0...1).contains(number) ? nil : expectation
      }
    }
  }

  /// The members of one JSON object, already checked against the keys it may have.
  package struct Fields {
    /// The object's path.
    package let path: JSONPath
    /// The members in document order (a parsed object never repeats a key).
    package let members: [(key: String, value: JSONValue)]

    /// Whether the object has no members.
    package var isEmpty: Bool { members.isEmpty }

    /// The value at `key`, or `nil` if the key is absent.
    subscript(key: String) -> JSONValue? {
      members.first { $0.key == key }?.value
    }

    /// The number at `key` checked against `rule`, or `nil` if the key is absent.
    package func number(_ key: String, _ rule: NumberRule) throws(ScenarioError) -> Double? {
      guard let value = self[key] else { return nil }
      return try ScenarioReader.number(value, at: path.appending(key), rule)
    }

    /// The number at `key` checked against `rule`; throws if the key is absent.
    package func requiredNumber(_ key: String, _ rule: NumberRule) throws(ScenarioError) -> Double {
      guard let number = try number(key, rule) else { throw missing(key) }
      return number
    }

    /// The Boolean at `key`, or `nil` if the key is absent.
    package func bool(_ key: String) throws(ScenarioError) -> Bool? {
      guard let value = self[key] else { return nil }
      guard case .bool(let flag) = value else {
        throw ScenarioReader.mismatch(at: path.appending(key), expected: "true or false", value)
      }
      return flag
    }

    /// The error for a required `key` that is absent.
    package func missing(_ key: String, _ detail: String = "") -> ScenarioError {
      ScenarioReader.error(at: path, "missing required key " + jsonString(key) + detail)
    }
  }

  /// Checks that `value` is an object with no keys but `keys`; the first unknown key in document
  /// order is the error.
  ///
  /// - Parameters:
  ///   - value: The JSON value.
  ///   - path: Its path.
  ///   - keys: The keys it may have.
  ///   - expected: How a value of another type is told what to be.
  package static func object(
    _ value: JSONValue, at path: JSONPath, keys: [String], expected: String = "an object"
  ) throws(ScenarioError) -> Fields {
    let members = try members(of: value, at: path, expected: expected)
    for (key, _) in members {
      guard keys.contains(key) else {
        throw error(
          at: path.appending(key),
          keys.isEmpty
            ? "unknown key; expected an empty object {}"
            : "unknown key; expected "
              + oneOf(keys))
      }
    }
    return Fields(path: path, members: members)
  }

  /// The members of `value`, which must be an object.
  package static func members(
    of value: JSONValue, at path: JSONPath, expected: String = "an object"
  ) throws(ScenarioError) -> [(key: String, value: JSONValue)] {
    guard case .object(let members) = value else {
      throw mismatch(at: path, expected: expected, value)
    }
    return members
  }

  /// `value` as a number checked against `rule`.
  package static func number(
    _ value: JSONValue, at path: JSONPath, _ rule: NumberRule
  ) throws(ScenarioError) -> Double {
    guard case .number(let number) = value else {
      throw mismatch(at: path, expected: rule.expectation, value)
    }
    if let expectation = rule.violation(by: number) {
      throw mismatch(at: path, expected: expectation, value)
    }
    return number
  }

  /// `value` as one of the strings `names`, converted by `make`.
  package static func name<Name>(
    _ value: JSONValue, at path: JSONPath, in names: [String], _ make: (String) -> Name?
  ) throws(ScenarioError) -> Name {
    guard case .string(let text) = value, let name = make(text) else {
      throw mismatch(at: path, expected: oneOf(names), value)
    }
    return name
  }

  /// `expected <expectation>, got <value>` at `path`.
  package static func mismatch(
    at path: JSONPath, expected expectation: String, _ value: JSONValue
  ) -> ScenarioError {
    error(at: path, "expected " + expectation + ", got " + value.briefDescription)
  }

  /// An error at `path` saying `message`.
  package static func error(at path: JSONPath, _ message: String) -> ScenarioError {
    ScenarioError(path: path.description, message: message)
  }

  /// `one of "a", "b", "c"`, or just `"a"` for a single name.
  package static func oneOf(_ names: [String]) -> String {
    let quoted = names.map(jsonString).joined(separator: ", ")
    return names.count == 1 ? quoted : "one of " + quoted
  }
}
