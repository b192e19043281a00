import ScrollChromeCore
import ScrollChromeTestSupport
import Testing

// The pull rules, checked from the outside over 10,000 seeded random sessions: the seed's and
// random thresholds (tiny, huge, with hysteresis up to just below `deep − shallow`), the bare
// behaviour and the `DraggableSwitch` preset; simulated pulls of random depth past the top, drags,
// one-frame jumps, releases with velocities, flings down into the top edge, bounce-back; raw host
// events in odd orders (scrolls exactly on a threshold, endDragging without beginDragging,
// programmatic phases inside a drag); geometry and inset changes; scroll view switches; garbage the
// tracker must refuse (it is then not delivered). A fifth of the sessions also run a
// `HeaderTransition` on the same scroll view (its checks are in `HeaderTransitionInvariantTests`).
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
// Garbage is refused with a diagnostic and changes nothing (`garbage`); valid events are accepted
// and ends out of phase rejected, the models' checks holding after either (`tracker`).
//
// The session loop, the scroll-view steps and the event plumbing are `PropertySession`'s (in
// ScrollChromeTestSupport); `HeaderSession` holds the models and its own steps. A failure names
// the seed and the step; `SCROLLCHROME_PROPERTY_SEED=<seed> swift test --filter PullInvariant`
// replays one session, printing every call. With SCROLLCHROME_PROPERTY_ANNOUNCE=1 each task prints
// its seeds as it starts them (for a crash in the invariant build).

@Suite("Pull invariants (pull rules) over seeded random sessions")
struct PullInvariantTests {
  @Test("10,000 random sessions follow the pull rules after every event")
  func randomSessions() async {
    // Every session has a pull header; a fifth also have a collapsing header.
    await HeaderSession.run(10_000, filter: "PullInvariant", pullEvery: 1, headerEvery: 5)
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
  mutating func handle(_ event: ScrollEvent, tracker: ScrollTracker) -> BrokenInvariant? {
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
    case .beginProgrammatic, .scrollToTop:
      // The app takes the drag over: it is over without a release, and never triggers.
      dragging = false
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
  func check(_ tracker: ScrollTracker) -> BrokenInvariant? {
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
struct HeaderSession: PropertySession {
  // MARK: Public

  init(seed: UInt64, verbose: Bool, filter: String, pull: Bool, header: Bool)
    throws(SessionViolation)
  {
    var random = SessionRandom(seed: seed)
    setup = random.headerSessionSetup(pull: pull, header: header)
    state = try SessionState(
      seed: seed, verbose: verbose, filter: filter, random: random, metrics: setup.metrics,
      deceleration: setup.deceleration, rate: setup.rate, length: setup.length)
    let tracker = state.tracker
    do {
      self.pull = try setup.pull.map { setup throws(ConfigurationError) in try PullModel(setup) }
      self.header = try setup.header.map { setup throws(ConfigurationError) in
        try HeaderModel(setup, tracker: tracker)
      }
    } catch {
      throw .setup(seed: seed, filter: filter, refused: error)
    }
    if verbose { print("seed \(seed): \(setup)") }
  }

  /// Runs `count` sessions (``PropertySessions/run(_:filter:sourceLocation:_:)``).
  ///
  /// - Parameters:
  ///   - count: How many sessions run.
  ///   - filter: The `--filter` that replays a session.
  ///   - sourceLocation: Where the issues are recorded; the caller's by default.
  ///   - pullEvery: The session of a seed has a pull header when `seed % pullEvery == 0`.
  ///   - headerEvery: The session of a seed has a collapsing header when
  ///     `seed % headerEvery == 0`.
  static func run(
    _ count: Int, filter: String, sourceLocation: SourceLocation = #_sourceLocation,
    pullEvery: UInt64, headerEvery: UInt64
  ) async {
    await PropertySessions.run(count, filter: filter, sourceLocation: sourceLocation) {
      seed, verbose throws(SessionViolation) in
      try HeaderSession(
        seed: seed, verbose: verbose, filter: filter, pull: seed % pullEvery == 0,
        header: seed % headerEvery == 0)
    }
  }

  let state: SessionState<HeaderSessionStep>
  let setup: HeaderSessionSetup
  var pull: PullModel?
  var header: HeaderModel?

  var snapshot: String {
    "y \(state.tracker.metrics.offset) \(state.tracker.activity) " + (pull?.snapshot ?? "")
      + (header.map { " " + $0.snapshot } ?? "")
  }

  /// Hands an accepted event to the models, which check what the chrome did.
  mutating func accept(_ event: ScrollEvent, previous: ScrollTracker) throws(SessionViolation) {
    if let broken = pull?.handle(event, tracker: state.tracker) { throw violation(broken) }
    if let broken = header?.handle(
      event, tracker: state.tracker, insetTop: previous.metrics.insetTop)
    {
      throw violation(broken)
    }
  }

  /// Every model's state checks.
  mutating func check() throws(SessionViolation) {
    if let broken = pull?.check(state.tracker) { throw violation(broken) }
    if let broken = header?.check(state.tracker) { throw violation(broken) }
  }

  /// Once the session has ended: the header's animations have ended, the scroll view rests.
  func checkEnd() throws(SessionViolation) {
    if isAnimating {
      throw violation("header.animating", "still animating after 30 s of frames")
    }
    if state.tracker.activity != .idle {
      throw violation("session", "the scroll view never came to rest")
    }
  }
}
