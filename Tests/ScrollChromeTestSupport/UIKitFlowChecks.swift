import ScrollChromeCore
import Testing

/// Where a flow starts on a ``UIKitHarness/phone`` screen.
package enum FlowStart: String, Sendable, CustomStringConvertible {
  /// At the resting top, the chrome shown.
  case top
  /// Far down the list after a fling, the chrome as the fling left it.
  case midList
  /// Far down the list after a fling, then expanded by a command without animation: for
  /// chrome that collapses with the content, the anchor now sits at the current offset, so the
  /// next drag hides it from there.
  case midListExpanded

  package var description: String { rawValue }
}

extension UIKitHarness {
  // MARK: Package

  /// Puts the scroll view and `component` where `start` says, and lets everything rest.
  package func begin(at start: FlowStart, _ component: InstalledComponent) {
    switch start {
    case .top:
      break
    case .midList:
      scrollView.flingDownTheList()
    case .midListExpanded:
      scrollView.flingDownTheList()
      chrome.run(.expand(animated: false), on: component.piece)
      scrollView.settle()
    }
  }

  /// The top safe-area reduction the shy bar's rule gives now: `min(hidden, max(0, u − R))`, with
  /// `u` the offset from the top of the fully shown bar; zero for every other component.
  package func expectedReduction(for component: InstalledComponent) -> Double {
    guard component.kind == .shyBar, let hidden = component.collapsed,
      let range = component.kind.range
    else { return 0 }
    return min(hidden, max(0, offsetFromTop - range))
  }

  /// Expects everything to rest: the scroll view idle, no frames asked for, the display link
  /// off, no event refused, and the shy bar's safe area as its rule gives it (the tracker
  /// measuring `u` with the chrome's own writes left out).
  package func expectRests(
    _ component: InstalledComponent, _ context: CustomStringConvertible,
    sourceLocation: SourceLocation = #_sourceLocation
  ) {
    #expect(
      scrollView.simulator.activity == .idle, "\(context): the scroll view rests",
      sourceLocation: sourceLocation)
    #expect(
      runtime?.needsFrames != true, "\(context): no frames needed", sourceLocation: sourceLocation)
    #expect(
      !scrollView.displayLinkRuns, "\(context): the display link is off",
      sourceLocation: sourceLocation)
    #expect(rejected.isEmpty, "\(context): refused \(rejected)", sourceLocation: sourceLocation)
    #expect(!component.isAnimating, "\(context): no animation", sourceLocation: sourceLocation)
    guard let runtime else { return }
    let expected = expectedReduction(for: component)
    #expect(
      abs(topSafeAreaReduction - expected) < 1e-6,
      "\(context): safe area reduced by \(topSafeAreaReduction), rule \(expected)",
      sourceLocation: sourceLocation)
    #expect(
      abs(runtime.tracker.metrics.offsetFromTop - offsetFromTop) < 1e-6,
      "\(context): the tracker's u \(runtime.tracker.metrics.offsetFromTop) is \(offsetFromTop)",
      sourceLocation: sourceLocation)
  }

  /// Expects that a sample of the resting scroll view — a layout pass, a stray notification —
  /// calls no apply and starts no frames.
  package func expectQuietSample(
    _ context: CustomStringConvertible, sourceLocation: SourceLocation = #_sourceLocation
  ) {
    let count = applied.count
    scrollView.layout()
    runtime?.scrollViewDidChange()
    #expect(
      applied.count == count, "\(context): a sample that changes nothing applies nothing",
      sourceLocation: sourceLocation)
    #expect(runtime?.needsFrames != true, "\(context)", sourceLocation: sourceLocation)
  }
}

/// Every pair of an element of `first` with an element of `second`, for a test that runs a table
/// for every component under every choice of the unknowns (a test takes two argument lists).
package func allPairs<First: Sendable, Second: Sendable>(_ first: [First], _ second: [Second])
  -> [(First, Second)]
{
  first.flatMap { a in second.map { b in (a, b) } }
}

extension UIKitHarness {
  /// Runs frames until everything rests; then, with KVO silent, delivers the layout pass that a
  /// change of the safe area causes (UIKit lays a view out when its safe area changes) and runs
  /// frames again.
  ///
  /// The shy bar's own safe-area write moves content that rests at the top when UIKit keeps the
  /// top, and with KVO silent no notification reports that move: the layout pass is the
  /// documented signal that does.
  package func settleAndLayOut() {
    scrollView.settle()
    guard !scrollView.unknowns.keyValueObserving else { return }
    scrollView.layout()
    scrollView.settle()
  }
}
