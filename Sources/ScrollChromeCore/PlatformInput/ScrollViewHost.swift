/// Turns what a `UIScrollView` shows into engine events, with no delegate calls required.
///
/// Key-value observing sees a scroll view's offset and geometry change, and the pan recognizer's
/// action sees the finger begin and end; neither sees a fling come to rest, an animated
/// `setContentOffset` end, or a scroll-to-top. The host model closes those gaps from
/// ``ScrollViewSample``s alone — the adapter samples on every notification and, while
/// ``needsFrames``, on every display-link frame — and turns them into the event sequence a
/// delegate would have produced:
///
/// - **Drag.** `beginDragging` once the finger drags (`isDragging`, a moving offset, or a began
///   pan while tracking), or as soon as a finger touches content that is still moving (a caught
///   fling or animation).
/// - **Release.** When the finger lifts, the host waits for the next sample before it reports
///   `endDragging`, so it never depends on whether UIKit's own pan handler ran before the
///   adapter's: `willDecelerate` is that sample's `isDecelerating`. The velocity is the scroll
///   view's own: solved from the first step of its deceleration with ``Decay`` (what UIKit's
///   release velocity must have been to move the content that far in that time). A release past
///   an edge bounces rather than decays, and there the pan's velocity is used.
/// - **End of a fling.** `endDecelerating` on the first sample in which `isDecelerating` is false.
/// - **The app's offset changes.** Movement at rest that no geometry change explains is the app's:
///   `beginProgrammatic`, then the scrolls, then `endProgrammatic` — when `isScrollAnimating`
///   turns false (iOS 17.4 and later) or, where that flag does not exist, once the offset has
///   stood still for ``programmaticQuietTime``. A jump without animation is reported the same way.
///   Scroll-to-top arrives as such an animation; the engine's top rule expands chrome on arrival.
/// - **Cancelled touches.** When the system cancels the touches (the pan's `cancelled` state: the
///   app resigns active, a call comes in), the person never lifted: the drag ends as a takeover,
///   `beginProgrammatic` with no release, so a pull never fires from it, and `endProgrammatic`
///   follows once the content rests, which settles partial chrome.
/// - **The app's animation under a finger.** An animation that starts while a finger drags
///   (`isScrollAnimating`, iOS 17.4 and later) takes the drag over: `beginProgrammatic` with no
///   release, so a pull never triggers from it and nothing settles from the finger. The finger
///   then reports nothing until it lifts (silently) or drags the content again once the
///   animation is over (a new drag). Before iOS 17.4 nothing tells the app's animation from the
///   finger's movement, and the drag goes on until the finger lifts.
/// - **Geometry.** A change of bounds, content size or insets is `geometry`. When the offset moves
///   in the same sample (UIKit clamps it after a reload or a rotation), the host reports the scroll
///   before or after the geometry, whichever gives the smaller `δ`, so layout never moves chrome.
/// - **Own insets.** Chrome that moves the safe area (``setOwnInsets(top:bottom:)``) changes the
///   adjusted insets at the next layout. The host recognizes that change and leaves it out of the
///   geometry it reports, so chrome never reacts to its own writes.
///
/// Forwarded delegate calls (``receive(_:sample:at:emit:)``) are never required; they make the
/// host exact and immediate where it would otherwise wait a sample, and the host ignores a call
/// for something it has already reported.
package struct ScrollViewHost: Sendable, Equatable {
  // MARK: Package

  /// How long the offset must stand still before an app's offset change counts as ended, where
  /// `isScrollAnimating` does not exist: 0.05 s (three frames at 60 Hz).
  package static let programmaticQuietTime = 0.05

  /// What the host believes moves the scroll view.
  package internal(set) var phase: HostPhase = .idle

  /// The metrics the host last reported, the chrome's own inset writes left out.
  package internal(set) var metrics: ScrollMetrics

  /// Whether the adapter should sample on every display-link frame: from a release until the
  /// content rests, while the app's offset change runs, while a finger rests on content it
  /// stopped (its lift may fail the pan, which sends no action), and for
  /// ``programmaticQuietTime`` after a fling whose last frame still moved, where
  /// `isScrollAnimating` does not exist (a status-bar tap replaces a fling with an animation
  /// that nothing else may report). A running pan notifies on its own, and content at rest needs
  /// nothing.
  package var needsFrames: Bool {
    switch phase {
    case .idle: watchesForAnimation
    case .dragging: !isPanning
    case .releasing, .decelerating, .animating: true
    }
  }

  /// The offset that keeps resting content at the top after the chrome gave back top inset
  /// (``setOwnInsets(top:bottom:)``), if this sample showed the top move away from it: whether
  /// UIKit keeps a resting scroll view at its top when its adjusted inset grows is undocumented,
  /// so the adapter sets this offset where it did not. The runtime takes it after each sample.
  package var offsetKeepingTop: Double?

  /// Starts following a scroll view: reports ``ScrollEvent/switchScrollView(_:)`` with its
  /// metrics and, if something already moves it, the event that puts the engine in that phase.
  ///
  /// - Parameters:
  ///   - sample: The scroll view as it is now.
  ///   - time: The sample's time, in seconds on the host's monotonic clock.
  ///   - deceleration: The scroll view's `decelerationRate`; default ``Decay/normal``.
  ///   - ownInsetTop: What the chrome's own writes already add to the sample's top inset
  ///     (``setOwnInsets(top:bottom:)``), left out of the metrics; default 0.
  ///   - emit: Receives the events, in order.
  package init(
    sample: ScrollViewSample, at time: Double, deceleration: Decay = .normal,
    ownInsetTop: Double = 0, emit: (ScrollEvent) -> Void
  ) {
    metrics = sample.metrics
    metrics.insetTop -= ownInsetTop
    self.deceleration = deceleration
    lastMove = time
    rawInsetTop = sample.metrics.insetTop
    rawInsetBottom = sample.metrics.insetBottom
    ownTop = OwnInset(requested: ownInsetTop, applied: ownInsetTop)
    isPanning = sample.pan == .began || sample.pan == .changed
    emit(.switchScrollView(metrics))
    if sample.isTracking && (sample.isDragging || sample.pan == .began || sample.pan == .changed) {
      emit(.beginDragging)
      phase = .dragging
    } else if sample.isDecelerating {
      emit(.beginDragging)
      emit(.endDragging(velocity: sample.fingerVelocity, willDecelerate: true))
      phase = .decelerating
    } else if sample.isScrollAnimating == true {
      emit(.beginProgrammatic)
      phase = .animating
    }
  }

  /// Reads one sample and reports what changed since the last one.
  ///
  /// - Parameters:
  ///   - sample: The scroll view now.
  ///   - time: When, in seconds on the host's monotonic clock.
  ///   - emit: Receives the events, in order.
  /// - Note: Cost per event: O(1), no allocation.
  package mutating func observe(
    _ sample: ScrollViewSample, at time: Double, emit: (ScrollEvent) -> Void
  ) {
    observe(sample, at: time, resolvingRelease: true, emit: emit)
  }

  /// Tells the host the insets the chrome itself adds to the scroll view's adjusted insets (a
  /// shy bar's `additionalSafeAreaInsets`), in points; negative values take inset away.
  ///
  /// Call it when the chrome writes, before the layout that applies the write. The host leaves
  /// the change those writes cause out of the geometry it reports.
  ///
  /// - Parameters:
  ///   - top: The chrome's total contribution to the top inset.
  ///   - bottom: The chrome's total contribution to the bottom inset.
  package mutating func setOwnInsets(top: Double, bottom: Double) {
    ownTop.requested = top
    ownBottom.requested = bottom
  }

  // MARK: Internal

  /// The scroll view's deceleration, for the release velocity.
  let deceleration: Decay
  /// The last time the offset moved (or an animation was announced to start).
  var lastMove: Double
  /// Whether the last sample's pan was running (began or changed).
  var isPanning = false
  /// Whether the app's animation took over the finger that is still down: that finger's drag
  /// ended without a release, so it reports nothing more — neither while it rests on the content
  /// nor when it lifts — until it drags the content again after the animation or a new touch
  /// begins.
  var isFingerTakenOver = false
  /// Whether the running ``HostPhase/animating`` phase is the content coming to rest after the
  /// system cancelled a drag: it ends once the content rests, not with an animation's flag.
  var isDragCancelled = false
  /// Whether the host samples on after a fling ended on a frame that moved, until the offset
  /// has stood still for ``programmaticQuietTime``: an animation may have replaced the fling.
  var watchesForAnimation = false
  /// When a forwarded `scrollViewDidEndDragging(_:willDecelerate: true)` entered deceleration
  /// before any sample showed `isDecelerating`; the end of deceleration waits for one, or for
  /// ``programmaticQuietTime``.
  var awaitingDeceleration: Double?
  /// The release waiting for the next sample, while ``phase`` is ``HostPhase/releasing``.
  var release = Release()
  /// The adjusted insets as UIKit last showed them, the chrome's writes included.
  var rawInsetTop: Double
  var rawInsetBottom: Double
  /// The chrome's own contribution to each inset.
  var ownTop = OwnInset()
  var ownBottom = OwnInset()

  /// A finger lifted; what the host needs to report it once the next sample shows what follows.
  struct Release: Sendable, Equatable {
    /// When and where the finger lifted.
    var time = 0.0
    var offset = 0.0
    /// The pan's velocity at the release, in the offset's sign.
    var fingerVelocity = 0.0
    /// The velocity a forwarded `scrollViewWillEndDragging` reported, if any.
    var reportedVelocity: Double?
    /// Whether the finger lifted past an edge, where the content bounces rather than decays.
    var isOverscrolled = false
    /// Samples seen since the release in which the content decelerates but has not moved yet.
    var waited = 0
  }

  /// The chrome's own share of one adjusted inset.
  struct OwnInset: Sendable, Equatable {
    /// What the chrome last asked for.
    var requested = 0.0
    /// What the scroll view's adjusted inset already includes.
    var applied = 0.0
  }
}

extension ScrollMetrics {
  /// Whether `other` has the same viewport, content and insets (the offset aside).
  func hasSameGeometry(as other: ScrollMetrics) -> Bool {
    viewport == other.viewport && content == other.content && insetTop == other.insetTop
      && insetBottom == other.insetBottom
  }
}
