import Foundation
import ScrollChromeCore
import ScrollChromeTestSupport
import Testing

// The pull rules of `spec/behaviors.md` §4, checked from the outside over 10,000 seeded random
// sessions: the seed's and random thresholds (tiny, huge, with hysteresis up to just below
// `deep − shallow`), the bare behaviour and the `DraggableSwitch` preset; simulated pulls of random
// depth past the top, drags, one-frame jumps, releases with velocities, flings down into the top
// edge, bounce-back; raw host events in odd orders (scrolls exactly on a threshold, endDragging
// without beginDragging, programmatic phases inside a drag); geometry and inset changes; scroll
// view switches; garbage the tracker must refuse (it is then not delivered). A fifth of the sessions
// also run a `HeaderTransition` on the same scroll view (its checks are in
// `HeaderTransitionInvariantTests`).
//
// After every event, from public outputs only, against a model of the spec that only sees the
// tracker's metrics and activity:
//   1. pull = top overscroll from the resting top (`oTop`, insets included), exactly;
//      progress = clamp(p/deep, 0, 1); every output finite;
//   2. while tracking the state is the function of p (with hysteresis, of p and the previous
//      state: a state is kept until p falls `hysteresis` below its threshold); p = 0 is normal
//      even when shallow is 0 or the hysteresis reaches 0 (the engine's documented refinement);
//   3. not tracking ⇒ no state change, except the reset to normal on endDragging and on a switch;
//   4. the events are exactly the spec's: `stateChanged(from:to:)` per change, `willTrigger` right
//      after each entry into deep (and never otherwise), `triggered(s)` only at endDragging, only
//      with the state s held at that moment (never normal), at most once per drag
//      (beginDragging … endDragging) — so never from deceleration or bounce-back;
//   5. the preset: text per state, arrow rotation = progress·π.
//
// A failure names the seed and the step; `SCROLLCHROME_PROPERTY_SEED=<seed> swift test --filter
// PullInvariant` replays one session, printing every call. With SCROLLCHROME_PROPERTY_ANNOUNCE=1
// each task prints its seeds as it starts them (for a crash in the invariant build).

/// A broken invariant, with what reproduces it.
struct SessionViolation: Error, Sendable, CustomStringConvertible {
  var seed: UInt64
  var step: Int
  var stepDescription: String
  /// The event, frame or command within the step, counted from 1.
  var call: Int
  var invariant: String
  var message: String
  /// The `--filter` that replays it.
  var filter: String

  /// The invariant and the kind of step, to group violations.
  var key: String {
    let step = stepDescription.replacingOccurrences(of: "ScrollChromeCore.", with: "")
    let kind = step.prefix { $0.isLetter || $0 == "(" || $0 == "." }
    return invariant + " @ " + (kind.hasSuffix("(") ? String(kind.dropLast()) : String(kind))
  }

  var description: String {
    "seed \(seed), step \(step) (\(stepDescription)), call \(call): invariant \(invariant): "
      + message + " — replay: SCROLLCHROME_PROPERTY_SEED=\(seed) swift test --filter " + filter
  }
}

/// A broken invariant as a model reports it; the session adds where.
typealias Broken = (invariant: String, message: String)

/// Runs `sessions` seeded sessions in parallel chunks (or one, replayed verbosely, when
/// `SCROLLCHROME_PROPERTY_SEED` is set) and records one issue per kind of violation.
func runSessions(
  _ sessions: Int, filter: String,
  run: @escaping @Sendable (UInt64, Bool) -> SessionViolation?
) async {
  let environment = ProcessInfo.processInfo.environment
  if let seed = environment["SCROLLCHROME_PROPERTY_SEED"].flatMap({ UInt64($0) }) {
    if let violation = run(seed, true) { Issue.record("\(violation)") }
    return
  }
  let announce = environment["SCROLLCHROME_PROPERTY_ANNOUNCE"] == "1"
  let chunks = 8
  let found = await withTaskGroup(of: [SessionViolation].self) { group in
    for chunk in 0..<chunks {
      group.addTask {
        stride(from: chunk, to: sessions, by: chunks).compactMap { index in
          if announce { print("\(filter) seed \(index)") }
          return run(UInt64(index), false)
        }
      }
    }
    var all: [SessionViolation] = []
    for await part in group { all += part }
    return all.sorted { $0.seed < $1.seed }
  }
  var groups: [String: [SessionViolation]] = [:]
  for violation in found { groups[violation.key, default: []].append(violation) }
  for (key, group) in groups.sorted(by: { $0.value[0].seed < $1.value[0].seed }) {
    let seeds = group.prefix(8).map { "\($0.seed)" }.joined(separator: ", ")
    Issue.record(
      "\(group.count) of \(sessions) sessions broke \(key) (seeds \(seeds)); first: \(group[0])")
  }
}

@Suite("Pull invariants (behaviors §4) over seeded random sessions")
struct PullInvariantTests {
  static let sessions = 10_000

  @Test("10,000 random sessions follow the pull rules after every event")
  func randomSessions() async {
    await runSessions(Self.sessions, filter: "PullInvariant") { seed, verbose in
      ScrollChromeSession.run(
        seed: seed, verbose: verbose, filter: "PullInvariant", pull: true, header: seed % 5 == 0)
    }
  }

}

/// Collects what a pull behaviour emits during one call.
final class PullOutbox {
  var events: [PullEvent] = []
}

/// A pull header under test and the spec's model of it.
struct PullModel {
  // MARK: Public

  init(_ setup: PullSetup) throws(ConfigurationError) {
    configuration = setup.configuration
    try setup.configuration.validate()
    bare = PullBehavior(setup.configuration)
    if let texts = setup.texts {
      let header = DraggableSwitch(
        shallowThreshold: configuration.shallow, deepThreshold: configuration.deep,
        normalText: texts.normal, shallowText: texts.shallow, deepText: texts.deep)
      try header.validate()
      preset = header.makeChrome(tracker: ScrollTracker())
      self.texts = texts
    }
  }

  /// The behaviour (the preset's, if any).
  var behavior: PullBehavior { preset?.behavior ?? bare }

  /// The state the spec calls for at pull `p`, coming from `previous`, while tracking.
  static func state(at p: Double, from previous: PullState, _ configuration: PullConfiguration)
    -> PullState
  {
    let (shallow, deep, hysteresis) =
      (configuration.shallow, configuration.deep, configuration.hysteresis)
    // No pull, no state (the engine's rule for a shallow threshold of 0, or a hysteresis that
    // reaches 0): a drag inside the content stays normal.
    if p <= 0 { return .normal }
    if p >= deep || (previous == .deep && p >= deep - hysteresis) { return .deep }
    if p >= shallow || (previous != .normal && p >= shallow - hysteresis) { return .shallow }
    return .normal
  }

  /// Hands an accepted event to the behaviour and checks what it did against the model.
  mutating func handle(_ event: ScrollEvent, tracker: ScrollTracker) -> Broken? {
    let outbox = outbox
    outbox.events.removeAll(keepingCapacity: true)
    delivered = true
    if var preset {
      preset.behavior.handle(event, tracker: tracker) { outbox.events.append($0) }
      self.preset = preset
    } else {
      bare.handle(event, tracker: tracker) { outbox.events.append($0) }
    }
    predicted.removeAll(keepingCapacity: true)
    switch event {
    case .beginDragging:
      dragging = true
      triggers = 0
    case .endDragging:
      if expected != .normal { predicted.append(.triggered(expected)) }
      move(to: .normal)
    case .switchScrollView:
      move(to: .normal)
    default:
      break
    }
    if tracker.activity == .tracking {
      move(to: Self.state(at: tracker.metrics.topOverscroll, from: expected, configuration))
    }
    for reported in outbox.events {
      guard case .triggered = reported else { continue }
      guard case .endDragging = event else {
        return ("pull.trigger", "\(reported) outside endDragging, at \(event)")
      }
      triggers += 1
      guard dragging, triggers == 1 else {
        return ("pull.trigger", "trigger \(triggers) of a drag (open: \(dragging))")
      }
    }
    if case .endDragging = event { dragging = false }
    if outbox.events != predicted {
      return ("pull.events", "reported \(outbox.events), the spec says \(predicted)")
    }
    return check(tracker)
  }

  /// Rules 1, 2, 3 and 5 from the behaviour's outputs.
  func check(_ tracker: ScrollTracker) -> Broken? {
    let behavior = behavior
    let p = behavior.pull
    let progress = behavior.progress
    guard p.isFinite, progress.isFinite else {
      return ("pull.finite", "p \(p), progress \(progress)")
    }
    // Made without a tracker, the behaviour reports p = 0 until its first event.
    guard p == (delivered ? tracker.metrics.topOverscroll : 0) else {
      return ("pull.p", "p \(p) ≠ oTop \(tracker.metrics.topOverscroll)")
    }
    let ratio = p / configuration.deep
    guard progress == (ratio < 0 ? 0 : ratio > 1 ? 1 : ratio) else {
      return ("pull.progress", "progress \(progress) at p \(p), deep \(configuration.deep)")
    }
    guard behavior.state == expected else {
      return ("pull.state", "state \(behavior.state), the spec says \(expected) at p \(p)")
    }
    if let preset, let texts {
      let text =
        switch behavior.state {
        case .normal: texts.normal
        case .shallow: texts.shallow
        case .deep: texts.deep
        }
      guard preset.text == text else {
        return ("pull.text", "\"\(preset.text)\" in \(behavior.state)")
      }
      guard preset.arrowRotation == progress * Double.pi else {
        return ("pull.arrow", "rotation \(preset.arrowRotation) at progress \(progress)")
      }
    }
    return nil
  }

  var snapshot: String { "pull \(behavior.pull) \(behavior.state)" }

  // MARK: Private

  private let configuration: PullConfiguration
  private var bare: PullBehavior
  private var preset: DraggableSwitch.Chrome?
  private var texts: (normal: String, shallow: String, deep: String)?
  /// The model's state.
  private var expected: PullState = .normal
  /// Whether the behaviour has received an event.
  private var delivered = false
  /// Whether a drag is open (beginDragging seen, endDragging not yet), and its triggers.
  private var dragging = false
  private var triggers = 0
  private let outbox = PullOutbox()
  private var predicted: [PullEvent] = []

  /// The model's state change, with the events it reports.
  private mutating func move(to next: PullState) {
    guard next != expected else { return }
    predicted.append(.stateChanged(from: expected, to: next))
    if next == .deep { predicted.append(.willTrigger) }
    expected = next
  }
}

/// One random session: a simulator, a tracker, a pull header and/or a collapsing header on one
/// scroll view, driven the way a host drives them (steps in `PullInvariantTests+Generator.swift`)
/// and checked after every call.
struct ScrollChromeSession {
  // MARK: Public

  /// Runs one session; returns the first broken invariant.
  static func run(seed: UInt64, verbose: Bool, filter: String, pull: Bool, header: Bool)
    -> SessionViolation?
  {
    do {
      var session = try ScrollChromeSession(
        seed: seed, verbose: verbose, filter: filter, pull: pull, header: header)
      try session.run()
      return nil
    } catch {
      return error
    }
  }

  init(seed: UInt64, verbose: Bool, filter: String, pull: Bool, header: Bool)
    throws(SessionViolation)
  {
    self.seed = seed
    self.verbose = verbose
    self.filter = filter
    random = SessionRandom(seed: seed)
    setup = random.setup(pull: pull, header: header)
    simulator = ScrollViewSimulator(metrics: setup.metrics, deceleration: setup.deceleration)
    do {
      tracker = try ScrollTracker(metrics: setup.metrics)
      self.pull = try setup.pull.map { setup throws(ConfigurationError) in try PullModel(setup) }
      self.header = try setup.header.map { [tracker] setup throws(ConfigurationError) in
        try HeaderModel(setup, tracker: tracker)
      }
    } catch {
      throw SessionViolation(
        seed: seed, step: -1, stepDescription: "setup", call: 0, invariant: "setup",
        message: "refused: \(error)", filter: filter)
    }
    if verbose { print("seed \(seed): \(setup)") }
  }

  mutating func run() throws(SessionViolation) {
    try check()
    for index in 0..<setup.length {
      let next = random.step(metrics: tracker.metrics, activity: tracker.activity, setup: setup)
      step = index
      current = next
      call = 0
      try perform(next)
      if verbose { print("\(index): \(next) → \(snapshot)") }
    }
    step = setup.length
    current = nil
    try finish()
  }

  // MARK: Internal

  let seed: UInt64
  let verbose: Bool
  let filter: String
  var random: SessionRandom
  let setup: SessionSetup
  var simulator: ScrollViewSimulator
  var tracker: ScrollTracker
  var pull: PullModel?
  var header: HeaderModel?
  var time = 0.0
  var step = -1
  /// The step being played (described only when a violation is reported).
  var current: SessionStep?
  var call = 0

  var snapshot: String {
    "y \(tracker.metrics.offset) \(tracker.activity) " + (pull?.snapshot ?? "")
      + (header.map { " " + $0.snapshot } ?? "")
  }

  func violation(_ invariant: String, _ message: String) -> SessionViolation {
    SessionViolation(
      seed: seed, step: step,
      stepDescription: current.map { "\($0)" } ?? (step < 0 ? "setup" : "finish"),
      call: call, invariant: invariant, message: message + " [" + snapshot + "]", filter: filter)
  }

  /// Hands an event to the tracker and, once accepted, to the behaviours; `mirror` keeps the
  /// simulator in step with a raw host event.
  mutating func deliver(_ event: ScrollEvent, mirror: Bool) throws(SessionViolation) {
    call += 1
    let insetTop = tracker.metrics.insetTop
    if isOutOfPhase(event, in: tracker.activity) {
      // Rejected as `phase:<event>`; the tracker and the behaviours never see it.
      let before = tracker
      do {
        try tracker.handle(event, at: time)
      } catch {
        guard error.reason == "phase:" + event.name, tracker == before else {
          throw violation("tracker", "\(event) out of phase: \(error.reason), tracker changed")
        }
        return
      }
      throw violation("tracker", "accepted \(event) while \(before.activity)")
    }
    do {
      try tracker.handle(event, at: time)
    } catch {
      throw violation("tracker", "refused the valid event \(event): \(error)")
    }
    if mirror { simulator.mirror(event) }
    if verbose { print("  \(event) at \(time)") }
    if let broken = pull?.handle(event, tracker: tracker) {
      throw violation(broken.invariant, broken.message)
    }
    if let broken = header?.handle(event, tracker: tracker, insetTop: insetTop) {
      throw violation(broken.invariant, broken.message)
    }
  }

  /// Garbage: the tracker must refuse it with a diagnostic and stay exactly as it was; the
  /// behaviours never receive it, and their outputs stay valid.
  mutating func refuse(_ event: ScrollEvent, time badTime: SessionBadTime)
    throws(SessionViolation)
  {
    call += 1
    let at = badTime == .valid ? time : badTime == .earlier ? tracker.time - 0.25 : .nan
    let before = tracker
    var diagnostic: ScrollDiagnostic?
    do {
      try tracker.handle(event, at: at)
    } catch {
      diagnostic = error
    }
    guard let diagnostic else {
      throw violation("garbage", "accepted \(event) at \(at)")
    }
    if badTime != .valid && diagnostic.field != .time {
      throw violation("garbage", "a bad timestamp reported as \(diagnostic.reason)")
    }
    if tracker != before { throw violation("garbage", "refusing \(event) changed the tracker") }
    try check()
  }

  /// Every model's state checks.
  mutating func check() throws(SessionViolation) {
    if let broken = pull?.check(tracker) { throw violation(broken.invariant, broken.message) }
    if let broken = header?.check(tracker) { throw violation(broken.invariant, broken.message) }
  }
}
