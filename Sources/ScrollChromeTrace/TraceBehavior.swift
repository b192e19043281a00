import ScrollChromeCore

/// One behaviour of a trace, built from its ``BehaviorSpec``, with its output as trace JSON.
struct TraceBehavior {
  // MARK: Internal

  /// The behaviour and the preset that wraps it, if any.
  enum Kind {
    case collapse(CollapseBehavior)
    case followView(FollowView)
    case shyBar(ShyBar)
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
    case .collapse:
      kind = .collapse(try Self.collapse(spec, tracker: tracker))
    case .preset(.followView):
      kind = .followView(try Self.followView(spec, tracker: tracker))
    case .preset(.shyBar):
      kind = .shyBar(try Self.shyBar(spec, tracker: tracker))
    case .preset(.headerTransition), .preset(.draggableSwitch), .pull:
      throw ScenarioError(
        path: spec.parametersPath.description,
        message: "this behaviour is not available yet; available: collapse, followView, shyBar")
    }
    update { $0.reduceMotion = reduceMotion }
  }

  /// Whether an animation runs, so the trace keeps emitting frames.
  var isAnimating: Bool { collapse.isAnimating }

  /// Hands an accepted event to the behaviour.
  mutating func handle(_ event: ScrollEvent, tracker: ScrollTracker, events: inout [String]) {
    update { $0.handle(event, tracker: tracker) { Self.record($0, into: &events) } }
  }

  /// Advances a running animation to a frame's time.
  mutating func advance(to time: Double, events: inout [String]) {
    update { $0.advance(to: time) { Self.record($0, into: &events) } }
  }

  /// Runs a command step.
  mutating func perform(_ command: Step.Command, at time: Double, events: inout [String]) {
    update { behavior in
      let emit: (CollapseEvent) -> Void = { Self.record($0, into: &events) }
      switch command.name {
      case .expand, .show: behavior.expand(animated: command.animated, at: time, emit: emit)
      case .collapse, .hide: behavior.collapse(animated: command.animated, at: time, emit: emit)
      case .setFraction:
        behavior.setFraction(
          command.fraction ?? 0, animated: command.animated, at: time, emit: emit)
      case .enable: behavior.setEnabled(true, at: time, emit: emit)
      case .disable: behavior.setEnabled(false, at: time, emit: emit)
      }
    }
  }

  /// Appends the behaviour's `value` object (`spec/trace-format.md`).
  func appendValue(to line: inout String) {
    let behavior = collapse
    line += "{\"collapsed\": " + formatNumber(behavior.collapsed)
    line += ", \"fraction\": " + formatNumber(behavior.fraction)
    line += ", \"stretch\": " + formatNumber(behavior.stretch)
    line += ", \"animating\": " + (behavior.isAnimating ? "true" : "false")
    switch kind {
    case .collapse: break
    case .followView(let preset):
      line += ", \"constant\": " + formatNumber(preset.constant)
    case .shyBar(let preset):
      line += ", \"shyFraction\": " + formatNumber(preset.shyFraction)
      line += ", \"visibleHeight\": " + formatNumber(preset.visibleHeight)
    }
    line += "}"
  }

  // MARK: Private

  /// The collapse engine inside, whatever the preset.
  private var collapse: CollapseBehavior {
    switch kind {
    case .collapse(let behavior): behavior
    case .followView(let preset): preset.behavior
    case .shyBar(let preset): preset.behavior
    }
  }

  private mutating func update(_ body: (inout CollapseBehavior) -> Void) {
    switch kind {
    case .collapse(var behavior):
      body(&behavior)
      kind = .collapse(behavior)
    case .followView(var preset):
      body(&preset.behavior)
      kind = .followView(preset)
    case .shyBar(var preset):
      body(&preset.behavior)
      kind = .shyBar(preset)
    }
  }

  /// `state:<state>`, `completed:<command>` and `completed:<command>:interrupted`, the command
  /// named by what the engine ran (`show` and `hide` are `expand` and `collapse`).
  private static func record(_ event: CollapseEvent, into events: inout [String]) {
    switch event {
    case .stateChanged(let state):
      events.append("state:" + state.rawValue)
    case .completed(_, let kind, let finished):
      events.append(
        "completed:" + kind.rawValue + (finished ? "" : ":interrupted"))
    }
  }
}
