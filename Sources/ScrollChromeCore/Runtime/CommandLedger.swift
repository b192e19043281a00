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

  /// Whether some report or completion waits: the cheap test before any work.
  var isEmpty: Bool { reports.isEmpty && due.isEmpty }

  /// The engine reported that command `id` ended.
  ///
  /// - Note: Cost per event: an append to a kept buffer.
  mutating func noteEnd(of id: CommandID, finished: Bool) {
    reports.append((id, finished))
  }

  /// Keeps `completion` until command `id` ends; pairs the reports that arrived meanwhile.
  mutating func register(_ completion: ((Bool) -> Void)?, for id: CommandID) {
    if let completion { pending.append((id, completion)) }
    settle()
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
  }

  /// The next completion due, removed.
  mutating func popDue() -> (completion: (Bool) -> Void, finished: Bool)? {
    due.isEmpty ? nil : due.removeFirst()
  }

  // MARK: Private

  /// Completions of commands that have not ended, by command.
  private var pending: [(id: CommandID, completion: (Bool) -> Void)] = []
  /// Command ends reported and not yet paired.
  private var reports: [(id: CommandID, finished: Bool)] = []
}

/// The command ends one call of the engine reported, kept on the stack: the call's report closure
/// writes here rather than into the piece, which it is changing.
struct CommandReports {
  // MARK: Internal

  /// Whether no command ended.
  var isEmpty: Bool { first == nil }

  /// Keeps a report if it is a command's end.
  ///
  /// - Note: Cost per event: a comparison; an append only when a command ends.
  @inline(__always)
  mutating func note(_ report: CollapseEvent) {
    guard case .completed(let id, _, let finished) = report else { return }
    if first == nil { first = (id, finished) } else { rest = (rest ?? []) + [(id, finished)] }
  }

  /// Hands each end to the ledger, in order.
  ///
  /// - Parameter ledger: The piece's ledger.
  func record(in ledger: inout CommandLedger) {
    if let first { ledger.noteEnd(of: first.id, finished: first.finished) }
    for end in rest ?? [] { ledger.noteEnd(of: end.id, finished: end.finished) }
  }

  // MARK: Private

  private var first: (id: CommandID, finished: Bool)?
  /// The ends after the first; `nil` (no array at all) in the common case.
  private var rest: [(id: CommandID, finished: Bool)]?
}
