import ScrollChromeCore
import ScrollChromeTestSupport
import Testing

// The collapse invariants, checked from the outside over 10,000 seeded random sessions: every mode,
// snap policy and option, delays, speeds, Reduce Motion, tiny to huge ranges; simulated drags past
// both edges, releases, flings, programmatic offsets, scroll-to-top; raw host events in odd orders;
// geometry changes (content shorter than R, zero and huge sizes, new top insets); scroll view
// switches; commands (NaN, ±∞, out-of-range fractions), enabling, ranges (valid or not),
// memory/restore; frames at 30/60/120 Hz; garbage the tracker must refuse.
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
// Then it calls the engine's own `_checkInvariants()`. Garbage is refused with a diagnostic and
// changes nothing (`garbage`); valid events are accepted, ends out of phase rejected (`tracker`).
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
// The session loop, the scroll-view steps and the event plumbing are `PropertySession`'s (in
// ScrollChromeTestSupport); this suite has its setup, its steps (`CollapseStep`) and its checks.
// A failure names the seed and the step; `SCROLLCHROME_PROPERTY_SEED=<seed> swift test --filter
// CollapseInvariant` replays one session, printing every call. A `precondition` inside the engine
// (the invariant build) stops the process first: with SCROLLCHROME_PROPERTY_ANNOUNCE=1 the last
// "CollapseInvariant seed N" printed for each N mod 8 (one task each) names the candidates.

@Suite("Collapse invariants (collapse rules) over seeded random sessions")
struct CollapseInvariantTests {
  @Test("10,000 random sessions keep the invariants after every event, frame and command")
  func randomSessions() async {
    await PropertySessions.run(10_000, filter: CollapseSession.filter) {
      seed, verbose throws(SessionViolation) in try CollapseSession(seed: seed, verbose: verbose)
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
struct CollapseSession: PropertySession {
  // MARK: Public

  /// The `--filter` that replays a session.
  static let filter = "CollapseInvariant"

  init(seed: UInt64, verbose: Bool) throws(SessionViolation) {
    var random = SessionRandom(seed: seed)
    setup = random.collapseSetup()
    state = try SessionState(
      seed: seed, verbose: verbose, filter: Self.filter, random: random, metrics: setup.metrics,
      rate: setup.rate, length: setup.length)
    behavior = CollapseBehavior(setup.configuration, tracker: state.tracker)
    behavior.reduceMotion = setup.reduceMotion
    if verbose { print("seed \(seed): \(setup)") }
  }

  let state: SessionState<CollapseStep>
  let setup: CollapseSetup
  var behavior: CollapseBehavior
  let outbox = CollapseOutbox()
  /// Whether a settle point passed since the last scroll event, drag, command or option change.
  var settled = false
  /// The command that set the chrome since the last scroll event, if any: its target holds, and
  /// settle points leave it where it is, until it is interrupted, the chrome is enabled or
  /// disabled, restored, given a range, or switched to another scroll view.
  var heldByCommand: CommandID?
  var memory: CollapseMemory?
  var issued: [CommandID: ChromeCommand] = [:]
  var completions: [CommandID: [Bool]] = [:]

  var snapshot: String {
    let tracker = state.tracker
    return
      "y \(tracker.metrics.offset) \(tracker.activity) c \(behavior.collapsed)/\(behavior.range)"
      + (behavior.isAnimating ? " animating" : "") + (behavior.isEnabled ? "" : " disabled")
      + (settled ? " settled" : "")
  }

  var isAnimating: Bool { behavior.isAnimating }

  /// A scroll that arrives while the behaviour animates: the animation advances first, so it
  /// never ends inside the scroll event.
  mutating func prepare(for event: ScrollEvent) throws(SessionViolation) {
    if case .scroll = event, behavior.isAnimating { try advanceChrome() }
  }

  /// Hands an accepted event to the behaviour; checks the move and the state, and tracks settle
  /// points.
  mutating func accept(_ event: ScrollEvent, previous: ScrollTracker) throws(SessionViolation) {
    let before = behavior
    let commandOpen = issued.count > completions.count
    behavior.handle(event, tracker: state.tracker, emit: outbox.emit)
    try drain()
    try checkMove(event, before: before, from: previous.metrics.offset)
    let settles = before.isEnabled && !commandOpen && heldByCommand == nil
    switch event {
    case .scroll:
      settled = false
      heldByCommand = nil
    case .switchScrollView: heldByCommand = nil
    case .beginDragging: settled = false
    case .endDragging(_, let willDecelerate) where !willDecelerate: settled = settled || settles
    case .endDecelerating, .endProgrammatic: settled = settled || settles
    default: break
    }
    try check()
  }

  /// Invariants 2 and 3 for one accepted event, after checking δ against the tracker's rule (the
  /// clamped difference, so rubber-band movement never produces δ) from the offset before, `y0`.
  mutating func checkMove(_ event: ScrollEvent, before: CollapseBehavior, from y0: Double)
    throws(SessionViolation)
  {
    let metrics = state.tracker.metrics
    var delta = 0.0
    switch event {
    case .geometry, .switchScrollView: return
    case .scroll(let y): delta = metrics.clamped(y) - metrics.clamped(y0)
    default: break
    }
    if state.tracker.delta != delta {
      throw violation("3", "δ = \(state.tracker.delta), the tracker's rule says \(delta)")
    }
    guard !before.isAnimating, !behavior.isAnimating else { return }
    let configuration = behavior.configuration
    let c = behavior.collapsed
    let speed = configuration.mode == .followsScroll ? configuration.speed : 1
    let scale = max(1, configuration.range, abs(metrics.offset), abs(metrics.minY))
    guard abs(c - before.collapsed) > abs(state.tracker.delta) * speed + 1e-9 * scale else {
      return
    }
    if behavior.reduceMotion {
      // Settling and the rules complete at once: to 0, to R, or as far as the content allows.
      let u = metrics.clamped(metrics.offset) - metrics.minY
      let withContent = configuration.mode == .collapsesWithContent
      if c == 0 || c == behavior.range || configuration.stops.contains(c) { return }
      if withContent && c == min(behavior.range, u) { return }
    }
    let overscroll = state.tracker.delta == 0 && configuration.mode == .followsScroll
    throw violation(
      overscroll ? "3" : "2",
      "\(event) moved c by \(c - before.collapsed) from \(before.collapsed) with δ = "
        + "\(state.tracker.delta), speed \(speed)")
  }

  /// Invariants 1, 4, 5, 6 and the open commands of 7, then the engine's own checks.
  mutating func check() throws(SessionViolation) {
    try checkState()
    behavior._checkInvariants()
  }

  /// Invariants 1, 4, 5, 6 and the open commands of 7, from public outputs.
  mutating func checkState() throws(SessionViolation) {
    let c = behavior.collapsed
    let range = behavior.range
    let fraction = behavior.fraction
    guard c.isFinite, range.isFinite, fraction.isFinite, behavior.stretch.isFinite else {
      throw violation("1", "an output is not finite (f \(fraction), stretch \(behavior.stretch))")
    }
    guard c >= 0, c <= range, fraction >= 0, fraction <= 1 else {
      throw violation("1", "c or f outside its range (f \(fraction))")
    }
    guard behavior.stretch == state.tracker.metrics.topOverscroll else {
      throw violation(
        "1", "stretch \(behavior.stretch) ≠ oTop \(state.tracker.metrics.topOverscroll)")
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
    let metrics = state.tracker.metrics
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

  /// Once everything rests: nothing moves, and every command completed exactly once (7).
  func checkEnd() throws(SessionViolation) {
    guard state.tracker.activity == .idle && !behavior.isAnimating else {
      throw violation("7", "still moving after 30 s; completions may never come")
    }
    for (id, kind) in issued where completions[id]?.count != 1 {
      throw violation("7", "\(kind) #\(id.rawValue) completed \(completions[id]?.count ?? 0) times")
    }
  }
}
