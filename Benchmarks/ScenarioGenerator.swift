import ScrollChromeCore
import ScrollChromeTestSupport
import ScrollChromeTrace

/// A random valid `scrollchrome trace` scenario: its JSON text, the ``Scenario`` that text must
/// parse to, and what the checker knows of its behaviours.
struct GeneratedScenario {
  /// The JSON text.
  var text: String
  /// What ``parseScenario(_:)`` must return for it, defaults applied.
  var scenario: Scenario
  /// The behaviours, in the scenario's order.
  var behaviors: [BehaviorFacts]
}

/// What the checker needs to know of one behaviour of a generated scenario.
enum BehaviorFacts {
  /// A collapse behaviour, bare or a preset.
  case chrome(ChromeFacts)
  /// A pull behaviour, bare or the `draggableSwitch` preset.
  case pull(PullFacts)
}

/// A collapse behaviour's rules as configured: what its `value` must show.
struct ChromeFacts {
  /// A preset's own output.
  enum Extra {
    /// A bare collapse behaviour: none.
    case none
    /// `followView`: `constant = minFollowPoint − c`.
    case followView(minFollowPoint: Double)
    /// `shyBar`: `shyFraction = 1 − f`, `visibleHeight = fullHeight − c`.
    case shyBar(fullHeight: Double)
    /// `headerTransition`: the effects' attributes.
    case header
  }

  /// The travel range `R`.
  var range: Double
  /// The mode.
  var mode: CollapseConfiguration.Mode
  /// Whether it settles (a snap other than `none`) — in any mode but `pinned`.
  var snaps: Bool
  /// The resting stops.
  var stops: [Double] = []
  /// Whether it may collapse over content that fits.
  var collapsesWhenContentFits = false
  /// Whether it starts enabled.
  var isEnabled = true
  /// The edge its overlap is measured at.
  var edge = ChromeEdge.top
  /// The content's run under the edge that makes the overlap 1.
  var overlapDistance = 8.0
  /// Which way the content runs.
  var direction = CollapseConfiguration.Direction.normal
  /// Whether reaching the end reveals it (in `followsScroll` mode).
  var revealsAtEnd = false
  /// The preset's own output.
  var extra = Extra.none
}

/// A pull behaviour's thresholds and texts.
struct PullFacts {
  /// The thresholds.
  var configuration: PullConfiguration
  /// The texts of `normal`, `shallow` and `deep`.
  var texts: [String] = [
    DraggableSwitch.defaultNormalText, DraggableSwitch.defaultShallowText,
    DraggableSwitch.defaultDeepText,
  ]
}

/// Draws random valid scenarios (the trace command's format): geometry with zero and huge sizes
/// within ±1e9, frame rates of 30, 60 and 120 Hz, odd ones and any from 10 to 300 Hz, deceleration
/// rates (0.998, 0.99, and any in (0, 1) the engine accepts, down to 1e-300 and up to the Double
/// just below 1), Reduce Motion, one behaviour or several drawn from the four presets and from
/// `collapse` (one to three `stops`) and `pull` with their parameters, and 5 to 60 steps of every
/// kind, keeping the run small. Some steps come in patterns (``pattern(metrics:)``): a takeover (an
/// animated `setContentOffset` or a `scrollToTop` under a finger, often in a pull past the top,
/// then the finger's `release` or `endDragging`, during the animation or after it), a lift with
/// velocity but no deceleration after drags, an ends-only host's `endDragging` with no drag, and a
/// command followed by a settle point with no scroll between.
///
/// Not covered: refused scenarios and the limits on lines and behaviours (the parser's tests and
/// the bad-input corpus have them); runs of more than ``lineBudget`` lines; the playground (the
/// browser test compares it with the CLI, and `--print-scenarios` hands it these scenarios); an
/// oracle for the numbers — the checker knows the rules, not where the chrome must be (which
/// resting point a settle picks, the projection's distance), nor the header's effects beyond being
/// finite numbers and still while `animating` is false. The options beyond the seed libraries
/// (overlap distance, edge, direction, revealing at the end) are drawn for `collapse` and the
/// presets that take them.
struct ScenarioGenerator {
  // MARK: Internal

  /// Creates a generator.
  ///
  /// - Parameters:
  ///   - seed: The seed: the same seed draws the same scenarios.
  ///   - isCompact: Whether each text is written on one line, without whitespace; the scenarios
  ///     are the same as without.
  init(seed: UInt64, isCompact: Bool = false) {
    random = SeededGenerator(seed: seed)
    self.isCompact = isCompact
  }

  /// Whether each text is written on one line, without whitespace.
  let isCompact: Bool

  /// Draws the next scenario.
  mutating func next() -> GeneratedScenario {
    var document: [(key: String, value: JSONValue)] = []
    var scenario = Scenario()
    scrollView(into: &document, &scenario)
    if chance(0.8) {
      let rate = pick([
        60, 60, 60, 120, 120, 30, 24, 59.94, 90, 144, 240, 1, 1_000, 47.3, number(10...300),
      ])
      document.append(("frameRate", .number(rate)))
      scenario.frameRate = rate
    }
    if chance(0.4) {
      let rate = pick([
        0.998, 0.99, 0.99, number(0.9...0.9999), 0.5, 0.999_9, number(1e-9...0.999_999_999), 1e-300,
        (1.0).nextDown,
      ])
      document.append(("decelerationRate", .number(rate)))
      scenario.decelerationRate = rate
    }
    if chance(0.5) {
      scenario.reduceMotion = chance(0.3)
      document.append(("reduceMotion", .bool(scenario.reduceMotion)))
    }
    var facts: [BehaviorFacts] = []
    behaviors(into: &document, &scenario, facts: &facts)
    let steps = self.steps(for: scenario)
    scenario.steps = steps.map(\.step)
    if !steps.isEmpty || chance(0.5) { document.append(("steps", .array(steps.map(\.json)))) }
    document.shuffle(using: &random)
    var writer = ScenarioText(random: random, isCompact: isCompact)
    let text = writer.write(.object(document))
    random = writer.random
    return GeneratedScenario(text: text, scenario: scenario, behaviors: facts)
  }

  // MARK: Drawing

  /// The generator.
  var random: SeededGenerator

  /// Whether an event of probability `p` happens.
  mutating func chance(_ p: Double) -> Bool { Double.random(in: 0..<1, using: &random) < p }

  /// A number from `range`.
  mutating func number(_ range: ClosedRange<Double>) -> Double {
    Double.random(in: range, using: &random)
  }

  /// One of `choices`.
  mutating func pick<Element>(_ choices: [Element]) -> Element {
    choices.randomElement(using: &random)!
  }

  // MARK: Private

  /// `scrollView`: any of its keys, with zero, typical and huge values.
  private mutating func scrollView(
    into document: inout [(key: String, value: JSONValue)], _ scenario: inout Scenario
  ) {
    guard chance(0.85) else { return }
    var members: [(key: String, value: JSONValue)] = []
    var metrics = scenario.metrics
    if chance(0.8) {
      metrics.viewport = pick([800, 568, 0, 1, 1e6, 1e9, number(0...2_000)])
      members.append(("viewport", .number(metrics.viewport)))
    }
    if chance(0.8) {
      metrics.content = pick([4_000, 2_000, 0, 100, 830, 1e5, 1e9, number(0...5_000)])
      members.append(("content", .number(metrics.content)))
    }
    if chance(0.5) {
      metrics.insetTop = pick([0, 20, 47, 91, -20, number(-100...200), 1e9, -1e9])
      members.append(("insetTop", .number(metrics.insetTop)))
    }
    if chance(0.4) {
      metrics.insetBottom = pick([0, 34, number(0...100), 1e9])
      members.append(("insetBottom", .number(metrics.insetBottom)))
    }
    metrics.offset = metrics.minY
    if chance(0.5) {
      metrics.offset = offset(in: metrics)
      members.append(("offset", .number(metrics.offset)))
    }
    members.shuffle(using: &random)
    document.append(("scrollView", .object(members)))
    scenario.metrics = metrics
  }

  /// `behavior` (one, unnamed) or `behaviors` (one to four, named).
  private mutating func behaviors(
    into document: inout [(key: String, value: JSONValue)], _ scenario: inout Scenario,
    facts: inout [BehaviorFacts]
  ) {
    if chance(0.1) { return }
    if chance(0.4) {
      let (spec, fact) = behavior(named: "")
      document.append(("behavior", spec.json))
      scenario.behaviors = [spec.spec]
      facts = [fact]
      return
    }
    var names = [
      "bar", "pull", "header", "follow", "my bar", "b\u{E9}", "tab\tkey", "quote\"d", "a/b",
      "\u{1F642}", "line\u{2028}break", "\\", "0",
    ]
    names.shuffle(using: &random)
    var members: [(key: String, value: JSONValue)] = []
    for name in names.prefix(Int.random(in: 1...4, using: &random)) {
      let (spec, fact) = behavior(named: name)
      members.append((name, spec.json))
      scenario.behaviors.append(spec.spec)
      facts.append(fact)
    }
    document.append(("behaviors", .object(members)))
  }
}

/// A behaviour's JSON and the spec it must parse to.
struct WrittenBehavior {
  /// The behaviour's JSON object.
  var json: JSONValue
  /// What it must parse to.
  var spec: BehaviorSpec
}

/// A step's JSON and the step it must parse to.
struct WrittenStep {
  /// The step's JSON object.
  var json: JSONValue
  /// What it must parse to.
  var step: Step
}
