extension CollapseBehavior {
  // MARK: Internal

  /// Whether the chrome can rest at `value`: 0, or a stop or `R` that the rules let it reach now.
  func isRestingPoint(_ value: Double) -> Bool {
    if value == 0 { return true }
    guard canCollapse, value <= collapseLimit else { return false }
    return value == configuration.range || configuration.stops.contains(value)
  }

  /// Settled chrome that a geometry change capped short of its resting point (in
  /// `collapsesWithContent` mode `c ≤ u`) settles again.
  mutating func settleAgainIfMovedOffItsPoint(emit: (CollapseEvent) -> Void) {
    guard settledSinceScroll, !isAnimating, !isRestingPoint(collapsed) else { return }
    settle(emit: emit)
  }

  /// A settle point: partial chrome animates to the resting point the policy picks, and rests
  /// there until the next scroll event. `travel` is a release's projected distance (`projected`
  /// only, else 0) and `velocity` its velocity; the content itself stays where it is. Where a
  /// command set the chrome since the last scroll event, its target holds: nothing settles.
  /// Pinned chrome never settles.
  mutating func settle(
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
  mutating func animateToRestingPoint(
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

  /// Whether a release whose content moves `travel` further comes to rest at the end where
  /// revealing at the end expands (`y + travel ≥ maxY`; `y + travel ≤ minY` in reversed
  /// direction), with that rule in force.
  func restsAtRevealingEnd(travel: Double) -> Bool {
    guard revealsAtEndApplies else { return false }
    let rest = metrics.offset + travel
    return configuration.direction == .normal ? rest >= metrics.maxY : rest <= metrics.minY
  }

  // MARK: Private

  /// The resting point nearest to where the chrome would be once the content had moved `travel`
  /// further. In `collapsesWithContent` mode only points the content leaves behind qualify (a
  /// point `p` needs `u ≥ p`, with `u` where the content will rest), so near the top the chrome
  /// expands. Content that will rest at the end where the chrome reveals expands it now.
  private func settlingTarget(travel: Double, contentMoves: Bool) -> Double {
    guard canCollapse, !(contentMoves && restsAtRevealingEnd(travel: travel)) else { return 0 }
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
}
