import Foundation
import ScrollChromeCore
import ScrollChromeTestSupport
import Testing

// The invariants of `spec/behaviors.md` §3.6, checked from the outside over 10,000 seeded random
// sessions: every mode, snap policy and option, delays, speeds, Reduce Motion, tiny to huge ranges;
// simulated drags past both edges, releases, flings, programmatic offsets, scroll-to-top; raw host
// events in odd orders; geometry changes (content shorter than R, zero and huge sizes, new top
// insets); scroll view switches; commands (NaN, ±∞, out-of-range fractions), enabling, ranges
// (valid or not), memory/restore; frames at 30/60/120 Hz; garbage the tracker must refuse.
//
// After every event, frame and command, from public outputs only:
//   1. c ∈ [0, R]; every output finite and consistent (fraction, stretch = oTop, memory, state);
//   2. no jumps: without a command, geometry change, switch or running animation (before or
//      after), |Δc| ≤ |δ|·speed (speed in followsScroll only), δ = tracker.delta; a frame without
//      an animation moves nothing;
//   3. followsScroll: δ == 0 ⇒ Δc == 0, unless an animation runs or the top rule starts one;
//   4. content that fits (D ≤ R, option off, enabled) ⇒ c == 0 whenever no animation runs;
//   5. after a settle point (endDragging without deceleration, endDecelerating, endProgrammatic)
//      and until the next scroll event, drag, command or option change, once no animation runs,
//      snapping on, enabled ⇒ c ∈ {0, stops…, R}, and c ≤ u in collapsesWithContent mode;
//   6. collapsesWithContent, enabled ⇒ (u ≤ 0 ⇒ c == 0);
//   7. every CommandID completes exactly once: never twice, at most one open and only while an
//      animation runs, and — once the session ends and everything rests — each one has completed.
// Then it calls the engine's own `_checkInvariants()`.
//
// The engine's documented choices: disabled chrome is frozen (4–6 do not apply while disabled);
// Reduce Motion completes snaps and rules at once (a jump to 0, to a stop, to R or —
// collapsesWithContent — to the offset from the top is no violation of 2/3); a command whose target
// the rules forbid completes at once, unfinished, and changes nothing; a settle point while a
// command animates leaves the command's target alone (5 starts at the next one). Host events that
// do not fit the phase are rejected and change nothing. The session tracks "settled" itself. The
// behaviour advances before the simulator reports a frame's events, and before a scroll that
// arrives while it animates, so an animation never ends inside a scroll event and "a scroll moved
// c" is exact.
//
// A failure names the seed and the step; `SCROLLCHROME_PROPERTY_SEED=<seed> swift test --filter
// CollapseInvariant` replays one session, printing every call. A `precondition` inside the engine
// (the invariant build) stops the process first: with SCROLLCHROME_PROPERTY_ANNOUNCE=1 the last
// "seed N" printed for each N mod 8 (one task each) names the candidates.

/// A broken invariant, with what reproduces it.
struct InvariantViolation: Error, Sendable, CustomStringConvertible {
  var seed: UInt64
  var step: Int
  var stepDescription: String
  /// The event, frame or command within the step, counted from 1.
  var call: Int
  var invariant: String
  var message: String

  /// The invariant and the kind of step (and of event or command), to group violations.
  var key: String {
    let step = stepDescription.replacingOccurrences(of: "ScrollChromeCore.", with: "")
    let kind = step.prefix { $0.isLetter || $0 == "(" || $0 == "." }
    return invariant + " @ " + (kind.hasSuffix("(") ? String(kind.dropLast()) : String(kind))
  }

  var description: String {
    "seed \(seed), step \(step) (\(stepDescription)), call \(call): invariant \(invariant): "
      + message + " — replay: SCROLLCHROME_PROPERTY_SEED=\(seed) swift test --filter "
      + "CollapseInvariant"
  }
}

@Suite("Collapse invariants (behaviors §3.6) over seeded random sessions")
struct CollapseInvariantTests {
  /// How many sessions run (seeds 0 ..< sessions), in ``chunks`` tasks that run in parallel.
  static let sessions = 10_000
  static let chunks = 8

  @Test("10,000 random sessions keep the invariants after every event, frame and command")
  func randomSessions() async {
    let environment = ProcessInfo.processInfo.environment
    if let seed = environment["SCROLLCHROME_PROPERTY_SEED"].flatMap({ UInt64($0) }) {
      if let violation = Self.run(seed: seed, verbose: true) { Issue.record("\(violation)") }
      return
    }
    let announce = environment["SCROLLCHROME_PROPERTY_ANNOUNCE"] == "1"
    let found = await withTaskGroup(of: [InvariantViolation].self) { group in
      for chunk in 0..<Self.chunks {
        group.addTask {
          stride(from: chunk, to: Self.sessions, by: Self.chunks).compactMap { index in
            if announce { print("seed \(index)") }
            return Self.run(seed: UInt64(index), verbose: false)
          }
        }
      }
      var all: [InvariantViolation] = []
      for await part in group { all += part }
      return all.sorted { $0.seed < $1.seed }
    }
    // One issue per kind of violation (invariant and step), with its first seeds and first case.
    var groups: [String: [InvariantViolation]] = [:]
    for violation in found { groups[violation.key, default: []].append(violation) }
    for (key, group) in groups.sorted(by: { $0.value[0].seed < $1.value[0].seed }) {
      let seeds = group.prefix(8).map { "\($0.seed)" }.joined(separator: ", ")
      Issue.record(
        "\(group.count) of \(Self.sessions) sessions broke \(key) (seeds \(seeds)); first: \(group[0])"
      )
    }
  }

  /// Runs one session; returns the first broken invariant.
  static func run(seed: UInt64, verbose: Bool) -> InvariantViolation? {
    do {
      var session = try InvariantSession(seed: seed, verbose: verbose)
      try session.run()
      return nil
    } catch {
      return error
    }
  }
}

/// Collects what a behaviour emits during one call.
final class CollapseOutbox {
  var events: [CollapseEvent] = []
  func emit(_ event: CollapseEvent) { events.append(event) }
}

/// One random session: a simulator, a tracker and a behaviour driven the way a host drives them
/// (steps in `CollapseInvariantTests+Generator.swift`), checked after every call.
struct InvariantSession {
  // MARK: Public

  init(seed: UInt64, verbose: Bool) throws(InvariantViolation) {
    self.seed = seed
    self.verbose = verbose
    random = SessionRandom(seed: seed)
    setup = random.setup()
    rate = setup.rate
    simulator = ScrollViewSimulator(metrics: setup.metrics)
    do {
      tracker = try ScrollTracker(metrics: setup.metrics)
      behavior = try CollapseBehavior(setup.configuration, tracker: tracker)
    } catch {
      throw InvariantViolation(
        seed: seed, step: -1, stepDescription: "setup", call: 0, invariant: "setup",
        message: "refused: \(error)")
    }
    behavior.reduceMotion = setup.reduceMotion
    if verbose { print("seed \(seed): \(setup)") }
  }

  mutating func run() throws(InvariantViolation) {
    try checkState()
    behavior._checkInvariants()
    for index in 0..<setup.length {
      let next = random.step(
        metrics: tracker.metrics, activity: tracker.activity, range: behavior.range, rate: rate)
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
  var random: SessionRandom
  let setup: InvariantSetup
  var rate: Double
  var simulator: ScrollViewSimulator
  var tracker: ScrollTracker
  var behavior: CollapseBehavior
  var time = 0.0
  let outbox = CollapseOutbox()
  /// Whether a settle point passed since the last scroll event, drag, command or option change.
  var settled = false
  var memory: CollapseMemory?
  var issued: [CommandID: CollapseCommand] = [:]
  var completions: [CommandID: [Bool]] = [:]
  var step = -1
  /// The step being played (`nil` before the first and after the last); described only when a
  /// violation is reported (a description costs reflection).
  var current: InvariantStep?
  var call = 0

  var snapshot: String {
    "y \(tracker.metrics.offset) \(tracker.activity) c \(behavior.collapsed)/\(behavior.range)"
      + (behavior.isAnimating ? " animating" : "") + (behavior.isEnabled ? "" : " disabled")
      + (settled ? " settled" : "")
  }

  func violation(_ invariant: String, _ message: String) -> InvariantViolation {
    InvariantViolation(
      seed: seed, step: step,
      stepDescription: current.map { "\($0)" } ?? (step < 0 ? "setup" : "finish"),
      call: call, invariant: invariant,
      message: message + " [" + snapshot + "]")
  }

  /// Hands an event to the tracker and, once accepted, to the behaviour; `mirror` keeps the
  /// simulator in step with a raw host event.
  mutating func deliver(_ event: ScrollEvent, mirror: Bool) throws(InvariantViolation) {
    if case .scroll = event, behavior.isAnimating { try advanceBehavior() }
    call += 1
    let before = behavior
    let y0 = tracker.metrics.offset
    if isOutOfPhase(event, in: tracker.activity) { return try refuseOutOfPhase(event) }
    do {
      try tracker.handle(event, at: time)
    } catch {
      throw violation("tracker", "refused the valid event \(event): \(error)")
    }
    if mirror { simulator.mirror(event) }
    let commandOpen = issued.count > completions.count
    behavior.handle(event, tracker: tracker, emit: outbox.emit)
    try drain()
    if verbose { print("  \(event) → \(snapshot)") }
    try checkMove(event, before: before, from: y0)
    switch event {
    case .scroll, .beginDragging: settled = false
    case .endDragging(_, let willDecelerate) where !willDecelerate:
      settled = settled || (before.isEnabled && !commandOpen)
    case .endDecelerating, .endProgrammatic:
      settled = settled || (before.isEnabled && !commandOpen)
    default: break
    }
    try checkState()
    behavior._checkInvariants()
  }

  /// An end that does not fit the phase: the tracker rejects it as `phase:<event>` and stays
  /// exactly as it was; the behaviour never receives it.
  mutating func refuseOutOfPhase(_ event: ScrollEvent) throws(InvariantViolation) {
    let before = tracker
    do {
      try tracker.handle(event, at: time)
    } catch {
      guard error.reason == "phase:" + event.name else {
        throw violation("tracker", "\(event) out of phase rejected as \(error.reason)")
      }
      if tracker != before { throw violation("tracker", "rejecting \(event) changed it") }
      try checkState()
      behavior._checkInvariants()
      return
    }
    throw violation("tracker", "accepted \(event) while \(before.activity)")
  }

  /// Garbage: the tracker must refuse it with a diagnostic and stay exactly as it was; the
  /// behaviour never receives it.
  mutating func refuse(_ event: ScrollEvent, time badTime: InvariantBadTime)
    throws(InvariantViolation)
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
    guard let diagnostic else { throw violation("1", "accepted garbage \(event) at \(at)") }
    if badTime != .valid && diagnostic.field != .time {
      throw violation("1", "a bad timestamp reported as \(diagnostic.reason)")
    }
    if tracker != before { throw violation("1", "refusing \(event) changed the tracker") }
    try checkState()
    behavior._checkInvariants()
  }

  /// Invariants 2 and 3 for one accepted event, after checking δ against §2 (the clamped
  /// difference, so rubber-band movement never produces δ) from the offset before, `y0`.
  mutating func checkMove(_ event: ScrollEvent, before: CollapseBehavior, from y0: Double)
    throws(InvariantViolation)
  {
    let metrics = tracker.metrics
    var delta = 0.0
    switch event {
    case .geometry, .switchScrollView: return
    case .scroll(let y): delta = metrics.clamped(y) - metrics.clamped(y0)
    default: break
    }
    if tracker.delta != delta { throw violation("3", "δ = \(tracker.delta), §2 says \(delta)") }
    guard !before.isAnimating, !behavior.isAnimating else { return }
    let configuration = behavior.configuration
    let c = behavior.collapsed
    let speed = configuration.mode == .followsScroll ? configuration.speed : 1
    let scale = max(1, configuration.range, abs(metrics.offset), abs(metrics.minY))
    guard abs(c - before.collapsed) > abs(tracker.delta) * speed + 1e-9 * scale else { return }
    if behavior.reduceMotion {
      // Settling and the rules complete at once: to 0, to R, or as far as the content allows.
      let u = metrics.clamped(metrics.offset) - metrics.minY
      let withContent = configuration.mode == .collapsesWithContent
      if c == 0 || c == behavior.range || configuration.stops.contains(c) { return }
      if withContent && c == min(behavior.range, u) { return }
    }
    let overscroll = tracker.delta == 0 && configuration.mode == .followsScroll
    throw violation(
      overscroll ? "3" : "2",
      "\(event) moved c by \(c - before.collapsed) from \(before.collapsed) with δ = "
        + "\(tracker.delta), speed \(speed)")
  }

  // MARK: Commands

  mutating func command(_ kind: CollapseCommand, fraction: Double, animated: Bool)
    throws(InvariantViolation)
  {
    call += 1
    let configuration = behavior.configuration
    let metrics = tracker.metrics
    let range = configuration.range
    let canCollapse =
      configuration.collapsesWhenContentFits || !metrics.contentFits(within: range)
    let u = metrics.clamped(metrics.offset) - metrics.minY
    let limit = configuration.mode == .collapsesWithContent ? min(range, u) : range
    let target = min(max(fraction, 0), 1) * range
    let refused = !fraction.isFinite || (target > 0 && (!canCollapse || target > limit))
    let before = behavior
    let id: CommandID
    switch kind {
    case .expand: id = behavior.expand(animated: animated, at: time, emit: outbox.emit)
    case .collapse: id = behavior.collapse(animated: animated, at: time, emit: outbox.emit)
    case .setFraction:
      id = behavior.setFraction(fraction, animated: animated, at: time, emit: outbox.emit)
    }
    if issued[id] != nil { throw violation("7", "CommandID \(id.rawValue) issued twice") }
    issued[id] = kind
    try drain()
    let finished = completions[id] ?? []
    if refused {
      guard finished == [false] else {
        throw violation("7", "a refused \(kind) completes at once, unfinished; got \(finished)")
      }
      if !before.isAnimating && behavior.collapsed != before.collapsed {
        throw violation("2", "a refused \(kind) moved c from \(before.collapsed)")
      }
    } else {
      settled = false
      if !animated || behavior.reduceMotion || !finished.isEmpty {
        guard finished == [true], behavior.collapsed == target else {
          throw violation("7", "\(kind) should have reached \(target); got \(finished)")
        }
      } else if !behavior.isAnimating {
        throw violation("7", "an animated \(kind) neither runs nor completed")
      }
    }
    try checkState()
    behavior._checkInvariants()
  }

  /// setEnabled and restore: state checks only. Both end a settle (enabling only if it changes).
  mutating func configure(
    _ body: (inout CollapseBehavior, Double, (CollapseEvent) -> Void) -> Void
  ) throws(InvariantViolation) {
    call += 1
    let wasEnabled = behavior.isEnabled
    body(&behavior, time, outbox.emit)
    try drain()
    if behavior.isEnabled != wasEnabled { settled = false }
    try checkState()
    behavior._checkInvariants()
  }

  /// Records completions (invariant 7: of a known command, never twice).
  mutating func drain() throws(InvariantViolation) {
    guard !outbox.events.isEmpty else { return }
    defer { outbox.events.removeAll(keepingCapacity: true) }
    for event in outbox.events {
      guard case .completed(let id, let kind, let finished) = event else { continue }
      guard issued[id] == kind else {
        throw violation("7", "completion of an unknown command #\(id.rawValue) (\(kind))")
      }
      completions[id, default: []].append(finished)
      if completions[id]!.count > 1 {
        throw violation("7", "\(kind) #\(id.rawValue) completed twice")
      }
    }
  }

  /// Invariants 1, 4, 5, 6 and the open commands of 7, from public outputs.
  mutating func checkState() throws(InvariantViolation) {
    let c = behavior.collapsed
    let range = behavior.range
    let fraction = behavior.fraction
    guard c.isFinite, range.isFinite, fraction.isFinite, behavior.stretch.isFinite else {
      throw violation("1", "an output is not finite (f \(fraction), stretch \(behavior.stretch))")
    }
    guard c >= 0, c <= range, fraction >= 0, fraction <= 1 else {
      throw violation("1", "c or f outside its range (f \(fraction))")
    }
    guard behavior.stretch == tracker.metrics.topOverscroll else {
      throw violation("1", "stretch \(behavior.stretch) ≠ oTop \(tracker.metrics.topOverscroll)")
    }
    let remembered = behavior.memory.fraction
    guard remembered.isFinite, remembered >= 0, remembered <= 1 else {
      throw violation("1", "memory fraction \(remembered)")
    }
    let expected: CollapseState = c <= 0 ? .expanded : c >= range ? .collapsed : .partial
    guard behavior.state == expected else {
      throw violation("1", "state is \(behavior.state) for c = \(c)")
    }
    let open = issued.count - completions.count
    guard open == 0 || (open == 1 && behavior.isAnimating) else {
      throw violation("7", "\(open) command(s) open, animating: \(behavior.isAnimating)")
    }
    guard behavior.isEnabled else { return }
    let configuration = behavior.configuration
    let metrics = tracker.metrics
    if configuration.mode == .collapsesWithContent && metrics.offsetFromTop <= 0 && c != 0 {
      throw violation("6", "collapsed at the top (u = \(metrics.offsetFromTop))")
    }
    let fits = !configuration.collapsesWhenContentFits && metrics.contentFits(within: range)
    if fits && !behavior.isAnimating && c != 0 {
      throw violation("4", "collapsed although D = \(metrics.scrollableDistance) ≤ R")
    }
    let snaps = configuration.snap != .none && configuration.mode != .pinned
    let u = metrics.clamped(metrics.offset) - metrics.minY
    let resting = c == 0 || c == range || configuration.stops.contains(c)
    let reachable = configuration.mode != .collapsesWithContent || c <= u
    if snaps && settled && !behavior.isAnimating && !(resting && reachable) {
      throw violation("5", "partial after settling (\(configuration.mode), \(configuration.snap))")
    }
  }
}
