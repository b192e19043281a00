/// The geometry of one scroll view along its vertical axis, plus its current offset.
///
/// `ScrollMetrics` is the engine's view of a `UIScrollView`: the viewport height (its bounds), the
/// content height, the adjusted content insets at the top and the bottom (safe area included, as
/// UIKit's `adjustedContentInset`) and the offset (`contentOffset.y`). Every derived quantity — the
/// resting top and bottom offsets, the scrollable distance between them, the offset from the top
/// and the overscroll past either edge — is a computed property, so a value can never disagree
/// with itself (<doc:ScrollInput> has the formulas).
///
/// The y axis points down, as in UIKit: `offset` grows when the content moves up.
public struct ScrollMetrics: Sendable, Equatable {
  // MARK: Public

  /// The largest magnitude the engine accepts for any length or offset, in points.
  ///
  /// A billion points is far beyond any real layout; numbers past it are treated as corrupt input.
  public static let maximumMagnitude: Double = 1_000_000_000

  /// The content offset (`contentOffset.y`).
  public var offset: Double
  /// The viewport height (the scroll view's bounds height). Never negative.
  public var viewport: Double
  /// The content height (`contentSize.height`). Never negative.
  public var content: Double
  /// The adjusted top inset (`adjustedContentInset.top`).
  public var insetTop: Double
  /// The adjusted bottom inset (`adjustedContentInset.bottom`).
  public var insetBottom: Double

  /// Creates metrics from a scroll view's geometry.
  ///
  /// The values are not checked here: ``ScrollTracker/init(metrics:time:deceleration:)`` throws
  /// a ``ScrollDiagnostic`` for the first field out of range.
  ///
  /// - Parameters:
  ///   - offset: The content offset; defaults to the resting top, `−insetTop`.
  ///   - viewport: The viewport height.
  ///   - content: The content height.
  ///   - insetTop: The adjusted top inset.
  ///   - insetBottom: The adjusted bottom inset.
  public init(
    offset: Double? = nil,
    viewport: Double,
    content: Double,
    insetTop: Double = 0,
    insetBottom: Double = 0
  ) {
    self.offset = offset ?? -insetTop
    self.viewport = viewport
    self.content = content
    self.insetTop = insetTop
    self.insetBottom = insetBottom
  }

  /// The resting top offset: the top inset, negated.
  public var minY: Double { -insetTop }

  /// The resting bottom offset: where the content's end, bottom inset included, meets the bottom of
  /// the viewport; never less than ``minY``, so content that fits rests at the top.
  public var maxY: Double { max(minY, content + insetBottom - viewport) }

  /// The scrollable distance, from ``minY`` to ``maxY``; zero when the content fits the viewport.
  public var scrollableDistance: Double { maxY - minY }

  /// The offset from the resting top: ``offset`` less ``minY``; negative while overscrolled at the
  /// top.
  public var offsetFromTop: Double { offset - minY }

  /// How far the content is pulled down past its resting top; 0 when it is not.
  public var topOverscroll: Double { max(0, minY - offset) }

  /// How far the content is pushed up past its resting bottom; 0 when it is not.
  public var bottomOverscroll: Double { max(0, offset - maxY) }

  /// Whether the offset lies outside the range from ``minY`` to ``maxY`` (rubber-banding past
  /// either edge).
  public var isOverscrolled: Bool { offset < minY || offset > maxY }

  /// Returns `y` clamped to the scrollable range, from ``minY`` to ``maxY``.
  ///
  /// - Parameter y: Any content offset.
  public func clamped(_ y: Double) -> Double { min(max(y, minY), maxY) }

  // MARK: Package

  /// Whether the content fits: the scrollable distance is no longer than `range`.
  ///
  /// Chrome that collapses by `range` points uses its *expanded* size here, so collapsing can never
  /// make the content fit and start an expand/collapse loop.
  ///
  /// - Parameter range: The chrome's travel range in points.
  package func contentFits(within range: Double) -> Bool { scrollableDistance <= range }

  /// Returns `self` if every field is usable, otherwise the diagnostic of the first bad field.
  ///
  /// Every number must be finite with a magnitude of at most ``maximumMagnitude``; the viewport and
  /// content heights must not be negative.
  package func validated() -> ScrollDiagnostic? {
    if let problem = ScrollDiagnostic.check(offset, field: .offset) { return problem }
    if let problem = ScrollDiagnostic.check(viewport, field: .viewport, allowsNegative: false) {
      return problem
    }
    if let problem = ScrollDiagnostic.check(content, field: .content, allowsNegative: false) {
      return problem
    }
    if let problem = ScrollDiagnostic.check(insetTop, field: .insetTop) { return problem }
    return ScrollDiagnostic.check(insetBottom, field: .insetBottom)
  }
}
