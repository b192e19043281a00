/// How a ``CollapseBehavior`` moves its chrome: mode, range, speed, delays and settling.
///
/// The defaults are those of a new user of ScrollChrome: chrome that follows scrolling (quick
/// return), settles by projecting the release velocity, and animates with a critically damped
/// 0.3 s spring. The presets (``FollowView``, ``ShyBar``) start from the values of the libraries
/// they replace. A configuration is itself a preset: attached to a scroll view it runs as a bare
/// ``CollapseBehavior``.
public struct CollapseConfiguration: CollapsingPreset, Equatable {
  // MARK: Public

  /// How scrolling moves the chrome.
  public enum Mode: String, Sendable, Equatable, CaseIterable {
    /// Quick return: once past the delay, the chrome moves by the scroll distance times `speed`,
    /// between fully shown and fully collapsed by the `range`. Any upward scroll reveals. (The
    /// formula is in <doc:CollapsingChromeBehavior>.)
    case followsScroll
    /// The chrome is tied to the content near its top: it collapses by how far the content is
    /// scrolled from its top beyond `anchor`, up to the `range`. Scrolling up in the middle of long
    /// content does not reveal it. (The formula is in <doc:CollapsingChromeBehavior>.)
    case collapsesWithContent
    /// Scrolling never moves the chrome; commands still do.
    case pinned
  }

  /// How partial chrome settles when the scroll ends.
  public enum Snap: String, Sendable, Equatable, CaseIterable {
    /// To the nearest resting point: without stops, less than half collapsed expands, half or
    /// more collapses.
    case nearest
    /// To the resting point nearest the position the release velocity projects to, at once on
    /// a release that decelerates.
    case projected
    /// Partial states stay.
    case none

    /// Whether partial chrome settles at all: a `switch`, so that a new policy has to say.
    var settles: Bool {
      switch self {
      case .nearest, .projected: true
      case .none: false
      }
    }
  }

  /// Which way the content runs.
  public enum Direction: String, Sendable, Equatable, CaseIterable {
    /// The content starts at its top: the chrome expands there, and scrolling down the content
    /// collapses it.
    case normal
    /// The content starts at its bottom, as a chat whose newest message is the last: every rule
    /// reads upside down. The chrome expands at the bottom of the content, scrolling up toward
    /// older content collapses it, and a bounce past the bottom plays the part a pull past the top
    /// plays in ``normal``. The stretch stays the pull past the top. A status-bar tap scrolls to
    /// the far end and does not expand: the chrome follows that scroll as any programmatic
    /// scroll, and with ``CollapseConfiguration/revealsAtEnd`` expands once the content is at the
    /// top.
    case reversed
  }

  /// The travel range in points: how far the chrome collapses. Greater than 0.
  public var range: Double
  /// How scrolling moves the chrome. Default ``Mode/followsScroll``.
  public var mode: Mode = .followsScroll
  /// How partial chrome settles. Default ``Snap/projected``.
  public var snap: Snap = .projected
  /// The travel, from fully shown, before hiding starts (``Mode/followsScroll`` only). Default 0.
  public var hideDelay: Double = 0
  /// The travel, from fully hidden, before showing starts (``Mode/followsScroll`` only).
  /// Default 0.
  public var showDelay: Double = 0
  /// Chrome points per content point (``Mode/followsScroll`` only). Default 1, greater than 0.
  public var speed: Double = 1
  /// How settling and commands animate. Default: a critically damped spring, response 0.3 s.
  public var animation: ChromeAnimation.Curve = .spring(.snap)
  /// Whether the chrome may collapse although the content fits (it scrolls no further than the
  /// `range`). Default `false`, so
  /// collapsing can never make content fit and start an expand/collapse loop.
  public var collapsesWhenContentFits = false
  /// Whether the app's own offset changes (`setContentOffset`, scroll-to-top animations) leave the
  /// chrome alone. Default `false`: they move it like user scrolling.
  public var ignoresProgrammaticScrolling = false
  /// Extra resting points strictly between 0 and ``range``, increasing, in points of collapse.
  /// Default none. Settling then picks among 0, the stops and the range: a toolbar above a tab
  /// strip (`range` 104, `stops` `[56]`) can rest with only the tabs showing.
  public var stops: [Double] = []
  /// Whether a new screen starts collapsed. Default `false`: expanded. Chrome only starts
  /// collapsed where it could rest collapsed: not over content that fits, and in
  /// `collapsesWithContent` mode only once the content is scrolled at least the `range` from its
  /// top.
  public var startsCollapsed = false
  /// The edge the chrome sits at, which ``CollapseBehavior/overlap`` measures the content against.
  /// Default ``ChromeEdge/top``; a tab bar or a toolbar is ``ChromeEdge/bottom``.
  public var edge: ChromeEdge = .top
  /// How far the content runs under the chrome's edge, in points, before
  /// ``CollapseBehavior/overlap`` reaches 1: the distance over which a bar's scroll-edge
  /// appearance turns into its standard one. Default 8; greater than 0, up to 1e9.
  public var overlapDistance: Double = 8
  /// Which way the content runs. Default ``Direction/normal``; ``Direction/reversed`` for content
  /// anchored at its bottom, such as a chat.
  public var direction: Direction = .normal
  /// Whether reaching the end of the content expands the chrome, animated, as reaching its top
  /// does: a toolbar that hid while reading comes back at the bottom of the page (at the top of
  /// the content in ``Direction/reversed`` direction). With ``Snap/projected`` settling, a release
  /// that will carry the content to the end expands partial chrome at once and keeps the chrome
  /// from hiding on the way. Default `false`. Only in ``Mode/followsScroll`` mode; the other
  /// modes accept it and ignore it.
  public var revealsAtEnd = false

  /// Creates a configuration; every other parameter starts at its default.
  ///
  /// - Parameters:
  ///   - range: The travel range in points: how far the chrome collapses.
  ///   - mode: How scrolling moves the chrome.
  ///   - snap: How partial chrome settles.
  public init(range: Double, mode: Mode = .followsScroll, snap: Snap = .projected) {
    self.range = range
    self.mode = mode
    self.snap = snap
  }

  /// Checks every field against its allowed range.
  ///
  /// - Throws: The first field out of range, with what it allows.
  public func validate() throws(ConfigurationError) {
    let positive = "a number greater than 0, up to 1e9"
    let length = "a number from 0 to 1e9"
    try ConfigurationError.require(
      range, atLeast: 0, inclusive: false, field: "range", allowed: positive)
    try ConfigurationError.require(hideDelay, atLeast: 0, field: "hideDelay", allowed: length)
    try ConfigurationError.require(showDelay, atLeast: 0, field: "showDelay", allowed: length)
    try ConfigurationError.require(
      speed, atLeast: 0, inclusive: false, field: "speed", allowed: positive)
    try ConfigurationError.require(
      overlapDistance, atLeast: 0, inclusive: false, field: "overlapDistance", allowed: positive)
    var previous = 0.0
    for index in stops.indices {
      let stop = stops[index]
      guard stop.isFinite, stop > previous, stop < range else {
        throw ConfigurationError(
          field: "stops", index: index,
          allowed: index == 0
            ? "a number greater than 0 and less than range"
            : "a number greater than the stop before it and less than range")
      }
      previous = stop
    }
    switch animation {
    case .spring(let spring):
      guard spring.isValid else {
        throw ConfigurationError(
          field: "animation", allowed: "a spring with a positive response and damping ≥ 0")
      }
    case .timing(_, let duration):
      try ConfigurationError.require(
        duration, atLeast: 0, field: "animation.duration", allowed: "a number of seconds ≥ 0")
    }
  }

  /// The nearest valid configuration: each number moved into its range, stops that are not
  /// increasing inside `(0, range)` dropped, an invalid spring replaced by the default one.
  public func clamped() -> CollapseConfiguration {
    var next = self
    next.range = ConfigurationError.nearest(range, atLeast: 0, inclusive: false)
    next.hideDelay = ConfigurationError.nearest(hideDelay, atLeast: 0)
    next.showDelay = ConfigurationError.nearest(showDelay, atLeast: 0)
    next.speed = ConfigurationError.nearest(speed, atLeast: 0, inclusive: false)
    next.overlapDistance = ConfigurationError.nearest(overlapDistance, atLeast: 0, inclusive: false)
    var kept: [Double] = []
    for stop in stops where stop.isFinite && stop > (kept.last ?? 0) && stop < next.range {
      kept.append(stop)
    }
    next.stops = kept
    switch animation {
    case .spring(let spring) where !spring.isValid:
      next.animation = .spring(.snap)
    case .timing(let curve, let duration):
      next.animation = .timing(curve, duration: ConfigurationError.nearest(duration, atLeast: 0))
    case .spring:
      break
    }
    return next
  }

  /// A bare ``CollapseBehavior`` with this configuration (``clamped()`` if invalid).
  ///
  /// - Parameter tracker: The scroll view's tracker.
  public func makeChrome(tracker: ScrollTracker) -> CollapseBehavior {
    CollapseBehavior(self, tracker: tracker)
  }
}
