/// UIScrollView's resistance past an edge: the content follows the finger less and less.
///
/// How far the content is displayed past the edge depends on how far the finger went past it, the
/// ``coefficient`` (0.55) and the viewport height, by the formula commonly attributed to
/// UIScrollView (<doc:ClosedFormMotion> has it). The content first moves 0.55 pt per finger point
/// and never goes further than the viewport height past the edge.
public struct RubberBand: Sendable, Equatable {
  // MARK: Public

  /// How much the content follows the finger at first, per finger point; UIKit's is 0.55.
  public var coefficient: Double

  /// Creates a rubber band.
  ///
  /// - Parameter coefficient: How much the content follows the finger at first, per finger point;
  ///   greater than 0, defaults to UIKit's 0.55.
  public init(coefficient: Double = 0.55) {
    self.coefficient = coefficient
  }

  /// UIKit's rubber band, with the coefficient 0.55.
  public static let uiKit = RubberBand()

  // MARK: Package

  /// The largest share of the dimension that ``fingerDistance(forOverscroll:dimension:)`` inverts:
  /// 99 %. A finger landing on content further out picks it up from there.
  package static let largestReachableShare = 0.99

  /// The displayed overscroll for a finger `distance` past the edge.
  ///
  /// - Parameters:
  ///   - distance: How far the finger is past the edge, in points (0 or more).
  ///   - dimension: The viewport height, in points.
  /// - Returns: `b(x)`, in `0..<dimension`.
  /// - Note: Cost per event: O(1), no allocation.
  package func overscroll(forFingerDistance distance: Double, dimension: Double) -> Double {
    guard distance > 0, dimension > 0 else { return 0 }
    // b = dim·c/(dim/x + c): the same value, without overflow for huge distances.
    return dimension * coefficient / (dimension / distance + coefficient)
  }

  /// The finger distance past the edge that displays `overscroll`: the inverse
  /// `x = dim·b/(c·(dim − b))`, for a finger that lands on or reverses in overscrolled content.
  ///
  /// - Parameters:
  ///   - overscroll: The displayed distance past the edge, in points (0 or more).
  ///   - dimension: The viewport height, in points.
  /// - Returns: `x`. No finger displays `dimension` or more; such an overscroll (an offset set by
  ///   the app, or content that shrank) maps to the distance that displays
  ///   ``largestReachableShare`` of the dimension.
  /// - Note: Cost per event: O(1), no allocation.
  package func fingerDistance(forOverscroll overscroll: Double, dimension: Double) -> Double {
    guard overscroll > 0, dimension > 0 else { return 0 }
    let overscroll = min(overscroll, dimension * Self.largestReachableShare)
    return dimension * overscroll / (coefficient * (dimension - overscroll))
  }
}
