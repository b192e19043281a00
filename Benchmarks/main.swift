import ScrollChromeCore

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

// `scrollchrome-bench`: what the engine costs per scroll event and per frame, and how many heap
// allocations it makes doing so (the hot path must make none, DESIGN.md rule 4).
//
// Run with `swift run -c release scrollchrome-bench` for a table, or add `--json` for
// `{"benchmarks": [{"name", "unit", "median", "min", "max", "allocations"}]}`. Each row reports
// the median, minimum and maximum over 31 samples of the mean nanoseconds per operation, after 3
// unmeasured warm-up runs, and the allocation calls per operation over all samples.

let installation = AllocationCounter.install()

let usage =
  "usage: scrollchrome-bench [--json] | --fuzz N [--seed S] | --fuzz-scenarios N [--seed S]\n"
  + "       | --print-scenarios N [--seed S] | --trace-scenarios FILE\n"
  + "       | --instructions N | --frame-instructions N\n"
  + "       | --runtime-instructions N | --engine-instructions N\n"
var wantsJSON = false
var fuzzSteps: Int?
var fuzzScenarios: Int?
var printedScenarios: Int?
var tracedScenarios: String?
var fuzzSeed: UInt64 = 1
var instructionEvents: Int?
var instructionFrames: Int?
var runtimeSamples: Int?
var engineSamples: Int?
var arguments = CommandLine.arguments.dropFirst()
while let argument = arguments.popFirst() {
  switch argument {
  case "--json":
    wantsJSON = true
  case "--trace-scenarios":
    guard let path = arguments.popFirst() else {
      printError("scrollchrome-bench: --trace-scenarios needs a file\n" + usage)
      exit(2)
    }
    tracedScenarios = path
  case "--fuzz", "--fuzz-scenarios", "--print-scenarios", "--seed", "--instructions",
    "--frame-instructions", "--runtime-instructions", "--engine-instructions":
    guard let text = arguments.popFirst(), let value = UInt64(text) else {
      printError("scrollchrome-bench: \(argument) needs a whole number\n" + usage)
      exit(2)
    }
    switch argument {
    case "--fuzz": fuzzSteps = Int(value)
    case "--fuzz-scenarios": fuzzScenarios = Int(value)
    case "--print-scenarios": printedScenarios = Int(value)
    case "--seed": fuzzSeed = value
    case "--instructions": instructionEvents = Int(value)
    case "--runtime-instructions": runtimeSamples = Int(value)
    case "--engine-instructions": engineSamples = Int(value)
    default: instructionFrames = Int(value)
    }
  case "-h", "--help":
    print(usage, terminator: "")
    exit(0)
  default:
    printError("scrollchrome-bench: unknown argument '\(argument)'\n" + usage)
    exit(2)
  }
}

if let fuzzSteps { exit(runFuzz(steps: fuzzSteps, seed: fuzzSeed)) }
if let fuzzScenarios { exit(runScenarioFuzz(count: fuzzScenarios, seed: fuzzSeed)) }
if let printedScenarios { exit(runPrintScenarios(count: printedScenarios, seed: fuzzSeed)) }
if let tracedScenarios { exit(runTraceScenarios(path: tracedScenarios)) }
if let instructionEvents { exit(runInstructionWorkload(events: instructionEvents)) }
if let instructionFrames { exit(runFrameInstructionWorkload(frames: instructionFrames)) }
if let runtimeSamples {
  exit(runSampleInstructionWorkload(samples: runtimeSamples, throughRuntime: true))
}
if let engineSamples {
  exit(runSampleInstructionWorkload(samples: engineSamples, throughRuntime: false))
}

// The counter must see deliberate allocations, or a 0 below would prove nothing.
let checkedArrays = 1_000
let checkedAllocations = AllocationCounter.selfCheck(arrays: checkedArrays)
if let checkedAllocations, checkedAllocations < checkedArrays {
  printError(
    "scrollchrome-bench: the allocation counter saw \(checkedAllocations) allocations for "
      + "\(checkedArrays) fresh arrays; it does not work here\n")
  exit(1)
}

let sessionMetrics = ScrollMetrics(viewport: 800, content: 100_000, insetBottom: 34)
let feed = GestureSession(metrics: sessionMetrics, minimumEvents: 20_000, seed: 2_024)
let pulls = GestureSession(
  metrics: sessionMetrics, mix: .pullsAndScrolls, minimumEvents: 20_000, seed: 2_025)
let tenSeconds = GestureSession.tenSeconds(metrics: sessionMetrics)
let results =
  (Suite.all(feed: feed, pulls: pulls, tenSeconds: tenSeconds)
  + ScalingRows.all(feed: feed, pulls: pulls))
  .map { $0.run() }
let checksum = results.reduce(0) { $0 + $1.checksum }

if wantsJSON {
  print(Report.json(results))
} else {
  for line in Report.table(results) { print(line) }
  var notes = [
    "\(Benchmark.samples) samples per row after \(Benchmark.warmUps) warm-ups: median, min and max "
      + "of the mean ns per operation",
    "shyBar/event, shyBarWith3Followers/event: \(describe(feed))",
    "  (gestures: \(gestures(of: feed)))",
    "shyBar/frame: collapse/expand commands; the bar animates in "
      + "\(animatingPercent(of: LoneShyBar.self))% of the frames",
    "shyBarWith3Followers/frame: collapse/expand commands; all four behaviours animate in "
      + "\(animatingPercent(of: ShyBarWithFollowers.self))% of the frames",
    "headerWith3Effects, pullAndCollapse, fullStack/event: \(describe(pulls))",
    "  (gestures: \(gestures(of: pulls)))",
    "  header: 200 pt, 4 effects (header: stretch, parallax 0.5; title: slide 10, fade 0 to 1)",
    "headerWith3Effects/frame: the \(pulls.frames.count) frames of that session with events: "
      + "their events, advance, header and title attributes",
    "fullStack/frame: collapse/expand commands; all five collapse behaviours animate in "
      + "\(animatingPercent(of: FullStack.self))% of the frames",
  ]
  notes += [
    "session10s/event: the full stack on a scripted session of \(tenSeconds.events.count) events "
      + "over \(GestureSession.tenSecondFrames) frames (10 s at 120 Hz; \(tenSeconds.frames.count) "
      + "frames with events)",
    "  (drag, fling, drag back up, status-bar tap, pull past the top that bounces back; "
      + "\(Suite.sessionLaps) laps per sample)",
    "history1e3/event, history1e6/event: fullStack/event after 1e3 and 1e6 prior events "
      + "(the pulls session, lap after lap)",
    "followers3/30/300/event: the feed session through a shy bar and 3, 30, 300 followers",
    "runtime/…/sample, engine/…/sample: the feed session as UIKit samples (one per notification) "
      + "through the runtime, as the UIKit driver runs a shy bar and three followers, and through "
      + "the host model, tracker and behaviours called directly",
  ]
  if let slope = ScalingRows.slope(of: results) {
    notes.append("  per-follower slope: \(Double(Int((slope * 100).rounded())) / 100) ns/event")
  }
  if let checkedAllocations {
    notes += [
      "allocs/op: malloc-family calls, counted through \(installation.slots) GOT slots in "
        + "\(installation.objects) loaded objects",
      "  (self-check: \(checkedArrays) fresh arrays -> \(checkedAllocations) allocations)",
    ]
  } else {
    notes.append("allocs/op: not counted on this platform (the counter needs Linux and glibc)")
  }
  notes.append("checksum: \(checksum)")
  print()
  for note in notes { print(note) }
}

/// How many events a session holds, and over how long.
func describe(_ session: GestureSession) -> String {
  "\(session.events.count) events recorded from the simulator at 120 Hz over "
    + "\(Int(session.duration)) s"
}

/// How many gestures of each kind a session holds.
func gestures(of session: GestureSession) -> String {
  GestureSession.Gesture.allCases.compactMap { gesture in
    session.gestureCounts[gesture].map { "\($0) \(gesture)" }
  }.joined(separator: ", ")
}

/// The rounded percentage of a commanded frame row's frames in which every behaviour animates.
func animatingPercent<Chrome: CommandedChrome>(of chrome: Chrome.Type) -> Int {
  Int((Suite.animatingShareOfFrames(of: chrome) * 100).rounded())
}

/// Writes `message` to the standard error.
func printError(_ message: String) {
  var message = message
  message.withUTF8 { bytes in _ = write(2, bytes.baseAddress, bytes.count) }
}
