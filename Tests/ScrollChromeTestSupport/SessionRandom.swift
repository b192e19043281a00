// The seeded random draws of the property tests (collapse, pull and header-transition sessions).

/// A ``SeededGenerator`` with the draws the sessions need. The draws avoid the standard library's
/// generic `random(in:using:)`: unspecialized in a debug build, it costs more than the engine.
package struct SessionRandom {
  // MARK: Public

  package init(seed: UInt64) { generator = SeededGenerator(seed: seed) }

  /// A number in `0..<1` from the top 53 bits.
  package mutating func unit() -> Double { Double(generator.next() >> 11) * 0x1p-53 }

  /// `true` with probability `p`.
  package mutating func chance(_ p: Double) -> Bool { unit() < p }

  /// A number in `range`.
  package mutating func number(_ range: ClosedRange<Double>) -> Double {
    min(range.lowerBound + (range.upperBound - range.lowerBound) * unit(), range.upperBound)
  }

  /// A number in `range` with a random sign.
  package mutating func signed(_ range: ClosedRange<Double>) -> Double {
    number(range) * (chance(0.5) ? 1 : -1)
  }

  /// An integer in `range`.
  package mutating func integer(_ range: ClosedRange<Int>) -> Int {
    range.lowerBound + Int(generator.next() % UInt64(range.upperBound - range.lowerBound + 1))
  }

  /// An index into `weights`, each as likely as its weight.
  package mutating func index(_ weights: [Int]) -> Int {
    var (total, index) = (0, 0)
    while index < weights.count { (total, index) = (total + weights[index], index + 1) }
    var roll = integer(0...(total - 1))
    index = 0
    while roll >= weights[index] { (roll, index) = (roll - weights[index], index + 1) }
    return index
  }

  /// One of `values`, each as likely as its weight. Every value is drawn before the choice.
  package mutating func weighted(_ weights: [Int], _ values: [Double]) -> Double {
    values[index(weights)]
  }

  /// One of `values`, uniformly.
  package mutating func pick<T>(_ values: [T]) -> T { values[integer(0...(values.count - 1))] }

  // MARK: Private

  private var generator: SeededGenerator
}
