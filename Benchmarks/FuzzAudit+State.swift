import ScrollChromeCore

extension FuzzWorld {
  // MARK: Internal

  /// Checks every output a host reads against the invariants that one state shows (1, 4, 5, 6,
  /// and 7's open commands), for every chrome, and the pull header's outputs.
  ///
  /// - Parameter audit: Where violations go.
  @inline(__always)
  func checkInvariants(_ audit: inout FuzzAudit) {
    let metrics = tracker.metrics
    audit.checkState(of: bar.behavior, index: 0, metrics: metrics)
    for index in 0..<Self.followerCount {
      audit.checkState(of: followers[index].behavior, index: 1 + index, metrics: metrics)
    }
    audit.checkState(of: header.behavior, index: Self.followerCount + 1, metrics: metrics)
    for index in 0..<Self.bareCount {
      audit.checkState(of: bare[index], index: Self.followerCount + 2 + index, metrics: metrics)
    }
    if !(bar.visibleHeight.isFinite && bar.shyFraction.isFinite && bar.itemAlpha.isFinite) {
      audit.fail("1: shy bar outputs are not finite")
    }
    for follower in followers where !follower.constant.isFinite {
      audit.fail("1: a follower's constant is not finite")
    }
    if !header.header.isFinite || !header.title.isFinite {
      audit.fail("1: header or title attributes are not finite")
    }
    audit.checkPullState(of: pullSwitch, metrics: metrics)
    var outputs = FiniteOutputs()
    visitPresets(&outputs)
    if !outputs.areFinite { audit.fail("1: a preset's chrome reports an output not finite") }
    if !(tracker.delta.isFinite && tracker.travel.isFinite && tracker.travel >= 0) {
      audit.fail("1: tracker delta or travel is not finite and ≥ 0")
    }
  }
}

/// Whether every output a preset's chrome reports (numbers and attributes) is finite.
private struct FiniteOutputs: PresetChromeVisitor, ChromeOutputVisitor {
  var areFinite = true

  mutating func visitCollapsing<Chrome: CollapsingChrome & ChromeOutputs>(_ chrome: Chrome) {
    chrome.visitOutputs(&self)
  }

  mutating func visitPulling<Chrome: PullingChrome & ChromeOutputs>(_ chrome: Chrome) {
    chrome.visitOutputs(&self)
  }

  mutating func visit(_ name: StaticString, _ value: Double) {
    if !value.isFinite { areFinite = false }
  }

  mutating func visit(_ name: StaticString, _ attributes: Attributes) {
    let finite =
      attributes.alpha.isFinite && attributes.translateX.isFinite
      && attributes.translateY.isFinite && attributes.scaleX.isFinite
      && attributes.scaleY.isFinite && (attributes.height ?? 0).isFinite
    if !finite { areFinite = false }
  }

  mutating func visit(_ name: StaticString, text: String) {}
}

extension FuzzAudit {
  // MARK: Internal

  /// The invariants one chrome's state shows.
  ///
  /// 1. `c ∈ [0, R]`, finite, `f = c/R ∈ [0, 1]`, stretch = `oTop`, the state and the memory agree;
  /// 3.8. the overlap is `clamp(u/d, 0, 1)` at the top edge, `clamp((maxY − y)/d, 0, 1)` at the
  ///    bottom, whatever the direction;
  /// 7. at most one command due, and only while the behaviour animates;
  /// 6. enabled, `collapsesWithContent`: `u ≤ 0 ⇒ c == 0` (`u'` in reversed direction);
  /// 4. enabled, the option off, no animation: content that fits (`D ≤ R`) ⇒ `c == 0`;
  /// 5. enabled, settled, snapping, not pinned, no animation: `c ∈ {0, stops…, R}`, and `c ≤ u` in
  ///    `collapsesWithContent` mode.
  ///
  /// - Parameters:
  ///   - behavior: The chrome's behaviour.
  ///   - index: The chrome's number.
  ///   - metrics: The tracker's metrics.
  @inline(__always)
  mutating func checkState(of behavior: CollapseBehavior, index: Int, metrics: ScrollMetrics) {
    let c = behavior.collapsed
    let range = behavior.range
    if !c.isFinite || !behavior.stretch.isFinite { fail("1: collapsed or stretch is not finite") }
    if !(c >= 0 && c <= range) { fail("1: collapsed outside 0…R") }
    if !(behavior.fraction >= 0 && behavior.fraction <= 1) { fail("1: fraction outside 0…1") }
    if behavior.stretch != metrics.topOverscroll { fail("1: stretch is not the top overscroll") }
    let state: CollapseState = c <= 0 ? .expanded : c >= range ? .collapsed : .partial
    if behavior.state != state { fail("1: the state does not match c") }
    if behavior.overlap != Self.overlap(behavior.configuration, metrics) {
      fail("3.8: overlap is not the content's run under the edge over the distance")
    }
    let remembered = behavior.memory.fraction
    if !(remembered >= 0 && remembered <= 1) { fail("1: memory outside 0…1") }
    let due = ledger(index)
    if due & (due &- 1) != 0 { fail("7: more than one command of one chrome due") }
    if due != 0 && !behavior.isAnimating { fail("7: a command is due but nothing animates") }
    guard behavior.isEnabled else { return }
    let configuration = behavior.configuration
    let withContent = configuration.mode == .collapsesWithContent
    if withContent && Self.offsetFromStart(configuration, metrics) <= 0 && c != 0 {
      fail("6: collapsesWithContent chrome collapsed at the top (the bottom when reversed)")
    }
    guard !behavior.isAnimating, c != 0 else { return }
    if !configuration.collapsesWhenContentFits && metrics.contentFits(within: range) {
      fail("4: collapsed although the content fits")
    }
    let snaps = configuration.snap != .none && configuration.mode != .pinned
    guard snaps, settled & (UInt32(1) << UInt32(index)) != 0 else { return }
    let resting = c == range || configuration.stops.contains(c)
    if !resting || (withContent && c > Self.clampedOffsetFromStart(configuration, metrics)) {
      fail("5: chrome rests partial after a settle point")
    }
  }
}

extension Attributes {
  /// Whether all six attributes are finite.
  fileprivate var isFinite: Bool {
    alpha.isFinite && translateX.isFinite && translateY.isFinite && scaleX.isFinite
      && scaleY.isFinite && (height?.isFinite ?? true)
  }
}

extension FuzzAudit {
  // MARK: Internal

  /// The offset from the end where the chrome expands, as the spec mirrors it: `u = y − minY`, or
  /// `u' = maxY − y` in reversed direction.
  @inline(__always)
  static func offsetFromStart(_ configuration: CollapseConfiguration, _ metrics: ScrollMetrics)
    -> Double
  {
    configuration.direction == .normal
      ? metrics.offset - metrics.minY : metrics.maxY - metrics.offset
  }

  /// ``offsetFromStart(_:_:)`` of the offset clamped to the scrollable range.
  @inline(__always)
  static func clampedOffsetFromStart(
    _ configuration: CollapseConfiguration, _ metrics: ScrollMetrics
  ) -> Double {
    let y = metrics.clamped(metrics.offset)
    return configuration.direction == .normal ? y - metrics.minY : metrics.maxY - y
  }

  /// The spec's overlap: `clamp(u/d, 0, 1)` at the top edge, `clamp((maxY − y)/d, 0, 1)` at the
  /// bottom, `d` the overlap distance.
  @inline(__always)
  static func overlap(_ configuration: CollapseConfiguration, _ metrics: ScrollMetrics) -> Double {
    let run =
      configuration.edge == .top ? metrics.offset - metrics.minY : metrics.maxY - metrics.offset
    return min(max(run / configuration.overlapDistance, 0), 1)
  }
}
