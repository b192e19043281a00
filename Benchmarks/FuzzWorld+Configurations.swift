import ScrollChromeCore
import ScrollChromeTestSupport

extension FuzzWorld {
  // MARK: Internal

  /// Reversed one time in three.
  static func randomDirection(_ random: inout SeededGenerator)
    -> CollapseConfiguration.Direction
  {
    Int.random(in: 0..<3, using: &random) == 0 ? .reversed : .normal
  }

  /// An overlap distance: the default, tiny, huge or any.
  static func randomDistance(_ random: inout SeededGenerator) -> Double {
    [8, 8, 1e-9, 1e9, .random(in: 0.1...100, using: &random)].randomElement(using: &random)!
  }

  /// A random valid configuration of a bare behaviour, stops included one time in three.
  static func randomConfiguration(_ random: inout SeededGenerator) -> CollapseConfiguration {
    var configuration = CollapseConfiguration(
      range: [1e-3, 1, 44, 300, 1e9].randomElement(using: &random)!,
      mode: CollapseConfiguration.Mode.allCases.randomElement(using: &random)!,
      snap: CollapseConfiguration.Snap.allCases.randomElement(using: &random)!)
    configuration.hideDelay = [0, 0, 10, 1e9].randomElement(using: &random)!
    configuration.showDelay = [0, 0, 25].randomElement(using: &random)!
    configuration.speed = [1, 0.5, 3, 1e-6].randomElement(using: &random)!
    configuration.animation = [
      .spring(.snap), .spring(.bounceBack), .timing(.easeInOut, duration: 0.2),
      .timing(.linear, duration: 0),
    ].randomElement(using: &random)!
    configuration.collapsesWhenContentFits = .random(using: &random)
    configuration.ignoresProgrammaticScrolling = .random(using: &random)
    configuration.startsCollapsed = .random(using: &random)
    configuration.edge = ChromeEdge.allCases.randomElement(using: &random)!
    configuration.direction = randomDirection(&random)
    configuration.revealsAtEnd = .random(using: &random)
    configuration.overlapDistance = randomDistance(&random)
    switch Int.random(in: 0..<6, using: &random) {
    case 0: configuration.stops = [configuration.range * .random(in: 0.05...0.95, using: &random)]
    case 1:
      let first = configuration.range * .random(in: 0.05...0.5, using: &random)
      let second = first + (configuration.range - first) * .random(in: 0.05...0.95, using: &random)
      configuration.stops = first < second && second < configuration.range ? [first, second] : []
    default: break
    }
    return configuration
  }
}
