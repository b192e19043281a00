extension ChromeRuntime {
  // MARK: Package

  /// Follows a `UIScrollView`, or none: the chrome re-baselines on its metrics without moving,
  /// and the runtime starts its observation (``ScrollViewSource/observe``), stopping the old one's.
  ///
  /// - Parameter source: The scroll view, or `nil` to follow none.
  package func follow(_ source: ScrollViewSource?) {
    perform { [self] in startFollowing(source, ownInsetTop: -screens.reduction) }
  }

  /// Something about the scroll view may have changed: a key-value notification, an action of
  /// its pan recognizer, a layout pass, a change of its safe area. The runtime samples it.
  ///
  /// - Note: Cost per event: one sample, the host model, the tracker and every running piece.
  package func scrollViewDidChange() { submit(.scrollViewChanged) }

  /// A display-link frame: the scroll view is sampled while it may move on its own (a release,
  /// a fling, an animation), and every animating piece moves to the frame's time.
  ///
  /// - Parameter targetTimestamp: When the frame will be shown (the link's `targetTimestamp`).
  /// - Note: Cost per event: a sample while the scroll view moves, O(1) per animating piece.
  package func frame(targetTimestamp: Double) {
    submit(.frame(clock.frame(targetTimestamp: targetTimestamp)))
  }

  /// A frame a declarative host draws (SwiftUI's timeline), at a time from ``frameTime(date:wallClockNow:mediaClockNow:)``:
  /// every animating piece moves to it. A second frame at the same time changes nothing.
  ///
  /// - Parameter time: The frame's time on the runtime's clock.
  package func frame(at time: Double) { submit(.frame(time)) }

  /// The time of a frame a host names by a wall-clock date, on the runtime's clock
  /// (``HostClock/frame(date:wallClockNow:mediaClockNow:)``).
  package func frameTime(date: Double, wallClockNow: Double, mediaClockNow: Double) -> Double {
    clock.frame(date: date, wallClockNow: wallClockNow, mediaClockNow: mediaClockNow)
  }

  /// A `UIScrollViewDelegate` call the app forwarded (``ScrollViewHost/receive(_:sample:at:emit:)``).
  ///
  /// - Parameter call: The call.
  package func receive(_ call: ScrollViewDelegateCall) { submit(.delegateCall(call)) }

  /// Whether the scroll view is in a window: frames run only then.
  ///
  /// - Parameter isOnScreen: Whether it is in a window.
  package func setOnScreen(_ isOnScreen: Bool) {
    perform { [self] in self.isOnScreen = isOnScreen }
  }

  /// SwiftUI reported the scroll view's geometry (``ScrollPhaseHost/observe(_:at:emit:)``).
  ///
  /// - Parameter metrics: The geometry and offset.
  /// - Note: Cost per event: the host model, the tracker and every running piece.
  package func observe(geometry metrics: ScrollMetrics) { submit(.geometry(metrics)) }

  /// SwiftUI reported a change of the scroll phase
  /// (``ScrollPhaseHost/changePhase(to:velocity:geometry:at:emit:)``).
  ///
  /// - Parameters:
  ///   - phase: The phase entered.
  ///   - velocity: The velocity the report carries, if any.
  ///   - geometry: The geometry the report carries.
  package func changePhase(
    to phase: ReportedScrollPhase, velocity: Double?, geometry: ScrollMetrics?
  ) {
    submit(.phase(phase, velocity: velocity, geometry: geometry))
  }

  /// Hands one event of the app's own to the tracker and, if it accepts it, to every running
  /// piece.
  ///
  /// - Parameter event: What the scroll view did.
  package func handle(_ event: ScrollEvent) { submit(.event(event)) }

  /// Whether a finger is down on the scroll view, as the host model sees it.
  package var isFingerDown: Bool {
    if isFollowing { return host.phase == .dragging || host.phase == .releasing }
    return phaseHost.isFingerDown
  }

  // MARK: Internal

  /// Follows `source`: a fresh tracker on its metrics and deceleration, a host model, and the
  /// switch event that re-baselines every piece.
  ///
  /// - Parameter ownInsetTop: What the chrome's own writes already add to its top inset.
  func startFollowing(_ source: ScrollViewSource?, ownInsetTop: Double) {
    if let old = scrollView, old.id != source?.id { old.observe(false) }
    let isNew = source?.id != scrollView?.id
    scrollView = source
    isFollowing = false
    guard let source, let sample = source.sample() else { return }
    let time = now()
    if let fresh = try? ScrollTracker(
      metrics: sample.metrics, time: time, deceleration: source.deceleration)
    {
      tracker = fresh
    }
    host = ScrollViewHost(
      sample: sample, at: time, deceleration: source.deceleration, ownInsetTop: ownInsetTop
    ) { distribute($0, at: time) }
    isFollowing = true
    if isNew { source.observe(true) }
  }

  /// - Note: Cost per event: the adapter's sample, the host model, the tracker and every running
  ///   piece; no allocation.
  func sampleScrollView(at time: Double) {
    guard isFollowing, let sample = samplerRef?._withUnsafeGuaranteedRef({ $0.sample() })
    else { return }
    let runtime = Unmanaged.passUnretained(self)
    host.observe(sample, at: time) { event in
      runtime._withUnsafeGuaranteedRef { $0.distribute(event, at: time) }
    }
    if host.offsetKeepingTop != nil { keepTop() }
    noteLift()
  }

  func receiveDelegateCall(_ call: ScrollViewDelegateCall) {
    guard isFollowing, let sample = samplerRef?._withUnsafeGuaranteedRef({ $0.sample() })
    else { return }
    let time = now()
    let runtime = Unmanaged.passUnretained(self)
    host.receive(call, sample: sample, at: time) { event in
      runtime._withUnsafeGuaranteedRef { $0.distribute(event, at: time) }
    }
    if host.offsetKeepingTop != nil { keepTop() }
    noteLift()
  }

  /// The chrome gave the safe area back under content that rested at the top, and UIKit kept
  /// the offset: the content goes back to the top, after this input, and the runtime samples
  /// the scroll view at once — key-value observing may not report the change (the host sees it
  /// as the app's scroll, as it would UIKit's own adjustment).
  private func keepTop() {
    guard let offset = host.offsetKeepingTop, let setOffset = scrollView?.setOffset else { return }
    host.offsetKeepingTop = nil
    afterward { [self] in
      setOffset(offset)
      scrollViewDidChange()
    }
  }

  func advanceFrame(to time: Double) {
    if isFollowing && host.needsFrames { sampleScrollView(at: time) }
    guard status.contains(.isAnimating) || isStatusStale else { return }
    for piece in running where piece.status.contains(.isAnimating) { piece.advance(to: time) }
  }

  func observeGeometry(_ metrics: ScrollMetrics) {
    let time = now()
    let runtime = Unmanaged.passUnretained(self)
    phaseHost.observe(metrics, at: time) { event in
      runtime._withUnsafeGuaranteedRef { $0.distribute(event, at: time) }
    }
  }

  func enterPhase(_ phase: ReportedScrollPhase, velocity: Double?, geometry: ScrollMetrics?) {
    let time = now()
    let runtime = Unmanaged.passUnretained(self)
    phaseHost.changePhase(to: phase, velocity: velocity, geometry: geometry, at: time) { event in
      runtime._withUnsafeGuaranteedRef { $0.distribute(event, at: time) }
    }
    noteLift()
  }

  /// Hands an event to the tracker and, if it accepts it, to every running piece; a refused event
  /// is reported with the outputs. A host model calls this from inside its own update, which is
  /// safe: the tracker and the pieces never touch the host model, and nothing calls out here.
  ///
  /// - Note: Cost per event: the tracker's and every running piece's, no allocation.
  func distribute(_ event: ScrollEvent, at time: Double) {
    do throws(ScrollDiagnostic) {
      try tracker.handle(event, at: time)
    } catch {
      rejections.append((event, error))
      return
    }
    let tracker = tracker
    var status: PieceStatus = []
    for piece in runningRefs {
      status.formUnion(piece._withUnsafeGuaranteedRef { $0.receive(event, tracker: tracker) })
    }
    // Every running piece took the event: the union is every piece's status.
    self.status = status
  }
}
