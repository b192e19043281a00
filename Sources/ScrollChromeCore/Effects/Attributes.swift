/// What an effect does to a view: the six attributes views animate against.
///
/// Effects start from ``identity(height:)`` — fully opaque, untransformed, at the element's base
/// height — and each one changes some attributes. Views apply them as alpha, a translation and a
/// scale transform, and a height.
public struct Attributes: Sendable, Equatable {
  // MARK: Public

  /// Opacity, `0…1`.
  public var alpha: Double = 1
  /// Horizontal translation, in points.
  public var translateX: Double = 0
  /// Vertical translation, in points (positive moves down, as in UIKit).
  public var translateY: Double = 0
  /// Horizontal scale factor.
  public var scaleX: Double = 1
  /// Vertical scale factor.
  public var scaleY: Double = 1
  /// The element's height, in points: its base height unless an effect such as ``Effect/stretch``
  /// changes it; `nil` for an element whose height is not managed, such as a title.
  public var height: Double?

  /// The attributes of an untouched element.
  ///
  /// - Parameter height: The element's base height, in points; `nil` (the default) when its height
  ///   is not managed.
  public static func identity(height: Double? = nil) -> Attributes { Attributes(height: height) }

  /// Creates attributes.
  ///
  /// - Parameters:
  ///   - alpha: Opacity; default 1.
  ///   - translateX: Horizontal translation; default 0.
  ///   - translateY: Vertical translation; default 0.
  ///   - scaleX: Horizontal scale; default 1.
  ///   - scaleY: Vertical scale; default 1.
  ///   - height: Height; default `nil`, not managed.
  public init(
    alpha: Double = 1, translateX: Double = 0, translateY: Double = 0, scaleX: Double = 1,
    scaleY: Double = 1, height: Double? = nil
  ) {
    self.alpha = alpha
    self.translateX = translateX
    self.translateY = translateY
    self.scaleX = scaleX
    self.scaleY = scaleY
    self.height = height
  }

  // MARK: Package

  /// The attributes a fraction `t` of the way from `self` to `other`, each interpolated linearly;
  /// a height only one side manages is that side's.
  ///
  /// - Parameters:
  ///   - other: The attributes at `t = 1`.
  ///   - t: The progress, usually `0…1`.
  package func interpolated(to other: Attributes, by t: Double) -> Attributes {
    Attributes(
      alpha: alpha + (other.alpha - alpha) * t,
      translateX: translateX + (other.translateX - translateX) * t,
      translateY: translateY + (other.translateY - translateY) * t,
      scaleX: scaleX + (other.scaleX - scaleX) * t,
      scaleY: scaleY + (other.scaleY - scaleY) * t,
      height: height.map { start in other.height.map { start + ($0 - start) * t } ?? start }
        ?? other.height)
  }
}
