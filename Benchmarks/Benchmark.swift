/// What one operation of a benchmark is.
enum BenchmarkUnit: String {
  /// One scroll event handled.
  case event = "ns/event"
  /// One animation frame advanced.
  case frame = "ns/frame"
  /// One sample of a scroll view (a UIKit notification) handled.
  case sample = "ns/sample"
}

/// One benchmark: a body that prepares its state, then times one loop through a ``Meter``.
///
/// The runner calls the body ``warmUps`` times unmeasured, then ``samples`` times, and reports the
/// median, minimum and maximum of the per-sample mean nanoseconds per operation, and the heap
/// allocations per operation over all samples.
struct Benchmark {
  // MARK: Internal

  /// The number of measured samples.
  static let samples = 31
  /// The number of unmeasured runs before them.
  static let warmUps = 3

  /// The row's name, `subject/operation`.
  let name: String
  /// What an operation is.
  let unit: BenchmarkUnit
  /// Prepares the state (untimed) and calls ``Meter/measure(operations:_:)`` with the timed loop.
  let body: (inout Meter) -> Void

  /// Runs the benchmark.
  ///
  /// - Returns: Its statistics.
  func run() -> BenchmarkResult {
    var meter = Meter()
    for _ in 0..<Self.warmUps { body(&meter) }
    var perOperation: [Double] = []
    perOperation.reserveCapacity(Self.samples)
    var allocations: Int? = 0
    var operations = 0
    var checksum = 0.0
    for _ in 0..<Self.samples {
      meter = Meter()
      body(&meter)
      precondition(meter.operations > 0, "\(name) measured nothing")
      perOperation.append(meter.nanoseconds / Double(meter.operations))
      operations += meter.operations
      allocations = allocations.flatMap { total in meter.allocations.map { total + $0 } }
      checksum += meter.checksum
    }
    precondition(checksum.isFinite, "\(name): the checksum is not finite")
    perOperation.sort()
    return BenchmarkResult(
      name: name, unit: unit, median: perOperation[perOperation.count / 2],
      min: perOperation[0], max: perOperation[perOperation.count - 1],
      allocationsPerOperation: allocations.map { Double($0) / Double(operations) },
      checksum: checksum)
  }
}

/// Times a loop and counts its heap allocations.
struct Meter {
  // MARK: Internal

  /// The time spent in measured loops, in nanoseconds.
  private(set) var nanoseconds = 0.0
  /// The number of operations of the measured loops.
  private(set) var operations = 0
  /// The allocation calls made by the measured loops, or `nil` without a counter.
  private(set) var allocations: Int? = 0
  /// The sum of what the loops returned: printed, so the optimizer must compute it.
  private(set) var checksum = 0.0

  /// Runs `loop` once, timed, counting its allocations.
  ///
  /// - Parameters:
  ///   - operations: How many operations `loop` performs.
  ///   - loop: The work; returns a value derived from every operation's result.
  mutating func measure(operations: Int, _ loop: () -> Double) {
    let allocationsBefore = AllocationCounter.count
    let start = ContinuousClock.now
    let result = loop()
    let elapsed = ContinuousClock.now - start
    let allocationsAfter = AllocationCounter.count
    let (seconds, attoseconds) = elapsed.components
    nanoseconds += Double(seconds) * 1e9 + Double(attoseconds) / 1e9
    self.operations += operations
    if let allocationsBefore, let allocationsAfter, let counted = allocations {
      allocations = counted + allocationsAfter - allocationsBefore
    } else {
      allocations = nil
    }
    checksum += result
  }
}

/// A benchmark's statistics.
struct BenchmarkResult {
  /// The row's name.
  let name: String
  /// What an operation is.
  let unit: BenchmarkUnit
  /// The median over the samples of the mean nanoseconds per operation.
  let median: Double
  /// The fastest sample's mean nanoseconds per operation.
  let min: Double
  /// The slowest sample's mean nanoseconds per operation.
  let max: Double
  /// Heap allocation calls per operation over all samples, or `nil` without a counter.
  let allocationsPerOperation: Double?
  /// The sum of the samples' checksums.
  let checksum: Double
}
