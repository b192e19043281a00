import ScrollChromeCore

/// A ``ChromeRuntime`` wired to a ``FakeScrollView`` exactly as the UIKit driver wires it to a
/// `UIScrollView`: each notification is one ``ChromeRuntime/scrollViewDidChange()`` call, the
/// display link runs while the runtime asks for frames, and the components' pieces apply their
/// outputs to views — a shy bar writes the top safe area, which notifies inside the write.
///
/// Every apply closure also records what it applied, and runs ``duringApply`` once per call: a
/// test puts there what an app's closure does (read the runtime, command, remove, free).
package final class UIKitHarness {
  // MARK: Public

  /// The media clock.
  package let clock: FakeMediaClock
  /// The scroll view.
  package let scrollView: FakeScrollView
  /// The runtime, `nil` once freed (``free()``).
  package private(set) var runtime: ChromeRuntime?
  /// Every apply, in order: the piece's name and the fraction (or the pull's state) it applied.
  package private(set) var applied: [(name: String, value: Double)] = []
  /// Runs inside every apply closure, after it recorded; a test's stand-in for the app's code.
  package var duringApply: (UIKitHarness, String) -> Void = { _, _ in }
  /// Every trigger a pull header reported.
  package private(set) var triggers: [PullState] = []
  /// Every haptic a pull header asked for.
  package private(set) var feedback: [PullFeedback] = []
  /// Every event the tracker refused.
  package private(set) var rejected: [String] = []
  /// How often the runtime started and stopped the display link.
  package private(set) var frameLinkChanges: [Bool] = []

  /// A harness around a scroll view of `metrics`, under UIKit's undocumented choices `unknowns`.
  package init(
    metrics: ScrollMetrics = ScrollMetrics(viewport: 800, content: 4_000),
    unknowns: UIKitUnknowns = UIKitUnknowns()
  ) {
    let clock = FakeMediaClock()
    self.clock = clock
    scrollView = FakeScrollView(metrics: metrics, unknowns: unknowns, clock: clock)
    let runtime = ChromeRuntime(clock: { [unowned clock] in clock.now })
    self.runtime = runtime
    runtime.onNeedsFramesChange = { [unowned self] in
      scrollView.displayLinkRuns = $0
      frameLinkChanges.append($0)
    }
    runtime.onRejectedEvent = { [unowned self] event, diagnostic in
      rejected.append("\(event.name): \(diagnostic)")
    }
    scrollView.onNotification = { [unowned self] in self.runtime?.scrollViewDidChange() }
    scrollView.onFrame = { [unowned self] in self.runtime?.frame(targetTimestamp: $0) }
    runtime.follow(scrollView.source)
  }

  /// The runtime; a test that frees it must not call this afterwards.
  package var chrome: ChromeRuntime { runtime! }

  /// Frees the runtime, as a component's deinit frees its driver: ``ChromeRuntime/stop()``.
  package func free() {
    runtime?.stop()
    runtime = nil
    scrollView.displayLinkRuns = false
  }

  // MARK: Public — the components' pieces

  /// `ShyNavigationBar`'s piece: a shy bar whose hidden part comes out of the screen's top safe
  /// area, on the screen of this scroll view.
  @discardableResult
  package func addShyBar(_ preset: ShyBar = ShyBar(), named name: String = "shyBar")
    -> CollapsingPiece<ShyBar.Chrome>
  {
    let piece = chrome.add(preset, named: name, running: true) { [unowned self] piece in
      record(name, piece.chrome.behavior.fraction)
    }
    piece.reducesTopSafeArea = true
    chrome.showScreen(screen, keeping: [scrollView.id])
    return piece
  }

  /// `ScrollFollower`'s piece (a following view, tab bar or toolbar).
  @discardableResult
  package func addFollower(_ preset: FollowView = FollowView(), named name: String = "follower")
    -> CollapsingPiece<FollowView.Chrome>
  {
    chrome.add(preset, named: name, running: true) { [unowned self] piece in
      record(name, piece.chrome.behavior.fraction)
    }
  }

  /// `HeaderTransitionHandler`'s piece.
  @discardableResult
  package func addHeader(
    _ preset: HeaderTransition = HeaderTransition(headerHeight: 200), named name: String = "header"
  ) -> CollapsingPiece<HeaderTransition.Chrome> {
    chrome.add(preset, named: name, running: true) { [unowned self] piece in
      record(name, piece.chrome.behavior.fraction)
    }
  }

  /// `DraggableSwitchHeaderView`'s piece.
  @discardableResult
  package func addPull(_ preset: DraggableSwitch = DraggableSwitch(), named name: String = "pull")
    -> PullPiece<DraggableSwitch.Chrome>
  {
    chrome.addPull(preset, named: name, running: true) { [unowned self] piece in
      record(name, Double(PullState.allCases.firstIndex(of: piece.chrome.behavior.state) ?? 0))
    } onTrigger: { [unowned self] in
      triggers.append($0)
    } onFeedback: { [unowned self] in
      feedback.append($0)
    }
  }

  /// The screen of this scroll view, as `ShyNavigationBar` describes its view controller.
  package var screen: ChromeScreen {
    ChromeScreen(id: scrollView.id, scrollView: scrollView.source) { [unowned self] in
      scrollView.addToTopSafeArea($0)
    }
  }

  /// The fractions a piece applied, in order.
  package func applied(_ name: String) -> [Double] {
    applied.filter { $0.name == name }.map(\.value)
  }

  // MARK: Private

  private func record(_ name: String, _ value: Double) {
    applied.append((name, value))
    duringApply(self, name)
  }
}
