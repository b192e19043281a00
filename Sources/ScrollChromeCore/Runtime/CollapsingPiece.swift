/// A piece of collapsing chrome a ``ChromeRuntime`` runs — a shy bar, a following bar, a
/// collapsing header — and the outputs its views draw from.
///
/// Adapters read ``chrome`` and the flags at any time, and set ``onChange`` to apply them: the
/// runtime calls it after an event, a frame or a command changed what the views show (never when
/// nothing changed), then runs the completions of the commands that ended, each exactly once.
///
/// The per-event members are specialized for the presets' chrome, so a shy bar or a following bar
/// runs without generic dispatch; chrome of an app's own runs the generic code. The stored state
/// is changed only by the runtime while it processes an input, never while a callback runs, so it
/// needs no run-time exclusivity check (`@exclusivity(unchecked)`).
package final class CollapsingPiece<Chrome: CollapsingChrome>: RuntimePiece {
  // MARK: Package

  /// Applies the piece's outputs to its views; called after every change of them.
  package var onChange: (CollapsingPiece<Chrome>) -> Void = { _ in }
  /// Whether the chrome takes its hidden part from the top safe area, as a shy navigation bar
  /// does (``ChromeSafeArea``); its outputs then include its scroll-edge stand-in and how far the
  /// content runs under its visible edge (``CollapsingOutputs``). Set once, by the adapter that
  /// adds the piece, and read on every change, so without a run-time exclusivity check.
  @exclusivity(unchecked) package var reducesTopSafeArea = false

  /// The chrome as of the last event, frame or command.
  package var chrome: Chrome { current }

  /// Whether views that leave with the chrome are hidden from assistive technologies: it is
  /// fully collapsed (``ChromeAccessibility/hidesFromAccessibility(fraction:)``).
  package private(set) var isHiddenFromAccessibility = false
  /// Whether a system bar that stands for this chrome is hidden (``SystemBarVisibility``).
  package private(set) var isSystemBarHidden = false

  /// Creates the piece around running chrome.
  ///
  /// - Parameters:
  ///   - chrome: The chrome, made for the runtime's tracker.
  ///   - name: Its name on the scroll view.
  package init(_ chrome: Chrome, name: String) {
    current = chrome
    outputs = CollapsingOutputs(chrome, reducesTopSafeArea: false)
    outputStatus = outputs.status(isHeader: chrome.isHeader)
    super.init(name: name, requestedEnabled: chrome.behavior.isEnabled)
    publishFlags()
  }

  /// The chrome at a frame's time: while it animates, a copy advanced to `time` (the animations
  /// are closed forms, so sampling ahead of the runtime's own frame is exact); otherwise the
  /// chrome as the last event left it.
  ///
  /// - Parameter time: The frame's time on the runtime's clock, or `nil` outside a frame.
  /// - Note: Cost per event: one copy of the chrome and its `advance`.
  package func chrome(at time: Double?) -> Chrome {
    guard let time, current.isAnimating else { return current }
    var sample = current
    sample.advance(to: time) { _ in }
    return sample
  }

  override var takesCommands: Bool { true }

  override var status: PieceStatus {
    isDirty || !ledger.isEmpty ? outputStatus.union(.hasOutputs) : outputStatus
  }

  /// The fraction it shows, or heads to while it animates, and the app's enabling.
  override package var memory: CollapseMemory? {
    var memory = current.behavior.memory
    memory.isEnabled = requestedEnabled
    return memory
  }

  override func topSafeAreaReduction(offsetFromTop: Double) -> Double {
    guard reducesTopSafeArea else { return 0 }
    return ChromeSafeArea.topReduction(
      hidden: current.behavior.collapsed, offsetFromTop: offsetFromTop,
      range: current.behavior.range)
  }

  override func configure(reduceMotion: Bool) { current.behavior.reduceMotion = reduceMotion }

  /// Scrolling moves the chrome as the app asked, unless paused or VoiceOver runs.
  override func updateEnabling(
    _ accessibility: ChromeAccessibility, isPaused: Bool, at time: Double
  ) {
    let enabled = accessibility.isEnabled(requested: requestedEnabled, isPaused: isPaused)
    guard enabled != current.behavior.isEnabled else { return }
    current.behavior.setEnabled(enabled, at: time) { [unowned(unsafe) self] in noteReport($0) }
    noteChange()
  }

  /// - Note: Cost per event: the chrome's `handle` and a comparison of its outputs.
  @_specialize(exported:false,where Chrome == ShyBar.Chrome)
  @_specialize(exported:false,where Chrome == FollowView.Chrome)
  @_specialize(exported:false,where Chrome == HeaderTransition.Chrome)
  @_specialize(exported:false,where Chrome == CollapseBehavior)
  override func receive(_ event: ScrollEvent, tracker: ScrollTracker) -> PieceStatus {
    current.handle(event, tracker: tracker) { [unowned(unsafe) self] in noteReport($0) }
    noteChange()
    return status
  }

  /// - Note: Cost per event: the chrome's `advance`; an animating chrome always has new outputs.
  @_specialize(exported:false,where Chrome == ShyBar.Chrome)
  @_specialize(exported:false,where Chrome == FollowView.Chrome)
  @_specialize(exported:false,where Chrome == HeaderTransition.Chrome)
  @_specialize(exported:false,where Chrome == CollapseBehavior)
  override func advance(to time: Double) {
    let wasAnimating = current.isAnimating
    current.advance(to: time) { [unowned(unsafe) self] in noteReport($0) }
    if wasAnimating { isDirty = true }
    noteChange()
  }

  override func run(_ command: ChromeCommand, at time: Double, completion: ((Bool) -> Void)?) {
    let id = current.behavior.run(command, at: time) { [unowned(unsafe) self] in noteReport($0) }
    noteChange()
    ledger.register(completion, for: id)
  }

  override func restore(_ memory: CollapseMemory, at time: Double) {
    requestedEnabled = memory.isEnabled
    current.behavior.restore(memory, at: time) { [unowned(unsafe) self] in noteReport($0) }
    noteChange()
  }

  override func stop() { ledger.cancelAll() }

  override func discardOutputs() { isDirty = false }

  override func deliver() {
    if isDirty {
      isDirty = false
      publishFlags()
      onChange(self)
    }
    ledger.settle()
    while let due = ledger.popDue() { due.completion(due.finished) }
  }

  /// Runs a new preset's chrome in its place, from where the old chrome is
  /// (``CollapsingChrome/handover(to:)``), with the same Reduce Motion flag and the app's
  /// enabling; the old chrome's commands end, `finished == false`.
  ///
  /// - Parameters:
  ///   - next: The new chrome, made for the same tracker.
  ///   - time: The runtime's time.
  func swap(to next: Chrome, at time: Double) {
    var kept = current.handover(to: next)
    kept.isEnabled = requestedEnabled
    let reduceMotion = current.behavior.reduceMotion
    ledger.cancelAll()
    current = next
    current.behavior.reduceMotion = reduceMotion
    current.behavior.restore(kept, at: time) { _ in }
    isDirty = true
    noteChange()
  }

  // MARK: Private

  /// The chrome.
  @exclusivity(unchecked) private var current: Chrome
  /// What the views showed at the last change.
  @exclusivity(unchecked) private var outputs: CollapsingOutputs
  /// The status ``outputs`` give: whether the chrome animates, whether it offers the expand
  /// action.
  @exclusivity(unchecked) private var outputStatus: PieceStatus
  /// Whether the outputs changed since the last delivery.
  @exclusivity(unchecked) private var isDirty = true
  /// The completions the commands owe.
  @exclusivity(unchecked) private var ledger = CommandLedger()

  /// Notes a command's end the engine reported. The engine calls this while it changes
  /// ``current``: it touches only ``ledger``, and the piece, which the runtime holds while it
  /// hands the piece an input, is captured without reference counting.
  @inline(__always)
  private func noteReport(_ report: CollapseEvent) {
    if case .completed(let id, _, let finished) = report {
      ledger.noteEnd(of: id, finished: finished)
    }
  }

  /// Notes whether the outputs changed.
  @inline(__always)
  private func noteChange() {
    let next = CollapsingOutputs(current, reducesTopSafeArea: reducesTopSafeArea)
    guard next != outputs else { return }
    outputs = next
    outputStatus = next.status(isHeader: current.isHeader)
    isDirty = true
  }

  /// The flags for the system bars and assistive technologies, which change only at the ends of
  /// the travel.
  private func publishFlags() {
    let fraction = current.behavior.fraction
    isHiddenFromAccessibility = ChromeAccessibility.hidesFromAccessibility(fraction: fraction)
    isSystemBarHidden = SystemBarVisibility.isHidden(
      fraction: fraction, wasHidden: isSystemBarHidden)
  }
}
