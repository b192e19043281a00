/// The `headerTransition` preset: TIUIElements' collapsing table header and navigation-bar title,
/// on the engine.
///
/// TIUIElements (TouchInstinct/LeadKit) turns the table offset into a progress `f` and hands it to
/// an animator that stretches the header and fades, slides or scales the title in. Here the
/// progress is a ``CollapseBehavior`` in ``CollapseConfiguration/Mode/collapsesWithContent`` mode
/// without settling, `R = headerHeight + fixedTopOffset`, and each animator is a combination of
/// ``Effect``s for the ``header`` and the ``title``. The seed's defects are fixed;
/// <doc:MigratingFromTIUIElements> lists each difference.
public struct HeaderTransition: Sendable {
  // MARK: Public

  /// The seed's animators, as effect combinations (`spec/behaviors.md` §5).
  public enum Animator: String, Sendable, CaseIterable {
    /// No effect.
    case none
    /// The header stretches; the title shows once the header is fully collapsed (0.2 s fade).
    case parallax
    /// The title slides 10 pt into place and fades in.
    case transition
    /// The title scales from half size and fades in.
    case scale
    /// ``parallax``'s header with ``transition``'s title.
    case parallaxWithTransition
    /// ``parallax``'s header with ``scale``'s title.
    case parallaxWithScale
  }

  /// The header's height, in points.
  public let headerHeight: Double
  /// The seed's `fixedTopOffet`: extra travel before the title is complete (a large title's
  /// height), in points.
  public let fixedTopOffset: Double
  /// The effects applied to the header, in order.
  public let headerEffects: [Effect]
  /// The effects applied to the title, in order.
  public let titleEffects: [Effect]
  /// Whether the title shows only once the header is fully collapsed, fading in and out in 0.2 s.
  public let titleWaitsForCollapse: Bool
  /// The engine running the transition. Changing it (an event, a frame, a command) updates
  /// ``header`` and ``title``.
  public var behavior: CollapseBehavior {
    didSet { refresh() }
  }
  /// The header's attributes now.
  public private(set) var header = Attributes.identity()
  /// The title's attributes now (its height is not managed: 0).
  public private(set) var title = Attributes.identity()

  /// The duration of the threshold title's fade: the seed's 0.2 s ease-in-out.
  public static let thresholdFade = ChromeAnimation.Curve.timing(.easeInOut, duration: 0.2)

  /// Creates the preset with one of the seed's animators.
  ///
  /// - Parameters:
  ///   - headerHeight: The header's height, default 200; greater than 0.
  ///   - fixedTopOffset: Extra travel, default 0; at least 0.
  ///   - animator: The seed's animator; default ``Animator/none``.
  ///   - tracker: The scroll view's tracker.
  /// - Throws: The first parameter out of range, by its seed name.
  public init(
    headerHeight: Double = 200, fixedTopOffset: Double = 0, animator: Animator = .none,
    tracker: ScrollTracker
  ) throws(ConfigurationError) {
    let stretches =
      animator == .parallax || animator == .parallaxWithTransition
      || animator == .parallaxWithScale
    var title: [Effect] = []
    switch animator {
    case .transition, .parallaxWithTransition: title = [.slide(), .fade(from: 0, to: 1)]
    case .scale, .parallaxWithScale: title = [.scale(from: 0.5), .fade(from: 0, to: 1)]
    case .none, .parallax: break
    }
    try self.init(
      headerHeight: headerHeight, fixedTopOffset: fixedTopOffset,
      header: stretches ? [.stretch] : [], title: title,
      titleWaitsForCollapse: animator == .parallax,
      tracker: tracker)
  }

  /// Creates the preset with your own effects: a custom animator.
  ///
  /// - Parameters:
  ///   - headerHeight: The header's height, greater than 0.
  ///   - fixedTopOffset: Extra travel, at least 0.
  ///   - header: The header's effects, in order.
  ///   - title: The title's effects, in order.
  ///   - titleWaitsForCollapse: Whether the title shows only once fully collapsed (0.2 s fade).
  ///   - tracker: The scroll view's tracker.
  /// - Throws: The first parameter out of range, by its seed name.
  public init(
    headerHeight: Double, fixedTopOffset: Double = 0, header: [Effect], title: [Effect],
    titleWaitsForCollapse: Bool = false, tracker: ScrollTracker
  ) throws(ConfigurationError) {
    guard headerHeight.isFinite, headerHeight > 0, headerHeight <= ScrollMetrics.maximumMagnitude
    else {
      throw ConfigurationError(field: "headerHeight", allowed: "a number greater than 0, up to 1e9")
    }
    guard fixedTopOffset.isFinite, fixedTopOffset >= 0,
      fixedTopOffset <= ScrollMetrics.maximumMagnitude
    else {
      throw ConfigurationError(field: "fixedTopOffset", allowed: "a number from 0 to 1e9")
    }
    var configuration = CollapseConfiguration(
      range: headerHeight + fixedTopOffset, mode: .collapsesWithContent, snap: .none)
    configuration.animation = Self.thresholdFade
    behavior = try CollapseBehavior(configuration, tracker: tracker)
    self.headerHeight = headerHeight
    self.fixedTopOffset = fixedTopOffset
    headerEffects = header
    titleEffects = title
    self.titleWaitsForCollapse = titleWaitsForCollapse
    titleGate = behavior.fraction >= 1 ? 1 : 0
    gateAlpha = titleGate
    gateFade = ChromeAnimation(
      Self.thresholdFade, from: titleGate, to: titleGate, at: behavior.time)
    refresh()
  }

  /// The effects' input now: the fraction, the stretch and the offset from the top.
  public var input: EffectInput {
    EffectInput(
      fraction: behavior.fraction, stretch: behavior.stretch,
      offsetFromTop: behavior.metrics.offsetFromTop)
  }

  // MARK: Internal

  /// The threshold title's target alpha: 1 once fully collapsed, else 0.
  var titleGate: Double
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
    header = headerEffects.attributes(for: input, base: .identity(height: headerHeight))
    title = titleEffects.attributes(for: input, base: .identity())
    if titleWaitsForCollapse { title.alpha *= gateAlpha }
  }
}

extension HeaderTransition: CollapsingChrome {
  /// Hands the event to the behaviour, then starts the title's 0.2 s fade if the header has just
  /// become (or stopped being) fully collapsed.
  ///
  /// - Note: Cost per event: O(1), no allocation.
  public mutating func handle(
    _ event: ScrollEvent, tracker: ScrollTracker, emit: (CollapseEvent) -> Void
  ) {
    behavior.handle(event, tracker: tracker, emit: emit)
    updateGate()
  }

  /// Advances the behaviour and the title's fade to a frame's time.
  ///
  /// - Note: Cost per event: O(1), no allocation.
  public mutating func advance(to time: Double, emit: (CollapseEvent) -> Void) {
    behavior.advance(to: time, emit: emit)
    updateGate()
  }

  /// Whether the behaviour or the title's fade animates — or the title's gate is behind the
  /// fraction (a command moved the behaviour directly), so the next frame starts its fade.
  public var isAnimating: Bool {
    behavior.isAnimating || isGateFading || (titleWaitsForCollapse && gateTarget != titleGate)
  }

  /// The threshold title's alpha the fraction calls for: 1 once fully collapsed, else 0.
  private var gateTarget: Double { behavior.fraction >= 1 ? 1 : 0 }

  /// Starts the title's fade towards the gate's new target, if the fraction crossed it.
  private mutating func updateGate() {
    guard titleWaitsForCollapse, gateTarget != titleGate else { return }
    titleGate = gateTarget
    if behavior.reduceMotion {
      isGateFading = false
      gateAlpha = titleGate
    } else {
      gateFade = ChromeAnimation(
        Self.thresholdFade, from: gateAlpha, to: titleGate, at: behavior.time)
      isGateFading = true
    }
    refresh()
  }
}
