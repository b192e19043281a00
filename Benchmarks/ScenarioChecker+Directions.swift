import ScrollChromeCore
import ScrollChromeTrace

extension ScenarioChecker {
  // MARK: Internal

  /// The offset from the end where the chrome expands, as the rules mirror it: `u = y − minY`, or
  /// `u' = maxY − y` in reversed direction.
  func offsetFromStart(_ facts: ChromeFacts, at y: Double) -> Double {
    facts.direction == .normal ? y - metrics.minY : metrics.maxY - y
  }

  /// ``offsetFromStart(_:at:)`` of `y` clamped to the scrollable range: how far the chrome can
  /// collapse in `collapsesWithContent` mode.
  func clampedOffsetFromStart(_ facts: ChromeFacts, at y: Double) -> Double {
    offsetFromStart(facts, at: metrics.clamped(y))
  }

  /// Scroll-edge appearance: `overlap = clamp(u/d, 0, 1)` at the top edge,
  /// `clamp((maxY − y)/d, 0, 1)` at the bottom, whatever the direction; the printed offset is
  /// rounded to 4 decimals, so the tolerance grows as `d` shrinks.
  mutating func checkOverlap(_ index: Int, _ facts: ChromeFacts, tolerance: Double) {
    guard case .number(let overlap)? = values[index]["overlap"] else {
      return fail("value \(index).overlap is not a finite number")
    }
    let y = metrics.offset
    let run = facts.edge == .top ? y - metrics.minY : metrics.maxY - y
    let expected = min(max(run / facts.overlapDistance, 0), 1)
    if !(overlap >= 0 && overlap <= 1)
      || abs(overlap - expected) > 1e-4 + tolerance / facts.overlapDistance
    {
      fail("value \(index): overlap \(overlap), the \(facts.edge.rawValue) edge says \(expected)")
    }
  }

  /// The top rule and revealing at the end, after a `scroll` step to `y` the engine took: enabled
  /// chrome that reached its start (`u ≤ 0`, or `u' ≤ 0` in reversed direction) — or, revealing
  /// at the end in `followsScroll` mode, its end (`y ≥ maxY`, or `y ≤ minY` reversed) — is
  /// expanded or animating there.
  mutating func checkReachedEnds(scrolledTo y: Double) {
    guard values.count == facts.count else { return }
    for index in facts.indices where chrome[index].isEnabled {
      guard case .chrome(let facts) = facts[index] else { continue }
      let atEnd = facts.direction == .normal ? y >= metrics.maxY : y <= metrics.minY
      let reveals = facts.revealsAtEnd && facts.mode == .followsScroll && atEnd
      guard offsetFromStart(facts, at: y) <= 0 || reveals,
        case .number(let c)? = values[index]["collapsed"], c != 0, !animatingNow[index]
      else { continue }
      fail(
        "value \(index): reaching the \(reveals ? "end" : "start") left c = \(c), not expanding")
    }
  }
}
