/// A header that triggers an action when pulled past a threshold and released:
/// WZDraggableSwitchHeaderView's gesture on the engine (<doc:PullToTrigger>).
///
/// The ``pull`` is the top overscroll, measured from the resting top (insets included). While the
/// finger is down the state follows the pull alone: `normal` with no pull or below
/// ``PullConfiguration/shallow``, `shallow` from it, `deep` from ``PullConfiguration/deep`` — a
/// one-frame jump from 10 to 80 goes straight to `deep`. Optional hysteresis keeps a state until
/// the pull falls that far below its threshold. On `endDragging` the current state fires its
/// trigger (`normal` fires nothing), at most once per drag, and the state returns to `normal`.
/// When no finger is down nothing changes: bounce-back and deceleration never trigger. A
/// programmatic scroll or scroll-to-top that takes a drag over returns the state to `normal` and
/// that drag never triggers.
public struct PullBehavior: Sendable, Equatable {
  // MARK: Public

  /// The thresholds.
  public let configuration: PullConfiguration
  /// The current state.
  public private(set) var state: PullState = .normal
  /// How far the content is pulled down past its resting top, in points.
  public private(set) var pull: Double = 0
  /// Whether pulls change the state and trigger (pausing the chrome disables them). The ``pull``
  /// follows the content either way.
  public private(set) var isEnabled = true

  /// Creates the behaviour. Invalid thresholds run as their nearest valid ones,
  /// ``PullConfiguration/clamped()``: check them with ``PullConfiguration/validate()``.
  ///
  /// - Parameter configuration: The thresholds.
  public init(_ configuration: PullConfiguration = PullConfiguration()) {
    self.configuration = configuration.clamped()
  }

  /// Enables or disables the pull. Disabling returns the state to `normal` at once (reported
  /// through `emit`), and the drag under way never triggers, even if the pull is enabled again
  /// before the finger lifts; the next drag does.
  ///
  /// - Parameters:
  ///   - enabled: Whether pulls change the state and trigger.
  ///   - emit: Receives the return to `normal`, if the state was another.
  public mutating func setEnabled(_ enabled: Bool, emit: (PullEvent) -> Void) {
    guard enabled != isEnabled else { return }
    isEnabled = enabled
    guard !enabled else { return }
    hasTriggered = true
    change(to: .normal, emit: emit)
  }

  /// How far the pull has gone toward the `deep` threshold, from 0 to 1 (the pull divided by
  /// `deep`, at most 1): drives the arrow's rotation.
  public var progress: Double { min(max(pull / configuration.deep, 0), 1) }

  /// Reacts to an event the shared tracker has just accepted.
  ///
  /// - Parameters:
  ///   - event: The event, exactly as handed to `tracker`.
  ///   - tracker: The shared tracker, after it handled `event`.
  ///   - emit: Receives what happens in the order it happens: a state change (followed by
  ///     `willTrigger` when it enters `deep`); on `endDragging`, the trigger first, then the
  ///     return to `normal`.
  /// - Note: Cost per event: O(1), no allocation.
  public mutating func handle(
    _ event: ScrollEvent, tracker: ScrollTracker, emit: (PullEvent) -> Void
  ) {
    pull = tracker.metrics.topOverscroll
    switch event {
    case .beginDragging:
      hasTriggered = !isEnabled
    case .endDragging:
      if state != .normal && !hasTriggered {
        hasTriggered = true
        emit(.triggered(state))
      }
      change(to: .normal, emit: emit)
    case .switchScrollView:
      change(to: .normal, emit: emit)
    case .beginProgrammatic, .scrollToTop:
      // The app takes a drag over: it ends without a release, so it never triggers.
      hasTriggered = true
      change(to: .normal, emit: emit)
    case .scroll, .geometry, .endDecelerating, .endProgrammatic:
      break
    }
    if isEnabled, tracker.activity == .tracking { change(to: trackedState, emit: emit) }
  }

  // MARK: Private

  /// Whether this drag has fired its trigger.
  private var hasTriggered = false

  /// The state the pull calls for while tracking, with hysteresis on the way down.
  private var trackedState: PullState {
    // No pull, no state: with a shallow threshold of 0 a drag inside the content stays normal.
    guard pull > 0 else { return .normal }
    let hysteresis = configuration.hysteresis
    let deepLine = state == .deep ? configuration.deep - hysteresis : configuration.deep
    if pull >= deepLine { return .deep }
    let shallowLine =
      state == .normal ? configuration.shallow : configuration.shallow - hysteresis
    return pull >= shallowLine ? .shallow : .normal
  }

  private mutating func change(to next: PullState, emit: (PullEvent) -> Void) {
    guard next != state else { return }
    let previous = state
    state = next
    emit(.stateChanged(from: previous, to: next))
    if next == .deep { emit(.willTrigger) }
  }
}
