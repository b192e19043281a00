extension CollapseBehavior {
  // MARK: Public

  /// Runs a command: ``ChromeCommand/expand(animated:duration:)``,
  /// ``ChromeCommand/collapse(animated:duration:)`` or
  /// ``ChromeCommand/setFraction(_:animated:duration:)``.
  ///
  /// A target the rules forbid is refused — a collapse over content that fits, or in
  /// `collapsesWithContent` mode before the content has left its top by that share of the
  /// ``range``: the command completes at once with `finished == false` and the chrome stays where
  /// it is. A partial fraction stays until the user scrolls: settle points before that leave it
  /// where it is, animated or not.
  ///
  /// - Parameters:
  ///   - command: The command, with whether it animates and for how long.
  ///   - time: The current time, in seconds on the tracker's clock.
  ///   - emit: Receives state changes and, exactly once, this command's completion.
  /// - Returns: The command's identifier, as its completion reports it.
  @discardableResult
  public mutating func run(
    _ command: ChromeCommand, at time: Double, emit: (CollapseEvent) -> Void
  ) -> CommandID {
    switch command {
    case .expand(let animated, let duration):
      run(command, fraction: 0, animated: animated, duration: duration, at: time, emit: emit)
    case .collapse(let animated, let duration):
      run(command, fraction: 1, animated: animated, duration: duration, at: time, emit: emit)
    case .setFraction(let fraction, let animated, let duration):
      run(
        command, fraction: fraction, animated: animated, duration: duration, at: time, emit: emit)
    }
  }

  /// Shows the chrome fully (``run(_:at:emit:)`` with ``ChromeCommand/expand(animated:duration:)``).
  ///
  /// - Parameters:
  ///   - animated: Whether to animate (Reduce Motion completes at once either way).
  ///   - duration: How long the animation takes, in seconds, on an ease-in-out curve (UIKit's
  ///     view animations), or `nil` (the default) for the configuration's animation. 0 moves at
  ///     once; a negative or non-finite duration runs the configuration's animation.
  ///   - time: The current time, in seconds on the tracker's clock.
  ///   - emit: Receives state changes and, exactly once, this command's completion.
  /// - Returns: The command's identifier, as its completion reports it.
  @discardableResult
  public mutating func expand(
    animated: Bool = true, duration: Double? = nil, at time: Double,
    emit: (CollapseEvent) -> Void
  ) -> CommandID {
    run(.expand(animated: animated, duration: duration), at: time, emit: emit)
  }

  /// Hides the chrome fully. A collapse the rules forbid is refused — over content that fits, or
  /// in `collapsesWithContent` mode before the content has left its top by the range: it
  /// completes at once with `finished == false` and the chrome stays where it is.
  ///
  /// - Parameters:
  ///   - animated: Whether to animate (Reduce Motion completes at once either way).
  ///   - duration: How long the animation takes, in seconds, as for
  ///     ``expand(animated:duration:at:emit:)``; `nil` (the default) for the configuration's.
  ///   - time: The current time, in seconds on the tracker's clock.
  ///   - emit: Receives state changes and, exactly once, this command's completion.
  /// - Returns: The command's identifier, as its completion reports it.
  @discardableResult
  public mutating func collapse(
    animated: Bool = true, duration: Double? = nil, at time: Double,
    emit: (CollapseEvent) -> Void
  ) -> CommandID {
    run(.collapse(animated: animated, duration: duration), at: time, emit: emit)
  }

  /// Moves the chrome to a fraction. A target the rules forbid is refused as in
  /// ``collapse(animated:duration:at:emit:)`` (in `collapsesWithContent` mode a fraction needs the
  /// content scrolled from its top by at least that share of the ``range``). A partial fraction
  /// stays until the user scrolls: settle points before that leave it where it is, animated or
  /// not.
  ///
  /// - Parameters:
  ///   - fraction: The fraction, `0…1`; a value outside is clamped, a non-finite one refused
  ///     (completed with `finished == false`).
  ///   - animated: Whether to animate (Reduce Motion completes at once either way).
  ///   - duration: How long the animation takes, in seconds, as for
  ///     ``expand(animated:duration:at:emit:)``; `nil` (the default) for the configuration's.
  ///   - time: The current time, in seconds on the tracker's clock.
  ///   - emit: Receives state changes and, exactly once, this command's completion.
  /// - Returns: The command's identifier, as its completion reports it.
  @discardableResult
  public mutating func setFraction(
    _ fraction: Double, animated: Bool = true, duration: Double? = nil, at time: Double,
    emit: (CollapseEvent) -> Void
  ) -> CommandID {
    run(.setFraction(fraction, animated: animated, duration: duration), at: time, emit: emit)
  }

  /// Enables or disables the chrome. Disabled chrome freezes where it is (a running animation
  /// stops); enabling again re-baselines, so nothing jumps, and content that fits expands it.
  /// Partial chrome stays partial until the next settle point (the end of a drag, a
  /// deceleration or a programmatic scroll).
  ///
  /// - Parameters:
  ///   - enabled: Whether scrolling moves the chrome.
  ///   - time: The current time, in seconds on the tracker's clock.
  ///   - emit: Receives state changes and the completion of an interrupted command.
  public mutating func setEnabled(_ enabled: Bool, at time: Double, emit: (CollapseEvent) -> Void) {
    synchronize(to: time, emit: emit)
    guard enabled != isEnabled else { return }
    cancelMotion(emit: emit)
    isEnabled = enabled
    settledSinceScroll = false
    isHeldByCommand = false
    if enabled {
      reanchor()
      expandIfContentFits(emit: emit)
    }
    publishState(emit)
  }

  /// Changes the ``range`` — a bar that is shorter in landscape — keeping the fraction; content
  /// that fits under the new range expands.
  ///
  /// - Parameters:
  ///   - range: The new range, greater than 0.
  ///   - time: The current time, in seconds on the tracker's clock.
  ///   - emit: Receives state changes and the completion of an interrupted command.
  /// - Throws: A ``ConfigurationError`` for a range that is not a positive finite number, or that
  ///   leaves a stop outside it; the behaviour is then unchanged.
  public mutating func setRange(
    _ range: Double, at time: Double, emit: (CollapseEvent) -> Void
  ) throws(ConfigurationError) {
    var next = configuration
    next.range = range
    try next.validate()
    synchronize(to: time, emit: emit)
    let previous = configuration.range
    configuration = next
    updateCanCollapse()
    // Through the fraction, so a tiny previous range cannot overflow the scale.
    collapsed = min(max(collapsed / previous * range, 0), range)
    if isAnimating {
      let target = min(max(animation.target / previous * range, 0), range)
      animation = ChromeAnimation(
        configuration.animation, from: collapsed, to: target, at: self.time)
    }
    settledSinceScroll = false
    isHeldByCommand = false
    reanchor()
    expandIfContentFits(emit: emit)
    publishState(emit)
  }

  /// What to remember of this screen: the fraction (or the one a running animation heads for)
  /// and whether the chrome is enabled.
  public var memory: CollapseMemory {
    let heading = isAnimating ? animation.target : collapsed
    let fraction = min(max(heading / configuration.range, 0), 1)
    return CollapseMemory(fraction: fraction, isEnabled: isEnabled)
  }

  /// Restores a screen's memory at once, without animation, within the rules (content that now
  /// fits comes back expanded).
  ///
  /// - Parameters:
  ///   - memory: What ``memory`` returned when the screen was left.
  ///   - time: The current time, in seconds on the tracker's clock.
  ///   - emit: Receives state changes and the completion of an interrupted command.
  public mutating func restore(
    _ memory: CollapseMemory, at time: Double, emit: (CollapseEvent) -> Void
  ) {
    synchronize(to: time, emit: emit)
    cancelMotion(emit: emit)
    isEnabled = memory.isEnabled
    let fraction = memory.fraction.isFinite ? min(max(memory.fraction, 0), 1) : 0
    collapsed = canCollapse ? min(fraction * configuration.range, collapseLimit) : 0
    settledSinceScroll = false
    isHeldByCommand = false
    reanchor()
    publishState(emit)
  }

  // MARK: Private

  private mutating func run(
    _ kind: ChromeCommand, fraction: Double, animated: Bool, duration: Double?,
    at time: Double, emit: (CollapseEvent) -> Void
  ) -> CommandID {
    synchronize(to: time, emit: emit)
    commandCount += 1
    let command = PendingCommand(id: CommandID(rawValue: commandCount), kind: kind)
    let target = min(max(fraction, 0), 1) * configuration.range
    if !fraction.isFinite || (target > 0 && (!canCollapse || target > collapseLimit)) {
      // Refused: nothing changes, a running animation goes on.
      complete(command, finished: false, emit: emit)
    } else {
      settledSinceScroll = false
      let curve = duration.flatMap { duration -> ChromeAnimation.Curve? in
        duration.isFinite && duration >= 0 ? .timing(.easeInOut, duration: duration) : nil
      }
      startAnimation(
        to: target, animated: animated && duration != 0, curve: curve, command: command,
        emit: emit)
      // After the start, which interrupts (and releases) a command under way.
      isHeldByCommand = true
      isShownUntilEnd = false
    }
    publishState(emit)
    #if SCROLLCHROME_INTERNAL_CHECKS
      _checkInvariants()
    #endif
    return command.id
  }

  /// Brings the clock and a running animation to `time`, if it is later.
  private mutating func synchronize(to time: Double, emit: (CollapseEvent) -> Void) {
    guard time.isFinite, time > self.time else { return }
    self.time = time
    if isAnimating { step(emit: emit) }
  }
}
