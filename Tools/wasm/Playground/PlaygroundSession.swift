// A playground session: one scroll view with its behaviours, and its lines as numbers (the record
// layout the page decodes is described in PlaygroundExports.swift).

import ScrollChromeCore

/// One scroll view with its behaviours and the steps it has still to play: slot 0 is the live
/// phone, 1 `run`, 2 the page's timing.
struct PlaygroundSession {
  var stepper: TraceStepper<PlaygroundChromes>
  var output = LineOutput()

  /// Sets up a scenario's scroll view and the behaviours `setup` checked and built for it.
  init(_ scenario: Scenario, _ setup: ScenarioSetup) {
    stepper = TraceStepper(
      tracker: setup.tracker,
      simulator: ScrollViewSimulator(
        metrics: scenario.metrics, deceleration: Decay(rate: scenario.decelerationRate)),
      chromes: PlaygroundChromes(setup.chromes, reduceMotion: scenario.reduceMotion),
      frameRate: scenario.frameRate)
    steps = scenario.steps
    output.lines.reserveCapacity(4096)
  }

  /// Plays steps until `budget` numbers wait in the line buffer or every step has run, and
  /// returns whether steps remain. `advance` and `drag` run frame by frame
  /// (`TraceStepper.frames(of:)`), so a long one fills the buffer in bounded chunks; any other
  /// step runs whole (at most 10 s of frames).
  mutating func play(budget: Int) -> Bool {
    var output = takeOutput()
    while output.lines.count < budget {
      if framesLeft > 0 {
        framesLeft -= 1
        stepper.nextFrame({ output.write(&$0) }, finger: finger)
        continue
      }
      guard nextStep < steps.count else { break }
      let step = steps[nextStep]
      nextStep += 1
      if let (count, finger) = stepper.frames(of: step) {
        framesLeft = count
        self.finger = finger
      } else {
        stepper.perform(step) { output.write(&$0) }
      }
    }
    self.output = output
    return framesLeft > 0 || nextStep < steps.count
  }

  /// - Note: Cost per event: O(1), no allocation once the buffers have grown.
  mutating func frame(_ finger: TraceStepper<PlaygroundChromes>.Finger) {
    var output = takeOutput()
    stepper.nextFrame({ output.write(&$0) }, finger: finger)
    self.output = output
  }

  // MARK: Private

  private var steps: [Step]
  private var nextStep = 0
  /// Frames still to run of the `advance` or `drag` being played, and what the finger does.
  private var framesLeft = 0
  private var finger = TraceStepper<PlaygroundChromes>.Finger.still

  /// Moves the buffers out (leaving empty ones, which allocate nothing), so writing them while the
  /// stepper runs copies nothing.
  private mutating func takeOutput() -> LineOutput {
    let output = self.output
    self.output = LineOutput()
    return output
  }
}

/// A session's lines as numbers.
struct LineOutput {
  var lines: [Double] = []
  /// Where the buffer's last record starts; -1 when it has none.
  var last = -1

  /// Appends the stepper's current line and clears its events; a line equal to the last record's
  /// but for being one frame later only counts one more line there.
  ///
  /// - Note: Cost per event: O(number of outputs), no allocation once the buffers have grown.
  mutating func write(_ stepper: inout TraceStepper<PlaygroundChromes>) {
    let start = lines.count
    lines.append(Double(stepper.frame))
    lines.append(1)
    lines.append(stepper.simulator.metrics.offset)
    lines.append(Double(activityCode(stepper.tracker.activity)))
    lines.append(Double(stepper.chromes.events.count))
    lines.append(contentsOf: stepper.chromes.events)
    stepper.chromes.events.removeAll(keepingCapacity: true)
    stepper.chromes.writeValues(to: &lines)
    if last >= 0, start - last == lines.count - start,
      lines[last] + lines[last + 1] == lines[start],
      lines[(last + 2)..<start].elementsEqual(lines[(start + 2)...])
    {
      lines[last + 1] += 1
      lines.removeLast(lines.count - start)
    } else {
      last = start
    }
  }

  /// Empties the buffer, keeping its storage.
  mutating func clear() {
    lines.removeAll(keepingCapacity: true)
    last = -1
  }
}

func activityCode(_ activity: ScrollActivity) -> Int {
  switch activity {
  case .idle: 0
  case .tracking: 1
  case .decelerating: 2
  case .animating: 3
  }
}
