extension CollapseBehavior {
  // MARK: Package

  /// Asserts the invariants that one state can show; invariant 2 (no jumps) is asserted where `δ`
  /// is applied. Called after every event, frame and command when the package is built with
  /// `SCROLLCHROME_INTERNAL_CHECKS`; a failure is a bug in ScrollChrome, never in the input.
  package func _checkInvariants() {
    let range = configuration.range
    precondition(collapsed.isFinite && stretch.isFinite && anchor.isFinite, "1: not finite")
    precondition(collapsed >= 0 && collapsed <= range, "1: c outside 0…R")
    precondition(overlap >= 0 && overlap <= 1, "overlap outside 0…1")
    precondition(anchor >= 0, "anchor below 0")
    precondition(isAnimating || pendingCommand == nil, "7: a command waits without animation")
    let pending: UInt32 = pendingCommand == nil ? 0 : 1
    precondition(commandCount == completionCount + pending, "7: a completion went missing")
    // Disabled chrome is frozen on request, wherever it is.
    guard isEnabled else { return }
    // The top is the bottom in reversed direction.
    if configuration.mode == .collapsesWithContent && offsetFromStart <= 0 {
      precondition(collapsed == 0, "6: collapsed at the start in collapsesWithContent mode")
    }
    if !canCollapse && !isAnimating {
      precondition(collapsed == 0, "4: collapsed although the content fits")
    }
    if settledSinceScroll && !isAnimating {
      precondition(isRestingPoint(collapsed), "5: partial after settling")
    }
  }

  // MARK: Internal

  /// The tolerance of the debug checks: `1e-9·max(1, |y|, |T|, R)`, and in reversed direction,
  /// where offsets are measured from `maxY`, `|maxY|` too — so rounding at any magnitude the
  /// engine accepts never trips them.
  var checkTolerance: Double {
    let bottom = configuration.direction == .reversed ? abs(metrics.maxY) : 0
    return 1e-9
      * max(1, abs(metrics.offset), abs(metrics.insetTop), bottom, configuration.range)
  }
}
