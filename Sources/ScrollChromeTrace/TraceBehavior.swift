import ScrollChromeCore

/// One behaviour of a trace, built from its ``BehaviorSpec``, with its output as trace JSON.
struct TraceBehavior {
  // MARK: Internal

  /// A collapse behaviour (bare or a preset), or a pull behaviour with its texts.
  enum Kind {
    case chrome(any CollapsingChrome)
    case pull(PullBehavior, texts: PullTexts)
  }

  /// The texts a pull behaviour shows per state.
  struct PullTexts {
    var normal = DraggableSwitch.defaultNormalStateText
    var shallow = DraggableSwitch.defaultShallowStateText
    var deep = DraggableSwitch.defaultDeepStateText
  }

  /// The name it is keyed by in `value` (empty for a single `behavior`).
  let name: String
  private(set) var kind: Kind

  /// Builds the behaviour a spec describes, checking its parameters.
  ///
  /// - Throws: A ``ScenarioError`` at the offending parameter.
  init(_ spec: BehaviorSpec, tracker: ScrollTracker, reduceMotion: Bool) throws(ScenarioError) {
    name = spec.name
    switch spec.kind {
    case .collapse: kind = .chrome(try Self.collapse(spec, tracker: tracker))
    case .preset(.followView): kind = .chrome(try Self.followView(spec, tracker: tracker))
    case .preset(.shyBar): kind = .chrome(try Self.shyBar(spec, tracker: tracker))
    case .preset(.headerTransition):
      kind = .chrome(try Self.headerTransition(spec, tracker: tracker))
    case .pull: kind = try Self.pull(spec)
    case .preset(.draggableSwitch): kind = try Self.draggableSwitch(spec)
    }
    if case .chrome(var chrome) = kind {
      chrome.behavior.reduceMotion = reduceMotion
      kind = .chrome(chrome)
    }
  }

  /// Whether an animation runs, so the trace keeps emitting frames.
  var isAnimating: Bool {
    if case .chrome(let chrome) = kind { return chrome.isAnimating }
    return false
  }

  /// Hands an accepted event to the behaviour.
  mutating func handle(_ event: ScrollEvent, tracker: ScrollTracker, events: inout [String]) {
    switch kind {
    case .chrome(var chrome):
      chrome.handle(event, tracker: tracker) { Self.record($0, into: &events) }
      kind = .chrome(chrome)
    case .pull(var pull, let texts):
      pull.handle(event, tracker: tracker) { Self.record($0, into: &events) }
      kind = .pull(pull, texts: texts)
    }
  }

  /// Advances a running animation to a frame's time.
  mutating func advance(to time: Double, events: inout [String]) {
    guard case .chrome(var chrome) = kind else { return }
    chrome.advance(to: time) { Self.record($0, into: &events) }
    kind = .chrome(chrome)
  }

  /// Runs a command step; pull behaviours take no commands.
  mutating func perform(_ command: Step.Command, at time: Double, events: inout [String]) {
    guard case .chrome(var chrome) = kind else { return }
    let emit: (CollapseEvent) -> Void = { Self.record($0, into: &events) }
    switch command.name {
    case .expand, .show: chrome.behavior.expand(animated: command.animated, at: time, emit: emit)
    case .collapse, .hide:
      chrome.behavior.collapse(animated: command.animated, at: time, emit: emit)
    case .setFraction:
      chrome.behavior.setFraction(
        command.fraction ?? 0, animated: command.animated, at: time, emit: emit)
    case .enable: chrome.behavior.setEnabled(true, at: time, emit: emit)
    case .disable: chrome.behavior.setEnabled(false, at: time, emit: emit)
    }
    kind = .chrome(chrome)
  }

  /// Appends the behaviour's `value` object (`spec/trace-format.md`).
  func appendValue(to line: inout String) {
    switch kind {
    case .chrome(let chrome): Self.appendValue(of: chrome, to: &line)
    case .pull(let pull, let texts):
      line += "{\"state\": \"" + pull.state.rawValue + "\""
      line += ", \"pull\": " + formatNumber(pull.pull)
      line += ", \"progress\": " + formatNumber(pull.progress)
      let text =
        switch pull.state {
        case .normal: texts.normal
        case .shallow: texts.shallow
        case .deep: texts.deep
        }
      line += ", \"text\": " + jsonString(text) + "}"
    }
  }

  // MARK: Private

  private static func appendValue(of chrome: any CollapsingChrome, to line: inout String) {
    let behavior = chrome.behavior
    line += "{\"collapsed\": " + formatNumber(behavior.collapsed)
    line += ", \"fraction\": " + formatNumber(behavior.fraction)
    line += ", \"stretch\": " + formatNumber(behavior.stretch)
    line += ", \"animating\": " + (chrome.isAnimating ? "true" : "false")
    switch chrome {
    case let preset as FollowView:
      line += ", \"constant\": " + formatNumber(preset.constant)
    case let preset as ShyBar:
      line += ", \"shyFraction\": " + formatNumber(preset.shyFraction)
      line += ", \"visibleHeight\": " + formatNumber(preset.visibleHeight)
    case let preset as HeaderTransition:
      line += ", \"effects\": {\"header\": "
      appendAttributes(preset.header, to: &line)
      line += ", \"title\": "
      appendAttributes(preset.title, to: &line)
      line += "}"
    default:
      break
    }
    line += "}"
  }

  private static func appendAttributes(_ attributes: Attributes, to line: inout String) {
    line += "{\"alpha\": " + formatNumber(attributes.alpha)
    line += ", \"translateX\": " + formatNumber(attributes.translateX)
    line += ", \"translateY\": " + formatNumber(attributes.translateY)
    line += ", \"scaleX\": " + formatNumber(attributes.scaleX)
    line += ", \"scaleY\": " + formatNumber(attributes.scaleY)
    line += ", \"height\": " + formatNumber(attributes.height) + "}"
  }

  /// `state:<state>`, `completed:<command>` and `completed:<command>:interrupted`, the command
  /// named by what the engine ran (`show` and `hide` are `expand` and `collapse`).
  private static func record(_ event: CollapseEvent, into events: inout [String]) {
    switch event {
    case .stateChanged(let state):
      events.append("state:" + state.rawValue)
    case .completed(_, let kind, let finished):
      events.append("completed:" + kind.rawValue + (finished ? "" : ":interrupted"))
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
