#if canImport(UIKit)
  import QuartzCore
  import ScrollChromeCore
  import UIKit

  /// Runs scroll-linked chrome for a `UIScrollView`: a shy bar, views that follow scrolling,
  /// collapsing headers — each piece a preset you ``add(_:apply:)``.
  ///
  /// The driver decides nothing. It owns the ``ScrollTracker`` its chrome shares, observes
  /// ``scrollView`` through a ``ScrollViewObserver``, and hands every event to the tracker and
  /// then to each piece of chrome. It runs a `CADisplayLink` only while some chrome
  /// ``CollapsingChrome/isAnimating`` (the link's `targetTimestamp` is the frame time), keeps
  /// ``reduceMotion`` in step with the system setting, and after every event, frame or command
  /// calls your apply closure with the chrome's outputs.
  ///
  /// ```swift
  /// // A view controller's properties, beside `tableView`, `barHeight` and `titleView`:
  /// let chrome = ScrollChromeDriver()
  /// var shyBar: ChromeHandle<ShyBar.Chrome>?
  ///
  /// // From viewDidLoad():
  /// func installShyBar() {
  ///   chrome.scrollView = tableView
  ///   shyBar = chrome.add(ShyBar(fullHeight: 44)) { [unowned self] bar in
  ///     barHeight.constant = bar.visibleHeight
  ///     titleView.alpha = bar.itemAlpha
  ///   }
  /// }
  ///
  /// // UIScrollViewDelegate: key-value observing cannot see the end of a fling.
  /// func scrollViewDidEndDecelerating(_ scrollView: UIScrollView) {
  ///   chrome.observer?.didEndDecelerating()
  /// }
  ///
  /// func titleTapped() { shyBar?.expand() }
  /// ```
  ///
  /// Apply closures that capture their view controller should do so `unowned` or `weak`: the
  /// driver keeps them. A running display link keeps the driver until the animations end.
  @MainActor
  public final class ScrollChromeDriver: NSObject {
    // MARK: Public

    /// The tracker all chrome of this driver shares.
    public private(set) var tracker = ScrollTracker()

    /// The observer of ``scrollView``: forward your `UIScrollViewDelegate` calls to it
    /// (`didEndDecelerating()`, `didEndScrollingAnimation()`, …).
    public private(set) var observer: ScrollViewObserver?

    /// Whether chrome moves at once instead of animating. Starts as
    /// `UIAccessibility.isReduceMotionEnabled` and follows the system setting when it changes;
    /// set it to override until the next change.
    public var reduceMotion: Bool {
      didSet { for chrome in chromes { chrome.setReduceMotion(reduceMotion) } }
    }

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

    /// The scroll view the chrome follows, held weakly. Setting another one sends
    /// ``ScrollEvent/switchScrollView(_:)`` with its metrics; `nil` stops observing.
    public weak var scrollView: UIScrollView? {
      didSet {
        if scrollView !== oldValue { observe(scrollView) }
      }
    }

    /// Creates a driver, observing `scrollView` if there is one.
    ///
    /// - Parameter scrollView: The scroll view to follow; set ``scrollView`` later otherwise.
    public init(scrollView: UIScrollView? = nil) {
      reduceMotion = UIAccessibility.isReduceMotionEnabled
      self.scrollView = scrollView
      super.init()
      observe(scrollView)
      observeReduceMotion()
    }

    /// Adds chrome and applies its current state at once.
    ///
    /// An invalid preset runs as its nearest valid one, reported once through
    /// ``onInvalidPreset``.
    ///
    /// - Parameters:
    ///   - preset: The chrome: ``ShyBar``, ``FollowView``, ``HeaderTransition``, or a
    ///     ``CollapseConfiguration`` of your own.
    ///   - apply: Called after every event, frame and command with the chrome's outputs; set
    ///     constraint constants, alphas or transforms here.
    /// - Returns: The handle through which you command the chrome.
    @discardableResult
    public func add<Preset: CollapsingPreset>(
      _ preset: Preset, apply: @escaping (Preset.Chrome) -> Void
    ) -> ChromeHandle<Preset.Chrome> {
      let handle = ChromeHandle(makeChrome(preset), driver: self, apply: apply)
      handle.setReduceMotion(reduceMotion)
      chromes.append(handle)
      handle.settle()
      updateFrames()
      return handle
    }

    /// Hands one event to the tracker and, if it accepts it, to every behaviour.
    ///
    /// The observer calls this for you; call it for events of your own.
    /// - Parameters:
    ///   - event: What the scroll view did.
    ///   - time: When, in seconds on the `CACurrentMediaTime()` clock.
    /// - Note: Cost per event: O(1) per chrome plus its apply closure; the driver allocates
    ///   nothing.
    public func handle(_ event: ScrollEvent, at time: Double) {
      do {
        try tracker.handle(event, at: time)
      } catch {
        onRejectedEvent?(event, error)
        return
      }
      for chrome in chromes { chrome.receive(event, tracker: tracker) }
      updateFrames()
    }

    // MARK: Internal

    /// The chrome, in the order it was added.
    var chromes: [any DrivenChrome] = []
    /// The display link, while some behaviour animates.
    var displayLink: CADisplayLink?
    /// The Reduce Motion notification observer.
    var reduceMotionObserver: (any NSObjectProtocol)?

    deinit {
      MainActor.assumeIsolated { stopObservingReduceMotion() }
    }

    // MARK: Private

    /// The running chrome of a preset on ``tracker``: the nearest valid one, reported if it was
    /// not valid.
    func makeChrome<Preset: ChromePreset>(_ preset: Preset) -> Preset.Chrome {
      let (valid, issue) = preset.resolved()
      if let issue { onInvalidPreset(issue) }
      return valid.makeChrome(tracker: tracker)
    }

    private func observe(_ scrollView: UIScrollView?) {
      observer?.invalidate()
      observer = scrollView.map { view in
        ScrollViewObserver(scrollView: view) { [weak self] event, time in
          self?.handle(event, at: time)
        }
      }
    }
  }
#endif
