import ScrollChromeCore
import ScrollChromeTestSupport
import Testing

// Layout changes the adapter sees through key-value notifications of bounds, contentSize and
// adjustedContentInset. A top-inset change is a geometry event with δ = 0, and hosts that move
// content insets must not feed their own writes back into the engine.
//
// - adjustedContentInset (https://developer.apple.com/documentation/uikit/uiscrollview/
//   adjustedcontentinset): "The insets derived from the content insets and the safe area of the
//   scroll view … The safe area insets are then added to the values in the contentInset property".
// - contentInsetAdjustmentBehavior (…/uiscrollview/contentinsetadjustmentbehavior-swift.property):
//   "specifies how the safe area insets are used to modify the content area of the scroll view.
//   The default value of this property is automatic".
// - contentInset (…/uiscrollview/contentinset): "Use this property to extend the space between
//   your content and the edges of the content view" — how an app makes room for the keyboard.
// - additionalSafeAreaInsets (https://developer.apple.com/documentation/uikit/uiviewcontroller/
//   additionalsafeareainsets): "Custom insets that you specify to modify the view controller's
//   safe area" — how shy chrome gives its height back to the content.
// - viewSafeAreaInsetsDidChange() (…/uiviewcontroller/viewsafeareainsetsdidchange()): "UIKit
//   updates the safe area in response to size changes to system bars or when you modify the
//   additional safe area insets of your view controller".
// UIKit does not document whether or when it clamps contentOffset after bounds, contentSize or
// insets change (in the same layout pass, or in a later notification): the host must handle both.

/// The smallest |δ| a tracker can see for a scroll from `old` to `new` metrics, whichever of
/// scroll and geometry comes first (computed here with `ScrollMetrics.clamped`).
private func smallestDelta(from old: ScrollMetrics, to new: ScrollMetrics) -> Double {
  let scrollFirst = abs(old.clamped(new.offset) - old.clamped(old.offset))
  let geometryFirst = abs(new.clamped(new.offset) - new.clamped(old.offset))
  return min(scrollFirst, geometryFirst)
}

/// The tracker's δ for the `scroll` event in `replay` (the only one in the script).
private func scrollDelta(_ script: HostScript, _ replay: HostTrackerReplay) -> Double? {
  guard let index = script.events.firstIndex(where: { $0.name == "scroll" }) else { return nil }
  return replay.deltas[index]
}

/// (situation, before, after with UIKit's clamp, whether the scroll must come first or `nil` for
/// a tie, which the rule leaves open)
private let rotationRows: [(String, ScrollMetrics, ScrollMetrics, Bool?)] = [
  // Portrait to landscape at the bottom: bounds 800 → 390, the content reflows 4000 → 2800, so
  // UIKit clamps the offset from 3200 to the new maxY 2410: geometry first gives δ 0.
  (
    "bottom, portrait to landscape", hostList(offset: 3200),
    hostList(offset: 2410, viewport: 390, content: 2800), false
  ),
  // Landscape to portrait at the top under a navigation bar: the top inset grows 32 → 91 (status
  // bar back, taller bar) and UIKit keeps the content at its top, −32 → −91: scroll first, δ 0.
  (
    "top, landscape to portrait", hostList(offset: -32, viewport: 390, content: 2800, insetTop: 32),
    hostList(offset: -91, insetTop: 91), true
  ),
  // Mid-list, UIKit keeps the first visible row: 1500 → 1050 under both geometries; either order
  // moves the clamped offset by 450, the least possible.
  (
    "mid-list, portrait to landscape", hostList(offset: 1500),
    hostList(offset: 1050, viewport: 390, content: 2800), nil
  ),
]

@Suite("ScrollViewHost geometry and own insets")
struct ScrollViewHostGeometryTests {
  @Test(
    "rotation: geometry and UIKit's clamp in one sample, in the order with the smaller δ",
    arguments: rotationRows)
  func rotation(row: (String, ScrollMetrics, ScrollMetrics, Bool?)) throws {
    let (situation, before, after, scrollFirst) = row
    var script = HostScript(.resting(before))
    let events = script.observe {
      $0.reshaped(
        viewport: after.viewport, content: after.content, insetTop: after.insetTop,
        insetBottom: after.insetBottom, offset: after.offset)
    }
    let geometry = ScrollEvent.geometry(
      viewport: after.viewport, content: after.content, insetTop: after.insetTop,
      insetBottom: after.insetBottom)
    let scroll = ScrollEvent.scroll(y: after.offset)
    switch scrollFirst {
    case true?: #expect(events == [scroll, geometry], "\(situation)")
    case false?: #expect(events == [geometry, scroll], "\(situation)")
    case nil:
      #expect(events == [scroll, geometry] || events == [geometry, scroll], "\(situation)")
    }
    // Layout is not the app's offset change: no programmatic wrapper, nothing to settle.
    #expect(script.phase == .idle && !script.needsFrames)
    let replay = script.expectAccepted()
    let delta = try #require(scrollDelta(script, replay))
    #expect(abs(delta) == smallestDelta(from: before, to: after), "\(situation): δ \(delta)")
  }

  @Test(
    "the keyboard raising the bottom inset by 300 pt is one geometry event",
    arguments: HostOS.allCases)
  func keyboard(os: HostOS) {
    var script = HostScript(.resting(hostList(offset: 1200), os: os))
    // The app adds the keyboard's overlap to contentInset.bottom; adjustedContentInset follows.
    #expect(
      script.observe { $0.reshaped(insetBottom: 300) }
        == [.geometry(viewport: 800, content: 4000, insetTop: 0, insetBottom: 300)])
    #expect(script.phase == .idle && !script.needsFrames)
    #expect(script.host.metrics.insetBottom == 300)
    // The keyboard hides again.
    #expect(
      script.observe(after: 0.3) { $0.reshaped(insetBottom: 0) }
        == [.geometry(viewport: 800, content: 4000, insetTop: 0, insetBottom: 0)])
    #expect(script.phase == .idle && !script.needsFrames)
    script.expectAccepted()
  }

  @Test(
    "a reload that shrinks the content under the offset, clamped in the same sample: δ 0",
    arguments: HostOS.allCases)
  func reloadClampedAtOnce(os: HostOS) throws {
    // Near the bottom (maxY 3200); reloadData leaves 2000 pt of content: maxY 1200.
    var script = HostScript(.resting(hostList(offset: 3150), os: os))
    let events = script.observe { $0.reshaped(content: 2000, offset: 1200) }
    #expect(
      events == [
        .geometry(viewport: 800, content: 2000, insetTop: 0, insetBottom: 0), .scroll(y: 1200),
      ])
    #expect(script.phase == .idle && !script.needsFrames)
    let replay = script.expectAccepted()
    #expect(try #require(scrollDelta(script, replay)) == 0)
  }

  @Test(
    "a reload clamped in a later notification: geometry, then the clamp as a jump with δ 0",
    arguments: HostOS.allCases)
  func reloadClampedLater(os: HostOS) throws {
    var script = HostScript(.resting(hostList(offset: 3150), os: os))
    // First notification: contentSize; the offset is left past the new maxY for now.
    #expect(
      script.observe { $0.reshaped(content: 2000) }
        == [.geometry(viewport: 800, content: 2000, insetTop: 0, insetBottom: 0)])
    #expect(script.phase == .idle)
    // Second notification, in the same turn: UIKit's clamp. Nothing in this sample tells it from
    // the app's setContentOffset, so the host reports what its rules say of "movement at rest
    // that no geometry change explains": an app's jump. The tracker's δ is 0 (already clamped).
    let clamp = script.observe(after: 0.000_01) { $0.moved(to: 1200) }
    switch os {
    case .modern:
      #expect(clamp == [.beginProgrammatic, .scroll(y: 1200), .endProgrammatic])
    case .legacy:
      #expect(clamp == [.beginProgrammatic, .scroll(y: 1200)])
      #expect(script.observe(after: hostQuietAndAFrame) == [.endProgrammatic])
    }
    #expect(script.phase == .idle && !script.needsFrames)
    let replay = script.expectAccepted()
    #expect(try #require(scrollDelta(script, replay)) == 0)
  }

  @Test("the chrome's own inset writes are left out; the keyboard and rotation still count")
  func ownInsetWrites() {
    // Mid-list under a 100 pt bar.
    var script = HostScript(.resting(hostList(offset: 500, insetTop: 100)))
    // The shy bar hides 20 pt: additionalSafeAreaInsets.top = −20; the next layout shows
    // adjustedContentInset.top 80. The engine keeps seeing 100.
    script.setOwnInsets(top: -20, bottom: 0)
    #expect(script.observe { $0.reshaped(insetTop: 80) } == [])
    #expect(script.host.metrics.insetTop == 100)
    // The keyboard: bottom 0 → 300, reported with the top the engine knows.
    #expect(
      script.observe(after: 0.5) { $0.reshaped(insetBottom: 300) }
        == [.geometry(viewport: 800, content: 4000, insetTop: 100, insetBottom: 300)])
    // Rotation to landscape: bounds 390 and a compact bar, the top without the chrome 100 → 52,
    // so adjustedContentInset.top 80 → 32 — reported as 52.
    #expect(
      script.observe(after: 0.5) { $0.reshaped(viewport: 390, insetTop: 32) }
        == [.geometry(viewport: 390, content: 4000, insetTop: 52, insetBottom: 300)])
    // The bar shows again: additionalSafeAreaInsets.top = 0, adjustedContentInset.top 32 → 52.
    script.setOwnInsets(top: 0, bottom: 0)
    #expect(script.observe { $0.reshaped(insetTop: 52) } == [])
    #expect(script.host.metrics.insetTop == 52)
    #expect(script.phase == .idle && !script.needsFrames)
    script.expectAccepted()
  }

  /// (situation, own top, own bottom, adjusted top and bottom at the next layout, events)
  private static let ownInsetRows: [(String, Double, Double, Double, Double, [ScrollEvent])] = [
    // The top write applied exactly.
    ("top write applied", -20, 0, 80, 34, []),
    // Applied, but UIKit rounded the inset to the display's pixels: 0.3 pt off.
    ("top write rounded by 0.3 pt", -20, 0, 80.3, 34, []),
    // A shy bottom toolbar gives back its 34 pt.
    ("bottom write applied", 0, -34, 100, 0, []),
    // Something else changed the top inset too: 100 → 50 is not the chrome's −20.
    (
      "top change that does not match the write", -20, 0, 50, 34,
      [.geometry(viewport: 800, content: 4000, insetTop: 50, insetBottom: 34)]
    ),
    // No write pending: the keyboard.
    (
      "no write pending", 0, 0, 100, 334,
      [.geometry(viewport: 800, content: 4000, insetTop: 100, insetBottom: 334)]
    ),
  ]

  @Test("an inset change is the chrome's own when it matches the write", arguments: ownInsetRows)
  func ownInsetMatching(row: (String, Double, Double, Double, Double, [ScrollEvent])) {
    let (situation, ownTop, ownBottom, top, bottom, expected) = row
    var script = HostScript(.resting(hostList(offset: 500, insetTop: 100, insetBottom: 34)))
    script.setOwnInsets(top: ownTop, bottom: ownBottom)
    #expect(
      script.observe { $0.reshaped(insetTop: top, insetBottom: bottom) } == expected,
      "\(situation)")
    if expected.isEmpty {
      #expect(script.host.metrics.insetTop == 100 && script.host.metrics.insetBottom == 34)
    }
    #expect(script.phase == .idle && !script.needsFrames)
    script.expectAccepted()
  }

  @Test("a reload while the release waits for its next sample never yields an absurd velocity")
  func reloadDuringRelease() {
    // The app loads more rows in scrollViewDidEndDragging and reloads; the reload's notifications
    // (contentSize and UIKit's clamp) come a microsecond after the ended pan, in the same turn,
    // while the scroll view already decelerates.
    var script = HostScript(.resting(hostList(offset: 3000)))
    script.observe { $0.touched().dragged().pan(.began, velocity: 2000).moved(to: 3050) }
    script.observe { $0.pan(.changed, velocity: 2400).moved(to: 3100) }
    script.observe { $0.touched(false).dragged(false).decelerating().pan(.ended, velocity: 2400) }
    script.observe(after: 0.000_001) { $0.reshaped(content: 2000, offset: 1200) }
    script.observe { $0.pan(.possible).moved(to: 1200) }
    script.observe { $0.decelerating(false) }
    // The events reach the tracker (velocities beyond ±1e9 are rejected as absurd).
    script.expectAccepted()
    #expect(script.phase == .idle)
  }
}
