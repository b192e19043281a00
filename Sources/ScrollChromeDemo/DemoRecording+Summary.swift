// MARK: Internal

/// Where a recording overscrolled the most, if anywhere.
struct DemoOverscroll: Equatable {
  /// How far past the edge, in points (zero when the recording never overscrolled).
  var distance: Double
  /// The frame where the distance was reached.
  var frameIndex: Int
  /// Whether the peak lies past the top edge (otherwise the bottom edge).
  var isTop: Bool
}

extension DemoRecording {
  /// The resting top offset, `minY = −insetTop`.
  var restingTop: Double { -DemoFormat.finite(insetTop) }

  /// The resting bottom offset, `maxY = max(minY, content + insetBottom − viewport)`.
  var restingBottom: Double {
    max(
      restingTop,
      DemoFormat.finite(content) + DemoFormat.finite(insetBottom) - DemoFormat.finite(viewport))
  }

  /// The viewport height used for drawing: at least one point.
  var drawnViewport: Double { max(1, DemoFormat.finite(viewport)) }

  /// The content height used for drawing: never negative.
  var drawnContent: Double { max(0, DemoFormat.finite(content)) }

  /// The time of the first frame, or zero without frames.
  var startTime: Double { frames.first.map { DemoFormat.finite($0.time) } ?? 0 }

  /// The time of the last frame, or zero without frames.
  var endTime: Double { frames.last.map { DemoFormat.finite($0.time) } ?? 0 }

  /// The recorded duration in seconds.
  var duration: Double { max(0, endTime - startTime) }

  /// How far `offset` lies past either resting edge, in points.
  ///
  /// - Parameter offset: A content offset.
  func overscroll(at offset: Double) -> Double {
    max(0, restingTop - offset, offset - restingBottom)
  }

  /// The largest overscroll of the recording and where it happened.
  var peakOverscroll: DemoOverscroll {
    var peak = DemoOverscroll(distance: 0, frameIndex: 0, isTop: true)
    for (index, frame) in frames.enumerated() {
      let offset = DemoFormat.finite(frame.offset)
      let distance = overscroll(at: offset)
      if distance > peak.distance {
        peak = DemoOverscroll(distance: distance, frameIndex: index, isTop: offset < restingTop)
      }
    }
    return peak
  }

  /// The frame where all the collapsing chrome (bars and headers) is furthest from both ends at
  /// once, and how far.
  ///
  /// Each element scores `min(f, 1 − f)` (0.5 at half collapsed, 0 fully shown or collapsed); a
  /// frame scores its lowest element. `nil` without such chrome or frames; the earliest frame wins
  /// ties.
  var mostPartialChrome: (index: Int, score: Double)? {
    let collapsing = chrome.filter(\.collapses)
    guard !collapsing.isEmpty, !frames.isEmpty else { return nil }
    var best = (index: 0, score: -1.0)
    for index in frames.indices {
      var score = 1.0
      for element in collapsing {
        let fraction = element.drawnFraction(at: index)
        score = min(score, fraction, 1 - fraction)
      }
      if score > best.score + 1e-9 { best = (index, score) }
    }
    return best
  }

  /// The frame where a pull banner is pulled furthest while out of its `normal` state (the finger
  /// still down, its text and arrow showing the state), or `nil` when no pull leaves `normal`.
  var deepestPull: Int? {
    var best: (index: Int, pull: Double)?
    for element in chrome where element.kind == .pullBanner {
      for index in frames.indices where element.state(at: index) != "normal" {
        let pull = element.drawnCollapsed(at: index)
        if pull > (best?.pull ?? 0) + 1e-9 { best = (index, pull) }
      }
    }
    return best?.index
  }

  /// The frame that best shows what the recording is about, for the static picture.
  ///
  /// With a pull banner out of its `normal` state, the frame where it is pulled furthest. With
  /// bars or headers, the frame where every one is partly collapsed (each at least a tenth away
  /// from both ends, the most partial frame). Otherwise the frame of peak overscroll when the
  /// recording rubber-bands by more than a point, else the fastest frame after the finger lifts
  /// (mid-fling), else the fastest frame, else the middle one.
  var representativeFrameIndex: Int {
    guard !frames.isEmpty else { return 0 }
    if let pull = deepestPull { return pull }
    if let partial = mostPartialChrome, partial.score >= 0.1 { return partial.index }
    let peak = peakOverscroll
    if peak.distance > 1 { return peak.frameIndex }
    let release = frames.firstIndex { $0.events.contains("endDragging") } ?? 0
    var fastest = -1
    var speed = 1.0
    for index in release..<frames.count {
      let current = abs(DemoFormat.finite(frames[index].velocity))
      if current > speed {
        speed = current
        fastest = index
      }
    }
    return fastest >= 0 ? fastest : frames.count / 2
  }

  /// The distinct phases in order of first appearance, and each frame's index into them.
  var phaseTable: (names: [String], indices: [Int]) {
    var names: [String] = []
    var indices: [Int] = []
    indices.reserveCapacity(frames.count)
    for frame in frames {
      if let index = names.firstIndex(of: frame.phase) {
        indices.append(index)
      } else {
        indices.append(names.count)
        names.append(frame.phase)
      }
    }
    return (names, indices)
  }

  /// The one-line summary under a card: duration, final offset and peak overscroll.
  var summaryText: String {
    var text = "Duration "
    text.reserveCapacity(120)
    DemoFormat.append(duration, decimals: 2, to: &text)
    text += " s \u{00B7} \(frames.count) frames \u{00B7} final offset "
    DemoFormat.appendDisplay(frames.last?.offset ?? restingTop, decimals: 1, to: &text)
    text += " pt \u{00B7} peak overscroll "
    let peak = peakOverscroll
    DemoFormat.append(peak.distance, decimals: 1, to: &text)
    text += " pt"
    if peak.distance >= 0.05 {
      text += peak.isTop ? " past the top at " : " past the bottom at "
      DemoFormat.append(DemoFormat.finite(frames[peak.frameIndex].time), decimals: 2, to: &text)
      text += " s"
    }
    if !chrome.isEmpty && !frames.isEmpty {
      text += " \u{00B7} at the end: "
      text += chrome.map { $0.stateText(at: frames.count - 1) }.joined(separator: ", ")
    }
    return text
  }
}
