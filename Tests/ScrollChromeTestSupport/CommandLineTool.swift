import Foundation

/// The `scrollchrome` executable, run as a user runs it.
package enum CommandLineTool {
  /// What one run of the tool produced.
  package struct Result {
    /// The exit status.
    package var status: Int32
    /// Everything written to standard output.
    package var standardOutput: String
    /// Everything written to standard error.
    package var standardError: String
  }

  /// The built executable: the first `scrollchrome` found walking up from the test bundle.
  package static var executable: URL {
    var folder = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
    while !FileManager.default.fileExists(
      atPath: folder.appendingPathComponent("scrollchrome").path)
      && folder.pathComponents.count > 1
    {
      folder.deleteLastPathComponent()
    }
    return folder.appendingPathComponent("scrollchrome")
  }

  /// Runs `scrollchrome` with `arguments`, and `environment` over the test's own; standard input,
  /// output and error go through files, so no pipe can fill up and block.
  package static func run(
    _ arguments: [String], input: Data = Data(), in directory: URL? = nil,
    environment: [String: String] = [:]
  ) throws -> Result {
    let scratch = FileManager.default.temporaryDirectory
      .appendingPathComponent("scrollchrome-test-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: scratch) }
    let inputFile = scratch.appendingPathComponent("stdin")
    let outputFile = scratch.appendingPathComponent("stdout")
    let errorFile = scratch.appendingPathComponent("stderr")
    try input.write(to: inputFile)
    _ = FileManager.default.createFile(atPath: outputFile.path, contents: nil)
    _ = FileManager.default.createFile(atPath: errorFile.path, contents: nil)

    let process = Process()
    process.executableURL = executable
    process.arguments = arguments
    process.environment = ProcessInfo.processInfo.environment.merging(environment) { $1 }
    process.currentDirectoryURL = directory ?? scratch
    process.standardInput = try FileHandle(forReadingFrom: inputFile)
    process.standardOutput = try FileHandle(forWritingTo: outputFile)
    process.standardError = try FileHandle(forWritingTo: errorFile)
    try process.run()
    process.waitUntilExit()
    return Result(
      status: process.terminationStatus,
      standardOutput: try text(of: outputFile),
      standardError: try text(of: errorFile))
  }

  /// A file's contents as UTF-8 text. (Read through a file handle: `String(contentsOf:)` leaks
  /// its buffer in this toolchain's Foundation, which LeakSanitizer reports.)
  private static func text(of file: URL) throws -> String {
    let handle = try FileHandle(forReadingFrom: file)
    defer { try? handle.close() }
    return String(decoding: try handle.readToEnd() ?? Data(), as: UTF8.self)
  }

  /// Runs `scrollchrome trace -` with a scenario on standard input.
  package static func trace(_ scenario: String) throws -> Result {
    try run(["trace", "-"], input: Data(scenario.utf8))
  }
}
