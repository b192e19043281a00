import ScrollChromeCore
import ScrollChromeTestSupport
import Testing

// The command rules: commands, completions, enabling, programmatic offsets. R = 44; the chrome
// starts at rest at y = 1000 on the long list (V 800, C 4000), expanded (c 0) or collapsed (c 44)
// as a row says.

/// A command, as a row names it.
enum CollapseCommandCase: Sendable, CustomStringConvertible {
  case expand
  case collapse
  case setFraction(Double)

  var description: String {
    switch self {
    case .expand: "expand"
    case .collapse: "collapse"
    case .setFraction(let fraction): "setFraction(\(fraction))"
    }
  }
}

extension CollapseHarness where Chrome == CollapseBehavior {
  /// Runs `command` now.
  @discardableResult
  mutating func run(_ command: CollapseCommandCase, animated: Bool) -> CommandID {
    switch command {
    case .expand: expand(animated: animated)
    case .collapse: collapse(animated: animated)
    case .setFraction(let fraction): setFraction(fraction, animated: animated)
    }
  }
}

/// (situation, start c, command, animated, expected c once done)
private let commandRows: [(String, Double, CollapseCommandCase, Bool, Double)] = [
  // Hidden ⇒ shown, through an animation; its completion comes when it ends.
  ("expand, animated", 44, .expand, true, 0),
  // Hidden ⇒ shown at once; completion at once.
  ("expand, at once", 44, .expand, false, 0),
  // Shown ⇒ hidden, animated.
  ("collapse, animated", 0, .collapse, true, 44),
  // Shown ⇒ hidden at once.
  ("collapse, at once", 0, .collapse, false, 44),
  // 0.5·44 = 22, held at rest (not settled).
  ("setFraction 0.5, animated", 0, .setFraction(0.5), true, 22),
  // 0.25·44 = 11.
  ("setFraction 0.25, at once", 44, .setFraction(0.25), false, 11),
  // Outside 0…1 is clamped.
  ("setFraction 1.5 clamps", 0, .setFraction(1.5), true, 44),
  // … at both ends.
  ("setFraction −1 clamps", 44, .setFraction(-1), false, 0),
  // Already there: completes at once.
  ("expand when expanded", 0, .expand, true, 0),
]

/// (situation, metrics, mode, offset dragged to first, command) — commands that cannot run.
private let impossibleRows:
  [(String, ScrollMetrics, CollapseConfiguration.Mode, Double, CollapseCommandCase)] = [
    // Content that fits (D 30 ≤ R) never collapses.
    (
      "collapse content that fits", CollapseFixture.list(scrolling: 30), .followsScroll, 10,
      .collapse
    ),
    // Nor to a fraction.
    (
      "setFraction on content that fits", CollapseFixture.list(scrolling: 30), .followsScroll, 10,
      .setFraction(0.5)
    ),
    // collapsesWithContent at the top: c ≤ u = 0.
    ("collapse at the top", CollapseFixture.longList(), .collapsesWithContent, 0, .collapse),
    // A fraction that is not a number.
    ("setFraction NaN", CollapseFixture.longList(), .followsScroll, 500, .setFraction(.nan)),
    // An infinite fraction is refused too (not clamped to 1).
    ("setFraction ∞", CollapseFixture.longList(), .followsScroll, 500, .setFraction(.infinity)),
  ]

/// What interrupts a running animated collapse (from c 0 at y 1000, three frames in).
enum CollapseInterruption: String, Sendable, CaseIterable {
  case drag
  case anotherCommand
  case disabling
  case scrollToTop
  case contentBecomingShort
  case restore
}

/// (situation, command, offsets scrolled after it, expected c after each) in collapsesWithContent
/// mode, commanded at u = 300 where the chrome was fully collapsed.
private let anchorRows: [(String, CollapseCommandCase, [Double], [Double])] = [
  // Expanded at 300: the anchor is 300, so 301 ⇒ 1 and 310 ⇒ 10 (collapses again at once).
  ("expand", .expand, [301, 310], [1, 10]),
  // Half: c 22 at u 300 ⇒ anchor 278: 303 ⇒ 25, 290 ⇒ 12, 270 ⇒ 0 (anchor 270).
  ("setFraction 0.5", .setFraction(0.5), [303, 290, 270], [25, 12, 0]),
  // Collapsed: anchor 0, scrolling up mid-content does not reveal.
  ("collapse", .collapse, [250, 100], [44, 44]),
]

@Suite("Collapse commands")
struct CollapseCommandTests {
  /// A harness at rest at y = 1000 with c = `start` (0 or 44).
  static func harness(
    start: Double = 0, mode: CollapseConfiguration.Mode = .followsScroll,
    _ adjust: (inout CollapseConfiguration) -> Void = { _ in }
  ) throws -> CollapseHarness<CollapseBehavior> {
    var harness = try CollapseFixture.harness(mode: mode, adjust)
    harness.drag(1000)
    harness.release()
    if start == 0 { harness.expand(animated: false) }
    harness.nextFrame()
    return harness
  }

  // MARK: expand, collapse, setFraction

  @Test("commands move the chrome and complete exactly once", arguments: commandRows)
  func command(
    situation: String, start: Double, command: CollapseCommandCase, animated: Bool,
    expected: Double
  ) throws {
    var harness = try Self.harness(start: start)
    let id = harness.run(command, animated: animated)
    let moves = animated && expected != start
    #expect(harness.behavior.isAnimating == moves, "\(situation)")
    if moves {
      #expect(harness.collapsed == start, "\(situation): animates from where it is")
      #expect(harness.completions(of: id).isEmpty, "\(situation): completes when done")
    }
    harness.run(for: 1)
    #expect(harness.collapsed == expected, "\(situation)")
    #expect(harness.completions(of: id) == [true], "\(situation)")
    #expect(!harness.behavior.isAnimating)
  }

  @Test(
    "a command that cannot run completes at once with finished == false",
    arguments: impossibleRows)
  func impossible(
    situation: String, metrics: ScrollMetrics, mode: CollapseConfiguration.Mode, offset: Double,
    command: CollapseCommandCase
  ) throws {
    var harness = try CollapseFixture.harness(mode: mode, metrics: metrics)
    harness.drag(offset)
    harness.release()
    harness.runUntilIdle()
    let before = harness.collapsed
    let id = harness.run(command, animated: true)
    #expect(harness.completions(of: id) == [false], "\(situation)")
    #expect(!harness.behavior.isAnimating, "\(situation)")
    harness.run(for: 1)
    #expect(harness.collapsed == before, "\(situation): unchanged")
    #expect(harness.completions(of: id) == [false], "\(situation): exactly once")
  }

  @Test("collapsesWithContent: a collapse before u ≥ R is refused and leaves the chrome")
  func collapseNearTheTopIsRefused() throws {
    var harness = try CollapseFixture.harness(mode: .collapsesWithContent)
    harness.drag(20)
    harness.expand(animated: false)
    harness.release()
    let before = harness.collapsed
    let id = harness.collapse(animated: true)
    // Refused at once: the completion reports finished == false, nothing animates.
    #expect(harness.completions(of: id) == [false])
    #expect(!harness.behavior.isAnimating)
    harness.run(for: 1)
    #expect(harness.collapsed == before)
    #expect(harness.completions(of: id) == [false])
  }

  @Test("collapsesWithContent: a partial bar stays when a collapse is refused")
  func refusedCollapseKeepsAPartialBar() throws {
    var harness = try CollapseFixture.harness(mode: .collapsesWithContent, snap: .none)
    harness.drag(20)
    harness.release()
    #expect(harness.collapsed == 20)
    let id = harness.collapse(animated: true)
    #expect(harness.completions(of: id) == [false])
    harness.run(for: 1)
    #expect(harness.collapsed == 20, "no partial bar left by a half-done collapse")
  }

  @Test("collapsesWithContent: setFraction beyond u is refused too")
  func setFractionBeyondTheOffsetIsRefused() throws {
    var harness = try CollapseFixture.harness(mode: .collapsesWithContent)
    harness.drag(20)
    harness.expand(animated: false)
    harness.release()
    // 0.5 · 44 = 22 > u = 20: refused; 0.25 · 44 = 11 ≤ 20: runs.
    let refused = harness.setFraction(0.5)
    #expect(harness.completions(of: refused) == [false])
    let accepted = harness.setFraction(0.25)
    harness.run(for: 1)
    #expect(harness.collapsed == 11)
    #expect(harness.completions(of: accepted) == [true])
  }

  @Test("a setFraction partial state stays until the next settle point")
  func setFractionHolds() throws {
    var harness = try Self.harness()
    harness.setFraction(0.5)
    harness.run(for: 1)
    #expect(harness.collapsed == 22)
    // Geometry changes and time are no settle points.
    harness.sendEach([.geometry(viewport: 800, content: 4100, insetTop: 0, insetBottom: 0)])
    harness.run(for: 0.5)
    #expect(harness.collapsed == 22)
    // Scrolling moves it (δ +5) and the release settles: f = 27/44 ⇒ 44.
    #expect(harness.drag(1005) == [27])
    harness.release()
    harness.runUntilIdle()
    #expect(harness.collapsed == 44)
  }

  @Test("a setFraction partial state holds through settle points until the user scrolls")
  func setFractionHoldsUntilTheUserScrolls() throws {
    var harness = try Self.harness()
    harness.setFraction(0.5)
    harness.run(for: 1)
    // A host that reports the end of a deceleration, with no scroll since the command: the
    // command's target holds.
    harness.sendEach([.endDecelerating])
    harness.runUntilIdle()
    #expect(harness.collapsed == 22)
    // A scroll ends the hold (δ = 0 here), and the next settle point settles: f = 0.5 ⇒ 44.
    harness.sendEach([.scroll(y: harness.offset), .endDecelerating])
    harness.runUntilIdle()
    #expect(harness.collapsed == 44)
  }

  @Test(
    "an interrupted command completes once with finished == false, without a jump",
    arguments: CollapseInterruption.allCases)
  func interrupted(by interruption: CollapseInterruption) throws {
    var harness = try Self.harness(start: 0)
    let id = harness.collapse(animated: true)
    harness.run(for: 3.0 / 60)
    let midway = harness.collapsed
    #expect(midway > 0 && midway < 44)
    harness.nextFrame()
    let beforeInterruption = harness.collapsed
    var next: CommandID?
    switch interruption {
    case .drag:
      harness.send(.beginDragging)
    case .anotherCommand:
      next = harness.expand(animated: true)
    case .disabling:
      harness.setEnabled(false)
    case .scrollToTop:
      harness.simulate { $0.scrollToTop(emit: $1) }
    case .contentBecomingShort:
      harness.send(.geometry(viewport: 800, content: 830, insetTop: 0, insetBottom: 0))
    case .restore:
      harness.perform { $0.restore(CollapseMemory(fraction: 0), at: $1, emit: $2) }
    }
    #expect(harness.completions(of: id) == [false], "\(interruption)")
    if interruption != .restore {
      #expect(harness.collapsed == beforeInterruption, "\(interruption): no jump")
    }
    harness.run(for: 1)
    #expect(harness.completions(of: id) == [false], "\(interruption): exactly once")
    if let next { #expect(harness.completions(of: next) == [true]) }
    if interruption == .disabling {
      #expect(harness.collapsed == beforeInterruption, "disabled chrome freezes")
    }
  }

  // MARK: collapsesWithContent anchor

  @Test(
    "collapsesWithContent: a command moves the anchor so the new c holds", arguments: anchorRows)
  func commandMovesAnchor(
    situation: String, command: CollapseCommandCase, offsets: [Double], expected: [Double]
  ) throws {
    var harness = try CollapseFixture.harness(mode: .collapsesWithContent)
    harness.drag(300)
    #expect(harness.collapsed == 44)
    harness.run(command, animated: false)
    #expect(harness.scroll(through: offsets) == expected, "\(situation)")
  }

  @Test("collapsesWithContent: after an animated expand mid-content, scrolling collapses at once")
  func animatedExpandAnchors() throws {
    var harness = try Self.harness(start: 44, mode: .collapsesWithContent)
    harness.expand(animated: true)
    harness.runUntilIdle()
    #expect(harness.collapsed == 0)
    // u 1000 ⇒ anchor 1000: 1005 ⇒ 5.
    #expect(harness.drag(1005) == [5])
  }

  // MARK: isEnabled

  @Test("disabled chrome freezes; re-enabling does not jump (followsScroll)")
  func enableFollowsScroll() throws {
    var harness = try CollapseFixture.harness()
    #expect(harness.drag(120, 100) == [44, 24])
    let changes = harness.stateChanges.count
    harness.setEnabled(false)
    #expect(!harness.behavior.isEnabled)
    #expect(harness.scroll(200, 500, 50) == [24, 24, 24])
    harness.setEnabled(true)
    #expect(harness.collapsed == 24)
    #expect(harness.stateChanges.count == changes, "nothing moved meanwhile")
    // From there δ applies again: +5 ⇒ 29, −10 ⇒ 19.
    #expect(harness.scroll(55, 45) == [29, 19])
  }

  @Test("disabled chrome freezes; re-enabling does not jump (collapsesWithContent)")
  func enableCollapsesWithContent() throws {
    var harness = try CollapseFixture.harness(mode: .collapsesWithContent)
    #expect(harness.drag(100) == [44])
    harness.setEnabled(false)
    #expect(harness.scroll(300, 600) == [44, 44])
    harness.setEnabled(true)
    #expect(harness.collapsed == 44)
    // Mid-content: up does not reveal, down stays hidden.
    #expect(harness.scroll(580, 610) == [44, 44])
    // Expanded at u 610 (anchor 610), disabled, scrolled to 900 meanwhile, enabled again: the
    // chrome stays expanded and collapses from 900 on (not clamp(900 − 610) = 44 at once).
    harness.expand(animated: false)
    harness.setEnabled(false)
    #expect(harness.scroll(750, 900) == [0, 0])
    harness.setEnabled(true)
    #expect(harness.collapsed == 0)
    #expect(harness.scroll(910) == [10])
  }

  @Test("a disabled chrome does not settle")
  func disabledDoesNotSettle() throws {
    var harness = try CollapseFixture.harness()
    harness.drag(30)
    harness.setEnabled(false)
    harness.release()
    harness.run(for: 1)
    #expect(harness.collapsed == 30)
    #expect(!harness.behavior.isAnimating)
  }

  // MARK: Programmatic offsets

  @Test(
    "programmatic offset changes move the chrome unless ignored",
    arguments: [
      // (mode, ignoresProgrammaticScrolling, expected c at 10 and 30)
      (CollapseConfiguration.Mode.followsScroll, false, [10.0, 30.0]),
      (.followsScroll, true, [0.0, 0.0]),
      (.collapsesWithContent, false, [10.0, 30.0]),
      (.collapsesWithContent, true, [0.0, 0.0]),
    ])
  func programmatic(mode: CollapseConfiguration.Mode, ignores: Bool, expected: [Double]) throws {
    var harness = try CollapseFixture.harness(mode: mode) {
      $0.ignoresProgrammaticScrolling = ignores
    }
    harness.send(.beginProgrammatic)
    #expect(harness.scroll(10, 30) == expected, "\(mode) ignoring \(ignores)")
  }

  @Test("ignored programmatic scrolling re-baselines: the user's next scroll does not jump")
  func ignoredProgrammaticRebaselines() throws {
    var harness = try CollapseFixture.harness { $0.ignoresProgrammaticScrolling = true }
    harness.drag(1000)
    harness.release()
    // setContentOffset(500, animated: false), then (animated) 700.
    harness.scroll(500)
    harness.send(.beginProgrammatic)
    harness.scroll(600, 700)
    harness.send(.endProgrammatic)
    #expect(harness.collapsed == 44)
    // The user scrolls up 5 from 700: c = 39.
    #expect(harness.drag(695) == [39])
  }
}
