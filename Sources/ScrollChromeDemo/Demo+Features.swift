import ScrollChromeCore
import ScrollChromeTrace

// MARK: Internal

/// The screens beyond the libraries: a bar's scroll-edge appearance, a chat anchored at its
/// newest message, and a toolbar that comes back at the end of a page.
extension Demo {
  /// A short list: 15 rows under a navigation bar and above a tab bar, 240 points of scrolling.
  static func scrollEdgeMetrics(offset: Double? = nil) -> ScrollMetrics {
    ScrollMetrics(
      offset: offset, viewport: 844, content: 910,
      insetTop: DemoRecording.statusBarHeight + navigationBarHeight,
      insetBottom: tabBarHeight + DemoRecording.homeIndicatorHeight)
  }

  /// The chat's input bar's height above the home indicator area, in points.
  static let inputBarHeight = 52.0

  /// A chat of 60 messages under a navigation bar and above the input bar.
  static func chatMetrics(offset: Double? = nil) -> ScrollMetrics {
    ScrollMetrics(
      offset: offset, viewport: 844, content: 3600,
      insetTop: DemoRecording.statusBarHeight + navigationBarHeight,
      insetBottom: inputBarHeight + DemoRecording.homeIndicatorHeight)
  }

  /// A long page under a navigation bar and above a toolbar as tall as the tab bar.
  static func readingMetrics(offset: Double? = nil) -> ScrollMetrics {
    ScrollMetrics(
      offset: offset, viewport: 844, content: 2400,
      insetTop: DemoRecording.statusBarHeight + navigationBarHeight,
      insetBottom: tabBarHeight + DemoRecording.homeIndicatorHeight)
  }

  /// A navigation bar that scrolling never moves (`pinned`), its hairline measured at its bottom
  /// edge, and ScrollingFollowView's follow view as a tab bar, measured at the screen's bottom.
  static let scrollEdgeBehaviors = [
    BehaviorSpec(
      name: "bar", kind: .collapse,
      parameters: [("range", .number(navigationBarHeight)), ("mode", .string("pinned"))]),
    BehaviorSpec(
      name: "tab", kind: .preset(.followView),
      parameters: [
        ("maxFollowPoint", .number(tabBarHeight + DemoRecording.homeIndicatorHeight)),
        ("minFollowPoint", .number(0)), ("edge", .string("bottom")),
      ]),
  ]

  /// The chat's navigation bar, a follow view in the reversed direction, expanded at the newest
  /// message; and its input bar, which scrolling never moves, its hairline measured at the bottom
  /// edge.
  static let chatBehaviors = [
    BehaviorSpec(
      name: "bar", kind: .preset(.followView),
      parameters: [
        ("maxFollowPoint", .number(navigationBarHeight)), ("minFollowPoint", .number(0)),
        ("direction", .string("reversed")),
      ]),
    BehaviorSpec(
      name: "input", kind: .collapse,
      parameters: [
        ("range", .number(inputBarHeight + DemoRecording.homeIndicatorHeight)),
        ("mode", .string("pinned")), ("edge", .string("bottom")),
      ]),
  ]

  /// Two follow views on one page: the navigation bar with the defaults, and the toolbar that
  /// comes back at the end of the page (`revealsAtEnd`).
  static let readingBehaviors = [
    BehaviorSpec(
      name: "bar", kind: .preset(.followView),
      parameters: [
        ("maxFollowPoint", .number(navigationBarHeight)), ("minFollowPoint", .number(0)),
      ]),
    BehaviorSpec(
      name: "toolbar", kind: .preset(.followView),
      parameters: [
        ("maxFollowPoint", .number(tabBarHeight + DemoRecording.homeIndicatorHeight)),
        ("minFollowPoint", .number(0)), ("edge", .string("bottom")),
        ("revealsAtEnd", .bool(true)),
      ]),
  ]

  /// The scroll-edge screen's bars, each drawing its hairline from the overlap.
  static let scrollEdgeChrome = [
    DemoTrack(
      behavior: "bar", name: "nav bar", kind: .topBar, height: navigationBarHeight,
      drawsScrollEdge: true),
    DemoTrack(
      behavior: "tab", name: "tab bar", kind: .bottomBar,
      height: tabBarHeight + DemoRecording.homeIndicatorHeight, drawsScrollEdge: true),
  ]

  /// The chat's navigation bar and input bar.
  static let chatChrome = [
    DemoTrack(
      behavior: "bar", name: "chat bar", kind: .topBar, height: navigationBarHeight,
      drawsScrollEdge: true),
    DemoTrack(
      behavior: "input", name: "input bar", kind: .bottomBar,
      height: inputBarHeight + DemoRecording.homeIndicatorHeight, drawsScrollEdge: true),
  ]

  /// The reading page's navigation bar and toolbar.
  static let readingChrome = [
    DemoTrack(
      behavior: "bar", name: "nav bar", kind: .topBar, height: navigationBarHeight,
      drawsScrollEdge: true),
    DemoTrack(
      behavior: "toolbar", name: "toolbar", kind: .bottomBar,
      height: tabBarHeight + DemoRecording.homeIndicatorHeight, drawsScrollEdge: true),
  ]
}
