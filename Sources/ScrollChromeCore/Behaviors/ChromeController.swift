/// Running collapsing chrome with the completions its commands owe: what a host keeps when it
/// hands an app's commands to the engine (the UIKit handle, the SwiftUI model).
///
/// The controller feeds events and frames to ``chrome``, runs commands at the host's time, and
/// pairs each command's identifier with the completion the app passed. After any call, the host
/// applies ``chrome``'s outputs and then runs ``takeCompletions()`` — each completion exactly
/// once, with `finished` as the engine reported it, in the order it did. A command the engine ends
/// at once (a refused collapse, a jump without animation) is reported before its identifier is
/// returned; its completion is registered first, so it is never lost.
///
/// `Completion` is whatever the host calls back: a closure, usually.
public struct ChromeController<Chrome: CollapsingChrome, Completion> {
  // MARK: Public

  /// The chrome, as of the last event, frame or command.
  public private(set) var chrome: Chrome

  /// Creates a controller around running chrome.
  ///
  /// - Parameter chrome: The chrome, made for the host's tracker.
  public init(_ chrome: Chrome) { self.chrome = chrome }

  /// Hands an event the shared tracker has just accepted to the chrome.
  ///
  /// - Parameters:
  ///   - event: The event, exactly as handed to `tracker`.
  ///   - tracker: The shared tracker, after it handled `event`.
  /// - Note: Cost per event: O(1), no allocation (a command ending appends to a kept buffer).
  public mutating func handle(_ event: ScrollEvent, tracker: ScrollTracker) {
    collecting { chrome, emit in chrome.handle(event, tracker: tracker, emit: emit) }
  }

  /// Moves running animations to a frame's time.
  ///
  /// - Parameter time: The frame's timestamp, on the tracker's clock.
  /// - Note: Cost per event: O(1), no allocation.
  public mutating func advance(to time: Double) {
    collecting { chrome, emit in chrome.advance(to: time, emit: emit) }
  }

  /// Shows the chrome fully (``CollapseBehavior/expand(animated:at:emit:)``).
  ///
  /// - Parameters:
  ///   - animated: Whether to animate.
  ///   - time: The host's time.
  ///   - completion: Called back through ``takeCompletions()`` once the command ends.
  public mutating func expand(animated: Bool, at time: Double, completion: Completion?) {
    register(
      completion, for: collecting { $0.behavior.expand(animated: animated, at: time, emit: $1) })
  }

  /// Hides the chrome fully (``CollapseBehavior/collapse(animated:at:emit:)``).
  ///
  /// - Parameters:
  ///   - animated: Whether to animate.
  ///   - time: The host's time.
  ///   - completion: Called back through ``takeCompletions()`` once the command ends.
  public mutating func collapse(animated: Bool, at time: Double, completion: Completion?) {
    register(
      completion, for: collecting { $0.behavior.collapse(animated: animated, at: time, emit: $1) })
  }

  /// Moves the chrome to a fraction (``CollapseBehavior/setFraction(_:animated:at:emit:)``).
  ///
  /// - Parameters:
  ///   - fraction: The fraction, `0…1`.
  ///   - animated: Whether to animate.
  ///   - time: The host's time.
  ///   - completion: Called back through ``takeCompletions()`` once the command ends.
  public mutating func setFraction(
    _ fraction: Double, animated: Bool, at time: Double, completion: Completion?
  ) {
    let id = collecting {
      $0.behavior.setFraction(fraction, animated: animated, at: time, emit: $1)
    }
    register(completion, for: id)
  }

  /// Enables or disables the chrome (``CollapseBehavior/setEnabled(_:at:emit:)``).
  ///
  /// - Parameters:
  ///   - enabled: Whether scrolling moves the chrome.
  ///   - time: The host's time.
  public mutating func setEnabled(_ enabled: Bool, at time: Double) {
    collecting { $0.behavior.setEnabled(enabled, at: time, emit: $1) }
  }

  /// Restores a screen's memory (``CollapseBehavior/restore(_:at:emit:)``).
  ///
  /// - Parameters:
  ///   - memory: What ``CollapseBehavior/memory`` returned when the screen was left.
  ///   - time: The host's time.
  public mutating func restore(_ memory: CollapseMemory, at time: Double) {
    collecting { $0.behavior.restore(memory, at: time, emit: $1) }
  }

  /// Sets the behaviour's Reduce Motion flag.
  ///
  /// - Parameter reduceMotion: Whether settling and commands complete at once.
  public mutating func setReduceMotion(_ reduceMotion: Bool) {
    chrome.behavior.reduceMotion = reduceMotion
  }

  /// The completions due since the last call, in the order the engine reported their commands'
  /// ends, with `finished`; each is returned exactly once. Commands without a completion are
  /// skipped.
  ///
  /// - Note: Cost per event: O(1) when nothing is due; no allocation then.
  public mutating func takeCompletions() -> [(completion: Completion, finished: Bool)] {
    guard !finished.isEmpty else { return [] }
    var due: [(completion: Completion, finished: Bool)] = []
    for report in finished {
      guard let index = pending.firstIndex(where: { $0.id == report.id }) else { continue }
      due.append((pending.remove(at: index).completion, report.finished))
    }
    finished.removeAll(keepingCapacity: true)
    return due
  }

  /// Ends every command still waiting, `finished == false`: the chrome goes away (removed, or its
  /// host freed), so their completions run now rather than never.
  public mutating func cancelAll() -> [(completion: Completion, finished: Bool)] {
    var due = takeCompletions()
    due += pending.map { ($0.completion, false) }
    pending.removeAll()
    return due
  }

  // MARK: Private

  /// Completions of commands that have not ended, by command.
  private var pending: [(id: CommandID, completion: Completion)] = []
  /// Command ends the engine reported and ``takeCompletions()`` has not handed out.
  private var finished: [(id: CommandID, finished: Bool)] = []

  /// Runs `body` on the chrome, noting the command ends it reports. The buffer is swapped out and
  /// back, so appending never copies it.
  private mutating func collecting<Result>(
    _ body: (inout Chrome, (CollapseEvent) -> Void) -> Result
  ) -> Result {
    var reports: [(id: CommandID, finished: Bool)] = []
    swap(&reports, &finished)
    defer { swap(&reports, &finished) }
    return body(&chrome) { event in
      if case .completed(let id, _, let finished) = event { reports.append((id, finished)) }
    }
  }

  /// Keeps `completion` until the engine reports command `id` ended.
  private mutating func register(_ completion: Completion?, for id: CommandID) {
    if let completion { pending.append((id, completion)) }
  }
}

extension ChromeController: Sendable where Completion: Sendable {}
