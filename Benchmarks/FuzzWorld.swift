import ScrollChromeCore
import ScrollChromeTestSupport

/// Everything the fuzzer drives on one scroll view: a shared ``ScrollTracker`` (fed by a
/// ``ScrollViewSimulator`` or by raw events), a ``ShyBar``, three ``FollowView``s, a
/// ``HeaderTransition`` with a random animator, bare ``CollapseBehavior``s of random modes, snaps
/// and stops, and a ``DraggableSwitch``'s ``PullBehavior``. Built with random configurations,
/// the edge, the direction, revealing at the end and the overlap distance included.
///
/// The collapse chrome is numbered for commands and ledgers: 0 the bar, 1…3 the followers, 4 the
/// header, 5…7 the bare behaviours.
struct FuzzWorld {
  // MARK: Internal

  /// The number of collapse chrome: bar, followers, header, bare behaviours.
  static let chromeCount = 1 + followerCount + 1 + bareCount
  /// The number of ``FollowView``s.
  static let followerCount = 3
  /// The number of bare ``CollapseBehavior``s.
  static let bareCount = 3

  /// The shared tracker.
  var tracker: ScrollTracker
  /// The scroll view that turns finger input into events.
  var simulator: ScrollViewSimulator
  /// The shy navigation bar.
  var bar: ShyBar.Chrome
  /// Views that follow scrolling.
  var followers: [FollowView.Chrome]
  /// The collapsing header.
  var header: HeaderTransition.Chrome
  /// Bare behaviours of random modes and snaps.
  var bare: [CollapseBehavior]
  /// The pull-to-trigger header.
  var pullSwitch: DraggableSwitch.Chrome
  /// The host's clock, in seconds.
  var now: Double
  /// The display's frame interval: 1/24 to 1/240 s.
  var frameInterval: Double

  /// Builds a world with random, valid configurations.
  ///
  /// - Parameter random: The fuzzer's generator.
  init(random: inout SeededGenerator) {
    now = [0, 1, 1e6].randomElement(using: &random)!
    let metrics = ScrollMetrics(
      viewport: [0, 1, 800, 1e9].randomElement(using: &random)!,
      content: [0, 100, 800, 100_000, 1e9].randomElement(using: &random)!,
      insetTop: [0, 47, 91, -20].randomElement(using: &random)!,
      insetBottom: [0, 34].randomElement(using: &random)!)
    let deceleration = Decay(
      rate: [
        0.998, 0.99, .random(in: 0.5..<1, using: &random), .random(in: 1e-6..<1, using: &random),
      ]
      .randomElement(using: &random)!)
    frameInterval = 1 / [120, 60, 30, 24, 144, 240, 59.94].randomElement(using: &random)!
    tracker = try! ScrollTracker(metrics: metrics, time: now, deceleration: deceleration)
    simulator = ScrollViewSimulator(metrics: metrics, deceleration: deceleration, time: now)
    let fullHeight = Double.random(in: 1...200, using: &random)
    bar = ShyBar(
      fullHeight: fullHeight, shyHeight: .random(in: 0..<fullHeight, using: &random),
      snaps: .random(using: &random), isEnabled: .random(using: &random),
      direction: Self.randomDirection(&random), overlapDistance: Self.randomDistance(&random)
    ).makeChrome(tracker: tracker)
    followers = []
    followers.reserveCapacity(Self.followerCount)
    for _ in 0..<Self.followerCount {
      followers.append(
        FollowView(
          maxFollowPoint: .random(in: 1...200, using: &random),
          minFollowPoint: .random(in: 0...20, using: &random),
          allowsHalfDisplay: .random(using: &random),
          hideDelay: .random(in: 0...60, using: &random),
          showDelay: .random(in: 0...60, using: &random),
          edge: ChromeEdge.allCases.randomElement(using: &random)!,
          direction: Self.randomDirection(&random), revealsAtEnd: .random(using: &random),
          overlapDistance: Self.randomDistance(&random)
        ).makeChrome(tracker: tracker))
    }
    var transition = HeaderTransition(
      headerHeight: .random(in: 1...400, using: &random),
      fixedTopOffset: [0, 52].randomElement(using: &random)!,
      animator: HeaderTransition.Animator.allCases.randomElement(using: &random)!)
    transition.direction = Self.randomDirection(&random)
    transition.overlapDistance = Self.randomDistance(&random)
    header = transition.makeChrome(tracker: tracker)
    bare = []
    bare.reserveCapacity(Self.bareCount)
    for _ in 0..<Self.bareCount {
      var configuration = Self.randomConfiguration(&random)
      if bare.isEmpty && Int.random(in: 0..<3, using: &random) == 0 {
        // The case a hand-made mutant of the engine survived in: a release with velocity but no
        // deceleration, content-linked chrome, projected snap.
        (configuration.range, configuration.mode, configuration.snap) = (
          44, .collapsesWithContent, .projected
        )
        configuration.stops = []
      }
      bare.append(CollapseBehavior(configuration, tracker: tracker))
      bare[bare.count - 1].reduceMotion = Int.random(in: 0..<4, using: &random) == 0
    }
    pullSwitch = DraggableSwitch().makeChrome(tracker: tracker)
    let shallow = Double.random(in: 0...50, using: &random)
    let deep = shallow + .random(in: 1...100, using: &random)
    pullSwitch.behavior = PullBehavior(
      PullConfiguration(
        shallow: shallow, deep: deep, hysteresis: .random(in: 0..<(deep - shallow), using: &random))
    )
  }

  /// Hands the chrome of every preset of the core's list to `visitor`, by kind: the `switch`
  /// fails to compile for a preset added to the list until the world runs it.
  ///
  /// - Note: Cost per event: O(number of presets' outputs), no allocation.
  func visitPresets<Visitor: PresetChromeVisitor>(_ visitor: inout Visitor) {
    for kind in PresetKind.allCases {
      switch kind {
      case .followView: for follower in followers { visitor.visitCollapsing(follower) }
      case .shyBar: visitor.visitCollapsing(bar)
      case .headerTransition: visitor.visitCollapsing(header)
      case .draggableSwitch: visitor.visitPulling(pullSwitch)
      }
    }
  }

  /// Whether any chrome animates: a host keeps its display link running while this holds.
  var isAnimating: Bool {
    if bar.isAnimating || header.isAnimating { return true }
    for follower in followers where follower.isAnimating { return true }
    for behavior in bare where behavior.isAnimating { return true }
    return false
  }

  /// Runs `body` on the behaviour of collapse chrome number `index`.
  @inline(__always)
  mutating func withBehavior<Result>(
    _ index: Int, _ body: (inout CollapseBehavior) -> Result
  ) -> Result {
    switch index {
    case 0: return body(&bar.behavior)
    case 1...Self.followerCount: return body(&followers[index - 1].behavior)
    case Self.followerCount + 1: return body(&header.behavior)
    default: return body(&bare[index - Self.followerCount - 2])
    }
  }

  /// Reads the behaviour of collapse chrome number `index`.
  @inline(__always)
  func behavior(_ index: Int) -> CollapseBehavior {
    switch index {
    case 0: return bar.behavior
    case 1...Self.followerCount: return followers[index - 1].behavior
    case Self.followerCount + 1: return header.behavior
    default: return bare[index - Self.followerCount - 2]
    }
  }

  /// Runs `body` on the behaviour of chrome `index` with an `emit` that `audit` watches.
  @inline(__always)
  mutating func observe(
    _ index: Int, audit: inout FuzzAudit,
    _ body: (inout CollapseBehavior, (CollapseEvent) -> Void) -> Void
  ) {
    var completions = FuzzAudit.Completions()
    withBehavior(index) { body(&$0) { completions.note($0) } }
    audit.record(completions, of: index)
  }

  /// Issues a command to the behaviour of chrome `index`, with `audit` keeping its ledger.
  ///
  /// - Returns: The command's identifier and what the call completed.
  @inline(__always)
  mutating func command(
    _ index: Int, audit: inout FuzzAudit,
    _ body: (inout CollapseBehavior, (CollapseEvent) -> Void) -> CommandID
  ) -> (CommandID, FuzzAudit.Completions) {
    var completions = FuzzAudit.Completions()
    let id = withBehavior(index) { body(&$0) { completions.note($0) } }
    audit.issue(id, of: index)
    audit.record(completions, of: index)
    return (id, completions)
  }

  /// Applies `action` to every collapse chrome through its own `handle`/`advance`, in number
  /// order, letting `audit` see what each reports and judge how it moved.
  @inline(__always)
  mutating func forEachChrome<Action: ChromeAction>(_ action: Action, audit: inout FuzzAudit) {
    Self.apply(action, to: &bar, index: 0, audit: &audit)
    for index in 0..<Self.followerCount {
      Self.apply(action, to: &followers[index], index: 1 + index, audit: &audit)
    }
    Self.apply(action, to: &header, index: Self.followerCount + 1, audit: &audit)
    for index in 0..<Self.bareCount {
      Self.apply(action, to: &bare[index], index: Self.followerCount + 2 + index, audit: &audit)
    }
  }

  // MARK: Private

  /// Applies `action` to one chrome: a glance before, its completions recorded, its move judged.
  @inline(__always)
  private static func apply<Action: ChromeAction, Chrome: CollapsingChrome>(
    _ action: Action, to chrome: inout Chrome, index: Int, audit: inout FuzzAudit
  ) {
    let before = FuzzAudit.Glance(chrome.behavior, isDue: audit.isDue(index))
    var completions = FuzzAudit.Completions()
    action.apply(to: &chrome) { completions.note($0) }
    audit.record(completions, of: index)
    action.check(chrome.behavior, since: before, index: index, audit: &audit)
  }
}

/// Something done to every collapse chrome alike, through its ``CollapsingChrome`` entry points.
protocol ChromeAction {
  /// Does it to one chrome.
  func apply<Chrome: CollapsingChrome>(to chrome: inout Chrome, emit: (CollapseEvent) -> Void)

  /// Judges how it moved one chrome.
  ///
  /// - Parameters:
  ///   - behavior: The chrome's behaviour after the action.
  ///   - before: The glance before it.
  ///   - index: The chrome's number.
  ///   - audit: Where violations go.
  func check(
    _ behavior: CollapseBehavior, since before: FuzzAudit.Glance, index: Int,
    audit: inout FuzzAudit)
}

/// Hands an accepted event to the chrome.
struct HandleEvent: ChromeAction {
  /// The event, as the tracker accepted it.
  let event: ScrollEvent
  /// The tracker after it.
  let tracker: ScrollTracker

  @inline(__always)
  func apply<Chrome: CollapsingChrome>(to chrome: inout Chrome, emit: (CollapseEvent) -> Void) {
    chrome.handle(event, tracker: tracker, emit: emit)
  }

  @inline(__always)
  func check(
    _ behavior: CollapseBehavior, since before: FuzzAudit.Glance, index: Int,
    audit: inout FuzzAudit
  ) {
    audit.checkMove(behavior, since: before, index: index, event: event, tracker: tracker)
  }
}

/// Advances the chrome to a frame's time.
struct AdvanceFrame: ChromeAction {
  /// The frame's timestamp (any Double: hostile ones included).
  let time: Double

  @inline(__always)
  func apply<Chrome: CollapsingChrome>(to chrome: inout Chrome, emit: (CollapseEvent) -> Void) {
    chrome.advance(to: time, emit: emit)
  }

  @inline(__always)
  func check(
    _ behavior: CollapseBehavior, since before: FuzzAudit.Glance, index: Int,
    audit: inout FuzzAudit
  ) {
    audit.checkFrame(behavior, since: before)
  }
}
