import ScrollChromeCore
import ScrollChromeTestSupport
import Testing

// The `headerTransition` preset (`collapsesWithContent` without settling, the animator's effects),
// checked from the outside over 10,000 seeded random sessions: every animator, header heights from
// 0.5 pt to 1e6 pt, fixed top offsets, Reduce Motion on and off (and toggled); the same random
// gestures, host events, geometry changes, switches and garbage as `PullInvariantTests` (the
// sessions, `HeaderSession`, live in `Behaviors/PullInvariantTests.swift` and its `+Generator`, on
// ScrollChromeTestSupport's `PropertySession`), and in 40 % of the sessions commands a host runs on
// `behavior` (expand, collapse, setFraction, enable, disable). A fifth of the sessions also run a
// pull header on the same scroll view.
//
// After every event, frame and command, from public outputs only (R = headerHeight +
// fixedTopOffset, u = clamp(y) − minY, s = top overscroll):
//   1. f ∈ [0, 1]; every header and title attribute finite;
//   2. f = clamp(u/R, 0, 1) while the identity is owed: as long as no command, scroll-to-top,
//      switch, top-inset change, content that fits (D ≤ R), disabled header or collapse animation
//      intervened; after one did, it is owed again once the header is back in step with the content
//      (at the top with f = 0, or fully collapsed) — the collapsesWithContent anchor then is 0
//      again. A new header starts expanded, so on a scroll view that starts scrolled the identity
//      is first owed once the header is in step in that sense;
//   3. stretch = s; header = stretch effect when the animator stretches (height = headerHeight + s,
//      translateY = −s), else the untouched header (height = headerHeight);
//   4. title per animator at f: transition → alpha f, translateY 10·(1 − f); scale → alpha f,
//      scale 0.5 + 0.5·f; none → untouched; parallax (threshold) → alpha ∈ [0, 1], and with no
//      animation running alpha = 1 if f == 1, 0 if f < 1;
//   5. at the end of a session (finger lifted, phases ended), frames make `isAnimating` false.
//
// `SCROLLCHROME_PROPERTY_SEED=<seed> swift test --filter HeaderTransitionInvariant` replays one
// session, printing every call.

@Suite("HeaderTransition invariants (collapse modes, effects) over seeded random sessions")
struct HeaderTransitionInvariantTests {
  @Test("10,000 random sessions keep the header and title consistent with the scroll")
  func randomSessions() async {
    // Every session has a collapsing header; a fifth also have a pull header.
    await HeaderSession.run(
      10_000, filter: "HeaderTransitionInvariant", pullEvery: 5, headerEvery: 1)
  }
}

/// A `HeaderTransition` under test and what the checks remember about it.
struct HeaderModel {
  // MARK: Public

  init(_ setup: HeaderSetup, tracker: ScrollTracker) throws(ConfigurationError) {
    self.setup = setup
    let preset = HeaderTransition(
      headerHeight: setup.headerHeight, fixedTopOffset: setup.fixedTopOffset,
      animator: setup.animator)
    try preset.validate()
    chrome = preset.makeChrome(tracker: tracker)
    chrome.behavior.reduceMotion = setup.reduceMotion
    stretches = [.parallax, .parallaxWithTransition, .parallaxWithScale].contains(setup.animator)
  }

  let setup: HeaderSetup
  /// The preset, as a host holds it.
  var chrome: HeaderTransition.Chrome

  /// Hands an accepted event to the preset, then checks it.
  mutating func handle(_ event: ScrollEvent, tracker: ScrollTracker, insetTop: Double)
    -> BrokenInvariant?
  {
    chrome.handle(event, tracker: tracker, emit: Self.ignore)
    switch event {
    case .scrollToTop, .switchScrollView: owed = false
    case .geometry(_, _, let top, _) where top != insetTop: owed = false
    default: break
    }
    return check(tracker)
  }

  /// A frame: the preset's animations move to `time`.
  mutating func advance(to time: Double, tracker: ScrollTracker) -> BrokenInvariant? {
    let before = chrome.behavior.fraction
    let animated = chrome.behavior.isAnimating
    chrome.advance(to: time, emit: Self.ignore)
    if !animated && chrome.behavior.fraction != before {
      return ("header.frame", "a frame without an animation moved f from \(before)")
    }
    return check(tracker)
  }

  /// A command, the way a host runs it (on the preset's `behavior`).
  mutating func run(
    _ command: HeaderCommandStep, animated: Bool, at time: Double, tracker: ScrollTracker
  ) -> BrokenInvariant? {
    switch command {
    case .expand: chrome.behavior.expand(animated: animated, at: time, emit: Self.ignore)
    case .collapse: chrome.behavior.collapse(animated: animated, at: time, emit: Self.ignore)
    case .setFraction(let f):
      chrome.behavior.setFraction(f, animated: animated, at: time, emit: Self.ignore)
    case .enable: chrome.behavior.setEnabled(true, at: time, emit: Self.ignore)
    case .disable: chrome.behavior.setEnabled(false, at: time, emit: Self.ignore)
    }
    owed = false
    return check(tracker)
  }

  /// Invariants 1–4.
  mutating func check(_ tracker: ScrollTracker) -> BrokenInvariant? {
    let metrics = tracker.metrics
    let f = chrome.behavior.fraction
    let range = chrome.behavior.range
    guard f.isFinite, f >= 0, f <= 1 else { return ("header.fraction", "f = \(f)") }
    // 2: the identity f = clamp(u/R), and when it is owed.
    let minY = metrics.minY
    let maxY = metrics.maxY
    let y = metrics.offset
    let u = (y < minY ? minY : y > maxY ? maxY : y) - minY
    if maxY - minY <= range || chrome.behavior.isAnimating || !chrome.behavior.isEnabled {
      owed = false
    } else if !owed && ((u <= 0 && f == 0) || f == 1) {
      owed = true
    }
    if owed {
      let identity = u >= range ? 1 : u / range
      guard Self.close(f, identity) else {
        return ("header.identity", "f = \(f), clamp(u/R) = \(identity) (u \(u), R \(range))")
      }
    }
    // 3: the header.
    let s = chrome.behavior.stretch
    guard s == (y < minY ? minY - y : 0) else {
      return ("header.stretch", "stretch \(s) ≠ oTop \(metrics.topOverscroll)")
    }
    let height = setup.headerHeight
    let header = chrome.header
    let expectedHeader =
      stretches
      ? Attributes(translateY: -s, height: height + s) : Attributes(height: height)
    guard Self.close(header, expectedHeader) else {
      return ("header.header", "header \(header), expected \(expectedHeader) at s = \(s)")
    }
    // 4: the title.
    let title = chrome.title
    var expectedTitle = Attributes()
    switch setup.animator {
    case .none:
      break
    case .transition, .parallaxWithTransition:
      expectedTitle = Attributes(alpha: f, translateY: 10 * (1 - f))
    case .scale, .parallaxWithScale:
      expectedTitle = Attributes(alpha: f, scaleX: 0.5 + 0.5 * f, scaleY: 0.5 + 0.5 * f)
    case .parallax:
      guard title.alpha >= 0, title.alpha <= 1 else {
        return ("header.title", "threshold title alpha \(title.alpha)")
      }
      expectedTitle.alpha = title.alpha
      if !chrome.isAnimating && title.alpha != (f == 1 ? 1 : 0) {
        return ("header.threshold", "title alpha \(title.alpha) at f = \(f), no fade running")
      }
    }
    guard Self.close(title, expectedTitle) else {
      return ("header.title", "title \(title), expected \(expectedTitle) at f = \(f)")
    }
    return nil
  }

  var snapshot: String {
    "f \(chrome.behavior.fraction) s \(chrome.behavior.stretch) title α \(chrome.title.alpha)"
      + (chrome.isAnimating ? " animating" : "") + (owed ? "" : " (identity not owed)")
  }

  // MARK: Private

  private let stretches: Bool
  /// Whether f = clamp(u/R) must hold now (invariant 2). A new header starts expanded with its
  /// anchor at the current offset, so the identity is first owed once it is in step.
  private var owed = false

  /// Equal within rounding. (Written without the generic `abs` and `max`, which a debug build
  /// does not specialize: this runs a few million times.)
  private static func close(_ a: Double, _ b: Double) -> Bool {
    let difference = a - b
    let scale = 1 + (a < 0 ? -a : a) + (b < 0 ? -b : b)
    return (difference < 0 ? -difference : difference) <= 1e-9 * scale
  }

  /// Equal within rounding, and finite.
  private static func close(_ a: Attributes, _ b: Attributes) -> Bool {
    close(a.alpha, b.alpha) && close(a.translateX, b.translateX)
      && close(a.translateY, b.translateY) && close(a.scaleX, b.scaleX)
      && close(a.scaleY, b.scaleY) && close(a.height ?? 0, b.height ?? 0) && a.alpha.isFinite
      && a.translateX.isFinite && a.translateY.isFinite && a.scaleX.isFinite && a.scaleY.isFinite
      && (a.height?.isFinite ?? true) && (a.height == nil) == (b.height == nil)
  }

  /// Drops what the preset emits (completions and state changes are the collapse tests' subject).
  private static func ignore(_ event: CollapseEvent) {}
}

/// The collapsing header of a session: the ``HeaderTransition`` preset.
struct HeaderSetup {
  var headerHeight: Double
  var fixedTopOffset: Double
  var animator: HeaderTransition.Animator
  var reduceMotion: Bool
  /// Whether the session issues commands (expand, collapse, setFraction, enable, disable).
  var commands: Bool
}

/// A command a host runs on the collapsing header's behaviour.
enum HeaderCommandStep {
  case expand, collapse
  case setFraction(Double)
  case enable, disable
}

extension SessionRandom {
  /// A header of any height (tiny to huge), with or without a fixed top offset.
  mutating func headerSetup() -> HeaderSetup {
    HeaderSetup(
      headerHeight: weighted([4, 3, 1, 1], [200, number(1...600), 0.5, number(1e3...1e6)]),
      fixedTopOffset: weighted([5, 3, 1], [0, number(0...120), number(120...5e3)]),
      animator: pick(HeaderTransition.Animator.allCases), reduceMotion: chance(0.3),
      commands: chance(0.4))
  }

  /// A command, with the fractions that are refused or clamped.
  mutating func headerCommand() -> HeaderCommandStep {
    switch integer(0...5) {
    case 0: .expand
    case 1: .collapse
    case 2: .enable
    case 3: .disable
    default: .setFraction(weighted([4, 1, 1, 1], [number(0...1), .nan, 2, -1]))
    }
  }
}

extension HeaderSession {
  /// Whether the collapsing header (if any) animates.
  var isAnimating: Bool { header?.chrome.isAnimating == true }

  /// A frame callback: the collapsing header's animations move to the current time.
  mutating func advanceChrome() throws(SessionViolation) {
    guard header != nil else { return }
    state.call += 1
    if let broken = header?.advance(to: state.time, tracker: state.tracker) {
      throw violation(broken)
    }
  }

  /// A command on the collapsing header, as a host runs it.
  mutating func run(_ command: HeaderCommandStep, animated: Bool) throws(SessionViolation) {
    guard header != nil else { return }
    state.call += 1
    if let broken = header?.run(command, animated: animated, at: state.time, tracker: state.tracker)
    {
      throw violation(broken)
    }
  }
}
