// swift-tools-version: 6.2
import PackageDescription

let package = Package(
  name: "ScrollChrome",
  // The UIKit adapter builds for iOS, Mac Catalyst, tvOS and visionOS; the SwiftUI adapter's
  // modifiers exist from iOS 18, macOS 15, tvOS 18 and visionOS 2, where SwiftUI has the API they
  // read; the core, the trace and the tools build on all of them (the tools run on macOS).
  platforms: [.iOS(.v15), .macOS(.v12), .tvOS(.v15), .visionOS(.v1)],
  products: [
    .library(name: "ScrollChromeCore", targets: ["ScrollChromeCore"]),
    .library(name: "ScrollChromeUIKit", targets: ["ScrollChromeUIKit"]),
    .library(name: "ScrollChromeSwiftUI", targets: ["ScrollChromeSwiftUI"]),
    .executable(name: "scrollchrome", targets: ["scrollchrome"]),
    .executable(name: "scrollchrome-bench", targets: ["scrollchrome-bench"]),
  ],
  targets: [
    .target(name: "ScrollChromeCore"),
    .target(
      name: "ScrollChromeUIKit",
      dependencies: ["ScrollChromeCore"],
      swiftSettings: [.defaultIsolation(MainActor.self)]
    ),
    .target(
      name: "ScrollChromeSwiftUI",
      dependencies: ["ScrollChromeCore"],
      swiftSettings: [.defaultIsolation(MainActor.self)]
    ),
    // A scenario's parsing, checks and stepping, shared with the playground's WebAssembly module
    // (Tools/build-wasm.sh compiles this folder as Embedded Swift): no Foundation, no existentials.
    .target(name: "ScrollChromeScenario", dependencies: ["ScrollChromeCore"]),
    .target(name: "ScrollChromeTrace", dependencies: ["ScrollChromeCore", "ScrollChromeScenario"]),
    .target(name: "ScrollChromeDemo", dependencies: ["ScrollChromeCore", "ScrollChromeTrace"]),
    .executableTarget(
      name: "scrollchrome",
      dependencies: ["ScrollChromeCore", "ScrollChromeTrace", "ScrollChromeDemo"]
    ),
    .executableTarget(
      name: "scrollchrome-bench",
      dependencies: ["ScrollChromeCore", "ScrollChromeTrace", "ScrollChromeTestSupport"],
      path: "Benchmarks"
    ),
    .target(
      name: "ScrollChromeTestSupport",
      dependencies: ["ScrollChromeCore", "ScrollChromeTrace"],
      path: "Tests/ScrollChromeTestSupport"
    ),
    .testTarget(
      name: "ScrollChromeCoreTests", dependencies: ["ScrollChromeCore", "ScrollChromeTestSupport"]
    ),
    .testTarget(name: "ScrollChromeUIKitTests", dependencies: ["ScrollChromeUIKit"]),
    .testTarget(
      name: "ScrollChromeTraceTests",
      dependencies: ["ScrollChromeTrace", "ScrollChromeCore", "ScrollChromeTestSupport"]
    ),
    .testTarget(
      name: "ScrollChromeDemoTests",
      dependencies: [
        "ScrollChromeDemo", "ScrollChromeTrace", "ScrollChromeCore", "ScrollChromeTestSupport",
      ]
    ),
    .testTarget(
      name: "ScrollChromeToolTests",
      dependencies: [
        "ScrollChromeDemo", "ScrollChromeTrace", "ScrollChromeCore", "ScrollChromeTestSupport",
        "scrollchrome",
      ]
    ),
  ],
  swiftLanguageModes: [.v6]
)
