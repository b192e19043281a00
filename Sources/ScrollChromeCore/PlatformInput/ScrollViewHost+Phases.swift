extension ScrollViewHost {
  // MARK: Internal

  /// How far an adjusted inset may differ from the change the chrome's own writes predict and
  /// still count as that change: UIKit rounds safe-area insets to the display's pixels.
  static let ownInsetTolerance = 0.5

  /// Reads one sample; `resolvingRelease: false` leaves an open release for a forwarded
  /// `scrollViewDidEndDragging` to decide, whose sample comes from inside UIKit's own handler.
  mutating func observe(
    _ sample: ScrollViewSample, at time: Double, resolvingRelease: Bool,
    emit: (ScrollEvent) -> Void
  ) {
    let restedAtTop =
      phase == .idle && abs(metrics.offset + rawInsetTop) <= Self.ownInsetTolerance
    let ownTopBefore = ownTop.applied
    let next = reported(sample.metrics)
    if ownTop.applied > ownTopBefore && restedAtTop && !sample.isTracking
      && sample.metrics.offset > -sample.metrics.insetTop + Self.ownInsetTolerance
    {
      offsetKeepingTop = -sample.metrics.insetTop
    }
    let moved = next.offset != metrics.offset
    let reshaped = !next.hasSameGeometry(as: metrics)
    if !sample.isTracking || sample.pan == .began { isFingerTakenOver = false }
    if phase != .releasing || resolvingRelease {
      begin(sample, next: next, moved: moved, reshaped: reshaped, at: time, emit: emit)
    }
    report(next, emit: emit)
    if moved { lastMove = time }
    end(sample, moved: moved, at: time, emit: emit)
    isPanning = sample.pan == .began || sample.pan == .changed
  }

  /// The sample's metrics as the engine should see them: the chrome's own inset writes left out.
  ///
  /// When an adjusted inset changes by what the chrome requested since the last layout, the
  /// write took effect and the reported inset stays; any other change is the app's or UIKit's.
  mutating func reported(_ raw: ScrollMetrics) -> ScrollMetrics {
    var next = raw
    next.insetTop = Self.base(
      raw.insetTop, last: &rawInsetTop, own: &ownTop, reported: metrics.insetTop)
    next.insetBottom = Self.base(
      raw.insetBottom, last: &rawInsetBottom, own: &ownBottom, reported: metrics.insetBottom)
    return next
  }

  /// Reports what starts before this sample's movement: a drag, the app's offset change, or the
  /// release that the previous sample left open.
  mutating func begin(
    _ sample: ScrollViewSample, next: ScrollMetrics, moved: Bool, reshaped: Bool, at time: Double,
    emit: (ScrollEvent) -> Void
  ) {
    switch phase {
    case .idle:
      let pans = sample.pan == .began || sample.pan == .changed
      let drags =
        isFingerTakenOver ? moved && !sample.pan.hasLifted : sample.isDragging || moved || pans
      if sample.isTracking && drags {
        startDragging(emit: emit)
      } else if sample.isDecelerating && moved {
        emit(.beginDragging)
        emit(.endDragging(velocity: sample.fingerVelocity, willDecelerate: true))
        phase = .decelerating
      } else if sample.isScrollAnimating == true || (moved && !reshaped) {
        emit(.beginProgrammatic)
        phase = .animating
      }
    case .releasing:
      resolveRelease(sample, next: next, moved: moved, reshaped: reshaped, at: time, emit: emit)
    case .decelerating, .animating:
      if sample.isTracking && !isFingerTakenOver {
        startDragging(emit: emit)
      } else if phase == .decelerating && sample.isScrollAnimating == true {
        emit(.endDecelerating)
        emit(.beginProgrammatic)
        phase = .animating
      }
    case .dragging:
      if sample.pan == .cancelled {
        takeOverCancelledDrag(emit: emit)
      } else if sample.isScrollAnimating == true && sample.isTracking {
        emit(.beginProgrammatic)
        isFingerTakenOver = true
        phase = .animating
      }
    }
  }

  /// Reports the sample's geometry and offset (``ScrollMetrics/report(from:to:emit:)``).
  mutating func report(_ next: ScrollMetrics, emit: (ScrollEvent) -> Void) {
    ScrollMetrics.report(from: metrics, to: next, emit: emit)
    metrics = next
  }

  /// Reports what ends with this sample: a lifted finger (kept open until the next sample), a
  /// fling at rest, the app's offset change at rest.
  mutating func end(
    _ sample: ScrollViewSample, moved: Bool, at time: Double, emit: (ScrollEvent) -> Void
  ) {
    switch phase {
    case .dragging:
      if sample.pan.hasLifted || !sample.isTracking {
        release = Release(
          time: time, offset: metrics.offset, fingerVelocity: sample.fingerVelocity,
          reportedVelocity: release.reportedVelocity, isOverscrolled: metrics.isOverscrolled)
        phase = .releasing
      }
    case .decelerating:
      if sample.isDecelerating { awaitingDeceleration = nil }
      if let since = awaitingDeceleration, time - since < Self.programmaticQuietTime { break }
      if !sample.isDecelerating && !sample.isTracking {
        emit(.endDecelerating)
        awaitingDeceleration = nil
        phase = .idle
        watchesForAnimation = moved && sample.isScrollAnimating == nil
      }
    case .animating:
      let ended =
        if isDragCancelled {
          !sample.isDecelerating && sample.isScrollAnimating != true && !moved
            && time - lastMove >= Self.programmaticQuietTime - Self.timeTolerance
        } else if let animating = sample.isScrollAnimating {
          !animating
        } else {
          !moved && time - lastMove >= Self.programmaticQuietTime - Self.timeTolerance
        }
      if ended {
        emit(.endProgrammatic)
        isDragCancelled = false
        phase = .idle
      }
    case .idle:
      if watchesForAnimation && !moved
        && time - lastMove >= Self.programmaticQuietTime - Self.timeTolerance
      {
        watchesForAnimation = false
      }
    case .releasing:
      break
    }
    if phase != .idle { watchesForAnimation = false }
  }

  /// Rounding room for comparing times: sums of frame intervals are not exact.
  static let timeTolerance = 1e-9
  /// The shortest interval from which the host solves a release velocity: a step sooner than a
  /// millisecond after the lift is UIKit's layout (a reload's clamp), not deceleration.
  static let shortestStep = 0.001

  /// The velocity to report for a release that decelerates: a forwarded one, else the one that
  /// explains the content's first step of deceleration, else the pan's; within the engine's
  /// limits.
  func releaseVelocity(movingTo offset: Double, reshaped: Bool, at time: Double) -> Double {
    if let reported = release.reportedVelocity { return Self.bounded(reported) }
    let elapsed = time - release.time
    guard !release.isOverscrolled, !reshaped, offset != release.offset,
      elapsed >= Self.shortestStep
    else {
      return Self.bounded(release.fingerVelocity)
    }
    let velocity =
      (offset - release.offset) / deceleration.distance(initialVelocity: 1, at: elapsed)
    return Self.bounded(velocity.isFinite ? velocity : release.fingerVelocity)
  }

  /// A velocity within what the engine accepts: ±``ScrollMetrics/maximumMagnitude``.
  static func bounded(_ velocity: Double) -> Double {
    let limit = ScrollMetrics.maximumMagnitude
    return velocity.isFinite ? min(max(velocity, -limit), limit) : 0
  }

  // MARK: Private

  /// The reported value of one inset, adopting the chrome's own writes (see ``reported(_:)``).
  private static func base(
    _ raw: Double, last: inout Double, own: inout OwnInset, reported: Double
  ) -> Double {
    defer { last = raw }
    guard raw != last else { return raw - own.applied }
    let change = raw - last
    let ownChange = own.requested - own.applied
    if ownChange != 0 && abs(change - ownChange) <= ownInsetTolerance {
      own.applied = raw - reported
      return reported
    }
    return raw - own.applied
  }

  /// Reports `beginDragging` and forgets any velocity a previous drag's delegate reported.
  private mutating func startDragging(emit: (ScrollEvent) -> Void) {
    emit(.beginDragging)
    isFingerTakenOver = false
    isDragCancelled = false
    release.reportedVelocity = nil
    phase = .dragging
  }

  /// The system cancelled the finger's touches (the app resigned active, a call came in): the
  /// person never lifted, so the drag ends as a takeover, without a release — a pull fires
  /// nothing — and the bounce back that follows is the system's, ended once the content rests.
  private mutating func takeOverCancelledDrag(emit: (ScrollEvent) -> Void) {
    emit(.beginProgrammatic)
    isDragCancelled = true
    phase = .animating
  }

  /// Decides the open release from the sample after it: a decelerating sample reports
  /// `endDragging(v, true)` once the content has taken its first step (or one sample later), a
  /// resting one `endDragging(v, false)`, a new drag ends the old one first.
  private mutating func resolveRelease(
    _ sample: ScrollViewSample, next: ScrollMetrics, moved: Bool, reshaped: Bool, at time: Double,
    emit: (ScrollEvent) -> Void
  ) {
    let fallback = Self.bounded(release.reportedVelocity ?? release.fingerVelocity)
    if sample.pan == .cancelled {
      takeOverCancelledDrag(emit: emit)
    } else if sample.isTracking && (sample.pan == .began || sample.pan == .changed) {
      emit(.endDragging(velocity: fallback, willDecelerate: false))
      startDragging(emit: emit)
    } else if sample.isTracking {
      return
    } else if sample.isDecelerating {
      if !moved && release.waited < 1 {
        release.waited += 1
        return
      }
      let velocity = releaseVelocity(movingTo: next.offset, reshaped: reshaped, at: time)
      emit(.endDragging(velocity: velocity, willDecelerate: true))
      phase = .decelerating
    } else {
      emit(.endDragging(velocity: fallback, willDecelerate: false))
      phase = .idle
    }
  }
}
