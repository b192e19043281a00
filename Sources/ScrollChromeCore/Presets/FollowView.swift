/// A view that follows scrolling and hides — a tab bar, a toolbar, a floating button: the
/// behaviour of ScrollingFollowView, as a plain configuration.
///
/// ScrollingFollowView (ktanaka117) moved one Auto Layout constant by the scroll delta between
/// `−maxFollowPoint` (hidden) and `minFollowPoint` (shown). Attached to a scroll view, a
/// `FollowView` runs as ``Chrome``: a ``CollapseBehavior`` in
/// ``CollapseConfiguration/Mode/followsScroll`` mode whose range is `maxFollowPoint` plus
/// `minFollowPoint`, the delays before hiding and showing, ``CollapseConfiguration/Snap/nearest``
/// settling (or none with ``allowsHalfDisplay``), and a 0.2 s ease-in-out for snaps and commands
/// (ScrollingFollowView's `show` and `hide` are ``CollapseBehavior/expand(animated:duration:at:emit:)``
/// and ``CollapseBehavior/collapse(animated:duration:at:emit:)`` on ``Chrome/behavior``).
/// ``Chrome/constant`` is ScrollingFollowView's constraint constant. <doc:MigratingFromScrollingFollowView> lists every difference from the original.
///
/// ```swift
/// let tabBar = FollowView(maxFollowPoint: 83)
/// ```
public struct FollowView: CollapsingPreset, Equatable {
  // MARK: Public

  /// How far above its shown position the view hides, in points. Default 64.
  public var maxFollowPoint: Double
  /// The constraint constant when fully shown, in points. Default 0. `maxFollowPoint +
  /// minFollowPoint` must be greater than 0 and at most 1e9.
  public var minFollowPoint: Double
  /// Whether the view may rest half shown (no settling). Default `false`.
  public var allowsHalfDisplay: Bool
  /// The travel, from fully shown, before hiding starts (ScrollingFollowView's
  /// `pointOfStartingHiding`). Default 0; 0 to 1e9.
  public var hideDelay: Double
  /// The travel, from fully hidden, before showing starts (`pointOfStartingShowing`). Default 0;
  /// 0 to 1e9.
  public var showDelay: Double
  /// The edge the view sits at, which ``CollapseBehavior/overlap`` measures the content against.
  /// Default ``ChromeEdge/top``; a tab bar or a toolbar is ``ChromeEdge/bottom``.
  public var edge: ChromeEdge
  /// Which way the content runs. Default ``CollapseConfiguration/Direction/normal``;
  /// ``CollapseConfiguration/Direction/reversed`` for content anchored at its bottom, such as a
  /// chat.
  public var direction: CollapseConfiguration.Direction
  /// Whether reaching the end of the content shows the view again, animated, as reaching its top
  /// does. Default `false`.
  public var revealsAtEnd: Bool
  /// How far the content runs under the view's edge, in points, before
  /// ``CollapseBehavior/overlap`` reaches 1. Default 8; greater than 0, up to 1e9.
  public var overlapDistance: Double

  /// The 0.2 s ease-in-out ScrollingFollowView animated with, for snaps, `show` and `hide`.
  public static let animation = ChromeAnimation.Curve.timing(.easeInOut, duration: 0.2)

  /// Creates the configuration.
  ///
  /// - Parameters:
  ///   - maxFollowPoint: How far the view hides; default 64.
  ///   - minFollowPoint: The constant when shown; default 0.
  ///   - allowsHalfDisplay: Whether the view may rest half shown; default `false`.
  ///   - hideDelay: Travel before hiding starts; default 0.
  ///   - showDelay: Travel before showing starts; default 0.
  ///   - edge: The edge the view sits at; default ``ChromeEdge/top``.
  ///   - direction: Which way the content runs; default
  ///     ``CollapseConfiguration/Direction/normal``.
  ///   - revealsAtEnd: Whether reaching the end of the content shows the view; default `false`.
  ///   - overlapDistance: The content's run under the edge that makes the overlap 1; default 8.
  public init(
    maxFollowPoint: Double = 64, minFollowPoint: Double = 0, allowsHalfDisplay: Bool = false,
    hideDelay: Double = 0, showDelay: Double = 0, edge: ChromeEdge = .top,
    direction: CollapseConfiguration.Direction = .normal, revealsAtEnd: Bool = false,
    overlapDistance: Double = 8
  ) {
    self.edge = edge
    self.direction = direction
    self.revealsAtEnd = revealsAtEnd
    self.overlapDistance = overlapDistance
    self.maxFollowPoint = maxFollowPoint
    self.minFollowPoint = minFollowPoint
    self.allowsHalfDisplay = allowsHalfDisplay
    self.hideDelay = hideDelay
    self.showDelay = showDelay
  }

  /// Checks the follow points, the delays and the overlap distance.
  ///
  /// - Throws: The first field out of range, with the values it allows.
  public func validate() throws(ConfigurationError) {
    guard minFollowPoint.isFinite, abs(minFollowPoint) <= ScrollMetrics.maximumMagnitude else {
      throw ConfigurationError(field: "minFollowPoint", allowed: "a number within ±1e9")
    }
    let range = maxFollowPoint + minFollowPoint
    guard maxFollowPoint.isFinite, range > 0, range <= ScrollMetrics.maximumMagnitude else {
      throw ConfigurationError(
        field: "maxFollowPoint",
        allowed: "a number making maxFollowPoint + minFollowPoint greater than 0, up to 1e9")
    }
    let length = "a number from 0 to 1e9"
    try ConfigurationError.require(hideDelay, atLeast: 0, field: "hideDelay", allowed: length)
    try ConfigurationError.require(showDelay, atLeast: 0, field: "showDelay", allowed: length)
    try ConfigurationError.require(
      overlapDistance, atLeast: 0, inclusive: false, field: "overlapDistance",
      allowed: "a number greater than 0, up to 1e9")
  }

  /// The nearest valid configuration: `minFollowPoint` within ±1e9, `maxFollowPoint` making the
  /// range greater than 0 and at most 1e9, the delays within 0…1e9, the overlap distance within
  /// `(0, 1e9]`.
  public func clamped() -> FollowView {
    var next = self
    let maximum = ScrollMetrics.maximumMagnitude
    next.minFollowPoint = minFollowPoint.isNaN ? 0 : min(max(minFollowPoint, -maximum), maximum)
    let range = maxFollowPoint + next.minFollowPoint
    if !(range > 0 && range <= maximum) {
      // The nearest range, then the nearest maxFollowPoint whose sum rounds inside it.
      var point =
        ConfigurationError.nearest(range, atLeast: 0, inclusive: false) - next.minFollowPoint
      while !(point + next.minFollowPoint > 0) { point = point.nextUp }
      while point + next.minFollowPoint > maximum { point = point.nextDown }
      next.maxFollowPoint = point
    }
    next.hideDelay = ConfigurationError.nearest(hideDelay, atLeast: 0)
    next.showDelay = ConfigurationError.nearest(showDelay, atLeast: 0)
    next.overlapDistance = ConfigurationError.nearest(overlapDistance, atLeast: 0, inclusive: false)
    return next
  }

  /// The collapse behaviour this view runs on.
  public var configuration: CollapseConfiguration {
    var configuration = CollapseConfiguration(
      range: maxFollowPoint + minFollowPoint, mode: .followsScroll,
      snap: allowsHalfDisplay ? .none : .nearest)
    configuration.hideDelay = hideDelay
    configuration.showDelay = showDelay
    configuration.animation = Self.animation
    configuration.edge = edge
    configuration.direction = direction
    configuration.revealsAtEnd = revealsAtEnd
    configuration.overlapDistance = overlapDistance
    return configuration
  }

  /// The running view for a scroll view (``clamped()`` if invalid).
  ///
  /// - Parameter tracker: The scroll view's tracker.
  public func makeChrome(tracker: ScrollTracker) -> Chrome {
    let view = clamped()
    return Chrome(preset: view, behavior: CollapseBehavior(view.configuration, tracker: tracker))
  }

  /// A running ``FollowView``: its behaviour and the constant a constraint applies.
  public struct Chrome: CollapsingChrome, Equatable, ChromeOutputs {
    // MARK: Public

    /// The configuration it runs.
    public let preset: FollowView
    /// The engine running the view.
    public var behavior: CollapseBehavior

    /// ScrollingFollowView's constraint constant: `minFollowPoint` when shown, `−maxFollowPoint`
    /// when hidden.
    public var constant: Double { preset.minFollowPoint - behavior.collapsed }

    /// Reports `constant`.
    package func visitOutputs<Visitor: ChromeOutputVisitor>(_ visitor: inout Visitor) {
      visitor.visit("constant", constant)
    }
  }
}
