// The playground's behaviours: the chrome `ScenarioSetup` builds (one concrete type per case, as
// Embedded Swift has no existentials of these protocols), their events as numeric codes and their
// values as numbers, so a frame touches neither String nor the allocator.

import ScrollChromeCore

/// One behaviour of a playground session.
typealias PlaygroundChrome = ScenarioSetup.Chrome

extension PlaygroundChrome {
  /// Hands an accepted event to the behaviour; `emit` receives its events' codes.
  mutating func handle(
    _ event: ScrollEvent, tracker: ScrollTracker, names: CommandNames, emit: (Int) -> Void
  ) {
    switch self {
    case .header(var chrome):
      chrome.handle(event, tracker: tracker) { emit(collapseEventCode($0, names)) }
      self = .header(chrome)
    case .pull(var chrome):
      chrome.handle(event, tracker: tracker) { emit(pullEventCode($0)) }
      self = .pull(chrome)
    case .draggableSwitch(var chrome):
      chrome.handle(event, tracker: tracker) { emit(pullEventCode($0)) }
      self = .draggableSwitch(chrome)
    case .collapse, .followView, .shyBar:
      updateBehavior { $0.handle(event, tracker: tracker) { emit(collapseEventCode($0, names)) } }
    }
  }

  /// Moves a running animation to a frame's time.
  mutating func advance(to time: Double, names: CommandNames, emit: (Int) -> Void) {
    if case .header(var chrome) = self {
      chrome.advance(to: time) { emit(collapseEventCode($0, names)) }
      self = .header(chrome)
    } else {
      updateBehavior { $0.advance(to: time) { emit(collapseEventCode($0, names)) } }
    }
  }

  /// Runs a command on collapse behaviours; pulls take none.
  mutating func perform(
    _ command: Step.Command, at time: Double, names: CommandNames, emit: (Int) -> Void
  ) {
    updateBehavior { $0.perform(command, at: time) { emit(collapseEventCode($0, names)) } }
  }

  /// Whether an animation runs: the chrome's own answer, as `scrollchrome trace` reports it.
  var isAnimating: Bool {
    switch self {
    case .collapse(let chrome): chrome.isAnimating
    case .followView(let chrome): chrome.isAnimating
    case .shyBar(let chrome): chrome.isAnimating
    case .header(let chrome): chrome.isAnimating
    case .pull, .draggableSwitch: false
    }
  }

  /// Whether it is collapse chrome, which takes commands.
  var takesCommands: Bool {
    switch self {
    case .collapse, .followView, .shyBar, .header: true
    case .pull, .draggableSwitch: false
    }
  }

  /// Sets Reduce Motion on collapse behaviours.
  mutating func setReduceMotion(_ on: Bool) {
    updateBehavior { $0.reduceMotion = on }
  }

  // MARK: Private

  /// Changes the collapse behaviour of collapse chrome; pulls have none. Presets other than the
  /// header forward their events and frames to it unchanged, so one copy of the engine's code
  /// serves them all.
  private mutating func updateBehavior(_ body: (inout CollapseBehavior) -> Void) {
    switch self {
    case .collapse(var behavior):
      body(&behavior)
      self = .collapse(behavior)
    case .followView(var chrome):
      body(&chrome.behavior)
      self = .followView(chrome)
    case .shyBar(var chrome):
      body(&chrome.behavior)
      self = .shyBar(chrome)
    case .header(var chrome):
      body(&chrome.behavior)
      self = .header(chrome)
    case .pull, .draggableSwitch: break
    }
  }
}

/// The step names of one behaviour's latest commands, so a completion is named by the step that
/// gave the command (`show`, `hide`…), as `scrollchrome trace` names it.
///
/// A behaviour numbers its commands 1, 2, 3… in the order it receives them (`CommandID`), and a
/// new command ends the one running, so a completion always belongs to one of the last few: the
/// last 16 names are kept, 4 bits each, by number modulo 16.
struct CommandNames {
  private var count: UInt32 = 0
  private var codes: UInt64 = 0

  /// Notes the step name (its code in `commandCode`) of the next command the behaviour receives.
  mutating func note(_ name: Step.Command.Name) {
    count &+= 1
    let shift = UInt64(count % 16) * 4
    codes = codes & ~(0xF << shift) | UInt64(commandCode(name)) << shift
  }

  /// The code of the step name of command `id`.
  func code(of id: CommandID) -> Int {
    Int(codes >> (UInt64(id.rawValue % 16) * 4) & 0xF)
  }
}

/// A session's behaviours and the event codes of the line being written.
///
/// An event code is `kind·100 + a·10 + b` (see `eventText` in the page): 1 host event (`a` its
/// kind), 2 rejection (`a` field, `b` problem), 3 collapse state, 4 completion (`a` the command
/// step's name, `b` 1 when finished), 5 pull state, 6 `willTrigger`, 7 trigger (`a` state).
struct PlaygroundChromes: TraceChromes {
  var chromes: [PlaygroundChrome]
  var names: [CommandNames]
  var events: [Double] = []

  init(_ chromes: [PlaygroundChrome], reduceMotion: Bool) {
    self.chromes = chromes
    for index in self.chromes.indices { self.chromes[index].setReduceMotion(reduceMotion) }
    names = Array(repeating: CommandNames(), count: chromes.count)
    events.reserveCapacity(64)
  }

  mutating func handle(_ event: ScrollEvent, tracker: ScrollTracker) {
    if case .scroll = event {} else { events.append(Double(100 + 10 * hostCode(event))) }
    var codes = takeEvents()
    for index in chromes.indices {
      chromes[index].handle(event, tracker: tracker, names: names[index]) { codes.record($0) }
    }
    events = codes.events
  }

  mutating func reject(_ diagnostic: ScrollDiagnostic) {
    events.append(
      Double(200 + 10 * fieldCode(diagnostic.field) + problemCode(diagnostic.problem)))
  }

  mutating func advance(to time: Double) {
    var codes = takeEvents()
    for index in chromes.indices {
      chromes[index].advance(to: time, names: names[index]) { codes.record($0) }
    }
    events = codes.events
  }

  mutating func perform(_ command: Step.Command, at time: Double) {
    var codes = takeEvents()
    for index in chromes.indices {
      if chromes[index].takesCommands, command.name != .enable, command.name != .disable {
        names[index].note(command.name)
      }
      chromes[index].perform(command, at: time, names: names[index]) { codes.record($0) }
    }
    events = codes.events
  }

  var isAnimating: Bool { chromes.contains { $0.isAnimating } }

  /// Appends each behaviour's numbers to `output`: a collapse `collapsed`, `fraction`, `stretch`,
  /// `animating` (0 or 1), then its chrome's outputs in the chrome's order (attributes as `alpha`,
  /// `translateX`, `translateY`, `scaleX`, `scaleY`, `height`); a pull its state (0 normal,
  /// 1 shallow, 2 deep), `pull` and `progress`.
  ///
  /// - Note: Cost per event: O(number of outputs), no allocation once `output` has grown.
  func writeValues(to output: inout [Double]) {
    var writer = ValueWriter(output: output)
    output = []
    for chrome in chromes {
      switch chrome {
      case .collapse(let chrome): writer.collapse(chrome)
      case .followView(let chrome): writer.collapse(chrome)
      case .shyBar(let chrome): writer.collapse(chrome)
      case .header(let chrome): writer.collapse(chrome)
      case .pull(let chrome): writer.pull(chrome)
      case .draggableSwitch(let chrome): writer.pull(chrome.behavior)
      }
    }
    output = writer.output
  }

  // MARK: Private

  /// Moves the event codes out (leaving an empty array, which allocates nothing), so behaviours
  /// mutated in place can record into them.
  private mutating func takeEvents() -> EventCodes {
    let codes = EventCodes(events: events)
    events = []
    return codes
  }
}

/// Event codes being recorded.
struct EventCodes {
  var events: [Double]

  mutating func record(_ code: Int) { events.append(Double(code)) }
}

/// Writes behaviour values as numbers.
private struct ValueWriter: ChromeOutputVisitor {
  var output: [Double]

  mutating func collapse<Chrome: CollapsingChrome>(_ chrome: Chrome) {
    let behavior = chrome.behavior
    output.append(behavior.collapsed)
    output.append(behavior.fraction)
    output.append(behavior.stretch)
    output.append(chrome.isAnimating ? 1 : 0)
    chrome.visitOutputs(&self)
  }

  mutating func pull(_ behavior: PullBehavior) {
    output.append(Double(pullStateCode(behavior.state)))
    output.append(behavior.pull)
    output.append(behavior.progress)
  }

  mutating func visit(_ name: StaticString, _ value: Double) { output.append(value) }

  mutating func visit(_ name: StaticString, _ attributes: Attributes) {
    output.append(attributes.alpha)
    output.append(attributes.translateX)
    output.append(attributes.translateY)
    output.append(attributes.scaleX)
    output.append(attributes.scaleY)
    output.append(attributes.height ?? 0)
  }

  mutating func visit(_ name: StaticString, text: String) {}
}

// MARK: Codes (the page's tables list the names in the same order)

private func hostCode(_ event: ScrollEvent) -> Int {
  switch event {
  case .geometry: 0
  case .scroll: 1
  case .beginDragging: 2
  case .endDragging: 3
  case .endDecelerating: 4
  case .beginProgrammatic: 5
  case .endProgrammatic: 6
  case .scrollToTop: 7
  case .switchScrollView: 8
  }
}

private func fieldCode(_ field: ScrollDiagnostic.Field) -> Int {
  switch field {
  case .offset: 0
  case .viewport: 1
  case .content: 2
  case .insetTop: 3
  case .insetBottom: 4
  case .velocity: 5
  case .time: 6
  case .decelerationRate: 7
  case .phase: 8
  }
}

private func problemCode(_ problem: ScrollDiagnostic.Problem) -> Int {
  switch problem {
  case .notFinite: 0
  case .negative: 1
  case .tooLarge: 2
  case .timeWentBackwards: 3
  case .outsideUnitInterval: 4
  case .endDecelerating: 5
  case .endProgrammatic: 6
  case .endDragging: 7
  }
}

private func collapseEventCode(_ event: CollapseEvent, _ names: CommandNames) -> Int {
  switch event {
  case .stateChanged(let state): 300 + 10 * collapseStateCode(state)
  case .completed(let id, _, let finished): 400 + 10 * names.code(of: id) + (finished ? 1 : 0)
  }
}

private func pullEventCode(_ event: PullEvent) -> Int {
  switch event {
  case .stateChanged(_, let to): 500 + 10 * pullStateCode(to)
  case .willTrigger: 600
  case .triggered(let state): 700 + 10 * pullStateCode(state)
  }
}

private func collapseStateCode(_ state: CollapseState) -> Int {
  switch state {
  case .expanded: 0
  case .partial: 1
  case .collapsed: 2
  }
}

/// A command step's name: 0 expand, 1 collapse, 2 show, 3 hide, 4 setFraction.
private func commandCode(_ name: Step.Command.Name) -> Int {
  switch name {
  case .expand: 0
  case .collapse: 1
  case .show: 2
  case .hide: 3
  case .setFraction, .enable, .disable: 4
  }
}

private func pullStateCode(_ state: PullState) -> Int {
  switch state {
  case .normal: 0
  case .shallow: 1
  case .deep: 2
  }
}
