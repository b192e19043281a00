/// How a scenario writes one preset's parameters: each key, spelled as in the library the preset
/// replaces, and the property it sets; every default is the preset's own.
///
/// The table holds no JSON: `scrollchrome trace` and the playground read a scenario's fields with
/// it (through a ``PresetChromeBuilder``), so the keys of a preset are stated once, beside its entry
/// in ``PresetKind``. It compiles as Embedded Swift: properties are set by closures (Embedded Swift
/// has no key paths).
package struct PresetParameters<Preset: ChromePreset> {
  // MARK: Package

  /// A key and the property it sets.
  package struct Parameter<Value> {
    /// The key in the scenario.
    package var key: String
    /// The property's name, as ``ConfigurationError/field`` spells it.
    package var field: String
    /// Sets the property.
    package var set: (inout Preset, Value) -> Void

    /// Creates a parameter.
    package init(key: String, field: String, set: @escaping (inout Preset, Value) -> Void) {
      self.key = key
      self.field = field
      self.set = set
    }
  }

  /// A key naming one of several presets to start from (a header's `animator`), read before any
  /// other parameter.
  package struct BaseChoice {
    /// The key in the scenario.
    package var key: String
    /// The names the key allows, in the order an error lists them.
    package var names: [String]
    /// The preset the name at an index of ``names`` starts from.
    package var make: (Int) -> Preset

    /// Creates a base choice.
    package init(key: String, names: [String], make: @escaping (Int) -> Preset) {
      self.key = key
      self.names = names
      self.make = make
    }
  }

  /// A key naming one of a property's values (an edge, a direction) and the property it sets.
  package struct Option {
    /// The key in the scenario.
    package var key: String
    /// The property's name, as ``ConfigurationError/field`` spells it.
    package var field: String
    /// The names the key allows, in the order an error lists them.
    package var names: [String]
    /// Sets the property to the value at an index of ``names``.
    package var set: (inout Preset, Int) -> Void

    /// Creates an option whose names are the raw values of a type's cases.
    package init<Value: RawRepresentable & CaseIterable>(
      key: String, field: String, set: @escaping (inout Preset, Value) -> Void
    ) where Value.RawValue == String {
      let values = Array(Value.allCases)
      self.key = key
      self.field = field
      names = values.map { $0.rawValue }
      self.set = { preset, index in set(&preset, values[index]) }
    }
  }

  /// The preset the parameters start from when ``choice`` is absent: its defaults.
  package var base: Preset
  /// The key that picks the preset to start from, if any.
  package var choice: BaseChoice?
  /// The number parameters.
  package var numbers: [Parameter<Double>]
  /// The Boolean parameters.
  package var flags: [Parameter<Bool>]
  /// The text parameters.
  package var texts: [Parameter<String>]
  /// The parameters that name one of a property's values.
  package var options: [Option]

  /// Creates a table.
  package init(
    base: Preset, choice: BaseChoice? = nil, numbers: [Parameter<Double>] = [],
    flags: [Parameter<Bool>] = [], texts: [Parameter<String>] = [], options: [Option] = []
  ) {
    self.base = base
    self.choice = choice
    self.numbers = numbers
    self.flags = flags
    self.texts = texts
    self.options = options
  }
}

/// Builds a preset's running chrome from its parameter table: what `scrollchrome trace` and the
/// playground implement to read a scenario's fields, so ``PresetKind/makeChrome(_:)`` needs no
/// JSON.
package protocol PresetChromeBuilder {
  /// The error a builder reports.
  associatedtype Failure: Error

  /// The chrome of the preset `parameters` reads, validated.
  ///
  /// - Throws: The builder's error at the first parameter it refuses.
  func build<Preset: ChromePreset>(_ parameters: PresetParameters<Preset>)
    throws(Failure) -> Preset.Chrome
}

/// Receives a preset's parameter table.
package protocol PresetParametersVisitor {
  /// Receives the table.
  mutating func visit<Preset: ChromePreset>(_ parameters: PresetParameters<Preset>)
}

/// Receives a preset's running chrome as its concrete type.
package protocol PresetChromeVisitor {
  /// Receives collapse chrome.
  mutating func visitCollapsing<Chrome: CollapsingChrome & ChromeOutputs>(_ chrome: Chrome)

  /// Receives pull chrome.
  mutating func visitPulling<Chrome: PullingChrome & ChromeOutputs>(_ chrome: Chrome)
}

/// Changes a preset's running chrome in place, as its concrete type.
package protocol PresetChromeUpdater {
  /// Changes collapse chrome.
  mutating func updateCollapsing<Chrome: CollapsingChrome>(_ chrome: inout Chrome)

  /// Changes pull chrome.
  mutating func updatePulling<Chrome: PullingChrome>(_ chrome: inout Chrome)
}
