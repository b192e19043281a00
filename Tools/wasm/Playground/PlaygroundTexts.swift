// The texts the playground's exports answer as UTF-8 bytes: the presets' keys for the page's
// editor (`pg_presets`) and the layout of a session's values (`pg_load`).

import ScrollChromeCore

/// A preset's keys as JSON text, being written as bytes.
struct PresetKeysText: PresetParametersVisitor {
  var bytes: [UInt8] = []

  mutating func append(_ text: String) { bytes.append(contentsOf: text.utf8) }

  mutating func visit<Preset: ChromePreset>(_ parameters: PresetParameters<Preset>) {
    write(
      [
        ("numbers", parameters.numbers.map { $0.key }), ("flags", parameters.flags.map { $0.key }),
        ("texts", parameters.texts.map { $0.key }),
      ])
    // The choice of a base and the options (an edge, a direction), each with the names it allows.
    append(",\"choices\":{")
    var first = true
    if let choice = parameters.choice { choose(choice.key, choice.names, first: &first) }
    for option in parameters.options { choose(option.key, option.names, first: &first) }
    append("}}")
  }

  /// `"<key>": [names]`, after a comma unless it is the `first`.
  private mutating func choose(_ key: String, _ names: [String], first: inout Bool) {
    append((first ? "" : ",") + jsonString(key) + ":")
    list(names)
    first = false
  }

  /// `{"numbers": […], "flags": […], "texts": […]`, left open for the choices.
  private mutating func write(_ lists: [(String, [String])]) {
    var separator = "{"
    for (name, keys) in lists {
      append(separator + jsonString(name) + ":")
      list(keys)
      separator = ","
    }
  }

  private mutating func list(_ names: [String]) {
    var separator = "["
    for name in names {
      append(separator + jsonString(name))
      separator = ","
    }
    if names.isEmpty { append("[") }
    append("]")
  }
}

/// The layout of a line's values as JSON text (see `pg_load`).
func layout(of chromes: [PlaygroundChrome], named specs: [BehaviorSpec]) -> [UInt8] {
  var text = LayoutText()
  text.bytes.append(UInt8(ascii: "["))
  for (index, chrome) in chromes.enumerated() {
    text.append(index == 0 ? "{\"name\":" : ",{\"name\":")
    text.append(jsonString(specs[index].name))
    switch chrome {
    case .collapse(let chrome): text.outputs(of: chrome)
    // A bare pull shows the draggable switch's default texts, as in `scrollchrome trace`.
    case .pull: text.texts { DraggableSwitch().text(for: $0) }
    case .preset(let chrome) where chrome.kind.collapses: chrome.visit(&text)
    case .preset(let chrome):
      text.texts { chrome.text(for: $0) ?? DraggableSwitch().text(for: $0) }
    }
    text.bytes.append(UInt8(ascii: "}"))
  }
  text.bytes.append(UInt8(ascii: "]"))
  return text.bytes
}

/// JSON text being written as bytes; collects a chrome's output names as it visits them.
struct LayoutText: ChromeOutputVisitor, PresetChromeVisitor {
  var bytes: [UInt8] = []
  private var numbers: [UInt8] = []
  private var effects: [UInt8] = []

  mutating func append(_ text: String) { bytes.append(contentsOf: text.utf8) }

  mutating func outputs<Chrome: CollapsingChrome & ChromeOutputs>(of chrome: Chrome) {
    numbers = []
    effects = []
    chrome.visitOutputs(&self)
    append(",\"numbers\":[")
    bytes.append(contentsOf: numbers)
    append("],\"effects\":[")
    bytes.append(contentsOf: effects)
    bytes.append(UInt8(ascii: "]"))
  }

  /// A pull's texts in its three states.
  mutating func texts(_ text: (PullState) -> String) {
    append(",\"texts\":[")
    append(jsonString(text(.normal)) + ",")
    append(jsonString(text(.shallow)) + ",")
    append(jsonString(text(.deep)) + "]")
  }

  mutating func visitCollapsing<Chrome: CollapsingChrome & ChromeOutputs>(_ chrome: Chrome) {
    outputs(of: chrome)
  }

  mutating func visitPulling<Chrome: PullingChrome & ChromeOutputs>(_ chrome: Chrome) {}

  mutating func visit(_ name: StaticString, _ value: Double) { Self.add(name, to: &numbers) }

  mutating func visit(_ name: StaticString, _ attributes: Attributes) {
    Self.add(name, to: &effects)
  }

  mutating func visit(_ name: StaticString, text: String) {}

  /// Appends `"name"` (an identifier: nothing to escape) to a list.
  private static func add(_ name: StaticString, to list: inout [UInt8]) {
    if !list.isEmpty { list.append(UInt8(ascii: ",")) }
    list.append(UInt8(ascii: "\""))
    name.withUTF8Buffer { list.append(contentsOf: $0) }
    list.append(UInt8(ascii: "\""))
  }
}
