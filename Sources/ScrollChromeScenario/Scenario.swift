import ScrollChromeCore

/// A `scrollchrome trace` scenario: a scroll view, the behaviours attached to it, and the steps to
/// play.
///
/// ``parseScenario(_:)`` builds one from JSON and checks its shape, types and ranges; behaviour
/// parameters stay JSON values until the behaviour itself validates them. Every field has the
/// default the format documents, so `Scenario()` is the empty scenario `{}`.
public struct Scenario: Sendable, Equatable {
  // MARK: Public

  /// The initial geometry and offset, from `"scrollView"`.
  ///
  /// Defaults: `viewport` 800, `content` 4000, `insetTop` 0, `insetBottom` 0, `offset` −`insetTop`
  /// (the resting top). Every value is finite within ±1e9 points; `viewport` and `content` are 0
  /// or more.
  public var metrics: ScrollMetrics
  /// Frames per second of the frame clock, from `"frameRate"`; default 60, allowed 1…1000.
  public var frameRate: Double
  /// The simulator's deceleration rate per millisecond, from `"decelerationRate"`; default 0.998
  /// (UIKit's normal rate), allowed strictly between 0 and 1.
  public var decelerationRate: Double
  /// Whether the Reduce Motion accessibility setting is on, from `"reduceMotion"`; default `false`.
  public var reduceMotion: Bool
  /// The behaviours attached to the scroll view, in document order.
  ///
  /// `"behavior"` gives one behaviour named `""`; `"behaviors"` gives one per member, named by its
  /// key. A scenario has at most one of the two keys; with neither, the list is empty. At most
  /// ``maximumBehaviorCount``.
  public var behaviors: [BehaviorSpec]
  /// The steps to play, in order, from `"steps"`; default none. Together they can print at most
  /// ``maximumLineCount`` lines, divided among the behaviours (lines × behaviours at most that).
  public var steps: [Step]

  /// The default viewport height, 800 points.
  public static let defaultViewport: Double = 800
  /// The default content height, 4000 points.
  public static let defaultContent: Double = 4000
  /// The default frame rate, 60 frames per second.
  public static let defaultFrameRate: Double = 60
  /// The default deceleration rate, 0.998 per millisecond (`UIScrollView.DecelerationRate.normal`).
  public static let defaultDecelerationRate: Double = 0.998
  /// The most lines a scenario may print: 10,000,000.
  ///
  /// ``parseScenario(_:)`` adds up the most lines each step can print at the scenario's frame rate
  /// and refuses a scenario that could print more, naming `steps`, before anything runs. An
  /// `advance` prints one line per frame of its duration, a `drag` as many (at least one); a
  /// `release`, a `fling`, a `scrollToTop` and an animated `setContentOffset` print one line, then
  /// one per frame for up to ``TraceRunner/settleLimit`` (a `release` or `fling` with a `duration`,
  /// for up to the shorter of the two); every other step prints one line. At
  /// 1000 frames per second that is about 2 h 47 min of `advance`.
  public static let maximumLineCount = 10_000_000
  /// The most behaviours a scenario may run on its scroll view: 64.
  ///
  /// Every line holds the value of each behaviour, so ``parseScenario(_:)`` also refuses, at
  /// `steps`, a scenario whose lines × behaviours could exceed ``maximumLineCount``: it counts what
  /// the run would print, not only its lines. More behaviours are refused at `behaviors`.
  public static let maximumBehaviorCount = 64

  /// Creates a scenario; every argument defaults to the value an empty JSON object `{}` gives.
  ///
  /// The values are not checked here; ``parseScenario(_:)`` checks the ranges documented on each
  /// property.
  ///
  /// - Parameters:
  ///   - metrics: The initial geometry; default viewport 800, content 4000, no insets, offset 0.
  ///   - frameRate: Frames per second; default 60.
  ///   - decelerationRate: The simulator's deceleration rate per millisecond; default 0.998.
  ///   - reduceMotion: Whether Reduce Motion is on; default `false`.
  ///   - behaviors: The behaviours, in order; default none.
  ///   - steps: The steps to play; default none.
  public init(
    metrics: ScrollMetrics = ScrollMetrics(
      viewport: Scenario.defaultViewport, content: Scenario.defaultContent),
    frameRate: Double = Scenario.defaultFrameRate,
    decelerationRate: Double = Scenario.defaultDecelerationRate,
    reduceMotion: Bool = false,
    behaviors: [BehaviorSpec] = [],
    steps: [Step] = []
  ) {
    self.metrics = metrics
    self.frameRate = frameRate
    self.decelerationRate = decelerationRate
    self.reduceMotion = reduceMotion
    self.behaviors = behaviors
    self.steps = steps
  }
}

/// One behaviour of a scenario as written: its name, what it is, and its raw parameters.
///
/// Only the shape is checked when a scenario is parsed: the spec is an object with exactly one of
/// `preset`, `collapse` or `pull`, and a preset names one of the four presets. Parameter names and
/// values are checked by the behaviour they configure, which reports errors at
/// ``path(ofParameter:)``.
///
/// - `{"preset": "shyBar", "fullHeight": 44}` → kind `.preset(.shyBar)`, parameters
///   `[("fullHeight", 44)]`.
/// - `{"collapse": {"range": 64, "mode": "pinned"}}` → kind `.collapse`, parameters from the inner
///   object; `{"pull": {…}}` likewise.
public struct BehaviorSpec: Sendable, Equatable {
  // MARK: Public

  /// What a behaviour is.
  package enum Kind: Sendable, Equatable {
    /// The behaviour of a library a preset replaces, configured with that library's parameter
    /// names.
    case preset(PresetName)
    /// A collapse behaviour with the engine's own parameters (`range`, `mode`, `snap`, …).
    case collapse
    /// A pull-to-trigger behaviour with the engine's own parameters (`shallow`, `deep`, …).
    case pull
  }

  /// The presets a scenario can name, spelled as in JSON: the core's list of presets.
  package typealias PresetName = PresetKind

  /// The behaviour's name: `""` for a scenario's single `"behavior"`, otherwise its key in
  /// `"behaviors"` (never empty there). Trace output keys values by this name.
  public var name: String
  /// What the behaviour is.
  package var kind: Kind
  /// The parameters as written, in document order: the members next to `"preset"`, or the
  /// members of the `"collapse"` or `"pull"` object.
  public var parameters: [(key: String, value: JSONValue)]

  /// Creates a behaviour spec.
  ///
  /// - Parameters:
  ///   - name: `""` for a single behaviour, otherwise its name.
  ///   - kind: What the behaviour is.
  ///   - parameters: The parameters in document order; default none.
  package init(name: String, kind: Kind, parameters: [(key: String, value: JSONValue)] = []) {
    self.name = name
    self.kind = kind
    self.parameters = parameters
  }

  /// The value of parameter `key`, or `nil` if the spec does not set it.
  ///
  /// - Parameter key: A parameter name such as `"range"`.
  public func parameter(_ key: String) -> JSONValue? {
    parameters.first { $0.key == key }?.value
  }

  /// The JSON path of parameter `key`, for error messages.
  ///
  /// `behavior.fullHeight` for a single preset, `behavior.collapse.range` for a single collapse,
  /// `behaviors.bar.collapse.range` for one named `bar`, `behaviors["my bar"].pull.deep` when the
  /// name is not an identifier.
  ///
  /// - Parameter key: A parameter name.
  public func path(ofParameter key: String) -> String {
    parametersPath.appending(key).description
  }

  /// The JSON path of the object holding the parameters.
  package var parametersPath: JSONPath {
    let path =
      name.isEmpty
      ? JSONPath.root.appending("behavior") : JSONPath.root.appending("behaviors").appending(name)
    switch kind {
    case .preset: return path
    case .collapse: return path.appending("collapse")
    case .pull: return path.appending("pull")
    }
  }

  /// Whether two specs have the same name, kind and parameters, parameters compared in order.
  ///
  /// - Parameters:
  ///   - lhs: A spec.
  ///   - rhs: Another spec.
  public static func == (lhs: BehaviorSpec, rhs: BehaviorSpec) -> Bool {
    lhs.name == rhs.name && lhs.kind == rhs.kind
      && JSONValue.object(lhs.parameters) == JSONValue.object(rhs.parameters)
  }
}

/// Why a scenario was refused: where, and what was expected.
///
/// ``description`` is the one line `scrollchrome trace` prints before exiting with status 2:
/// `steps[3].drag.duration: expected a number ≥ 0, got "fast"`. JSON syntax errors carry the
/// path of the innermost value being read (`$` at the top level) and the parser's location:
/// `$: line 3, column 14: expected ',' or '}' in object`.
public struct ScenarioError: Error, Sendable, Equatable, CustomStringConvertible {
  // MARK: Public

  /// The JSON path of the offending value: `steps[3].drag.duration`, or `$` for the document.
  public var path: String
  /// What was expected and what was found: `expected a number ≥ 0, got "fast"`.
  public var message: String

  /// Creates an error.
  ///
  /// - Parameters:
  ///   - path: The JSON path, such as `steps[3].drag.duration` (`$` for the document).
  ///   - message: What was expected and what was found.
  public init(path: String, message: String) {
    self.path = path
    self.message = message
  }

  /// `<path>: <message>`.
  public var description: String { path + ": " + message }
}
