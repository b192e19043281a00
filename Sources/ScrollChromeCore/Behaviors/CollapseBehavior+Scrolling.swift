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

  /// Applies one accepted event while enabled.
  @inline(__always)
  mutating func react(to event: ScrollEvent, tracker: ScrollTracker, emit: (CollapseEvent) -> Void)
  {
    if isAnimating { step(emit: emit) }
    // Only the deceleration of the release that set it keeps the chrome shown for the end.
    switch event {
    case .scroll where activity == .decelerating: break
    default: isShownUntilEnd = false
    }
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
      if offsetFromStart <= 0 || (revealsAtEndApplies && offsetFromEnd <= 0) {
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
          // Content that will rest at the end where the chrome reveals keeps it from hiding
          // on the way there, once that animation has ended.
          isShownUntilEnd = restsAtRevealingEnd(travel: travel)
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
      // Reaching the top expands; in reversed direction the top is the far end, where a
      // status-bar tap scrolls like any programmatic scroll (revealing at the end expands there).
      if configuration.direction == .normal { expandUnlessHeadingThere(emit: emit) }
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
      let gatedMove = gated(delta, travel: travel) * configuration.speed
      let moved = isShownUntilEnd ? min(gatedMove, 0) : gatedMove
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

  /// Expands the chrome (animated), unless it is expanded or an animation already heads there.
  private mutating func expandUnlessHeadingThere(emit: (CollapseEvent) -> Void) {
    if isAnimating ? animation.target == 0 : collapsed == 0 { return }
    startAnimation(to: 0, command: nil, emit: emit)
  }
}
