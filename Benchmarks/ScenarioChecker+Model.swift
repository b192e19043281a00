import ScrollChromeTrace

extension ScenarioChecker {
  // MARK: Model

  /// What the checker knows of one collapse behaviour while the scenario runs.
  struct ChromeState {
    /// Whether it follows scrolling.
    var isEnabled: Bool
    /// Whether a settle point passed (enabled, no command possibly running) since its last scroll
    /// event, drag, command or option change.
    var isSettled = false
    /// Whether a command may still run (from a command step until a line shows it not animating).
    var mayRunCommand = false
    /// `c` on the previous line (`nil` before the first).
    var collapsed: Double?
    /// Whether a command set `c` since the last scroll event: its target holds until the user
    /// scrolls, so a settle point leaves it (invariant 5 does not apply).
    var isCommanded = false
    /// Whether a command the rules took set `c` and since then nothing but ends happened: no
    /// offset change, geometry change, enabling or interruption. An end then moves nothing.
    var isHeld = false
  }

  /// What one line's events showed so far.
  struct LineState {
    /// Whether the simulator's `endDragging` left the phase open between idle and decelerating,
    /// with no end after it: a settle point if the line ends idle.
    var pendingDragSettle = false
    /// Whether the last delegate event was `endDragging` (its pull triggers follow it).
    var afterEndDragging = false
    /// Whether an `endDragging` happened on the line.
    var sawEndDragging = false
    /// The triggers since the last `endDragging`.
    var triggers = 0
    /// The completions of each command kind reported unfinished.
    var interrupted = [0, 0, 0]
    /// Whether the step's own event (or its rejection) was seen.
    var sawStepEvent = false
    /// Whether a drag began on the line (a `fling`: the lift's state is the pull's there).
    var beganDragging = false
    /// Whether the last delegate event took a drag over (the pull returns to `normal` after it).
    var afterTakeover = false
    /// Whether a programmatic scroll took a drag over on the line.
    var sawTakeover = false
    /// The states the pull behaviours triggered since the last `endDragging`.
    var triggerNames: [String] = []
    /// The states the pull rules say they trigger, if ``knowsTriggers``.
    var expectedTriggers: [String] = []
    /// Whether the last `endDragging` ended an unbroken drag, whose triggers are known.
    var knowsTriggers = true
  }

  // MARK: Settling

  /// A settle point: every enabled collapse behaviour settles, unless a command may still run or
  /// set `c` since the last scroll event (its target holds until the user scrolls).
  mutating func settlePoint() {
    for index in chrome.indices
    where chrome[index].isEnabled && !chrome[index].mayRunCommand && !chrome[index].isCommanded {
      chrome[index].isSettled = true
    }
  }

  /// A scroll event: the targets of earlier commands no longer hold — except in disabled chrome,
  /// which is frozen and does not see it (it is no longer known to hold either).
  mutating func forgetCommands() {
    for index in chrome.indices {
      if chrome[index].isEnabled { chrome[index].isCommanded = false }
      chrome[index].isHeld = false
    }
  }

  /// Invariant 5: a command's target holds until the user scrolls. On a line with only ends
  /// (`endDragging`, `endDecelerating`, `endProgrammatic`, `beginProgrammatic`, rejections, the
  /// pulls' events) and no offset change, chrome that holds a command's target and did not animate
  /// on the previous line keeps its `c` and does not start animating.
  ///
  /// - Parameters:
  ///   - frame: The line.
  ///   - collapsed: Each behaviour's `c` on the previous line.
  mutating func checkHold(_ frame: TraceFrame, collapsed: [Double?]) {
    for index in chrome.indices
    where chrome[index].isHeld && chrome[index].isEnabled && !previouslyAnimating[index] {
      if animatingNow[index] || chrome[index].collapsed != collapsed[index] {
        fail("5: an end moved value \(index), which a command set, with no scroll since")
      }
    }
  }

  /// Whether a line's events are ends only (see ``checkHold(_:collapsed:)``), at least one.
  static func hasOnlyEnds(_ events: [String]) -> Bool {
    var sawEnd = false
    for event in events {
      switch event {
      case "endDragging", "endDecelerating", "endProgrammatic", "beginProgrammatic": sawEnd = true
      case "beginDragging", "scrollToTop", "geometry": return false
      default: if event.hasPrefix("completed:") { return false }
      }
    }
    return sawEnd
  }

  /// Something other than settling moved the chrome: invariant 5 waits for the next settle point.
  mutating func unsettleAll() {
    for index in chrome.indices { chrome[index].isSettled = false }
  }

  /// The ledger index of a command's completions, or `nil` for enable and disable.
  static func kind(of name: Step.Command.Name) -> Int? {
    switch name {
    case .expand, .show: 0
    case .collapse, .hide: 1
    case .setFraction: 2
    case .enable, .disable: nil
    }
  }
}
