import Foundation
import ScrollChromeCore
import ScrollChromeTrace

/// The demo's scripted gestures: the screens, their chrome, and the scripts `scrollchrome demo`
/// records through the trace runner and renders as a self-contained page.
public enum Demo {
  /// The navigation bar's full height below the status bar, in points.
  static let navigationBarHeight = 44.0
  /// The tab bar's height above the home indicator area, in points.
  static let tabBarHeight = 49.0
  /// The detail page's header height, in points.
  static let headerHeight = 220.0
  /// The toolbar's height above the tab strip, in points.
  static let toolbarHeight = 56.0
  /// The tab strip's height under the toolbar, in points.
  static let tabStripHeight = 48.0

  /// An iPhone's list: 844 points of screen, 60 rows, content inset by the status bar and the full
  /// navigation bar at the top (the list scrolls under the bar) and the tab bar at the bottom.
  static func metrics(offset: Double? = nil) -> ScrollMetrics {
    ScrollMetrics(
      offset: offset, viewport: 844, content: 3600,
      insetTop: DemoRecording.statusBarHeight + navigationBarHeight,
      insetBottom: tabBarHeight + DemoRecording.homeIndicatorHeight)
  }

  /// The toolbar over a tab strip: 56 points of toolbar above 48 points of tabs, both under the
  /// status bar, over the same list and tab bar area as the main list.
  static func toolbarMetrics(offset: Double? = nil) -> ScrollMetrics {
    ScrollMetrics(
      offset: offset, viewport: 844, content: 3600,
      insetTop: DemoRecording.statusBarHeight + toolbarHeight + tabStripHeight,
      insetBottom: DemoRecording.homeIndicatorHeight)
  }

  /// The detail page: the header and 36 rows under a fixed navigation bar, no tab bar.
  static func detailMetrics(offset: Double? = nil) -> ScrollMetrics {
    ScrollMetrics(
      offset: offset, viewport: 844, content: headerHeight + 2160,
      insetTop: DemoRecording.statusBarHeight + navigationBarHeight,
      insetBottom: DemoRecording.homeIndicatorHeight)
  }

  /// The list's behaviours: `bar`, SQTShyNavigationBar's shy bar, and `tab`,
  /// ScrollingFollowView's follow view hiding the tab bar and the home indicator area below it.
  static let behaviors = [
    BehaviorSpec(
      name: "bar", kind: .preset(.shyBar),
      parameters: [("fullHeight", .number(navigationBarHeight))]
    ),
    BehaviorSpec(
      name: "tab", kind: .preset(.followView),
      parameters: [
        ("maxFollowPoint", .number(tabBarHeight + DemoRecording.homeIndicatorHeight)),
        ("minFollowPoint", .number(0)),
      ]),
  ]

  /// A toolbar over a tab strip as one collapsing bar: it rests fully shown, with only the tabs
  /// showing (the stop at the toolbar's height), or fully collapsed.
  static let toolbarBehavior = BehaviorSpec(
    name: "bar", kind: .collapse,
    parameters: [
      ("range", .number(toolbarHeight + tabStripHeight)),
      ("mode", .string("collapsesWithContent")), ("snap", .string("nearest")),
      ("stops", .array([.number(toolbarHeight)])),
    ])

  /// TIUIElements' header transition: the header stretches, the title slides and fades in.
  static let headerBehavior = BehaviorSpec(
    name: "header", kind: .preset(.headerTransition),
    parameters: [
      ("headerHeight", .number(headerHeight)), ("animator", .string("parallaxWithTransition")),
    ])

  /// WZDraggableSwitchHeaderView's pull-to-trigger header, with the original's thresholds and
  /// texts.
  static let pullBehavior = BehaviorSpec(name: "pull", kind: .preset(.draggableSwitch))

  /// The chrome each list behaviour moves on the phone.
  static let chrome = [
    DemoTrack(behavior: "bar", name: "shy bar", kind: .topBar, height: navigationBarHeight),
    DemoTrack(
      behavior: "tab", name: "tab bar", kind: .bottomBar,
      height: tabBarHeight + DemoRecording.homeIndicatorHeight),
  ]

  /// The toolbar and its tab strip, drawn as one top bar.
  static let toolbarTrack = DemoTrack(
    behavior: "bar", name: "toolbar + tabs", kind: .topBar, height: toolbarHeight + tabStripHeight)

  /// The detail page's header.
  static let headerTrack = DemoTrack(
    behavior: "header", name: "header", kind: .header, height: headerHeight)

  /// The detail page's pull banner, 50 points tall like WZDraggableSwitchHeaderView's label.
  static let pullTrack = DemoTrack(behavior: "pull", name: "pull", kind: .pullBanner, height: 50)

  /// The recording drawn as the README picture: the slow drag, mid-gesture with both bars partly
  /// collapsed.
  public static let pictureIndex = 0

  /// The pictures for the documentation, written next to the page: the file name and the
  /// recording, each frozen at its representative frame (the header half collapsed with its
  /// title half in; the pull at its deepest, the banner in its deep state).
  public static let documentationPictures = [
    (file: "header-transition.svg", title: "Collapsing header"),
    (file: "pull-to-trigger.svg", title: "Pull to trigger"),
  ]

  /// Runs a script through the trace runner and keeps every frame and the chrome's state.
  public static func record(_ script: Script) throws(ScenarioError) -> DemoRecording {
    try DemoRecording(
      title: script.title, caption: script.caption, scenario: script.scenario,
      tracks: script.tracks)
  }

  /// One line for the terminal: the recording's length, where it rests, each chrome's final
  /// fraction and the scroll view's events.
  ///
  /// - Parameter recording: A recorded script.
  public static func summary(of recording: DemoRecording) -> String {
    let last = recording.frames.last
    let duration = String(format: "%.2f s", last?.time ?? 0)
    let offset = String(format: "%.2f pt", (last?.offset ?? 0) + 0)
    let bars = recording.chrome.map { element in
      let fraction = element.fractions.last ?? 0
      return element.name + String(format: " %.2f", fraction)
    }
    let events = recording.frames.flatMap(\.events).joined(separator: ", ")
    return "\(recording.title): \(duration), rests at \(offset), "
      + bars.joined(separator: ", ") + " — \(events)"
  }
}

// MARK: Scripts

extension Demo {
  /// The screens the scripts play on: the same phone with different chrome.
  public enum Screen: Sendable {
    /// A 60-row list under a shy navigation bar, above a tab bar that follows scrolling.
    case list
    /// A detail page: a 220-point collapsing header with a title transition, no pull banner.
    case header
    /// The detail page with both behaviours on one scroll view: the collapsing header and a
    /// pull-to-trigger banner.
    case headerAndPull
    /// A list under a toolbar over a tab strip, one bar with a resting stop between.
    case toolbarOverTabs
  }

  /// One scripted gesture session: the steps, played on one of the demo's screens.
  public struct Script: Sendable {
    /// The card heading.
    public var title: String
    /// One sentence describing the script.
    public var caption: String
    /// The screen it plays on.
    public var screen: Screen = .list
    /// The initial content offset; `nil` for the resting top.
    public var offset: Double?
    /// The steps to play.
    public var steps: [Step]

    /// The scenario: the screen's scroll view and behaviours, and the steps.
    public var scenario: Scenario {
      switch screen {
      case .list:
        Scenario(metrics: Demo.metrics(offset: offset), behaviors: Demo.behaviors, steps: steps)
      case .header:
        Scenario(
          metrics: Demo.detailMetrics(offset: offset), behaviors: [Demo.headerBehavior],
          steps: steps)
      case .headerAndPull:
        Scenario(
          metrics: Demo.detailMetrics(offset: offset),
          behaviors: [Demo.headerBehavior, Demo.pullBehavior], steps: steps)
      case .toolbarOverTabs:
        Scenario(
          metrics: Demo.toolbarMetrics(offset: offset), behaviors: [Demo.toolbarBehavior],
          steps: steps)
      }
    }

    /// The chrome each behaviour moves on this screen.
    public var tracks: [DemoTrack] {
      switch screen {
      case .list: Demo.chrome
      case .header: [Demo.headerTrack]
      case .headerAndPull: [Demo.headerTrack, Demo.pullTrack]
      case .toolbarOverTabs: [Demo.toolbarTrack]
      }
    }
  }

  /// The scripted gestures, in page order: six on the list, one under a toolbar over tabs, four
  /// on the detail page.
  public static let scripts = [
    Script(
      title: "Slow drag, then let go",
      caption: "A slow 66 pt drag: the nav bar shrinks with the content; the tab bar follows, "
        + "then snaps away.",
      steps: [.drag(by: 66, duration: 1), .release(velocity: 0), .advance(0.3)]),
    Script(
      title: "Let go near the top",
      caption: "Released 30 pt down, the shy bar is past half yet expands: so near the top it "
        + "can't hide.",
      steps: [.drag(by: 30, duration: 0.5), .release(velocity: 0), .advance(0.3)]),
    Script(
      title: "Fling up the list",
      caption: "A 2400 pt/s fling: both bars hide as the list coasts, and stay hidden when it "
        + "stops.",
      steps: [.drag(by: 40, duration: 0.12), .release(velocity: 2400)]),
    Script(
      title: "Scroll back up mid-list",
      caption: "70 pt back up mid-list: the tab bar returns at once (quick return); the shy bar "
        + "stays collapsed.",
      offset: 1200,
      steps: [
        .drag(by: 320, duration: 0.6), .release(velocity: 0), .advance(0.3),
        .drag(by: -70, duration: 0.5), .release(velocity: 0), .advance(0.3),
      ]),
    Script(
      title: "Fling into the bottom edge",
      caption: "A 3200 pt/s fling hides both bars and hits the bottom edge; the bounce reveals "
        + "neither.",
      offset: 2200, steps: [.fling(velocity: 3200)]),
    Script(
      title: "Tap the status bar",
      caption: "300 pt down the list, a tap on the status bar scrolls to the top and both bars "
        + "expand.",
      steps: [
        .drag(by: 300, duration: 0.5), .release(velocity: 0), .advance(0.3), .scrollToTop,
        .advance(0.2),
      ]),
    Script(
      title: "Toolbar over tabs",
      caption: "Let go 75 pt down: the toolbar hides, the tabs stay (a stop at 56 pt); 200 pt "
        + "further both hide.",
      screen: .toolbarOverTabs,
      steps: [
        .drag(by: 75, duration: 0.8), .release(velocity: 0), .advance(0.5),
        .drag(by: 200, duration: 0.8), .release(velocity: 0), .advance(0.5),
      ]),
    Script(
      title: "Collapsing header",
      caption: "A slow 240 pt scroll: the header scrolls away as the title slides and fades in; "
        + "then back down.",
      screen: .headerAndPull,
      steps: [
        .drag(by: 240, duration: 2), .release(velocity: 0), .advance(0.4),
        .drag(by: -240, duration: 1.6), .release(velocity: 0), .advance(0.3),
      ]),
    Script(
      title: "Stretchy header",
      caption: "Pulled 84 pt past the top, the header stretches to fill the gap; let go, it "
        + "springs back.",
      screen: .header,
      steps: [
        .drag(by: -170, duration: 0.8), .advance(0.3), .release(velocity: 0), .advance(0.3),
      ]),
    Script(
      title: "Pull to trigger",
      caption: "Past 70 pt the text changes and the arrow flips; letting go triggers once, the "
        + "bounce back never.",
      screen: .headerAndPull,
      steps: [
        .drag(by: -190, duration: 1), .advance(0.3), .release(velocity: 0), .advance(1),
      ]),
    Script(
      title: "Pull, then change your mind",
      caption: "Pulled deep, then back to 42 pt before letting go: the shallow trigger fires, "
        + "not the deep one.",
      screen: .headerAndPull,
      steps: [
        .drag(by: -190, duration: 0.9), .advance(0.2), .drag(by: 110, duration: 0.6),
        .advance(0.2), .release(velocity: 0), .advance(1),
      ]),
  ]
}
