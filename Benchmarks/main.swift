import ScrollChromeCore

/// `scrollchrome-bench`: what the engine costs per scroll event and per frame.
///
/// Run with `swift run -c release scrollchrome-bench`. Each benchmark runs `samples` batches of
/// `batch` operations and reports the median, minimum and maximum nanoseconds per operation.
struct Benchmark {
  let name: String
  let unit: String
  let batch: Int
  let body: (Int) -> Double

  static let samples = 31

  func run() -> (median: Double, min: Double, max: Double) {
    var checksum = 0.0
    var results: [Double] = []
    for _ in 0..<Self.samples {
      let start = ContinuousClock.now
      checksum += body(batch)
      let elapsed = ContinuousClock.now - start
      let nanoseconds =
        Double(elapsed.components.seconds) * 1e9 + Double(elapsed.components.attoseconds) / 1e9
      results.append(nanoseconds / Double(batch))
    }
    precondition(checksum.isFinite)
    results.sort()
    return (results[results.count / 2], results[0], results[results.count - 1])
  }
}

let metrics = ScrollMetrics(viewport: 800, content: 1_000_000)

let benchmarks = [
  Benchmark(name: "tracker/event", unit: "ns/event", batch: 100_000) { count in
    var tracker = try! ScrollTracker(metrics: metrics)
    try! tracker.handle(.beginDragging, at: 0)
    var sum = 0.0
    for index in 0..<count {
      let time = Double(index) / 120
      try! tracker.handle(.scroll(y: Double(index % 5000)), at: time)
      sum += tracker.delta
    }
    return sum
  },
  Benchmark(name: "simulator/frame", unit: "ns/frame", batch: 100_000) { count in
    var simulator = ScrollViewSimulator(metrics: metrics)
    var scrolls = 0.0
    var time = 0.0
    for _ in 0..<count {
      if simulator.isIdle {
        simulator.touchDown { _ in }
        simulator.liftFinger(velocity: 4000) { _ in }
      }
      time += 1.0 / 120
      simulator.advance(to: time) { if case .scroll(let y) = $0 { scrolls += y } }
    }
    return scrolls
  },
]

print("benchmark          median      min      max  unit")
for benchmark in benchmarks {
  let result = benchmark.run()
  let padded = benchmark.name.padding(toLength: 16)
  print(
    "\(padded) \(format(result.median)) \(format(result.min)) \(format(result.max))  \(benchmark.unit)"
  )
}

func format(_ value: Double) -> String {
  let text = String(Double((value * 10).rounded()) / 10)
  return String(repeating: " ", count: max(0, 8 - text.count)) + text
}

extension String {
  func padding(toLength length: Int) -> String {
    self + String(repeating: " ", count: max(0, length - count))
  }
}
