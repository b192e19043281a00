import ScrollChromeCore
import ScrollChromeTrace

extension ScenarioGenerator {
  // MARK: Internal

  /// The options beyond the seed libraries, each drawn now and then: the overlap distance (tiny
  /// and huge ones included), and where `keys` allows them the edge, the direction and revealing
  /// at the end. Appends what it draws to `parameters` and notes it in `facts`.
  ///
  /// - Parameters:
  ///   - keys: The keys the behaviour takes, among `overlapDistance`, `edge`, `direction` and
  ///     `revealsAtEnd`.
  ///   - parameters: The behaviour's parameters.
  ///   - facts: What the checker knows of it.
  mutating func options(
    _ keys: Set<String>, into parameters: inout [(key: String, value: JSONValue)],
    facts: inout ChromeFacts
  ) {
    if keys.contains("overlapDistance") && chance(0.3) {
      facts.overlapDistance = pick([8, 1, number(0.5...100), 1e-3, 1e9])
      parameters.append(("overlapDistance", .number(facts.overlapDistance)))
    }
    if keys.contains("edge") && chance(0.3) {
      facts.edge = pick(ChromeEdge.allCases)
      parameters.append(("edge", .string(facts.edge.rawValue)))
    }
    if keys.contains("direction") && chance(0.35) {
      facts.direction = pick(CollapseConfiguration.Direction.allCases)
      parameters.append(("direction", .string(facts.direction.rawValue)))
    }
    if keys.contains("revealsAtEnd") && chance(0.3) {
      facts.revealsAtEnd = chance(0.7)
      parameters.append(("revealsAtEnd", .bool(facts.revealsAtEnd)))
    }
  }
}
