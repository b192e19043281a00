import ScrollChromeCore

/// How a scenario writes a preset's parameters: each trace key and the property it sets, stated
/// once here; every default is the preset's own.
///
/// The trace keeps the parameter names of the libraries the presets replace
/// (`pointOfStartingHiding`, `normalStateHeight`…), so a scenario reads like the code it migrates;
/// the Swift API uses Swift names. A configuration error names the Swift property; the trace
/// reports it at the key's JSON path, with the keys in its message.
package struct TracePreset<Preset: ChromePreset> {
  // MARK: Package

  /// A trace key and the property it sets.
  package typealias Parameter<Value> = PresetParameters<Preset>.Parameter<Value>

  /// The keys, the properties they set and the preset they start from (a preset's own table in
  /// the core's ``PresetKind``, or the engine's `collapse` and `pull`).
  package var parameters: PresetParameters<Preset>
  /// Keys read by ``custom``.
  package var customKeys: [String] = []
  /// Reads the parameters a table cannot express (choices, arrays).
  package var custom: (ScenarioReader.Fields, inout Preset) throws(ScenarioError) -> Void = {
    _, _ in
  }

  /// A table of the engine's own keys.
  package init(
    base: Preset, numbers: [Parameter<Double>] = [], flags: [Parameter<Bool>] = [],
    texts: [Parameter<String>] = [], options: [PresetParameters<Preset>.Option] = [],
    customKeys: [String] = [],
    custom: @escaping (ScenarioReader.Fields, inout Preset) throws(ScenarioError) -> Void = {
      _, _ in
    }
  ) {
    parameters = PresetParameters(
      base: base, numbers: numbers, flags: flags, texts: texts, options: options)
    self.customKeys = customKeys
    self.custom = custom
  }

  /// A preset's table from the core's list.
  package init(_ parameters: PresetParameters<Preset>) {
    self.parameters = parameters
  }

  /// The preset a spec writes, validated, as running chrome.
  ///
  /// - Throws: A ``ScenarioError`` at the first parameter of the wrong type or out of range.
  package func make(_ spec: BehaviorSpec, tracker: ScrollTracker) throws(ScenarioError)
    -> Preset.Chrome
  {
    var preset = parameters.base
    var keys = numbers.map { $0.key } + flags.map { $0.key } + texts.map { $0.key } + customKeys
    for option in parameters.options { keys.append(option.key) }
    if let choice = parameters.choice {
      keys.append(choice.key)
      if let value = spec.parameter(choice.key) {
        let index = try ScenarioReader.name(
          value, at: spec.parametersPath.appending(choice.key), in: choice.names
        ) { name in choice.names.firstIndex(of: name) }
        preset = choice.make(index)
      }
    }
    let fields = try ScenarioReader.object(
      .object(spec.parameters), at: spec.parametersPath, keys: keys)
    for parameter in numbers {
      if let number = try fields.number(parameter.key, .coordinate) {
        parameter.set(&preset, number)
      }
    }
    for parameter in flags {
      if let flag = try fields.bool(parameter.key) { parameter.set(&preset, flag) }
    }
    for parameter in texts {
      if let text = try fields.text(parameter.key) { parameter.set(&preset, text) }
    }
    for option in parameters.options {
      if let index = try fields.index(option.key, in: option.names) { option.set(&preset, index) }
    }
    try custom(fields, &preset)
    do {
      try preset.validate()
    } catch {
      throw ScenarioError(error, in: spec, fieldKeys: fieldKeys)
    }
    return preset.makeChrome(tracker: tracker)
  }

  // MARK: Private

  private var numbers: [Parameter<Double>] { parameters.numbers }
  private var flags: [Parameter<Bool>] { parameters.flags }
  private var texts: [Parameter<String>] { parameters.texts }

  /// Each property's name beside its key, for the error of a configuration the preset refuses.
  private var fieldKeys: [(field: String, key: String)] {
    numbers.map { ($0.field, $0.key) } + flags.map { ($0.field, $0.key) }
      + texts.map { ($0.field, $0.key) }
  }
}

extension ScenarioError {
  /// The error of a configuration a preset refuses, at the key of the field it names, with the
  /// value given there (or "the default"), and the message in the scenario's keys. Not generic, so
  /// the presets' readers share it.
  ///
  /// - Parameters:
  ///   - error: The configuration's error.
  ///   - spec: The behaviour as the scenario wrote it.
  ///   - fieldKeys: Each property's name beside its key.
  fileprivate init(
    _ error: ConfigurationError, in spec: BehaviorSpec, fieldKeys: [(field: String, key: String)]
  ) {
    let key = fieldKeys.first { $0.field == error.field }?.key ?? error.field
    var path = spec.parametersPath.appending(key)
    var given = spec.parameter(key)
    if let index = error.index {
      path = path.appending(index: index)
      if case .array(let elements)? = given, elements.indices.contains(index) {
        given = elements[index]
      } else {
        given = nil
      }
    }
    var allowed = error.allowed
    for (field, key) in fieldKeys where field != key {
      allowed = Self.replacing(field, with: key, in: allowed)
    }
    self.init(
      path: path.description,
      message: "expected " + allowed
        + (given.map { ", got " + $0.briefDescription }
          ?? ", got the default"))
  }

  /// `text` with every occurrence of `target` replaced by `replacement`, compared as UTF-8 bytes
  /// (`String.replacing(_:with:)` is not in Embedded Swift, where the playground runs this).
  private static func replacing(_ target: String, with replacement: String, in text: String)
    -> String
  {
    let bytes = Array(text.utf8)
    let pattern = Array(target.utf8)
    guard !pattern.isEmpty else { return text }
    var result: [UInt8] = []
    var index = 0
    while index < bytes.count {
      if bytes[index...].starts(with: pattern) {
        result.append(contentsOf: replacement.utf8)
        index += pattern.count
      } else {
        result.append(bytes[index])
        index += 1
      }
    }
    return String(decoding: result, as: UTF8.self)
  }
}

extension ScenarioReader.Fields {
  /// The string at `key`, or `nil` if absent.
  package func text(_ key: String) throws(ScenarioError) -> String? {
    guard let value = self[key] else { return nil }
    guard case .string(let text) = value else {
      throw ScenarioReader.mismatch(at: path.appending(key), expected: "a string", value)
    }
    return text
  }

  /// The array of numbers at `key`, or `nil` if absent.
  package func numbers(_ key: String) throws(ScenarioError) -> [Double]? {
    guard let value = self[key] else { return nil }
    let path = path.appending(key)
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

  /// The position in `names` of the name at `key`, or `nil` if absent.
  package func index(_ key: String, in names: [String]) throws(ScenarioError) -> Int? {
    guard let value = self[key] else { return nil }
    return try ScenarioReader.name(value, at: path.appending(key), in: names) { name in
      names.firstIndex(of: name)
    }
  }

  /// The name at `key` among `choices`, or `nil` if absent.
  package func choice<Choice: RawRepresentable & CaseIterable>(_ key: String, of type: Choice.Type)
    throws(ScenarioError) -> Choice? where Choice.RawValue == String
  {
    guard let value = self[key] else { return nil }
    return try ScenarioReader.name(
      value, at: path.appending(key), in: Choice.allCases.map { $0.rawValue },
      Choice.init(rawValue:))
  }
}
