import Foundation

/// `scrollchrome playground`: compiles the engine to WebAssembly with the running toolchain and
/// writes the playground page, by running the package's `Tools/build-wasm.sh --playground`.
enum PlaygroundCommand {
  static func run(_ arguments: [String]) -> Int32 {
    guard let output = Command.outputFolder(arguments, default: "scrollchrome-playground") else {
      return Command.fail("playground takes only --output DIR")
    }
    guard let script = buildScript() else {
      return Command.fail(
        "playground: cannot find Tools/build-wasm.sh (run it from the ScrollChrome package)")
    }
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/bin/bash")
    let folder = URL(fileURLWithPath: output, isDirectory: true).standardizedFileURL.path
    process.arguments = [script, "--no-smoke", "--no-install", "--playground", folder]
    var environment = ProcessInfo.processInfo.environment
    environment["SWIFT_TOOLCHAIN"] = toolchain(environment)
    process.environment = environment
    do {
      try process.run()
    } catch {
      return Command.fail("playground: cannot run \(script): \(error.localizedDescription)")
    }
    process.waitUntilExit()
    return process.terminationStatus
  }

  // MARK: Private

  /// The package's build script: beside this source file, or under the current directory.
  private static func buildScript() -> String? {
    let source = URL(fileURLWithPath: #filePath)
    let package = source.deletingLastPathComponent().deletingLastPathComponent()
      .deletingLastPathComponent()
    return [package.path, FileManager.default.currentDirectoryPath]
      .map { $0 + "/Tools/build-wasm.sh" }
      .first { FileManager.default.fileExists(atPath: $0) }
  }

  /// `SWIFT_TOOLCHAIN`, else the toolchain of the `swiftc` on the `PATH`, else `/opt/swift`.
  private static func toolchain(_ environment: [String: String]) -> String {
    if let toolchain = environment["SWIFT_TOOLCHAIN"], !toolchain.isEmpty { return toolchain }
    for folder in (environment["PATH"] ?? "").split(separator: ":") {
      let swiftc = URL(fileURLWithPath: String(folder)).appendingPathComponent("swiftc")
      guard FileManager.default.isExecutableFile(atPath: swiftc.path) else { continue }
      // <toolchain>/usr/bin/swiftc
      return swiftc.resolvingSymlinksInPath().deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent().path
    }
    return "/opt/swift"
  }
}
