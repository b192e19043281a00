extension CollapseBehavior {
  // MARK: Internal

  /// Recomputes ``canCollapse`` after a change of the geometry or the range.
  mutating func updateCanCollapse() {
    canCollapse =
      configuration.collapsesWhenContentFits || !metrics.contentFits(within: configuration.range)
  }

  /// How far the chrome can collapse at the current offset: `R`, or in `collapsesWithContent`
  /// mode no further than the content has left its top.
  var collapseLimit: Double {
    @inline(__always) get {
      configuration.mode == .collapsesWithContent
        ? min(configuration.range, clampedOffsetFromStart) : configuration.range
    }
  }

  /// Whether the chrome can rest at `value`: 0, or a stop or `R` that the rules let it reach now.
  func isRestingPoint(_ value: Double) -> Bool {
    if value == 0 { return true }
    guard canCollapse, value <= collapseLimit else { return false }
    return value == configuration.range || configuration.stops.contains(value)
  }

  /// Applies one accepted event while enabled.
  @inline(__always)
  mutating func react(to event: ScrollEvent, tracker: ScrollTracker, emit: (CollapseEvent) -> Void)
  {
    if isAnimating { step(emit: emit) }
    switch event {
    case .scroll:
      settledSinceScroll = false
      isHeldByCommand = false
      if configuration.ignoresProgrammaticScrolling && !activity.isUserDriven {
        reanchor()
      } else {
        follow(delta: directed(tracker.delta), travel: tracker.travel)
      }
      // Reaching the top (the bottom in reversed direction) expands, in every mode; reaching the
      // other end too where the chrome reveals there.
      if offsetFromStart <= 0 || (revealsAtEnd && offsetFromEnd <= 0) {
        expandUnlessHeadingThere(emit: emit)
      }
    case .beginDragging:
      settledSinceScroll = false
      cancelMotion(emit: emit)
      // A drag stops any animation, but content that fits keeps expanding.
      expandIfContentFits(emit: emit)
    case .endDragging(let releaseVelocity, let willDecelerate):
      // The content's movement, along its direction from the end where the chrome expands.
      let velocity = directed(releaseVelocity)
      switch configuration.snap {
      case .projected:
        let travel = tracker.deceleration.projection(ofVelocity: releaseVelocity)
        if willDecelerate {
          // Not a settle point yet: the chrome heads at once for where the content will rest.
          animateToRestingPoint(
            projecting: travel, contentMoves: true, velocity: velocity, emit: emit)
        } else {
          settle(projecting: travel, velocity: velocity, emit: emit)
        }
      case .nearest, .none:
        // A release that decelerates is no settle point; the end of the deceleration is.
        if !willDecelerate { settle(velocity: velocity, emit: emit) }
      }
    case .endDecelerating, .endProgrammatic:
      settle(emit: emit)
    case .scrollToTop:
      expandUnlessHeadingThere(emit: emit)
    case .geometry, .switchScrollView:
      if case .switchScrollView = event { isHeldByCommand = false }
      updateCanCollapse()
      reanchor()
      settleAgainIfMovedOffItsPoint(emit: emit)
      // Only the geometry decides whether the content fits.
      expandIfContentFits(emit: emit)
    case .beginProgrammatic:
      break
    }
  }

  /// Content that fits expands the chrome (animated), unless it is already heading there.
  mutating func expandIfContentFits(emit: (CollapseEvent) -> Void) {
    if !canCollapse { expandUnlessHeadingThere(emit: emit) }
  }

  /// Moves the running animation to ``time``; ends it when it has finished. Call it only while
  /// ``isAnimating``.
  mutating func step(emit: (CollapseEvent) -> Void) {
    let sample = animation.sample(at: time)
    collapsed = bounded(sample.value)
    guard sample.isFinished else { return }
    isAnimating = false
    reanchor()
    if let command = pendingCommand {
      pendingCommand = nil
      complete(command, finished: true, emit: emit)
    } else {
      settleAgainIfMovedOffItsPoint(emit: emit)
    }
  }

  /// Settled chrome that a geometry change capped short of its resting point (in
  /// `collapsesWithContent` mode `c ≤ u`) settles again.
  mutating func settleAgainIfMovedOffItsPoint(emit: (CollapseEvent) -> Void) {
    guard settledSinceScroll, !isAnimating, !isRestingPoint(collapsed) else { return }
    settle(emit: emit)
  }

  /// Starts animating to `target` (or jumps there with Reduce Motion, without animation, or when
  /// already there) on `curve`, or the configuration's animation. A running animation is
  /// interrupted first.
  mutating func startAnimation(
    to target: Double,
    velocity: Double = 0,
    animated: Bool = true,
    curve: ChromeAnimation.Curve? = nil,
    command: PendingCommand?,
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
    animation = ChromeAnimation(
      curve ?? configuration.animation, from: collapsed, to: target, velocity: velocity, at: time)
    isAnimating = true
    pendingCommand = command
  }

  /// Stops a running animation where it is; its command completes with `finished == false`, and
  /// its target no longer holds (the chrome settles at the next settle point).
  mutating func cancelMotion(emit: (CollapseEvent) -> Void) {
    guard isAnimating else { return }
    isAnimating = false
    reanchor()
    if let command = pendingCommand {
      pendingCommand = nil
      isHeldByCommand = false
      complete(command, finished: false, emit: emit)
    }
  }

  /// Reports a command's completion (exactly once per command).
  mutating func complete(
    _ command: PendingCommand, finished: Bool, emit: (CollapseEvent) -> Void
  ) {
    completionCount += 1
    emit(.completed(command.id, command.kind, finished: finished))
  }

  /// `collapsesWithContent`: sets the anchor so that `c = clamp(u − anchor, 0, R)` holds for the
  /// current `c` — and keeps `c ≤ u`, so the chrome is expanded whenever the content is at its top.
  /// Fully collapsed chrome anchors at 0: it returns only as the content nears its top.
  mutating func reanchor() {
    guard configuration.mode == .collapsesWithContent else { return }
    let u = clampedOffsetFromStart
    collapsed = min(collapsed, u)
    anchor = collapsed >= configuration.range ? 0 : u - collapsed
  }

  /// Reports a change of ``CollapseState``.
  @inline(__always)
  mutating func publishState(_ emit: (CollapseEvent) -> Void) {
    let next = CollapseState(collapsed: collapsed, range: configuration.range)
    guard next != state else { return }
    state = next
    emit(.stateChanged(next))
  }

  // MARK: Private

  /// `c` clamped to `0…R`, and in `collapsesWithContent` mode to at most `u`.
  @inline(__always)
  private func bounded(_ value: Double) -> Double {
    let clamped = min(max(value, 0), configuration.range)
    return configuration.mode == .collapsesWithContent
      ? min(clamped, clampedOffsetFromStart) : clamped
  }

  /// Moves the chrome by one scroll's `δ`, as the mode says. A running animation is not fought.
  @inline(__always)
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
      let u = clampedOffsetFromStart
      anchor = min(anchor, u)
      // `next ≤ u − anchor ≤ u`: the chrome is expanded whenever the content is at its top.
      let next = min(max(u - anchor, 0), configuration.range)
      collapsed = canCollapse ? next : min(next, before)
      anchor = collapsed >= configuration.range ? 0 : u - collapsed
    }
    #if SCROLLCHROME_INTERNAL_CHECKS
      let speed = configuration.mode == .followsScroll ? configuration.speed : 1
      precondition(
        abs(collapsed - before) <= abs(delta) * speed + checkTolerance,
        "2: chrome jumped further than δ")
    #endif
  }

  /// The delay gate (`followsScroll` only): from fully shown, hiding starts once the travel since
  /// the last direction change exceeds `hideDelay`, by the excess only; showing from fully hidden
  /// likewise with `showDelay`. Partial chrome has no delay.
  @inline(__always)
  private func gated(_ delta: Double, travel: Double) -> Double {
    if delta > 0 && collapsed <= 0 {
      return min(delta, max(0, travel - configuration.hideDelay))
    }
    if delta < 0 && collapsed >= configuration.range {
      return -min(-delta, max(0, travel - configuration.showDelay))
    }
    return delta
  }

  /// A settle point: partial chrome animates to the resting point the policy picks, and rests
  /// there until the next scroll event. `travel` is a release's projected distance (`projected`
  /// only, else 0) and `velocity` its velocity; the content itself stays where it is. Where a
  /// command set the chrome since the last scroll event, its target holds: nothing settles.
  /// Pinned chrome never settles.
  private mutating func settle(
    projecting travel: Double = 0, velocity: Double = 0, emit: (CollapseEvent) -> Void
  ) {
    guard configuration.snap.settles, configuration.mode != .pinned, pendingCommand == nil,
      !isHeldByCommand
    else { return }
    settledSinceScroll = true
    animateToRestingPoint(projecting: travel, contentMoves: false, velocity: velocity, emit: emit)
  }

  /// Animates partial chrome to the resting point the policy picks for where the chrome would be
  /// once the content had moved `travel` further, starting with the release `velocity` if it
  /// points there. `contentMoves` tells whether the content really goes on (a release that
  /// decelerates). A command's target holds until the next scroll event, and a settle that can
  /// still rest where it heads runs on.
  private mutating func animateToRestingPoint(
    projecting travel: Double, contentMoves: Bool, velocity: Double,
    emit: (CollapseEvent) -> Void
  ) {
    guard configuration.snap.settles, configuration.mode != .pinned, pendingCommand == nil,
      !isHeldByCommand
    else { return }
    var startVelocity = velocity * (configuration.mode == .followsScroll ? configuration.speed : 1)
    if isAnimating {
      if isRestingPoint(animation.target) { return }
      startVelocity = animation.velocity(at: time)
    } else if isRestingPoint(collapsed) {
      return
    }
    let target = settlingTarget(travel: travel, contentMoves: contentMoves)
    let towardTarget = (target - collapsed) * startVelocity > 0 ? startVelocity : 0
    startAnimation(to: target, velocity: towardTarget, command: nil, emit: emit)
  }

  /// The resting point nearest to where the chrome would be once the content had moved `travel`
  /// further. In `collapsesWithContent` mode only points the content leaves behind qualify (a
  /// point `p` needs `u ≥ p`, with `u` where the content will rest), so near the top the chrome
  /// expands.
  private func settlingTarget(travel: Double, contentMoves: Bool) -> Double {
    guard canCollapse else { return 0 }
    let range = configuration.range
    let y = metrics.clamped(metrics.offset)
    let moved = directed(metrics.clamped(y + travel) - y)
    switch configuration.mode {
    case .collapsesWithContent:
      let u = clampedOffsetFromStart
      let position = min(max(u + moved - anchor, 0), range)
      return nearestRestingPoint(to: position, reach: contentMoves ? u + moved : u)
    case .followsScroll, .pinned:
      let projected = min(max(collapsed + moved * configuration.speed, 0), range)
      return nearestRestingPoint(to: projected, reach: range)
    }
  }

  /// Among 0, the stops and `R`, those no further than `reach`, the one nearest to `position`;
  /// ties go to the more collapsed point.
  private func nearestRestingPoint(to position: Double, reach: Double) -> Double {
    var best = 0.0
    var distance = position
    for index in configuration.stops.indices {
      let stop = configuration.stops[index]
      guard stop <= reach else { break }
      if abs(position - stop) <= distance {
        best = stop
        distance = abs(position - stop)
      }
    }
    if configuration.range <= reach && configuration.range - position <= distance {
      best = configuration.range
    }
    return best
  }

  /// Expands the chrome (animated), unless it is expanded or an animation already heads there.
  private mutating func expandUnlessHeadingThere(emit: (CollapseEvent) -> Void) {
    if isAnimating ? animation.target == 0 : collapsed == 0 { return }
    startAnimation(to: 0, command: nil, emit: emit)
  }
}
