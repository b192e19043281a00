/// The geometry of one scroll view along its vertical axis, plus its current offset.
///
/// `ScrollMetrics` is the engine's view of a `UIScrollView`: the viewport height `V` (bounds), the
/// content height `C`, the adjusted content insets `T` and `B` (safe area included, as UIKit's
/// `adjustedContentInset`) and the offset `y` (`contentOffset.y`). Every derived quantity — the
/// resting top `minY = −T`, the resting bottom `maxY = max(minY, C + B − V)`, the scrollable
/// distance `D = maxY − minY`, the offset from the top `u = y − minY` and the overscroll past
/// either edge — is a computed property, so a value can never disagree with itself.
///
/// The y axis points down, as in UIKit: `offset` grows when the content moves up.
public struct ScrollMetrics: Sendable, Equatable {
  // MARK: Public

  /// The largest magnitude the engine accepts for any length or offset, in points.
  ///
  /// A billion points is far beyond any real layout; numbers past it are treated as corrupt input.
  public static let maximumMagnitude: Double = 1_000_000_000

  /// The content offset `y` (`contentOffset.y`).
  public var offset: Double
  /// The viewport height `V` (the scroll view's bounds height). Never negative.
  public var viewport: Double
  /// The content height `C` (`contentSize.height`). Never negative.
  public var content: Double
  /// The adjusted top inset `T` (`adjustedContentInset.top`).
  public var insetTop: Double
  /// The adjusted bottom inset `B` (`adjustedContentInset.bottom`).
  public var insetBottom: Double

  /// Creates metrics from a scroll view's geometry.
  ///
  /// The values are not checked here: ``ScrollTracker/init(metrics:time:deceleration:)`` throws
  /// a ``ScrollDiagnostic`` for the first field out of range.
  ///
  /// - Parameters:
  ///   - offset: The content offset `y`; defaults to the resting top, `−insetTop`.
  ///   - viewport: The viewport height `V`.
  ///   - content: The content height `C`.
  ///   - insetTop: The adjusted top inset `T`.
  ///   - insetBottom: The adjusted bottom inset `B`.
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

  /// The resting top offset, `minY = −T`.
  public var minY: Double { -insetTop }

  /// The resting bottom offset, `maxY = max(minY, C + B − V)`.
  public var maxY: Double { max(minY, content + insetBottom - viewport) }

  /// The scrollable distance `D = maxY − minY`; zero when the content fits the viewport.
  public var scrollableDistance: Double { maxY - minY }

  /// The offset from the resting top, `u = y − minY`; negative while overscrolled at the top.
  public var offsetFromTop: Double { offset - minY }

  /// How far the content is pulled down past its resting top, `max(0, minY − y)`.
  public var topOverscroll: Double { max(0, minY - offset) }

  /// How far the content is pushed up past its resting bottom, `max(0, y − maxY)`.
  public var bottomOverscroll: Double { max(0, offset - maxY) }

  /// Whether the offset lies outside `minY…maxY` (rubber-banding past either edge).
  public var isOverscrolled: Bool { offset < minY || offset > maxY }

  /// Returns `y` clamped to the scrollable range `minY…maxY`.
  ///
  /// - Parameter y: Any content offset.
  public func clamped(_ y: Double) -> Double { min(max(y, minY), maxY) }

  // MARK: Package

  /// Whether the content fits: the scrollable distance is no longer than `range`.
  ///
  /// Chrome that collapses by `range` points uses its *expanded* size here, so collapsing can never
  /// make the content fit and start an expand/collapse loop.
  ///
  /// - Parameter range: The chrome's travel range `R` in points.
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
