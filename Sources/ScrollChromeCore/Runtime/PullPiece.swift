/// A pull-to-trigger header a ``ChromeRuntime`` runs, and the outputs its views draw from. A pull
/// changes only with events: it needs no frames, keeps no memory and takes no commands.
///
/// Adapters read ``chrome`` at any time and set the callbacks: after an event, the runtime calls
/// ``onFeedback`` with the haptic the engine asked for, ``onChange`` if the pull changed, then
/// ``onTrigger`` with the state that fired, if one did (at most once per drag). Its stored state
/// is changed only while the runtime processes an input, as ``CollapsingPiece``'s is.
package final class PullPiece<Chrome: PullingChrome>: RuntimePiece {
  // MARK: Package

  /// Applies the header's outputs to its views; called after every change of them.
  package var onChange: (PullPiece<Chrome>) -> Void = { _ in }
  /// Runs the action of the state that fired.
  package var onTrigger: (PullState) -> Void = { _ in }
  /// Plays the haptic the engine reported: prepared, then played on entering `deep`.
  package var onFeedback: (PullFeedback) -> Void = { _ in }

  /// The chrome as the last event left it.
  package var chrome: Chrome { current }

  /// Creates the piece around a running pull header.
  ///
  /// - Parameters:
  ///   - chrome: The chrome, made for the runtime's tracker.
  ///   - name: Its name on the scroll view.
  package init(_ chrome: Chrome, name: String) {
    current = chrome
    outputs = Outputs(chrome.behavior)
    super.init(name: name, requestedEnabled: true)
  }

  /// A pull needs no frames, and a pull header is always shown: it offers nothing to expand.
  override var status: PieceStatus {
    isDirty || trigger != nil || !feedback.isEmpty ? .hasOutputs : []
  }

  /// Pulls are read as the app asked, unless paused; VoiceOver leaves them alone
  /// (``ChromeAccessibility/isPullEnabled(isPaused:)``).
  override func updateEnabling(
    _ accessibility: ChromeAccessibility, isPaused: Bool, at time: Double
  ) {
    setEnabled(requestedEnabled && accessibility.isPullEnabled(isPaused: isPaused))
  }

  /// - Note: Cost per event: the behaviour's `handle` and a comparison of three values.
  override func receive(_ event: ScrollEvent, tracker: ScrollTracker) -> PieceStatus {
    var fired: PullState?
    var reports = feedback
    feedback = []
    current.handle(event, tracker: tracker) { report in
      if let haptic = report.feedback { reports.append(haptic) }
      if case .triggered(let state) = report { fired = state }
    }
    feedback = reports
    if let fired { trigger = fired }
    noteChange()
    return status
  }

  /// The pull under way ends: the header returns to normal and that drag never triggers. The
  /// runtime enables it again when it restarts.
  override func stop() { setEnabled(false) }

  override func discardOutputs() {
    isDirty = false
    trigger = nil
    feedback = []
  }

  override func deliver() {
    while !feedback.isEmpty { onFeedback(feedback.removeFirst()) }
    if isDirty {
      isDirty = false
      onChange(self)
    }
    if let fired = trigger {
      trigger = nil
      onTrigger(fired)
    }
  }

  /// Runs a new preset's header in its place.
  ///
  /// - Parameter next: The new chrome, made for the same tracker.
  func swap(to next: Chrome) {
    current = next
    isDirty = true
    noteChange()
  }

  // MARK: Private

  /// What the header's views draw from.
  private struct Outputs: Equatable {
    var state: PullState
    var pull: Double
    var isEnabled: Bool

    init(_ behavior: PullBehavior) {
      state = behavior.state
      pull = behavior.pull
      isEnabled = behavior.isEnabled
    }
  }

  @exclusivity(unchecked) private var current: Chrome
  @exclusivity(unchecked) private var outputs: Outputs
  @exclusivity(unchecked) private var isDirty = true
  /// The state that fired during the last input, not yet called out.
  @exclusivity(unchecked) private var trigger: PullState?
  /// The haptics the engine reported, not yet called out.
  @exclusivity(unchecked) private var feedback: [PullFeedback] = []
  /// Completions of commands, which a pull ends unfinished.
  @exclusivity(unchecked) private var ended: [(Bool) -> Void] = []

  private func setEnabled(_ enabled: Bool) {
    current.behavior.setEnabled(enabled) { _ in }
    noteChange()
  }

  private func noteChange() {
    let next = Outputs(current.behavior)
    guard next != outputs else { return }
    outputs = next
    isDirty = true
  }
}
