import ScrollChromeCore
import ScrollChromeTestSupport
import Testing

// SwiftUI's response/dampingFraction springs: k = (2π/response)², c = 4π·ζ/response (unit mass);
// the under-, critically and over-damped closed forms with x₀ = start − target, value = target + x.
// Expected numbers are the reference values S1/S2, the published bounce-back values
// (ScrollMechanics' critically damped spring), and python closed forms (cross-checked by RK4
// integration to 1e-12):
//   w0 = 2π/response; under: β = ζ·w0, wd = w0·√(1 − ζ²),
//     x = e^(−βt)·(x0·cos(wd·t) + ((v0 + β·x0)/wd)·sin(wd·t)),
//     v = e^(−βt)·(v0·cos(wd·t) − ((β·v0 + w0²·x0)/wd)·sin(wd·t));
//   critical: x = e^(−w0·t)·(x0 + (v0 + w0·x0)·t), v = e^(−w0·t)·(v0 − w0·(v0 + w0·x0)·t);
//   over: r1,2 = −w0·(ζ ∓ √(ζ² − 1)),
//     x = ((v0 − r2·x0)·e^(r1·t) − (v0 − r1·x0)·e^(r2·t))/(r1 − r2), v = its derivative.

/// (situation, response, ζ, start, target, v₀, t, value, velocity)
private let closedFormRows:
  [(String, Double, Double, Double, Double, Double, Double, Double, Double)] = [
    // Under-damped ζ 0.5, 0 → 100 from rest: starts at the start.
    ("under t0", 0.4, 0.5, 0, 100, 0, 0.0, 0.0, 0.0),
    // python: 100 + x(0.05) → 22.9847307170, v → 770.2713692315
    ("under t0.05", 0.4, 0.5, 0, 100, 0, 0.05, 22.9847307170, 770.2713692315),
    // python → 64.7327550682, 808.7351796399
    ("under t0.1", 0.4, 0.5, 0, 100, 0, 0.1, 64.7327550682, 808.7351796399),
    // python → 114.0699674144, 154.0544218433 (overshoots the target)
    ("under t0.2", 0.4, 0.5, 0, 100, 0, 0.2, 114.0699674144, 154.0544218433),
    // python → 103.3781487934, −115.9422911768 (swinging back)
    ("under t0.35", 0.4, 0.5, 0, 100, 0, 0.35, 103.3781487934, -115.9422911768),
    // python → 99.7782047489, 15.5265555859
    ("under t0.6", 0.4, 0.5, 0, 100, 0, 0.6, 99.7782047489, 15.5265555859),
    // Under-damped ζ 0.2 with initial velocity 300: v(0) = v₀.
    ("bouncy v0 t0", 0.4, 0.2, 0, 100, 300, 0.0, 0.0, 300.0),
    // python → 38.0697300272, 1101.0759320193
    ("bouncy v0 t0.05", 0.4, 0.2, 0, 100, 300, 0.05, 38.0697300272, 1101.0759320193),
    // python → 153.2102465049, −107.5454877177
    ("bouncy v0 t0.2", 0.4, 0.2, 0, 100, 300, 0.2, 153.2102465049, -107.5454877177),
    // python → 79.4467627395, −338.7316352634 (undershoots below the target)
    ("bouncy v0 t0.35", 0.4, 0.2, 0, 100, 300, 0.35, 79.4467627395, -338.7316352634),
    // python → 114.8826978777, −0.4147866254
    ("bouncy v0 t0.6", 0.4, 0.2, 0, 100, 300, 0.6, 114.8826978777, -0.4147866254),
    // Critically damped (the snap spring, response 0.3): python → 28.1597830078, 769.6532607461
    ("critical t0.05", 0.3, 1, 0, 100, 0, 0.05, 28.1597830078, 769.6532607461),
    // python → 61.8941609179, 540.1731477105
    ("critical t0.1", 0.3, 1, 0, 100, 0, 0.1, 61.8941609179, 540.1731477105),
    // python → 92.1313968988, 133.0389324053
    ("critical t0.2", 0.3, 1, 0, 100, 0, 0.2, 92.1313968988, 133.0389324053),
    // python → 99.9952689421, 0.0917831719
    ("critical t0.6", 0.3, 1, 0, 100, 0, 0.6, 99.9952689421, 0.0917831719),
    // Critically damped, 50 → −20 with v₀ −400 (moving towards the target): v(0) = v₀.
    ("critical v0 t0", 0.3, 1, 50, -20, -400, 0.0, 50.0, -400.0),
    // python → 23.2697557510, −532.1322602962
    ("critical v0 t0.05", 0.3, 1, 50, -20, -400, 0.05, 23.2697557510, -532.1322602962),
    // python → −15.7051474183, −73.7845361704
    ("critical v0 t0.2", 0.3, 1, 50, -20, -400, 0.2, -15.7051474183, -73.7845361704),
    // python → −19.7096089740, −5.3833113086
    ("critical v0 t0.35", 0.3, 1, 50, -20, -400, 0.35, -19.7096089740, -5.3833113086),
    // Over-damped ζ 1.5, 0 → 100 from rest: python → 11.1968496637, 333.6002066983
    ("over t0.05", 0.5, 1.5, 0, 100, 0, 0.05, 11.1968496637, 333.6002066983),
    // python → 55.1931718584, 214.4032139645
    ("over t0.2", 0.5, 1.5, 0, 100, 0, 0.2, 55.1931718584, 214.4032139645),
    // python → 93.4273375281, 31.5482952240
    ("over t0.6", 0.5, 1.5, 0, 100, 0, 0.6, 93.4273375281, 31.5482952240),
    // Over-damped ζ 2, −30 → 10 with v₀ 250: v(0) = v₀.
    ("over v0 t0", 0.5, 2.0, -30, 10, 250, 0.0, -30.0, 250.0),
    // python → −21.8174483775, 118.1875345464
    ("over v0 t0.05", 0.5, 2.0, -30, 10, 250, 0.05, -21.8174483775, 118.1875345464),
    // python → −9.0476111163, 64.1458772125
    ("over v0 t0.2", 0.5, 2.0, -30, 10, 250, 0.2, -9.0476111163, 64.1458772125),
    // python → 5.0466188263, 16.6787717620
    ("over v0 t0.6", 0.5, 2.0, -30, 10, 250, 0.6, 5.0466188263, 16.6787717620),
  ]

/// (situation, spring, start, target, v₀) for property checks over a time grid.
private let springs: [(String, SpringCurve, Double, Double, Double)] = [
  // Very bouncy: crosses the target many times.
  ("under ζ 0.2", SpringCurve(response: 0.4, dampingRatio: 0.2), 0, 100, 0),
  // Bouncy with a push away from the target.
  ("under ζ 0.5 pushed away", SpringCurve(response: 0.4, dampingRatio: 0.5), 0, 100, -500),
  // The snap spring.
  ("critical snap", SpringCurve.snap, 0, 1, 0),
  // The bounce-back spring with an incoming velocity.
  ("bounceBack with velocity", SpringCurve.bounceBack, 0, 0, 2600),
  // Over-damped.
  ("over ζ 2", SpringCurve(response: 0.5, dampingRatio: 2), -30, 10, 250),
]

/// Damping ratios just under and over 1, where the under- and over-damped forms divide by ω_d or
/// r₁ − r₂ ≈ 0: 1 ± 1e-7, 1 ± 1e-12, and the neighbours of 1 in Double.
private let nearCriticalRatios: [Double] = [
  0.999_999_9, 1.000_000_1, 0.999_999_999_999, 1.000_000_000_001, 1.0.nextDown, 1.0.nextUp,
]

@Suite("Spring")
struct SpringTests {
  @Test("S1: response 0.3, ζ 0.8 → stiffness 438.6491, damping 33.5103 (reference value)")
  func s1() {
    let spring = SpringCurve(response: 0.3, dampingRatio: 0.8)
    // python: (2*pi/0.3)**2 → 438.6490844929
    #expect(isClose(spring.stiffness, 438.6491))
    // python: 4*pi*0.8/0.3 → 33.5103216383
    #expect(isClose(spring.damping, 33.5103))
    // python: 2*pi/0.3 → 20.9439510239
    #expect(isClose(spring.naturalFrequency, 20.9439510239, tolerance: 1e-9))
  }

  @Test("S2: 0 → 1, response 0.3, ζ 0.8, value at 0.1 s is 0.704750 (reference value)")
  func s2() {
    let motion = SpringCurve(response: 0.3, dampingRatio: 0.8).motion(from: 0, to: 1)
    // python (under-damped closed form) → 0.7047501156
    #expect(isClose(motion.value(at: 0.1), 0.704750, tolerance: 1e-6))
    #expect(motion.target == 1)
  }

  @Test("SwiftUI's default spring: response 0.5, ζ 0.825 → k 157.91, c 20.73")
  func swiftUIDefault() {
    let spring = SpringCurve(response: 0.5, dampingRatio: 0.825)
    // python: (2*pi/0.5)**2 → 157.9136704174
    #expect(isClose(spring.stiffness, 157.9137))
    // python: 4*pi*0.825/0.5 → 20.7345115137
    #expect(isClose(spring.damping, 20.7345))
  }

  @Test("stiffness/damping init: k 100, c 10 → response 0.6283, ζ 0.5 (Apple's example)")
  func stiffnessDamping() {
    let spring = SpringCurve(stiffness: 100, damping: 10)
    // python: 2*pi/sqrt(100) → 0.6283185307
    #expect(isClose(spring.response, 0.6283185307, tolerance: 1e-9))
    // python: 10/(2*sqrt(100)) → 0.5
    #expect(isClose(spring.dampingRatio, 0.5, tolerance: 1e-12))
    #expect(isClose(spring.stiffness, 100, tolerance: 1e-9))
    #expect(isClose(spring.damping, 10, tolerance: 1e-9))
  }

  @Test("bounceBack is k = 100, c = 20: critically damped, ω₀ = 10")
  func bounceBackParameters() {
    #expect(isClose(SpringCurve.bounceBack.stiffness, 100, tolerance: 1e-9))
    #expect(isClose(SpringCurve.bounceBack.damping, 20, tolerance: 1e-9))
    #expect(isClose(SpringCurve.bounceBack.dampingRatio, 1, tolerance: 1e-12))
    #expect(isClose(SpringCurve.bounceBack.naturalFrequency, 10, tolerance: 1e-9))
  }

  @Test(
    "bounce back from a 100-pt overshoot at rest (ScrollMechanics' published values)",
    arguments: [
      // python: 100*exp(-1)*(1+1) → 73.5758882343; spec prints 73.58
      (0.1, 73.5758882343, -367.8794411714),
      // python: 100*exp(-2)*(1+2) → 40.6005849710; spec prints 40.60
      (0.2, 40.6005849710, -270.6705664732),
      // python: 100*exp(-3)*(1+3) → 19.9148273471; spec prints 19.91
      (0.3, 19.9148273471, -149.3612051036),
    ])
  func bounceBack(t: Double, value: Double, velocity: Double) {
    let motion = SpringCurve.bounceBack.motion(from: 100, to: 0)
    #expect(isClose(motion.value(at: t), value))
    #expect(isClose(motion.displacement(at: t), value))
    // python: velocity = exp(-10t)*(0 - 10*(0 + 10*100)*t)
    #expect(isClose(motion.velocity(at: t), velocity))
  }

  @Test("value and velocity match the spring's closed forms", arguments: closedFormRows)
  func closedForms(
    situation: String, response: Double, dampingRatio: Double, start: Double, target: Double,
    initialVelocity: Double, t: Double, value: Double, velocity: Double
  ) {
    let motion = SpringCurve(response: response, dampingRatio: dampingRatio)
      .motion(from: start, to: target, initialVelocity: initialVelocity)
    #expect(isClose(motion.value(at: t), value, tolerance: 1e-6), "\(situation)")
    #expect(isClose(motion.velocity(at: t), velocity, tolerance: 1e-6), "\(situation)")
    #expect(
      isClose(motion.displacement(at: t), value - target, tolerance: 1e-6), "\(situation)")
  }

  @Test(
    "damping ratios a hair from 1 stay numerically stable (no cancellation blow-up)",
    arguments: nearCriticalRatios)
  func nearCritical(dampingRatio: Double) {
    // 0 → 100, response 0.3, v₀ 400. Expected: the critical closed form, python:
    //   100 + exp(-w*t)*(-100 + (400 + w*(-100))*t), w = 2π/0.3;
    //   RK4 at ζ = 1 ± 1e-7 agrees to 5e-6.
    let motion = SpringCurve(response: 0.3, dampingRatio: dampingRatio)
      .motion(from: 0, to: 100, initialVelocity: 400)
    let rows: [(t: Double, value: Double, velocity: Double)] = [
      // python → 35.1781792, 763.0282385
      (0.05, 35.1781792, 763.0282385),
      // python → 66.8199494, 486.2655602
      (0.1, 66.8199494, 486.2655602),
      // python → 98.8640000, 20.6281429
      (0.3, 98.8640000, 20.6281429),
    ]
    for row in rows {
      #expect(isClose(motion.value(at: row.t), row.value, tolerance: 1e-4), "ζ \(dampingRatio)")
      #expect(
        isClose(motion.velocity(at: row.t), row.velocity, tolerance: 1e-3), "ζ \(dampingRatio)")
    }
  }

  @Test("velocity is the derivative of value", arguments: springs)
  func velocityIsDerivative(
    situation: String, spring: SpringCurve, start: Double, target: Double, initialVelocity: Double
  ) {
    let motion = spring.motion(from: start, to: target, initialVelocity: initialVelocity)
    for t in stride(from: 0.01, through: 1.5, by: 0.07) {
      let numeric = numericDerivative(at: t) { motion.value(at: $0) }
      #expect(isClose(motion.velocity(at: t), numeric, relative: 1e-5), "\(situation) t=\(t)")
    }
  }

  @Test("the initial velocity is honoured and the start value is exact", arguments: springs)
  func initialConditions(
    situation: String, spring: SpringCurve, start: Double, target: Double, initialVelocity: Double
  ) {
    let motion = spring.motion(from: start, to: target, initialVelocity: initialVelocity)
    #expect(isClose(motion.value(at: 0), start, tolerance: 1e-9), "\(situation)")
    #expect(isClose(motion.velocity(at: 0), initialVelocity, tolerance: 1e-9), "\(situation)")
  }

  @Test(
    "once settled, a motion stays settled and within tolerance (1 ms grid)",
    arguments: springs)
  func settledIsMonotone(
    situation: String, spring: SpringCurve, start: Double, target: Double, initialVelocity: Double
  ) {
    let motion = spring.motion(from: start, to: target, initialVelocity: initialVelocity)
    for tolerance in [0.5, 0.01, 0.001] {
      var settledAt: Double?
      for step in 0...4000 {
        let t = Double(step) / 1000
        let settled = motion.isSettled(at: t, tolerance: tolerance)
        if let since = settledAt {
          #expect(settled, "\(situation) tol \(tolerance): settled at \(since), not at \(t)")
          #expect(
            abs(motion.value(at: t) - target) <= tolerance,
            "\(situation) tol \(tolerance): settled but \(motion.value(at: t)) at \(t)")
          if !settled { break }
        } else if settled {
          settledAt = t
        }
      }
      #expect(settledAt != nil, "\(situation) tol \(tolerance): never settles within 4 s")
      if start != target || initialVelocity != 0 {
        #expect(!motion.isSettled(at: 0, tolerance: tolerance), "\(situation) starts moving")
      }
    }
  }

  @Test("a motion already at its target without velocity is settled and stays put")
  func atRest() {
    let motion = SpringCurve.snap.motion(from: 42, to: 42)
    #expect(motion.isSettled(at: 0, tolerance: 0.001))
    #expect(motion.value(at: 0.37) == 42)
    #expect(motion.velocity(at: 0.37) == 0)
  }

  @Test(
    "critically and over-damped motions from rest never overshoot",
    arguments: [
      // The snap spring.
      SpringCurve.snap,
      // The bounce-back spring.
      SpringCurve.bounceBack,
      // Over-damped.
      SpringCurve(response: 0.5, dampingRatio: 1.5),
    ])
  func noOvershoot(spring: SpringCurve) {
    let motion = spring.motion(from: -80, to: 20)
    var previous = -80.0
    for step in 1...3000 {
      let value = motion.value(at: Double(step) / 1000)
      #expect(value >= previous - 1e-12 && value <= 20 + 1e-12)
      previous = value
    }
  }

  @Test(
    "validity: response > 0 and finite, ζ ≥ 0 and finite",
    arguments: [
      // The default spring.
      (SpringCurve(), true),
      // Undamped is allowed (ζ = 0).
      (SpringCurve(response: 0.5, dampingRatio: 0), true),
      // Zero response.
      (SpringCurve(response: 0, dampingRatio: 1), false),
      // Negative response.
      (SpringCurve(response: -0.3, dampingRatio: 1), false),
      // Negative damping ratio.
      (SpringCurve(response: 0.3, dampingRatio: -0.1), false),
      // NaN damping ratio.
      (SpringCurve(response: 0.3, dampingRatio: .nan), false),
      // Infinite response.
      (SpringCurve(response: .infinity, dampingRatio: 1), false),
    ])
  func validity(spring: SpringCurve, valid: Bool) {
    #expect(spring.isValid == valid)
  }
}
