import ScrollChromeCore
import ScrollChromeTestSupport
import Testing

// The app's and the system's offset changes — a status-bar tap, `setContentOffset(_:animated:)`
// with and without animation — replayed through the runtime as the UIKit adapter runs it, for
// every component and under every choice UIKit leaves undocumented. Without forwarded delegate
// calls the runtime sees such a change as movement at rest that no geometry change explains: the
// app's change, ended when `isScrollAnimating` turns false (iOS 17.4 and later) or once the
// offset has stood still for 0.05 s. Offset changes move chrome like scrolling; reaching the top
// expands it.
//
// With KVO silent nothing notifies while the content moves at rest: the runtime learns of the
// change at the next documented signal, the component's layout pass, which these tests deliver
// (one frame into an animation, when the content has moved). From that sample on the display link
// follows the change to its end. During a fling the display link already runs and needs no help.
//
// Screen: viewport 800, content 4000, adjusted insets 100 (top) and 83 (bottom).

/// How the content is sent to its top.
enum TopRequest: String, CaseIterable, Sendable, CustomStringConvertible {
  /// The status bar is tapped.
  case statusBarTap
  /// The app animates to `−adjustedContentInset.top`.
  case animatedOffset
  /// The app jumps to `−adjustedContentInset.top` without animation.
  case jump

  var description: String { rawValue }
}

/// With KVO silent, the layout pass that shows the runtime an offset change at rest; after one
/// frame for an animation, so that the content has moved.
private func deliverLayoutIfSilent(_ harness: UIKitHarness, animated: Bool) {
  guard !harness.scrollView.unknowns.keyValueObserving else { return }
  if animated { harness.scrollView.runFrames(1) }
  harness.scrollView.layout()
}

/// Sends the content to its top as `request` says, with the signal KVO's silence calls for.
private func sendToTop(_ harness: UIKitHarness, by request: TopRequest) {
  switch request {
  case .statusBarTap: harness.scrollView.tapStatusBar()
  case .animatedOffset: harness.scrollView.setContentOffset(harness.scrollView.top, animated: true)
  case .jump: harness.scrollView.setContentOffset(harness.scrollView.top, animated: false)
  }
  deliverLayoutIfSilent(harness, animated: request != .jump)
}

@Suite("UIKit flows: scroll-to-top and the app's offset changes")
struct UIKitFlowProgrammaticTests {
  @Test(
    "sent to the top from far down the list, the content arrives there and every chrome expands",
    arguments: allPairs(UIKitComponent.allCases, TopRequest.allCases), UIKitUnknowns.all)
  func sentToTheTopExpands(flow: (UIKitComponent, TopRequest), unknowns: UIKitUnknowns) {
    let (kind, request) = flow
    let harness = UIKitHarness(metrics: UIKitHarness.phone, unknowns: unknowns)
    let component = harness.add(kind)
    harness.begin(at: .midList, component)
    sendToTop(harness, by: request)
    // At the top the shy bar gives its safe area back; with KVO silent the layout pass that
    // follows the safe-area change shows what that did to the offset.
    harness.settleAndLayOut()
    let context = "\(kind), \(request), \(unknowns)"
    // The top the content rests at, with the bar shown: u = 0.
    #expect(harness.offsetFromTop == 0, "\(context): u = \(harness.offsetFromTop)")
    if let fraction = component.fraction {
      // Reaching the top expands, in every mode; the shy bar gives its safe area back.
      #expect(fraction == 0, "\(context)")
    } else {
      #expect(harness.triggers.isEmpty, "\(context): an animation never pulls")
    }
    #expect(harness.topSafeAreaReduction == 0, "\(context)")
    harness.expectRests(component, context)
    harness.expectQuietSample(context)
  }

  @Test(
    "a status-bar tap during a fling takes over and ends at the top with the chrome expanded",
    arguments: UIKitComponent.allCases, UIKitUnknowns.all)
  func statusBarTapDuringAFling(kind: UIKitComponent, unknowns: UIKitUnknowns) {
    let harness = UIKitHarness(metrics: UIKitHarness.phone, unknowns: unknowns)
    let component = harness.add(kind)
    harness.begin(at: .midList, component)
    harness.scrollView.fling(by: 100, frames: 10, velocity: 3_000)
    harness.scrollView.runFrames(5)
    let context = "\(kind), \(unknowns)"
    #expect(harness.scrollView.simulator.activity == .decelerating, "\(context): coasting")
    // The display link runs for the fling: its frames see the deceleration end and the
    // animation begin, whatever KVO does.
    harness.scrollView.tapStatusBar()
    // Only the shy bar writes the safe area, whose layout pass comes on top of the frames.
    if kind == .shyBar { harness.settleAndLayOut() } else { harness.scrollView.settle() }
    #expect(harness.offsetFromTop == 0, "\(context): u = \(harness.offsetFromTop)")
    if let fraction = component.fraction {
      #expect(fraction == 0, "\(context)")
    } else {
      #expect(harness.triggers.isEmpty, "\(context)")
    }
    harness.expectRests(component, context)
  }

  @Test(
    "the app's offset change down the list moves chrome like scrolling and hides it",
    arguments: allPairs(UIKitComponent.allCases, [true, false]), UIKitUnknowns.all)
  func offsetChangeDownTheListHides(flow: (UIKitComponent, Bool), unknowns: UIKitUnknowns) {
    let (kind, animated) = flow
    let harness = UIKitHarness(metrics: UIKitHarness.phone, unknowns: unknowns)
    let component = harness.add(kind)
    harness.scrollView.setContentOffset(1_500, animated: animated)
    deliverLayoutIfSilent(harness, animated: animated)
    harness.scrollView.settle()
    let context = "\(kind), animated \(animated), \(unknowns)"
    #expect(harness.scrollView.offset == 1_500, "\(context)")
    // u = 1600: the change moved the content by 1600 > R, so every collapsing chrome hid, and
    // the change's end settled it there; the shy bar takes min(44, 1600 − 44) = 44.
    if let fraction = component.fraction {
      #expect(fraction == 1, "\(context)")
    } else {
      #expect(harness.triggers.isEmpty, "\(context)")
    }
    if kind == .shyBar { #expect(harness.topSafeAreaReduction == 44, "\(context)") }
    harness.expectRests(component, context)
    harness.expectQuietSample(context)
  }

  @Test(
    "an animated offset change a little way down moves followers by δ and settles them",
    arguments: [
      // 20 down from the top: followers hide 20 (f 0.31 of 64, 0.41 of 49) and the end of the
      // change settles them to the nearer end, shown.
      (20.0, [UIKitComponent.topFollower: 0.0, .bottomBar: 0.0, .shyBar: 0.0, .header: 0.1]),
      // 40 down: 40 of 64 (0.625) and 40 of 49 (0.82) collapse; the shy bar at u = 40 < R
      // expands; the header, which never snaps, shows 40 of 200.
      (40, [.topFollower: 1, .bottomBar: 1, .shyBar: 0, .header: 0.2]),
    ], UIKitUnknowns.all)
  func smallOffsetChangeSettles(
    row: (Double, [UIKitComponent: Double]), unknowns: UIKitUnknowns
  ) {
    let (distance, expected) = row
    for (kind, fraction) in expected {
      let harness = UIKitHarness(metrics: UIKitHarness.phone, unknowns: unknowns)
      let component = harness.add(kind)
      harness.scrollView.setContentOffset(harness.scrollView.top + distance, animated: true)
      deliverLayoutIfSilent(harness, animated: true)
      harness.scrollView.settle()
      let context = "\(kind), \(distance) pt, \(unknowns)"
      #expect(abs(component.fraction! - fraction) < 1e-9, "\(context): \(component.fraction!)")
      harness.expectRests(component, context)
    }
  }

  @Test(
    "an animated offset under a deep pull takes the drag over: the pull never triggers (iOS 17.4 and later)",
    arguments: UIKitUnknowns.all.filter(\.hasScrollAnimating))
  func animatedOffsetTakesOverADeepPull(unknowns: UIKitUnknowns) {
    let harness = UIKitHarness(metrics: UIKitHarness.phone, unknowns: unknowns)
    let component = harness.add(.pull)
    // 200 pt of finger past the top: 96.7 pt of pull, past deep (70).
    harness.scrollView.drag(by: -200, frames: 10)
    #expect(component.pullState() == .deep, "\(unknowns)")
    harness.scrollView.setContentOffset(harness.scrollView.top, animated: true)
    deliverLayoutIfSilent(harness, animated: true)
    // The first frame of the animation moves the content, and the runtime sees it.
    harness.scrollView.hold(frames: 1)
    #expect(component.pullState() == .normal, "\(unknowns): the takeover ends the pull")
    // The finger rests through the animation and after it, then lifts: no release to fire.
    harness.scrollView.hold(frames: 59)
    harness.scrollView.lift()
    harness.scrollView.settle()
    #expect(harness.triggers.isEmpty, "\(unknowns)")
    #expect(harness.rejected.isEmpty, "\(unknowns): \(harness.rejected)")
    #expect(harness.scrollView.offset == harness.scrollView.top, "\(unknowns)")
  }
}
