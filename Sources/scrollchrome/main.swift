import Foundation
import ScrollChromeTrace

/// `scrollchrome` — the demo (default), the headless `trace` command and the playground.
enum Command {
  static let usage = """
    usage: scrollchrome [demo] [--output DIR]
           scrollchrome trace SCENARIO.json|-
           scrollchrome playground [--output DIR]
    """

  static func main(_ arguments: [String]) -> Int32 {
    switch arguments.first {
    case nil, "demo":
      return DemoCommand.run(Array(arguments.dropFirst()))
    case "--output":
      return DemoCommand.run(arguments)
    case "trace":
      return trace(Array(arguments.dropFirst()))
    case "playground":
      return PlaygroundCommand.run(Array(arguments.dropFirst()))
    case "-h", "--help", "help":
      print(usage)
      return 0
    case let other?:
      return fail("unknown command '\(other)'; run 'scrollchrome --help'")
    }
  }

  static func trace(_ arguments: [String]) -> Int32 {
    guard arguments.count == 1, let path = arguments.first else {
      return fail("trace takes one argument: a scenario file, or - for standard input")
    }
    let data: Data
    if path == "-" {
      data = FileHandle.standardInput.readDataToEndOfFile()
    } else {
      guard let contents = FileManager.default.contents(atPath: path) else {
        return fail("cannot read '\(path)'")
      }
      data = contents
    }
    var runner: TraceRunner
    do throws(ScenarioError) {
      runner = try TraceRunner(scenario: parseScenario([UInt8](data)))
    } catch {
      return fail(error.description)
    }
    var output = StandardOutput()
    runner.run { output.write($0.jsonLine) }
    output.flush()
    return 0
  }

  /// The folder of `--output DIR`, `folder` without arguments, or `nil` for anything else.
  static func outputFolder(_ arguments: [String], default folder: String) -> String? {
    switch arguments.count {
    case 0: folder
    case 2 where arguments[0] == "--output": arguments[1]
    default: nil
    }
  }

  /// Writes one line to standard error and returns exit status 2.
  static func fail(_ message: String) -> Int32 {
    FileHandle.standardError.write(Data((message + "\n").utf8))
    return 2
  }
}

/// Buffers lines for standard output and writes them in large chunks.
struct StandardOutput {
  private var buffer: [UInt8] = []

  mutating func write(_ line: String) {
    buffer.append(contentsOf: line.utf8)
    buffer.append(0x0A)
    if buffer.count >= 1 << 16 { flush() }
  }

  mutating func flush() {
    FileHandle.standardOutput.write(Data(buffer))
    buffer.removeAll(keepingCapacity: true)
  }
}

exit(Command.main(Array(CommandLine.arguments.dropFirst())))
