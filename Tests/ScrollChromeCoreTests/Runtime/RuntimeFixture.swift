import ScrollChromeCore
import ScrollChromeTestSupport

/// A ``ChromeRuntime`` driven as the SwiftUI state drives it — geometry and phase reports, frames
/// at times the test picks — on a media clock the test moves. Every callback the runtime makes is
/// written to ``log`` in the order it was made, as one line:
///
/// - `apply <name>`: a piece's apply closure;
/// - `done <label> <finished>`: a completion made with ``done(_:)``;
/// - `trigger <name> <state>`: a pull header's trigger;
/// - `offers <Bool>`, `frames <Bool>`: the expand action and the frame link changed;
/// - `action <label>`: an action made with ``action(_:)`` ran.
///
/// After logging, every callback runs ``hook`` with its line: a test's stand-in for the app's
/// code inside a callback (read the runtime, command it, stop it).
final class RuntimeFixture {
  // MARK: Geometry and presets

  /// A long list (viewport 800, content 4000) scrolled 1000 points down: bars can collapse.
  static let scrolled = ScrollMetrics(offset: 1000, viewport: 800, content: 4000)
  /// The same list at its resting top, where pulls happen.
  static let top = ScrollMetrics(offset: 0, viewport: 800, content: 4000)

  /// How long a bar's animation takes: 0.2 s on a linear curve, so a test knows the frame it
  /// ends on.
  static let duration = 0.2

  /// A bar that follows scrolling (`R` = `range`, default 44) and settles to the nearer end.
  static func barPreset(range: Double = 44) -> CollapseConfiguration {
    var preset = CollapseConfiguration(range: range, mode: .followsScroll, snap: .nearest)
    preset.animation = .timing(.linear, duration: duration)
    return preset
  }

  // MARK: State

  /// The media clock the runtime reads.
  let clock = FakeMediaClock(now: 0)
  /// The runtime.
  let runtime: ChromeRuntime
  /// The geometry last reported.
  private(set) var metrics: ScrollMetrics
  /// What the memory holds, by piece name.
  var stored: [String: CollapseMemory] = [:]
  /// Every callback, in order.
  private(set) var log: [String] = []
  /// Every invalid preset reported.
  private(set) var invalid: [ConfigurationError] = []
  /// Runs inside every callback, after it was logged.
  var hook: (String) -> Void = { _ in }

  /// A runtime whose scroll view reported `metrics` first.
  init(metrics: ScrollMetrics = RuntimeFixture.scrolled) {
    self.metrics = metrics
    let clock = clock
    runtime = ChromeRuntime(clock: { [unowned clock] in clock.now })
    runtime.onExpandActionChange = { [unowned self] in record("offers \($0)") }
    runtime.onNeedsFramesChange = { [unowned self] in record("frames \($0)") }
    runtime.onInvalidPreset = { [unowned self] in invalid.append($0) }
    runtime.observe(geometry: metrics)
  }

  /// The memory, kept in ``stored``.
  var memory: ChromeRuntime.Memory {
    ChromeRuntime.Memory(
      remember: { [unowned self] kept, name in stored[name] = kept },
      recall: { [unowned self] name in stored[name] })
  }

  // MARK: Pieces

  /// Adds a bar (``barPreset(range:)``) named `name`.
  @discardableResult
  func bar(_ name: String = "bar", running: Bool = true, range: Double = 44)
    -> CollapsingPiece<CollapseBehavior>
  {
    add(Self.barPreset(range: range), named: name, running: running)
  }

  /// Adds collapsing chrome of any preset, its apply closure logged.
  @discardableResult
  func add<Preset: CollapsingPreset>(_ preset: Preset, named name: String, running: Bool = true)
    -> CollapsingPiece<Preset.Chrome>
  {
    runtime.add(preset, named: name, running: running) { [unowned self] _ in
      record("apply \(name)")
    }
  }

  /// Adds a pull header named `name`, its apply closure and triggers logged.
  @discardableResult
  func pull(
    _ name: String = "pull", running: Bool = true, preset: DraggableSwitch = DraggableSwitch()
  ) -> PullPiece<DraggableSwitch.Chrome> {
    runtime.addPull(preset, named: name, running: running) { [unowned self] _ in
      record("apply \(name)")
    } onTrigger: { [unowned self] in
      record("trigger \(name) \($0)")
    }
  }

  // MARK: Callbacks

  /// A completion that logs `done <label> <finished>`.
  func done(_ label: String) -> (Bool) -> Void {
    { [unowned self] finished in record("done \(label) \(finished)") }
  }

  /// An action that logs `action <label>`.
  func action(_ label: String) -> () -> Void {
    { [unowned self] in record("action \(label)") }
  }

  /// The `finished` flags the completions labelled `label` reported, in order.
  func results(_ label: String) -> [Bool] {
    log.compactMap { line in
      guard line.hasPrefix("done \(label) ") else { return nil }
      return line.hasSuffix("true")
    }
  }

  /// The lines of the log whose first word is one of `kinds`, in order.
  func lines(_ kinds: String...) -> [String] {
    log.filter { line in kinds.contains { line.hasPrefix("\($0) ") } }
  }

  /// How many times the piece named `name` was applied.
  func applies(_ name: String) -> Int { log.filter { $0 == "apply \(name)" }.count }

  // MARK: Input

  /// Moves the media clock on.
  func tick(_ seconds: Double = 1.0 / 60) { clock.now += seconds }

  /// The content is at `y` (a geometry report with the new offset), a frame later.
  func scroll(to y: Double) {
    tick()
    metrics.offset = y
    runtime.observe(geometry: metrics)
  }

  /// The content grows to `content` points (a geometry report), a frame later.
  func reshape(content: Double) {
    tick()
    metrics.content = content
    runtime.observe(geometry: metrics)
  }

  /// The scroll phase becomes `phase`, a frame later.
  func enter(_ phase: ReportedScrollPhase) {
    tick()
    runtime.changePhase(to: phase, velocity: nil, geometry: nil)
  }

  /// The finger lifts after resting 0.1 s: released at rest, the content does not coast.
  func lift() {
    tick(0.1)
    runtime.changePhase(to: .idle, velocity: nil, geometry: nil)
  }

  /// A drag from where the content is through `offsets`, lifted at rest.
  func drag(through offsets: Double..., lifting: Bool = true) {
    enter(.dragging)
    for y in offsets { scroll(to: y) }
    if lifting { lift() }
  }

  /// A display-link frame `seconds` later.
  func advance(_ seconds: Double) {
    clock.now += seconds
    runtime.frame(at: clock.now)
  }

  // MARK: Private

  private func record(_ line: String) {
    log.append(line)
    hook(line)
  }
}
