/// A damped spring with unit mass, described the way SwiftUI describes one.
///
/// `response` is the undamped period in seconds and `dampingRatio` says how the spring settles:
/// below 1 it overshoots, at 1 it is critically damped (the fastest approach without overshoot),
/// above 1 it is over-damped. Stiffness and damping follow from them by the conversion that
/// reproduces the stiffness and damping of SwiftUI's documented `Spring` examples (the formulas are
/// in <doc:ClosedFormMotion>).
///
/// A spring is a shape, not a motion: the engine solves it for each movement's start, target and
/// initial velocity, in closed form, so a value at any time costs the same.
public struct SpringCurve: Sendable, Equatable {
  // MARK: Public

  /// The undamped period, in seconds. Greater than 0.
  public var response: Double
  /// The damping ratio: below 1 the spring overshoots, 1 is critically damped. 0 or more.
  public var dampingRatio: Double

  /// Creates a spring from its response and damping ratio.
  ///
  /// - Parameters:
  ///   - response: The undamped period in seconds; defaults to 0.3.
  ///   - dampingRatio: The damping ratio; defaults to 1 (critically damped).
  public init(response: Double = 0.3, dampingRatio: Double = 1) {
    self.response = response
    self.dampingRatio = dampingRatio
  }

  /// Creates a spring of unit mass from its stiffness and damping.
  ///
  /// - Parameters:
  ///   - stiffness: The stiffness, in 1/s². Greater than 0.
  ///   - damping: The damping, in 1/s. 0 or more.
  public init(stiffness: Double, damping: Double) {
    let omega = Math.sqrt(stiffness)
    self.init(response: 2 * Math.pi / omega, dampingRatio: damping / (2 * omega))
  }

  /// The critically damped spring chrome settles with by default: a 0.3 s response, damping
  /// ratio 1.
  public static let snap = SpringCurve(response: 0.3, dampingRatio: 1)

  /// The stiffness, for unit mass: the faster the response, the stiffer the spring.
  public var stiffness: Double { naturalFrequency * naturalFrequency }

  /// The damping, for unit mass: in step with the damping ratio, higher for a faster response.
  public var damping: Double { 2 * dampingRatio * naturalFrequency }

  // MARK: Package

  /// The spring a scroll view bounces back with: `k = 100`, critically damped (`c = 20`).
  package static let bounceBack = SpringCurve(stiffness: 100, damping: 20)

  /// The undamped angular frequency `ω₀ = 2π/response`.
  package var naturalFrequency: Double { 2 * Math.pi / response }

  /// Whether the response is positive and finite and the damping ratio finite and not negative.
  package var isValid: Bool {
    response.isFinite && response > 0 && dampingRatio.isFinite && dampingRatio >= 0
  }

  /// Solves the spring for one movement.
  ///
  /// - Parameters:
  ///   - start: The value at time 0.
  ///   - target: The value the spring pulls towards.
  ///   - initialVelocity: The velocity at time 0, in value units per second.
  /// - Returns: The closed-form motion.
  package func motion(from start: Double, to target: Double, initialVelocity: Double = 0)
    -> SpringMotion
  {
    SpringMotion(
      spring: self, displacement: start - target, velocity: initialVelocity, target: target)
  }
}
