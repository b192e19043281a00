import ScrollChromeTrace

/// `--fuzz-scenarios N --seed S`: N random valid trace scenarios (``ScenarioGenerator``), each
/// written as JSON text, parsed (a refusal, or a parse that differs from what was written, is a
/// violation), run through ``TraceRunner`` and its lines checked (``ScenarioChecker``). Prints the
/// first violating scenarios' JSON (to replay with `swift run scrollchrome trace -`) and their
/// first problems, the violations by kind, the rate, and ends with the line
/// `<N> scenarios, <V> violations`.
///
/// What the scenarios reach and what they do not is in ``ScenarioGenerator``'s comment; what is
/// checked of every line, in ``ScenarioChecker``'s: the phase model (takeovers and their rejected
/// `endDragging` included), the triggers against an unbroken drag and the state at the lift, the
/// completions, the collapse invariants from the `value` numbers (5 with the command exception and
/// not in `pinned` mode; a line of ends only moves no chrome whose command target holds), the
/// pull's outputs, and that a value whose `animating` was false stays the same on a frame that
/// moves nothing.
///
/// - Parameters:
///   - count: The number of scenarios.
///   - seed: The seed.
/// - Returns: The exit status: 0 without violations, 1 with.
func runScenarioFuzz(count: Int, seed: UInt64) -> Int32 {
  var generator = ScenarioGenerator(seed: seed)
  var violations = 0
  var lines = 0
  var shown = 0
  var kinds: [String: Int] = [:]
  let start = ContinuousClock.now
  for index in 0..<count {
    let generated = generator.next()
    let (problems, printed) = check(generated)
    lines += printed
    violations += problems.count
    for problem in problems { kinds[ScenarioFuzz.kind(of: problem), default: 0] += 1 }
    guard !problems.isEmpty, shown < ScenarioFuzz.shownScenarios else { continue }
    shown += 1
    print("scenario \(index) of seed \(seed): \(problems.count) violations; its JSON:")
    print(generated.text)
    for problem in problems.prefix(ScenarioFuzz.shownProblems) { print("  " + problem) }
  }
  let (seconds, attoseconds) = (ContinuousClock.now - start).components
  let elapsed = Double(seconds) + Double(attoseconds) / 1e18
  let rate = elapsed > 0 ? Int((Double(count) / elapsed).rounded()) : 0
  for (kind, number) in kinds.sorted(by: { $0.value > $1.value }).prefix(ScenarioFuzz.shownKinds) {
    print("  \(number) × \(kind)")
  }
  print("seed \(seed): \(rate) scenarios/s, \(lines) lines checked")
  print("\(count) scenarios, \(violations) violations")
  return violations > 0 ? 1 : 0
}

/// How much of the violations `--fuzz-scenarios` prints.
enum ScenarioFuzz {
  /// The number of violating scenarios whose JSON is printed.
  static let shownScenarios = 3
  /// The number of problems printed per scenario.
  static let shownProblems = 5
  /// The number of kinds of violation counted at the end.
  static let shownKinds = 12

  /// A problem without its line, step number and numbers, to count problems by kind.
  ///
  /// - Parameter problem: `line 12 (steps[3] drag): c = 4.5 …`.
  /// - Returns: `drag: c = # …`.
  static func kind(of problem: String) -> String {
    var kind = problem
    if let step = kind.firstRange(of: "] "), let end = kind.firstRange(of: "): ") {
      kind = String(kind[step.upperBound..<end.lowerBound]) + ": " + kind[end.upperBound...]
    }
    var result = ""
    var inNumber = false
    for character in kind {
      let isNumber = character.isNumber || (inNumber && (character == "." || character == "e"))
      if isNumber && !inNumber { result += "#" }
      if !isNumber { result.append(character) }
      inNumber = isNumber
    }
    return String(result.prefix(110))
  }
}

/// Parses, runs and checks one scenario.
///
/// - Parameter generated: The scenario.
/// - Returns: The problems found and the number of lines checked.
private func check(_ generated: GeneratedScenario) -> ([String], Int) {
  let scenario: Scenario
  do {
    scenario = try parseScenario(Array(generated.text.utf8))
  } catch {
    return (["the parser refused a valid scenario: \(error)"], 0)
  }
  if let part = firstDifference(scenario, generated.scenario) {
    return (["the parser read \(part) differently from what was written"], 0)
  }
  var runner: TraceRunner
  do {
    runner = try TraceRunner(scenario: scenario)
  } catch {
    return (["the runner refused a valid scenario: \(error)"], 0)
  }
  var checker = ScenarioChecker(generated)
  runner.run { checker.check($0) }
  checker.finish()
  return (checker.violations, checker.lines)
}

/// The first part in which two scenarios differ (`scrollView`, `behaviors[1]`, `steps[3]`…), or
/// `nil` if they are equal.
private func firstDifference(_ parsed: Scenario, _ written: Scenario) -> String? {
  if parsed.metrics != written.metrics { return "scrollView" }
  if parsed.frameRate != written.frameRate { return "frameRate" }
  if parsed.decelerationRate != written.decelerationRate { return "decelerationRate" }
  if parsed.reduceMotion != written.reduceMotion { return "reduceMotion" }
  if parsed.behaviors.count != written.behaviors.count { return "the behaviours" }
  for index in parsed.behaviors.indices where parsed.behaviors[index] != written.behaviors[index] {
    return "behaviors[\(index)] (\"\(written.behaviors[index].name)\")"
  }
  if parsed.steps.count != written.steps.count { return "the steps" }
  for index in parsed.steps.indices where parsed.steps[index] != written.steps[index] {
    return "steps[\(index)]"
  }
  return parsed == written ? nil : "the scenario"
}
