/// A collapsing table header with a navigation-bar title that fades, slides or scales in: the
/// behaviour of TIUIElements' header transitions, as a plain configuration.
///
/// TIUIElements (TouchInstinct/LeadKit) turned the table offset into a progress and handed it to
/// an animator that stretched the header and faded, slid or scaled the title in. Attached to a
/// scroll view, a `HeaderTransition` runs as ``Chrome``: a ``CollapseBehavior`` in
/// ``CollapseConfiguration/Mode/collapsesWithContent`` mode without settling, a range of
/// `headerHeight` plus `fixedTopOffset`, and the ``headerEffects`` and ``titleEffects`` that an
/// ``Animator`` combines. <doc:MigratingFromTIUIElements> lists every difference from the original.
///
/// ```swift
/// let header = HeaderTransition(headerHeight: 220, animator: .parallaxWithTransition)
/// ```
public struct HeaderTransition: CollapsingPreset {
  // MARK: Public

  /// TIUIElements' animators, as combinations of effects.
  public enum Animator: String, Sendable, CaseIterable {
    /// No effect.
    case none
    /// The header stretches; the title shows once the header is fully collapsed (0.2 s fade).
    case parallax
    /// The title slides 10 pt into place and fades in.
    case transition
    /// The title scales from half size and fades in.
    case scale
    /// ``parallax``'s header with ``transition``'s title.
    case parallaxWithTransition
    /// ``parallax``'s header with ``scale``'s title.
    case parallaxWithScale
  }

  /// The header's height, in points. Default 200; greater than 0, up to 1e9.
  public var headerHeight: Double
  /// Extra travel before the title is complete (a large title's height; TIUIElements'
  /// `fixedTopOffet`), in points. Default 0; 0 to 1e9.
  public var fixedTopOffset: Double
  /// The effects applied to the header, in order.
  public var headerEffects: [Effect]
  /// The effects applied to the title, in order.
  public var titleEffects: [Effect]
  /// Whether the title shows only once the header is fully collapsed, fading in and out in 0.2 s.
  public var titleWaitsForCollapse: Bool
  /// Which way the content runs. Default ``CollapseConfiguration/Direction/normal``;
  /// ``CollapseConfiguration/Direction/reversed`` for content anchored at its bottom.
  public var direction: CollapseConfiguration.Direction = .normal
  /// How far the content runs under the navigation bar, in points, before
  /// ``CollapseBehavior/overlap`` reaches 1. Default 8; greater than 0, up to 1e9.
  public var overlapDistance: Double = 8

  /// The threshold title's fade: TIUIElements' 0.2 s ease-in-out.
  public static let thresholdFade = ChromeAnimation.Curve.timing(.easeInOut, duration: 0.2)

  /// Creates the configuration with one of TIUIElements' animators.
  ///
  /// - Parameters:
  ///   - headerHeight: The header's height; default 200.
  ///   - fixedTopOffset: Extra travel; default 0.
  ///   - animator: The animator; default ``Animator/none``.
  public init(headerHeight: Double = 200, fixedTopOffset: Double = 0, animator: Animator = .none) {
    let stretches =
      animator == .parallax || animator == .parallaxWithTransition
      || animator == .parallaxWithScale
    var title: [Effect] = []
    switch animator {
    case .transition, .parallaxWithTransition: title = [.slide(), .fade(from: 0, to: 1)]
    case .scale, .parallaxWithScale: title = [.scale(from: 0.5), .fade(from: 0, to: 1)]
    case .none, .parallax: break
    }
    self.init(
      headerHeight: headerHeight, fixedTopOffset: fixedTopOffset,
      header: stretches ? [.stretch] : [], title: title,
      titleWaitsForCollapse: animator == .parallax)
  }

  /// Creates the configuration with your own effects: a custom animator.
  ///
  /// - Parameters:
  ///   - headerHeight: The header's height.
  ///   - fixedTopOffset: Extra travel; default 0.
  ///   - header: The header's effects, in order.
  ///   - title: The title's effects, in order.
  ///   - titleWaitsForCollapse: Whether the title shows only once fully collapsed (0.2 s fade);
  ///     default `false`.
  public init(
    headerHeight: Double, fixedTopOffset: Double = 0, header: [Effect], title: [Effect],
    titleWaitsForCollapse: Bool = false
  ) {
    self.headerHeight = headerHeight
    self.fixedTopOffset = fixedTopOffset
    headerEffects = header
    titleEffects = title
    self.titleWaitsForCollapse = titleWaitsForCollapse
  }

  /// Checks both heights and the overlap distance.
  ///
  /// - Throws: The first field out of range, with the values it allows.
  public func validate() throws(ConfigurationError) {
    try ConfigurationError.require(
      headerHeight, atLeast: 0, inclusive: false, field: "headerHeight",
      allowed: "a number greater than 0, up to 1e9")
    try ConfigurationError.require(
      fixedTopOffset, atLeast: 0, field: "fixedTopOffset", allowed: "a number from 0 to 1e9")
    guard headerHeight + fixedTopOffset <= ScrollMetrics.maximumMagnitude else {
      throw ConfigurationError(
        field: "fixedTopOffset", allowed: "a number keeping headerHeight + fixedTopOffset ≤ 1e9")
    }
    try ConfigurationError.require(
      overlapDistance, atLeast: 0, inclusive: false, field: "overlapDistance",
      allowed: "a number greater than 0, up to 1e9")
  }

  /// The nearest valid configuration: `headerHeight` within `(0, 1e9]`, `fixedTopOffset` from 0
  /// to what keeps their sum at most 1e9, the overlap distance within `(0, 1e9]`.
  public func clamped() -> HeaderTransition {
    var next = self
    next.headerHeight = ConfigurationError.nearest(headerHeight, atLeast: 0, inclusive: false)
    next.fixedTopOffset = min(
      ConfigurationError.nearest(fixedTopOffset, atLeast: 0),
      ScrollMetrics.maximumMagnitude - next.headerHeight)
    next.overlapDistance = ConfigurationError.nearest(overlapDistance, atLeast: 0, inclusive: false)
    return next
  }

  /// The collapse behaviour the header runs on.
  public var configuration: CollapseConfiguration {
    var configuration = CollapseConfiguration(
      range: headerHeight + fixedTopOffset, mode: .collapsesWithContent, snap: .none)
    configuration.animation = Self.thresholdFade
    configuration.direction = direction
    configuration.overlapDistance = overlapDistance
    return configuration
  }

  /// The running header for a scroll view (``clamped()`` if invalid).
  ///
  /// - Parameter tracker: The scroll view's tracker.
  public func makeChrome(tracker: ScrollTracker) -> Chrome {
    let header = clamped()
    return Chrome(header, behavior: CollapseBehavior(header.configuration, tracker: tracker))
  }
}
