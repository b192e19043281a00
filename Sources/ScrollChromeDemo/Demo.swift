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
    var recording = try DemoRecording(
      title: script.title, caption: script.caption, scenario: script.scenario,
      tracks: script.tracks)
    recording.contentStyle = script.contentStyle
    return recording
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
