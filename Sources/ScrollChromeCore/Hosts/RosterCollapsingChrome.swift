/// A piece of collapsing chrome as a ``ChromeRoster`` runs it: its controller, the app's
/// enabling, and the flags a host draws from — the host-neutral part of a SwiftUI chrome slot.
///
/// After every change it calls ``onChange`` with whether the behaviour moved, then the
/// completions the engine reported, so a host publishes new values before an app's completion
/// reads them.
public final class RosterCollapsingChrome<Chrome: CollapsingChrome>: RosterChrome {
  // MARK: Public

  public let name: String
  public var requestedEnabled: Bool
  /// Called after every change, with whether the behaviour moved.
  public var onChange: (_ moved: Bool) -> Void = { _ in }

  /// The chrome and the completions its commands owe.
  public private(set) var controller: ChromeController<Chrome, (Bool) -> Void>

  /// Whether the scroll view offers the action that expands it
  /// (``ChromeAccessibility/offersExpandAction(fraction:isEnabled:isHeader:)``).
  public var offersExpandAction: Bool {
    ChromeAccessibility.offersExpandAction(for: controller.chrome)
  }

  /// Whether it takes the roster's commands to all chrome: always.
  public var takesCommands: Bool { true }

  /// What to remember: the fraction it shows, or heads to while it animates, and the app's
  /// enabling.
  public var memory: CollapseMemory? {
    var memory = controller.chrome.behavior.memory
    memory.isEnabled = requestedEnabled
    return memory
  }

  /// Creates the piece around running chrome.
  ///
  /// - Parameters:
  ///   - chrome: The chrome, made for the scroll view's tracker.
  ///   - name: Its name on the scroll view.
  public init(_ chrome: Chrome, name: String) {
    self.name = name
    controller = ChromeController(chrome)
    requestedEnabled = chrome.behavior.isEnabled
  }

  /// - Note: Cost per event: the chrome's `advance` (O(1), O(number of effects) for a header).
  public func advance(to time: Double) {
    controller.advance(to: time)
    settle(moved: false)
  }

  // MARK: Internal

  /// Runs a new preset's chrome in its place, from where the old one is
  /// (``CollapsingChrome/handover(to:)``), with the same Reduce Motion flag
  /// (``ChromeRoster/replace(_:with:)`` enables it, then ends the old commands).
  ///
  /// - Returns: The old commands' completions, due with `finished == false`.
  func swap(to chrome: Chrome, at time: Double) -> [(completion: (Bool) -> Void, finished: Bool)] {
    var kept = controller.chrome.handover(to: chrome)
    kept.isEnabled = requestedEnabled
    let reduceMotion = controller.chrome.behavior.reduceMotion
    var old = controller
    controller = ChromeController(chrome)
    controller.setReduceMotion(reduceMotion)
    change { $0.restore(kept, at: time) }
    onChange(true)
    return old.cancelAll()
  }

  // MARK: Public

  public func configure(reduceMotion: Bool) {
    controller.setReduceMotion(reduceMotion)
  }

  /// Scrolling moves the chrome as the app asked, unless paused or VoiceOver runs.
  public func updateEnabling(
    _ accessibility: ChromeAccessibility, isPaused: Bool, at time: Double
  ) {
    let enabled = accessibility.isEnabled(requested: requestedEnabled, isPaused: isPaused)
    guard enabled != controller.chrome.behavior.isEnabled else { return }
    change { $0.setEnabled(enabled, at: time) }
  }

  /// - Note: Cost per event: the chrome's `handle` (O(1), O(number of effects) for a header).
  public func receive(_ event: ScrollEvent, tracker: ScrollTracker) {
    change { $0.handle(event, tracker: tracker) }
  }

  public func run(_ command: ChromeCommand, at time: Double, completion: ((Bool) -> Void)?) {
    change {
      switch command {
      case .expand(let animated): $0.expand(animated: animated, at: time, completion: completion)
      case .collapse(let animated):
        $0.collapse(animated: animated, at: time, completion: completion)
      case .fraction(let fraction, let animated):
        $0.setFraction(fraction, animated: animated, at: time, completion: completion)
      }
    }
  }

  public func restore(_ memory: CollapseMemory, at time: Double) {
    requestedEnabled = memory.isEnabled
    change { $0.restore(memory, at: time) }
  }

  public func stop() {
    for due in controller.cancelAll() { due.completion(due.finished) }
  }

  // MARK: Private

  /// Runs a change on the controller, tells the host, then runs the completions due.
  private func change(_ body: (inout ChromeController<Chrome, (Bool) -> Void>) -> Void) {
    let before = controller.chrome.behavior
    body(&controller)
    settle(moved: controller.chrome.behavior != before)
  }

  private func settle(moved: Bool) {
    onChange(moved)
    for due in controller.takeCompletions() { due.completion(due.finished) }
  }
}
