import ScrollChromeCore

/// The pull header as the pull rules predict it from the tracker alone: the state (a function of
/// the pull while tracking, with hysteresis; unchanged otherwise, except the return to `normal` on
/// `endDragging` and on a switch) and the triggers of the current drag.
struct PullWatch {
  // MARK: Internal

  /// The state the spec calls for.
  var expected: PullState = .normal
  /// Whether the behaviour has received an event (before that its pull is 0).
  var delivered = false
  /// The triggers reported since the last accepted `beginDragging`.
  var triggersThisDrag = 0
  /// Whether a drag begun by `beginDragging` runs, neither lifted nor taken over by a
  /// programmatic scroll: only its `endDragging` triggers.
  var isDragUnbroken = false

  /// The state the spec calls for at pull `p`, coming from `previous`, while tracking: a state
  /// holds until the pull falls `hysteresis` below its threshold; no pull is `normal`.
  ///
  /// - Parameters:
  ///   - p: The pull.
  ///   - previous: The state before.
  ///   - configuration: The thresholds.
  static func state(at p: Double, from previous: PullState, _ configuration: PullConfiguration)
    -> PullState
  {
    if p <= 0 { return .normal }
    let hysteresis = configuration.hysteresis
    if p >= configuration.deep || (previous == .deep && p >= configuration.deep - hysteresis) {
      return .deep
    }
    if p >= configuration.shallow
      || (previous != .normal && p >= configuration.shallow - hysteresis)
    {
      return .shallow
    }
    return .normal
  }
}

extension PullEvent {
  /// The state a `triggered` event fires, else `nil`.
  fileprivate var trigger: PullState? {
    if case .triggered(let state) = self { return state }
    return nil
  }
}

/// The pull events one call reported, or predicted: up to four, in order, without allocating.
struct PullEvents: Equatable {
  /// The events, in order (`nil` past ``count``).
  private(set) var first, second, third, fourth: PullEvent?
  /// How many were appended (more than four are counted, not kept).
  private(set) var count = 0

  /// Appends one event.
  @inline(__always)
  mutating func append(_ event: PullEvent) {
    switch count {
    case 0: first = event
    case 1: second = event
    case 2: third = event
    case 3: fourth = event
    default: break
    }
    count += 1
  }

  /// The number of `triggered` events among them.
  var triggers: Int {
    Self.trigger(first) + Self.trigger(second) + Self.trigger(third) + Self.trigger(fourth)
  }

  /// 1 for a `triggered` event, else 0.
  @inline(__always)
  private static func trigger(_ event: PullEvent?) -> Int {
    if case .triggered? = event { return 1 }
    return 0
  }
}

extension FuzzAudit {
  // MARK: Internal

  /// Checks what the pull behaviour reported for one accepted event against the pull rules:
  /// triggers only on `endDragging`, at most once per drag, with the state held then;
  /// `stateChanged` per change (and `willTrigger` after each entry into `deep`); the state after.
  ///
  /// - Parameters:
  ///   - reported: What the behaviour emitted.
  ///   - event: The event.
  ///   - behavior: The behaviour after it.
  ///   - tracker: The tracker after it.
  mutating func checkPull(
    _ reported: PullEvents, after event: ScrollEvent, behavior: PullBehavior,
    tracker: ScrollTracker, wasUnbroken: Bool
  ) {
    var predicted = PullEvents()
    var isEndDragging = false
    switch event {
    case .beginDragging:
      pull.triggersThisDrag = 0
    case .endDragging:
      // Called after ``FuzzAudit/follow(_:from:)``, which ends the drag: `wasUnbroken` says
      // whether this lift ended an unbroken one.
      isEndDragging = true
      if wasUnbroken && pull.expected != .normal { predicted.append(.triggered(pull.expected)) }
      move(to: .normal, &predicted)
    case .switchScrollView:
      move(to: .normal, &predicted)
    case .beginProgrammatic, .scrollToTop:
      // A takeover ends the drag without a release: back to normal, no trigger.
      move(to: .normal, &predicted)
    default:
      break
    }
    if tracker.activity == .tracking {
      let p = tracker.metrics.topOverscroll
      move(to: PullWatch.state(at: p, from: pull.expected, behavior.configuration), &predicted)
    }
    pull.delivered = true
    let triggers = reported.triggers
    if triggers > 0 && !isEndDragging { fail("pull: a trigger outside endDragging") }
    if triggers > 0 && !wasUnbroken {
      fail("pull: a trigger at an endDragging that ends no drag begun and not taken over")
    }
    if case .triggered(let state)? = reported.first, state != predicted.first.flatMap(\.trigger) {
      fail("pull: the trigger is not the state the pull held at the lift")
    }
    pull.triggersThisDrag += triggers
    if pull.triggersThisDrag > 1 { fail("pull: triggered twice in one drag") }
    if reported != predicted { fail("pull: the events differ from what the pull rules predict") }
    if behavior.state != pull.expected {
      fail("pull: the state is not the function of the pull while tracking, or changed without it")
    }
  }

  /// The pull header's outputs: `p = oTop` (0 before its first event), finite;
  /// `progress = clamp(p/deep, 0, 1)`; the arrow's rotation `progress·π`; the text of the state.
  ///
  /// - Parameters:
  ///   - pullSwitch: The header.
  ///   - metrics: The tracker's metrics.
  @inline(__always)
  mutating func checkPullState(of pullSwitch: DraggableSwitch.Chrome, metrics: ScrollMetrics) {
    let behavior = pullSwitch.behavior
    let p = behavior.pull
    if !(p.isFinite && p >= 0) { fail("pull: p is not finite and ≥ 0") }
    if p != (pull.delivered ? metrics.topOverscroll : 0) { fail("pull: p is not oTop") }
    let ratio = p / behavior.configuration.deep
    if behavior.progress != min(max(ratio, 0), 1) { fail("pull: progress ≠ clamp(p/deep, 0, 1)") }
    if pullSwitch.arrowRotation != behavior.progress * Double.pi {
      fail("pull: the arrow's rotation is not progress·π")
    }
    let text =
      switch behavior.state {
      case .normal: pullSwitch.preset.normalText
      case .shallow: pullSwitch.preset.shallowText
      case .deep: pullSwitch.preset.deepText
      }
    if pullSwitch.text != text { fail("pull: the text is not the state's") }
  }

  // MARK: Private

  /// The model's state change, with the events it reports.
  private mutating func move(to next: PullState, _ predicted: inout PullEvents) {
    guard next != pull.expected else { return }
    predicted.append(.stateChanged(from: pull.expected, to: next))
    if next == .deep { predicted.append(.willTrigger) }
    pull.expected = next
  }
}
