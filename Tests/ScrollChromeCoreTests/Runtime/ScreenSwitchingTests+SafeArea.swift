import ScrollChromeCore
import ScrollChromeTestSupport
import Testing

extension ScreenSwitchingTests {
  // MARK: The reduction on the followed screen

  /// The bar takes `min(hidden, max(0, u − R))` from the followed screen's top safe area: nothing
  /// while the content is within one travel `R` of its top (the bar and the content move
  /// together there), the excess beyond it, and never more than the hidden part `c`. The
  /// screen's `additionalSafeAreaInsets.top` and its scroll view's inset both move by it.
  @Test(arguments: ReductionRow.rows, UIKitUnknowns.all)
  func theReductionFollowsTheFormula(row: ReductionRow, unknowns: UIKitUnknowns) {
    let stack = FakeNavigationStack(preset: row.preset, unknowns: unknowns)
    let screen = stack.screen(stack.push(animated: true))
    guard let screen else { return }
    screen.scrollView.drag(by: row.drag, frames: 20)
    if let fraction = row.fraction {
      screen.scrollView.lift()
      screen.scrollView.settle()
      stack.runtime.run(.setFraction(fraction, animated: false), on: stack.bar)
    }
    let note = Comment(rawValue: "\(row.label); \(unknowns)")
    #expect(isClose(screen.account.added, -row.expected, tolerance: 1e-9), note)
    #expect(isClose(screen.additionalSafeAreaTop, -row.expected, tolerance: 1e-9), note)
    #expect(isClose(screen.scrollView.chromeTopInset, -row.expected, tolerance: 1e-9), note)
    expectReductionOnlyWhereFollowed(stack, note)
  }

  // MARK: No reduction survives a switch

  /// No safe-area reduction survives a switch: whatever changes the stack — including a screen
  /// freed before the bar lays out, `setViewControllers` replacing every screen, a cancelled
  /// pop, a modal — every screen not followed has had back all it gave (the sum of what the
  /// runtime added returns to 0), and the followed screen gives what its own bar calls for. From
  /// screens 1 (hidden, 44 points) and 2 (halfway, 22 points, on top).
  @Test(arguments: StackChange.allCases, ScreenSituation.all)
  func noReductionSurvivesASwitch(change: StackChange, situation: ScreenSituation) {
    let stack = situation.makeStack()
    stack.give(BarState(fraction: 1, isEnabled: true, label: "hidden"))
    stack.push(animated: true)
    stack.give(BarState(fraction: 0.5, isEnabled: true, label: "halfway"))
    let note = Comment(rawValue: "\(change); \(situation)")
    change.run(on: stack, note: note)
    let (screen, reduction) = change.outcome
    #expect(stack.runtime.currentScreen == screen && stack.followedScreen?.id == screen, note)
    #expect(isClose(stack.screen(screen)?.account.added ?? .nan, -reduction), note)
    expectReductionOnlyWhereFollowed(stack, note)
    for gone in change.freed {
      #expect(stack.accounts.first { $0.screenID == gone }?.screen == nil, "\(gone) freed; \(note)")
    }
    // Screen 2, freed before the bar's layout pass, got its 22 points back after it was gone.
    if change.freesTheFollowedScreenBeforeTheSwitch && situation.navigation.freedBeforeLayout {
      let account = stack.accounts.first { $0.screenID == 2 }
      #expect(isClose(account?.addedAfterFree ?? .nan, 22), note)
    }
  }
}

/// One reading of the formula.
struct ReductionRow: Sendable, CustomStringConvertible {
  var preset = ShyBar()
  /// How far the finger scrolls down the list from its top (kept down unless a fraction follows).
  var drag: Double
  /// The fraction the app sets afterwards, once the scroll has settled.
  var fraction: Double?
  /// `min(c, max(0, u − R))`, worked out by hand.
  var expected: Double
  var label: String

  static let rows = [
    // 20 points down: c = 20, u − R < 0: nothing.
    ReductionRow(drag: 20, expected: 0, label: "within one travel of the top"),
    // 44 points down: c = 44, u − R = 0: still nothing.
    ReductionRow(drag: 44, expected: 0, label: "exactly one travel down"),
    // 50 points down: c = 44, u − R = 6.
    ReductionRow(drag: 50, expected: 6, label: "six points past one travel"),
    // 300 points down: the whole hidden bar.
    ReductionRow(drag: 300, expected: 44, label: "far down"),
    // A 10-point shy strip stays: R = 34; 50 down, c = 34, u − R = 16.
    ReductionRow(
      preset: ShyBar(fullHeight: 44, shyHeight: 10), drag: 50, expected: 16,
      label: "a shy strip stays"),
    // 300 down, then the app shows three quarters: c = 11.
    ReductionRow(drag: 300, fraction: 0.25, expected: 11, label: "a quarter hidden far down"),
    // 60 down, then half hidden: c = 22, but u − R = 16 limits it.
    ReductionRow(drag: 60, fraction: 0.5, expected: 16, label: "half hidden near the top"),
  ]

  var description: String { label }
}

/// A change of a stack of screens 1 (hidden) and 2 (halfway, on top).
enum StackChange: Sendable, CaseIterable, CustomStringConvertible {
  /// Every transition of ``Transition``.
  case transition(Transition)
  /// The edge swipe, checked mid-gesture too, then completed.
  case interactivePopCheckedMidway(cancelled: Bool)
  /// A modal presented and dismissed, animated.
  case modal

  static let allCases: [StackChange] =
    Transition.allCases.map { .transition($0) } + [
      .interactivePopCheckedMidway(cancelled: false), .interactivePopCheckedMidway(cancelled: true),
      .modal,
    ]

  func run(on stack: FakeNavigationStack, note: Comment) {
    switch self {
    case .transition(let transition): transition.run(on: stack)
    case .interactivePopCheckedMidway(let cancelled):
      stack.beginInteractivePop()
      expectReductionOnlyWhereFollowed(stack, note)
      stack.endInteractivePop(cancelled: cancelled)
    case .modal:
      stack.present(animated: true)
      expectReductionOnlyWhereFollowed(stack, note)
      stack.dismiss(animated: true)
    }
  }

  /// The screen followed afterwards, and its reduction.
  var outcome: (screen: UInt, reduction: Double) {
    switch self {
    case .transition(let transition): transition.outcome
    case .interactivePopCheckedMidway(let cancelled): cancelled ? (2, 22) : (1, 44)
    case .modal: (2, 22)
    }
  }

  /// The screens freed by the change: those that left the stack.
  var freed: [UInt] {
    switch self {
    case .transition(let transition):
      switch transition {
      case .pop, .popAnimated, .interactivePop, .setViewControllersBack,
        .setViewControllersBackAnimated:
        [2]
      case .setViewControllersReplacing, .setViewControllersReplacingAnimated: [1, 2]
      default: []
      }
    case .interactivePopCheckedMidway(let cancelled): cancelled ? [] : [2]
    case .modal: []
    }
  }

  /// Whether screen 2, followed before, leaves the stack without animation: it may be freed
  /// before the bar lays out and the chrome switches.
  var freesTheFollowedScreenBeforeTheSwitch: Bool {
    switch self {
    case .transition(.pop), .transition(.setViewControllersBack),
      .transition(.setViewControllersReplacing):
      true
    default: false
    }
  }

  var description: String {
    switch self {
    case .transition(let transition): "\(transition)"
    case .interactivePopCheckedMidway(let cancelled):
      "interactive pop checked midway, \(cancelled ? "cancelled" : "completed")"
    case .modal: "modal"
    }
  }
}
