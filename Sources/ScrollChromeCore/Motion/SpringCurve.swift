/// A damped spring with unit mass, described the way SwiftUI describes one.
///
/// `response` is the undamped period in seconds and `dampingRatio` is `ζ`: below 1 the spring
/// overshoots, at 1 it is critically damped (the fastest approach without overshoot), above 1 it is
/// over-damped. Stiffness and damping follow `k = (2π/response)²` and `c = 4π·ζ/response`, the
/// conversion that reproduces the stiffness and damping of SwiftUI's documented `Spring` examples.
///
/// A spring is a shape, not a motion: the engine solves it for each movement's start, target and
/// initial velocity, in closed form, so a value at any time costs the same.
public struct SpringCurve: Sendable, Equatable {
  // MARK: Public

  /// The undamped period, in seconds. Greater than 0.
  public var response: Double
  /// The damping ratio `ζ`. 0 or more.
  public var dampingRatio: Double

  /// Creates a spring from its response and damping ratio.
  ///
  /// - Parameters:
  ///   - response: The undamped period in seconds; defaults to 0.3.
  ///   - dampingRatio: `ζ`; defaults to 1 (critically damped).
  public init(response: Double = 0.3, dampingRatio: Double = 1) {
    self.response = response
    self.dampingRatio = dampingRatio
  }

  /// Creates a spring of unit mass from its stiffness `k` and damping `c`.
  ///
  /// - Parameters:
  ///   - stiffness: `k`, in 1/s². Greater than 0.
  ///   - damping: `c`, in 1/s. 0 or more.
  public init(stiffness: Double, damping: Double) {
    let omega = Math.sqrt(stiffness)
    self.init(response: 2 * Math.pi / omega, dampingRatio: damping / (2 * omega))
  }

  /// The critically damped spring chrome settles with by default: a 0.3 s response, `ζ = 1`.
  public static let snap = SpringCurve(response: 0.3, dampingRatio: 1)

  /// The stiffness `k = (2π/response)²`, for unit mass.
  public var stiffness: Double { naturalFrequency * naturalFrequency }

  /// The damping `c = 4π·ζ/response`, for unit mass.
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
