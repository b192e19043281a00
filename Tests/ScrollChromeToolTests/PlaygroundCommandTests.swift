import Foundation
import ScrollChromeTestSupport
import Testing

/// `scrollchrome playground` reports what it cannot do in one line, with exit status 2. (Its
/// success path compiles the engine to WebAssembly; `.ci/run` builds and tests that page in
/// Chromium.)
@Suite struct PlaygroundCommandTests {
  @Test func toolchainWithoutTheEmbeddedWasmLibraryIsReportedInOneLine() throws {
    let toolchain = FileManager.default.temporaryDirectory
      .appendingPathComponent("scrollchrome-toolchain-\(UUID().uuidString)")
    let bin = toolchain.appendingPathComponent("usr/bin")
    try FileManager.default.createDirectory(at: bin, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: toolchain) }
    for tool in ["swiftc", "clang", "wasm-ld"] {
      let path = bin.appendingPathComponent(tool).path
      _ = FileManager.default.createFile(
        atPath: path, contents: Data("#!/bin/sh\nexit 1\n".utf8),
        attributes: [.posixPermissions: 0o755])
    }
    let result = try CommandLineTool.run(
      ["playground", "--output", "page"], environment: ["SWIFT_TOOLCHAIN": toolchain.path])
    #expect(result.status == 2)
    #expect(result.standardError.contains("no Embedded Swift standard library"))
    #expect(result.standardError.split(separator: "\n").count == 1)
    #expect(result.standardOutput.isEmpty)
  }

  @Test func unknownArgumentIsRefused() throws {
    let result = try CommandLineTool.run(["playground", "--fast"])
    #expect(result.status == 2)
    #expect(result.standardError == "playground takes only --output DIR\n")
  }
}
