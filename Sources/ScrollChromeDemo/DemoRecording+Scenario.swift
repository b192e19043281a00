import ScrollChromeCore
import ScrollChromeTrace

// MARK: Public

/// Which behaviour of a scenario moves which piece of chrome on the demo's phone.
///
/// ``DemoRecording/init(title:caption:scenario:tracks:)`` reads each frame's value of the
/// behaviour named ``behavior`` and turns it into the ``DemoChrome`` of ``kind``: a bar's
/// `collapsed` and `fraction`, a header's `header` and `title` attributes as well, a pull
/// banner's `pull`, `progress`, `state` and `text`. A bar that ``drawsScrollEdge`` keeps the
/// behaviour's `overlap` too.
public struct DemoTrack: Sendable, Equatable {
  /// The behaviour's name in the scenario (its key in `value`); `""` for a single `behavior`.
  public var behavior: String
  /// The chrome's name on the page, for example `"shy bar"`.
  public var name: String
  /// What the phone draws.
  public var kind: DemoChrome.Kind
  /// The chrome's full height in points (see ``DemoChrome/height``).
  public var height: Double
  /// Whether a bar draws its hairline from how far the content runs under its edge (the
  /// behaviour's `overlap`, kept as ``DemoChrome/overlaps``), as UIKit's scroll-edge appearance
  /// does; otherwise its hairline is fixed. Default `false`.
  public var drawsScrollEdge: Bool

  /// Creates a track.
  ///
  /// - Parameters:
  ///   - behavior: The behaviour's name in the scenario.
  ///   - name: The chrome's name on the page.
  ///   - kind: What the phone draws.
  ///   - height: The chrome's full height in points.
  ///   - drawsScrollEdge: Whether a bar draws its hairline from the behaviour's overlap; default
  ///     `false`.
  public init(
    behavior: String, name: String, kind: DemoChrome.Kind, height: Double,
    drawsScrollEdge: Bool = false
  ) {
    self.behavior = behavior
    self.name = name
    self.kind = kind
    self.height = height
    self.drawsScrollEdge = drawsScrollEdge
  }
}

extension DemoRecording {
  /// Records a scenario through the ``TraceRunner``, keeping every frame and the chrome's state.
  ///
  /// The scroll view's geometry comes from the scenario's metrics; each frame keeps the scroll
  /// view's events, `willTrigger` and `triggered:*` (state changes and command completions show
  /// as the chrome's lines instead). Under the finger the velocity is the offset's change per
  /// frame, so the chart shows the drag's speed too.
  ///
  /// ```swift
  /// let recording = try DemoRecording(
  ///   title: "Pull to trigger", caption: "Pull past 70 pt, then let go.", scenario: scenario,
  ///   tracks: [DemoTrack(behavior: "pull", name: "pull", kind: .pullBanner, height: 50)])
  /// ```
  ///
  /// - Parameters:
  ///   - title: The card heading.
  ///   - caption: One sentence describing the script.
  ///   - scenario: The scroll view, its behaviours and the steps to play.
  ///   - tracks: The chrome to draw, in drawing order, and the behaviour that moves each.
  /// - Throws: The scenario's first invalid behaviour parameter.
  public init(
    title: String, caption: String, scenario: Scenario, tracks: [DemoTrack]
  ) throws(ScenarioError) {
    var runner = try TraceRunner(scenario: scenario)
    var frames: [DemoFrame] = []
    var states = [TrackState](repeating: TrackState(), count: tracks.count)
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
      for (index, track) in tracks.enumerated() {
        states[index].append(frame.values.first { $0.name == track.behavior })
      }
    }
    let metrics = scenario.metrics
    self.init(
      title: title, caption: caption, viewport: metrics.viewport, content: metrics.content,
      insetTop: metrics.insetTop, insetBottom: metrics.insetBottom, frames: frames,
      chrome: zip(tracks, states).map { $1.chrome(for: $0) })
  }
}

// MARK: Private

/// One track's values, frame by frame, as read from the trace.
private struct TrackState {
  var collapsed: [Double] = []
  var fractions: [Double] = []
  var overlaps: [Double] = []
  var header: [Attributes] = []
  var title: [Attributes] = []
  var states: [String] = []
  var texts: [String] = []

  /// Appends one frame of a behaviour's value; a missing value reads as zero or empty.
  mutating func append(_ value: TraceValue?) {
    switch value?.kind {
    case .pull(let pull)?:
      collapsed.append(pull.pull)
      fractions.append(pull.progress)
      states.append(pull.state.rawValue)
      texts.append(pull.text)
    case .collapse(let collapse)?:
      collapsed.append(collapse.collapsed)
      fractions.append(collapse.fraction)
      overlaps.append(collapse.overlap)
      if let element = collapse.attributes.first(where: { $0.name == "header" }) {
        header.append(element.attributes)
      }
      if let element = collapse.attributes.first(where: { $0.name == "title" }) {
        title.append(element.attributes)
      }
    case nil:
      collapsed.append(0)
      fractions.append(0)
      overlaps.append(0)
    }
  }

  /// The chrome element a track draws from these values.
  func chrome(for track: DemoTrack) -> DemoChrome {
    switch track.kind {
    case .topBar, .bottomBar:
      DemoChrome(
        name: track.name, kind: track.kind, height: track.height, collapsed: collapsed,
        fractions: fractions, overlaps: track.drawsScrollEdge ? overlaps : [])
    case .header:
      .header(
        name: track.name, height: track.height, collapsed: collapsed, fractions: fractions,
        header: header, title: title)
    case .pullBanner:
      .pullBanner(
        name: track.name, height: track.height, pull: collapsed, progress: fractions,
        states: states, texts: texts)
    }
  }
}
