import ScrollChromeCore

/// What the fuzzer has seen: the violations, and a ledger per collapse chrome of the commands
/// whose completion is still due.
///
/// A ledger is a 64-bit set of command identifiers (modulo 64): issuing sets a bit that must be
/// clear, a completion clears one that must be set, so a completion reported twice, for a command
/// never issued, or never reported (checked when nothing animates any more) is a violation.
struct FuzzAudit {
  // MARK: Internal

  /// How many violations to print; the rest are only counted.
  static let printedViolations = 10

  /// The number of the step being checked.
  var step = 0
  /// The number of violations so far.
  private(set) var violations = 0
  /// The pull triggers reported since the last accepted `beginDragging`.
  var triggersThisDrag = 0

  /// Counts a violation and prints the first few.
  ///
  /// - Parameter message: What went wrong.
  mutating func fail(_ message: StaticString) {
    violations += 1
    if violations <= Self.printedViolations {
      print("violation at step \(step): \(message)")
    }
  }

  /// Records that chrome `index` issued command `id`: its completion is now due.
  ///
  /// - Parameters:
  ///   - id: The command's identifier, as the command returned it.
  ///   - index: The chrome's number.
  @inline(__always)
  mutating func issue(_ id: CommandID, of index: Int) {
    let bit = UInt64(1) << UInt64(id.rawValue % 64)
    if ledgers[index] & bit != 0 { fail("a command identifier is reused while due") }
    ledgers[index] |= bit
  }

  /// Checks that no completion is due any more (call when nothing animates).
  mutating func checkNothingDue() {
    for index in ledgers.indices where ledgers[index] != 0 {
      fail("a command never reported its completion")
      ledgers[index] = 0
    }
  }

  /// Forgets every due completion: for a world whose clock cannot advance any more.
  mutating func forgetDue() {
    for index in ledgers.indices { ledgers[index] = 0 }
  }

  // MARK: Private

  /// The completions one call reported (a call completes at most two commands: the one it
  /// interrupts and its own). Settle them with ``settle(_:of:)`` after any ``issue(_:of:)``.
  struct Completions {
    var first: UInt32 = 0
    var second: UInt32 = 0
    var count = 0

    @inline(__always)
    mutating func note(_ event: CollapseEvent) {
      guard case .completed(let id, _, _) = event else { return }
      if count == 0 { first = id.rawValue } else { second = id.rawValue }
      count += 1
    }
  }

  private var ledgers = [UInt64](repeating: 0, count: FuzzWorld.chromeCount)

  /// Settles the completions one call of chrome `index` reported against its ledger.
  @inline(__always)
  mutating func settle(_ completions: Completions, of index: Int) {
    if completions.count > 2 { fail("one call reported more than two completions") }
    if completions.count > 0 { complete(completions.first, of: index) }
    if completions.count > 1 { complete(completions.second, of: index) }
  }

  @inline(__always)
  private mutating func complete(_ id: UInt32, of index: Int) {
    let bit = UInt64(1) << UInt64(id % 64)
    if ledgers[index] & bit == 0 {
      fail("a completion reported twice, or for a command never issued")
    }
    ledgers[index] &= ~bit
  }
}

extension FuzzWorld {
  /// Checks every output a host reads against the invariants.
  ///
  /// - Parameter audit: Where violations go.
  @inline(__always)
  func checkInvariants(_ audit: inout FuzzAudit) {
    for index in 0..<Self.chromeCount {
      let behavior = behavior(index)
      let collapsed = behavior.collapsed
      if !collapsed.isFinite || !behavior.stretch.isFinite {
        audit.fail("collapsed or stretch is not finite")
      }
      if !(collapsed >= 0 && collapsed <= behavior.range) { audit.fail("collapsed outside 0…R") }
      if !(behavior.fraction >= 0 && behavior.fraction <= 1) { audit.fail("fraction outside 0…1") }
      if !(behavior.stretch >= 0) { audit.fail("stretch below 0") }
    }
    if !(bar.visibleHeight.isFinite && bar.shyFraction.isFinite && bar.itemAlpha.isFinite) {
      audit.fail("shy bar outputs are not finite")
    }
    for follower in followers where !follower.constant.isFinite {
      audit.fail("a follower's constant is not finite")
    }
    if !header.header.isFinite || !header.title.isFinite {
      audit.fail("header or title attributes are not finite")
    }
    let pull = pullSwitch.behavior
    if !(pull.pull.isFinite && pull.pull >= 0) { audit.fail("pull is not finite and ≥ 0") }
    if !(pull.progress >= 0 && pull.progress <= 1) { audit.fail("pull progress outside 0…1") }
    if !pullSwitch.arrowRotation.isFinite { audit.fail("arrow rotation is not finite") }
    if !(tracker.delta.isFinite && tracker.travel.isFinite && tracker.travel >= 0) {
      audit.fail("tracker delta or travel is not finite and ≥ 0")
    }
  }
}

extension Attributes {
  /// Whether all six attributes are finite.
  fileprivate var isFinite: Bool {
    alpha.isFinite && translateX.isFinite && translateY.isFinite && scaleX.isFinite
      && scaleY.isFinite && height.isFinite
  }
}
