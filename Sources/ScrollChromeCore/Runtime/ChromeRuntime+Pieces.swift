extension ChromeRuntime {
  // MARK: Package

  /// Adds collapsing chrome made from a preset, on the runtime's tracker. An invalid preset runs as
  /// its nearest valid one and is reported once (``onInvalidPreset``).
  ///
  /// A piece added `running` starts at once: it gets the runtime's settings, is expanded if
  /// VoiceOver runs, and its outputs are delivered. Otherwise it starts when one of its views
  /// appears (``appeared(_:)``). A piece of the same name that was added before is stopped and
  /// replaced.
  ///
  /// - Parameters:
  ///   - preset: The chrome's configuration.
  ///   - name: Its name on the scroll view: the key of its memory; unique per runtime.
  ///   - running: Whether it runs at once (UIKit) or once one of its views appears (SwiftUI).
  ///   - apply: Applies its outputs (``CollapsingPiece/onChange``); called once it starts, and
  ///     after every change.
  /// - Returns: The piece.
  package func add<Preset: CollapsingPreset>(
    _ preset: Preset, named name: String, running: Bool,
    apply: @escaping (CollapsingPiece<Preset.Chrome>) -> Void = { _ in }
  ) -> CollapsingPiece<Preset.Chrome> {
    let piece = CollapsingPiece(makeChrome(preset), name: name)
    piece.onChange = apply
    perform { [self] in insert(piece, running: running) }
    return piece
  }

  /// Adds a pull-to-trigger header made from a preset; as ``add(_:named:running:apply:)``.
  ///
  /// - Parameters:
  ///   - preset: The header's configuration.
  ///   - name: Its name on the scroll view.
  ///   - running: Whether it runs at once or once one of its views appears.
  ///   - apply: Applies its outputs (``PullPiece/onChange``).
  ///   - onTrigger: Runs the action of the state that fired (``PullPiece/onTrigger``).
  ///   - onFeedback: Plays the haptic the engine reported (``PullPiece/onFeedback``).
  /// - Returns: The piece.
  package func addPull<Preset: PullingPreset>(
    _ preset: Preset, named name: String, running: Bool,
    apply: @escaping (PullPiece<Preset.Chrome>) -> Void = { _ in },
    onTrigger: @escaping (PullState) -> Void = { _ in },
    onFeedback: @escaping (PullFeedback) -> Void = { _ in }
  ) -> PullPiece<Preset.Chrome> {
    let piece = PullPiece(makeChrome(preset), name: name)
    piece.onChange = apply
    piece.onTrigger = onTrigger
    piece.onFeedback = onFeedback
    perform { [self] in insert(piece, running: running) }
    return piece
  }

  /// Removes a piece: it no longer follows scrolling, it is written to the memory, and the
  /// completions of its commands still running are called with `false`. A piece the runtime does
  /// not hold is ignored.
  ///
  /// - Parameter piece: The piece.
  package func remove(_ piece: RuntimePiece) {
    perform { [self] in
      guard let index = index(of: piece) else { return }
      let entry = entries.remove(at: index)
      if entry.presence.isRunning { halt(entry.piece) }
    }
  }

  /// One of a piece's views appeared; the first one starts it.
  ///
  /// - Parameter piece: The piece, as added.
  package func appeared(_ piece: RuntimePiece) {
    perform { [self] in
      guard let index = index(of: piece), entries[index].presence.appear() else { return }
      start(piece)
    }
  }

  /// One of a piece's views disappeared; with the last one it stops: it is written to the
  /// memory, takes no events, and its commands end unfinished. Restarted, it goes on from its
  /// own values.
  ///
  /// - Parameter piece: The piece, as added.
  package func disappeared(_ piece: RuntimePiece) {
    perform { [self] in
      guard let index = index(of: piece), entries[index].presence.disappear() else { return }
      halt(piece)
    }
  }

  /// Runs a new preset's chrome in a collapsing piece, from where the old chrome is
  /// (``CollapsingChrome/handover(to:)``): it gets the runtime's settings, then the old chrome's
  /// commands end, `finished == false`. An invalid preset is reported once.
  ///
  /// - Parameters:
  ///   - piece: The piece, as added.
  ///   - preset: The new preset.
  package func replace<Preset: CollapsingPreset>(
    _ piece: CollapsingPiece<Preset.Chrome>, with preset: Preset
  ) {
    let chrome = makeChrome(preset)
    perform { [self] in
      piece.swap(to: chrome, at: now())
      configure(piece)
      if isRunning(piece) { expandUnderVoiceOver(piece) }
    }
  }

  /// Runs a new preset's header in a pull piece; it gets the runtime's settings.
  ///
  /// - Parameters:
  ///   - piece: The piece, as added.
  ///   - preset: The new preset.
  package func replace<Preset: PullingPreset>(
    _ piece: PullPiece<Preset.Chrome>, with preset: Preset
  ) {
    let chrome = makeChrome(preset)
    perform { [self] in
      piece.swap(to: chrome)
      configure(piece)
    }
  }

  /// Connects the memory the pieces remember by name: each running piece that has not recalled
  /// yet gets back what its name remembers.
  ///
  /// - Parameter memory: The memory, or `nil` to remember nothing.
  package func connect(_ memory: Memory?) {
    perform { [self] in
      self.memory = memory
      for piece in running { recallIfNeeded(piece) }
    }
  }

  /// Writes every running piece to the memory: the scroll view disappears.
  package func rememberRunning() {
    perform { [self] in
      for piece in running { remember(piece) }
    }
  }

  /// Whether the piece is held and runs.
  ///
  /// - Parameter piece: The piece.
  package func isRunning(_ piece: RuntimePiece) -> Bool {
    running.contains { $0 === piece }
  }

  // MARK: Internal

  /// The index of the entry that holds `piece`.
  func index(of piece: RuntimePiece) -> Int? {
    entries.firstIndex { $0.piece === piece }
  }

  /// Gives a piece the runtime's Reduce Motion and enabling.
  func configure(_ piece: RuntimePiece) {
    piece.configure(reduceMotion: accessibility.isReduceMotionEnabled)
    piece.updateEnabling(accessibility, isPaused: isPaused, at: now())
  }

  /// VoiceOver keeps chrome expanded: a piece that starts, is restored or is made again while it
  /// runs shows fully at once.
  func expandUnderVoiceOver(_ piece: RuntimePiece) {
    guard accessibility.isVoiceOverRunning, piece.takesCommands else { return }
    piece.run(.expand(animated: false), at: now(), completion: nil)
  }

  func remember(_ piece: RuntimePiece) {
    if let memory, let kept = piece.memory { memory.remember(kept, piece.name) }
  }

  // MARK: Private

  /// The running chrome of a preset on the tracker: the nearest valid one, reported if it was not
  /// valid.
  private func makeChrome<Preset: ChromePreset>(_ preset: Preset) -> Preset.Chrome {
    let (valid, issue) = preset.resolved()
    if let issue { perform { [self] in onInvalidPreset(issue) } }
    return valid.makeChrome(tracker: tracker)
  }

  /// Holds a new piece, in place of one of the same name.
  private func insert(_ piece: RuntimePiece, running: Bool) {
    if let index = entries.firstIndex(where: { $0.piece.name == piece.name }) {
      let old = entries.remove(at: index)
      if old.presence.isRunning { halt(old.piece) }
    }
    entries.append(Entry(piece: piece))
    if running, let index = index(of: piece), entries[index].presence.appear() { start(piece) }
  }

  /// Starts a piece: the runtime's settings, its memory the first time, VoiceOver's expansion.
  private func start(_ piece: RuntimePiece) {
    running.append(piece)
    configure(piece)
    if !recallIfNeeded(piece) { expandUnderVoiceOver(piece) }
  }

  /// Stops a running piece: written down, out of the running list, its commands ended.
  private func halt(_ piece: RuntimePiece) {
    running.removeAll { $0 === piece }
    remember(piece)
    piece.stop()
    retired.append(piece)
  }

  /// Restores what the piece's name remembers, once per piece, as soon as a memory is connected;
  /// under VoiceOver the piece is expanded again after the restore.
  ///
  /// - Returns: Whether it restored.
  @discardableResult
  private func recallIfNeeded(_ piece: RuntimePiece) -> Bool {
    guard let memory, let index = index(of: piece), !entries[index].hasRecalled else {
      return false
    }
    entries[index].hasRecalled = true
    guard let kept = memory.recall(piece.name) else { return false }
    piece.restore(kept, at: now())
    piece.updateEnabling(accessibility, isPaused: isPaused, at: now())
    expandUnderVoiceOver(piece)
    return true
  }
}
