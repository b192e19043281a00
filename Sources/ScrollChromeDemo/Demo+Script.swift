import ScrollChromeCore
import ScrollChromeTrace

// MARK: Public

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
    /// A short list under a navigation bar that never moves, above a tab bar that follows
    /// scrolling, both drawing their hairline from how far the content runs under them.
    case scrollEdge
    /// A chat: 60 messages anchored at the newest, under a bar that follows scrolling in the
    /// reversed direction, above an input bar that never moves.
    case chat
    /// A long page under a navigation bar and above a toolbar, both following scrolling; the
    /// toolbar comes back at the end of the page, the navigation bar does not.
    case reading
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
      case .scrollEdge:
        Scenario(
          metrics: Demo.scrollEdgeMetrics(offset: offset), behaviors: Demo.scrollEdgeBehaviors,
          steps: steps)
      case .chat:
        Scenario(
          metrics: Demo.chatMetrics(offset: offset), behaviors: Demo.chatBehaviors, steps: steps)
      case .reading:
        Scenario(
          metrics: Demo.readingMetrics(offset: offset), behaviors: Demo.readingBehaviors,
          steps: steps)
      }
    }

    /// What the screen's content looks like: the chat's messages, the reading page's text, or
    /// a list.
    public var contentStyle: DemoContentStyle {
      switch screen {
      case .chat: .messages
      case .reading: .article
      case .list, .header, .headerAndPull, .toolbarOverTabs, .scrollEdge: .list
      }
    }

    /// The chrome each behaviour moves on this screen.
    public var tracks: [DemoTrack] {
      switch screen {
      case .list: Demo.chrome
      case .header: [Demo.headerTrack]
      case .headerAndPull: [Demo.headerTrack, Demo.pullTrack]
      case .toolbarOverTabs: [Demo.toolbarTrack]
      case .scrollEdge: Demo.scrollEdgeChrome
      case .chat: Demo.chatChrome
      case .reading: Demo.readingChrome
      }
    }
  }
}
