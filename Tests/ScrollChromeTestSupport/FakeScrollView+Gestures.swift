import ScrollChromeCore

extension FakeScrollView {
  // MARK: Package

  /// The resting top the scroll view shows now, `−adjustedContentInset.top` (the chrome's own
  /// safe-area writes included).
  package var top: Double { simulator.metrics.minY }
  /// The end of the content it shows now, `maxY`.
  package var bottom: Double { simulator.metrics.maxY }

  /// A drag of `distance` points over `frames` frames, then a lift at `velocity`: a fling when the
  /// velocity carries the content on.
  ///
  /// - Parameters:
  ///   - distance: The finger's travel, in points of offset (positive scrolls down the list).
  ///   - frames: How many frames the drag takes.
  ///   - velocity: The release velocity, in points per second in the offset's sign.
  package func fling(by distance: Double, frames: Int = 10, velocity: Double) {
    drag(by: distance, frames: frames)
    lift(velocity: velocity)
  }

  /// A slow drag that stops before the lift: `distance` over `frames` frames, the finger rests
  /// for `rest` frames (the pan sends no action), then lifts without velocity.
  package func slowDrag(by distance: Double, frames: Int = 40, rest: Int = 12) {
    drag(by: distance, frames: frames)
    hold(frames: rest)
    lift()
  }

  /// A finger catches the moving content and lifts without moving: the pan never begins, so it
  /// fails and sends no action.
  ///
  /// - Parameter frames: How long the finger rests on the content.
  package func catchAndLift(holding frames: Int = 6) {
    touch()
    hold(frames: frames)
    lift()
  }

  /// A fling far down the list: the content coasts to rest, far from both edges.
  package func flingDownTheList() {
    fling(by: 300, frames: 15, velocity: 1_500)
    settle()
  }

  /// A fling past the end of the content: it decelerates into the bottom edge and bounces back.
  package func flingIntoTheBottom() {
    fling(by: 200, frames: 10, velocity: 20_000)
    settle()
  }
}
