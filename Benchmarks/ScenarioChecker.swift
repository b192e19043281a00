import ScrollChromeCore
import ScrollChromeTrace

/// Checks, line by line, what a ``TraceRunner`` printed for a ``GeneratedScenario``.
///
/// It follows the steps (how many lines each prints, which are frames: `t` must then advance by
/// one frame) and models the phase from the events on each line — tracking after `beginDragging`
/// until `endDragging`, decelerating after a decelerating `endDragging` until `endDecelerating`,
/// animating after `scrollToTop` or `beginProgrammatic` until `endProgrammatic`, idle otherwise —
/// so an end is accepted exactly when it fits and `rejected:phase:<event>` otherwise, leaving the
/// phase. A `scrollToTop` or `beginProgrammatic` while tracking takes the drag over: the pull
/// returns to `normal`, and the finger's `endDragging` (the host's, or a `release`'s) is
/// `rejected:phase:endDragging` until the next `beginDragging`; an `endDragging` with no drag at
/// all is accepted. Triggers come only right after the `endDragging` of a drag begun by
/// `beginDragging` and not taken over, one per pull behaviour whose state at the lift was not
/// `normal`, with that state. The simulator's `endDragging` does not say whether it decelerates: the phase is then
/// either, and the printed one decides. No other `rejected:` may appear in a valid scenario (the
/// first one ends the check of its scenario: the simulator and the engine then disagree). On
/// top of that it checks the triggers, the completions and, from the `value` numbers, the
/// invariants and the overlap (see `ScenarioChecker+Values.swift`), and after a `scroll` step the
/// top rule and revealing at the end, mirrored in reversed direction
/// (`ScenarioChecker+Directions.swift`).
struct ScenarioChecker {
  // MARK: Internal

  /// The problems found, in order.
  private(set) var violations: [String] = []
  /// The number of lines checked.
  private(set) var lines = 0

  /// Prepares the check of one scenario.
  ///
  /// - Parameter generated: The scenario, as generated.
  init(_ generated: GeneratedScenario) {
    scenario = generated.scenario
    facts = generated.behaviors
    names = generated.scenario.behaviors.map(\.name)
    metrics = scenario.metrics
    offset = metrics.offset
    chrome = facts.map { fact in
      guard case .chrome(let facts) = fact else { return ChromeState(isEnabled: false) }
      return ChromeState(isEnabled: facts.isEnabled)
    }
    pullStates = facts.map { _ in "normal" }
    for fact in facts {
      if case .pull = fact { pullCount += 1 } else { chromeCount += 1 }
    }
  }

  /// Checks the next line.
  ///
  /// - Parameter frame: The line.
  mutating func check(_ frame: TraceFrame) {
    lines += 1
    guard !isDesynchronized else { return }
    skipSilentSteps()
    guard stepIndex < scenario.steps.count else { return fail("a line after the last step") }
    let step = scenario.steps[stepIndex]
    linesInStep += 1
    if isFrame(step, line: linesInStep) { frames += 1 }
    if frame.time != Double(frames) / scenario.frameRate {
      fail("t = \(frame.time) is not frame \(frames) at \(scenario.frameRate) Hz")
    }
    previousTopOverscroll = metrics.topOverscroll
    if frame.offset != offset {
      unsettleAll()
      forgetCommands()
      hasDelivered = true
    }
    let offsetMoved = frame.offset != offset
    offset = frame.offset
    metrics.offset = frame.offset
    readValue(frame)
    begin(step)
    line = LineState()
    for event in frame.events { handle(event, step: step) }
    guard !isDesynchronized else { return }
    checkTriggers()
    end(step, frame)
    if line.pendingDragSettle && frame.phase == .idle { settlePoint() }
    let onlyEnds = !offsetMoved && Self.hasOnlyEnds(frame.events)
    let collapsedBefore = onlyEnds ? chrome.map(\.collapsed) : []
    checkValue(frame)
    if onlyEnds && previouslyAnimating.count == chrome.count {
      checkHold(frame, collapsed: collapsedBefore)
    }
    checkStillness(frame, isQuiet: isFrame(step, line: linesInStep) && !offsetMoved)
    if !phases.contains(frame.phase) {
      fail("phase \(frame.phase.rawValue), the events say \(phases.names)")
    }
    phases = Phases(frame.phase)
    if isLastLine(of: step, frame) {
      stepIndex += 1
      linesInStep = 0
    }
  }

  /// Checks that every step printed its lines.
  mutating func finish() {
    guard !isDesynchronized else { return }
    skipSilentSteps()
    if stepIndex < scenario.steps.count {
      fail("the trace ended during steps[\(stepIndex)] (\(scenario.steps[stepIndex].name))")
    }
  }

  // MARK: Model

  /// The generated scenario.
  let scenario: Scenario
  /// Its behaviours.
  let facts: [BehaviorFacts]
  /// Their names.
  let names: [String]
  /// The geometry, and the offset of the current line.
  var metrics: ScrollMetrics
  /// The printed offset of the previous line.
  var offset: Double
  /// Per behaviour (pull behaviours hold an unused entry).
  var chrome: [ChromeState]
  /// Per behaviour, the pull state on the previous line (collapse behaviours hold an unused one).
  var pullStates: [String]
  /// The number of collapse and pull behaviours.
  var chromeCount = 0, pullCount = 0
  /// The commands issued and completed so far, by kind: expand, collapse, setFraction.
  var issued = [0, 0, 0], completed = [0, 0, 0]
  /// What the current line showed so far.
  var line = LineState()
  /// The current line's value, one object per behaviour (empty if it could not be read).
  var values: [JSONValue] = []
  /// Per behaviour, whether the current line shows it animating.
  var animatingNow: [Bool] = []
  /// The phases the events allow.
  var phases = Phases(.idle)

  /// The lines of the current step so far.
  var linesInStep = 0
  /// The triggers since the last `beginDragging`.
  var triggersThisDrag = 0
  /// Whether a programmatic scroll or scroll-to-top took the last drag over: its finger's
  /// `endDragging` is then rejected (`rejected:phase:endDragging`) until the next `beginDragging`.
  var isDragTakenOver = false
  /// Whether a drag begun by `beginDragging` runs, neither ended nor taken over: only its
  /// `endDragging` triggers.
  var isDragUnbroken = false
  /// The top overscroll on the previous line.
  var previousTopOverscroll = 0.0
  /// Per behaviour, its value and whether it animated on the previous line.
  var previousValues: [JSONValue] = [], previouslyAnimating: [Bool] = []
  /// Whether the behaviours have received an event (a pull behaviour reports no pull before).
  var hasDelivered = false
  /// Whether the rest of the scenario goes unchecked: the engine rejected an event it should not
  /// have (the simulator and the engine then disagree about the scroll view), or the violations
  /// reached ``violationLimit``.
  var isDesynchronized = false

  /// The most violations recorded for one scenario; the rest of it is not checked.
  static let violationLimit = 20

  /// Records a violation; after ``violationLimit`` the rest of the scenario is not checked.
  mutating func fail(_ message: String) {
    let step = stepIndex < scenario.steps.count ? scenario.steps[stepIndex].name : "end"
    violations.append("line \(lines) (steps[\(stepIndex)] \(step)): " + message)
    if violations.count >= Self.violationLimit { isDesynchronized = true }
  }

  // MARK: Private

  /// The step whose lines are being read.
  private(set) var stepIndex = 0
  /// The frames printed so far.
  private var frames = 0

  /// Skips the steps that print nothing (an `advance` shorter than half a frame).
  private mutating func skipSilentSteps() {
    while linesInStep == 0, stepIndex < scenario.steps.count,
      case .advance(let seconds) = scenario.steps[stepIndex],
      Int((seconds * scenario.frameRate).rounded()) == 0
    {
      stepIndex += 1
    }
  }

  /// Whether the `line`-th line of `step` is a frame (`t` advances).
  func isFrame(_ step: Step, line: Int) -> Bool {
    switch step {
    case .advance, .drag, .release, .fling: true
    case .scrollToTop, .setContentOffset: line > 1
    default: false
    }
  }

  /// Whether `frame` is the last line of `step`: a fixed count, or — for the steps that run
  /// until the scroll view rests — the runner's own condition (nothing decelerates or animates,
  /// or 10 s of frames).
  private func isLastLine(of step: Step, _ frame: TraceFrame) -> Bool {
    let rate = scenario.frameRate
    switch step {
    case .advance(let seconds): return linesInStep >= Int((seconds * rate).rounded())
    case .drag(_, let duration): return linesInStep >= max(1, Int((duration * rate).rounded()))
    case .setContentOffset(_, false): return true
    case .release, .fling, .scrollToTop, .setContentOffset:
      let moving = frame.phase == .decelerating || frame.phase == .animating
      let animating = animatingNow.contains(true)
      return linesInStep - 1 >= Int((TraceRunner.settleLimit * rate).rounded())
        || !(moving || animating)
    default: return true
    }
  }

  /// What a step's line implies before its events: a command is issued to every collapse
  /// behaviour.
  private mutating func begin(_ step: Step) {
    guard linesInStep == 1, case .command(let command) = step,
      let kind = Self.kind(of: command.name)
    else { return }
    issued[kind] += chromeCount
    for index in chrome.indices { chrome[index].mayRunCommand = true }
  }

  /// What a step's line implies after its events: the step's own event was seen, a geometry
  /// change took effect, a host offset is printed, and what ends a settle.
  private mutating func end(_ step: Step, _ frame: TraceFrame) {
    guard linesInStep == 1 else { return }
    let rejected = frame.events.contains { $0.hasPrefix("rejected:") }
    switch step {
    case .beginDragging, .endDragging, .endDecelerating, .geometry, .scrollToTop:
      if !line.sawStepEvent { fail("the line does not show its step's event") }
    default: break
    }
    switch step {
    case .geometry(let viewport, let content, let insetTop, let insetBottom) where !rejected:
      for index in chrome.indices { chrome[index].isHeld = false }
      metrics.viewport = viewport ?? metrics.viewport
      metrics.content = content ?? metrics.content
      metrics.insetTop = insetTop ?? metrics.insetTop
      metrics.insetBottom = insetBottom ?? metrics.insetBottom
    case .scroll(let y), .setContentOffset(let y, false):
      hasDelivered = hasDelivered || !rejected
      if !rejected && frame.offset != y {
        fail("offset \(frame.offset) after a step to \(y)")
      }
      unsettleAll()
      if case .scroll = step, !rejected {
        forgetCommands()
        checkReachedEnds(scrolledTo: y)
      }
    case .setContentOffset:
      unsettleAll()
    case .command(let command):
      checkCommand(command, frame)
      unsettleAll()
    default: break
    }
  }
}
