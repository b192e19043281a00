extension Step {
  // MARK: Package

  /// Every step name: the host events, then `command` and `advance`, then the simulated finger.
  package static let names = [
    "scroll", "beginDragging", "endDragging", "endDecelerating", "geometry", "scrollToTop",
    "setContentOffset", "command", "advance", "drag", "release", "fling",
  ]

  /// Reads one step: an object with exactly one key, the step's name.
  ///
  /// - Parameters:
  ///   - json: The step, such as `{"drag": {"by": 120}}`.
  ///   - path: Its path, such as `steps[3]`.
  package init(json: JSONValue, at path: JSONPath) throws(ScenarioError) {
    let expectation = "an object with exactly one key (the step's name)"
    let members = try ScenarioReader.members(of: json, at: path, expected: expectation)
    guard members.count == 1, let (key, payload) = members.first else {
      throw ScenarioReader.error(
        at: path,
        members.isEmpty
          ? "expected " + expectation + ", got an empty object"
          : "expected exactly one key (the step's name), got \(members.count): "
            + members.map { jsonString($0.key) }.joined(separator: ", "))
    }
    let path = path.appending(key)
    switch key {
    case "scroll": self = .scroll(try ScenarioReader.number(payload, at: path, .event))
    case "beginDragging": self = try Self.payloadFree(.beginDragging, payload, at: path)
    case "endDecelerating": self = try Self.payloadFree(.endDecelerating, payload, at: path)
    case "scrollToTop": self = try Self.payloadFree(.scrollToTop, payload, at: path)
    case "endDragging":
      let fields = try ScenarioReader.object(payload, at: path, keys: ["velocity", "decelerate"])
      let velocity = try fields.requiredNumber("velocity", .event)
      self = .endDragging(
        velocity: velocity, decelerate: try fields.bool("decelerate") ?? (velocity != 0))
    case "geometry": self = try Self.geometry(payload, at: path)
    case "setContentOffset":
      let fields = try ScenarioReader.object(payload, at: path, keys: ["y", "animated"])
      self = .setContentOffset(
        y: try fields.requiredNumber("y", .coordinate),
        animated: try fields.bool("animated") ?? true)
    case "command": self = .command(try Self.command(payload, at: path))
    case "advance": self = .advance(try ScenarioReader.number(payload, at: path, .duration))
    case "drag":
      let fields = try ScenarioReader.object(payload, at: path, keys: ["by", "duration"])
      self = .drag(
        by: try fields.requiredNumber("by", .coordinate),
        duration: try fields.number("duration", .duration) ?? Self.defaultDragDuration)
    case "release", "fling":
      let fields = try ScenarioReader.object(payload, at: path, keys: ["velocity", "duration"])
      let velocity = try fields.requiredNumber("velocity", .coordinate)
      let duration = try fields.number("duration", .duration)
      self =
        key == "release"
        ? .release(velocity: velocity, duration: duration)
        : .fling(velocity: velocity, duration: duration)
    default:
      throw ScenarioReader.error(
        at: path, "unknown step; expected " + ScenarioReader.oneOf(Self.names))
    }
  }

  /// The most lines the trace runner can print for this step at `frameRate`: one per frame of an
  /// `advance` or a `drag` (at least one for a `drag`); one, then up to
  /// ``TraceRunner/settleLimit`` of frames, for a `release`, a `fling`, a `scrollToTop` or an
  /// animated `setContentOffset` (fewer for a `release` or `fling` with a shorter `duration`);
  /// one for every other step. Rounded as the runner rounds.
  ///
  /// - Parameter frameRate: Frames per second.
  package func mostLines(atFrameRate frameRate: Double) -> Double {
    let settling = 1 + (traceSettleLimit * frameRate).rounded()
    switch self {
    case .advance(let seconds): return (seconds * frameRate).rounded()
    case .drag(_, let duration): return max(1, (duration * frameRate).rounded())
    case .release(_, let duration?), .fling(_, let duration?):
      return min(settling, 1 + (duration * frameRate).rounded())
    case .release, .fling, .scrollToTop: return settling
    case .setContentOffset(_, let animated): return animated ? settling : 1
    case .scroll, .beginDragging, .endDragging, .endDecelerating, .geometry, .command: return 1
    }
  }

  // MARK: Private

  /// `step`, once its payload is checked to be `{}`.
  private static func payloadFree(
    _ step: Step, _ payload: JSONValue, at path: JSONPath
  ) throws(ScenarioError) -> Step {
    _ = try ScenarioReader.object(payload, at: path, keys: [], expected: "an empty object {}")
    return step
  }

  private static func geometry(_ payload: JSONValue, at path: JSONPath) throws(ScenarioError)
    -> Step
  {
    let keys = ["viewport", "content", "insetTop", "insetBottom"]
    let fields = try ScenarioReader.object(payload, at: path, keys: keys)
    guard !fields.isEmpty else {
      throw ScenarioReader.error(
        at: path, "expected at least one of " + keys.map(jsonString).joined(separator: ", "))
    }
    return .geometry(
      viewport: try fields.number("viewport", .event),
      content: try fields.number("content", .event),
      insetTop: try fields.number("insetTop", .event),
      insetBottom: try fields.number("insetBottom", .event))
  }

  private static func command(_ payload: JSONValue, at path: JSONPath) throws(ScenarioError)
    -> Command
  {
    let fields = try ScenarioReader.object(
      payload, at: path, keys: ["name", "animated", "fraction"])
    guard let nameValue = fields["name"] else { throw fields.missing("name") }
    let name = try ScenarioReader.name(
      nameValue, at: path.appending("name"), in: Command.Name.allCases.map { $0.rawValue },
      Command.Name.init)
    let animated = try fields.bool("animated") ?? true
    let fraction = try fields.number("fraction", .fraction)
    if name == .setFraction, fraction == nil {
      throw fields.missing("fraction", " with \"setFraction\"")
    }
    if name != .setFraction, fraction != nil {
      throw ScenarioReader.error(
        at: path.appending("fraction"), "only allowed with \"name\": \"setFraction\"")
    }
    return Command(name, animated: animated, fraction: fraction)
  }
}
