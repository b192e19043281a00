// The playground's WebAssembly face (`Tools/build-wasm.sh --playground`): sessions of the scroll
// view simulator, the tracker and behaviours, stepped by the same `TraceStepper` as
// `scrollchrome trace`. Numbers cross the boundary as `Double`, choices as `Int32`; a missing
// optional number is NaN. Each session writes its lines to a buffer of numbers the page decodes:
// per line `t`, `offset`, `phase` (0 idle, 1 tracking, 2 decelerating, 3 animating), the number of
// event codes, the codes, then the behaviours' values (`PlaygroundChromes.writeValues`).

import ScrollChromeCore

// MARK: Sessions

/// One scroll view with its behaviours: slot 0 is the live phone, 1 `run`, 2 the page's timing.
struct PlaygroundSession {
  var stepper: TraceStepper<PlaygroundChromes>
  var reduceMotion = false
  var output = LineOutput()

  init?(metrics: ScrollMetrics, frameRate: Double, decelerationRate: Double) {
    let deceleration = Decay(rate: decelerationRate)
    guard let tracker = try? ScrollTracker(metrics: metrics, deceleration: deceleration) else {
      return nil
    }
    stepper = TraceStepper(
      tracker: tracker,
      simulator: ScrollViewSimulator(metrics: metrics, deceleration: deceleration),
      chromes: PlaygroundChromes(), frameRate: frameRate)
    output.lines.reserveCapacity(4096)
    output.values.reserveCapacity(64)
  }

  mutating func perform(_ step: Step) {
    var output = takeOutput()
    stepper.perform(step) { output.write(&$0) }
    self.output = output
  }

  /// - Note: Cost per event: O(1), no allocation once the buffers have grown.
  mutating func frame(_ finger: TraceStepper<PlaygroundChromes>.Finger) {
    var output = takeOutput()
    stepper.nextFrame({ output.write(&$0) }, finger: finger)
    self.output = output
  }

  mutating func attach(_ chrome: PlaygroundChrome) {
    var chrome = chrome
    chrome.setReduceMotion(reduceMotion)
    stepper.chromes.chromes.append(chrome)
  }

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
  var values: [Double] = []

  /// Appends the stepper's current line and clears its events.
  ///
  /// - Note: Cost per event: O(number of outputs), no allocation once the buffers have grown.
  mutating func write(_ stepper: inout TraceStepper<PlaygroundChromes>) {
    lines.append(stepper.time)
    lines.append(stepper.simulator.metrics.offset)
    lines.append(Double(activityCode(stepper.tracker.activity)))
    lines.append(Double(stepper.chromes.events.count))
    lines.append(contentsOf: stepper.chromes.events)
    stepper.chromes.events.removeAll(keepingCapacity: true)
    stepper.chromes.writeValues(to: &values)
    lines.append(contentsOf: values)
  }
}

nonisolated(unsafe) private var sessions: [PlaygroundSession?] = [nil, nil, nil]

/// Starts session `slot` on a scroll view at rest (`offset` NaN: at its top). Returns 1, or 0
/// when the engine refuses the geometry.
@_expose(wasm, "pg_start")
@_cdecl("pg_start")
public func pgStart(
  slot: Int32, viewport: Double, content: Double, insetTop: Double, insetBottom: Double,
  offset: Double, frameRate: Double, decelerationRate: Double, reduceMotion: Int32
) -> Int32 {
  let metrics = ScrollMetrics(
    offset: offset.isNaN ? nil : offset, viewport: viewport, content: content,
    insetTop: insetTop, insetBottom: insetBottom)
  guard
    var session = PlaygroundSession(
      metrics: metrics, frameRate: frameRate, decelerationRate: decelerationRate)
  else { return 0 }
  session.reduceMotion = reduceMotion != 0
  sessions[Int(slot)] = session
  return 1
}

// MARK: Behaviours (each returns 1, or 0 when the preset refuses its configuration)

/// Attaches `{"collapse": …}`: `mode` 0 followsScroll, 1 collapsesWithContent, 2 pinned; `snap`
/// 0 nearest, 1 projected, 2 none; `flags` bit 0 collapsesWhenContentFits, 1
/// ignoresProgrammaticScrolling, 2 startsCollapsed; stops from `pg_stop` since the last attach.
@_expose(wasm, "pg_add_collapse")
@_cdecl("pg_add_collapse")
public func pgAddCollapse(
  slot: Int32, range: Double, mode: Int32, snap: Int32, hideDelay: Double, showDelay: Double,
  speed: Double, flags: Int32
) -> Int32 {
  var configuration = CollapseConfiguration(range: range)
  configuration.mode = mode == 1 ? .collapsesWithContent : mode == 2 ? .pinned : .followsScroll
  configuration.snap = snap == 0 ? .nearest : snap == 2 ? .none : .projected
  set(&configuration.hideDelay, hideDelay)
  set(&configuration.showDelay, showDelay)
  set(&configuration.speed, speed)
  configuration.collapsesWhenContentFits = flags & 1 != 0
  configuration.ignoresProgrammaticScrolling = flags & 2 != 0
  configuration.startsCollapsed = flags & 4 != 0
  configuration.stops = pendingStops
  pendingStops = []
  return attach(configuration, slot, isValid: isValid(configuration)) { .collapse($0) }
}

nonisolated(unsafe) private var pendingStops: [Double] = []

/// Adds a stop for the next `pg_add_collapse`.
@_expose(wasm, "pg_stop")
@_cdecl("pg_stop")
public func pgStop(_ stop: Double) { pendingStops.append(stop) }

/// Attaches `{"preset": "followView", …}`; `allowHalfDisplay` -1 keeps the default.
@_expose(wasm, "pg_add_follow_view")
@_cdecl("pg_add_follow_view")
public func pgAddFollowView(
  slot: Int32, maxFollowPoint: Double, minFollowPoint: Double, hideDelay: Double,
  showDelay: Double, allowHalfDisplay: Int32
) -> Int32 {
  var preset = FollowView()
  set(&preset.maxFollowPoint, maxFollowPoint)
  set(&preset.minFollowPoint, minFollowPoint)
  set(&preset.hideDelay, hideDelay)
  set(&preset.showDelay, showDelay)
  if allowHalfDisplay >= 0 { preset.allowsHalfDisplay = allowHalfDisplay != 0 }
  return attach(preset, slot, isValid: isValid(preset)) { .followView($0) }
}

/// Attaches `{"preset": "shyBar", …}`; `shouldSnap` and `isEnabled` -1 keep the defaults.
@_expose(wasm, "pg_add_shy_bar")
@_cdecl("pg_add_shy_bar")
public func pgAddShyBar(
  slot: Int32, fullHeight: Double, shyHeight: Double, shouldSnap: Int32, isEnabled: Int32
) -> Int32 {
  var preset = ShyBar()
  set(&preset.fullHeight, fullHeight)
  set(&preset.shyHeight, shyHeight)
  if shouldSnap >= 0 { preset.snaps = shouldSnap != 0 }
  if isEnabled >= 0 { preset.isEnabled = isEnabled != 0 }
  return attach(preset, slot, isValid: isValid(preset)) { .shyBar($0) }
}

/// Attaches `{"preset": "headerTransition", …}`; `animator` 0 none, 1 parallax, 2 transition,
/// 3 scale, 4 parallaxWithTransition, 5 parallaxWithScale.
@_expose(wasm, "pg_add_header")
@_cdecl("pg_add_header")
public func pgAddHeader(
  slot: Int32, headerHeight: Double, fixedTopOffset: Double, animator: Int32
) -> Int32 {
  let animators: [HeaderTransition.Animator] = [
    .none, .parallax, .transition, .scale, .parallaxWithTransition, .parallaxWithScale,
  ]
  var preset = HeaderTransition(animator: animators[Int(max(0, min(animator, 5)))])
  set(&preset.headerHeight, headerHeight)
  set(&preset.fixedTopOffset, fixedTopOffset)
  return attach(preset, slot, isValid: isValid(preset)) { .header($0) }
}

/// Attaches `{"pull": …}`.
@_expose(wasm, "pg_add_pull")
@_cdecl("pg_add_pull")
public func pgAddPull(slot: Int32, shallow: Double, deep: Double, hysteresis: Double) -> Int32 {
  var configuration = PullConfiguration()
  set(&configuration.shallow, shallow)
  set(&configuration.deep, deep)
  set(&configuration.hysteresis, hysteresis)
  return attach(configuration, slot, isValid: isValid(configuration)) { .pull($0) }
}

/// Attaches `{"preset": "draggableSwitch", …}` (its texts stay in the page).
@_expose(wasm, "pg_add_draggable_switch")
@_cdecl("pg_add_draggable_switch")
public func pgAddDraggableSwitch(
  slot: Int32, normalStateHeight: Double, heightCanTriggerSwitch: Double
) -> Int32 {
  var preset = DraggableSwitch()
  set(&preset.shallowThreshold, normalStateHeight)
  set(&preset.deepThreshold, heightCanTriggerSwitch)
  // Its own `validate()` also compares texts, which would pull in String; the thresholds are what
  // the engine checks.
  return attach(preset, slot, isValid: isValid(preset.configuration)) { .draggableSwitch($0) }
}

// MARK: Steps and frames

/// Performs one scenario step on session `slot`, appending its lines. `kind` is the step's index
/// in the trace format's tables: 0 scroll(a), 1 beginDragging, 2 endDragging(a velocity, b
/// decelerate), 3 endDecelerating, 4 geometry(a viewport, b content, c insetTop, d insetBottom;
/// NaN keeps), 5 scrollToTop, 6 setContentOffset(a y, b animated), 7 command(a name index in
/// expand, collapse, show, hide, setFraction, enable, disable; b animated; c fraction), 8
/// advance(a), 9 drag(a by, b duration), 10 release(a), 11 fling(a).
@_expose(wasm, "pg_step")
@_cdecl("pg_step")
public func pgStep(slot: Int32, kind: Int32, a: Double, b: Double, c: Double, d: Double) {
  guard let step = makeStep(kind, a, b, c, d) else { return }
  sessions[Int(slot)]?.perform(step)
}

/// Runs one live frame on session `slot`: `finger` 0 still, 1 moves the content by `amount`
/// points of raw offset (touching down first), 2 lifts with velocity `amount`.
///
/// - Note: Cost per event: O(1), no allocation once the session's buffers have grown.
@_expose(wasm, "pg_frame")
@_cdecl("pg_frame")
public func pgFrame(slot: Int32, finger: Int32, amount: Double) {
  sessions[Int(slot)]?.frame(
    finger == 1 ? .move(amount) : finger == 2 ? .lift(velocity: amount) : .still)
}

/// The address of session `slot`'s line buffer.
@_expose(wasm, "pg_lines")
@_cdecl("pg_lines")
public func pgLines(slot: Int32) -> UnsafePointer<Double>? {
  sessions[Int(slot)]?.output.lines.withUnsafeBufferPointer { $0.baseAddress }
}

/// How many numbers session `slot`'s line buffer holds.
@_expose(wasm, "pg_lines_count")
@_cdecl("pg_lines_count")
public func pgLinesCount(slot: Int32) -> Int32 {
  Int32(sessions[Int(slot)]?.output.lines.count ?? 0)
}

/// Empties session `slot`'s line buffer, keeping its storage.
@_expose(wasm, "pg_lines_clear")
@_cdecl("pg_lines_clear")
public func pgLinesClear(slot: Int32) {
  sessions[Int(slot)]?.output.lines.removeAll(keepingCapacity: true)
}

// MARK: Private

private func set(_ property: inout Double, _ value: Double) {
  if !value.isNaN { property = value }
}

private func isValid<Preset: ChromePreset>(_ preset: Preset) -> Bool {
  (try? preset.validate()) != nil
}

private func attach<Preset: ChromePreset>(
  _ preset: Preset, _ slot: Int32, isValid: Bool, _ wrap: (Preset.Chrome) -> PlaygroundChrome
) -> Int32 {
  guard isValid, var session = sessions[Int(slot)] else { return 0 }
  session.attach(wrap(preset.makeChrome(tracker: session.stepper.tracker)))
  sessions[Int(slot)] = session
  return 1
}

private func makeStep(_ kind: Int32, _ a: Double, _ b: Double, _ c: Double, _ d: Double) -> Step? {
  func optional(_ x: Double) -> Double? { x.isNaN ? nil : x }
  let names: [Step.Command.Name] = [
    .expand, .collapse, .show, .hide, .setFraction, .enable, .disable,
  ]
  switch kind {
  case 0: return .scroll(a)
  case 1: return .beginDragging
  case 2: return .endDragging(velocity: a, decelerate: b != 0)
  case 3: return .endDecelerating
  case 4:
    return .geometry(
      viewport: optional(a), content: optional(b), insetTop: optional(c), insetBottom: optional(d))
  case 5: return .scrollToTop
  case 6: return .setContentOffset(y: a, animated: b != 0)
  case 7:
    guard a >= 0, a < 7 else { return nil }
    return .command(Step.Command(names[Int(a)], animated: b != 0, fraction: optional(c)))
  case 8: return .advance(a)
  case 9: return .drag(by: a, duration: b)
  case 10: return .release(velocity: a)
  case 11: return .fling(velocity: a)
  default: return nil
  }
}

private func activityCode(_ activity: ScrollActivity) -> Int {
  switch activity {
  case .idle: 0
  case .tracking: 1
  case .decelerating: 2
  case .animating: 3
  }
}
