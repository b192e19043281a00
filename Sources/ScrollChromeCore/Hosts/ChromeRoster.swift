/// The chrome of one scroll view in a host whose views come and go (SwiftUI): which pieces run,
/// what they remember, how the accessibility settings and pausing enable them, and the app's
/// commands with their completions.
///
/// A host adds each piece of chrome once (``add(_:)``), reports its views appearing and
/// disappearing (``appeared(_:)``, ``disappeared(_:)``), and hands accepted events to the running
/// pieces (``handle(_:tracker:)``) and frames to the pieces that animate (``advance(_:to:)``).
/// The rules:
///
/// - A piece runs while one of its views is on screen (``ChromePresence``). It starts with the
///   state's Reduce Motion and enabling, gets back what its key remembers the first time it runs
///   with a memory connected, and is expanded at once if VoiceOver runs. It stops when its last
///   view leaves: it is written down, takes no events, and its commands end unfinished. Restarted,
///   it goes on from where it stopped (its own values, not the memory again).
/// - Enabling: each piece follows the app's request unless paused or, for collapsing chrome,
///   VoiceOver runs (``ChromeAccessibility``); VoiceOver starting expands every running piece.
/// - Commands to one piece (by name) end unfinished when it is not running; commands to all run
///   on every running piece that takes commands, with one completion (``CompletionGroup``).
/// - The scroll view offers the expand action while some running piece offers it.
public final class ChromeRoster {
  // MARK: Public

  /// Where the roster writes and reads what its chrome remembers: usually a memory book under
  /// the scroll view's key.
  public struct Memory {
    /// Writes what a piece remembers under its name.
    public var remember: (CollapseMemory, String) -> Void
    /// What is remembered under a piece's name, if anything.
    public var recall: (String) -> CollapseMemory?

    /// Creates the memory from its two operations.
    ///
    /// - Parameters:
    ///   - remember: Writes what a piece remembers under its name.
    ///   - recall: Reads what is remembered under a piece's name.
    public init(
      remember: @escaping (CollapseMemory, String) -> Void,
      recall: @escaping (String) -> CollapseMemory?
    ) {
      self.remember = remember
      self.recall = recall
    }
  }

  /// The running chrome, in the order it started.
  public private(set) var running: [any RosterChrome] = []
  /// The accessibility settings the host last reported.
  public private(set) var accessibility = ChromeAccessibility()
  /// Whether the scroll view offers the action that expands its chrome.
  public private(set) var offersExpandAction = false
  /// Called when ``offersExpandAction`` changes.
  public var onExpandActionChange: (Bool) -> Void = { _ in }

  /// Whether the chrome is paused: scrolling moves no chrome, pull headers read no pulls.
  public var isPaused = false {
    didSet {
      guard isPaused != oldValue else { return }
      updateEnabling()
      updateExpandAction()
    }
  }

  /// Creates an empty roster.
  ///
  /// - Parameter now: The host's clock, for the times of commands and restores.
  public init(now: @escaping () -> Double) { self.now = now }

  /// The piece of that name, running or not.
  ///
  /// - Parameter name: The piece's name.
  public func chrome(named name: String) -> (any RosterChrome)? { entries[name]?.chrome }

  /// Adds a piece of chrome; it starts once one of its views appears. A piece of the same name
  /// that was added before is stopped and replaced.
  ///
  /// - Parameter chrome: The piece.
  public func add(_ chrome: any RosterChrome) {
    let old = entries[chrome.name]
    entries[chrome.name] = Entry(chrome: chrome)
    guard let old, old.presence.isRunning else { return }
    stop(old.chrome)
    updateExpandAction()
  }

  /// One of a piece's views appeared; the first one starts it.
  ///
  /// - Parameter chrome: The piece, as added.
  public func appeared(_ chrome: any RosterChrome) {
    guard presence(of: chrome, change: { $0.appear() }) else { return }
    running.append(chrome)
    configure(chrome)
    if !recallIfNeeded(chrome) { expandUnderVoiceOver(chrome) }
    updateExpandAction()
  }

  /// One of a piece's views disappeared; with the last one it stops.
  ///
  /// - Parameter chrome: The piece, as added.
  public func disappeared(_ chrome: any RosterChrome) {
    guard presence(of: chrome, change: { $0.disappear() }) else { return }
    stop(chrome)
    updateExpandAction()
  }

  /// Connects the memory of the scroll view's environment: each running piece that has not
  /// recalled yet gets back what its name remembers.
  ///
  /// - Parameter memory: The memory, or `nil` to remember nothing.
  public func connect(_ memory: Memory?) {
    self.memory = memory
    for chrome in running { recallIfNeeded(chrome) }
    updateExpandAction()
  }

  /// Writes down every running piece: the scroll view disappears.
  public func rememberRunning() {
    for chrome in running { remember(chrome) }
  }

  /// Hands an event the tracker accepted to every running piece.
  ///
  /// - Parameters:
  ///   - event: The event, as handed to `tracker`.
  ///   - tracker: The scroll view's tracker, after it accepted `event`.
  /// - Note: Cost per event: O(number of running pieces); no allocation.
  public func handle(_ event: ScrollEvent, tracker: ScrollTracker) {
    // A completion may stop a piece further on: it is skipped then.
    for chrome in running where isRunning(chrome) { chrome.receive(event, tracker: tracker) }
    updateExpandAction()
  }

  /// Moves a piece's running animations to a frame's time.
  ///
  /// - Parameters:
  ///   - chrome: The piece, as added.
  ///   - time: The frame's time, on the tracker's clock.
  /// - Note: Cost per event: the piece's `advance` and O(number of running pieces).
  public func advance(_ chrome: any RosterChrome, to time: Double) {
    guard isRunning(chrome) else { return }
    chrome.advance(to: time)
    updateExpandAction()
  }

  /// New accessibility settings: Reduce Motion for every running piece; VoiceOver starting
  /// expands them all, and while it runs collapsing chrome does not follow scrolling.
  ///
  /// - Parameter settings: The settings.
  public func setAccessibility(_ settings: ChromeAccessibility) {
    guard settings != accessibility else { return }
    let previous = accessibility
    accessibility = settings
    for chrome in running { chrome.configure(reduceMotion: settings.isReduceMotionEnabled) }
    updateEnabling()
    if settings.expandsChrome(comingFrom: previous) { runAll(.expand(animated: true)) }
    updateExpandAction()
  }

  /// Runs a command on every running piece that takes commands.
  ///
  /// - Parameters:
  ///   - command: The command.
  ///   - completion: Runs once, when every piece's command has ended, with `true` if all
  ///     finished (at once, `true`, when none runs).
  public func runAll(_ command: ChromeCommand, completion: ((Bool) -> Void)? = nil) {
    let targets = running.filter { $0.takesCommands }
    let time = now()
    let group = completion.map { GroupCompletion(count: targets.count, completion: $0) }
    for chrome in targets {
      // A completion may stop a piece further on: its part of the group ends unfinished.
      if isRunning(chrome) {
        chrome.run(command, at: time, completion: group?.end)
      } else {
        group?.end(finished: false)
      }
    }
    updateExpandAction()
  }

  /// Runs a command on the running piece of that name.
  ///
  /// - Parameters:
  ///   - command: The command.
  ///   - name: The piece's name.
  ///   - completion: Runs once the command ends, with whether it finished; at once, `false`,
  ///     when no piece of that name runs.
  public func run(
    _ command: ChromeCommand, onChromeNamed name: String, completion: ((Bool) -> Void)? = nil
  ) {
    guard let entry = entries[name], entry.presence.isRunning else {
      completion?(false)
      return
    }
    entry.chrome.run(command, at: now(), completion: completion)
    updateExpandAction()
  }

  /// Lets scrolling move the piece of that name, or not; a piece not added yet is not affected.
  ///
  /// - Parameters:
  ///   - enabled: Whether the app wants scrolling to move it.
  ///   - name: The piece's name.
  public func setEnabled(_ enabled: Bool, forChromeNamed name: String) {
    guard let chrome = entries[name]?.chrome else { return }
    chrome.requestedEnabled = enabled
    chrome.updateEnabling(accessibility, isPaused: isPaused, at: now())
    updateExpandAction()
  }

  /// Runs a new preset's chrome in a collapsing piece, from where the old chrome is
  /// (``CollapsingChrome/handover(to:)``): it gets the roster's settings, then the old chrome's
  /// commands end, `finished == false`.
  ///
  /// - Parameters:
  ///   - piece: The piece, as added.
  ///   - chrome: The new chrome, made for the same tracker.
  public func replace<Chrome>(_ piece: RosterCollapsingChrome<Chrome>, with chrome: Chrome) {
    let ended = piece.swap(to: chrome, at: now())
    configure(piece)
    if isRunning(piece) { expandUnderVoiceOver(piece) }
    updateExpandAction()
    for due in ended { due.completion(due.finished) }
  }

  /// Runs a new preset's chrome in a pull header; it gets the roster's settings.
  ///
  /// - Parameters:
  ///   - piece: The piece, as added.
  ///   - chrome: The new chrome, made for the same tracker.
  public func replace<Chrome>(_ piece: RosterPullChrome<Chrome>, with chrome: Chrome) {
    piece.swap(to: chrome)
    configure(piece)
  }

  /// Recomputes ``offersExpandAction`` from the running pieces; every call of the roster does.
  public func updateExpandAction() {
    let offered = running.contains { $0.offersExpandAction }
    guard offered != offersExpandAction else { return }
    offersExpandAction = offered
    onExpandActionChange(offered)
  }

  // MARK: Private

  /// A piece, how many of its views are on screen, and whether it has recalled its memory.
  private struct Entry {
    let chrome: any RosterChrome
    var presence = ChromePresence()
    var hasRecalled = false
  }

  private let now: () -> Double
  private var entries: [String: Entry] = [:]
  private var memory: Memory?

  /// Changes the presence of a piece that was added, returning what the change returns (`false`
  /// for a piece the roster does not hold).
  private func presence(
    of chrome: any RosterChrome, change: (inout ChromePresence) -> Bool
  ) -> Bool {
    guard var entry = entries[chrome.name], entry.chrome === chrome else { return false }
    let changed = change(&entry.presence)
    entries[chrome.name] = entry
    return changed
  }

  private func configure(_ chrome: any RosterChrome) {
    chrome.configure(reduceMotion: accessibility.isReduceMotionEnabled)
    chrome.updateEnabling(accessibility, isPaused: isPaused, at: now())
  }

  private func updateEnabling() {
    let time = now()
    for chrome in running { chrome.updateEnabling(accessibility, isPaused: isPaused, at: time) }
  }

  /// Whether the piece is the roster's and runs.
  private func isRunning(_ chrome: any RosterChrome) -> Bool {
    guard let entry = entries[chrome.name] else { return false }
    return entry.chrome === chrome && entry.presence.isRunning
  }

  /// Restores what the piece's name remembers, once per piece, as soon as a memory is connected;
  /// under VoiceOver the piece is expanded again after the restore.
  ///
  /// - Returns: Whether it restored.
  @discardableResult
  private func recallIfNeeded(_ chrome: any RosterChrome) -> Bool {
    guard let memory, entries[chrome.name]?.hasRecalled == false else { return false }
    entries[chrome.name]?.hasRecalled = true
    guard let kept = memory.recall(chrome.name) else { return false }
    chrome.restore(kept, at: now())
    chrome.updateEnabling(accessibility, isPaused: isPaused, at: now())
    expandUnderVoiceOver(chrome)
    return true
  }

  /// VoiceOver keeps chrome expanded: a piece that starts, is restored or is made again while it
  /// runs shows fully at once.
  private func expandUnderVoiceOver(_ chrome: any RosterChrome) {
    guard accessibility.isVoiceOverRunning, chrome.takesCommands else { return }
    chrome.run(.expand(animated: false), at: now(), completion: nil)
  }

  private func remember(_ chrome: any RosterChrome) {
    if let memory, let kept = chrome.memory { memory.remember(kept, chrome.name) }
  }

  /// Stops a running piece: written down, out of the running list, its commands ended.
  private func stop(_ chrome: any RosterChrome) {
    running.removeAll { $0 === chrome }
    remember(chrome)
    chrome.stop()
  }
}

/// Runs one completion for a command given to several pieces of chrome (``CompletionGroup``).
private final class GroupCompletion {
  private var group: CompletionGroup
  private let completion: (Bool) -> Void

  init(count: Int, completion: @escaping (Bool) -> Void) {
    group = CompletionGroup(count: count)
    self.completion = completion
    if let result = group.result { completion(result) }
  }

  func end(finished: Bool) {
    if let result = group.end(finished: finished) { completion(result) }
  }
}
