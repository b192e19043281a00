/// How chrome animates when it settles or obeys a command: choose a ``Curve`` — a spring or a
/// timing curve — for ``CollapseConfiguration/animation``.
///
/// The engine runs each animation from the chrome's value and velocity to its target, evaluated
/// at each frame's time, so any frame rate shows the same motion; a new target keeps the value
/// and the velocity, so nothing jumps or stalls. The default is ``SpringCurve/snap``, a critically
/// damped spring with a 0.3 s response; `.timing(.easeInOut, duration: 0.25)` gives a fixed
/// quarter-second ease-in-out instead.
public struct ChromeAnimation: Sendable, Equatable {
  // MARK: Public

  /// How an animation moves.
  public enum Curve: Sendable, Equatable {
    /// A spring; it ends once it is within a hundredth of a point of its target and all but still.
    case spring(SpringCurve)
    /// A cubic Bézier curve over a fixed duration in seconds.
    case timing(TimingCurve, duration: Double)
  }

  // MARK: Package

  /// The value at ``startTime``.
  package let start: Double
  /// The value the animation ends on, exactly.
  package let target: Double
  /// When the animation started, in seconds.
  package let startTime: Double
  /// How it moves.
  package let curve: Curve
  /// For springs: the distance from the target within which the animation counts as finished.
  package let tolerance: Double

  /// Creates an animation.
  ///
  /// - Parameters:
  ///   - curve: A spring or a timing curve.
  ///   - start: The value at `time`.
  ///   - target: The value to end on.
  ///   - velocity: The initial velocity, in value units per second (springs use it directly; timing
  ///     curves bend their first control point to match it).
  ///   - time: The start time, in seconds.
  ///   - tolerance: How close to the target a spring must settle; defaults to 0.01.
  package init(
    _ curve: Curve,
    from start: Double,
    to target: Double,
    velocity: Double = 0,
    at time: Double,
    tolerance: Double = 0.01
  ) {
    self.start = start
    self.target = target
    self.startTime = time
    self.tolerance = tolerance
    switch curve {
    case .spring(let spring):
      self.curve = curve
      springMotion = spring.motion(from: start, to: target, initialVelocity: velocity)
    case .timing(let timing, let duration):
      let distance = target - start
      let slope = velocity * duration / distance
      // No velocity, nothing to travel, or a distance too small to bend towards (the slope
      // overflows): the plain curve.
      if velocity == 0 || distance == 0 || duration <= 0 || !slope.isFinite {
        self.curve = curve
      } else {
        self.curve = .timing(
          TimingCurve(1.0 / 3, slope / 3, timing.x2, timing.y2), duration: duration)
      }
      springMotion = nil
    }
  }

  /// The value at `time`; exactly ``target`` once the animation has finished.
  ///
  /// - Note: Cost per event: O(1), no allocation.
  package func value(at time: Double) -> Double {
    let elapsed = max(0, time - startTime)
    switch curve {
    case .spring:
      guard let motion = springMotion, !motion.isSettled(at: elapsed, tolerance: tolerance) else {
        return target
      }
      return motion.value(at: elapsed)
    case .timing(let timing, let duration):
      guard elapsed < duration - Self.timeTolerance else { return target }
      return start + (target - start) * timing.progress(at: elapsed / duration)
    }
  }

  /// The value at `time` and whether the animation has ended there: ``value(at:)`` and
  /// ``isFinished(at:)`` in one evaluation, for a frame that needs both.
  ///
  /// - Note: Cost per event: O(1), no allocation.
  @inline(__always)
  package func sample(at time: Double) -> (value: Double, isFinished: Bool) {
    let elapsed = max(0, time - startTime)
    switch curve {
    case .spring:
      guard let motion = springMotion else { return (target, true) }
      let displacement = motion.displacement(at: elapsed)
      if motion.isSettled(displacement: displacement, at: elapsed, tolerance: tolerance) {
        return (target, true)
      }
      return (target + displacement, false)
    case .timing(let timing, let duration):
      guard elapsed < duration - Self.timeTolerance else { return (target, true) }
      return (start + (target - start) * timing.progress(at: elapsed / duration), false)
    }
  }

  /// The velocity at `time`, in value units per second; 0 once finished.
  ///
  /// - Note: Cost per event: O(1), no allocation.
  package func velocity(at time: Double) -> Double {
    let elapsed = max(0, time - startTime)
    guard !isFinished(at: time) else { return 0 }
    switch curve {
    case .spring:
      return springMotion?.velocity(at: elapsed) ?? 0
    case .timing(let timing, let duration):
      return (target - start) * timing.slope(at: elapsed / duration) / duration
    }
  }

  /// Whether the animation has ended at `time`.
  package func isFinished(at time: Double) -> Bool {
    let elapsed = max(0, time - startTime)
    switch curve {
    case .spring:
      return springMotion?.isSettled(at: elapsed, tolerance: tolerance) ?? true
    case .timing(_, let duration):
      return elapsed >= duration - Self.timeTolerance
    }
  }

  /// The same kind of animation heading for `target`, starting at `time` from this one's current
  /// value and velocity.
  ///
  /// - Parameters:
  ///   - target: The new value to end on.
  ///   - time: When the destination changes, in seconds.
  package func retargeted(to target: Double, at time: Double) -> ChromeAnimation {
    ChromeAnimation(
      curve, from: value(at: time), to: target, velocity: velocity(at: time), at: time,
      tolerance: tolerance)
  }

  // MARK: Private

  /// A timing-curve animation ends within a nanosecond of its duration, so a frame time such as
  /// `1.75 − 1.55` (just under 0.2 in binary) does not add a frame.
  private static let timeTolerance = 1e-9

  private let springMotion: SpringMotion?
}
