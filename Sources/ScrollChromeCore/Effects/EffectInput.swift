/// The numbers an effect reads: the collapse fraction, the stretch and the offset from the top.
public struct EffectInput: Sendable, Equatable {
  /// The collapse fraction `f`, `0…1` (0 expanded).
  public var fraction: Double
  /// How far the content is pulled down past its top, in points (0 or more).
  public var stretch: Double
  /// The offset from the resting top, `u = y − minY`, in points.
  public var offsetFromTop: Double

  /// Creates an input.
  ///
  /// - Parameters:
  ///   - fraction: The collapse fraction `f`.
  ///   - stretch: The top overscroll.
  ///   - offsetFromTop: `u`.
  public init(fraction: Double, stretch: Double = 0, offsetFromTop: Double = 0) {
    self.fraction = fraction
    self.stretch = stretch
    self.offsetFromTop = offsetFromTop
  }
}
