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
