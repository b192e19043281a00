extension ChromeRuntime {
  // MARK: Package

  /// Runs a command on one piece.
  ///
  /// - Parameters:
  ///   - command: The command.
  ///   - piece: The piece.
  ///   - completion: Runs once the command ends, with whether it finished; `false` at once when
  ///     the piece does not run (or the runtime has stopped). A pull header ends every command
  ///     unfinished.
  package func run(
    _ command: ChromeCommand, on piece: RuntimePiece, completion: ((Bool) -> Void)? = nil
  ) {
    guard !isStopped else {
      completion?(false)
      return
    }
    perform(
      { [self] in
        guard isRunning(piece), piece.takesCommands else {
          if let completion { afterward { completion(false) } }
          return
        }
        piece.run(command, at: now(), completion: completion)
      }, ifDropped: completion.map { completion in { completion(false) } })
  }

  /// Runs a command on the running piece of that name (``run(_:on:completion:)``).
  package func run(
    _ command: ChromeCommand, onPieceNamed name: String, completion: ((Bool) -> Void)? = nil
  ) {
    guard let entry = entries.first(where: { $0.piece.name == name }) else {
      completion?(false)
      return
    }
    run(command, on: entry.piece, completion: completion)
  }

  /// Runs a command on every running piece that takes commands.
  ///
  /// - Parameters:
  ///   - command: The command.
  ///   - completion: Runs once, when every piece's command has ended, with `true` if all
  ///     finished (at once, `true`, when none runs).
  package func runAll(_ command: ChromeCommand, completion: ((Bool) -> Void)? = nil) {
    guard !isStopped else {
      completion?(false)
      return
    }
    perform(
      { [self] in
        let targets = running.filter { $0.takesCommands }
        let group = completion.map { GroupCompletion(count: targets.count, completion: $0) }
        let time = now()
        for piece in targets { piece.run(command, at: time, completion: group?.end) }
        if let group, group.isDue { afterward { group.finish() } }
      }, ifDropped: completion.map { completion in { completion(false) } })
  }

  /// Lets scrolling move a piece, or not; pausing and VoiceOver hold it still on top of this.
  /// Disabled chrome stays where it is, and a running command ends with `false`.
  ///
  /// - Parameters:
  ///   - enabled: Whether the app wants scrolling to move the piece.
  ///   - piece: The piece.
  package func setEnabled(_ enabled: Bool, for piece: RuntimePiece) {
    perform { [self] in
      piece.requestedEnabled = enabled
      piece.updateEnabling(accessibility, isPaused: isPaused, at: now())
    }
  }

  /// Lets scrolling move the piece of that name, or not (``setEnabled(_:for:)``); a piece not
  /// added yet is not affected.
  package func setEnabled(_ enabled: Bool, forPieceNamed name: String) {
    guard let entry = entries.first(where: { $0.piece.name == name }) else { return }
    setEnabled(enabled, for: entry.piece)
  }

  /// Restores what a piece's ``RuntimePiece/memory`` returned, at once and within the engine's
  /// rules, with its enabling; under VoiceOver it stays expanded.
  ///
  /// - Parameters:
  ///   - memory: The memory.
  ///   - piece: The piece.
  package func restore(_ memory: CollapseMemory, on piece: RuntimePiece) {
    perform { [self] in
      piece.restore(memory, at: now())
      piece.updateEnabling(accessibility, isPaused: isPaused, at: now())
      if isRunning(piece) { expandUnderVoiceOver(piece) }
    }
  }

  /// Pauses the chrome, or lets it follow scrolling again: while paused, scrolling moves no
  /// chrome and pull headers read no pulls (a pull under way never triggers). Commands still
  /// work; a running command ends when pausing.
  ///
  /// - Parameter paused: Whether to pause.
  package func setPaused(_ paused: Bool) {
    perform { [self] in
      guard paused != isPaused else { return }
      isPaused = paused
      updateEnabling()
    }
  }

  /// New accessibility settings: Reduce Motion for every piece; VoiceOver starting expands every
  /// running piece, and while it runs collapsing chrome does not follow scrolling.
  ///
  /// - Parameter settings: The settings.
  package func setAccessibility(_ settings: ChromeAccessibility) {
    perform { [self] in
      guard settings != accessibility else { return }
      let previous = accessibility
      accessibility = settings
      for entry in entries { entry.piece.configure(reduceMotion: settings.isReduceMotionEnabled) }
      updateEnabling()
      if settings.expandsChrome(comingFrom: previous) {
        let time = now()
        for piece in running where piece.takesCommands {
          piece.run(.expand(animated: true), at: time, completion: nil)
        }
      }
    }
  }

  /// Runs `action` once no finger is down on the scroll view: at once if none is (or the runtime
  /// has stopped), else when the finger lifts (``RefreshGate``: an action that reloads rows must
  /// not move them under the finger).
  ///
  /// - Parameter action: The action.
  package func whenFingerLifts(_ action: @escaping () -> Void) {
    guard !isStopped else {
      action()
      return
    }
    perform(
      { [self] in
        if isFingerDown { afterLift.append(action) } else { afterward(action) }
      }, ifDropped: action)
  }

  // MARK: Internal

  /// Gives every piece the enabling the rules allow.
  func updateEnabling() {
    let time = now()
    for entry in entries { entry.piece.updateEnabling(accessibility, isPaused: isPaused, at: time) }
  }

  /// Runs `work` after the input being processed, as an output: a completion due at once.
  func afterward(_ work: @escaping () -> Void) { dueNow.append(work) }

  /// Once the finger is up, the actions that waited for it are due.
  func noteLift() {
    guard !afterLift.isEmpty, !isFingerDown else { return }
    dueNow += afterLift
    afterLift = []
  }
}

/// Runs one completion for a command given to several pieces of chrome (``CompletionGroup``).
final class GroupCompletion {
  private var group: CompletionGroup
  private let completion: (Bool) -> Void

  init(count: Int, completion: @escaping (Bool) -> Void) {
    group = CompletionGroup(count: count)
    self.completion = completion
  }

  /// Whether the group is due already: it waits for no command.
  var isDue: Bool { group.result != nil && !hasRun }

  /// Runs the completion of a group that waits for no command.
  func finish() {
    guard let result = group.result, !hasRun else { return }
    hasRun = true
    completion(result)
  }

  func end(finished: Bool) {
    if let result = group.end(finished: finished) {
      hasRun = true
      completion(result)
    }
  }

  private var hasRun = false
}
