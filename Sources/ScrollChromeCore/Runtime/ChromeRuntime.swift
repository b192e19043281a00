/// One scroll view's chrome at run time, for every adapter: the UIKit driver and the SwiftUI state
/// are shims that hand it each platform callback in one call and apply what it hands back.
///
/// The runtime owns the scroll view's ``ScrollTracker`` and host model (``ScrollViewHost`` for a
/// `UIScrollView`, ``ScrollPhaseHost`` for SwiftUI's reports), its pieces of chrome
/// (``CollapsingPiece``, ``PullPiece``), one ``HostClock``, the frame schedule, commands and their
/// completions, the accessibility rules, the chrome's memory and, in a navigation stack, the
/// switch from screen to screen with its safe-area bookkeeping.
///
/// **Re-entrancy.** UIKit calls key-value observers inside setters, so applying an output (a
/// transform, an inset, `additionalSafeAreaInsets`) may deliver a new notification before the
/// apply returns, and an app's closure may read any property, issue a command, remove a piece or
/// free the adapter. The runtime takes one input at a time: a call that arrives while it processes
/// one — from inside an apply closure, a completion, a trigger — waits in a queue and is processed
/// after, in the order of the calls. It never calls out while it changes state: every output is
/// delivered once the input has been processed, so reading the runtime is always safe. Only
/// ``stop()`` acts at once.
///
/// **Outputs.** After each input: each piece whose outputs changed is applied (a piece whose
/// outputs did not change is not), then its completions due run, then a pull's trigger; then the
/// runtime's own outputs: refused events, the top safe area, whether frames are needed
/// (``needsFrames``), whether the expand action is offered (``offersExpandAction``).
package final class ChromeRuntime {
  // MARK: Package

  /// Where the runtime writes and reads what its chrome remembers by name: usually a memory
  /// book under the scroll view's key (SwiftUI's ``ChromeMemoryBook``).
  package struct Memory {
    /// Writes what a piece remembers under its name.
    package var remember: (CollapseMemory, String) -> Void
    /// What is remembered under a piece's name, if anything.
    package var recall: (String) -> CollapseMemory?

    /// Creates the memory from its two operations.
    package init(
      remember: @escaping (CollapseMemory, String) -> Void,
      recall: @escaping (String) -> CollapseMemory?
    ) {
      self.remember = remember
      self.recall = recall
    }
  }

  /// The tracker all chrome of this scroll view shares.
  @exclusivity(unchecked) package internal(set) var tracker = ScrollTracker()
  /// The running pieces, in the order they started.
  @exclusivity(unchecked) package internal(set) var running: [RuntimePiece] = [] {
    didSet {
      runningRefs.deallocate()
      runningRefs = .allocate(capacity: running.count)
      _ = runningRefs.initialize(from: running.lazy.map { Unmanaged.passUnretained($0) })
    }
  }
  /// The accessibility settings last reported.
  @exclusivity(unchecked) package internal(set) var accessibility = ChromeAccessibility()
  /// Whether the chrome is paused: scrolling moves no chrome, pull headers read no pulls.
  @exclusivity(unchecked) package internal(set) var isPaused = false
  /// Whether the adapter should run display-link frames
  /// (``FrameSchedule/needsFrames(chromeAnimates:scrollViewMoves:isOnScreen:)``).
  @exclusivity(unchecked) package internal(set) var needsFrames = false
  /// Whether the scroll view offers the action that expands its chrome.
  @exclusivity(unchecked) package internal(set) var offersExpandAction = false
  /// Whether ``stop()`` ended the runtime: it takes no more input.
  @exclusivity(unchecked) package internal(set) var isStopped = false

  /// Called when ``needsFrames`` changes: start or stop the display link.
  @exclusivity(unchecked) package var onNeedsFramesChange: (Bool) -> Void = { _ in }
  /// Called when ``offersExpandAction`` changes: add or remove the accessibility action.
  @exclusivity(unchecked) package var onExpandActionChange: (Bool) -> Void = { _ in }
  /// Called with each event the tracker refuses, for logging.
  @exclusivity(unchecked) package var onRejectedEvent: (ScrollEvent, ScrollDiagnostic) -> Void = {
    _, _ in
  }
  /// Called once for each preset added with a value out of range; the nearest valid one runs.
  @exclusivity(unchecked) package var onInvalidPreset: (ConfigurationError) -> Void = { _ in }

  /// Creates a runtime with no scroll view and no chrome.
  ///
  /// - Parameter clock: Reads the host's monotonic clock, in seconds (`CACurrentMediaTime()`).
  package init(clock: @escaping () -> Double) { readClock = clock }

  deinit { runningRefs.deallocate() }

  /// The present moment on the runtime's clock: never earlier than the last event or frame.
  package func now() -> Double { clock.stamp(readClock()) }

  /// Ends the runtime at once, also from inside a callback: every piece stops (its commands end
  /// `finished == false`, delivered now), nothing is observed and no input is taken any more.
  package func stop() {
    guard !isStopped else { return }
    isStopped = true
    // Calls that were waiting end as a call to a stopped runtime does: commands unfinished.
    for case .work(_, let dropped?) in queue { dueNow.append(dropped) }
    queue.removeAll()
    scrollView?.observe(false)
    scrollView = nil
    isFollowing = false
    offersExpandAction = false
    let pieces = entries.map { $0.piece }
    running = []
    entries = []
    dueNow += afterLift
    afterLift = []
    for piece in pieces { piece.stop() }
    retired += pieces
    // A stopped piece owes its completions, never another apply or trigger.
    for piece in retired { piece.discardOutputs() }
    if needsFrames {
      needsFrames = false
      let stopFrames = onNeedsFramesChange
      dueNow.append { stopFrames(false) }
    }
    if !isProcessing { deliverEnded() }
  }

  // MARK: Internal

  /// A piece the runtime holds, how many of its views are on screen, and whether it has recalled
  /// its memory.
  struct Entry {
    let piece: RuntimePiece
    var presence = ChromePresence()
    var hasRecalled = false
    /// Whether the system moves its own bar in the piece's place (``handOver(_:toSystem:)``).
    var isHandedToSystem = false
  }

  /// A scroll view's sample closure, held by ``sampler``.
  final class Sampler {
    let sample: () -> ScrollViewSample?
    init(_ sample: @escaping () -> ScrollViewSample?) { self.sample = sample }
  }

  /// An input waiting while another is processed.
  enum Input {
    case scrollViewChanged
    case delegateCall(ScrollViewDelegateCall)
    case frame(Double)
    case geometry(ScrollMetrics)
    case phase(ReportedScrollPhase, velocity: Double?, geometry: ScrollMetrics?)
    case event(ScrollEvent)
    /// A change of settings or of pieces, and what to run if the runtime stops before it does.
    case work(() -> Void, dropped: (() -> Void)?)
  }

  let readClock: () -> Double
  @exclusivity(unchecked) var clock = HostClock()
  /// The `UIScrollView` followed, and its host model.
  @exclusivity(unchecked) var scrollView: ScrollViewSource? {
    didSet {
      sampler = scrollView.map { Sampler($0.sample) }
      samplerRef = sampler.map { Unmanaged.passUnretained($0) }
    }
  }
  /// ``scrollView``'s sample closure, and the same without reference counting, for every sample
  /// (``sampler`` keeps it alive).
  @exclusivity(unchecked) var sampler: Sampler?
  @exclusivity(unchecked) var samplerRef: Unmanaged<Sampler>?
  @exclusivity(unchecked) var host = ScrollViewHost(
    sample: ScrollViewSample(metrics: ScrollMetrics(viewport: 0, content: 0)), at: 0
  ) { _ in }
  /// Whether ``host`` reads a scroll view (``scrollView`` has one).
  @exclusivity(unchecked) var isFollowing = false
  /// SwiftUI's host model.
  @exclusivity(unchecked) var phaseHost = ScrollPhaseHost()
  /// Whether the scroll view is in a window.
  @exclusivity(unchecked) var isOnScreen = true
  /// Every piece added, in the order it was added; names are unique.
  @exclusivity(unchecked) var entries: [Entry] = []
  /// Where pieces remember by name.
  @exclusivity(unchecked) var memory: Memory?
  /// The screens of a navigation stack.
  @exclusivity(unchecked) var screens = RuntimeScreens()

  /// Whether an input is being processed: calls made now wait in ``queue``.
  @exclusivity(unchecked) var isProcessing = false
  @exclusivity(unchecked) var queue: [Input] = []
  /// Events the tracker refused during the input, not yet reported.
  @exclusivity(unchecked) var rejections: [(event: ScrollEvent, diagnostic: ScrollDiagnostic)] = []
  /// ``running`` without reference counting, for the loop every event runs: ``running`` keeps
  /// the pieces alive, and nothing calls out during that loop, so neither can change under it.
  @exclusivity(unchecked) var runningRefs = UnsafeMutableBufferPointer<Unmanaged<RuntimePiece>>
    .allocate(capacity: 0)
  /// The union of the running pieces' statuses, as the last event left them; ``isStatusStale``
  /// once an input changed pieces without handing all of them an event.
  @exclusivity(unchecked) var status: PieceStatus = []
  @exclusivity(unchecked) var isStatusStale = false
  /// Pieces no longer running whose last outputs (their ended commands) are still due.
  @exclusivity(unchecked) var retired: [RuntimePiece] = []
  /// Actions that wait for the finger to lift.
  @exclusivity(unchecked) var afterLift: [() -> Void] = []
  /// Outputs of the input being processed that belong to no piece, in order.
  @exclusivity(unchecked) var dueNow: [() -> Void] = []

  /// Processes `input` now if the runtime is idle, else after the input being processed.
  ///
  /// - Note: Cost per event: the input's own work, then the outputs; no allocation when idle.
  func submit(_ input: Input) {
    guard !isStopped else { return }
    if isProcessing {
      queue.append(input)
      return
    }
    withExtendedLifetime(self) {
      isProcessing = true
      process(input)
      deliverOutputs()
      while !queue.isEmpty && !isStopped {
        process(queue.removeFirst())
        deliverOutputs()
      }
      isProcessing = false
      if isStopped { deliverEnded() }
    }
  }

  /// Runs `work` as one input: a command, a change of settings or of pieces.
  ///
  /// - Parameters:
  ///   - dropped: What the call owes if the runtime stops before it runs: its completion,
  ///     unfinished.
  func perform(_ work: @escaping () -> Void, ifDropped dropped: (() -> Void)? = nil) {
    submit(.work(work, dropped: dropped))
  }

  // MARK: Private

  private func process(_ input: Input) {
    switch input {
    case .scrollViewChanged: sampleScrollView(at: now())
    case .delegateCall(let call): receiveDelegateCall(call)
    case .frame(let time):
      advanceFrame(to: time)
      isStatusStale = true
    case .geometry(let metrics): observeGeometry(metrics)
    case .phase(let phase, let velocity, let geometry):
      enterPhase(phase, velocity: velocity, geometry: geometry)
    case .event(let event): distribute(event, at: now())
    case .work(let work, _):
      work()
      isStatusStale = true
    }
  }

  /// Calls out what the input changed, in order; a call that a callback makes waits in the queue.
  /// One pass over the running pieces delivers their outputs and finds whether any animates or
  /// offers the expand action.
  private func deliverOutputs() {
    if isStatusStale || status.contains(.hasOutputs) {
      isStatusStale = false
      var union: PieceStatus = []
      // Delivering calls out, and a callback may stop the runtime: the loop holds the pieces.
      for piece in running {
        var next = piece.status
        if next.contains(.hasOutputs) {
          piece.deliver()
          next.remove(.hasOutputs)
          if isStopped { break }
        }
        union.formUnion(next)
      }
      status = union
    }
    if !retired.isEmpty { deliverRetired() }
    while !rejections.isEmpty && !isStopped {
      let rejected = rejections.removeFirst()
      onRejectedEvent(rejected.event, rejected.diagnostic)
    }
    while !dueNow.isEmpty && !isStopped { dueNow.removeFirst()() }
    if isStopped { return }
    if screens.isFollowingScreen || !screens.writes.isEmpty {
      deliverSafeArea()
      if isStopped { return }
    }
    let frames = FrameSchedule.needsFrames(
      chromeAnimates: status.contains(.isAnimating),
      scrollViewMoves: isFollowing && host.needsFrames, isOnScreen: isOnScreen)
    if frames != needsFrames {
      needsFrames = frames
      onNeedsFramesChange(frames)
      if isStopped { return }
    }
    let offers = status.contains(.offersExpandAction)
    if offers != offersExpandAction {
      offersExpandAction = offers
      onExpandActionChange(offers)
    }
  }

  private func deliverRetired() {
    while !retired.isEmpty { retired.removeFirst().deliver() }
  }

  /// What a stopped runtime still owes: the ended commands of its pieces, the actions that were
  /// due.
  private func deliverEnded() {
    deliverRetired()
    while !dueNow.isEmpty { dueNow.removeFirst()() }
  }

}
