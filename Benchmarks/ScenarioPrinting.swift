import ScrollChromeTrace

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// `--print-scenarios N --seed S`: the first N scenarios ``ScenarioGenerator`` draws for seed S —
/// the ones `--fuzz-scenarios N --seed S` checks, all of them valid — each as one compact JSON text
/// on its own line of standard output.
///
/// - Parameters:
///   - count: The number of scenarios.
///   - seed: The seed.
/// - Returns: The exit status: 0.
func runPrintScenarios(count: Int, seed: UInt64) -> Int32 {
  var generator = ScenarioGenerator(seed: seed, isCompact: true)
  var output = LineOutput()
  for _ in 0..<count { output.add(generator.next().text) }
  output.flush()
  return 0
}

/// `--trace-scenarios FILE`: runs every scenario of FILE (one JSON text a line, as
/// `--print-scenarios` writes them) and prints its trace lines exactly as `scrollchrome trace`
/// prints them, one scenario after the other. A scenario the parser or the runner refuses prints
/// nothing on standard output and its error on standard error, as `scrollchrome trace` does, and
/// makes the exit status 2; the rest still run.
///
/// Comparing the output with `scrollchrome trace` run on each line in turn compares two builds of
/// the engine on the same scenarios (`Tools/fuzz-debug-release.sh`).
///
/// - Parameter path: The file.
/// - Returns: The exit status: 0, 1 if the file cannot be read, 2 if a scenario was refused.
func runTraceScenarios(path: String) -> Int32 {
  guard let file = fopen(path, "r") else {
    printError("scrollchrome-bench: cannot read '\(path)'\n")
    return 1
  }
  defer { fclose(file) }
  var status: Int32 = 0
  var output = LineOutput()
  var buffer: UnsafeMutablePointer<CChar>?
  var capacity = 0
  defer { free(buffer) }
  while true {
    let length = getline(&buffer, &capacity, file)
    guard length >= 0, let buffer else { break }
    var bytes = Array(UnsafeRawBufferPointer(start: buffer, count: length))
    if bytes.last == 0x0A { bytes.removeLast() }
    if bytes.isEmpty { continue }
    do throws(ScenarioError) {
      var runner = try TraceRunner(scenario: parseScenario(bytes))
      runner.run { output.add($0.jsonLine) }
    } catch {
      output.flush()
      printError(error.description + "\n")
      status = 2
    }
  }
  output.flush()
  return status
}

/// Buffers lines for standard output and writes them in large chunks.
private struct LineOutput {
  private var buffer: [UInt8] = []

  /// Appends `line` and a line break.
  mutating func add(_ line: String) {
    buffer.append(contentsOf: line.utf8)
    buffer.append(0x0A)
    if buffer.count >= 1 << 16 { flush() }
  }

  /// Writes what is buffered.
  mutating func flush() {
    var written = 0
    while written < buffer.count {
      let result = buffer[written...].withUnsafeBytes { write(1, $0.baseAddress, $0.count) }
      guard result > 0 else { break }
      written += result
    }
    buffer.removeAll(keepingCapacity: true)
  }
}
