/// The numbers an effect reads: the collapse fraction, the stretch and the offset from the top.
public struct EffectInput: Sendable, Equatable {
  /// The collapse fraction, from 0 (expanded) to 1 (collapsed).
  public var fraction: Double
  /// How far the content is pulled down past its top, in points (0 or more).
  public var stretch: Double
  /// How far the content is scrolled from its resting top, in points; negative while pulled down
  /// past it.
  public var offsetFromTop: Double

  /// Creates an input.
  ///
  /// - Parameters:
  ///   - fraction: The collapse fraction, 0 expanded to 1 collapsed.
  ///   - stretch: The top overscroll.
  ///   - offsetFromTop: How far the content is scrolled from its resting top.
  public init(fraction: Double, stretch: Double = 0, offsetFromTop: Double = 0) {
    self.fraction = fraction
    self.stretch = stretch
    self.offsetFromTop = offsetFromTop
  }
}
