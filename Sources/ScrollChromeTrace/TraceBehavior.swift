import ScrollChromeCore

/// One behaviour of a trace: the running chrome its ``BehaviorSpec`` describes, and its value for
/// each line.
struct TraceBehavior {
  // MARK: Internal

  /// Running collapse chrome (a bare behaviour or a preset's), or running pull chrome.
  enum Kind {
    case collapse(any CollapsingChrome & ChromeOutputs)
    case pull(any PullingChrome & ChromeOutputs)
  }

  /// The name it is keyed by in `value` (empty for a single `behavior`).
  let name: String
  private(set) var kind: Kind
  /// The step names of the chrome's latest commands, which name their completions.
  private var commandNames = CommandNames()

  /// Runs the chrome a scenario's setup built (``ScenarioSetup``), keyed by `name`.
  init(name: String, chrome: ScenarioSetup.Chrome, reduceMotion: Bool) {
    self.name = name
    switch chrome {
    case .collapse(let chrome): kind = .collapse(chrome)
    case .pull(let chrome): kind = .pull(chrome)
    case .preset(let chrome):
      var boxing = Boxing()
      chrome.visit(&boxing)
      kind = boxing.kind ?? .pull(PullBehavior(PullConfiguration()))
    }
    if case .collapse(var chrome) = kind {
      chrome.behavior.reduceMotion = reduceMotion
      kind = .collapse(chrome)
    }
  }

  /// Whether an animation runs, so the trace keeps emitting frames.
  var isAnimating: Bool {
    if case .collapse(let chrome) = kind { return chrome.isAnimating }
    return false
  }

  /// Hands an accepted event to the chrome.
  mutating func handle(_ event: ScrollEvent, tracker: ScrollTracker, events: inout [String]) {
    switch kind {
    case .collapse(var chrome):
      let names = commandNames
      chrome.handle(event, tracker: tracker) { Self.record($0, names: names, into: &events) }
      kind = .collapse(chrome)
    case .pull(var chrome):
      chrome.handle(event, tracker: tracker) { Self.record($0, into: &events) }
      kind = .pull(chrome)
    }
  }

  /// Advances a running animation to a frame's time.
  mutating func advance(to time: Double, events: inout [String]) {
    guard case .collapse(var chrome) = kind else { return }
    let names = commandNames
    chrome.advance(to: time) { Self.record($0, names: names, into: &events) }
    kind = .collapse(chrome)
  }

  /// Runs a command step; pull chrome takes no commands.
  mutating func perform(_ command: Step.Command, at time: Double, events: inout [String]) {
    guard case .collapse(var chrome) = kind else { return }
    commandNames.note(command.name)
    let names = commandNames
    chrome.behavior.perform(command, at: time) { Self.record($0, names: names, into: &events) }
    kind = .collapse(chrome)
  }

  /// The behaviour's value now: the engine's numbers, then the chrome's own outputs.
  var value: TraceValue {
    var outputs = TraceOutputs()
    switch kind {
    case .collapse(let chrome):
      let behavior = chrome.behavior
      chrome.visitOutputs(&outputs)
      return TraceValue(
        name: name,
        kind: .collapse(
          TraceValue.Collapse(
            collapsed: behavior.collapsed, fraction: behavior.fraction, stretch: behavior.stretch,
            isAnimating: chrome.isAnimating, overlap: behavior.overlap, numbers: outputs.numbers,
            attributes: outputs.attributes)))
    case .pull(let chrome):
      let behavior = chrome.behavior
      chrome.visitOutputs(&outputs)
      // A bare pull shows the draggable switch's default text for its state.
      let text = outputs.text ?? DraggableSwitch().text(for: behavior.state)
      return TraceValue(
        name: name,
        kind: .pull(
          TraceValue.Pull(
            state: behavior.state, pull: behavior.pull, progress: behavior.progress, text: text)))
    }
  }

  // MARK: Private

  /// `state:<state>`, `completed:<command>` and `completed:<command>:interrupted`, the command
  /// named as its step named it.
  private static func record(
    _ event: CollapseEvent, names: CommandNames, into events: inout [String]
  ) {
    switch event {
    case .stateChanged(let state):
      events.append("state:" + state.rawValue)
    case .completed(let id, _, let finished):
      events.append(
        "completed:" + names.name(of: id).rawValue + (finished ? "" : ":interrupted"))
    }
  }

  /// `state:<state>`, `willTrigger` and `triggered:<state>`.
  private static func record(_ event: PullEvent, into events: inout [String]) {
    switch event {
    case .stateChanged(_, let to): events.append("state:" + to.rawValue)
    case .willTrigger: events.append("willTrigger")
    case .triggered(let state): events.append("triggered:" + state.rawValue)
    }
  }
}

/// A preset's chrome as the existential `TraceBehavior` runs.
private struct Boxing: PresetChromeVisitor {
  var kind: TraceBehavior.Kind?

  mutating func visitCollapsing<Chrome: CollapsingChrome & ChromeOutputs>(_ chrome: Chrome) {
    kind = .collapse(chrome)
  }

  mutating func visitPulling<Chrome: PullingChrome & ChromeOutputs>(_ chrome: Chrome) {
    kind = .pull(chrome)
  }
}

/// Collects a chrome's outputs for its trace value.
private struct TraceOutputs: ChromeOutputVisitor {
  var numbers: [TraceValue.NamedNumber] = []
  var attributes: [TraceValue.NamedAttributes] = []
  var text: String?

  mutating func visit(_ name: StaticString, _ value: Double) {
    numbers.append(TraceValue.NamedNumber(name: name.description, value: value))
  }

  mutating func visit(_ name: StaticString, _ attributes: Attributes) {
    self.attributes.append(
      TraceValue.NamedAttributes(name: name.description, attributes: attributes))
  }

  mutating func visit(_ name: StaticString, text: String) { self.text = text }
}
