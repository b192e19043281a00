extension CollapseBehavior {
  // MARK: Internal

  /// The offset from the top within the scrollable range, `clamp(y) − minY` (never negative):
  /// rubber-band overscroll does not count.
  var clampedOffsetFromTop: Double { metrics.clamped(metrics.offset) - metrics.minY }

  /// Whether the rules let the chrome collapse: the content does not fit (`D > R`), or the
  /// configuration allows collapsing anyway.
  var canCollapse: Bool {
    configuration.collapsesWhenContentFits || !metrics.contentFits(within: configuration.range)
  }

  /// How far the chrome can collapse at the current offset: `R`, or in `collapsesWithContent`
  /// mode no further than the content has left its top.
  var collapseLimit: Double {
    configuration.mode == .collapsesWithContent
      ? min(configuration.range, clampedOffsetFromTop) : configuration.range
  }

  /// Applies one accepted event while enabled.
  mutating func react(to event: ScrollEvent, tracker: ScrollTracker, emit: (CollapseEvent) -> Void)
  {
    step(emit: emit)
    switch event {
    case .scroll:
      if configuration.ignoresProgrammaticScrolling && !activity.isUserDriven {
        reanchor()
      } else {
        follow(delta: tracker.delta, travel: tracker.travel)
      }
    case .beginDragging:
      cancelMotion(emit: emit)
    case .endDragging(let velocity, _):
      if configuration.snap == .projected { settle(projecting: velocity, emit: emit) }
    case .scrollToTop:
      if configuration.mode != .pinned && !configuration.ignoresProgrammaticScrolling {
        startAnimation(to: 0, command: nil, emit: emit)
      }
    case .geometry, .switchScrollView:
      reanchor()
    case .endDecelerating, .beginProgrammatic, .endProgrammatic:
      break
    }
    settleAtRestAndEnforceRules(emit: emit)
  }

  /// At rest, partial chrome settles; then content that fits and the top expand it.
  mutating func settleAtRestAndEnforceRules(emit: (CollapseEvent) -> Void) {
    if activity == .idle { settle(projecting: 0, emit: emit) }
    enforceRules(emit: emit)
  }

  /// Moves a running animation to ``time``; ends it when it has finished.
  mutating func step(emit: (CollapseEvent) -> Void) {
    guard let motion else { return }
    collapsed = bounded(motion.animation.value(at: time))
    guard motion.animation.isFinished(at: time) else { return }
    self.motion = nil
    reanchor()
    if let command = motion.command { complete(command, finished: true, emit: emit) }
    // The content may have moved on meanwhile (a settle capped at u in collapsesWithContent).
    settleAtRestAndEnforceRules(emit: emit)
  }

  /// Starts animating to `target` (or jumps there with Reduce Motion, without animation, or when
  /// already there). A running animation is interrupted first.
  mutating func startAnimation(
    to target: Double,
    velocity: Double = 0,
    animated: Bool = true,
    command: (id: CommandID, kind: CollapseCommand)?,
    emit: (CollapseEvent) -> Void
  ) {
    cancelMotion(emit: emit)
    let target = bounded(target)
    guard animated, !reduceMotion, target != collapsed else {
      collapsed = target
      reanchor()
      if let command { complete(command, finished: true, emit: emit) }
      return
    }
    let animation = Animation(
      configuration.animation, from: collapsed, to: target, velocity: velocity, at: time)
    motion = Motion(animation: animation, command: command)
  }

  /// Stops a running animation where it is; its command completes with `finished == false`.
  mutating func cancelMotion(emit: (CollapseEvent) -> Void) {
    guard let motion else { return }
    self.motion = nil
    reanchor()
    if let command = motion.command { complete(command, finished: false, emit: emit) }
  }

  /// Reports a command's completion (exactly once per command).
  mutating func complete(
    _ command: (id: CommandID, kind: CollapseCommand), finished: Bool,
    emit: (CollapseEvent) -> Void
  ) {
    completionCount += 1
    emit(.completed(command.id, command.kind, finished: finished))
  }

  /// `collapsesWithContent`: sets the anchor so that `c = clamp(u − anchor, 0, R)` holds for the
  /// current `c` — and keeps `c ≤ u`, so the chrome is expanded whenever the content is at its top.
  /// Fully collapsed chrome anchors at 0: it returns only as the content nears its top.
  mutating func reanchor() {
    guard configuration.mode == .collapsesWithContent else { return }
    let u = clampedOffsetFromTop
    collapsed = min(collapsed, u)
    anchor = collapsed >= configuration.range ? 0 : u - collapsed
  }

  /// Reports a change of ``CollapseState``.
  mutating func publishState(_ emit: (CollapseEvent) -> Void) {
    let next = CollapseState(collapsed: collapsed, range: configuration.range)
    guard next != state else { return }
    state = next
    emit(.stateChanged(next))
  }

  // MARK: Private

  /// `c` clamped to `0…R`, and in `collapsesWithContent` mode to at most `u`.
  private func bounded(_ value: Double) -> Double {
    let clamped = min(max(value, 0), configuration.range)
    return configuration.mode == .collapsesWithContent
      ? min(clamped, clampedOffsetFromTop) : clamped
  }

  /// Moves the chrome by one scroll's `δ`, as the mode says. A running animation is not fought.
  private mutating func follow(delta: Double, travel: Double) {
    let before = collapsed
    if isAnimating {
      collapsed = bounded(collapsed)
      return
    }
    switch configuration.mode {
    case .pinned:
      return
    case .followsScroll:
      let moved = gated(delta, travel: travel) * configuration.speed
      let next = min(max(before + moved, 0), configuration.range)
      collapsed = canCollapse ? next : min(next, before)
    case .collapsesWithContent:
      let u = clampedOffsetFromTop
      anchor = min(anchor, u)
      let next = min(max(u - anchor, 0), configuration.range)
      collapsed = canCollapse ? next : min(next, before)
      reanchor()
    }
    if collapsed != before { holdsCommandedFraction = false }
    #if SCROLLCHROME_INTERNAL_CHECKS
      let speed = configuration.mode == .followsScroll ? configuration.speed : 1
      let rounding = 1e-12 * max(1, abs(metrics.offset), configuration.range)
      precondition(
        abs(collapsed - before) <= abs(delta) * speed + rounding, "chrome jumped further than δ")
    #endif
  }

  /// The delay gate (`followsScroll` only): from fully shown, hiding starts once the travel since
  /// the last direction change exceeds `hideDelay`, by the excess only; showing from fully hidden
  /// likewise with `showDelay`. Partial chrome has no delay.
  private func gated(_ delta: Double, travel: Double) -> Double {
    if delta > 0 && collapsed <= 0 {
      return min(delta, max(0, travel - configuration.hideDelay))
    }
    if delta < 0 && collapsed >= configuration.range {
      return -min(-delta, max(0, travel - configuration.showDelay))
    }
    return delta
  }

  /// Animates partial chrome to the end the policy picks; `velocity` is the release velocity
  /// (0 when the scroll has already stopped).
  private mutating func settle(projecting velocity: Double, emit: (CollapseEvent) -> Void) {
    guard configuration.snap != .none, configuration.mode != .pinned, !isAnimating,
      !holdsCommandedFraction, collapsed > 0, collapsed < configuration.range
    else { return }
    let target = settlingTarget(projecting: velocity)
    let chromeVelocity =
      velocity * (configuration.mode == .followsScroll ? configuration.speed : 1)
    let towardTarget = (target - collapsed) * chromeVelocity > 0 ? chromeVelocity : 0
    startAnimation(to: target, velocity: towardTarget, command: nil, emit: emit)
  }

  /// The end nearest to where the chrome would be once the release's projected travel
  /// `(v/1000)·d/(1−d)` has played out; the nearest end for `v = 0`. In `collapsesWithContent`
  /// mode the chrome can only collapse if the content will be at least `R` from its top.
  private func settlingTarget(projecting velocity: Double) -> Double {
    let range = configuration.range
    guard canCollapse else { return 0 }
    let y = metrics.clamped(metrics.offset)
    let travel = metrics.clamped(y + Decay.normal.projection(ofVelocity: velocity)) - y
    switch configuration.mode {
    case .collapsesWithContent:
      let u = clampedOffsetFromTop + travel
      let projected = min(max(u - anchor, 0), range)
      return projected >= range / 2 && u >= range ? range : 0
    case .followsScroll, .pinned:
      let projected = min(max(collapsed + travel * configuration.speed, 0), range)
      return projected >= range / 2 ? range : 0
    }
  }

  /// The rules that hold whatever scrolling did: content that fits and the top expand the chrome
  /// (animated), unless it is already heading there.
  private mutating func enforceRules(emit: (CollapseEvent) -> Void) {
    var heading = collapsed
    if case .some(let running) = motion {
      if running.animation.target == 0 { return }
      heading = running.animation.target
    }
    guard collapsed > 0 || heading > 0 else { return }
    let atTop = configuration.mode == .followsScroll && metrics.offsetFromTop <= 0
    if !canCollapse || atTop {
      startAnimation(to: 0, command: nil, emit: emit)
    }
  }
}
