#if canImport(SwiftUI)
  import ScrollChromeCore
  import SwiftUI

  /// An observable model of one piece of scroll-linked chrome: a shy bar, a view that follows
  /// scrolling, a collapsing header.
  ///
  /// The model decides nothing. It owns a ``ScrollTracker`` and one ``CollapsingChrome``, hands
  /// each event to the tracker and, if accepted, to the behaviour, and publishes the behaviour's
  /// outputs — each only when it changed. A preset's own outputs (``ShyBar/visibleHeight``,
  /// ``FollowView/constant``) are read from ``chrome``; they change only with ``collapsed``, so
  /// views that read them update too.
  ///
  /// Wire a scroll view with `collapsingChrome(_:)` (iOS 18), or feed events yourself through
  /// ``handle(_:at:)`` and add `scrollChromeFrames(_:)` for the animation frames.
  ///
  /// ```swift
  /// @available(iOS 18.0, *)
  /// struct InboxView<TitleBar: View, MessageList: View>: View {
  ///   @StateObject private var bar = try! ScrollChromeModel {
  ///     try ShyBar(fullHeight: 44, tracker: $0)
  ///   }
  ///   let titleBar: TitleBar
  ///   let messages: MessageList
  ///
  ///   var body: some View {
  ///     VStack(spacing: 0) {
  ///       titleBar
  ///         .frame(height: bar.chrome.visibleHeight)
  ///         .opacity(bar.chrome.itemAlpha)
  ///       messages
  ///         .collapsingChrome(bar)
  ///     }
  ///   }
  /// }
  /// ```
  @available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
  public final class ScrollChromeModel<Chrome: CollapsingChrome>: ObservableObject {
    // MARK: Public

    /// The fraction `f`: 0 fully shown, 1 fully hidden.
    @Published public internal(set) var fraction: Double
    /// How far the chrome is collapsed, in points.
    @Published public internal(set) var collapsed: Double
    /// How far the content is pulled down past its resting top, for stretchy headers.
    @Published public internal(set) var stretch: Double
    /// Where the chrome is between its ends.
    @Published public internal(set) var state: CollapseState
    /// Whether scrolling moves the chrome; change it with ``setEnabled(_:)``.
    @Published public internal(set) var isEnabled: Bool
    /// Whether an animation runs, so that frames must be delivered through ``advance(to:)``.
    @Published public internal(set) var isAnimating: Bool

    /// The chrome as of the last event, frame or command, for preset outputs such as
    /// ``ShyBar/visibleHeight``.
    public internal(set) var chrome: Chrome
    /// The tracker the chrome reads.
    public private(set) var tracker: ScrollTracker

    /// Whether the chrome moves at once instead of animating. `scrollChromeFrames(_:)` keeps it
    /// equal to the environment's `accessibilityReduceMotion`.
    public var reduceMotion: Bool {
      get { chrome.behavior.reduceMotion }
      set { chrome.behavior.reduceMotion = newValue }
    }

    /// Called with each event the tracker refuses, for logging. The event reaches no behaviour.
    public var onRejectedEvent: ((ScrollEvent, ScrollDiagnostic) -> Void)?

    /// Creates the model and its chrome.
    ///
    /// ```swift
    /// let bar = try ScrollChromeModel { try ShyBar(tracker: $0) }
    /// ```
    ///
    /// - Parameter makeChrome: Creates the chrome with the model's tracker.
    /// - Throws: What `makeChrome` throws: a preset's ``ConfigurationError`` names the parameter
    ///   out of range.
    public init<Failure: Error>(
      _ makeChrome: (ScrollTracker) throws(Failure) -> Chrome
    ) throws(Failure) {
      // Empty metrics are valid, so this cannot throw; the scroll view's arrive with its events.
      let tracker = try! ScrollTracker(metrics: ScrollMetrics(viewport: 0, content: 0))
      let chrome = try makeChrome(tracker)
      let behavior = chrome.behavior
      self.tracker = tracker
      self.chrome = chrome
      fraction = behavior.fraction
      collapsed = behavior.collapsed
      stretch = behavior.stretch
      state = behavior.state
      isEnabled = behavior.isEnabled
      isAnimating = chrome.isAnimating
    }

    /// Hands one event to the tracker and, if it accepts it, to the behaviour.
    ///
    /// - Parameters:
    ///   - event: What the scroll view did.
    ///   - time: When, in seconds on the `CACurrentMediaTime()` clock.
    /// - Note: Cost per event: O(1); publishes only the outputs that changed.
    public func handle(_ event: ScrollEvent, at time: Double) {
      do {
        try tracker.handle(event, at: time)
      } catch {
        onRejectedEvent?(event, error)
        return
      }
      chrome.handle(event, tracker: tracker) { record($0) }
      settle()
    }

    /// Moves a running animation to a frame time.
    ///
    /// - Parameter time: The frame's time, in seconds on the `CACurrentMediaTime()` clock.
    /// - Note: Cost per event: O(1); publishes only the outputs that changed.
    public func advance(to time: Double) {
      chrome.advance(to: time) { record($0) }
      settle()
    }

    // MARK: Internal

    /// The completions of commands that are still running, by command.
    var completions: [CommandID: (Bool) -> Void] = [:]
    /// Commands the engine reported finished during the current call, in order.
    var finished: [(id: CommandID, finished: Bool)] = []
  }
#endif
