import Foundation
import ScrollChromeCore
import ScrollChromeTrace

/// `scrollchrome demo`: scripted gestures through the simulator, rendered as a self-contained page.
enum Demo {
  /// One scripted gesture session.
  struct Script {
    var title: String
    var caption: String
    var scenario: Scenario
  }

  static let scripts = [
    Script(
      title: "Drag, then fling",
      caption: "The finger drags the list 240 pt in 0.4 s and lets go at 1800 pt/s: "
        + "UIKit's deceleration, stopping below 10 pt/s.",
      scenario: Scenario(steps: [.drag(by: 240, duration: 0.4), .release(velocity: 1800)])),
    Script(
      title: "Fling into the bottom edge",
      caption: "A 3000 pt/s fling reaches the bottom edge; its velocity there starts the "
        + "bounce-back spring, which lands exactly on maxY.",
      scenario: Scenario(
        metrics: ScrollMetrics(offset: 2700, viewport: 800, content: 4000),
        steps: [.fling(velocity: 3000)])),
    Script(
      title: "Pull past the top, let go",
      caption: "Dragging 180 pt down from the top is rubber-banded (c = 0.55); "
        + "on release the content springs back.",
      scenario: Scenario(
        metrics: ScrollMetrics(viewport: 800, content: 4000, insetTop: 44),
        steps: [.drag(by: -180, duration: 0.5), .release(velocity: 0), .advance(0.2)])),
    Script(
      title: "Tap the status bar",
      caption: "From deep in the list, scroll-to-top animates to the resting top in 0.3 s, "
        + "ease-in-out.",
      scenario: Scenario(
        metrics: ScrollMetrics(offset: 1500, viewport: 800, content: 4000),
        steps: [.advance(0.2), .scrollToTop, .advance(0.2)])),
  ]

  /// The recording drawn as the README picture: the bottom-edge bounce shows the most physics.
  static let pictureIndex = 1

  static func run(_ arguments: [String]) -> Int32 {
    var output = "scrollchrome-demo"
    var remaining = arguments[...]
    while let argument = remaining.popFirst() {
      guard argument == "--output", let folder = remaining.popFirst() else {
        return Command.fail("demo takes only --output DIR")
      }
      output = folder
    }
    let recordings: [DemoRecording]
    do {
      recordings = try scripts.map(record)
    } catch {
      return Command.fail("demo script failed: \(error)")
    }
    let folder = URL(fileURLWithPath: output, isDirectory: true)
    let page = folder.appendingPathComponent("index.html")
    let picture = folder.appendingPathComponent("scrollchrome-demo.svg")
    do {
      try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
      try Data(renderDemoPage(recordings).utf8).write(to: page)
      try Data(renderDemoPicture(recordings[Self.pictureIndex]).utf8).write(to: picture)
    } catch {
      return Command.fail("cannot write the demo into '\(output)': \(error.localizedDescription)")
    }
    print(
      "ScrollChrome demo: \(recordings.count) scripted gestures through the scroll view simulator")
    for recording in recordings { print("  " + summary(of: recording)) }
    print("wrote \(page.path)")
    print("  and \(picture.path)")
    return 0
  }

  /// Runs a script through the trace runner and keeps every frame.
  static func record(_ script: Script) throws(ScenarioError) -> DemoRecording {
    var runner = try TraceRunner(scenario: script.scenario)
    var frames: [DemoFrame] = []
    let interval = 1 / script.scenario.frameRate
    runner.run { frame in
      var velocity = frame.velocity
      if frame.phase == .tracking, let previous = frames.last, frame.time > previous.time {
        velocity = (frame.offset - previous.offset) / interval
      }
      frames.append(
        DemoFrame(
          time: frame.time, offset: frame.offset, velocity: velocity,
          phase: frame.phase.rawValue, events: frame.events))
    }
    let metrics = script.scenario.metrics
    return DemoRecording(
      title: script.title, caption: script.caption, viewport: metrics.viewport,
      content: metrics.content, insetTop: metrics.insetTop, frames: frames)
  }

  static func summary(of recording: DemoRecording) -> String {
    let last = recording.frames.last
    let duration = String(format: "%.2f s", last?.time ?? 0)
    let offset = String(format: "%.2f pt", (last?.offset ?? 0) + 0)
    let events = recording.frames.flatMap(\.events).joined(separator: ", ")
    return "\(recording.title): \(duration), rests at \(offset) — \(events)"
  }
}
