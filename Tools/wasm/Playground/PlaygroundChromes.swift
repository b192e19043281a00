// The playground's behaviours: the chrome `ScenarioSetup` builds, kept by kind in arrays of their
// concrete types (Embedded Swift has no existentials of these protocols) so a frame changes each
// in place, their events as numeric codes and their values as numbers, so a frame touches neither
// String nor the allocator.

import ScrollChromeCore

/// One behaviour of a playground session, as `ScenarioSetup` builds it.
typealias PlaygroundChrome = ScenarioSetup.Chrome

/// A session's behaviours and the event codes of the line being written.
///
/// Bare behaviours have arrays of their own and presets' chrome a `PresetChromeStore` (arrays of
/// their concrete types), and `order` lists the behaviours in the scenario's order, so a frame
/// changes each chrome where it is stored: an enum's payload (as in `ScenarioSetup.Chrome`, about
/// 800 bytes for a header) would be copied out and back in for every event and frame of every
/// behaviour.
///
/// An event code is `kind·100 + a·10 + b` (see `eventText` in the page): 1 host event (`a` its
/// kind), 2 rejection (`a` field, `b` problem), 3 collapse state, 4 completion (`a` the command
/// step's name, `b` 1 when finished), 5 pull state, 6 `willTrigger`, 7 trigger (`a` state).
struct PlaygroundChromes: TraceChromes {
  var events: [Double] = []

  init(_ chromes: [PlaygroundChrome], reduceMotion: Bool) {
    for chrome in chromes {
      switch chrome {
      case .collapse(var behavior):
        behavior.reduceMotion = reduceMotion
        order.append(Entry(kind: .collapse, index: collapses.count))
        collapses.append(behavior)
      case .pull(let behavior):
        order.append(Entry(kind: .pull, index: pulls.count))
        pulls.append(behavior)
      case .preset(let chrome):
        let index = presets.append(chrome)
        var motion = ReducingMotion(reduceMotion: reduceMotion)
        presets.update(chrome.kind, at: index, &motion)
        order.append(Entry(kind: .preset(chrome.kind), index: index))
      }
    }
    names = Array(repeating: CommandNames(), count: order.count)
    events.reserveCapacity(64)
  }

  mutating func handle(_ event: ScrollEvent, tracker: ScrollTracker) {
    if case .scroll = event {} else { events.append(Double(100 + 10 * hostCode(event))) }
    var handling = Handling(event: event, tracker: tracker, codes: takeEvents())
    for position in order.indices {
      let entry = order[position]
      let index = entry.index
      handling.names = names[position]
      switch entry.kind {
      case .collapse: handling.updateCollapsing(&collapses[index])
      case .pull: handling.updatePulling(&pulls[index])
      case .preset(let kind): presets.update(kind, at: index, &handling)
      }
    }
    events = handling.codes.events
  }

  mutating func reject(_ diagnostic: ScrollDiagnostic) {
    events.append(
      Double(200 + 10 * fieldCode(diagnostic.field) + problemCode(diagnostic.problem)))
  }

  mutating func advance(to time: Double) {
    var advancing = Advancing(time: time, codes: takeEvents())
    for position in order.indices {
      let entry = order[position]
      let index = entry.index
      advancing.names = names[position]
      switch entry.kind {
      case .collapse: advancing.updateCollapsing(&collapses[index])
      case .pull: break
      case .preset(let kind): presets.update(kind, at: index, &advancing)
      }
    }
    events = advancing.codes.events
  }

  mutating func perform(_ command: Step.Command, at time: Double) {
    var performing = Performing(command: command, time: time, codes: takeEvents())
    for position in order.indices {
      let entry = order[position]
      let index = entry.index
      if entry.kind.takesCommands { names[position].note(command.name) }
      performing.names = names[position]
      switch entry.kind {
      case .collapse: performing.updateCollapsing(&collapses[index])
      case .pull: break
      case .preset(let kind): presets.update(kind, at: index, &performing)
      }
    }
    events = performing.codes.events
  }

  /// Whether an animation runs: the chrome's own answer, as `scrollchrome trace` reports it.
  var isAnimating: Bool {
    collapses.contains { $0.isAnimating } || presets.isAnimating
  }

  /// Appends each behaviour's numbers to `output`: a collapse `collapsed`, `fraction`, `stretch`,
  /// `animating` (0 or 1), `overlap`, then its chrome's outputs in the chrome's order
  /// (attributes as `alpha`, `translateX`, `translateY`, `scaleX`, `scaleY`, `height`); a pull
  /// its state (0 normal, 1 shallow, 2 deep), `pull` and `progress`.
  ///
  /// - Note: Cost per event: O(number of outputs), no allocation once `output` has grown.
  func writeValues(to output: inout [Double]) {
    var writer = ValueWriter(output: output)
    output = []
    for entry in order {
      let index = entry.index
      switch entry.kind {
      case .collapse: writer.collapse(collapses[index])
      case .pull: writer.pull(pulls[index])
      case .preset(let kind): presets.visit(kind, at: index, &writer)
      }
    }
    output = writer.output
  }

  // MARK: Private

  /// A behaviour's kind and its index in that kind's storage.
  private struct Entry {
    enum Kind {
      case collapse, pull
      case preset(PresetKind)

      /// Whether it is collapse chrome, which takes commands.
      var takesCommands: Bool {
        switch self {
        case .collapse: true
        case .pull: false
        case .preset(let kind): kind.collapses
        }
      }
    }

    var kind: Kind
    var index: Int
  }

  /// The behaviours in the scenario's order.
  private var order: [Entry] = []
  private var collapses: [CollapseBehavior] = []
  private var pulls: [PullBehavior] = []
  private var presets = PresetChromeStore()
  /// The step names of each behaviour's latest commands, in the scenario's order.
  private var names: [CommandNames]

  /// Moves the event codes out (leaving an empty array, which allocates nothing), so behaviours
  /// changed in place can record into them.
  private mutating func takeEvents() -> EventCodes {
    let codes = EventCodes(events: events)
    events = []
    return codes
  }
}

/// Sets a preset's collapse chrome to reduce motion or not.
private struct ReducingMotion: PresetChromeUpdater {
  var reduceMotion: Bool

  mutating func updateCollapsing<Chrome: CollapsingChrome>(_ chrome: inout Chrome) {
    chrome.behavior.reduceMotion = reduceMotion
  }

  mutating func updatePulling<Chrome: PullingChrome>(_ chrome: inout Chrome) {}
}

/// Hands an accepted event to a behaviour, recording its events.
private struct Handling: PresetChromeUpdater {
  var event: ScrollEvent
  var tracker: ScrollTracker
  var codes: EventCodes
  var names = CommandNames()

  mutating func updateCollapsing<Chrome: CollapsingChrome>(_ chrome: inout Chrome) {
    let (event, tracker, names) = (event, tracker, names)
    chrome.handle(event, tracker: tracker) { codes.collapse($0, names) }
  }

  mutating func updatePulling<Chrome: PullingChrome>(_ chrome: inout Chrome) {
    let (event, tracker) = (event, tracker)
    chrome.handle(event, tracker: tracker) { codes.pull($0) }
  }
}

/// Advances a behaviour's running animations to a frame's time, recording its events.
private struct Advancing: PresetChromeUpdater {
  var time: Double
  var codes: EventCodes
  var names = CommandNames()

  mutating func updateCollapsing<Chrome: CollapsingChrome>(_ chrome: inout Chrome) {
    let (time, names) = (time, names)
    chrome.advance(to: time) { codes.collapse($0, names) }
  }

  mutating func updatePulling<Chrome: PullingChrome>(_ chrome: inout Chrome) {}
}

/// Runs a command step on a behaviour (pull chrome takes none), recording its events.
private struct Performing: PresetChromeUpdater {
  var command: Step.Command
  var time: Double
  var codes: EventCodes
  var names = CommandNames()

  mutating func updateCollapsing<Chrome: CollapsingChrome>(_ chrome: inout Chrome) {
    let (command, time, names) = (command, time, names)
    chrome.behavior.perform(command, at: time) { codes.collapse($0, names) }
  }

  mutating func updatePulling<Chrome: PullingChrome>(_ chrome: inout Chrome) {}
}
