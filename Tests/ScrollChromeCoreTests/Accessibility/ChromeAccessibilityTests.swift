import ScrollChromeCore
import Testing

/// `ChromeAccessibility`: VoiceOver keeps chrome expanded, hidden chrome is hidden from assistive
/// technologies, collapsed chrome offers an action that expands it.
@Suite("Chrome accessibility") struct ChromeAccessibilityTests {
  @Test(arguments: [
    // The app enables the chrome; no VoiceOver.
    (true, false, true),
    // VoiceOver runs: the chrome stays put.
    (true, true, false),
    // The app disabled it.
    (false, false, false),
    // Both.
    (false, true, false),
  ])
  func enabling(requested: Bool, voiceOver: Bool, expected: Bool) {
    let settings = ChromeAccessibility(isVoiceOverRunning: voiceOver)
    #expect(settings.isEnabled(requested: requested) == expected)
  }

  @Test func pausingDisables() {
    let settings = ChromeAccessibility()
    #expect(!settings.isEnabled(requested: true, isPaused: true))
    #expect(settings.isEnabled(requested: true, isPaused: false))
  }

  @Test(arguments: [
    // (paused, VoiceOver, pulls enabled): pausing stops pulls; VoiceOver leaves them alone.
    (false, false, true),
    (false, true, true),
    (true, false, false),
    (true, true, false),
  ])
  func pullEnabling(paused: Bool, voiceOver: Bool, expected: Bool) {
    let settings = ChromeAccessibility(isVoiceOverRunning: voiceOver)
    #expect(settings.isPullEnabled(isPaused: paused) == expected)
  }

  @Test func voiceOverStartingExpandsOnce() {
    let off = ChromeAccessibility()
    let on = ChromeAccessibility(isVoiceOverRunning: true)
    #expect(on.expandsChrome(comingFrom: off))
    // Already running (another setting changed): nothing to do.
    #expect(!on.expandsChrome(comingFrom: on))
    // Stopping expands nothing.
    #expect(!off.expandsChrome(comingFrom: on))
    // Reduce Motion alone expands nothing.
    #expect(!ChromeAccessibility(isReduceMotionEnabled: true).expandsChrome(comingFrom: off))
  }

  @Test(arguments: [(0.0, false), (0.5, false), (0.999, false), (1.0, true)])
  func hiding(fraction: Double, hidden: Bool) {
    #expect(ChromeAccessibility.hidesFromAccessibility(fraction: fraction) == hidden)
  }

  @Test(arguments: [
    // Fully shown: nothing to expand.
    (0.0, true, false),
    // Partly collapsed.
    (0.3, true, true),
    // Fully collapsed.
    (1.0, true, true),
    // Disabled chrome stays where the app put it.
    (1.0, false, false),
  ])
  func expandAction(fraction: Double, enabled: Bool, offered: Bool) {
    #expect(
      ChromeAccessibility.offersExpandAction(
        fraction: fraction, isEnabled: enabled, isHeader: false) == offered)
  }

  @Test(arguments: [0.0, 0.3, 1.0])
  func aHeaderInTheContentOffersNoExpandAction(fraction: Double) {
    #expect(
      !ChromeAccessibility.offersExpandAction(fraction: fraction, isEnabled: true, isHeader: true))
  }

  @Test func onlyHeaderTransitionsAreHeaders() {
    let tracker = ScrollTracker()
    #expect(HeaderTransition().makeChrome(tracker: tracker).isHeader)
    // A shy bar collapses with the content too, but it is a bar: it offers the action.
    #expect(!ShyBar().makeChrome(tracker: tracker).isHeader)
    #expect(!FollowView().makeChrome(tracker: tracker).isHeader)
    #expect(!CollapseConfiguration(range: 44).makeChrome(tracker: tracker).isHeader)
  }

  @Test func runningChromeOffersTheActionByItsBehaviourAndItsKind() throws {
    let tracker = try ScrollTracker(
      metrics: ScrollMetrics(offset: 1000, viewport: 800, content: 4000))
    var bar = ShyBar().makeChrome(tracker: tracker)
    var header = HeaderTransition(headerHeight: 200).makeChrome(tracker: tracker)
    #expect(!ChromeAccessibility.offersExpandAction(for: bar))
    _ = bar.behavior.collapse(animated: false, at: 0) { _ in }
    _ = header.behavior.collapse(animated: false, at: 0) { _ in }
    #expect(ChromeAccessibility.offersExpandAction(for: bar))
    #expect(header.behavior.fraction == 1)
    #expect(!ChromeAccessibility.offersExpandAction(for: header))
  }
}
