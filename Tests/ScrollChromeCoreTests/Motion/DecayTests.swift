import ScrollChromeCore
import ScrollChromeTestSupport
import Testing

// UIScrollView's deceleration — the per-millisecond (discrete, "UIKit-faithful") model:
// v(t) = v₀·d^(1000t), x(t) − x₀ = (v₀/1000)·d·(1 − d^(1000t))/(1 − d),
// project(v₀) = (v₀/1000)·d/(1 − d), stop when |v| < 10 pt/s:
//   duration T = ln(10/|v₀|)/(1000·ln d),
//   resting distance = x(T) − x₀ = (v₀/1000 − sgn·0.01)·d/(1 − d),
//   time to travel Δ: n(Δ) = ln(1 − 1000·Δ·(1 − d)/(v₀·d))/ln d ms.

/// (situation, decay, v₀, t, distance travelled, velocity)
private let motionRows: [(String, Decay, Double, Double, Double, Double)] = [
  // D4 discrete (reference value): 90.5352 after 0.1 s. python: (1000/1000)*.998*(1-.998**100)/.002
  //   → 90.5351644605; v: 1000*.998**100 → 818.5668047
  ("D4 discrete", .normal, 1000, 0.1, 90.5352, 818.5668047),
  // D8 (reference value): v(0.5 s) = 367.5113. python: 499*(1-.998**500) → 315.6118838
  ("D8", .normal, 1000, 0.5, 315.6118838, 367.5113),
  // One second: python: 499*(1-.998**1000) → 431.6028033, 1000*.998**1000 → 135.0645224
  ("one second", .normal, 1000, 1.0, 431.6028033, 135.0645224),
  // Upward fling: everything flips sign. python: -1*.998*(1-.998**250)/.002 → −196.4926944,
  //   -1000*.998**250 → −606.2270654
  ("upward", .normal, -1000, 0.25, -196.4926944, -606.2270654),
  // Fast rate 0.99: python: 1*.99*(1-.99**100)/.01 → 62.7627982, 1000*.99**100 → 366.0323413
  ("fast", .fast, 1000, 0.1, 62.7627982, 366.0323413),
  // At t = 0 nothing has moved yet.
  ("start", .normal, 1000, 0, 0, 1000),
]

/// Published device measurements of targetContentOffset (d 0.998, v in pt/ms): (situation, x₀,
/// v pt/ms, model target, measured target, t(|v| = 10 pt/s)). Target python:
/// x0 + (v - copysign(0.01, v))*.998/.002; T python: log(10/abs(v*1000))/(1000*log(.998)).
private let deviceRows: [(String, Double, Double, Double, Double, Double)] = [
  // python → 2664.3601, T → 3.0647
  ("row 1", 364.0, 4.619940, 2664.3601, 2664.5, 3.0647),
  // python → 3288.4733, T → 2.4679
  ("row 2", 2595.5, 1.398724, 3288.4733, 3288.5, 2.4679),
  // Upward fling: python → 1907.0906, T → 2.7354
  ("row 3", 3094.5, -2.389578, 1907.0906, 1907.0, 2.7354),
  // python → 1275.3567, T → 2.7118
  ("row 4", 143.0, 2.279252, 1275.3567, 1275.5, 2.7118),
]

/// (situation, Δ, v₀, expected time in s or nil)
private let travelRows: [(String, Double, Double, Double?)] = [
  // python: log(1-1000*100*.002/(1000*.998))/log(.998)/1000 → 0.1117104798
  ("100 pt", 100, 1000, 0.1117104798),
  // python → 0.4591908315
  ("300 pt", 300, 1000, 0.4591908315),
  // Just before the resting distance. python → 2.2992817396
  ("494 pt", 494, 1000, 2.2992817396),
  // A hair inside the resting distance 494.01 (494.01 itself is the boundary, where one rounding
  // decides nil). python: log(1-494.0099*.002/.998)/log(.998)/1000 → 2.3002717297, close to T
  ("at the resting distance", 494.0099, 1000, 2.3002717297),
  // Upward fling, upward travel. python: log(1-1000*(-250)*.002/(-1000*.998))/log(.998)/1000
  //   → 0.3472289071
  ("upward", -250, -1000, 0.3472289071),
  // No travel takes no time.
  ("zero", 0, 1000, 0),
  // Beyond the resting distance the fling stops first.
  ("beyond resting", 495, 1000, nil),
  // Beyond the limit project(v₀) = 499 as well.
  ("beyond projection", 600, 1000, nil),
  // Travel against the fling direction is never reached.
  ("wrong direction", -100, 1000, nil),
]

@Suite("Decay")
struct DecayTests {
  @Test("rates: normal 0.998, fast 0.99, stop speed 10 pt/s")
  func constants() {
    #expect(Decay.normal.rate == 0.998)
    #expect(Decay.fast.rate == 0.99)
    #expect(Decay.stopSpeed == 10)
    #expect(Decay(rate: 0.995).rate == 0.995)
  }

  @Test("D1: project(1000 pt/s, 0.998) = 499 (WWDC18, Designing Fluid Interfaces)")
  func d1() {
    // python: (1000/1000)*0.998/(1-0.998) → 499.0000
    #expect(isClose(Decay.normal.projection(ofVelocity: 1000), 499.0000))
    // python: (-2500/1000)*0.998/0.002 → −1247.5
    #expect(isClose(Decay.normal.projection(ofVelocity: -2500), -1247.5))
    // python: (1000/1000)*0.99/0.01 → 99.0
    #expect(isClose(Decay.fast.projection(ofVelocity: 1000), 99.0))
    #expect(Decay.normal.projection(ofVelocity: 0) == 0)
  }

  @Test("distance and velocity follow the per-millisecond model", arguments: motionRows)
  func motion(
    situation: String, decay: Decay, velocity: Double, t: Double, distance: Double,
    speed: Double
  ) {
    #expect(isClose(decay.distance(initialVelocity: velocity, at: t), distance), "\(situation)")
    #expect(isClose(decay.velocity(initialVelocity: velocity, at: t), speed), "\(situation)")
  }

  @Test("the continuous model is NOT used: D4 is 90.5352, not 90.6259")
  func discreteNotContinuous() {
    let distance = Decay.normal.distance(initialVelocity: 1000, at: 0.1)
    // python: 1000*(0.998**100-1)/(1000*log(0.998)) → 90.6258507890 (model a)
    #expect(abs(distance - 90.6259) > 0.05)
  }

  @Test(
    "duration until |v| < 10 pt/s",
    arguments: [
      // python: log(10/1000)/(1000*log(.998)) → 2.3002817396
      (Decay.normal, 1000.0, 2.3002817396),
      // Direction does not matter.
      (Decay.normal, -1000.0, 2.3002817396),
      // python: log(10/3000)/(1000*log(.998)) → 2.8490383945
      (Decay.normal, 3000.0, 2.8490383945),
      // python: log(10/200)/(1000*log(.998)) → 1.4963677709
      (Decay.normal, 200.0, 1.4963677709),
      // python: log(10/1000)/(1000*log(.99)) → 0.4582105766
      (Decay.fast, 1000.0, 0.4582105766),
      // Already below the stop speed: no deceleration at all.
      (Decay.normal, 5.0, 0),
      // Exactly the stop speed: nothing to decelerate.
      (Decay.normal, 10.0, 0),
      // At rest.
      (Decay.normal, 0.0, 0),
    ])
  func duration(decay: Decay, velocity: Double, expected: Double) {
    #expect(isClose(decay.duration(initialVelocity: velocity), expected, tolerance: 1e-6))
  }

  @Test("the velocity at the duration is exactly the 10 pt/s stop speed")
  func velocityAtDuration() {
    for velocity in [150.0, -800, 1000, 4619.94] {
      let t = Decay.normal.duration(initialVelocity: velocity)
      let speed = abs(Decay.normal.velocity(initialVelocity: velocity, at: t))
      #expect(isClose(speed, 10, tolerance: 1e-9), "v₀ = \(velocity)")
    }
  }

  @Test(
    "resting distance: project(v₀)·(1 − 10/|v₀|)",
    arguments: [
      // python: (1000/1000 - 0.01)*.998/.002 → 494.0100
      (Decay.normal, 1000.0, 494.0100),
      // Upward: python → −494.0100
      (Decay.normal, -1000.0, -494.0100),
      // python: (3 - 0.01)*.998/.002 → 1492.0100
      (Decay.normal, 3000.0, 1492.0100),
      // python: (0.2 - 0.01)*.998/.002 → 94.8100
      (Decay.normal, 200.0, 94.8100),
      // Fast: python: (1 - 0.01)*.99/.01 → 98.0100
      (Decay.fast, 1000.0, 98.0100),
      // Below the stop speed: it does not move.
      (Decay.normal, 8.0, 0),
    ])
  func restingDistance(decay: Decay, velocity: Double, expected: Double) {
    #expect(isClose(decay.restingDistance(initialVelocity: velocity), expected))
  }

  @Test("the resting distance is the distance at the duration")
  func restingDistanceIsDistanceAtDuration() {
    for velocity in [150.0, -800, 1000, 2500] {
      let t = Decay.normal.duration(initialVelocity: velocity)
      #expect(
        isClose(
          Decay.normal.distance(initialVelocity: velocity, at: t),
          Decay.normal.restingDistance(initialVelocity: velocity)),
        "v₀ = \(velocity)")
    }
  }

  @Test("the four published device measurements of targetContentOffset", arguments: deviceRows)
  func deviceMeasurements(
    situation: String, origin: Double, velocityPerMs: Double, target: Double,
    measured: Double, stopTime: Double
  ) {
    let velocity = velocityPerMs * 1000
    let landing = origin + Decay.normal.restingDistance(initialVelocity: velocity)
    #expect(isClose(landing, target), "\(situation)")
    // Rounded to the 2x pixel grid it is the measured target.
    #expect((landing * 2).rounded() / 2 == measured, "\(situation)")
    #expect(
      isClose(Decay.normal.duration(initialVelocity: velocity), stopTime, tolerance: 1e-4),
      "\(situation)")
  }

  @Test(
    "time to travel a distance inverts the model; nil past the resting distance",
    arguments: travelRows)
  func timeToTravel(situation: String, distance: Double, velocity: Double, expected: Double?) {
    let time = Decay.normal.time(toTravel: distance, initialVelocity: velocity)
    if let expected {
      #expect(time.map { isClose($0, expected, tolerance: 1e-6) } == true, "\(situation)")
      if let time {
        let travelled = Decay.normal.distance(initialVelocity: velocity, at: time)
        #expect(isClose(travelled, distance, tolerance: 1e-6), "\(situation): round trip")
      }
    } else {
      #expect(time == nil, "\(situation)")
    }
  }

  @Test("distance never decreases and never passes the projection (10 ms grid)")
  func distanceMonotone() {
    var previous = 0.0
    for step in 1...500 {
      let distance = Decay.normal.distance(initialVelocity: 1000, at: Double(step) / 100)
      #expect(distance >= previous && distance < 499)
      previous = distance
    }
  }

  @Test(
    "validity: the rate lies strictly between 0 and 1",
    arguments: [
      // UIKit's normal rate.
      (0.998, true),
      // UIKit's fast rate.
      (0.99, true),
      // No deceleration at all.
      (1.0, false),
      // Instant stop.
      (0.0, false),
      // Nonsense.
      (-0.5, false),
      // Growth.
      (1.2, false),
    ])
  func validity(rate: Double, valid: Bool) {
    #expect(Decay(rate: rate).isValid == valid)
  }
}
