/// A navigation bar that shrinks to a shy strip as the content leaves its top: the behaviour of
/// SQTShyNavigationBar, as a plain configuration.
///
/// SQTShyNavigationBar (cbpowell) slid a navigation bar up as the content scrolled away, until only
/// a shy strip remained, and faded the bar's items. Attached to a scroll view, a `ShyBar` runs as
/// ``Chrome``: a ``CollapseBehavior`` in ``CollapseConfiguration/Mode/collapsesWithContent`` mode
/// whose range is `fullHeight` less `shyHeight`, both heights measured below the top safe area,
/// ``CollapseConfiguration/Snap/nearest`` settling with the near-top rule (or none without
/// ``snaps``), and a 0.2 s ease-in-out. <doc:MigratingFromSQTShyNavigationBar> lists every
/// difference from the original.
///
/// ```swift
/// let bar = ShyBar(fullHeight: 44)
/// ```
public struct ShyBar: CollapsingPreset, Equatable {
  // MARK: Public

  /// The bar's height when fully shown, below the top safe area. Default 44; greater than 0, up
  /// to 1e9.
  public var fullHeight: Double
  /// The height that stays visible when shy, below the top safe area. Default 0; from 0 to below
  /// ``fullHeight``. (SQTShyNavigationBar measured it from the screen top, so its default 20 — the
  /// status bar — is 0 here.)
  public var shyHeight: Double
  /// Whether a partial bar settles when the scroll ends. Default `true`.
  public var snaps: Bool
  /// Whether scrolling moves the bar. Default `true`.
  public var isEnabled: Bool
  /// Which way the content runs. Default ``CollapseConfiguration/Direction/normal``;
  /// ``CollapseConfiguration/Direction/reversed`` for content anchored at its bottom, such as a
  /// chat.
  public var direction: CollapseConfiguration.Direction
  /// How far the content runs under the bar, in points, before ``CollapseBehavior/overlap``
  /// reaches 1. Default 8; greater than 0, up to 1e9.
  public var overlapDistance: Double

  /// Creates the configuration.
  ///
  /// - Parameters:
  ///   - fullHeight: The full height; default 44.
  ///   - shyHeight: The shy height; default 0.
  ///   - snaps: Whether a partial bar settles; default `true`.
  ///   - isEnabled: Whether scrolling moves the bar; default `true`.
  ///   - direction: Which way the content runs; default
  ///     ``CollapseConfiguration/Direction/normal``.
  ///   - overlapDistance: The content's run under the bar that makes the overlap 1; default 8.
  public init(
    fullHeight: Double = 44, shyHeight: Double = 0, snaps: Bool = true, isEnabled: Bool = true,
    direction: CollapseConfiguration.Direction = .normal, overlapDistance: Double = 8
  ) {
    self.direction = direction
    self.overlapDistance = overlapDistance
    self.fullHeight = fullHeight
    self.shyHeight = shyHeight
    self.snaps = snaps
    self.isEnabled = isEnabled
  }

  /// Checks both heights and the overlap distance.
  ///
  /// - Throws: The first field out of range, with the values it allows.
  public func validate() throws(ConfigurationError) {
    try ConfigurationError.require(
      fullHeight, atLeast: 0, inclusive: false, field: "fullHeight",
      allowed: "a number greater than 0, up to 1e9")
    guard shyHeight.isFinite, shyHeight >= 0, shyHeight < fullHeight else {
      throw ConfigurationError(field: "shyHeight", allowed: "a number from 0 to below fullHeight")
    }
    try ConfigurationError.require(
      overlapDistance, atLeast: 0, inclusive: false, field: "overlapDistance",
      allowed: "a number greater than 0, up to 1e9")
  }

  /// The nearest valid configuration: `fullHeight` within `(0, 1e9]`, `shyHeight` from 0 to just
  /// below it, the overlap distance within `(0, 1e9]`.
  public func clamped() -> ShyBar {
    var next = self
    next.fullHeight = ConfigurationError.nearest(fullHeight, atLeast: 0, inclusive: false)
    next.shyHeight = shyHeight.isNaN ? 0 : min(max(shyHeight, 0), next.fullHeight.nextDown)
    next.overlapDistance = ConfigurationError.nearest(overlapDistance, atLeast: 0, inclusive: false)
    return next
  }

  /// The collapse behaviour this bar runs on.
  public var configuration: CollapseConfiguration {
    var configuration = CollapseConfiguration(
      range: fullHeight - shyHeight, mode: .collapsesWithContent, snap: snaps ? .nearest : .none)
    configuration.animation = FollowView.animation
    configuration.direction = direction
    configuration.overlapDistance = overlapDistance
    return configuration
  }

  /// The running bar for a scroll view (``clamped()`` if invalid).
  ///
  /// - Parameter tracker: The scroll view's tracker.
  public func makeChrome(tracker: ScrollTracker) -> Chrome {
    let bar = clamped()
    var behavior = CollapseBehavior(bar.configuration, tracker: tracker)
    if !bar.isEnabled { behavior.setEnabled(false, at: tracker.time) { _ in } }
    return Chrome(preset: bar, behavior: behavior)
  }

  /// A running ``ShyBar``: its behaviour and the outputs a navigation bar applies.
  public struct Chrome: CollapsingChrome, Equatable, ChromeOutputs {
    // MARK: Public

    /// The configuration it runs.
    public let preset: ShyBar
    /// The engine running the bar.
    public var behavior: CollapseBehavior

    /// SQTShyNavigationBar's `shyFraction`: 1 when full, 0 when shy (1 less the behaviour's
    /// fraction).
    public var shyFraction: Double { 1 - behavior.fraction }

    /// The bar's visible height below the top safe area: `fullHeight` less how far the bar is
    /// collapsed — after a ``CollapseBehavior/setRange(_:at:emit:)`` (a shorter bar in landscape),
    /// `shyHeight` plus the new range less how far it is collapsed.
    public var visibleHeight: Double { preset.shyHeight + behavior.range - behavior.collapsed }

    /// The alpha of the bar's items in the default fade: ``shyFraction``.
    public var itemAlpha: Double { shyFraction }

    /// What to remember of this screen before another is pushed or presented over it
    /// (SQTShyNavigationBar's `prepareForSegueAway`). Restore it with
    /// ``enterScreen(remembering:at:emit:)`` on return.
    public var memoryForLeaving: CollapseMemory { behavior.memory }

    /// A screen appears (SQTShyNavigationBar's `adjustForSegueInto`): a returning screen gets its
    /// memory back; a new one (`nil`) starts expanded and enabled.
    ///
    /// - Parameters:
    ///   - memory: What ``memoryForLeaving`` returned when the screen was left, or `nil`.
    ///   - time: The current time, in seconds on the tracker's clock.
    ///   - emit: Receives state changes and the completion of an interrupted command.
    public mutating func enterScreen(
      remembering memory: CollapseMemory?, at time: Double, emit: (CollapseEvent) -> Void
    ) {
      behavior.restore(memory ?? CollapseMemory(fraction: 0), at: time, emit: emit)
    }

    /// Reports `shyFraction` and `visibleHeight`.
    package func visitOutputs<Visitor: ChromeOutputVisitor>(_ visitor: inout Visitor) {
      visitor.visit("shyFraction", shyFraction)
      visitor.visit("visibleHeight", visibleHeight)
    }
  }
}
