#if canImport(SwiftUI)
  import ScrollChromeCore
  import SwiftUI

  /// An observable model of one piece of scroll-linked chrome: a shy bar, a view that follows
  /// scrolling, a collapsing header.
  ///
  /// The model decides nothing. It owns a ``ScrollTracker`` and the running chrome of one
  /// preset, hands each event to the tracker and, if accepted, to the chrome, and publishes the
  /// behaviour's outputs — each only when it changed. A preset's own outputs
  /// (``ShyBar/Chrome/visibleHeight``, ``FollowView/Chrome/constant``) are read from ``chrome``;
  /// they change only with ``collapsed``, so views that read them update too.
  ///
  /// Wire a scroll view with `collapsingChrome(_:)` (iOS 18), or feed events yourself through
  /// ``handle(_:at:)`` and add `scrollChromeFrames(_:)` for the animation frames.
  ///
  /// ```swift
  /// @available(iOS 18.0, *)
  /// struct InboxView<TitleBar: View, MessageList: View>: View {
  ///   @StateObject private var bar = ScrollChromeModel(ShyBar(fullHeight: 44))
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
    /// ``ShyBar/Chrome/visibleHeight``.
    public var chrome: Chrome { controller.chrome }
    /// The tracker the chrome reads.
    public private(set) var tracker = ScrollTracker()

    /// Whether the chrome moves at once instead of animating. `scrollChromeFrames(_:)` keeps it
    /// equal to the environment's `accessibilityReduceMotion`.
    public var reduceMotion: Bool {
      get { chrome.behavior.reduceMotion }
      set { controller.setReduceMotion(newValue) }
    }

    /// Called with each event the tracker refuses, for logging. The event reaches no behaviour.
    public var onRejectedEvent: ((ScrollEvent, ScrollDiagnostic) -> Void)?

    /// Creates the model and its chrome.
    ///
    /// ```swift
    /// let bar = ScrollChromeModel(ShyBar())
    /// ```
    ///
    /// - Parameters:
    ///   - preset: The chrome: ``ShyBar``, ``FollowView``, ``HeaderTransition``, or a
    ///     ``CollapseConfiguration`` of your own. An invalid one runs as its nearest valid one.
    ///   - onInvalidPreset: Called once if `preset` has a value out of range; by default it prints
    ///     the error in debug builds.
    public init<Preset: CollapsingPreset>(
      _ preset: Preset,
      onInvalidPreset: (ConfigurationError) -> Void = { error in
        #if DEBUG
          print(error.invalidPresetMessage)
        #endif
      }
    ) where Preset.Chrome == Chrome {
      let (valid, issue) = preset.resolved()
      if let issue { onInvalidPreset(issue) }
      let chrome = valid.makeChrome(tracker: tracker)
      let behavior = chrome.behavior
      controller = ChromeController(chrome)
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
      controller.handle(event, tracker: tracker)
      settle()
    }

    /// Moves a running animation to a frame time.
    ///
    /// - Parameter time: The frame's time, in seconds on the `CACurrentMediaTime()` clock.
    /// - Note: Cost per event: O(1); publishes only the outputs that changed.
    public func advance(to time: Double) {
      controller.advance(to: time)
      settle()
    }

    // MARK: Internal

    /// The chrome and the completions its commands owe.
    var controller: ChromeController<Chrome, (Bool) -> Void>
  }
#endif
