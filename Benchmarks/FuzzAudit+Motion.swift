import ScrollChromeCore

extension FuzzAudit {
  // MARK: Internal

  /// What one collapse chrome showed before a call: enough to judge how the call moved it.
  struct Glance {
    /// `c` before the call.
    var collapsed: Double
    /// Whether its behaviour animated.
    var isAnimating: Bool
    /// Whether it was enabled.
    var isEnabled: Bool
    /// Whether a command of it was due.
    var isDue: Bool

    /// Takes the glance.
    ///
    /// - Parameters:
    ///   - behavior: The chrome's behaviour before the call.
    ///   - isDue: Whether a command of it is due.
    @inline(__always)
    init(_ behavior: CollapseBehavior, isDue: Bool) {
      collapsed = behavior.collapsed
      isAnimating = behavior.isAnimating
      isEnabled = behavior.isEnabled
      self.isDue = isDue
    }
  }

  /// What the rules say of a command before it runs: whether they refuse it, and its target.
  struct CommandForecast {
    /// Whether the rules forbid the target: a non-finite fraction, collapsing content that fits,
    /// or (`collapsesWithContent`) a target beyond the offset from the top.
    var isRefused: Bool
    /// The target `c`: the fraction clamped to `0…1`, times `R`.
    var target: Double

    /// Forecasts a command of `behavior` to `fraction` on the scroll view `metrics` describes.
    ///
    /// - Parameters:
    ///   - fraction: The commanded fraction (0 for expand, 1 for collapse), any Double.
    ///   - behavior: The behaviour before the command.
    ///   - metrics: The tracker's metrics.
    init(fraction: Double, behavior: CollapseBehavior, metrics: ScrollMetrics) {
      let configuration = behavior.configuration
      let range = configuration.range
      let canCollapse =
        configuration.collapsesWhenContentFits || !metrics.contentFits(within: range)
      let u = FuzzAudit.clampedOffsetFromStart(configuration, metrics)
      let limit = configuration.mode == .collapsesWithContent ? min(range, u) : range
      target = min(max(fraction, 0), 1) * range
      isRefused = !fraction.isFinite || (target > 0 && (!canCollapse || target > limit))
    }
  }

  /// Invariants 2 and 3 for one event the tracker accepted, the top rule (reaching the top
  /// expands), and the settle points of invariant 5.
  ///
  /// Without a geometry change, a switch or an animation before or after, `c` moves by at most
  /// `|δ|·speed` (speed in `followsScroll` only) with a tolerance of `1e-9·max(1, |y|, |T|, R)`
  /// (and `|maxY|` in reversed direction);
  /// with `δ == 0` in `followsScroll` that is invariant 3. Reduce Motion may jump to 0, a stop, `R`
  /// or — `collapsesWithContent` — `min(R, u)`.
  ///
  /// - Parameters:
  ///   - behavior: The chrome's behaviour after the event.
  ///   - before: The glance before it.
  ///   - index: The chrome's number.
  ///   - event: The event.
  ///   - tracker: The tracker after it.
  @inline(__always)
  mutating func checkMove(
    _ behavior: CollapseBehavior, since before: Glance, index: Int, event: ScrollEvent,
    tracker: ScrollTracker
  ) {
    let bit = UInt32(1) << UInt32(index)
    let settles = before.isEnabled && !before.isDue && commanded & bit == 0
    checkHold(behavior, since: before, bit: bit, event: event)
    switch event {
    case .geometry, .switchScrollView:
      held &= ~bit
      return
    case .scroll:
      settled &= ~bit
      held &= ~bit
      if before.isEnabled { commanded &= ~bit }
    case .beginDragging: settled &= ~bit
    case .endDragging(_, let willDecelerate): if settles && !willDecelerate { settled |= bit }
    case .endDecelerating, .endProgrammatic: if settles { settled |= bit }
    case .beginProgrammatic, .scrollToTop: break
    }
    let configuration = behavior.configuration
    if behavior.isEnabled && Self.reachesTop(event, tracker, configuration)
      && behavior.memory.fraction != 0
    {
      fail("3.4: reaching the top, or scrolling to it, does not expand")
    }
    if behavior.isEnabled && Self.revealsAtEnd(event, tracker, configuration)
      && behavior.memory.fraction != 0
    {
      fail("3.8: reaching the end does not reveal chrome that reveals there")
    }
    guard !before.isAnimating, !behavior.isAnimating else { return }
    let moved = abs(behavior.collapsed - before.collapsed)
    guard moved > 0 else { return }
    let followsScroll = configuration.mode == .followsScroll
    let speed = followsScroll ? configuration.speed : 1
    let metrics = tracker.metrics
    // Reversed, offsets are measured from maxY: its magnitude counts too.
    let bottom = configuration.direction == .reversed ? abs(metrics.maxY) : 0
    let tolerance =
      1e-9 * max(1, abs(metrics.offset), abs(metrics.insetTop), bottom, configuration.range)
    guard moved > abs(tracker.delta) * speed + tolerance else { return }
    if behavior.reduceMotion && Self.isReducedMotionJump(of: behavior, metrics: metrics) { return }
    if tracker.delta == 0 && followsScroll {
      fail("3: an event without δ moved followsScroll chrome, no animation involved")
    } else {
      fail("2: an event moved the chrome further than |δ|·speed, no animation involved")
    }
  }

  /// Invariant 2 for a frame: without a running animation a frame moves nothing.
  ///
  /// - Parameters:
  ///   - behavior: The chrome's behaviour after the frame.
  ///   - before: The glance before it.
  @inline(__always)
  mutating func checkFrame(_ behavior: CollapseBehavior, since before: Glance) {
    if !before.isAnimating && behavior.collapsed != before.collapsed {
      fail("2: a frame without an animation moved the chrome")
    }
  }

  /// Checks a command against its forecast: a refused one completes at once, unfinished, and
  /// moves nothing; one that completes at once (not animated, Reduce Motion, already there)
  /// finishes at its target; an animated one runs. A command that runs ends a settle.
  ///
  /// - Parameters:
  ///   - id: The command's identifier.
  ///   - forecast: What the rules said before it ran.
  ///   - animated: Whether it was asked to animate.
  ///   - completions: What the call completed.
  ///   - behavior: The behaviour after the command.
  ///   - before: The glance before it.
  ///   - index: The chrome's number.
  mutating func checkCommand(
    _ id: CommandID, forecast: CommandForecast, animated: Bool, completions: Completions,
    behavior: CollapseBehavior, before: Glance, index: Int
  ) {
    let finished = completions.finished(id)
    if forecast.isRefused {
      if finished != false { fail("7: a refused command must complete at once, unfinished") }
      if !before.isAnimating && behavior.collapsed != before.collapsed {
        fail("2: a refused command moved the chrome")
      }
      return
    }
    command(index)
    held |= UInt32(1) << UInt32(index)
    if !animated || behavior.reduceMotion || finished != nil {
      if finished != true || behavior.collapsed != forecast.target {
        fail("7: a command that completes at once must finish at its target")
      }
    } else if !behavior.isAnimating {
      fail("7: an animated command neither runs nor completed")
    }
  }

  /// Whether an event's reply to a host that does not fit the phase is right: an end that does
  /// not fit (`endDecelerating` while tracking or animating, `endProgrammatic` while tracking or
  /// decelerating) at a valid time is rejected as `phase:<event>` — and nothing else is.
  ///
  /// - Parameters:
  ///   - event: The event.
  ///   - time: Its timestamp.
  ///   - before: The tracker before it.
  ///   - rejection: The diagnostic if the tracker rejected it, else `nil`.
  @inline(__always)
  mutating func checkPhase(
    of event: ScrollEvent, at time: Double, before: ScrollTracker, rejection: ScrollDiagnostic?
  ) {
    let problem: ScrollDiagnostic.Problem
    let misfits: Bool
    switch event {
    case .endDecelerating:
      problem = .endDecelerating
      misfits = before.activity == .tracking || before.activity == .animating
    case .endProgrammatic:
      problem = .endProgrammatic
      misfits = before.activity == .tracking || before.activity == .decelerating
    case .endDragging(let velocity, _):
      // Only the finger of a drag taken over misfits; with no drag at all (a host that forwards
      // offsets and ends) it fits. A bad velocity is rejected for itself first.
      let misfits = isDragTakenOver && time.isFinite && time >= before.time
      let isPhase = rejection.map(Self.isEndDraggingPhase) ?? false
      if isPhase && !misfits {
        fail("1: endDragging rejected for its phase with no drag taken over")
      }
      if misfits && !isPhase
        && (velocity.isFinite && abs(velocity) <= ScrollMetrics.maximumMagnitude)
      {
        fail("1: the endDragging of a drag taken over was not rejected as phase:endDragging")
      }
      return
    default:
      if rejection?.field == .phase { fail("1: an event other than an end rejected for its phase") }
      return
    }
    let expectsPhase = misfits && time.isFinite && time >= before.time
    guard let rejection else {
      if expectsPhase { fail("1: an end that does not fit the phase was accepted") }
      return
    }
    let isPhase = rejection.field == .phase && rejection.problem == problem
    if isPhase != expectsPhase {
      fail("1: an end rejected as phase:<event> exactly when it misfits")
    }
  }

  /// The phase an accepted event leaves: a finger down tracks; its lift decelerates or rests as it
  /// says — with no drag at all too; the app's scroll animates; the ends and a switch rest; offsets
  /// and geometry leave the phase.
  @inline(__always)
  mutating func checkPhase(after event: ScrollEvent, before: ScrollActivity, tracker: ScrollTracker)
  {
    let expected: ScrollActivity
    switch event {
    case .beginDragging: expected = .tracking
    case .endDragging(_, let willDecelerate): expected = willDecelerate ? .decelerating : .idle
    case .endDecelerating, .endProgrammatic, .switchScrollView: expected = .idle
    case .beginProgrammatic, .scrollToTop: expected = .animating
    case .scroll, .geometry: expected = before
    }
    if tracker.activity != expected { fail("1: an accepted event left the wrong phase") }
  }

  /// Invariant 5: a command's target holds until the user scrolls — an end of a drag, a
  /// deceleration or an animation (or the app's scroll beginning) moves no chrome a command set
  /// (``held``), animated or not, nor starts an animation of it.
  @inline(never)
  mutating func checkHold(
    _ behavior: CollapseBehavior, since before: Glance, bit: UInt32, event: ScrollEvent
  ) {
    guard held & bit != 0, before.isEnabled, behavior.isEnabled, !before.isAnimating else {
      return
    }
    switch event {
    case .endDragging, .endDecelerating, .endProgrammatic, .beginProgrammatic:
      if behavior.collapsed != before.collapsed || behavior.isAnimating {
        fail("5: an end moved chrome that a command set, with no scroll since")
      }
    default: break
    }
  }

  /// Whether `diagnostic` is `phase:endDragging` (compared without building the reason's text,
  /// which would allocate).
  @inline(__always)
  static func isEndDraggingPhase(_ diagnostic: ScrollDiagnostic) -> Bool {
    diagnostic.field == .phase && diagnostic.problem.rawValue == "endDragging"
  }

  // MARK: Private

  /// Whether `event` triggers the top rule: a scroll that leaves `u ≤ 0` (`u' = maxY − y ≤ 0` in
  /// reversed direction), or a status-bar tap in normal direction (reversed, the top is the far
  /// end: the tap scrolls there like any programmatic scroll). The chrome then heads for 0 (what
  /// ``CollapseBehavior/memory`` reports).
  @inline(__always)
  private static func reachesTop(
    _ event: ScrollEvent, _ tracker: ScrollTracker, _ configuration: CollapseConfiguration
  ) -> Bool {
    switch event {
    case .scroll: offsetFromStart(configuration, tracker.metrics) <= 0
    case .scrollToTop: configuration.direction == .normal
    default: false
    }
  }

  /// Whether `event` reveals at the end: `revealsAtEnd` in `followsScroll` mode, and a scroll that
  /// leaves `y ≥ maxY` (`y ≤ minY` in reversed direction).
  @inline(__always)
  private static func revealsAtEnd(
    _ event: ScrollEvent, _ tracker: ScrollTracker, _ configuration: CollapseConfiguration
  ) -> Bool {
    guard case .scroll = event, configuration.revealsAtEnd, configuration.mode == .followsScroll
    else { return false }
    let metrics = tracker.metrics
    return configuration.direction == .normal
      ? metrics.offset >= metrics.maxY : metrics.offset <= metrics.minY
  }

  /// Whether Reduce Motion's jump ends where a settle or a rule may put the chrome at once: 0, a
  /// stop, `R`, or in `collapsesWithContent` mode `min(R, u)`.
  private static func isReducedMotionJump(of behavior: CollapseBehavior, metrics: ScrollMetrics)
    -> Bool
  {
    let c = behavior.collapsed
    let configuration = behavior.configuration
    if c == 0 || c == configuration.range || configuration.stops.contains(c) { return true }
    let u = clampedOffsetFromStart(configuration, metrics)
    return configuration.mode == .collapsesWithContent && c == min(configuration.range, u)
  }
}
