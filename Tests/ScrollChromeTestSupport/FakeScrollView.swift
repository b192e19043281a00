import ScrollChromeCore

/// What UIKit leaves undocumented about a scroll view's notifications, as the parameters of a
/// ``FakeScrollView``: every flow must end the same way under each choice.
package struct UIKitUnknowns: Sendable, CustomStringConvertible {
  /// Whether key-value observing reports `contentOffset`, `contentSize`, `adjustedContentInset`
  /// and `bounds` (synchronously, inside the setter). Apple documents KVO compliance for none of
  /// them; when `false`, only the pan recognizer's actions, the display link, the component's own
  /// layout and forwarded calls reach the adapter.
  package var keyValueObserving: Bool
  /// Whether the adapter's pan target runs before UIKit's own pan handler: its sample of an ended
  /// pan still shows the finger down and no deceleration.
  package var adapterTargetFirst: Bool
  /// Whether, in a frame, UIKit moves the content before the adapter's display link fires.
  package var scrollStepFirst: Bool
  /// Whether the scroll view has `isScrollAnimating` (iOS 17.4 and later).
  package var hasScrollAnimating: Bool
  /// Whether UIKit keeps content at its resting top in place when the top inset changes (the
  /// offset follows the inset), rather than keeping the offset.
  package var insetChangeKeepsTop: Bool

  package init(
    keyValueObserving: Bool = true, adapterTargetFirst: Bool = true, scrollStepFirst: Bool = true,
    hasScrollAnimating: Bool = true, insetChangeKeepsTop: Bool = true
  ) {
    self.keyValueObserving = keyValueObserving
    self.adapterTargetFirst = adapterTargetFirst
    self.scrollStepFirst = scrollStepFirst
    self.hasScrollAnimating = hasScrollAnimating
    self.insetChangeKeepsTop = insetChangeKeepsTop
  }

  /// Every combination of the five choices: 32.
  package static let all: [UIKitUnknowns] = (0..<32).map { bits in
    UIKitUnknowns(
      keyValueObserving: bits & 1 != 0, adapterTargetFirst: bits & 2 != 0,
      scrollStepFirst: bits & 4 != 0, hasScrollAnimating: bits & 8 != 0,
      insetChangeKeepsTop: bits & 16 != 0)
  }

  /// A few combinations that differ in every choice, for the longer flows: KVO firing and
  /// silent, each with the other choices flipped.
  package static let corners: [UIKitUnknowns] = [
    UIKitUnknowns(),
    UIKitUnknowns(
      keyValueObserving: false, adapterTargetFirst: false, scrollStepFirst: false,
      hasScrollAnimating: false, insetChangeKeepsTop: false),
    UIKitUnknowns(keyValueObserving: false),
    UIKitUnknowns(
      keyValueObserving: true, adapterTargetFirst: false, scrollStepFirst: false,
      hasScrollAnimating: false, insetChangeKeepsTop: false),
  ]

  package var description: String {
    [
      keyValueObserving ? "KVO firing" : "KVO silent",
      adapterTargetFirst ? "adapter's pan target first" : "UIKit's pan handler first",
      scrollStepFirst ? "scroll step before the link" : "link before the scroll step",
      hasScrollAnimating ? "iOS 17.4+" : "before iOS 17.4",
      insetChangeKeepsTop ? "inset keeps the top" : "inset keeps the offset",
    ].joined(separator: ", ")
  }
}

/// The clock UIKit's `CACurrentMediaTime()` reads in a test.
package final class FakeMediaClock {
  package var now: Double
  package init(now: Double = 100) { self.now = now }
}

/// A `UIScrollView` as UIKit runs it, for driving a ``ChromeRuntime`` exactly as the UIKit adapter
/// does: the physics of the ``ScrollViewSimulator``, the flags UIKit exposes (`isTracking`,
/// `isDragging`, `isDecelerating`, `isScrollAnimating`), the pan recognizer's state, and the
/// notifications the adapter can receive — key-value notifications inside the setters (or none),
/// the pan recognizer's actions (never for `failed`), layout passes — each delivered as the
/// adapter delivers them: one ``ChromeRuntime/scrollViewDidChange()`` call.
///
/// The adapter's observation is on while the runtime asks for it (``ScrollViewSource/observe``).
/// Chrome that moves the safe area writes ``addToTopSafeArea(_:)``, which changes the adjusted
/// inset at once and notifies inside the write, as UIKit's observers are called inside setters.
package final class FakeScrollView {
  // MARK: Public

  /// The choices UIKit leaves unknown.
  package let unknowns: UIKitUnknowns
  /// The clock the adapter reads.
  package let clock: FakeMediaClock
  /// The scroll view's identity.
  package let id: UInt

  /// Whether the adapter observes the scroll view (the runtime follows it).
  package private(set) var isObserved = false
  /// Called for each notification the adapter receives: it calls
  /// ``ChromeRuntime/scrollViewDidChange()``.
  package var onNotification: () -> Void = {}
  /// How many notifications the adapter received.
  package private(set) var notifications = 0

  /// The physics.
  package private(set) var simulator: ScrollViewSimulator
  /// Whether a finger touches the content.
  package private(set) var isTracking = false
  /// Whether the finger has started to drag.
  package private(set) var isDragging = false
  /// The pan recognizer's state, and its velocity in the offset's sign.
  package private(set) var pan = PanPhase.possible
  package private(set) var fingerVelocity = 0.0
  /// The points the chrome added to the top safe area (negative: taken away).
  package private(set) var chromeTopInset = 0.0

  /// Creates a scroll view at rest.
  ///
  /// - Parameters:
  ///   - metrics: Its geometry and offset.
  ///   - unknowns: UIKit's undocumented choices.
  ///   - clock: The media clock.
  ///   - id: Its identity.
  package init(
    metrics: ScrollMetrics, unknowns: UIKitUnknowns = UIKitUnknowns(),
    clock: FakeMediaClock = FakeMediaClock(), id: UInt = 1
  ) {
    simulator = ScrollViewSimulator(metrics: metrics, time: clock.now)
    self.unknowns = unknowns
    self.clock = clock
    self.id = id
  }

  /// The scroll view as the adapter samples it (`UIScrollView.chromeSample`).
  package var sample: ScrollViewSample {
    ScrollViewSample(
      metrics: simulator.metrics, isTracking: isTracking, isDragging: isDragging,
      isDecelerating: simulator.activity == .decelerating,
      isScrollAnimating: unknowns.hasScrollAnimating ? simulator.activity == .animating : nil,
      pan: pan, fingerVelocity: fingerVelocity)
  }

  /// The offset now (`contentOffset.y`).
  package var offset: Double { simulator.metrics.offset }

  /// The source the adapter gives the runtime for this scroll view.
  package var source: ScrollViewSource {
    ScrollViewSource(
      id: id, deceleration: simulator.deceleration, sample: { [unowned self] in sample },
      observe: { [unowned self] in isObserved = $0 },
      setOffset: { [unowned self] in setContentOffset($0, animated: false) })
  }

  // MARK: Public — what a person does

  /// A finger lands on the content: `isTracking`; the pan recognizer stays `possible` (no action),
  /// and nothing moves (no notification).
  package func touch() {
    isTracking = true
    var ignored: [ScrollEvent] = []
    simulator.touchDown { ignored.append($0) }
  }

  /// The finger moves `distance` points of content offset over `frames` frames (positive scrolls
  /// down the list), one touch move per frame: the pan begins with the first move.
  ///
  /// - Parameters:
  ///   - distance: The finger's travel, in points of offset before rubber-banding.
  ///   - frames: How many frames the drag takes; at least 1.
  package func drag(by distance: Double, frames: Int = 10) {
    if !isTracking { touch() }
    let step = distance / Double(max(frames, 1))
    for _ in 0..<max(frames, 1) {
      runFrame { [self] in
        isDragging = true
        pan = pan == .possible ? .began : .changed
        fingerVelocity = step * Self.frameRate
        move { simulator.moveFinger(by: step, emit: $0) }
        panAction()
      }
    }
  }

  /// The finger rests on the content for `frames` frames without moving: the pan sends no action.
  package func hold(frames: Int) { runFrames(frames) }

  /// The finger lifts with `velocity` points per second (offset's sign): the pan ends, and UIKit's
  /// handler starts the deceleration; which of the two pan targets runs first is a parameter.
  package func lift(velocity: Double = 0) {
    runFrame { [self] in
      fingerVelocity = velocity
      let wasDragging = isDragging
      let release = { [self] in
        isTracking = false
        isDragging = false
        move { simulator.liftFinger(velocity: wasDragging ? velocity : 0, emit: $0) }
      }
      if wasDragging {
        pan = .ended
        if unknowns.adapterTargetFirst {
          panAction()
          release()
        } else {
          release()
          panAction()
        }
      } else {
        // A finger that never dragged fails the pan: no action is sent.
        release()
        pan = .failed
      }
    }
    pan = .possible
  }

  /// The system cancels the touches (the app goes to the background, a call comes in): the pan is
  /// cancelled and the drag ends without velocity, as UIKit ends it; content pulled past an edge
  /// springs back.
  package func cancelTouches() {
    runFrame { [self] in
      let wasDragging = isDragging
      isTracking = false
      isDragging = false
      fingerVelocity = 0
      move { simulator.liftFinger(velocity: 0, emit: $0) }
      if wasDragging {
        pan = .cancelled
        panAction()
      }
    }
    pan = .possible
  }

  /// The app stays in the background for `seconds`: no frame, no display link, no event; the
  /// clock goes on.
  package func stayInBackground(for seconds: Double) { clock.now += seconds }

  /// The app calls `setContentOffset(_:animated:)`.
  package func setContentOffset(_ y: Double, animated: Bool) {
    move { simulator.setContentOffset(y, animated: animated, emit: $0) }
  }

  /// The status bar is tapped: the scroll view animates to its top.
  package func tapStatusBar() {
    move { simulator.scrollToTop(emit: $0) }
  }

  /// The geometry changes — a rotation (`viewport`), a reload (`content`), the keyboard
  /// (`insetBottom`), the app's own inset (`insetTop`) — and the component lays out: UIKit
  /// notifies observers of each property (if it does), then the component's layout pass, a
  /// documented signal, samples.
  package func setGeometry(
    viewport: Double? = nil, content: Double? = nil, insetTop: Double? = nil,
    insetBottom: Double? = nil, offset: Double? = nil
  ) {
    move {
      simulator.setGeometry(
        viewport: viewport, content: content, insetTop: insetTop, insetBottom: insetBottom,
        emit: $0)
    }
    if let offset { move { _ in simulator.mirror(.scroll(y: offset)) } }
    layout()
  }

  /// The chrome writes the top safe area: the adjusted inset changes inside the write, the offset
  /// follows it at the top if UIKit keeps the top, and observers are notified inside the write.
  ///
  /// - Parameter points: Points added to the top safe area; negative values take points away.
  package func addToTopSafeArea(_ points: Double) {
    guard points != 0 else { return }
    let atTop = simulator.metrics.offset <= simulator.metrics.minY
    chromeTopInset += points
    var ignored: [ScrollEvent] = []
    simulator.setGeometry(insetTop: simulator.metrics.insetTop + points) { ignored.append($0) }
    if unknowns.insetChangeKeepsTop && atTop {
      simulator.mirror(.scroll(y: simulator.metrics.minY))
    }
    keyValueNotification()
  }

  /// A layout pass of the component (`layoutSubviews`, `safeAreaInsetsDidChange`): the adapter
  /// samples.
  package func layout() { deliver() }

  /// Runs `count` frames with nobody touching: the scroll view moves on its own (a fling, an
  /// animation), and the adapter's display link fires while the runtime needs frames.
  package func runFrames(_ count: Int) {
    for _ in 0..<count { runFrame {} }
  }

  /// Runs frames until the scroll view rests and the runtime needs no more frames, at most
  /// `limit`.
  package func settle(limit: Int = 2_000) {
    var frames = 0
    repeat {
      runFrame {}
      frames += 1
    } while (simulator.activity != .idle || displayLinkRuns) && frames < limit
  }

  /// Whether the adapter's display link runs: it follows ``ChromeRuntime/onNeedsFramesChange``.
  package var displayLinkRuns = false
  /// Called on every frame while the display link runs, with the frame's `targetTimestamp`.
  package var onFrame: (Double) -> Void = { _ in }

  /// The display's frame rate.
  package static let frameRate = 120.0

  // MARK: Private

  /// One frame: the touches of this frame (`input`), then UIKit's own step of a moving scroll view
  /// and the adapter's display link, in the order the parameters say.
  private func runFrame(_ input: () -> Void) {
    clock.now += 1 / Self.frameRate
    input()
    let target = clock.now + 1 / Self.frameRate
    if unknowns.scrollStepFirst {
      step()
      if displayLinkRuns { onFrame(target) }
    } else {
      if displayLinkRuns { onFrame(target) }
      step()
    }
  }

  /// UIKit moves a scroll view that coasts, bounces or animates.
  private func step() {
    let time = clock.now
    move { simulator.advance(to: time, emit: $0) }
  }

  /// Runs a change of the physics and notifies key-value observers of each offset and geometry
  /// change, inside the change, as UIKit's setters do.
  private func move(_ change: ((ScrollEvent) -> Void) -> Void) {
    var changed = false
    change { event in
      switch event {
      case .scroll, .geometry: changed = true
      default: break
      }
    }
    if changed { keyValueNotification() }
  }

  private func keyValueNotification() {
    if unknowns.keyValueObserving { deliver() }
  }

  /// The pan recognizer's action: sent for began, changed, ended and cancelled.
  private func panAction() { deliver() }

  private func deliver() {
    guard isObserved else { return }
    notifications += 1
    onNotification()
  }
}
