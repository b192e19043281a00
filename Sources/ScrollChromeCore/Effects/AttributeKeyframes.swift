/// Attributes at fractions of the collapse, interpolated piecewise-linearly in between, with an
/// optional easing per segment (BLKFlexibleHeightBar's layout attributes, generalised).
///
/// ```swift
/// let title = AttributeKeyframes([
///   AttributeKeyframes.Frame(fraction: 0, attributes: Attributes(alpha: 0, translateY: 12)),
///   AttributeKeyframes.Frame(fraction: 0.6, attributes: Attributes(alpha: 0, translateY: 12)),
///   AttributeKeyframes.Frame(fraction: 1, attributes: Attributes(alpha: 1), easing: .easeOut),
/// ])
/// ```
public struct AttributeKeyframes: Sendable, Equatable {
  // MARK: Public

  /// One keyframe.
  public struct Frame: Sendable, Equatable {
    /// Where it applies, `0…1`.
    public var fraction: Double
    /// The attributes there.
    public var attributes: Attributes
    /// The easing of the segment that ends at this keyframe; `nil` is linear.
    public var easing: TimingCurve?

    /// Creates a keyframe.
    ///
    /// - Parameters:
    ///   - fraction: Where it applies, `0…1`.
    ///   - attributes: The attributes there.
    ///   - easing: The easing of the segment ending here; `nil` is linear.
    public init(fraction: Double, attributes: Attributes, easing: TimingCurve? = nil) {
      self.fraction = fraction
      self.attributes = attributes
      self.easing = easing
    }
  }

  /// The keyframes, sorted by fraction.
  public let frames: [Frame]

  /// Creates keyframes; they are sorted by fraction. With none, attributes pass through unchanged.
  ///
  /// - Parameter frames: The keyframes.
  public init(_ frames: [Frame]) {
    self.frames = frames.sorted { $0.fraction < $1.fraction }
  }

  // MARK: Package

  /// The attributes at fraction `f`: the first keyframe's below it, the last one's above it,
  /// interpolated (through the segment's easing) in between. A keyframe that sets no height (`nil`)
  /// stands for `base`'s height, before interpolation.
  ///
  /// - Parameters:
  ///   - f: The fraction.
  ///   - base: The attributes before this effect (their height is kept where keyframes set none).
  /// - Note: Cost per event: O(log n), no allocation.
  package func attributes(at f: Double, base: Attributes) -> Attributes {
    guard let first = frames.first, let last = frames.last else { return base }
    if f <= first.fraction { return resolved(first.attributes, base: base) }
    if f >= last.fraction { return resolved(last.attributes, base: base) }
    // Binary search for the segment `frames[low] … frames[high]` holding f.
    var low = 0
    var high = frames.count - 1
    while high - low > 1 {
      let middle = (low + high) / 2
      if frames[middle].fraction <= f { low = middle } else { high = middle }
    }
    let start = frames[low]
    let end = frames[high]
    let linear = (f - start.fraction) / (end.fraction - start.fraction)
    let eased = end.easing?.progress(at: linear) ?? linear
    return resolved(start.attributes, base: base)
      .interpolated(to: resolved(end.attributes, base: base), by: eased)
  }

  // MARK: Private

  /// A keyframe's attributes, the base height standing in where it sets none.
  private func resolved(_ attributes: Attributes, base: Attributes) -> Attributes {
    var attributes = attributes
    if attributes.height == nil { attributes.height = base.height }
    return attributes
  }
}
