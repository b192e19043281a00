import ScrollChromeCore
import ScrollChromeTrace

/// Checks, line by line, what a ``TraceRunner`` printed for a ``GeneratedScenario``.
///
/// It follows the steps (how many lines each prints, which are frames: `t` must then advance by
/// one frame) and models the phase from the events on each line — tracking after `beginDragging`
/// until `endDragging`, decelerating after a decelerating `endDragging` until `endDecelerating`,
/// animating after `scrollToTop` or `beginProgrammatic` until `endProgrammatic`, idle otherwise —
/// so an end is accepted exactly when it fits and `rejected:phase:<event>` otherwise, leaving the
/// phase. The simulator's `endDragging` does not say whether it decelerates: the phase is then
/// either, and the printed one decides. No other `rejected:` may appear in a valid scenario (the
/// first one ends the check of its scenario: the simulator and the engine then disagree). On
/// top of that it checks the triggers, the completions and, from the `value` numbers, the
/// invariants (see `ScenarioChecker+Values.swift`).
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
    if frame.offset != offset {
      unsettleAll()
      hasDelivered = true
    }
    offset = frame.offset
    metrics.offset = frame.offset
    readValue(frame)
    begin(step)
    line = LineState()
    for event in frame.events { handle(event, step: step) }
    guard !isDesynchronized else { return }
    end(step, frame)
    if line.pendingDragSettle && frame.phase == .idle { settlePoint() }
    checkValue(frame)
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

  /// What the checker knows of one collapse behaviour while the scenario runs.
  struct ChromeState {
    /// Whether it follows scrolling.
    var isEnabled: Bool
    /// Whether a settle point passed (enabled, no command possibly running) since its last scroll
    /// event, drag, command or option change.
    var isSettled = false
    /// Whether a command may still run (from a command step until a line shows it not animating).
    var mayRunCommand = false
    /// `c` on the previous line (`nil` before the first).
    var collapsed: Double?
  }

  /// What one line's events showed so far.
  struct LineState {
    /// Whether the simulator's `endDragging` left the phase open between idle and decelerating,
    /// with no end after it: a settle point if the line ends idle.
    var pendingDragSettle = false
    /// Whether the last delegate event was `endDragging` (its pull triggers follow it).
    var afterEndDragging = false
    /// Whether an `endDragging` happened on the line.
    var sawEndDragging = false
    /// The triggers since the last `endDragging`.
    var triggers = 0
    /// The completions of each command kind reported unfinished.
    var interrupted = [0, 0, 0]
    /// Whether the step's own event (or its rejection) was seen.
    var sawStepEvent = false
  }

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

  /// A settle point: every enabled collapse behaviour without a possibly running command settles.
  mutating func settlePoint() {
    for index in chrome.indices where chrome[index].isEnabled && !chrome[index].mayRunCommand {
      chrome[index].isSettled = true
    }
  }

  /// Something other than settling moved the chrome: invariant 5 waits for the next settle point.
  mutating func unsettleAll() {
    for index in chrome.indices { chrome[index].isSettled = false }
  }

  // MARK: Private

  /// The step whose lines are being read.
  private var stepIndex = 0
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
  private func isFrame(_ step: Step, line: Int) -> Bool {
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
    case .setContentOffset:
      unsettleAll()
    case .command(let command):
      checkCommand(command, frame)
      unsettleAll()
    default: break
    }
  }

  /// The ledger index of a command's completions, or `nil` for enable and disable.
  static func kind(of name: Step.Command.Name) -> Int? {
    switch name {
    case .expand, .show: 0
    case .collapse, .hide: 1
    case .setFraction: 2
    case .enable, .disable: nil
    }
  }
}
