import ScrollChromeCore

/// One seeded random session of a property suite: a simulator, a tracker and the chrome under
/// test on one scroll view, driven the way a host drives them and checked after every call.
///
/// A conforming session holds a ``SessionState`` and says how its chrome takes events, frames and
/// its own steps, and what it checks; the session's run loop, its scroll-view steps, frames,
/// settling and end, and the delivery of events through the tracker (refusing garbage and events
/// that do not fit the phase) are shared.
package protocol PropertySession {
  /// The steps only this suite plays (see ``SessionStep/own(_:)``).
  associatedtype OwnStep

  /// The scroll view, the tracker, the time and the session's place.
  var state: SessionState<OwnStep> { get }

  /// What the chrome shows, for verbose output and violations.
  var snapshot: String { get }

  /// Whether an animation of the chrome runs (frames continue until none does).
  var isAnimating: Bool { get }

  /// Draws the next step from `state.random`, given where the scroll view is.
  mutating func nextStep() -> SessionStep<OwnStep>

  /// Plays one of the suite's own steps.
  mutating func perform(_ step: OwnStep) throws(SessionViolation)

  /// Runs before the tracker sees `event` (and before its call is counted); does nothing by
  /// default.
  mutating func prepare(for event: ScrollEvent) throws(SessionViolation)

  /// Hands an event the tracker accepted to the chrome and checks what it did.
  ///
  /// - Parameters:
  ///   - event: The event, already handled by `state.tracker`.
  ///   - previous: The tracker before the event.
  mutating func accept(_ event: ScrollEvent, previous: ScrollTracker) throws(SessionViolation)

  /// A frame callback: the chrome's animations move to `state.time`.
  mutating func advanceChrome() throws(SessionViolation)

  /// The checks that hold after every call, from public outputs.
  mutating func check() throws(SessionViolation)

  /// The checks once the session has ended and everything rests (or 30 s of frames passed).
  mutating func checkEnd() throws(SessionViolation)
}

extension PropertySession {
  // MARK: Public

  /// Does nothing.
  package mutating func prepare(for event: ScrollEvent) throws(SessionViolation) {}

  /// Checks, plays every step and checks after each, then ends the session.
  package mutating func run() throws(SessionViolation) {
    try check()
    for index in 0..<state.length {
      let next = nextStep()
      state.step = index
      state.current = next
      state.call = 0
      try play(next)
      if state.verbose { print("\(index): \(next.summary) → \(snapshot)") }
    }
    state.step = state.length
    state.current = nil
    try finish()
  }

  /// A violation of `invariant` at the current step and call, with the chrome's snapshot.
  package func violation(_ invariant: String, _ message: String) -> SessionViolation {
    SessionViolation(
      seed: state.seed, step: state.step,
      stepDescription: state.current?.summary ?? (state.step < 0 ? "setup" : "finish"),
      call: state.call, invariant: invariant, message: message + " [" + snapshot + "]",
      filter: state.filter)
  }

  /// What a model reports broken, as a violation at the current step and call.
  package func violation(_ broken: BrokenInvariant) -> SessionViolation {
    violation(broken.invariant, broken.message)
  }

  /// Plays one step.
  package mutating func play(_ next: SessionStep<OwnStep>) throws(SessionViolation) {
    switch next {
    case .drag(let distance, let frames):
      if state.simulator.activity != .tracking { try simulate { $0.touchDown(emit: $1) } }
      for _ in 0..<frames { _ = try frame(finger: distance / Double(frames)) }
    case .release(let velocity):
      try simulate { $0.liftFinger(velocity: velocity, emit: $1) }
    case .fling(let velocity):
      try simulate { $0.touchDown(emit: $1) }
      try simulate { $0.liftFinger(velocity: velocity, emit: $1) }
    case .setContentOffset(let y, let animated):
      try simulate { $0.setContentOffset(y, animated: animated, emit: $1) }
    case .scrollToTop:
      try simulate { $0.scrollToTop(emit: $1) }
    case .resize(let viewport, let content, let insetTop, let insetBottom):
      try simulate {
        $0.setGeometry(
          viewport: viewport, content: content, insetTop: insetTop, insetBottom: insetBottom,
          emit: $1)
      }
    case .advance(let frames, let rate):
      state.rate = rate
      for _ in 0..<frames { _ = try frame() }
    case .settle:
      try settle()
    case .host(let event):
      try deliver(event, mirror: true)
    case .garbage(let event, let time):
      try refuse(event, time: time)
    case .own(let step):
      try perform(step)
    }
  }

  /// Runs simulator input at the current time and delivers what it reports.
  package mutating func simulate(
    _ action: (inout ScrollViewSimulator, (ScrollEvent) -> Void) -> Void
  ) throws(SessionViolation) {
    var pending: [ScrollEvent] = []
    action(&state.simulator) { pending.append($0) }
    for event in pending { try deliver(event, mirror: false) }
  }

  /// One frame: the chrome's animations first, then the finger and the simulator's physics.
  /// Returns how many events the simulator reported.
  package mutating func frame(finger: Double? = nil) throws(SessionViolation) -> Int {
    state.time += 1 / state.rate
    try advanceChrome()
    var pending: [ScrollEvent] = []
    if let finger { state.simulator.moveFinger(by: finger) { pending.append($0) } }
    state.simulator.advance(to: state.time) { pending.append($0) }
    for event in pending { try deliver(event, mirror: false) }
    return pending.count
  }

  /// Frames until the scroll view rests (or a finger holds it) and no animation runs, at most
  /// 10 s. A phase that only a mirrored host event started (no physics behind it, so no events)
  /// is left alone after 30 quiet frames.
  package mutating func settle() throws(SessionViolation) {
    var quiet = 0
    for _ in 0..<Int(10 * state.rate) {
      let moving = !state.simulator.isIdle && state.simulator.activity != .tracking
      guard moving || isAnimating else { return }
      quiet = try frame() == 0 ? quiet + 1 : 0
      if quiet >= 30 && !isAnimating { return }
    }
  }

  /// Lets go, ends phases the host left open (as the host would report them), runs until
  /// everything rests (at most 30 s), then makes the checks of the end.
  ///
  /// Half the sessions end with a short drag (down first if no finger is) whose finger the host
  /// lifts with a velocity but no deceleration, `endDragging(v ≠ 0, willDecelerate: false)`: a
  /// settle point at once, by the projected position, after which the chrome must come to rest on
  /// a resting point. Otherwise a finger still down lifts through the simulator without velocity.
  package mutating func finish() throws(SessionViolation) {
    if state.random.chance(0.5) {
      try play(.drag(by: state.random.signed(0...150), frames: 3))
      let velocity = state.random.signed(50...3_000)
      try deliver(.endDragging(velocity: velocity, willDecelerate: false), mirror: true)
    } else if state.tracker.activity == .tracking || state.simulator.activity == .tracking {
      try simulate { $0.liftFinger(velocity: 0, emit: $1) }
    }
    var quiet = 0
    for _ in 0..<Int(30 * state.rate) {
      if state.tracker.activity == .idle && state.simulator.isIdle && !isAnimating { break }
      quiet = try frame() == 0 ? quiet + 1 : 0
      guard quiet >= 60, state.tracker.activity != .idle || !state.simulator.isIdle else {
        continue
      }
      let end: ScrollEvent =
        switch state.tracker.activity {
        case .tracking: .endDragging(velocity: 0, willDecelerate: false)
        case .decelerating: .endDecelerating
        case .animating, .idle: .endProgrammatic
        }
      try deliver(end, mirror: true)
      quiet = 0
    }
    try checkEnd()
  }
}
