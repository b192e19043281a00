extension ScrollViewHost {
  // MARK: Package

  /// Takes a forwarded delegate call: first the sample, as ``observe(_:at:emit:)`` would, then
  /// the call. A call for something the host has already reported changes nothing.
  ///
  /// - Parameters:
  ///   - call: The delegate call.
  ///   - sample: The scroll view at the time of the call.
  ///   - time: When, in seconds on the host's monotonic clock.
  ///   - emit: Receives the events, in order.
  /// - Note: Cost per event: O(1), no allocation.
  package mutating func receive(
    _ call: ScrollViewDelegateCall, sample: ScrollViewSample, at time: Double,
    emit: (ScrollEvent) -> Void
  ) {
    var decidesRelease = false
    switch call {
    case .willEndDragging(let velocity):
      release.reportedVelocity = velocity
      decidesRelease = true
    case .didEndDragging: decidesRelease = true
    default: break
    }
    observe(sample, at: time, resolvingRelease: !decidesRelease, emit: emit)
    switch call {
    case .willBeginDragging:
      if phase != .dragging {
        if phase == .releasing { finishRelease(willDecelerate: false, sample: sample, emit: emit) }
        emit(.beginDragging)
        release.reportedVelocity = nil
        phase = .dragging
      }
    case .willEndDragging:
      break
    case .didEndDragging(let willDecelerate):
      if phase == .dragging || phase == .releasing {
        finishRelease(willDecelerate: willDecelerate, sample: sample, emit: emit)
        if willDecelerate && !sample.isDecelerating { awaitingDeceleration = time }
      }
    case .didEndDecelerating:
      if phase == .releasing { finishRelease(willDecelerate: true, sample: sample, emit: emit) }
      if phase == .decelerating {
        emit(.endDecelerating)
        phase = .idle
      }
    case .didEndScrollingAnimation, .didScrollToTop:
      if phase == .animating {
        emit(.endProgrammatic)
        phase = .idle
      }
    case .willScrollToTop:
      if phase != .dragging && phase != .releasing {
        emit(.scrollToTop)
        lastMove = time
        phase = .animating
      }
    }
  }

  // MARK: Private

  /// Reports the open drag's end with the best velocity known now: a forwarded one, else the
  /// pan's at the release (or now, if the finger has not been seen lifting).
  private mutating func finishRelease(
    willDecelerate: Bool, sample: ScrollViewSample, emit: (ScrollEvent) -> Void
  ) {
    let finger = phase == .releasing ? release.fingerVelocity : sample.fingerVelocity
    let velocity = Self.bounded(release.reportedVelocity ?? finger)
    emit(.endDragging(velocity: velocity, willDecelerate: willDecelerate))
    phase = willDecelerate ? .decelerating : .idle
  }
}
