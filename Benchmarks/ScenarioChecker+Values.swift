import ScrollChromeCore
import ScrollChromeTrace

extension ScenarioChecker {
  // MARK: Internal

  /// Reads the line's `value` into ``values`` (one object per behaviour, keyed by name when the
  /// scenario has `behaviors`) and ``animatingNow``.
  mutating func readValue(_ frame: TraceFrame) {
    values = []
    animatingNow = facts.map { _ in false }
    guard let text = frame.valueJSON else {
      if !facts.isEmpty { fail("no value for \(facts.count) behaviours") }
      return
    }
    guard let document = try? JSONValue(parsing: Array(text.utf8)) else {
      return fail("the value is not JSON: \(text)")
    }
    if names == [""] {
      values = [document]
    } else if case .object(let members) = document, members.map(\.key) == names {
      values = members.map(\.value)
    } else {
      return fail("the value is not keyed by the behaviours' names: \(text)")
    }
    for index in values.indices {
      if case .bool(true)? = values[index]["animating"] { animatingNow[index] = true }
    }
  }

  /// Checks every behaviour's value, and that no more commands are open than behaviours animate.
  mutating func checkValue(_ frame: TraceFrame) {
    guard values.count == facts.count else { return }
    for index in facts.indices {
      switch facts[index] {
      case .chrome(let facts): checkChrome(index, facts, frame)
      case .pull(let facts): checkPull(index, facts, frame)
      }
    }
    let open = zip(issued, completed).map { $0 - $1 }.reduce(0, +)
    let animating = animatingNow.filter { $0 }.count
    if open > animating { fail("\(open) commands not completed, \(animating) behaviours animate") }
  }

  /// A command step: `enable`/`disable` switch every collapse behaviour; a command the rules
  /// refuse (collapsing content that fits, or in `collapsesWithContent` mode a target beyond
  /// `u`, `u'` in reversed direction) leaves that behaviour's `c` as it was and completes at once, unfinished.
  mutating func checkCommand(_ command: Step.Command, _ frame: TraceFrame) {
    guard let kind = Self.kind(of: command.name) else {
      for index in chrome.indices {
        (chrome[index].isEnabled, chrome[index].isHeld) = (command.name == .enable, false)
      }
      return
    }
    let fraction = kind == 0 ? 0 : kind == 1 ? 1 : command.fraction ?? 0
    var refused = 0
    for index in facts.indices {
      guard case .chrome(let facts) = facts[index] else { continue }
      let target = min(max(fraction, 0), 1) * facts.range
      let canCollapse = facts.collapsesWhenContentFits || !metrics.contentFits(within: facts.range)
      let u = clampedOffsetFromStart(facts, at: metrics.offset)
      let limit = facts.mode == .collapsesWithContent ? min(facts.range, u) : facts.range
      guard target > 0 && (!canCollapse || target > limit) else {
        (chrome[index].isCommanded, chrome[index].isHeld) = (true, true)
        continue
      }
      refused += 1
      if let previous = chrome[index].collapsed, number("collapsed", of: index) != previous {
        fail("a refused \(command.name.rawValue) moved \(describe(index))")
      }
    }
    if line.interrupted[kind] < refused {
      fail("\(refused) refused \(command.name.rawValue)s, \(line.interrupted[kind]) unfinished")
    }
  }

  /// The chrome's `animating` (its own animations included, such as a header's title fade): a
  /// frame that moves neither the content nor anything else (`quiet`, no events) leaves the value
  /// of a collapse behaviour that did not animate on the previous line exactly as it was — a host
  /// stops its display link once `animating` is false.
  mutating func checkStillness(_ frame: TraceFrame, isQuiet: Bool) {
    defer { (previousValues, previouslyAnimating) = (values, animatingNow) }
    guard isQuiet, frame.events.isEmpty, values.count == facts.count,
      previousValues.count == values.count
    else { return }
    for index in facts.indices where !previouslyAnimating[index] {
      guard case .chrome = facts[index], values[index] != previousValues[index] else { continue }
      fail("\(describe(index)) changed on a frame although the previous line said not animating")
    }
  }

  // MARK: Private

  /// `value.<name>.<key>` as a number (`nil`, with a violation, if it is not one: `null` stands
  /// for a non-finite number).
  private mutating func number(_ key: String, of index: Int) -> Double? {
    guard case .number(let number)? = values[index][key] else {
      fail("\(describe(index)).\(key) is not a finite number")
      return nil
    }
    return number
  }

  /// How a violation names a behaviour.
  private func describe(_ index: Int) -> String {
    names[index].isEmpty ? "value" : "value[\"" + names[index] + "\"]"
  }

  /// Invariants 1, 4, 5 and 6 and the overlap from one collapse behaviour's numbers, with a
  /// tolerance of the printed rounding (4 decimals) plus `1e-9·max(1, |y|, |T|, R)`.
  private mutating func checkChrome(_ index: Int, _ facts: ChromeFacts, _ frame: TraceFrame) {
    guard let c = number("collapsed", of: index), let f = number("fraction", of: index),
      let stretch = number("stretch", of: index)
    else { return }
    let range = facts.range
    // Reversed, offsets are measured from maxY: its magnitude counts too.
    let bottom = facts.direction == .reversed ? abs(metrics.maxY) : 0
    let scale = max(1, abs(metrics.offset), abs(metrics.insetTop), bottom, range)
    let tolerance = 1e-4 + 1e-9 * scale
    if !(c >= 0 && c <= range + tolerance && f >= 0 && f <= 1) {
      fail("\(describe(index)): c = \(c), f = \(f) outside [0, R = \(range)], [0, 1]")
    }
    if abs(f * range - c) > 1e-4 * (1 + range) { fail("\(describe(index)): f = \(f) ≠ c/R") }
    if abs(stretch - metrics.topOverscroll) > tolerance {
      fail("\(describe(index)): stretch \(stretch) ≠ oTop \(metrics.topOverscroll)")
    }
    checkOverlap(index, facts, tolerance: tolerance)
    checkExtra(index, facts.extra, c: c, f: f, tolerance: tolerance)
    chrome[index].collapsed = c
    let animating = animatingNow[index]
    if !animating { chrome[index].mayRunCommand = false }
    guard chrome[index].isEnabled else { return }
    // u, or u' = maxY − y in reversed direction.
    let u = clampedOffsetFromStart(facts, at: metrics.offset)
    let withContent = facts.mode == .collapsesWithContent
    if withContent && offsetFromStart(facts, at: metrics.offset) <= 0 && c > tolerance {
      fail("6: \(describe(index)) collapsed by \(c) at the start")
    }
    guard !animating, c > tolerance else { return }
    if !facts.collapsesWhenContentFits && metrics.contentFits(within: range) {
      fail("4: \(describe(index)) collapsed by \(c) although D = \(metrics.scrollableDistance) ≤ R")
    }
    guard chrome[index].isSettled, facts.snaps, facts.mode != .pinned else { return }
    let resting = ([range] + facts.stops).contains { abs(c - $0) <= tolerance }
    if !resting || (withContent && c > u + tolerance) {
      fail("5: \(describe(index)) rests at c = \(c) after a settle point (u = \(u))")
    }
  }

  /// A preset's own outputs: `constant`, `shyFraction` and `visibleHeight`, the effects.
  private mutating func checkExtra(
    _ index: Int, _ extra: ChromeFacts.Extra, c: Double, f: Double, tolerance: Double
  ) {
    switch extra {
    case .none: break
    case .followView(let minFollowPoint):
      guard let constant = number("constant", of: index) else { return }
      if abs(constant - (minFollowPoint - c)) > tolerance + 1e-9 * abs(minFollowPoint) {
        fail("\(describe(index)): constant \(constant) ≠ minFollowPoint − c")
      }
    case .shyBar(let fullHeight):
      guard let shy = number("shyFraction", of: index),
        let visible = number("visibleHeight", of: index)
      else { return }
      if abs(shy - (1 - f)) > 2e-4 || abs(visible - (fullHeight - c)) > tolerance {
        fail("\(describe(index)): shyFraction \(shy), visibleHeight \(visible) for c = \(c)")
      }
    case .header:
      for part in ["header", "title"] {
        for key in ["alpha", "translateX", "translateY", "scaleX", "scaleY", "height"] {
          guard case .number? = values[index]["effects"]?[part]?[key] else {
            fail("\(describe(index)).effects.\(part).\(key) is not a finite number")
            return
          }
        }
      }
    }
  }

  /// The pull rules from one pull behaviour's value: `pull = oTop` (0 before the first event), the
  /// progress, the text of the
  /// state; while tracking the state is the function of the pull (between what it is coming from
  /// `normal` and from `deep`, with hysteresis); otherwise it keeps, or is `normal` after
  /// `endDragging`.
  private mutating func checkPull(_ index: Int, _ facts: PullFacts, _ frame: TraceFrame) {
    guard let p = number("pull", of: index), let progress = number("progress", of: index) else {
      return
    }
    let states = PullState.allCases.map(\.rawValue)
    guard case .string(let state)? = values[index]["state"],
      let order = states.firstIndex(of: state)
    else { return fail("\(describe(index)).state is not a pull state") }
    let oTop = hasDelivered ? metrics.topOverscroll : 0
    let deep = facts.configuration.deep
    if abs(p - oTop) > 1e-4 + 1e-9 * max(1, abs(metrics.offset), abs(metrics.insetTop)) {
      fail("\(describe(index)): pull \(p) ≠ oTop \(oTop)")
    }
    if abs(progress - min(max(oTop / deep, 0), 1)) > 1e-4 {
      fail("\(describe(index)): progress \(progress) ≠ clamp(p/deep, 0, 1)")
    }
    if values[index]["text"] != .string(facts.texts[order]) {
      fail("\(describe(index)): the text is not the \(state) text")
    }
    if frame.phase == .tracking {
      let low = PullWatch.state(at: oTop, from: .normal, facts.configuration)
      let high = PullWatch.state(at: oTop, from: .deep, facts.configuration)
      if order < states.firstIndex(of: low.rawValue)!
        || order > states.firstIndex(of: high.rawValue)!
      {
        fail("\(describe(index)): \(state) while tracking at p = \(oTop)")
      }
    } else if line.sawEndDragging || line.sawTakeover
      ? state != "normal" : state != pullStates[index]
    {
      fail("\(describe(index)): \(state) after \(pullStates[index]) while not tracking")
    }
    pullStates[index] = state
  }
}
