/// UIScrollView's deceleration after a fling, modelled per millisecond as UIKit documents its
/// deceleration rates.
///
/// Each millisecond the velocity is multiplied by the rate (0.998 ``normal``, 0.99 ``fast``), and
/// the content stops once it moves slower than 10 points per second, which reproduces published
/// device measurements of `targetContentOffset` to the half point: a fling at 1000 points per
/// second with the normal rate travels 494 points. <doc:ClosedFormMotion> gives the formulas.
/// Velocities are in points per second.
public struct Decay: Sendable, Equatable {
  // MARK: Public

  /// The factor the velocity is multiplied by each millisecond, strictly between 0 and 1.
  public let rate: Double

  /// Creates a deceleration model.
  ///
  /// - Parameter rate: The factor the velocity is multiplied by each millisecond;
  ///   `UIScrollView.DecelerationRate.normal` is 0.998, `.fast` 0.99.
  public init(rate: Double) {
    self.rate = rate
    self.lambda = 1000 * Math.log(rate)
  }

  /// `UIScrollView.DecelerationRate.normal`: 0.998.
  public static let normal = Decay(rate: 0.998)
  /// `UIScrollView.DecelerationRate.fast`: 0.99.
  public static let fast = Decay(rate: 0.99)

  /// The distance a fling would travel if it never stopped: WWDC 2018's projection, which grows in
  /// step with the velocity and steeply as the rate nears 1 (<doc:ClosedFormMotion> has the
  /// formula).
  ///
  /// - Parameter velocity: The release velocity, in points per second.
  public func projection(ofVelocity velocity: Double) -> Double {
    velocity / 1000 * rate / (1 - rate)
  }

  // MARK: Package

  /// The speed below which deceleration stops: 10 pt/s.
  package static let stopSpeed: Double = 10

  /// Whether the rate lies strictly between 0 and 1.
  package var isValid: Bool { rate > 0 && rate < 1 }

  /// The velocity `v₀·d^(1000t)` at time `t` after the release.
  ///
  /// - Note: Cost per event: O(1), no allocation.
  package func velocity(initialVelocity velocity: Double, at t: Double) -> Double {
    velocity * Math.exp(lambda * t)
  }

  /// The distance travelled by time `t`, `(v₀/1000)·d·(1 − d^(1000t))/(1 − d)`.
  ///
  /// - Note: Cost per event: O(1), no allocation.
  package func distance(initialVelocity velocity: Double, at t: Double) -> Double {
    projection(ofVelocity: velocity) * (1 - Math.exp(lambda * t))
  }

  /// How long a fling at `velocity` lasts until `|v|` falls below ``stopSpeed``; 0 for slower ones.
  package func duration(initialVelocity velocity: Double) -> Double {
    let speed = abs(velocity)
    guard speed > Self.stopSpeed else { return 0 }
    return Math.log(Self.stopSpeed / speed) / lambda
  }

  /// The distance a fling at `velocity` travels before it stops:
  /// `project(v₀)·(1 − 10/|v₀|)`, about 494 pt for 1000 pt/s at 0.998.
  package func restingDistance(initialVelocity velocity: Double) -> Double {
    let speed = abs(velocity)
    guard speed > Self.stopSpeed else { return 0 }
    return projection(ofVelocity: velocity) * (1 - Self.stopSpeed / speed)
  }

  /// When a fling at `velocity` has travelled `distance` (same sign as the velocity), or `nil` if
  /// it stops first: `n = ln(1 − Δ/project(v₀))/ln d` milliseconds.
  ///
  /// - Parameters:
  ///   - distance: The travel to reach, in the direction of `velocity`.
  ///   - velocity: The release velocity `v₀`.
  package func time(toTravel distance: Double, initialVelocity velocity: Double) -> Double? {
    if distance == 0 { return 0 }
    guard velocity != 0, (distance > 0) == (velocity > 0) else { return nil }
    guard abs(distance) <= abs(restingDistance(initialVelocity: velocity)) else { return nil }
    return Math.log(1 - distance / projection(ofVelocity: velocity)) / lambda
  }

  // MARK: Private

  /// `1000·ln d`, the exponent's factor per second (negative).
  private let lambda: Double
}
