// MARK: Internal

/// One stretch of frames with a finger on the screen, from `beginDragging` to `endDragging`.
struct DemoTouch: Equatable {
  /// The first frame with the finger down (the `beginDragging` frame).
  var start: Int
  /// The last frame with the finger down (the frame before `endDragging`).
  var end: Int
  /// The constant `k` of the finger's screen position `y = k − offset`: it moves with the content.
  var anchor: Double
}

extension DemoPhone {
  /// The radius of the drawn fingertip, in points.
  static let touchRadius = 24.0

  /// The stretches of frames where a finger drags the content.
  ///
  /// Each stretch is placed so the finger's whole path is centred on the screen between the bars;
  /// the player's script draws the finger at `anchor − offset`, clamped to the screen.
  var touches: [DemoTouch] {
    var touches: [DemoTouch] = []
    let frames = recording.frames
    var start: Int?
    for index in frames.indices {
      if frames[index].events.contains("endDragging"), let first = start {
        touches.append(touch(from: first, to: max(first, index - 1)))
        start = nil
      }
      if frames[index].events.contains("beginDragging") { start = index }
    }
    if let first = start { touches.append(touch(from: first, to: frames.count - 1)) }
    return touches
  }

  /// The screen range the fingertip's centre is clamped to.
  var touchRange: ClosedRange<Double> {
    let low = barBottom + Self.touchRadius + 6
    let bottom = max(24, DemoFormat.finite(recording.insetBottom) + 6)
    return low...max(low, recording.drawnViewport - Self.touchRadius - bottom)
  }

  /// The fingertip's screen position at frame `index`, or `nil` when no finger is down.
  ///
  /// - Parameter index: A frame of the recording.
  func touchY(at index: Int) -> Double? {
    guard let touch = touches.first(where: { $0.start <= index && index <= $0.end }) else {
      return nil
    }
    let y = touch.anchor - DemoFormat.finite(recording.frames[index].offset)
    return min(max(y, touchRange.lowerBound), touchRange.upperBound)
  }

  /// Appends the fingertip circle, hidden when no finger is down at frame `index`.
  ///
  /// - Parameters:
  ///   - index: The frame to draw.
  ///   - out: The buffer to append to.
  func appendTouch(at index: Int, to out: inout String) {
    guard !touches.isEmpty else { return }
    let y = touchY(at: index)
    out += "<circle class=\"sc-touch\" cx=\"286\" cy=\""
    DemoFormat.appendCompact(y ?? touchRange.lowerBound, decimals: 2, to: &out)
    out += "\" r=\"24\" fill=\"#334155\" fill-opacity=\"0.22\" stroke=\"#ffffff\" "
    out += "stroke-opacity=\"0.9\" stroke-width=\"2\" visibility=\""
    out += y == nil ? "hidden\"/>" : "visible\"/>"
  }

  // MARK: Private

  private func touch(from start: Int, to end: Int) -> DemoTouch {
    var low = Double.infinity
    var high = -Double.infinity
    for index in start...end {
      let offset = DemoFormat.finite(recording.frames[index].offset)
      low = min(low, offset)
      high = max(high, offset)
    }
    // y = anchor − offset: centre the path (anchor − high … anchor − low) on the free screen.
    let middle = (touchRange.lowerBound + touchRange.upperBound) / 2
    return DemoTouch(start: start, end: end, anchor: middle + (low + high) / 2)
  }
}
