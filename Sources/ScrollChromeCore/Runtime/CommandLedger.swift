/// The completions a piece's commands owe: each runs exactly once, with `finished` as the engine
/// reported it, in the order it reported the commands' ends.
///
/// A command the engine ends at once (a refused collapse, a jump without animation) reports its
/// end before the command returns its identifier; the report waits here until the completion is
/// registered, so it is never lost.
struct CommandLedger {
  // MARK: Internal

  /// Completions whose commands have ended, in order, not yet run.
  private(set) var due: [(completion: (Bool) -> Void, finished: Bool)] = []

  /// Whether no report or completion waits: the cheap test before any work.
  private(set) var isEmpty = true

  /// The engine reported that command `id` ended.
  ///
  /// - Note: Cost per event: an append to a kept buffer.
  mutating func noteEnd(of id: CommandID, finished: Bool) {
    reports.append((id, finished))
    isEmpty = false
  }

  /// Keeps `completion` until command `id` ends; pairs the reports that arrived meanwhile.
  mutating func register(_ completion: ((Bool) -> Void)?, for id: CommandID) {
    if let completion { pending.append((id, completion)) }
    settle()
    isEmpty = reports.isEmpty && due.isEmpty
  }

  /// Pairs the reported ends with their completions, in the order of the reports; reports of
  /// commands without a completion are dropped.
  mutating func settle() {
    guard !reports.isEmpty else { return }
    for report in reports {
      guard let index = pending.firstIndex(where: { $0.id == report.id }) else { continue }
      due.append((pending.remove(at: index).completion, report.finished))
    }
    reports.removeAll(keepingCapacity: true)
  }

  /// Every command still waiting ends, `finished == false`: the chrome goes away.
  mutating func cancelAll() {
    settle()
    due += pending.map { ($0.completion, false) }
    pending.removeAll()
    isEmpty = due.isEmpty
  }

  /// The next completion due, removed.
  mutating func popDue() -> (completion: (Bool) -> Void, finished: Bool)? {
    guard !due.isEmpty else {
      isEmpty = reports.isEmpty
      return nil
    }
    return due.removeFirst()
  }

  // MARK: Private

  /// Completions of commands that have not ended, by command.
  private var pending: [(id: CommandID, completion: (Bool) -> Void)] = []
  /// Command ends reported and not yet paired.
  private var reports: [(id: CommandID, finished: Bool)] = []
}
