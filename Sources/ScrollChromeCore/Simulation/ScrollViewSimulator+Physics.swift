extension ScrollViewSimulator {
  // MARK: Internal

  /// Evaluates the current motion at ``time``, following edge crossings within one frame.
  mutating func step(emit: (ScrollEvent) -> Void) {
    while true {
      switch motion {
      case .resting, .finger:
        return
      case .programmatic(let animation, let end):
        show(animation.value(at: time), emit: emit)
        report(velocity: animation.velocity(at: time))
        if animation.isFinished(at: time) { finish(with: end, emit: emit) }
        return
      case .decay(let origin, let initialVelocity, let start, let edgeTime):
        let restTime = start + deceleration.duration(initialVelocity: initialVelocity)
        if let edgeTime, edgeTime <= time {
          let edge = initialVelocity > 0 ? metrics.maxY : metrics.minY
          let edgeVelocity = deceleration.velocity(
            initialVelocity: initialVelocity, at: edgeTime - start)
          motion = bounce(toward: edge, displacement: 0, velocity: edgeVelocity, start: edgeTime)
          continue
        }
        if time >= restTime {
          show(origin + deceleration.restingDistance(initialVelocity: initialVelocity), emit: emit)
          finish(with: .endDecelerating, emit: emit)
          return
        }
        let elapsed = time - start
        show(
          origin + deceleration.distance(initialVelocity: initialVelocity, at: elapsed), emit: emit)
        report(velocity: deceleration.velocity(initialVelocity: initialVelocity, at: elapsed))
        return
      case .bounce(let edge, let spring, let start, let crossTime):
        if let crossTime, crossTime <= time {
          motion = decay(
            from: edge, velocity: spring.velocity(at: crossTime - start), start: crossTime)
          continue
        }
        let elapsed = time - start
        if spring.isSettled(at: elapsed, tolerance: Self.bounceTolerance) {
          show(edge, emit: emit)
          finish(with: .endDecelerating, emit: emit)
          return
        }
        show(edge + spring.displacement(at: elapsed), emit: emit)
        report(velocity: spring.velocity(at: elapsed))
        return
      }
    }
  }

  /// Starts the motion that follows a release at `velocity` from the displayed offset, and tells
  /// whether the content keeps moving.
  mutating func startCoasting(velocity: Double) -> Bool {
    let y = metrics.offset
    if y < metrics.minY || y > metrics.maxY {
      let edge = y < metrics.minY ? metrics.minY : metrics.maxY
      motion = bounce(toward: edge, displacement: y - edge, velocity: velocity, start: time)
    } else {
      motion = decay(from: y, velocity: velocity, start: time)
    }
    if case .resting = motion {
      self.velocity = 0
      return false
    }
    report(velocity: velocity)
    return true
  }

  /// Starts an animated offset change that ends with `end`.
  mutating func animate(to y: Double, endingWith end: ScrollEvent) {
    if case .finger = motion { hasTakenOverFinger = true }
    let animation = ChromeAnimation(
      .timing(.easeInOut, duration: Self.programmaticDuration), from: metrics.offset, to: y,
      at: time)
    motion = .programmatic(animation, end: end)
    activity = .animating
    velocity = 0
  }

  /// Jumps to `y` without animation: stops what moves the content, then reports the jump as a
  /// programmatic change of its own (a plain scroll under a finger).
  mutating func jump(to y: Double, emit: (ScrollEvent) -> Void) {
    if case .finger = motion { return show(y, emit: emit) }
    stopMotion(emit: emit)
    guard Self.withinLimit(y) != metrics.offset else { return }
    emit(.beginProgrammatic)
    show(y, emit: emit)
    emit(.endProgrammatic)
  }

  /// Displays `y`, held within ±``ScrollMetrics/maximumMagnitude``, reporting a scroll if that
  /// differs from the current offset.
  ///
  /// A finger keeps its place on the content: it follows `y` unless the limit holds the content
  /// back, so a finger pushed past the limit must come back as far before the content moves.
  mutating func show(_ y: Double, emit: (ScrollEvent) -> Void) {
    let shown = Self.withinLimit(y)
    guard shown != metrics.offset else { return }
    metrics.offset = shown
    if case .finger = motion, shown == y { motion = .finger(raw: rawOffset(forDisplayed: y)) }
    emit(.scroll(y: shown))
  }

  /// Ends what moves the content: at rest, idle, reporting `end`.
  mutating func finish(with end: ScrollEvent, emit: (ScrollEvent) -> Void) {
    motion = .resting
    activity = .idle
    velocity = 0
    emit(end)
  }

  /// The unbounded finger offset that displays `y`.
  func rawOffset(forDisplayed y: Double) -> Double {
    if y < metrics.minY {
      return metrics.minY
        - rubberBand.fingerDistance(forOverscroll: metrics.minY - y, dimension: metrics.viewport)
    }
    if y > metrics.maxY {
      return metrics.maxY
        + rubberBand.fingerDistance(forOverscroll: y - metrics.maxY, dimension: metrics.viewport)
    }
    return y
  }

  /// The displayed offset for an unbounded finger offset: rubber-banded past either edge.
  func displayedOffset(forRaw raw: Double) -> Double {
    if raw < metrics.minY {
      return metrics.minY
        - rubberBand.overscroll(forFingerDistance: metrics.minY - raw, dimension: metrics.viewport)
    }
    if raw > metrics.maxY {
      return metrics.maxY
        + rubberBand.overscroll(forFingerDistance: raw - metrics.maxY, dimension: metrics.viewport)
    }
    return raw
  }

  // MARK: Private

  /// Stops a deceleration, a bounce or an animation where it is, reporting its end; a phase only
  /// mirrored from the host (``mirror(_:)``) ends the same way.
  private mutating func stopMotion(emit: (ScrollEvent) -> Void) {
    switch (motion, activity) {
    case (.decay, _), (.bounce, _), (.resting, .decelerating):
      finish(with: .endDecelerating, emit: emit)
    case (.programmatic(_, let end), _): finish(with: end, emit: emit)
    case (.resting, .animating): finish(with: .endProgrammatic, emit: emit)
    case (.resting, .idle), (.resting, .tracking), (.finger, _): break
    }
  }

  /// `value` clamped to ±``ScrollMetrics/maximumMagnitude``, the largest magnitude the engine
  /// accepts; NaN stays NaN.
  private static func withinLimit(_ value: Double) -> Double {
    min(max(value, -ScrollMetrics.maximumMagnitude), ScrollMetrics.maximumMagnitude)
  }

  /// Reports the content's velocity, held within ±``ScrollMetrics/maximumMagnitude``.
  private mutating func report(velocity: Double) {
    self.velocity = Self.withinLimit(velocity)
  }

  /// Deceleration from `origin`, or rest if the velocity is below the stop speed.
  private func decay(from origin: Double, velocity: Double, start: Double) -> Motion {
    guard abs(velocity) > Decay.stopSpeed else { return .resting }
    let distance = velocity > 0 ? metrics.maxY - origin : metrics.minY - origin
    let edgeTime = deceleration.time(toTravel: distance, initialVelocity: velocity)
    return .decay(
      origin: origin, velocity: velocity, start: start, edgeTime: edgeTime.map { start + $0 })
  }

  /// The bounce-back spring towards `edge` from `displacement` past it. The spring is critically
  /// damped, so it crosses the edge at most once, at `t = −x₀/(v₀ + ω₀·x₀)`; from there the
  /// content decelerates inside the range instead.
  private func bounce(toward edge: Double, displacement: Double, velocity: Double, start: Double)
    -> Motion
  {
    let spring = SpringCurve.bounceBack
    let motion = spring.motion(from: displacement, to: 0, initialVelocity: velocity)
    let rate = velocity + spring.naturalFrequency * displacement
    let crossing = rate == 0 ? 0 : -displacement / rate
    return .bounce(
      edge: edge, motion: motion, start: start, crossTime: crossing > 0 ? start + crossing : nil)
  }
}
