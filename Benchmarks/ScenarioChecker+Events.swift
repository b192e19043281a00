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
      delegateEvent(event, step: step)
    case "endDragging":
      if case .endDragging(_, let decelerate) = step, linesInStep == 1 {
        phases = Phases(decelerate ? .decelerating : .idle)
        if !decelerate { settlePoint() }
      } else {
        phases = Phases(.idle).union(Phases(.decelerating))
        line.pendingDragSettle = true
      }
      delegateEvent(event, step: step)
      (line.afterEndDragging, line.sawEndDragging, line.triggers) = (true, true, 0)
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
    case "beginProgrammatic", "scrollToTop":
      phases = Phases(.animating)
      delegateEvent(event, step: step)
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
    line.afterEndDragging = false
    if linesInStep == 1 && (event == step.name || event.hasPrefix("rejected:")) {
      line.sawStepEvent = true
    }
  }

  /// A behaviour's event: states, triggers and completions; any other `rejected:` is a violation.
  mutating func behaviorEvent(_ event: String) {
    switch event {
    case "state:expanded", "state:partial", "state:collapsed": break
    case "state:normal":
      if !phases.contains(.tracking) && !line.afterEndDragging {
        fail("a pull changed its state to normal while not tracking")
      }
    case "state:shallow", "state:deep", "willTrigger":
      if !phases.contains(.tracking) { fail("\(event) while not tracking") }
    case "triggered:shallow", "triggered:deep":
      line.triggers += 1
      triggersThisDrag += 1
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
      let kind = Self.kind(of: name), name != .show, name != .hide,
      parts.count == 2 || parts[2] == "interrupted"
    else { return fail("an unknown event \(event)") }
    completed[kind] += 1
    if parts.count == 3 { line.interrupted[kind] += 1 }
    if completed[kind] > issued[kind] {
      fail("\(completed[kind]) completions of \(name.rawValue), \(issued[kind]) issued")
    }
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
