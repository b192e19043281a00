/// Chrome that collapses as content scrolls: shy navigation bars, views that follow scrolling,
/// tab bars that hide and collapsing headers, as one engine.
///
/// The state is ``collapsed``: how far the chrome is collapsed, from 0 (fully shown) to the
/// configured ``range`` (fully hidden); ``fraction`` is that share of the range, the number views
/// animate against (the rules are in <doc:CollapsingChromeBehavior>). The behaviour reads a
/// shared ``ScrollTracker``: after the tracker accepts an event, hand the same event to
/// ``handle(_:tracker:emit:)``; while ``isAnimating``, call ``advance(to:emit:)`` once per frame.
///
/// ```swift
/// var tracker = try ScrollTracker(metrics: ScrollMetrics(viewport: 800, content: 4000))
/// var bar = CollapseBehavior(CollapseConfiguration(range: 44), tracker: tracker)
/// try tracker.handle(.beginDragging, at: 0)
/// bar.handle(.beginDragging, tracker: tracker) { _ in }
/// try tracker.handle(.scroll(y: 30), at: 0.016)
/// bar.handle(.scroll(y: 30), tracker: tracker) { _ in }
/// bar.fraction  // 30/44
/// ```
///
/// Every rule — the modes, delays, settling, content that fits, the top, commands, enabling,
/// Reduce Motion, interruption and per-screen memory — is listed with its numbers in
/// <doc:CollapsingChromeBehavior>.
public struct CollapseBehavior: Sendable, Equatable {
  // MARK: Public

  /// The configuration it runs: the one it was given (its ``CollapseConfiguration/clamped()``
  /// form if that was invalid), with the range of any later ``setRange(_:at:emit:)``.
  public internal(set) var configuration: CollapseConfiguration
  /// How far the chrome is collapsed, in points: 0 expanded, ``range`` collapsed.
  public internal(set) var collapsed: Double
  /// How far the content is pulled down past its resting top, for stretchy headers.
  public internal(set) var stretch: Double = 0
  /// Whether scrolling moves the chrome. Disabled chrome stays where it is.
  public internal(set) var isEnabled = true
  /// Whether Reduce Motion is on (the adapters follow the system setting): settling and commands
  /// then complete at once.
  public var reduceMotion = false

  /// Creates the behaviour for the scroll view a tracker follows.
  ///
  /// The chrome starts expanded, or collapsed if ``CollapseConfiguration/startsCollapsed`` is set
  /// and the rules allow it. An invalid configuration runs as its nearest valid one,
  /// ``CollapseConfiguration/clamped()``: check it with ``CollapseConfiguration/validate()``.
  ///
  /// - Parameters:
  ///   - configuration: How the chrome moves.
  ///   - tracker: The scroll view's tracker.
  public init(_ configuration: CollapseConfiguration, tracker: ScrollTracker) {
    let configuration = configuration.clamped()
    self.configuration = configuration
    metrics = tracker.metrics
    activity = tracker.activity
    time = tracker.time
    animation = ChromeAnimation(configuration.animation, from: 0, to: 0, at: tracker.time)
    collapsed = 0
    state = .expanded
    stretch = metrics.topOverscroll
    updateOverlap()
    updateCanCollapse()
    if configuration.startsCollapsed && canCollapse && collapseLimit >= configuration.range {
      collapsed = collapseLimit
    }
    reanchor()
    state = CollapseState(collapsed: collapsed, range: configuration.range)
  }

  /// The travel range, in points: how far the chrome collapses.
  public var range: Double { configuration.range }

  /// The share of the range the chrome is collapsed, ``collapsed`` divided by ``range``: 0 fully
  /// shown, 1 fully hidden.
  public var fraction: Double { collapsed / configuration.range }

  /// How far the content runs under the chrome's edge, from 0 to 1: the progress of a bar from its
  /// scroll-edge appearance (0, the content's edge meets the chrome's) to its standard one (1).
  ///
  /// Chrome at the top edge (``CollapseConfiguration/edge``) measures how far the content is
  /// scrolled from its top; chrome at the bottom edge, how far the content still runs on below
  /// the viewport. Either reaches 1 at ``CollapseConfiguration/overlapDistance`` (default 8
  /// points). It depends on the scroll view's geometry and offset alone — not on the collapse, an
  /// animation or the direction — so a bar reads it beside ``fraction`` on every frame.
  ///
  /// - Note: Cost per event: O(1), no allocation.
  public internal(set) var overlap: Double = 0

  /// Whether an animation (settling or a command) runs: call ``advance(to:emit:)`` every frame.
  public internal(set) var isAnimating = false

  /// Where the chrome is between its ends.
  public internal(set) var state: CollapseState

  /// Reacts to an event the tracker has just accepted.
  ///
  /// - Parameters:
  ///   - event: The event, exactly as handed to `tracker`.
  ///   - tracker: The shared tracker, after it handled `event`.
  ///   - emit: Receives state changes and command completions.
  /// - Note: Cost per event: O(1), no allocation.
  public mutating func handle(
    _ event: ScrollEvent, tracker: ScrollTracker, emit: (CollapseEvent) -> Void
  ) {
    metrics = tracker.metrics
    activity = tracker.activity
    // A host's frame clock may run a frame ahead of its event timestamps: time never goes back.
    time = max(time, tracker.time)
    stretch = metrics.topOverscroll
    updateOverlap()
    if isEnabled {
      react(to: event, tracker: tracker, emit: emit)
    } else if event.changesGeometry {
      // Frozen chrome still knows whether the content fits, for commands and for re-enabling.
      updateCanCollapse()
    } else if case .scroll = event {
      // The user scrolled: a command's target no longer holds, once enabled again.
      isHeldByCommand = false
    }
    publishState(emit)
    #if SCROLLCHROME_INTERNAL_CHECKS
      _checkInvariants()
    #endif
  }

  /// Moves a running animation to `time`.
  ///
  /// - Parameters:
  ///   - time: The frame's timestamp, in seconds on the tracker's clock.
  ///   - emit: Receives state changes and the completion of a command that finishes.
  /// - Note: Cost per event: O(1), no allocation.
  public mutating func advance(to time: Double, emit: (CollapseEvent) -> Void) {
    guard time.isFinite, time >= self.time else { return }
    self.time = time
    if isAnimating { step(emit: emit) }
    publishState(emit)
    #if SCROLLCHROME_INTERNAL_CHECKS
      _checkInvariants()
    #endif
  }

  // MARK: Internal

  /// A command whose completion is due when the animation serving it ends.
  struct PendingCommand: Sendable, Equatable {
    var id: CommandID
    var kind: ChromeCommand
  }

  /// The scroll view as last reported.
  var metrics: ScrollMetrics
  /// The scroll phase as last reported.
  var activity: ScrollActivity
  /// The latest time seen, in seconds.
  var time: Double
  /// `collapsesWithContent`: the offset from the top where collapsing starts.
  var anchor: Double = 0
  /// Whether the rules let the chrome collapse: the content does not fit (`D > R`), or the
  /// configuration allows collapsing anyway. Kept in step with the geometry and the range.
  var canCollapse = false
  /// The animation of `c`, while ``isAnimating``.
  var animation: ChromeAnimation
  /// The command the running animation serves, if any.
  var pendingCommand: PendingCommand?
  /// Whether a settle point has passed since the last scroll event, command or drag: once its
  /// animation ends, the chrome rests at 0, a stop or `R`.
  var settledSinceScroll = false
  /// Whether a command has set the chrome since the last scroll event: its target holds, animated
  /// or not, and settle points leave it where it is until the user scrolls. A command that is
  /// interrupted, enabling or disabling, a new range, a restored memory and another scroll view
  /// end the hold.
  var isHeldByCommand = false
  /// Whether a release decelerates toward the end where revealing at the end expands the chrome
  /// (`projected` settling): until that deceleration ends, its scroll events do not hide the
  /// chrome. Any other event ends it.
  var isShownUntilEnd = false
  /// The number of commands issued, for their identifiers.
  var commandCount: UInt32 = 0
  /// The number of command completions reported (checked against ``commandCount``).
  var completionCount: UInt32 = 0
}
