import ScrollChromeCore
import ScrollChromeTestSupport
import Testing

// Geometry changes — a rotation (the viewport), the keyboard (the bottom inset), a table reload
// (the content height) — replayed through the runtime as the UIKit adapter runs it, for every
// component and under every choice UIKit leaves undocumented. UIKit notifies each property's
// observers (or, with KVO silent, nobody), then the component lays out: that layout pass is the
// documented signal, so KVO's silence changes no end state here. Where UIKit adjusts the offset
// (a table that shrinks, an end that moves up) the test says where it goes; the runtime reports
// the scroll before or after the geometry, whichever moves the content less, so layout never
// moves chrome. Only content that fits (scrollable distance D ≤ R) expands it.
//
// Screen: viewport 800, content 4000, adjusted insets 100 (top) and 83 (bottom):
// D = C + 83 − V + 100.

/// Where a geometry flow starts.
enum GeometryStart: String, Sendable, CustomStringConvertible {
  /// At the top, the chrome shown.
  case top
  /// Far down the list, the chrome hidden.
  case midList
  /// At the end of the content after a bounce, the chrome hidden.
  case end

  var description: String { rawValue }

  func begin(_ harness: UIKitHarness, _ component: InstalledComponent) {
    switch self {
    case .top: break
    case .midList: harness.begin(at: .midList, component)
    case .end:
      harness.begin(at: .midList, component)
      harness.scrollView.flingIntoTheBottom()
    }
  }
}

/// What every geometry flow checks at its end: the chrome as before unless `expected` says
/// otherwise, every piece at rest.
private func expectKept(
  _ harness: UIKitHarness, _ component: InstalledComponent, before: Double?,
  expected: Double? = nil, _ context: String, sourceLocation: SourceLocation = #_sourceLocation
) {
  if let fraction = component.fraction {
    let target = expected ?? before!
    #expect(
      fraction == target, "\(context): \(fraction), expected \(target)",
      sourceLocation: sourceLocation)
  } else {
    #expect(harness.triggers.isEmpty, "\(context)", sourceLocation: sourceLocation)
  }
  harness.expectRests(component, context, sourceLocation: sourceLocation)
}

/// (where it starts, the new viewport, the new content height if the rows rewrap, whether UIKit
/// clamps the offset to the new end)
private let rotations: [(GeometryStart, Double, Double?, Bool)] = [
  // Mid-list, portrait to landscape (viewport 800 → 390), the offset kept.
  (.midList, 390, nil, false),
  // At the top, the chrome shown: it stays shown.
  (.top, 390, nil, false),
  // Mid-list, the rows rewrap in landscape: content 4000 → 3000, the offset kept.
  (.midList, 390, 3_000, false),
  // At the end, a taller viewport (1000) moves the end up to 3083: UIKit clamps the offset.
  (.end, 1_000, nil, true),
  // At the end, landscape (390): the end moves down to 3693, the offset stays.
  (.end, 390, nil, false),
]

/// (the new content height, the fraction each collapsing component ends at)
private let reloads: [(Double, [UIKitComponent: Double])] = [
  // Content 500: D = 0 ≤ every R; UIKit moves the offset to the top. Every chrome expands.
  (500, [.shyBar: 0, .topFollower: 0, .bottomBar: 0, .header: 0]),
  // Content 817: D = 200, which fits the header (R = 200) but no bar; the offset is clamped to
  // the new end, 100.
  (817, [.shyBar: 1, .topFollower: 1, .bottomBar: 1, .header: 0]),
  // Content 1500: D = 883, nothing fits; the offset is clamped to the new end, 783.
  (1_500, [.shyBar: 1, .topFollower: 1, .bottomBar: 1, .header: 1]),
  // Content 8000: rows appended below; nothing moves.
  (8_000, [.shyBar: 1, .topFollower: 1, .bottomBar: 1, .header: 1]),
]

@Suite("UIKit flows: rotation, keyboard, reload")
struct UIKitFlowGeometryTests {
  @Test(
    "a rotation never moves chrome",
    arguments: allPairs(rotations, UIKitComponent.allCases), UIKitUnknowns.all)
  func rotationKeepsChrome(
    flow: ((GeometryStart, Double, Double?, Bool), UIKitComponent), unknowns: UIKitUnknowns
  ) {
    let ((start, viewport, content, clamps), kind) = flow
    let harness = UIKitHarness(metrics: UIKitHarness.phone, unknowns: unknowns)
    let component = harness.add(kind)
    start.begin(harness, component)
    let before = component.fraction
    let context = "\(kind) from \(start), viewport \(viewport), \(unknowns)"
    let newEnd = (content ?? 4_000) + 83 - viewport
    harness.scrollView.setGeometry(
      viewport: viewport, content: content,
      offset: clamps ? min(harness.scrollView.offset, newEnd) : nil)
    harness.scrollView.settle()
    expectKept(harness, component, before: before, context + ", turned")
    // And back to portrait: again nothing moves.
    harness.scrollView.setGeometry(
      viewport: 800, content: 4_000, offset: min(harness.scrollView.offset, 3_283))
    harness.scrollView.settle()
    expectKept(harness, component, before: before, context + ", turned back")
  }

  @Test(
    "keyboard insets never move chrome; a bottom bar hidden at the end stays hidden",
    arguments: allPairs([GeometryStart.top, .midList, .end], UIKitComponent.allCases),
    UIKitUnknowns.all)
  func keyboardKeepsChrome(flow: (GeometryStart, UIKitComponent), unknowns: UIKitUnknowns) {
    let (start, kind) = flow
    let harness = UIKitHarness(metrics: UIKitHarness.phone, unknowns: unknowns)
    let component = harness.add(kind)
    start.begin(harness, component)
    let before = component.fraction
    let context = "\(kind) from \(start), \(unknowns)"
    // The keyboard shows: the bottom inset grows from 83 to 336 and the end moves to 3536.
    harness.scrollView.setGeometry(insetBottom: 336)
    harness.scrollView.settle()
    expectKept(harness, component, before: before, context + ", keyboard shown")
    if start == .end {
      // The user scrolls on to the new end: still down the list, the chrome stays hidden.
      harness.scrollView.slowDrag(by: 253, frames: 25)
      harness.scrollView.settle()
      #expect(abs(harness.scrollView.offset - 3_536) < 1e-6, "\(context)")
      expectKept(harness, component, before: before, context + ", at the new end")
    }
    // The keyboard hides: the end moves back to 3283 and UIKit clamps an offset past it.
    harness.scrollView.setGeometry(insetBottom: 83, offset: min(harness.scrollView.offset, 3_283))
    harness.scrollView.settle()
    expectKept(harness, component, before: before, context + ", keyboard hidden")
  }

  @Test(
    "a reload that shrinks the content expands hidden chrome only once the content fits",
    arguments: allPairs(reloads, UIKitComponent.allCases), UIKitUnknowns.all)
  func reloadWhileHidden(
    flow: ((Double, [UIKitComponent: Double]), UIKitComponent), unknowns: UIKitUnknowns
  ) {
    let ((content, expected), kind) = flow
    let harness = UIKitHarness(metrics: UIKitHarness.phone, unknowns: unknowns)
    let component = harness.add(kind)
    harness.begin(at: .midList, component)
    let context = "\(kind), content \(content), \(unknowns)"
    if kind != .pull { #expect(component.fraction == 1, "\(context): hidden before") }
    // UIKit adjusts the offset of a table that shrinks: at most its new end, at least its top.
    let end = max(harness.scrollView.top, content + 83 - 800)
    harness.scrollView.setGeometry(content: content, offset: min(harness.scrollView.offset, end))
    // Content that fits gives the shy bar's safe area back at the top; with KVO silent the
    // layout pass that follows the safe-area change shows what that did to the offset.
    harness.settleAndLayOut()
    expectKept(harness, component, before: 1, expected: expected[kind], context)
    if expected[kind] == 0 {
      // Content that fits: the shy bar takes nothing from the safe area any more.
      #expect(harness.topSafeAreaReduction == 0, "\(context)")
    }
    harness.expectQuietSample(context)
  }

  @Test(
    "content that fits after a reload keeps the chrome shown through drags and flings",
    arguments: UIKitComponent.collapsing, UIKitUnknowns.corners)
  func fittingContentStaysExpanded(kind: UIKitComponent, unknowns: UIKitUnknowns) {
    let harness = UIKitHarness(metrics: UIKitHarness.phone, unknowns: unknowns)
    let component = harness.add(kind)
    harness.begin(at: .midList, component)
    harness.scrollView.setGeometry(content: 500, offset: harness.scrollView.top)
    harness.settleAndLayOut()
    let context = "\(kind), \(unknowns)"
    // D = 0 ≤ R: the chrome does not collapse, whatever the finger does.
    harness.scrollView.slowDrag(by: 60, frames: 20)
    harness.scrollView.settle()
    harness.scrollView.fling(by: 80, frames: 8, velocity: 2_500)
    harness.scrollView.settle()
    harness.scrollView.fling(by: -80, frames: 8, velocity: -2_500)
    harness.scrollView.settle()
    #expect(component.fraction == 0, "\(context)")
    harness.expectRests(component, context)
  }
}
