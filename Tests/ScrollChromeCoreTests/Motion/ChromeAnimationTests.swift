import ScrollChromeCore
import ScrollChromeTestSupport
import Testing

// An animation is a closed form evaluated at absolute time: a timing curve maps elapsed/duration
// through its cubic Bézier (python bisection solver, see TimingCurveTests), a spring uses the
// under-, critically or over-damped closed form. "Velocity is preserved when an animation is
// retargeted."

/// easeInOut over 0.3 s from 0 to 200, started at t = 1.
private let easeAnimation = ChromeAnimation(
  .timing(.easeInOut, duration: 0.3), from: 0, to: 200, at: 1)

/// The snap spring (response 0.3, ζ 1) from 0 to 100, started at t = 2.
private let springAnimation = ChromeAnimation(.spring(.snap), from: 0, to: 100, at: 2)

/// (situation, time, value, velocity) for `easeAnimation`.
private let easeRows: [(String, Double, Double, Double)] = [
  // Before the start the value is the start.
  ("before start", 0.5, 0, 0),
  // At the start.
  ("start", 1.0, 0, 0),
  // x = 0.25: 200·B1. python: 200*0.1291619310 → 25.8323862; v: 200*1.0592618412/0.3 → 706.1745608
  ("quarter", 1.075, 25.8323862, 706.1745608),
  // x = 1/3. python: 200*0.2317748163 → 46.3549633; v: 200*1.3934081222/0.3 → 928.9387481
  ("third", 1.1, 46.3549633, 928.9387481),
  // Half time is half way (symmetric curve). v: 200*(1.5/0.87)/0.3 → 1149.4252874
  ("middle", 1.15, 100, 1149.4252874),
  // x = 2/3. python: 200*0.7682251837 → 153.6450367; same speed as at 1/3 by symmetry
  ("two thirds", 1.2, 153.6450367, 928.9387481),
  // The end: exactly the target, at rest.
  ("end", 1.3, 200, 0),
  // Long after.
  ("after", 5.0, 200, 0),
]

/// (situation, time, value, velocity) for `springAnimation`.
private let springRows: [(String, Double, Double, Double)] = [
  // At the start.
  ("start", 2.0, 0, 0),
  // python: 100 + exp(-w*.05)*(-100 + (0 + w*(-100))*.05), w = 2π/0.3 → 28.1597830; v → 769.6532607
  ("50 ms", 2.05, 28.1597830, 769.6532607),
  // python → 61.8941609, 540.1731477
  ("100 ms", 2.1, 61.8941609, 540.1731477),
  // python → 92.1313969, 133.0389324
  ("200 ms", 2.2, 92.1313969, 133.0389324),
]

/// (situation, animation, retarget time, new target)
private let retargetRows: [(String, ChromeAnimation, Double, Double)] = [
  // A spring heading further on.
  ("spring further", ChromeAnimation(.spring(.snap), from: 0, to: 100, at: 0), 0.1, 300),
  // A spring turned around while moving fast.
  ("spring reversed", ChromeAnimation(.spring(.snap), from: 0, to: 100, at: 0), 0.05, -50),
  // A bouncy spring retargeted while overshooting.
  (
    "bouncy spring",
    ChromeAnimation(
      .spring(SpringCurve(response: 0.4, dampingRatio: 0.3)), from: 0, to: 100,
      at: 0), 0.2, 40
  ),
  // An ease-in-out extended half way through its first third.
  (
    "timing further", ChromeAnimation(.timing(.easeInOut, duration: 0.3), from: 0, to: 200, at: 0),
    0.1,
    400
  ),
  // An ease-in-out turned around.
  (
    "timing reversed", ChromeAnimation(.timing(.easeInOut, duration: 0.3), from: 0, to: 200, at: 0),
    0.1, 0
  ),
  // An ease-out (first control point on the time axis) retargeted.
  (
    "easeOut further", ChromeAnimation(.timing(.easeOut, duration: 0.25), from: 10, to: 60, at: 3),
    3.1,
    120
  ),
]

@Suite("Animation")
struct AnimationTests {
  @Test(
    "a timing-curve animation follows the Bézier and ends exactly on target",
    arguments: easeRows)
  func timing(situation: String, time: Double, value: Double, velocity: Double) {
    #expect(isClose(easeAnimation.value(at: time), value), "\(situation)")
    #expect(isClose(easeAnimation.velocity(at: time), velocity), "\(situation)")
  }

  @Test("a timing-curve animation finishes at start + duration with the exact target")
  func timingFinish() {
    #expect(!easeAnimation.isFinished(at: 1.29))
    #expect(easeAnimation.isFinished(at: 1.3))
    #expect(easeAnimation.value(at: 1.3) == 200)
    #expect(easeAnimation.velocity(at: 1.3) == 0)
    #expect(easeAnimation.start == 0 && easeAnimation.target == 200 && easeAnimation.startTime == 1)
  }

  @Test("a spring animation follows the closed form", arguments: springRows)
  func spring(situation: String, time: Double, value: Double, velocity: Double) {
    #expect(isClose(springAnimation.value(at: time), value), "\(situation)")
    #expect(isClose(springAnimation.velocity(at: time), velocity), "\(situation)")
    #expect(!springAnimation.isFinished(at: time), "\(situation)")
  }

  @Test("a spring animation finishes exactly on target and stays there", arguments: [60.0, 120])
  func springFinish(rate: Double) {
    let clock = FrameClock(rate: rate, start: 2)
    var finishedAt: Double?
    for time in clock.frames(through: 3) {
      if let since = finishedAt {
        #expect(springAnimation.isFinished(at: time), "finished at \(since), not at \(time)")
        #expect(springAnimation.value(at: time) == 100)
        #expect(springAnimation.velocity(at: time) == 0)
      } else if springAnimation.isFinished(at: time) {
        finishedAt = time
        #expect(springAnimation.value(at: time) == 100, "the finished value is exactly the target")
        #expect(springAnimation.velocity(at: time) == 0)
      } else {
        // Not finished: within reach of the target only by more than the default 0.01 tolerance
        // of its energy bound; in any case never beyond the target (critically damped from rest).
        #expect(springAnimation.value(at: time) < 100)
      }
    }
    #expect(finishedAt != nil, "the snap spring settles within 3 s")
  }

  @Test("a spring animation with an initial velocity starts with it")
  func springInitialVelocity() {
    let animation = ChromeAnimation(.spring(.snap), from: 10, to: 0, velocity: 250, at: 4)
    #expect(animation.value(at: 4) == 10)
    #expect(isClose(animation.velocity(at: 4), 250, tolerance: 1e-9))
    // python: w = 2π/0.3; 0 + exp(-w*.1)*(10 + (250 + w*10)*.1) → 6.8892017
    #expect(isClose(animation.value(at: 4.1), 6.8892017))
  }

  @Test("a timing-curve animation with an initial velocity starts with it")
  func timingInitialVelocity() {
    let animation = ChromeAnimation(
      .timing(.easeInOut, duration: 0.3), from: 0, to: 100, velocity: 200, at: 0)
    #expect(animation.value(at: 0) == 0)
    #expect(isClose(animation.velocity(at: 0), 200, tolerance: 1e-6))
    #expect(animation.value(at: 0.3) == 100)
  }

  @Test("velocity is the derivative of value for both kinds")
  func velocityIsDerivative() {
    for animation in [easeAnimation, springAnimation] {
      let start = animation.startTime
      for step in 1...25 {
        let time = start + Double(step) * 0.011
        let numeric = numericDerivative(at: time, step: 1e-6) { animation.value(at: $0) }
        #expect(isClose(animation.velocity(at: time), numeric, relative: 1e-4), "t = \(time)")
      }
    }
  }

  @Test("retargeting keeps the value and the velocity continuous", arguments: retargetRows)
  func retarget(situation: String, animation: ChromeAnimation, time: Double, target: Double) {
    let retargeted = animation.retargeted(to: target, at: time)
    #expect(retargeted.target == target, "\(situation)")
    #expect(retargeted.startTime == time, "\(situation)")
    #expect(isClose(retargeted.start, animation.value(at: time), tolerance: 1e-9), "\(situation)")
    #expect(
      isClose(retargeted.value(at: time), animation.value(at: time), tolerance: 1e-9),
      "\(situation)")
    #expect(
      isClose(retargeted.velocity(at: time), animation.velocity(at: time), relative: 1e-6),
      "\(situation): velocity \(retargeted.velocity(at: time)) vs \(animation.velocity(at: time))")
    // 10 µs after the switch the paths differ only by ½·Δa·dt² (Δa ≤ ω²·|Δtarget| ≈ 1e5 pt/s²
    // here, so < 1e-5 pt): no jump.
    let later = time + 1e-5
    #expect(abs(retargeted.value(at: later) - animation.value(at: later)) < 1e-3, "\(situation)")

    // …and it still ends exactly on its new target.
    var finished = false
    for frame in FrameClock(rate: 120, start: time).frames(through: 3) {
      if retargeted.isFinished(at: frame) {
        finished = true
        #expect(retargeted.value(at: frame) == target, "\(situation)")
        break
      }
    }
    #expect(finished, "\(situation): finishes within 3 s")
  }

  @Test("a retargeted spring is the closed form from the current value and velocity")
  func retargetedSpringValues() {
    let first = ChromeAnimation(.spring(.snap), from: 0, to: 100, at: 0)
    let second = first.retargeted(to: 300, at: 0.1)
    // python: critical, x0 = 61.8941609179 − 300, v0 = 540.1731477105, w = 2π/0.3, t = 0.05
    //   → 138.4221214, v → 1823.6427067
    #expect(isClose(second.value(at: 0.15), 138.4221214))
    #expect(isClose(second.velocity(at: 0.15), 1823.6427067))
    // t = 0.1 → 215.9197187, v → 1213.3852278
    #expect(isClose(second.value(at: 0.2), 215.9197187))
    #expect(isClose(second.velocity(at: 0.2), 1213.3852278))
  }

  @Test("interrupting: read value and velocity, then continue from them without a jump")
  func interruption() {
    // Interrupt the ease-in-out a third of the way: python (see easeRows) → 46.3549633, 928.9387481
    let easeValue = easeAnimation.value(at: 1.1)
    let easeVelocity = easeAnimation.velocity(at: 1.1)
    #expect(isClose(easeValue, 46.3549633))
    #expect(isClose(easeVelocity, 928.9387481))

    // Interrupt the spring after 50 ms: python → 28.1597830, 769.6532607
    let value = springAnimation.value(at: 2.05)
    let velocity = springAnimation.velocity(at: 2.05)
    #expect(isClose(value, 28.1597830))
    #expect(isClose(velocity, 769.6532607))

    // A new spring back to 0 picks up exactly there.
    let back = ChromeAnimation(.spring(.snap), from: value, to: 0, velocity: velocity, at: 2.05)
    #expect(back.value(at: 2.05) == value)
    #expect(isClose(back.velocity(at: 2.05), velocity, tolerance: 1e-9))
    // python: critical, x0 = 28.1597830078, v0 = 769.6532607461, t = 0.1 → 20.2083944, −255.8369625
    #expect(isClose(back.value(at: 2.15), 20.2083944))
    #expect(isClose(back.velocity(at: 2.15), -255.8369625))
  }

  @Test("a zero-duration timing animation is a jump, never NaN")
  func zeroDuration() {
    let animation = ChromeAnimation(.timing(.easeInOut, duration: 0), from: 0, to: 100, at: 1)
    #expect(animation.isFinished(at: 1))
    #expect(animation.value(at: 1) == 100)
    #expect(animation.velocity(at: 1) == 0)
    #expect(animation.value(at: 0.5).isFinite)
  }

  @Test(
    "retargeting a moving animation to its current value stays finite and ends there",
    arguments: [
      // A timing curve: no Bézier can leave with velocity and travel 0, but nothing may be NaN.
      ChromeAnimation(.timing(.easeInOut, duration: 0.3), from: 0, to: 200, at: 0),
      // A spring simply swings back to where it was.
      ChromeAnimation(.spring(.snap), from: 0, to: 200, at: 0),
    ])
  func retargetToCurrentValue(animation: ChromeAnimation) {
    let here = animation.value(at: 0.1)
    let retargeted = animation.retargeted(to: here, at: 0.1)
    var finished = false
    for time in FrameClock(rate: 120, start: 0.1).frames(through: 3) {
      #expect(retargeted.value(at: time).isFinite && retargeted.velocity(at: time).isFinite)
      if retargeted.isFinished(at: time) {
        finished = true
        #expect(retargeted.value(at: time) == here)
        break
      }
    }
    #expect(finished)
  }

  @Test("an animation that starts on its target is finished at once")
  func alreadyThere() {
    let spring = ChromeAnimation(.spring(.snap), from: 50, to: 50, at: 0)
    #expect(spring.isFinished(at: 0))
    #expect(spring.value(at: 0) == 50)
    let timing = ChromeAnimation(.timing(.linear, duration: 0.2), from: 50, to: 50, at: 0)
    #expect(timing.value(at: 0.1) == 50)
    #expect(timing.value(at: 0.2) == 50)
  }
}
