import Foundation
import ScrollChromeCore
import ScrollChromeTrace

/// `scrollchrome demo`: scripted gestures through the simulator, rendered as a self-contained page.
enum Demo {
  /// One scripted gesture session: the steps, played on the demo's phone with its two bars.
  struct Script {
    var title: String
    var caption: String
    /// The initial content offset; `nil` for the resting top.
    var offset: Double?
    var steps: [Step]

    /// The scenario: the phone's scroll view, the shy bar and the tab bar, and the steps.
    var scenario: Scenario {
      Scenario(metrics: Demo.metrics(offset: offset), behaviors: Demo.behaviors, steps: steps)
    }
  }

  /// The navigation bar's full height below the status bar, in points.
  static let navigationBarHeight = 44.0
  /// The tab bar's height above the home indicator area, in points.
  static let tabBarHeight = 49.0

  /// An iPhone's list: 844 points of screen, 60 rows, content inset by the status bar and the full
  /// navigation bar at the top (the list scrolls under the bar) and the tab bar at the bottom.
  static func metrics(offset: Double? = nil) -> ScrollMetrics {
    ScrollMetrics(
      offset: offset, viewport: 844, content: 3600,
      insetTop: DemoRecording.statusBarHeight + navigationBarHeight,
      insetBottom: tabBarHeight + DemoRecording.homeIndicatorHeight)
  }

  /// Every script's behaviours: `bar`, SQTShyNavigationBar's shy bar, and `tab`,
  /// ScrollingFollowView's follow view hiding the tab bar and the home indicator area below it.
  static let behaviors = [
    BehaviorSpec(
      name: "bar", kind: .preset(.shyBar),
      parameters: [("fullHeight", .number(navigationBarHeight))]
    ),
    BehaviorSpec(
      name: "tab", kind: .preset(.followView),
      parameters: [
        ("maxFollowPoint", .number(tabBarHeight + DemoRecording.homeIndicatorHeight)),
        ("minFollowPoint", .number(0)),
      ]),
  ]

  /// The chrome each behaviour moves on the phone.
  static let chrome: [(behavior: String, name: String, kind: DemoChrome.Kind, height: Double)] = [
    ("bar", "shy bar", .topBar, navigationBarHeight),
    ("tab", "tab bar", .bottomBar, tabBarHeight + DemoRecording.homeIndicatorHeight),
  ]

  static let scripts = [
    Script(
      title: "Slow drag, then let go",
      caption: "A slow 66 pt drag: the nav bar shrinks with the content; the tab bar follows, "
        + "then snaps away.",
      steps: [.drag(by: 66, duration: 1), .release(velocity: 0), .advance(0.3)]),
    Script(
      title: "Let go near the top",
      caption: "Released 30 pt down, the shy bar is past half yet expands: so near the top it "
        + "can't hide.",
      steps: [.drag(by: 30, duration: 0.5), .release(velocity: 0), .advance(0.3)]),
    Script(
      title: "Fling up the list",
      caption: "A 2400 pt/s fling: both bars hide as the list coasts, and stay hidden when it "
        + "stops.",
      steps: [.drag(by: 40, duration: 0.12), .release(velocity: 2400)]),
    Script(
      title: "Scroll back up mid-list",
      caption: "70 pt back up mid-list: the tab bar returns at once (quick return); the shy bar "
        + "stays collapsed.",
      offset: 1200,
      steps: [
        .drag(by: 320, duration: 0.6), .release(velocity: 0), .advance(0.3),
        .drag(by: -70, duration: 0.5), .release(velocity: 0), .advance(0.3),
      ]),
    Script(
      title: "Fling into the bottom edge",
      caption: "A 3200 pt/s fling hides both bars and hits the bottom edge; the bounce reveals "
        + "neither.",
      offset: 2200, steps: [.fling(velocity: 3200)]),
    Script(
      title: "Tap the status bar",
      caption: "300 pt down the list, a tap on the status bar scrolls to the top and both bars "
        + "expand.",
      steps: [
        .drag(by: 300, duration: 0.5), .release(velocity: 0), .advance(0.3), .scrollToTop,
        .advance(0.2),
      ]),
  ]

  /// The recording drawn as the README picture: the slow drag, mid-gesture with both bars partly
  /// collapsed.
  static let pictureIndex = 0

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

  /// Runs a script through the trace runner and keeps every frame and the chrome's state.
  ///
  /// The engine's numbers come from each frame's `value` JSON; the chart marks the scroll view's
  /// events only (the bars' state changes show as their fraction lines).
  static func record(_ script: Script) throws(ScenarioError) -> DemoRecording {
    let scenario = script.scenario
    var runner = try TraceRunner(scenario: scenario)
    var frames: [DemoFrame] = []
    var collapsed = [[Double]](repeating: [], count: chrome.count)
    var fractions = collapsed
    let interval = 1 / scenario.frameRate
    runner.run { frame in
      var velocity = frame.velocity
      if frame.phase == .tracking, let previous = frames.last, frame.time > previous.time {
        velocity = (frame.offset - previous.offset) / interval
      }
      let events = frame.events.filter { !$0.hasPrefix("state:") && !$0.hasPrefix("completed:") }
      frames.append(
        DemoFrame(
          time: frame.time, offset: frame.offset, velocity: velocity,
          phase: frame.phase.rawValue, events: events))
      let value = frame.value.flatMap { try? JSONValue(parsing: Array($0.utf8)) }
      for (index, element) in chrome.enumerated() {
        let state = value?[element.behavior]
        collapsed[index].append(number(state?["collapsed"]))
        fractions[index].append(number(state?["fraction"]))
      }
    }
    let metrics = scenario.metrics
    return DemoRecording(
      title: script.title, caption: script.caption, viewport: metrics.viewport,
      content: metrics.content, insetTop: metrics.insetTop, insetBottom: metrics.insetBottom,
      frames: frames,
      chrome: chrome.indices.map { index in
        DemoChrome(
          name: chrome[index].name, kind: chrome[index].kind, height: chrome[index].height,
          collapsed: collapsed[index], fractions: fractions[index])
      })
  }

  static func summary(of recording: DemoRecording) -> String {
    let last = recording.frames.last
    let duration = String(format: "%.2f s", last?.time ?? 0)
    let offset = String(format: "%.2f pt", (last?.offset ?? 0) + 0)
    let bars = recording.chrome.map { element in
      let fraction = element.fractions.last ?? 0
      return element.name + String(format: " %.2f", fraction)
    }
    let events = recording.frames.flatMap(\.events).joined(separator: ", ")
    return "\(recording.title): \(duration), rests at \(offset), "
      + bars.joined(separator: ", ") + " — \(events)"
  }

  /// The number in a `value` member, or 0.
  private static func number(_ value: JSONValue?) -> Double {
    if case .number(let number)? = value { return number }
    return 0
  }
}
