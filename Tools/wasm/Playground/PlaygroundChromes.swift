// The playground's behaviours: each one a concrete chrome type in an enum (Embedded Swift has no
// existentials of these protocols), their events as numeric codes and their values as numbers, so
// a frame touches neither String nor the allocator.

import ScrollChromeCore

/// One behaviour of a playground session.
enum PlaygroundChrome {
  case collapse(CollapseBehavior)
  case followView(FollowView.Chrome)
  case shyBar(ShyBar.Chrome)
  case header(HeaderTransition.Chrome)
  case pull(PullBehavior)
  case draggableSwitch(DraggableSwitch.Chrome)
}

extension PlaygroundChrome {
  /// Hands an accepted event to the behaviour; `emit` receives its events' codes.
  mutating func handle(_ event: ScrollEvent, tracker: ScrollTracker, emit: (Int) -> Void) {
    switch self {
    case .header(var chrome):
      chrome.handle(event, tracker: tracker) { emit(collapseEventCode($0)) }
      self = .header(chrome)
    case .pull(var chrome):
      chrome.handle(event, tracker: tracker) { emit(pullEventCode($0)) }
      self = .pull(chrome)
    case .draggableSwitch(var chrome):
      chrome.handle(event, tracker: tracker) { emit(pullEventCode($0)) }
      self = .draggableSwitch(chrome)
    case .collapse, .followView, .shyBar:
      updateBehavior { $0.handle(event, tracker: tracker) { emit(collapseEventCode($0)) } }
    }
  }

  /// Moves a running animation to a frame's time.
  mutating func advance(to time: Double, emit: (Int) -> Void) {
    if case .header(var chrome) = self {
      chrome.advance(to: time) { emit(collapseEventCode($0)) }
      self = .header(chrome)
    } else {
      updateBehavior { $0.advance(to: time) { emit(collapseEventCode($0)) } }
    }
  }

  /// Runs a command on collapse behaviours; pulls take none.
  mutating func perform(_ command: Step.Command, at time: Double, emit: (Int) -> Void) {
    updateBehavior { $0.perform(command, at: time) { emit(collapseEventCode($0)) } }
  }

  /// Whether an animation runs.
  var isAnimating: Bool {
    switch self {
    case .collapse(let chrome): chrome.isAnimating
    case .followView(let chrome): chrome.isAnimating
    case .shyBar(let chrome): chrome.isAnimating
    case .header(let chrome): chrome.isAnimating
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

/// A session's behaviours and the event codes of the line being written.
///
/// An event code is `kind·100 + a·10 + b` (see `eventText` in the page): 1 host event (`a` its
/// kind), 2 rejection (`a` field, `b` problem), 3 collapse state, 4 completion (`a` command, `b` 1
/// when finished), 5 pull state, 6 `willTrigger`, 7 trigger (`a` state).
struct PlaygroundChromes: TraceChromes {
  /// The most events one line keeps; more are dropped (a line has a handful).
  static let eventCapacity = 64

  var chromes: [PlaygroundChrome] = []
  var events: [Double]

  init() {
    events = []
    events.reserveCapacity(Self.eventCapacity)
  }

  mutating func handle(_ event: ScrollEvent, tracker: ScrollTracker) {
    if case .scroll = event {} else { record(100 + 10 * hostCode(event)) }
    var codes = takeEvents()
    for index in chromes.indices {
      chromes[index].handle(event, tracker: tracker) { codes.record($0) }
    }
    events = codes.events
  }

  mutating func reject(_ diagnostic: ScrollDiagnostic) {
    record(200 + 10 * fieldCode(diagnostic.field) + problemCode(diagnostic.problem))
  }

  mutating func advance(to time: Double) {
    var codes = takeEvents()
    for index in chromes.indices {
      chromes[index].advance(to: time) { codes.record($0) }
    }
    events = codes.events
  }

  mutating func perform(_ command: Step.Command, at time: Double) {
    var codes = takeEvents()
    for index in chromes.indices {
      chromes[index].perform(command, at: time) { codes.record($0) }
    }
    events = codes.events
  }

  var isAnimating: Bool { chromes.contains { $0.isAnimating } }

  /// Writes each behaviour's numbers to `output`: a collapse `collapsed`, `fraction`, `stretch`,
  /// `animating` (0 or 1), then its chrome's outputs in the chrome's order (attributes as `alpha`,
  /// `translateX`, `translateY`, `scaleX`, `scaleY`, `height`); a pull its state (0 normal,
  /// 1 shallow, 2 deep), `pull` and `progress`.
  ///
  /// - Note: Cost per event: O(number of outputs), no allocation once `output` has grown.
  func writeValues(to output: inout [Double]) {
    output.removeAll(keepingCapacity: true)
    var writer = ValueWriter(output: output)
    output = []
    for chrome in chromes {
      switch chrome {
      case .collapse(let chrome): writer.collapse(chrome)
      case .followView(let chrome): writer.collapse(chrome)
      case .shyBar(let chrome): writer.collapse(chrome)
      case .header(let chrome): writer.collapse(chrome)
      case .pull(let chrome): writer.pull(chrome.behavior)
      case .draggableSwitch(let chrome): writer.pull(chrome.behavior)
      }
    }
    output = writer.output
  }

  // MARK: Private

  private mutating func record(_ code: Int) {
    var codes = EventCodes(events: events)
    events = []
    codes.record(code)
    events = codes.events
  }

  /// Moves the event codes out (leaving an empty array, which allocates nothing), so behaviours
  /// mutated in place can record into them.
  private mutating func takeEvents() -> EventCodes {
    let codes = EventCodes(events: events)
    events = []
    return codes
  }
}

/// Event codes being recorded, at most ``PlaygroundChromes/eventCapacity``.
struct EventCodes {
  var events: [Double]

  mutating func record(_ code: Int) {
    if events.count < PlaygroundChromes.eventCapacity { events.append(Double(code)) }
  }
}

/// Writes behaviour values as numbers.
private struct ValueWriter: ChromeOutputVisitor {
  var output: [Double]

  mutating func collapse<Chrome: CollapsingChrome>(_ chrome: Chrome) {
    let behavior = chrome.behavior
    output.append(behavior.collapsed)
    output.append(behavior.fraction)
    output.append(behavior.stretch)
    output.append(behavior.isAnimating ? 1 : 0)
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
  }
}

private func collapseEventCode(_ event: CollapseEvent) -> Int {
  switch event {
  case .stateChanged(let state): 300 + 10 * collapseStateCode(state)
  case .completed(_, let command, let finished):
    400 + 10 * commandCode(command) + (finished ? 1 : 0)
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

private func commandCode(_ command: CollapseCommand) -> Int {
  switch command {
  case .expand: 0
  case .collapse: 1
  case .setFraction: 2
  }
}

private func pullStateCode(_ state: PullState) -> Int {
  switch state {
  case .normal: 0
  case .shallow: 1
  case .deep: 2
  }
}
