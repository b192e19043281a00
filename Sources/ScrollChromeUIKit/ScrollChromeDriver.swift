#if canImport(UIKit)
  import QuartzCore
  import ScrollChromeCore
  import UIKit

  /// Runs scroll-linked chrome for a `UIScrollView`: a shy bar, views that follow scrolling,
  /// collapsing headers, pull-to-trigger headers — each piece a preset you ``add(_:apply:)``.
  ///
  /// The driver decides nothing. It owns the ``ScrollTracker`` its chrome shares, watches
  /// ``scrollView`` with key-value observing and its pan recognizer (no delegate needed), and lets
  /// the core's ``ScrollViewHost`` turn what it sees into events. It runs a display link only while
  /// chrome animates or the scroll view still moves, at up to 120 Hz, and only while the scroll
  /// view is in a window. Every event, command and frame is stamped on one ``HostClock``. After
  /// each, it calls your apply closures.
  ///
  /// ```swift
  /// let chrome = ScrollChromeDriver()
  ///
  /// // From viewDidLoad():
  /// func installShyBar() {
  ///   chrome.scrollView = tableView
  ///   chrome.add(ShyBar(fullHeight: 44)) { [weak self] bar in
  ///     self?.barHeight.constant = bar.visibleHeight
  ///   }
  /// }
  /// ```
  ///
  /// The driver holds your apply closures; capture your view controller `weak`. A display link
  /// never keeps the driver alive: freeing the driver stops its frames, and the completions of
  /// commands still running are called with `false`.
  @MainActor
  public final class ScrollChromeDriver: NSObject {
    // MARK: Public

    /// The tracker all chrome of this driver shares.
    public internal(set) var tracker = ScrollTracker()

    /// Called with each event the tracker refuses (a non-finite number, time going backwards),
    /// for logging. The event then reaches no behaviour.
    public var onRejectedEvent: ((ScrollEvent, ScrollDiagnostic) -> Void)?

    /// Called once for each preset you add with a value out of range; the driver then runs the
    /// nearest valid preset. By default it prints the error in debug builds.
    public var onInvalidPreset: (ConfigurationError) -> Void = { error in
      #if DEBUG
        print(error.invalidPresetMessage)
      #endif
    }

    /// The scroll view the chrome follows, held weakly. Setting another one re-baselines without
    /// moving any chrome; `nil` stops observing.
    public weak var scrollView: UIScrollView? {
      didSet {
        if scrollView !== oldValue { observe(scrollView) }
      }
    }

    /// Whether the chrome is paused: scrolling does not move it and pull headers do not trigger
    /// (a pull under way never does). Commands still work and animate. A running command ends
    /// with `false` when pausing.
    public var isPaused = false {
      didSet { if isPaused != oldValue { updateEnabling() } }
    }

    /// Creates a driver, observing `scrollView` if there is one.
    ///
    /// - Parameter scrollView: The scroll view to follow; set ``scrollView`` later otherwise.
    public init(scrollView: UIScrollView? = nil) {
      accessibility = ChromeAccessibility(
        isVoiceOverRunning: UIAccessibility.isVoiceOverRunning,
        isReduceMotionEnabled: UIAccessibility.isReduceMotionEnabled)
      self.scrollView = scrollView
      super.init()
      observe(scrollView)
      observeAccessibility()
    }

    /// Hands one event to the tracker and, if it accepts it, to every behaviour.
    ///
    /// The driver's observer calls this for you; call it for events of your own.
    /// - Parameters:
    ///   - event: What the scroll view did.
    ///   - time: When, on the driver's clock (``now()``).
    /// - Note: Cost per event: O(1) per chrome plus its apply closure; no allocation.
    public func handle(_ event: ScrollEvent, at time: Double) {
      guard tracker.accept(event, at: time, rejected: onRejectedEvent) else { return }
      for chrome in chromes { chrome.receive(event, tracker: tracker) }
      updateAccessibilityAction()
      updateFrames()
    }

    /// The present moment on the driver's clock, from `CACurrentMediaTime()`; never earlier than
    /// the last event or frame.
    public func now() -> Double { clock.stamp(CACurrentMediaTime()) }

    // MARK: Internal

    /// The chrome, in the order it was added.
    var chromes: [any DrivenChrome] = []
    /// The scroll view's observer.
    var observer: ScrollViewObserver?
    /// The one clock of events, commands and frames.
    var clock = HostClock()
    /// The display link, running while ``updateFrames()`` says so.
    lazy var frames = FrameLink { [weak self] time in self?.frameDidFire(at: time) }
    /// The current accessibility settings.
    var accessibility: ChromeAccessibility
    /// Notification observers (accessibility settings) and the scroll view's window watcher.
    var notificationObservers: [any NSObjectProtocol] = []
    var windowWatcher: WindowWatcher?
    /// The accessibility action that expands the chrome, while the scroll view offers it, and its
    /// name.
    var expandAction: UIAccessibilityCustomAction?
    var expandActionTitle: String?

    /// UIKit releases its objects on the main thread; an `isolated deinit` would need iOS 18.4.
    deinit {
      MainActor.assumeIsolated { tearDown() }
    }
  }
#endif
