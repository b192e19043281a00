/// One step of a scenario: a host-level event, a command, time passing, or simulated finger input.
///
/// In JSON every step is an object with exactly one key, the step's name. Every number is finite
/// with a magnitude of at most 1e9 (points, or points per second for velocities) unless a case
/// says otherwise; ``parseScenario(_:)`` checks this. Steps whose payload is `{}` reject any other
/// payload.
public enum Step: Sendable, Equatable {
  /// `{"scroll": y}`: the offset is now `y`, no physics applied.
  case scroll(Double)
  /// `{"beginDragging": {}}`: a finger touched down and started dragging.
  case beginDragging
  /// `{"endDragging": {"velocity": v, "decelerate": d}}`: the finger lifted.
  ///
  /// `velocity` (points per second, required) has the sign of the offset; `decelerate` defaults
  /// to `velocity != 0`.
  case endDragging(velocity: Double, decelerate: Bool)
  /// `{"endDecelerating": {}}`: the scroll view came to rest.
  case endDecelerating
  /// `{"geometry": {"content": 500}}`: some of the viewport, content and insets changed.
  ///
  /// `nil` keeps the current value; at least one value is present. `viewport` and `content` are 0
  /// or more.
  case geometry(viewport: Double?, content: Double?, insetTop: Double?, insetBottom: Double?)
  /// `{"scrollToTop": {}}`: the status bar was tapped and the scroll view animates to its top.
  case scrollToTop
  /// `{"setContentOffset": {"y": Y, "animated": true}}`: a programmatic offset change.
  ///
  /// `y` is required; `animated` defaults to `true` (an ease-in-out animation of 0.3 s).
  case setContentOffset(y: Double, animated: Bool)
  /// `{"command": {"name": "expand", "animated": true}}`: the app commands the behaviours.
  case command(Command)
  /// `{"advance": seconds}`: time passes, one output line per frame; 0…3600 seconds.
  case advance(Double)
  /// `{"drag": {"by": dy, "duration": s}}`: the finger moves the content by `dy` points of raw
  /// offset, linearly over `s` seconds.
  ///
  /// `by` is required (positive scrolls down the list); `duration` defaults to 0.25 and lies in
  /// 0…3600 seconds.
  case drag(by: Double, duration: Double)
  /// `{"release": {"velocity": v, "duration": s}}`: the finger lifts with velocity `v` (points
  /// per second, required) and the simulator settles.
  ///
  /// The frames after the lift stop when the scroll view is idle and no animation runs, or after
  /// 10 s. `duration` (seconds, optional, 0…3600) stops them earlier, after that many seconds
  /// rounded to frames as `advance` rounds: a finger that touches again while the content still
  /// moves.
  case release(velocity: Double, duration: Double? = nil)
  /// `{"fling": {"velocity": v, "duration": s}}`: `beginDragging` then `release` with velocity
  /// `v` (points per second, required) and the same optional `duration`.
  case fling(velocity: Double, duration: Double? = nil)

  /// A command an app gives its behaviours, from `{"command": {…}}`.
  ///
  /// `name` is required; `animated` defaults to `true`. `fraction` (0…1) is required with
  /// `setFraction` and not allowed with any other name.
  public struct Command: Sendable, Equatable {
    /// What the app asks for, spelled as in JSON: the engine's ``ChromeCommand`` names, `show`
    /// and `hide` (ScrollingFollowView's names for `expand` and `collapse`, kept by the trace
    /// format, whose completions keep the step's name), and `enable` and `disable`.
    public enum Name: String, Sendable, Equatable, CaseIterable {
      /// Expand the chrome fully (`"expand"`).
      case expand
      /// Collapse the chrome fully (`"collapse"`).
      case collapse
      /// Show hidden chrome (`"show"`).
      case show
      /// Hide the chrome (`"hide"`).
      case hide
      /// Move the chrome to ``Command/fraction`` (`"setFraction"`).
      case setFraction
      /// Let the behaviours follow scrolling again (`"enable"`).
      case enable
      /// Stop the behaviours from following scrolling (`"disable"`).
      case disable
    }

    /// What the app asks for.
    public var name: Name
    /// Whether the change animates; default `true`.
    public var animated: Bool
    /// The target fraction in 0…1 for ``Name/setFraction``; `nil` for every other name.
    public var fraction: Double?

    /// Creates a command.
    ///
    /// - Parameters:
    ///   - name: What the app asks for.
    ///   - animated: Whether the change animates; default `true`.
    ///   - fraction: The target fraction for `setFraction`; default `nil`.
    public init(_ name: Name, animated: Bool = true, fraction: Double? = nil) {
      self.name = name
      self.animated = animated
      self.fraction = fraction
    }
  }

  /// The step's key in JSON: `scroll`, `beginDragging`, …, `fling`.
  public var name: String {
    switch self {
    case .scroll: "scroll"
    case .beginDragging: "beginDragging"
    case .endDragging: "endDragging"
    case .endDecelerating: "endDecelerating"
    case .geometry: "geometry"
    case .scrollToTop: "scrollToTop"
    case .setContentOffset: "setContentOffset"
    case .command: "command"
    case .advance: "advance"
    case .drag: "drag"
    case .release: "release"
    case .fling: "fling"
    }
  }

  /// The default duration of a `drag` step: 0.25 seconds.
  public static let defaultDragDuration: Double = 0.25
  /// The longest `advance` or `drag` duration a scenario may ask for: 3600 seconds.
  public static let maximumDuration: Double = 3600
}
