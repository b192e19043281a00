import ScrollChromeCore

/// The longest a settling step (`release`, `fling`, `scrollToTop`, an animated
/// `setContentOffset`) keeps emitting frames: 10 s.
package let traceSettleLimit: Double = 10

/// The behaviours a ``TraceStepper`` drives, and where their events go.
///
/// `scrollchrome trace` keeps its events as text; the playground's WebAssembly module keeps them
/// as codes, so the stepper itself needs neither strings nor existentials and compiles as
/// Embedded Swift.
public protocol TraceChromes {
  /// Takes an event the tracker has just accepted: records it and hands it to each behaviour.
  mutating func handle(_ event: ScrollEvent, tracker: ScrollTracker)
  /// Records an event the tracker refused.
  mutating func reject(_ diagnostic: ScrollDiagnostic)
  /// Moves running animations to a frame's time.
  mutating func advance(to time: Double)
  /// Runs a command step (one copy of the code, whichever chrome runs it).
  @inline(never)
  mutating func perform(_ command: Step.Command, at time: Double)
  /// Whether an animation runs, so a settling step keeps emitting frames.
  var isAnimating: Bool { get }
}

/// Performs scenario steps through the scroll view simulator and the engine, frame by frame: the
/// rules of ``TraceRunner``, shared with the playground.
///
/// Host-level steps are events: the engine judges them, a refused one changes nothing. Simulated
/// steps are instructions to the simulator, whose events the engine then receives. Time moves only
/// on frames, `n / frameRate` seconds after the start; the finger acts at the start of a frame
/// interval and the line shows the frame's end. Every accepted event goes to the tracker, then to
/// the behaviours.
public struct TraceStepper<Chromes: TraceChromes> {
  // MARK: Public

  /// The engine's tracker.
  public private(set) var tracker: ScrollTracker
  /// The simulated scroll view.
  public private(set) var simulator: ScrollViewSimulator
  /// The behaviours.
  public var chromes: Chromes
  /// Frames per second.
  public let frameRate: Double
  /// Frames run so far.
  public private(set) var frame = 0

  /// The current time: `frame / frameRate` seconds.
  public var time: Double { Double(frame) / frameRate }

  /// Prepares a scroll view at rest.
  ///
  /// - Parameters:
  ///   - tracker: The engine's tracker, already at the scroll view's metrics.
  ///   - simulator: The simulated scroll view, at the same metrics.
  ///   - chromes: The behaviours, attached to `tracker`.
  ///   - frameRate: Frames per second, more than 0.
  public init(
    tracker: ScrollTracker, simulator: ScrollViewSimulator, chromes: Chromes, frameRate: Double
  ) {
    self.tracker = tracker
    self.simulator = simulator
    self.chromes = chromes
    self.frameRate = frameRate
  }

  /// Performs one step, calling `line` after each output line's state is ready.
  ///
  /// - Parameters:
  ///   - step: The step.
  ///   - line: Called once per output line; it reads the stepper and the behaviours.
  public mutating func perform(_ step: Step, line: (inout Self) -> Void) {
    switch step {
    case .scroll(let y): report(.scroll(y: y), line)
    case .beginDragging: report(.beginDragging, line)
    case .endDragging(let velocity, let decelerate):
      report(.endDragging(velocity: velocity, willDecelerate: decelerate), line)
    case .endDecelerating: report(.endDecelerating, line)
    case .geometry(let viewport, let content, let insetTop, let insetBottom):
      let metrics = simulator.metrics
      report(
        .geometry(
          viewport: viewport ?? metrics.viewport, content: content ?? metrics.content,
          insetTop: insetTop ?? metrics.insetTop, insetBottom: insetBottom ?? metrics.insetBottom),
        line)
    case .scrollToTop:
      drive { $0.scrollToTop(emit: $1) }
      line(&self)
      settle(line)
    case .setContentOffset(let y, let animated):
      drive { $0.setContentOffset(y, animated: animated, emit: $1) }
      line(&self)
      if animated { settle(line) }
    case .command(let command):
      chromes.perform(command, at: time)
      line(&self)
    case .advance, .drag:
      guard let (count, finger) = frames(of: step) else { return }
      for _ in 0..<count { nextFrame(line, finger: finger) }
    case .release(let velocity, let duration), .fling(let velocity, let duration):
      // A release without a finger down begins a drag first, so both are a flick of the finger.
      nextFrame(line, finger: .lift(velocity: velocity))
      settle(line, for: duration ?? traceSettleLimit)
    }
  }

  /// The frames an `advance` or a `drag` runs one by one, and what the finger does in each: an
  /// `advance` one still frame per frame of its duration, a `drag` at least one frame, the finger
  /// moving an equal share of the distance in each (touching down first). `nil` for any other
  /// step, which ``perform(_:line:)`` runs whole. A host that plays long steps in chunks runs these
  /// frames with ``nextFrame(_:finger:)`` itself.
  ///
  /// - Parameter step: The step.
  public func frames(of step: Step) -> (count: Int, finger: Finger)? {
    switch step {
    case .advance(let seconds):
      return (Int((seconds * frameRate).rounded()), .still)
    case .drag(let distance, let duration):
      let count = max(1, Int((duration * frameRate).rounded()))
      return (count, .move(distance / Double(count)))
    case .scroll, .beginDragging, .endDragging, .endDecelerating, .geometry, .scrollToTop,
      .setContentOffset, .command, .release, .fling:
      return nil
    }
  }

  /// What the finger does at the start of a frame.
  public enum Finger: Sendable {
    /// Nothing: the frame only runs physics and animations.
    case still
    /// The finger moves the content by this many points of raw offset (touching down first).
    case move(Double)
    /// The finger lifts with this velocity, in points per second.
    case lift(velocity: Double)
  }

  /// Whether a settling step would run another frame: the scroll view still moves on its own or
  /// an animation runs. `release`, `fling`, `scrollToTop` and an animated `setContentOffset` run
  /// frames while this holds (for at most 10 s).
  package var isSettling: Bool {
    (!simulator.isIdle && simulator.activity != .tracking) || chromes.isAnimating
  }

  /// Advances one frame: the finger acts at the start of the frame interval (where the last line
  /// left the scroll view), the physics runs to the frame's time, then `line` is called.
  ///
  /// - Note: Cost per event: O(1), no allocation.
  public mutating func nextFrame(_ line: (inout Self) -> Void, finger: Finger = .still) {
    drive { simulator, emit in
      switch finger {
      case .still: break
      case .move(let distance):
        if simulator.activity != .tracking { simulator.touchDown(emit: emit) }
        simulator.moveFinger(by: distance, emit: emit)
      case .lift(let velocity): simulator.liftFinger(velocity: velocity, emit: emit)
      }
    }
    frame += 1
    let now = time
    drive { $0.advance(to: now, emit: $1) }
    chromes.advance(to: now)
    line(&self)
  }

  // MARK: Private

  /// Feeds a host-level event to the engine and, if accepted, mirrors it in the simulator.
  private mutating func report(_ event: ScrollEvent, _ line: (inout Self) -> Void) {
    simulator.mirror(event, accepted: deliver(event))
    line(&self)
  }

  /// Hands one event to the engine at the current time.
  @discardableResult
  private mutating func deliver(_ event: ScrollEvent) -> Bool {
    do throws(ScrollDiagnostic) {
      try tracker.handle(event, at: time)
    } catch {
      chromes.reject(error)
      return false
    }
    chromes.handle(event, tracker: tracker)
    return true
  }

  /// The simulator's input or physics for one call, each event it emits handed to the engine.
  private mutating func drive(_ action: (inout ScrollViewSimulator, (ScrollEvent) -> Void) -> Void)
  {
    var moved = simulator
    action(&moved) { deliver($0) }
    simulator = moved
  }

  /// Runs frames while ``isSettling`` holds, for at most `seconds` (rounded to frames) and never
  /// more than 10 s.
  private mutating func settle(_ line: (inout Self) -> Void, for seconds: Double = traceSettleLimit)
  {
    let frames = (min(seconds, traceSettleLimit) * frameRate).rounded()
    let limit = frame + Int(frames)
    while frame < limit && isSettling { nextFrame(line) }
  }
}

extension CollapseBehavior {
  /// Runs a command step (one copy of the code, whichever chrome runs it).
  @inline(never)
  package mutating func perform(
    _ command: Step.Command, at time: Double, emit: (CollapseEvent) -> Void
  ) {
    let animated = command.animated
    switch command.name {
    case .expand, .show: run(.expand(animated: animated), at: time, emit: emit)
    case .collapse, .hide: run(.collapse(animated: animated), at: time, emit: emit)
    case .setFraction:
      run(.setFraction(command.fraction ?? 0, animated: animated), at: time, emit: emit)
    case .enable: setEnabled(true, at: time, emit: emit)
    case .disable: setEnabled(false, at: time, emit: emit)
    }
  }
}
