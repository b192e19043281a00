// The playground's WebAssembly face (`Tools/build-wasm.sh --playground`): `scrollchrome trace` in
// the page. A scenario arrives as its JSON text and is parsed and checked by the CLI's own code
// (`parseScenario`, `ScenarioSetup`), so it is refused with the CLI's error line; its steps run
// through the same `TraceStepper`. Numbers cross the boundary as `Double`, texts as UTF-8 bytes.
//
// A session writes its lines to a buffer of numbers the page decodes, one record per run of lines
// that differ only in time (a frame apart): `frame` (t = frame / frameRate), the number of lines,
// `offset`, `phase` (0 idle, 1 tracking, 2 decelerating, 3 animating), the number of event codes,
// the codes, then the behaviours' values (`PlaygroundChromes.writeValues`, laid out as
// `pg_load` describes).

import ScrollChromeCore

// MARK: Sessions

/// One scroll view with its behaviours and the steps it has still to play: slot 0 is the live
/// phone, 1 `run`, 2 the page's timing.
struct PlaygroundSession {
  var stepper: TraceStepper<PlaygroundChromes>
  var output = LineOutput()

  /// Sets up a scenario's scroll view and the behaviours `setup` checked and built for it.
  init(_ scenario: Scenario, _ setup: ScenarioSetup) {
    stepper = TraceStepper(
      tracker: setup.tracker,
      simulator: ScrollViewSimulator(
        metrics: scenario.metrics, deceleration: Decay(rate: scenario.decelerationRate)),
      chromes: PlaygroundChromes(setup.chromes, reduceMotion: scenario.reduceMotion),
      frameRate: scenario.frameRate)
    steps = scenario.steps
    output.lines.reserveCapacity(4096)
  }

  /// Plays steps until `budget` numbers wait in the line buffer or every step has run, and
  /// returns whether steps remain. `advance` and `drag` run frame by frame
  /// (`TraceStepper.frames(of:)`), so a long one fills the buffer in bounded chunks; any other
  /// step runs whole (at most 10 s of frames).
  mutating func play(budget: Int) -> Bool {
    var output = takeOutput()
    while output.lines.count < budget {
      if framesLeft > 0 {
        framesLeft -= 1
        stepper.nextFrame({ output.write(&$0) }, finger: finger)
        continue
      }
      guard nextStep < steps.count else { break }
      let step = steps[nextStep]
      nextStep += 1
      if let (count, finger) = stepper.frames(of: step) {
        framesLeft = count
        self.finger = finger
      } else {
        stepper.perform(step) { output.write(&$0) }
      }
    }
    self.output = output
    return framesLeft > 0 || nextStep < steps.count
  }

  /// - Note: Cost per event: O(1), no allocation once the buffers have grown.
  mutating func frame(_ finger: TraceStepper<PlaygroundChromes>.Finger) {
    var output = takeOutput()
    stepper.nextFrame({ output.write(&$0) }, finger: finger)
    self.output = output
  }

  // MARK: Private

  private var steps: [Step]
  private var nextStep = 0
  /// Frames still to run of the `advance` or `drag` being played, and what the finger does.
  private var framesLeft = 0
  private var finger = TraceStepper<PlaygroundChromes>.Finger.still

  /// Moves the buffers out (leaving empty ones, which allocate nothing), so writing them while the
  /// stepper runs copies nothing.
  private mutating func takeOutput() -> LineOutput {
    let output = self.output
    self.output = LineOutput()
    return output
  }
}

/// A session's lines as numbers.
struct LineOutput {
  var lines: [Double] = []
  /// Where the buffer's last record starts; -1 when it has none.
  var last = -1

  /// Appends the stepper's current line and clears its events; a line equal to the last record's
  /// but for being one frame later only counts one more line there.
  ///
  /// - Note: Cost per event: O(number of outputs), no allocation once the buffers have grown.
  mutating func write(_ stepper: inout TraceStepper<PlaygroundChromes>) {
    let start = lines.count
    lines.append(Double(stepper.frame))
    lines.append(1)
    lines.append(stepper.simulator.metrics.offset)
    lines.append(Double(activityCode(stepper.tracker.activity)))
    lines.append(Double(stepper.chromes.events.count))
    lines.append(contentsOf: stepper.chromes.events)
    stepper.chromes.events.removeAll(keepingCapacity: true)
    stepper.chromes.writeValues(to: &lines)
    if last >= 0, start - last == lines.count - start,
      lines[last] + lines[last + 1] == lines[start],
      lines[(last + 2)..<start].elementsEqual(lines[(start + 2)...])
    {
      lines[last + 1] += 1
      lines.removeLast(lines.count - start)
    } else {
      last = start
    }
  }

  /// Empties the buffer, keeping its storage.
  mutating func clear() {
    lines.removeAll(keepingCapacity: true)
    last = -1
  }
}

nonisolated(unsafe) private var sessions: [PlaygroundSession?] = [nil, nil, nil]
/// The text `pg_load` reads, written by the page.
nonisolated(unsafe) private var input: [UInt8] = []
/// The text `pg_load` answers: the layout of a session's values, or the error line.
nonisolated(unsafe) private var message: [UInt8] = []

// MARK: Exports

/// Makes room for `count` bytes of text for `pg_load` and returns their address.
@_expose(wasm, "pg_input")
@_cdecl("pg_input")
public func pgInput(count: Int32) -> UnsafeMutablePointer<UInt8>? {
  input = Array(repeating: 0, count: Int(max(count, 0)))
  return input.withUnsafeMutableBufferPointer { $0.baseAddress }
}

/// Parses and checks the scenario `pg_input` holds, as `scrollchrome trace` does, and makes it
/// session `slot` (replacing the one there). Returns 1, the message then the layout of each
/// line's values as JSON (`[{"name": …, "numbers": […], "effects": […]}` for collapse chrome,
/// `{"name": …, "texts": [normal, shallow, deep]}` for a pull); or 0, the message then the line
/// `scrollchrome trace` prints for the refused scenario.
@_expose(wasm, "pg_load")
@_cdecl("pg_load")
public func pgLoad(slot: Int32) -> Int32 {
  let bytes = input
  input = []
  sessions[Int(slot)] = nil
  do throws(ScenarioError) {
    let scenario = try parseScenario(bytes)
    let setup = try ScenarioSetup(scenario)
    message = layout(of: setup.chromes, named: scenario.behaviors)
    sessions[Int(slot)] = PlaygroundSession(scenario, setup)
    return 1
  } catch {
    message = Array(error.description.utf8)
    return 0
  }
}

/// The address of the message of the last `pg_load`.
@_expose(wasm, "pg_message")
@_cdecl("pg_message")
public func pgMessage() -> UnsafePointer<UInt8>? {
  message.withUnsafeBufferPointer { $0.baseAddress }
}

/// The length in bytes of the message of the last `pg_load`.
@_expose(wasm, "pg_message_count")
@_cdecl("pg_message_count")
public func pgMessageCount() -> Int32 { Int32(message.count) }

/// Session `slot`'s frame rate: a line's time is its frame divided by it.
@_expose(wasm, "pg_frame_rate")
@_cdecl("pg_frame_rate")
public func pgFrameRate(slot: Int32) -> Double {
  sessions[Int(slot)]?.stepper.frameRate ?? 60
}

/// Plays session `slot`'s steps until its line buffer holds `budget` numbers or more (the page
/// then drains it) or every step has run. Returns 1 while steps remain, else 0.
@_expose(wasm, "pg_play")
@_cdecl("pg_play")
public func pgPlay(slot: Int32, budget: Int32) -> Int32 {
  sessions[Int(slot)]?.play(budget: Int(budget)) == true ? 1 : 0
}

/// Runs one frame of session `slot` with the finger's input at its start: 0 nothing, 1 moves by
/// `amount` points of raw offset (touching down first), 2 lifts with velocity `amount`.
///
/// - Note: Cost per event: O(1), no allocation once the session's buffers have grown.
@_expose(wasm, "pg_frame")
@_cdecl("pg_frame")
public func pgFrame(slot: Int32, finger: Int32, amount: Double) {
  sessions[Int(slot)]?.frame(
    finger == 1 ? .move(amount) : finger == 2 ? .lift(velocity: amount) : .still)
}

/// Whether session `slot` is settling (`TraceStepper.isSettling`): 1 while its scroll view moves
/// on its own or an animation runs, so a `release` there would run another frame; else 0. The
/// page's recorder asks before each still frame that follows a lift.
@_expose(wasm, "pg_settling")
@_cdecl("pg_settling")
public func pgSettling(slot: Int32) -> Int32 {
  sessions[Int(slot)]?.stepper.isSettling == true ? 1 : 0
}

/// The address of session `slot`'s line buffer.
@_expose(wasm, "pg_lines")
@_cdecl("pg_lines")
public func pgLines(slot: Int32) -> UnsafePointer<Double>? {
  sessions[Int(slot)]?.output.lines.withUnsafeBufferPointer { $0.baseAddress }
}

/// How many numbers session `slot`'s line buffer holds.
@_expose(wasm, "pg_lines_count")
@_cdecl("pg_lines_count")
public func pgLinesCount(slot: Int32) -> Int32 {
  Int32(sessions[Int(slot)]?.output.lines.count ?? 0)
}

/// Empties session `slot`'s line buffer, keeping its storage.
@_expose(wasm, "pg_lines_clear")
@_cdecl("pg_lines_clear")
public func pgLinesClear(slot: Int32) {
  sessions[Int(slot)]?.output.clear()
}

/// Writes the presets the module runs, from the core's list, to the message `pg_message` reads:
/// `{"<preset>": {"numbers": [keys], "flags": [keys], "texts": [keys], "choices": {"<key>":
/// [names]}}, …}` in the list's order, and returns its length in bytes.
@_expose(wasm, "pg_presets")
@_cdecl("pg_presets")
public func pgPresets() -> Int32 {
  var text = PresetKeysText()
  var separator = "{"
  for kind in PresetKind.allCases {
    text.append(separator + jsonString(kind.traceName) + ":")
    kind.visitParameters(&text)
    separator = ","
  }
  text.append("}")
  message = text.bytes
  return Int32(message.count)
}

// MARK: Private

/// A preset's keys as JSON text, being written as bytes.
private struct PresetKeysText: PresetParametersVisitor {
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
private func layout(of chromes: [PlaygroundChrome], named specs: [BehaviorSpec]) -> [UInt8] {
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
private struct LayoutText: ChromeOutputVisitor, PresetChromeVisitor {
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

private func activityCode(_ activity: ScrollActivity) -> Int {
  switch activity {
  case .idle: 0
  case .tracking: 1
  case .decelerating: 2
  case .animating: 3
  }
}
