/// The closed-form solution of a ``SpringCurve`` for one start, target and initial velocity.
///
/// The displacement from the target is `x(t)`: under-damped
/// `e^(−βt)·[x₀·cos(ω_d t) + ((v₀ + β·x₀)/ω_d)·sin(ω_d t)]`, critically damped
/// `e^(−ω₀t)·[x₀ + (v₀ + ω₀·x₀)·t]`, over-damped a sum of two exponentials — the standard
/// solutions of the damped harmonic oscillator. Coefficients are computed once; each sample is a
/// handful of `exp`/`sin`/`cos` calls.
package struct SpringMotion: Sendable, Equatable {
  // MARK: Package

  /// The value the motion converges to.
  package let target: Double

  /// The value at time `t` (seconds since the motion started).
  ///
  /// - Note: Cost per event: O(1), no allocation.
  package func value(at t: Double) -> Double { target + displacement(at: t) }

  /// The velocity at time `t`, in value units per second.
  ///
  /// - Note: Cost per event: O(1), no allocation.
  package func velocity(at t: Double) -> Double {
    switch form {
    case .under(let beta, let omegaD, let a, let b):
      let decay = Math.exp(-beta * t)
      let cosine = Math.cos(omegaD * t)
      let sine = Math.sin(omegaD * t)
      return decay * ((b * omegaD - beta * a) * cosine - (a * omegaD + beta * b) * sine)
    case .critical(let omega, let a, let b):
      let decay = Math.exp(-omega * t)
      // Once the exponential underflows, the motion is over (and 0 · ∞ must not become NaN).
      return decay == 0 ? 0 : decay * (b - omega * (a + b * t))
    case .over(let r1, let r2, let a, let b):
      return a * r1 * Math.exp(r1 * t) + b * r2 * Math.exp(r2 * t)
    }
  }

  /// The displacement from the target at time `t`.
  ///
  /// - Note: Cost per event: O(1), no allocation.
  package func displacement(at t: Double) -> Double {
    switch form {
    case .under(let beta, let omegaD, let a, let b):
      return Math.exp(-beta * t) * (a * Math.cos(omegaD * t) + b * Math.sin(omegaD * t))
    case .critical(let omega, let a, let b):
      let decay = Math.exp(-omega * t)
      return decay == 0 ? 0 : decay * (a + b * t)
    case .over(let r1, let r2, let a, let b):
      return a * Math.exp(r1 * t) + b * Math.exp(r2 * t)
    }
  }

  /// Whether the motion has come to rest at `t`: its remaining energy can no longer move it more
  /// than `tolerance` from the target.
  ///
  /// The test bounds every later displacement by `√(x² + (v/ω₀)²)`, which never grows for a damped
  /// spring, so once settled a motion stays settled.
  ///
  /// - Parameters:
  ///   - t: Seconds since the motion started.
  ///   - tolerance: The largest distance from the target that counts as at rest.
  package func isSettled(at t: Double, tolerance: Double) -> Bool {
    isSettled(displacement: displacement(at: t), at: t, tolerance: tolerance)
  }

  // MARK: Internal

  /// ``isSettled(at:tolerance:)`` for a displacement `x` already evaluated at `t`.
  func isSettled(displacement x: Double, at t: Double, tolerance: Double) -> Bool {
    let v = velocity(at: t) / naturalFrequency
    return x * x + v * v <= tolerance * tolerance
  }

  init(spring: SpringCurve, displacement x0: Double, velocity v0: Double, target: Double) {
    let omega = spring.naturalFrequency
    let zeta = spring.dampingRatio
    self.target = target
    self.naturalFrequency = omega
    if zeta < 1 {
      let beta = zeta * omega
      let omegaD = omega * Math.sqrt(1 - zeta * zeta)
      form = .under(beta: beta, omegaD: omegaD, a: x0, b: (v0 + beta * x0) / omegaD)
    } else if zeta == 1 {
      form = .critical(omega: omega, a: x0, b: v0 + omega * x0)
    } else {
      let root = omega * Math.sqrt(zeta * zeta - 1)
      let r1 = -zeta * omega + root
      let r2 = -zeta * omega - root
      form = .over(r1: r1, r2: r2, a: (v0 - r2 * x0) / (r1 - r2), b: -(v0 - r1 * x0) / (r1 - r2))
    }
  }

  // MARK: Private

  private enum Form: Sendable, Equatable {
    case under(beta: Double, omegaD: Double, a: Double, b: Double)
    case critical(omega: Double, a: Double, b: Double)
    case over(r1: Double, r2: Double, a: Double, b: Double)
  }

  private let form: Form
  private let naturalFrequency: Double
}
