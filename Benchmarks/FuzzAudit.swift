import ScrollChromeCore

/// What the fuzzer has seen: the violations, a ledger per collapse chrome of the commands whose
/// completion is still due, which chrome rests after a settle point, and the spec's model of the
/// pull header (``PullWatch``). Everything it judges comes from public outputs: the tracker, the
/// behaviours' properties and what they emit.
///
/// A ledger is a 64-bit set of command identifiers (modulo 64): issuing sets a bit that must be
/// clear, a completion clears one that must be set, so a completion reported twice, for a command
/// never issued, or never reported (checked when nothing animates any more) is a violation. At
/// most one bit may be set, and only while the chrome animates (invariant 7).
struct FuzzAudit {
  // MARK: Internal

  /// How many violations to print; the rest are only counted.
  static let printedViolations = 10

  /// The number of the step being checked.
  var step = 0
  /// The number of violations so far.
  private(set) var violations = 0
  /// The pull header as the pull rules predict it.
  var pull = PullWatch()
  /// One bit per collapse chrome: a settle point passed, while the chrome was enabled and no
  /// command of it was due, since its last scroll event, drag, command or option change
  /// (invariant 5 applies).
  var settled: UInt32 = 0
  /// One bit per collapse chrome: a command (or a restore, or a new range) set `c` since the
  /// chrome's last scroll event. Its target holds until the user scrolls: a settle point leaves it
  /// (invariant 5 does not apply).
  var commanded: UInt32 = 0
  /// One bit per collapse chrome: an expand, collapse or setFraction the rules took finished or
  /// still runs, and since then no scroll event, no interruption of it, no geometry change, switch,
  /// restore, new range or enabling. Until then its target holds: a settle point moves nothing.
  var held: UInt32 = 0
  /// Whether a programmatic scroll or scroll-to-top took the last drag over while its finger was
  /// down: that finger's `endDragging` is rejected as `phase:endDragging` until the next
  /// `beginDragging` (or a switch of scroll view).
  var isDragTakenOver = false

  /// Counts a violation and prints the first few.
  ///
  /// - Parameter message: What went wrong, starting with the number of the invariant.
  mutating func fail(_ message: StaticString) {
    violations += 1
    if violations <= Self.printedViolations {
      print("violation at step \(step): \(message)")
    }
  }

  /// Forgets everything about the previous world: nothing due, nothing settled, the pull at rest.
  mutating func startWorld() {
    forgetDue()
    settled = 0
    commanded = 0
    held = 0
    isDragTakenOver = false
    pull = PullWatch()
  }

  /// Records that chrome `index` issued command `id`: its completion is now due.
  ///
  /// - Parameters:
  ///   - id: The command's identifier, as the command returned it.
  ///   - index: The chrome's number.
  @inline(__always)
  mutating func issue(_ id: CommandID, of index: Int) {
    let bit = UInt64(1) << UInt64(id.rawValue % 64)
    if ledgers[index] & bit != 0 { fail("7: a command identifier is reused while due") }
    ledgers[index] |= bit
  }

  /// Whether a command of chrome `index` is still due.
  @inline(__always)
  func isDue(_ index: Int) -> Bool { ledgers[index] != 0 }

  /// The ledger of chrome `index`, for the state checks.
  @inline(__always)
  func ledger(_ index: Int) -> UInt64 { ledgers[index] }

  /// Marks chrome `index` as moved by something other than settling: invariant 5 waits for the
  /// next settle point.
  @inline(__always)
  mutating func unsettle(_ index: Int) { settled &= ~(UInt32(1) << UInt32(index)) }

  /// Marks chrome `index` as set by a command: its target holds until its next scroll event, and
  /// invariant 5 waits for the settle point after that.
  @inline(__always)
  mutating func command(_ index: Int) {
    unsettle(index)
    commanded |= UInt32(1) << UInt32(index)
    held &= ~(UInt32(1) << UInt32(index))
  }

  /// Follows the drag for the phase rule of `endDragging` and the pull's triggers: called for
  /// every event the tracker accepted, with its activity before the event.
  @inline(__always)
  mutating func follow(_ event: ScrollEvent, from activity: ScrollActivity) {
    switch event {
    case .beginDragging:
      (isDragTakenOver, pull.isDragUnbroken) = (false, true)
    case .beginProgrammatic, .scrollToTop:
      if activity == .tracking { (isDragTakenOver, pull.isDragUnbroken) = (true, false) }
    case .switchScrollView:
      (isDragTakenOver, pull.isDragUnbroken) = (false, false)
    case .endDragging:
      pull.isDragUnbroken = false
    default:
      break
    }
  }

  /// Checks that no completion is due any more (call when nothing animates).
  mutating func checkNothingDue() {
    for index in ledgers.indices where ledgers[index] != 0 {
      fail("7: a command never reported its completion")
      ledgers[index] = 0
    }
  }

  /// Forgets every due completion: for a world whose clock cannot advance any more.
  mutating func forgetDue() {
    for index in ledgers.indices { ledgers[index] = 0 }
  }

  /// The completions one call reported (a call completes at most two commands: the one it
  /// interrupts and its own). Record them with ``record(_:of:)`` after any ``issue(_:of:)``.
  struct Completions {
    /// The identifiers of the first two completions.
    private(set) var first: UInt32 = 0, second: UInt32 = 0
    /// Whether each of them finished.
    private(set) var firstFinished = false, secondFinished = false
    /// How many completions the call reported.
    private(set) var count = 0

    /// Notes one event a behaviour emitted; only completions count.
    @inline(__always)
    mutating func note(_ event: CollapseEvent) {
      guard case .completed(let id, _, let finished) = event else { return }
      if count == 0 {
        (first, firstFinished) = (id.rawValue, finished)
      } else {
        (second, secondFinished) = (id.rawValue, finished)
      }
      count += 1
    }

    /// Whether command `id` finished, or `nil` if the call did not complete it.
    @inline(__always)
    func finished(_ id: CommandID) -> Bool? {
      if count > 0 && first == id.rawValue { return firstFinished }
      if count > 1 && second == id.rawValue { return secondFinished }
      return nil
    }
  }

  /// Records the completions one call of chrome `index` reported against its ledger.
  @inline(__always)
  mutating func record(_ completions: Completions, of index: Int) {
    if completions.count > 2 { fail("7: one call reported more than two completions") }
    if completions.count > 0 { complete(completions.first, of: index) }
    if completions.count > 1 { complete(completions.second, of: index) }
    if completions.count > 0 { release(completions, of: index) }
  }

  /// An interrupted command reached no target: chrome `index` is no longer known to hold one.
  @inline(never)
  private mutating func release(_ completions: Completions, of index: Int) {
    if !completions.firstFinished || (completions.count > 1 && !completions.secondFinished) {
      held &= ~(UInt32(1) << UInt32(index))
    }
  }

  // MARK: Private

  /// Per collapse chrome, the set of its due command identifiers (modulo 64).
  private var ledgers = [UInt64](repeating: 0, count: FuzzWorld.chromeCount)

  /// Clears the bit of completion `id` of chrome `index`, which must be set.
  @inline(__always)
  private mutating func complete(_ id: UInt32, of index: Int) {
    let bit = UInt64(1) << UInt64(id % 64)
    if ledgers[index] & bit == 0 {
      fail("7: a completion reported twice, or for a command never issued")
    }
    ledgers[index] &= ~bit
  }
}
