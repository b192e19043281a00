extension HeaderTransition {
  /// A running ``HeaderTransition``: its behaviour, and the header's and title's attributes, kept
  /// up to date with every event, frame and command.
  public struct Chrome: CollapsingChrome, ChromeOutputs {
    // MARK: Public

    /// The configuration it runs.
    public let preset: HeaderTransition
    /// The engine running the transition. Changing it (an event, a frame, a command) updates
    /// ``header`` and ``title``.
    public var behavior: CollapseBehavior {
      didSet { refresh() }
    }
    /// The header's attributes now.
    public private(set) var header = Attributes.identity()
    /// The title's attributes now (its height is not managed: `nil`).
    public private(set) var title = Attributes.identity()

    /// The effects' input now: the fraction, the stretch and the offset from the top.
    public var input: EffectInput {
      EffectInput(
        fraction: behavior.fraction, stretch: behavior.stretch,
        offsetFromTop: behavior.metrics.offsetFromTop)
    }

    /// Hands the event to the behaviour, then starts the title's 0.2 s fade if the header has
    /// just become (or stopped being) fully collapsed.
    ///
    /// - Note: Cost per event: O(number of effects), no allocation.
    public mutating func handle(
      _ event: ScrollEvent, tracker: ScrollTracker, emit: (CollapseEvent) -> Void
    ) {
      behavior.handle(event, tracker: tracker, emit: emit)
      updateGate()
    }

    /// Advances the behaviour and the title's fade to a frame's time.
    ///
    /// - Note: Cost per event: O(number of effects), no allocation.
    public mutating func advance(to time: Double, emit: (CollapseEvent) -> Void) {
      behavior.advance(to: time, emit: emit)
      updateGate()
    }

    /// Whether the behaviour or the title's fade animates — or the title's gate is behind the
    /// fraction (a command moved the behaviour directly), so the next frame starts its fade.
    public var isAnimating: Bool {
      behavior.isAnimating || isGateFading || (preset.titleWaitsForCollapse && gateTarget != gate)
    }

    /// A header: it scrolls away with the content.
    public var isHeader: Bool { true }

    /// The behaviour's memory, except that a header which follows scrolling starts where the
    /// content is — the offset from the top (the bottom in reversed direction) as a share of the
    /// new range, at most 1 — so that it stays in step with the content; a disabled one
    /// (VoiceOver, pausing, the app) keeps its fraction.
    public func handover(to next: Chrome) -> CollapseMemory {
      var memory = behavior.memory
      if behavior.isEnabled {
        let range = next.behavior.range
        memory.fraction = min(max(next.behavior.clampedOffsetFromStart / range, 0), 1)
      }
      return memory
    }

    /// Reports the `header` and `title` attributes.
    package func visitOutputs<Visitor: ChromeOutputVisitor>(_ visitor: inout Visitor) {
      visitor.visit("header", header)
      visitor.visit("title", title)
    }

    // MARK: Internal

    /// Creates the chrome.
    init(_ preset: HeaderTransition, behavior: CollapseBehavior) {
      self.preset = preset
      self.behavior = behavior
      gate = behavior.fraction >= 1 ? 1 : 0
      gateAlpha = gate
      gateFade = ChromeAnimation(HeaderTransition.thresholdFade, from: gate, to: gate, at: 0)
      refresh()
    }

    /// The threshold title's target alpha: 1 once fully collapsed, else 0.
    var gate: Double
    /// The threshold title's alpha at the behaviour's time.
    var gateAlpha: Double
    /// The gate's alpha fade, while ``isGateFading``.
    var gateFade: ChromeAnimation
    /// Whether the gate's alpha fade runs.
    var isGateFading = false

    /// Brings the gate's fade to the behaviour's time and recomputes ``header`` and ``title``.
    ///
    /// - Note: Cost per event: O(number of effects), no allocation.
    mutating func refresh() {
      if isGateFading {
        let sample = gateFade.sample(at: behavior.time)
        gateAlpha = sample.value
        isGateFading = !sample.isFinished
      }
      let input = input
      // The header's height follows a new range (`R = headerHeight + fixedTopOffset`).
      header = preset.headerEffects.attributes(
        for: input, base: .identity(height: behavior.range - preset.fixedTopOffset))
      title = preset.titleEffects.attributes(for: input, base: .identity())
      if preset.titleWaitsForCollapse { title.alpha *= gateAlpha }
    }

    // MARK: Private

    /// The threshold title's alpha the fraction calls for: 1 once fully collapsed, else 0.
    private var gateTarget: Double { behavior.fraction >= 1 ? 1 : 0 }

    /// Starts the title's fade towards the gate's new target, if the fraction crossed it.
    private mutating func updateGate() {
      guard preset.titleWaitsForCollapse, gateTarget != gate else { return }
      gate = gateTarget
      if behavior.reduceMotion {
        isGateFading = false
        gateAlpha = gate
      } else {
        gateFade = ChromeAnimation(
          HeaderTransition.thresholdFade, from: gateAlpha, to: gate, at: behavior.time)
        isGateFading = true
      }
      refresh()
    }
  }
}
