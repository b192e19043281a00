/// The thresholds of a ``PullBehavior``, in points of pull from the resting top. A configuration
/// is itself a preset: attached to a scroll view it runs as a bare ``PullBehavior``.
public struct PullConfiguration: PullingPreset, Equatable {
  /// Where `shallow` starts. Default 20 (WZDraggableSwitchHeaderView's `normalStateHeight`); at
  /// least 0.
  public var shallow: Double
  /// Where `deep` starts. Default 70 (WZDraggableSwitchHeaderView's `heightCanTriggerSwitch`);
  /// greater than ``shallow``.
  public var deep: Double
  /// How far below a threshold the pull must fall to leave its state. Default 0; at least 0 and
  /// less than ``shallow``'s distance to ``deep``.
  public var hysteresis: Double

  /// Creates thresholds.
  ///
  /// - Parameters:
  ///   - shallow: Where `shallow` starts; default 20.
  ///   - deep: Where `deep` starts; default 70.
  ///   - hysteresis: The margin below a threshold to leave its state; default 0.
  public init(shallow: Double = 20, deep: Double = 70, hysteresis: Double = 0) {
    self.shallow = shallow
    self.deep = deep
    self.hysteresis = hysteresis
  }

  /// Checks every threshold.
  ///
  /// - Throws: The first field out of range, with what it allows.
  public func validate() throws(ConfigurationError) {
    try ConfigurationError.require(
      shallow, atLeast: 0, field: "shallow", allowed: "a number from 0 to 1e9")
    try ConfigurationError.require(
      deep, atLeast: shallow, inclusive: false, field: "deep",
      allowed: "a number greater than shallow, up to 1e9")
    guard hysteresis.isFinite, hysteresis >= 0, hysteresis < deep - shallow else {
      throw ConfigurationError(
        field: "hysteresis", allowed: "a number of at least 0, less than deep − shallow")
    }
  }

  /// The nearest valid thresholds: `shallow` within 0…1e9, `deep` above it (up to 1e9, so a
  /// `shallow` of 1e9 comes down to the number below), `hysteresis` from 0 to below their gap.
  public func clamped() -> PullConfiguration {
    let maximum = ScrollMetrics.maximumMagnitude
    let shallow = min(ConfigurationError.nearest(shallow, atLeast: 0), maximum.nextDown)
    let deep = ConfigurationError.nearest(deep, atLeast: shallow, inclusive: false)
    let gap = deep - shallow
    let hysteresis = hysteresis.isNaN ? 0 : min(max(hysteresis, 0), gap.nextDown)
    return PullConfiguration(shallow: shallow, deep: deep, hysteresis: hysteresis)
  }

  /// A bare ``PullBehavior`` with these thresholds (``clamped()`` if invalid).
  ///
  /// - Parameter tracker: The scroll view's tracker (a pull reads it with every event).
  public func makeChrome(tracker: ScrollTracker) -> PullBehavior { PullBehavior(self) }
}
