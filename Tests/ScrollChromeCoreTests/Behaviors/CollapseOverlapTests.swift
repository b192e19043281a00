import ScrollChromeCore
import ScrollChromeTestSupport
import Testing

// Scroll-edge appearance: every collapse behaviour reports `overlap ∈ [0, 1]`, how far the
// content runs under the chrome's edge. At the top edge `clamp(u / d, 0, 1)`, at the bottom edge
// `clamp((maxY − y) / d, 0, 1)`, `d` the overlap distance (default 8). The long list is V 800,
// C 4000: minY 0, maxY 3200.

/// (situation, edge, metrics with the offset, expected overlap) with the default distance 8.
private let overlapRows: [(String, ChromeEdge, ScrollMetrics, Double)] = [
  // Top edge at the resting top: u = 0 ⇒ 0.
  ("top edge at the top", .top, CollapseFixture.longList(offset: 0), 0),
  // u = 2 ⇒ 2/8.
  ("top edge within d", .top, CollapseFixture.longList(offset: 2), 0.25),
  // u = 8 ⇒ 1 exactly.
  ("top edge at d", .top, CollapseFixture.longList(offset: 8), 1),
  // u = 500 ⇒ clamped to 1.
  ("top edge beyond d", .top, CollapseFixture.longList(offset: 500), 1),
  // Pulled down 30 past the top: u = −30 ⇒ clamped to 0.
  ("top edge rubber band at the top", .top, CollapseFixture.longList(offset: -30), 0),
  // Pushed up past the bottom: u = 3300 ⇒ 1.
  ("top edge rubber band at the bottom", .top, CollapseFixture.longList(offset: 3300), 1),
  // Under a 64-pt inset minY = −64: y = −60 ⇒ u = 4 ⇒ 0.5.
  ("top edge under an inset", .top, CollapseFixture.longList(offset: -60, insetTop: 64), 0.5),
  // Bottom edge at the end: maxY − y = 0 ⇒ 0.
  ("bottom edge at the end", .bottom, CollapseFixture.longList(offset: 3200), 0),
  // maxY − y = 4 ⇒ 0.5.
  ("bottom edge within d", .bottom, CollapseFixture.longList(offset: 3196), 0.5),
  // 200 from the end ⇒ 1.
  ("bottom edge beyond d", .bottom, CollapseFixture.longList(offset: 3000), 1),
  // At the top the whole list runs on below: 1.
  ("bottom edge at the top", .bottom, CollapseFixture.longList(offset: 0), 1),
  // Bounced 60 past the end: maxY − y = −60 ⇒ 0.
  ("bottom edge rubber band", .bottom, CollapseFixture.longList(offset: 3260), 0),
  // A 34-pt bottom inset: maxY = 4000 + 34 − 800 = 3234; y = 3232 ⇒ 2/8.
  (
    "bottom edge with a bottom inset", .bottom,
    ScrollMetrics(offset: 3232, viewport: 800, content: 4000, insetBottom: 34), 0.25
  ),
  // Content that fits (C = V): maxY = minY = 0; at the top both edges read 0.
  ("top edge, content that fits", .top, CollapseFixture.list(scrolling: 0), 0),
  ("bottom edge, content that fits", .bottom, CollapseFixture.list(scrolling: 0), 0),
  // A scrollable distance of 30, within R = 44 (the chrome never collapses), still measures the
  // run to the end: at the top maxY − y = 30 ⇒ 1; y = 26 ⇒ 4/8; at the end 0.
  ("bottom edge, 0 < D ≤ R, at the top", .bottom, CollapseFixture.list(scrolling: 30), 1),
  (
    "bottom edge, 0 < D ≤ R, within d", .bottom, CollapseFixture.list(scrolling: 30, offset: 26),
    0.5
  ),
  (
    "bottom edge, 0 < D ≤ R, at the end", .bottom, CollapseFixture.list(scrolling: 30, offset: 30),
    0
  ),
  // D = R = 44 exactly: y = 42 ⇒ 2/8.
  ("bottom edge, D = R", .bottom, CollapseFixture.list(scrolling: 44, offset: 42), 0.25),
]

@Suite("Collapse overlap")
struct CollapseOverlapTests {
  @Test("overlap is how far the content runs under the chrome's edge", arguments: overlapRows)
  func overlap(situation: String, edge: ChromeEdge, metrics: ScrollMetrics, expected: Double)
    throws
  {
    let harness = try CollapseFixture.harness(metrics: metrics) { $0.edge = edge }
    #expect(harness.behavior.overlap == expected, "\(situation)")
  }

  @Test("the overlap distance scales the overlap")
  func distance() throws {
    // d = 20: u = 5 ⇒ 0.25, u = 30 ⇒ 1.
    var harness = try CollapseFixture.harness { $0.overlapDistance = 20 }
    harness.drag(5)
    #expect(harness.behavior.overlap == 0.25)
    harness.scroll(30)
    #expect(harness.behavior.overlap == 1)
  }

  @Test("overlap follows every scroll event, at the top edge and the bottom edge")
  func followsScrolling() throws {
    var top = try CollapseFixture.harness()
    var bottom = try CollapseFixture.harness(metrics: CollapseFixture.longList(offset: 3200)) {
      $0.edge = .bottom
    }
    top.drag(1, 4, 6, 2, 0)
    #expect(top.behavior.overlap == 0)
    var overlaps: [Double] = []
    bottom.send(.beginDragging)
    for y in [3199.0, 3196, 3194, 3198, 3200] {
      bottom.scroll(y)
      overlaps.append(bottom.behavior.overlap)
    }
    // (3200 − y)/8.
    #expect(overlaps == [0.125, 0.5, 0.75, 0.25, 0])
  }

  @Test("overlap depends on the geometry alone: not on the collapse or an animation")
  func independentOfTheChrome() throws {
    var idle = try CollapseFixture.harness(mode: .pinned)
    var moving = try CollapseFixture.harness(mode: .pinned)
    idle.scroll(3)
    moving.scroll(3)
    moving.collapse()
    #expect(moving.behavior.isAnimating)
    for _ in 0..<10 {
      moving.nextFrame()
      idle.nextFrame()
      #expect(moving.behavior.overlap == idle.behavior.overlap)
      #expect(moving.behavior.overlap == 0.375)  // 3/8
    }
    #expect(moving.collapsed != idle.collapsed)
  }

  @Test("overlap does not depend on the direction")
  func independentOfTheDirection() throws {
    let normal = try CollapseFixture.harness(metrics: CollapseFixture.longList(offset: 6))
    let reversed = try CollapseFixture.harness(metrics: CollapseFixture.longList(offset: 6)) {
      $0.direction = .reversed
    }
    #expect(normal.behavior.overlap == 0.75)
    #expect(reversed.behavior.overlap == 0.75)
  }

  @Test(
    "overlapDistance must be finite, greater than 0 and at most 1e9",
    arguments: [0, -1, Double.nan, .infinity, 2e9])
  func invalidDistance(distance: Double) {
    var configuration = CollapseConfiguration(range: 44)
    configuration.overlapDistance = distance
    #expect(
      throws: ConfigurationError(
        field: "overlapDistance", allowed: "a number greater than 0, up to 1e9")
    ) {
      try configuration.validate()
    }
    let clamped = configuration.clamped().overlapDistance
    #expect(clamped > 0 && clamped <= 1e9)
  }

  @Test("the presets carry the edge and the overlap distance to their behaviour")
  func presets() throws {
    let tracker = try ScrollTracker(metrics: CollapseFixture.longList(offset: 3196))
    let tabBar = FollowView(maxFollowPoint: 83, edge: .bottom).makeChrome(tracker: tracker)
    // (3200 − 3196)/8.
    #expect(tabBar.behavior.overlap == 0.5)
    let bar = ShyBar(overlapDistance: 8000).makeChrome(tracker: tracker)
    // 3196/8000.
    #expect(bar.behavior.overlap == 0.3995)
    var header = HeaderTransition(headerHeight: 200)
    header.overlapDistance = 6392
    #expect(header.makeChrome(tracker: tracker).behavior.overlap == 0.5)
    for field in ["FollowView", "ShyBar", "HeaderTransition"] {
      var error: ConfigurationError?
      do {
        switch field {
        case "FollowView": try FollowView(overlapDistance: 0).validate()
        case "ShyBar": try ShyBar(overlapDistance: -1).validate()
        default:
          header.overlapDistance = .nan
          try header.validate()
        }
      } catch let thrown { error = thrown }
      #expect(error?.field == "overlapDistance", "\(field)")
    }
  }
}
