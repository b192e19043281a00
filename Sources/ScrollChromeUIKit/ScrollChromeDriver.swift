#if canImport(UIKit)
  import QuartzCore
  import ScrollChromeCore
  import UIKit

  /// Runs scroll-linked chrome for a `UIScrollView`: a shy bar, views that follow scrolling,
  /// collapsing headers, pull-to-trigger headers — each piece a preset you ``add(_:apply:)``.
  ///
  /// The driver decides nothing: the core's runtime does. The driver hands it each signal of the
  /// scroll view — its pan recognizer's actions, key-value notifications of its offset, content
  /// size and insets, its layout, and display-link frames while the runtime asks for them (at up
  /// to 120 Hz, and only while the scroll view is in a window) — and calls your apply closures
  /// with what the runtime hands back. No delegate is needed. <doc:HowScrollChromeReadsUIKit>
  /// lists each signal and what it is used for.
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
  /// An apply closure may read anything, command the chrome, remove it or release the driver: a
  /// call made from inside one takes effect once the chrome has been applied, in the order of the
  /// calls. The driver holds your apply closures; capture your view controller `weak`. A display
  /// link never keeps the driver alive: freeing the driver stops its frames, and the completions
  /// of commands still running are called with `false`.
  @MainActor
  public final class ScrollChromeDriver: NSObject {
    // MARK: Public

    /// Called with each event the runtime refuses (a non-finite number, time going backwards),
    /// for logging. The event then reaches no chrome.
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
        if scrollView !== oldValue { runtime.follow(scrollView.map(source(for:))) }
      }
    }

    /// Whether the chrome is paused: scrolling does not move it and pull headers do not trigger
    /// (a pull under way never does). Commands still work and animate. A running command ends
    /// with `false` when pausing.
    public var isPaused: Bool {
      get { runtime.isPaused }
      set { runtime.setPaused(newValue) }
    }

    /// Creates a driver, observing `scrollView` if there is one.
    ///
    /// - Parameter scrollView: The scroll view to follow; set ``scrollView`` later otherwise.
    public init(scrollView: UIScrollView? = nil) {
      super.init()
      runtime.onRejectedEvent = { [weak self] in self?.onRejectedEvent?($0, $1) }
      runtime.onInvalidPreset = { [weak self] in self?.onInvalidPreset($0) }
      runtime.onNeedsFramesChange = { [weak self] in self?.frames.run($0) }
      runtime.onExpandActionChange = { [weak self] in self?.offerExpandAction($0) }
      observeAccessibility()
      self.scrollView = scrollView
      runtime.follow(scrollView.map(source(for:)))
    }

    /// Hands one event of your own to the chrome, as if the scroll view had reported it.
    ///
    /// - Parameter event: What the scroll view did.
    public func handle(_ event: ScrollEvent) { runtime.handle(event) }

    // MARK: Internal

    /// The chrome's runtime: every rule lives there.
    let runtime = ChromeRuntime(clock: { CACurrentMediaTime() })
    /// The scroll view's observation while the runtime follows it.
    var observer: ScrollViewObserver?
    /// The display link, running while the runtime needs frames.
    lazy var frames = FrameLink { [weak self] in self?.runtime.frame(targetTimestamp: $0) }
    /// Notification observers of the accessibility settings.
    var notificationObservers: [any NSObjectProtocol] = []
    /// The accessibility action that expands the chrome, while the scroll view offers it, and its
    /// name.
    var expandAction: UIAccessibilityCustomAction?
    var expandActionTitle: String?
    /// How many pieces were added, for their names.
    var pieceCount = 0

    /// UIKit releases its objects on the main thread; an `isolated deinit` would need iOS 18.4.
    deinit {
      MainActor.assumeIsolated { tearDown() }
    }
  }
#endif
