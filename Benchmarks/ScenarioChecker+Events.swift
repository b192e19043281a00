import ScrollChromeCore
import ScrollChromeTrace

extension ScenarioChecker {
  // MARK: Internal

  /// Handles one event of the line.
  mutating func handle(_ event: String, step: Step) {
    switch event {
    case "beginDragging":
      phases = Phases(.tracking)
      unsettleAll()
      triggersThisDrag = 0
      (isDragTakenOver, isDragUnbroken) = (false, true)
      line.beganDragging = true
      delegateEvent(event, step: step)
    case "endDragging":
      if isDragTakenOver {
        fail("endDragging accepted after a programmatic scroll took its drag over")
      }
      expectTriggers()
      if case .endDragging(_, let decelerate) = step, linesInStep == 1 {
        phases = Phases(decelerate ? .decelerating : .idle)
        if !decelerate { settlePoint() }
      } else {
        phases = Phases(.idle).union(Phases(.decelerating))
        line.pendingDragSettle = true
      }
      delegateEvent(event, step: step)
      (line.afterEndDragging, line.sawEndDragging, line.triggers) = (true, true, 0)
      isDragUnbroken = false
    case "endDecelerating", "endProgrammatic":
      let fits = Phases(event == "endDecelerating" ? .decelerating : .animating)
      if !phases.intersects(fits.union(Phases(.idle))) {
        fail("\(event) accepted while \(phases.names)")
      }
      phases = Phases(.idle)
      settlePoint()
      delegateEvent(event, step: step)
    case "rejected:phase:endDecelerating", "rejected:phase:endProgrammatic":
      let decelerating = event.hasSuffix("endDecelerating")
      let misfits = Phases(.tracking).union(Phases(decelerating ? .animating : .decelerating))
      if !phases.intersects(misfits) { fail("\(event) although it fits \(phases.names)") }
      phases = phases.intersection(misfits)
      delegateEvent(event, step: step)
    case "rejected:phase:endDragging":
      if !isDragTakenOver { fail("\(event) although no programmatic scroll took a drag over") }
      delegateEvent(event, step: step)
    case "beginProgrammatic", "scrollToTop":
      // Begun while a finger is down, it takes the drag over: no release, no trigger.
      let takesOver = phases.contains(.tracking)
      if takesOver { (isDragTakenOver, isDragUnbroken) = (true, false) }
      phases = Phases(.animating)
      delegateEvent(event, step: step)
      if takesOver { (line.afterTakeover, line.sawTakeover) = (true, true) }
    case "geometry":
      delegateEvent(event, step: step)
    default:
      behaviorEvent(event)
    }
  }

  /// A delegate event ends the window of the previous `endDragging`'s triggers and of a pending
  /// drag settle, and may be the step's own event.
  mutating func delegateEvent(_ event: String, step: Step) {
    if !event.hasPrefix("rejected:") { hasDelivered = true }
    if event != "endDragging" { line.pendingDragSettle = false }
    checkTriggers()
    line.afterEndDragging = false
    line.afterTakeover = false
    if linesInStep == 1 && (event == step.name || event.hasPrefix("rejected:")) {
      line.sawStepEvent = true
    }
  }

  /// A behaviour's event: states, triggers and completions; any other `rejected:` is a violation.
  mutating func behaviorEvent(_ event: String) {
    switch event {
    case "state:expanded", "state:partial", "state:collapsed": break
    case "state:normal":
      if !phases.contains(.tracking) && !line.afterEndDragging && !line.afterTakeover {
        fail("a pull changed its state to normal while not tracking")
      }
    case "state:shallow", "state:deep", "willTrigger":
      if !phases.contains(.tracking) { fail("\(event) while not tracking") }
    case "triggered:shallow", "triggered:deep":
      line.triggers += 1
      triggersThisDrag += 1
      line.triggerNames.append(String(event.dropFirst("triggered:".count)))
      if !line.afterEndDragging { fail("\(event) not right after endDragging") }
      if line.triggers > pullCount || triggersThisDrag > pullCount {
        fail("more triggers in one drag than pull behaviours (\(pullCount))")
      }
    default:
      if event.hasPrefix("completed:") { return completion(event) }
      fail("\(event) in a valid scenario (the rest of it is not checked)")
      isDesynchronized = true
    }
  }

  /// `completed:<kind>` or `completed:<kind>:interrupted`: never more than were issued.
  mutating func completion(_ event: String) {
    let parts = event.split(separator: ":")
    guard parts.count <= 3, let name = Step.Command.Name(rawValue: String(parts[1])),
      let kind = Self.kind(of: name), parts.count == 2 || parts[2] == "interrupted"
    else { return fail("an unknown event \(event)") }
    completed[kind] += 1
    if parts.count == 3 {
      line.interrupted[kind] += 1
      // An interrupted command reached no target: its chrome (not named) no longer holds one.
      for index in chrome.indices { chrome[index].isHeld = false }
    }
    if completed[kind] > issued[kind] {
      fail("\(completed[kind]) completions of \(name.rawValue), \(issued[kind]) issued")
    }
  }
}

extension ScenarioChecker {
  // MARK: Triggers

  /// At an accepted `endDragging`: the triggers the pull rules call for. Only a drag begun by
  /// `beginDragging` and not taken over triggers, each pull behaviour with the state it held at the
  /// lift (`normal` fires nothing): the state on the previous line, or — a drag begun on this line
  /// (`fling`) — the state of the pull there coming from `normal`.
  mutating func expectTriggers() {
    line.expectedTriggers = []
    line.knowsTriggers = isDragUnbroken
    guard isDragUnbroken else { return }
    for index in facts.indices {
      guard case .pull(let facts) = facts[index] else { continue }
      var state = pullStates[index]
      if line.beganDragging {
        state =
          PullWatch.state(at: previousTopOverscroll, from: .normal, facts.configuration)
          .rawValue
      }
      if state != "normal" { line.expectedTriggers.append(state) }
    }
  }

  /// When the triggers of an `endDragging` are all out (the next delegate event or the line's
  /// end): they must be the ones ``expectTriggers()`` called for.
  mutating func checkTriggers() {
    guard line.afterEndDragging else { return }
    let reported = line.triggerNames.sorted()
    let expected = line.knowsTriggers ? line.expectedTriggers.sorted() : reported
    if reported != expected {
      fail("triggers \(reported) at the lift, the pull rules call for \(expected)")
    }
    line.triggerNames = []
  }
}

/// A set of phases: what the events on a line allow the printed phase to be.
struct Phases {
  // MARK: Internal

  /// The set holding only `phase`.
  init(_ phase: ScrollActivity) {
    bits = Self.bit(phase)
  }

  /// Whether `phase` is in the set.
  func contains(_ phase: ScrollActivity) -> Bool { bits & Self.bit(phase) != 0 }

  /// Whether the sets share a phase.
  func intersects(_ other: Phases) -> Bool { bits & other.bits != 0 }

  /// Both sets' phases.
  func union(_ other: Phases) -> Phases { Phases(bits: bits | other.bits) }

  /// The phases in both sets.
  func intersection(_ other: Phases) -> Phases { Phases(bits: bits & other.bits) }

  /// The phases, as `idle|decelerating`.
  var names: String {
    [ScrollActivity.idle, .tracking, .decelerating, .animating].filter(contains)
      .map(\.rawValue).joined(separator: "|")
  }

  // MARK: Private

  /// One bit per phase.
  private let bits: UInt8

  /// The set of the phases whose bits are set.
  private init(bits: UInt8) { self.bits = bits }

  /// The bit of `phase`.
  private static func bit(_ phase: ScrollActivity) -> UInt8 {
    switch phase {
    case .idle: 1
    case .tracking: 2
    case .decelerating: 4
    case .animating: 8
    }
  }
}
