/// A pull header as a ``ChromeRoster`` runs it: its chrome, the app's enabling and the action the
/// host passes — the host-neutral part of a SwiftUI pull slot. A pull changes only with events,
/// needs no frames, keeps no memory and takes no commands.
public final class RosterPullChrome<Chrome: PullingChrome>: RosterChrome {
  // MARK: Public

  public let name: String
  public var requestedEnabled = true
  /// Called after every change of the pull.
  public var onChange: () -> Void = {}
  /// Runs the action of the state that fired, after ``onChange``; the host keeps it current.
  public var onTrigger: (PullState) -> Void = { _ in }

  /// The chrome as the last event left it.
  public private(set) var chrome: Chrome

  /// Whether it takes the roster's commands to all chrome: never.
  public var takesCommands: Bool { false }
  /// A pull keeps no memory.
  public var memory: CollapseMemory? { nil }
  /// A pull header is always shown: it offers nothing to expand.
  public var offersExpandAction: Bool { false }

  /// Creates the piece around a running pull header.
  ///
  /// - Parameters:
  ///   - chrome: The chrome, made for the scroll view's tracker.
  ///   - name: Its name on the scroll view.
  public init(_ chrome: Chrome, name: String) {
    self.name = name
    self.chrome = chrome
  }

  // MARK: Internal

  /// Runs a new preset's header in its place (``ChromeRoster/replace(_:with:)`` enables it).
  func swap(to chrome: Chrome) {
    self.chrome = chrome
    onChange()
  }

  // MARK: Public

  /// A pull has no animation to advance.
  public func advance(to time: Double) {}

  /// A pull has no animation for Reduce Motion to shorten.
  public func configure(reduceMotion: Bool) {}

  /// Pulls are read as the app asked, unless paused; VoiceOver leaves them alone
  /// (``ChromeAccessibility/isPullEnabled(isPaused:)``).
  public func updateEnabling(
    _ accessibility: ChromeAccessibility, isPaused: Bool, at time: Double
  ) {
    setEnabled(requestedEnabled && accessibility.isPullEnabled(isPaused: isPaused))
  }

  /// Hands the event to the behaviour, then calls back with the trigger, if the engine reported
  /// one, after the new state is published.
  ///
  /// - Note: Cost per event: the behaviour's `handle` (O(1), no allocation) and, at most once
  ///   per drag, the trigger closure.
  public func receive(_ event: ScrollEvent, tracker: ScrollTracker) {
    let before = chrome.behavior
    var trigger: PullState?
    chrome.handle(event, tracker: tracker) { report in
      if case .triggered(let state) = report { trigger = state }
    }
    if chrome.behavior != before { onChange() }
    if let trigger { onTrigger(trigger) }
  }

  /// No command moves a pull header: it ends unfinished at once.
  public func run(_ command: ChromeCommand, at time: Double, completion: ((Bool) -> Void)?) {
    completion?(false)
  }

  /// A pull keeps no memory.
  public func restore(_ memory: CollapseMemory, at time: Double) {}

  /// The pull under way ends: the header returns to normal and that drag never triggers. The
  /// roster enables it again when it restarts.
  public func stop() { setEnabled(false) }

  // MARK: Private

  private func setEnabled(_ enabled: Bool) {
    let before = chrome.behavior
    chrome.behavior.setEnabled(enabled) { _ in }
    if chrome.behavior != before { onChange() }
  }
}
