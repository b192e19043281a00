import ScrollChromeCore

/// The sum of the points the runtime added to one screen's top safe area (negative: taken
/// away); it outlives the screen, whose reference turns `nil` once it is freed.
package final class SafeAreaAccount {
  package let screenID: UInt
  package private(set) weak var screen: FakeScreen?
  package fileprivate(set) var added = 0.0
  /// Points written after the screen was freed: they reach no view.
  package fileprivate(set) var addedAfterFree = 0.0
  fileprivate init(_ screen: FakeScreen) {
    screenID = screen.id
    self.screen = screen
  }
}

/// A view controller of the stack: its identity, its scroll view, `additionalSafeAreaInsets.top`.
package final class FakeScreen {
  package let id: UInt
  package let scrollView: FakeScrollView
  /// `additionalSafeAreaInsets.top`; only the runtime writes it.
  package private(set) var additionalSafeAreaTop = 0.0
  package private(set) var account: SafeAreaAccount!

  fileprivate init(id: UInt, scrollView: FakeScrollView) {
    self.id = id
    self.scrollView = scrollView
    account = SafeAreaAccount(self)
  }

  fileprivate func addToTopSafeArea(_ points: Double) {
    additionalSafeAreaTop += points
    // UIKit moves the scroll view's safe area, and its adjusted inset, with it.
    scrollView.addToTopSafeArea(points)
  }
}

/// A `UINavigationController` with a `ShyNavigationBar`, as UIKit runs it, for tests: screens
/// with identities 1, 2, 3…, a transition coordinator, one ``ChromeRuntime`` with the bar's shy
/// piece, and the stack's operations, each emitting UIKit's order of calls; what UIKit leaves
/// unknown is a parameter (``NavigationUnknowns``). Each bar layout pass calls
/// ``ChromeRuntime/showTopScreen(_:keeping:during:)`` as the bar does. The orders:
///
/// - **Push, pop, `setViewControllers`**: `viewControllers` and `topViewController` read the new
///   stack at once. Animated (and the top changes), a coordinator exists (documented: for the
///   transition's duration), the bar's items change and it lays out, the animation starts and
///   runs the alongside animations (documented: in the transition's context), the bar lays out
///   while it runs, it ends and the completions run (documented: `isCancelled` false), the
///   coordinator goes, the screens that left are freed (observed: released after they
///   disappear), and the bar lays out. Without animation, no coordinator: one layout pass, the
///   screens that left freed before or after it.
/// - **Interactive pop**: a coordinator, the bar's items change and it lays out, the animation
///   starts, the finger moves (layout passes); the finger lifts: the interaction-change handlers
///   (documented), the animation ends, the stack's final state, the completions with
///   `isCancelled` (documented), no coordinator, the source freed if it left, a layout pass. What
///   `topViewController` and `viewControllers` read during the gesture, and the layout after a
///   cancel, are unknown.
/// - **Modal**: presented, its transition runs, then the navigation controller's view leaves the
///   window (`setOnScreen(false)`); dismissed, the view comes back (`setOnScreen(true)`), the bar
///   lays out with the dismissal's coordinator, the transition runs, the bar lays out again.
///
/// When the bar lays out, and that a late `animate(alongsideTransition:)` is refused, are
/// assumptions.
package final class FakeNavigationStack {
  // MARK: Public

  package let clock = FakeMediaClock()
  package let unknowns: UIKitUnknowns
  package let navigation: NavigationUnknowns
  package let runtime: ChromeRuntime
  package let bar: CollapsingPiece<ShyBar.Chrome>
  package let log = StackLog()
  package private(set) var viewControllers: [FakeScreen] = []
  /// What `topViewController` reads now.
  package private(set) var topViewController: FakeScreen?
  package private(set) var transitionCoordinator: FakeTransitionCoordinator?
  /// Every screen's account, in the order the screens were made.
  package private(set) var accounts: [SafeAreaAccount] = []
  package private(set) var layoutPasses = 0
  package private(set) var framesDelivered = 0
  package private(set) var isInWindow = true

  /// A navigation controller whose root is screen 1, shown in a window: the bar lays out.
  package init(
    preset: ShyBar = ShyBar(),
    metrics: ScrollMetrics = ScrollMetrics(viewport: 800, content: 4_000),
    unknowns: UIKitUnknowns = UIKitUnknowns(), navigation: NavigationUnknowns = NavigationUnknowns()
  ) {
    self.unknowns = unknowns
    self.navigation = navigation
    self.metrics = metrics
    let clock = clock
    runtime = ChromeRuntime(clock: { [unowned clock] in clock.now })
    let log = log
    bar = runtime.add(preset, named: "shyBar", running: true) { [unowned log] piece in
      log.applied.append(.init(value: piece.chrome.behavior.fraction, alongside: log.alongside))
    }
    bar.reducesTopSafeArea = true
    runtime.onNeedsFramesChange = { [unowned self] runs in
      displayLinkRuns = runs
      for account in accounts { account.screen?.scrollView.displayLinkRuns = runs }
    }
    let root = makeScreen(id: nil)
    viewControllers = [root]
    topViewController = root
    layoutBar()
  }

  package var stackIDs: [UInt] { viewControllers.map(\.id) }
  /// The screen whose scroll view the runtime observes.
  package var followedScreen: FakeScreen? {
    accounts.compactMap(\.screen).first { $0.scrollView.isObserved }
  }
  /// The live screen of that identity.
  package func screen(_ id: UInt) -> FakeScreen? { accounts.last { $0.screenID == id }?.screen }

  /// A bar layout pass: the screen shown (`topViewController`, or the running transition's
  /// destination), the stack, the running coordinator if any.
  package func layoutBar() {
    layoutPasses += 1
    guard let top = topViewController else { return }
    let shown = ChromeRuntime.screenShown(
      top: top, stack: viewControllers, destination: transitionCoordinator?.destination)
    runtime.showTopScreen(
      chromeScreen(shown), keeping: stackIDs, during: transitionCoordinator?.screenTransition)
  }

  /// Time passes without a touch: the display link fires while the runtime asks for frames.
  package func runFrames(_ count: Int) {
    for _ in 0..<count {
      clock.now += 1 / FakeScrollView.frameRate
      if displayLinkRuns { deliverFrame(clock.now + 1 / FakeScrollView.frameRate) }
    }
  }

  // MARK: Public — the operations

  /// `pushViewController(_:animated:)` of a new screen (of a reused identity if `id` is given).
  @discardableResult
  package func push(id: UInt? = nil, animated: Bool) -> UInt {
    let screen = makeScreen(id: id)
    viewControllers.append(screen)
    topViewController = screen
    change(animated: animated)
    return screen.id
  }

  /// `popViewController(animated:)`, the back button.
  package func pop(animated: Bool) {
    guard viewControllers.count > 1 else { return }
    leaving = [viewControllers.removeLast()]
    topViewController = viewControllers.last
    change(animated: animated)
  }

  /// `setViewControllers(_:animated:)`: identities on the stack keep their screens; others are
  /// new screens. Animated, a transition runs only if the top changes.
  package func setViewControllers(_ ids: [UInt], animated: Bool) {
    // No local names a screen, so a screen that leaves is freed when the stack lets it go.
    let topChanges = ids.last != topViewController?.id
    leaving = viewControllers.filter { !ids.contains($0.id) }
    viewControllers = ids.map { id in viewControllers.first { $0.id == id } ?? makeScreen(id: id) }
    topViewController = viewControllers.last
    change(animated: animated && topChanges)
  }

  /// The edge swipe starts, and the finger moves.
  package func beginInteractivePop() {
    precondition(viewControllers.count > 1 && interactivePop == nil)
    let source = viewControllers[viewControllers.count - 1]
    let destination = viewControllers[viewControllers.count - 2]
    let coordinator = makeCoordinator(to: destination)
    interactivePop = (source, destination)
    if !navigation.sourceStaysDuringPop { viewControllers.removeLast() }
    if navigation.topIsDestinationDuringPop { topViewController = destination }
    layoutBar()
    coordinator.startAnimations()
    animate(frames: 12)
  }

  /// The finger lifts: the pop completes, or is cancelled.
  package func endInteractivePop(cancelled: Bool) {
    guard interactivePop != nil else { return }
    settleInteractivePop(cancelled: cancelled)
    // A completed pop frees its source once the transition is over.
    interactivePop = nil
    if !cancelled || navigation.layoutAfterCancel == .sourceAfterCompletion { layoutBar() }
  }

  /// A full-screen modal is presented over the navigation controller.
  package func present(animated: Bool) {
    if animated { runModalTransition(makeCoordinator(to: nil)) }
    isInWindow = false
    runtime.setOnScreen(false)
  }

  /// The modal is dismissed.
  package func dismiss(animated: Bool) {
    isInWindow = true
    runtime.setOnScreen(true)
    let coordinator = animated ? makeCoordinator(to: nil) : nil
    layoutBar()
    guard let coordinator else { return }
    runModalTransition(coordinator)
    layoutBar()
  }

  // MARK: Private

  private let metrics: ScrollMetrics
  private var nextID: UInt = 1
  private var nextScrollViewID: UInt = 1_000
  private var nextCoordinatorID: UInt = 1
  private var displayLinkRuns = false
  private var interactivePop: (source: FakeScreen, destination: FakeScreen)?
  /// Screens that left the stack, still held by the transition.
  private var leaving: [FakeScreen] = []

  /// What follows a change of the stack, the screens that left in ``leaving`` (see the type's
  /// discussion).
  private func change(animated: Bool) {
    guard animated else {
      if navigation.freedBeforeLayout { leaving = [] }
      layoutBar()
      leaving = []
      return
    }
    let coordinator = makeCoordinator(to: topViewController)
    layoutBar()
    coordinator.startAnimations()
    animate(frames: 12)
    finish(coordinator)
    leaving = []
    layoutBar()
  }

  /// The animation runs for `frames`, with the bar's layout passes.
  private func animate(frames: Int) {
    let passes = navigation.passesDuringAnimation
    for _ in 0..<passes {
      runFrames(frames / (passes + 1))
      layoutBar()
    }
    runFrames(frames - passes * (frames / (passes + 1)))
  }

  private func settleInteractivePop(cancelled: Bool) {
    guard let pop = interactivePop, let coordinator = transitionCoordinator else { return }
    coordinator.endInteraction(cancelled: cancelled)
    runFrames(6)
    if cancelled {
      let restored = viewControllers.filter { $0 !== pop.source } + [pop.source]
      switch navigation.layoutAfterCancel {
      case .staleBeforeCompletion: layoutBar()
      case .sourceBeforeCompletion:
        viewControllers = restored
        topViewController = pop.source
        layoutBar()
      case .none, .sourceAfterCompletion: break
      }
      viewControllers = restored
      topViewController = pop.source
    } else {
      viewControllers.removeAll { $0 === pop.source }
      topViewController = pop.destination
    }
    finish(coordinator)
  }

  private func runModalTransition(_ coordinator: FakeTransitionCoordinator) {
    coordinator.startAnimations()
    runFrames(12)
    finish(coordinator)
  }

  private func finish(_ coordinator: FakeTransitionCoordinator) {
    coordinator.end()
    transitionCoordinator = nil
  }

  /// A coordinator whose `viewController(forKey: .to)` is `destination` (`nil`: a modal's, whose
  /// destination is outside the stack).
  private func makeCoordinator(to destination: FakeScreen?) -> FakeTransitionCoordinator {
    let coordinator = FakeTransitionCoordinator(
      id: nextCoordinatorID, destination: destination, log: log)
    nextCoordinatorID += 1
    transitionCoordinator = coordinator
    return coordinator
  }

  private func makeScreen(id: UInt?) -> FakeScreen {
    let id = id ?? nextID
    nextID = max(nextID, id + 1)
    let view = FakeScrollView(
      metrics: metrics, unknowns: unknowns, clock: clock, id: nextScrollViewID)
    nextScrollViewID += 1
    view.onNotification = { [unowned self] in runtime.scrollViewDidChange() }
    view.onFrame = { [unowned self] in deliverFrame($0) }
    view.displayLinkRuns = displayLinkRuns
    let screen = FakeScreen(id: id, scrollView: view)
    accounts.append(screen.account)
    return screen
  }

  /// The screen as `ShyNavigationBar` describes a view controller: neither it nor its scroll
  /// view is kept alive by the runtime.
  private func chromeScreen(_ screen: FakeScreen) -> ChromeScreen {
    let id = screen.id
    let account = screen.account!
    let view = screen.scrollView
    let source = ScrollViewSource(
      id: view.id, deceleration: view.simulator.deceleration,
      sample: { [weak view] in view?.sample },
      observe: { [weak view, unowned log] observes in
        view?.source.observe(observes)
        if observes { log.switches.append(.init(value: Double(id), alongside: log.alongside)) }
      },
      setOffset: { [weak view] in view?.setContentOffset($0, animated: false) })
    return ChromeScreen(id: id, scrollView: source) { [weak screen] points in
      account.added += points
      if let screen { screen.addToTopSafeArea(points) } else { account.addedAfterFree += points }
    }
  }

  private func deliverFrame(_ target: Double) {
    framesDelivered += 1
    runtime.frame(targetTimestamp: target)
  }
}
