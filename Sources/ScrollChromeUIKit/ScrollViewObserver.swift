#if canImport(UIKit)
  import ScrollChromeCore
  import UIKit

  /// Watches a `UIScrollView` and reports what it does as ``ScrollEvent``s, with no delegate.
  ///
  /// The observer samples the scroll view (``UIScrollView/chromeSample``) whenever key-value
  /// observing reports a change of `contentOffset`, `contentSize`, `adjustedContentInset` or
  /// `bounds`, whenever its `panGestureRecognizer` changes state, on every forwarded delegate call
  /// and, while the host model asks for it, on every display-link frame (``poll(at:)``). It hands
  /// each sample to a ``ScrollViewHost``, which decides what happened; the observer converts
  /// values at the edge and decides nothing.
  ///
  /// It stops observing when it is invalidated or deinitialised (on the main thread).
  @MainActor
  final class ScrollViewObserver: NSObject {
    // MARK: Internal

    /// Receives one event and its time.
    typealias Handler = (ScrollEvent, Double) -> Void

    /// Starts observing and reports ``ScrollEvent/switchScrollView(_:)`` at once.
    ///
    /// - Parameters:
    ///   - scrollView: The scroll view, held weakly.
    ///   - now: The host's clock: a stamp for the present moment.
    ///   - handler: Called with every event, in order.
    init(scrollView: UIScrollView, now: @escaping () -> Double, handler: @escaping Handler) {
      self.scrollView = scrollView
      self.now = now
      self.handler = handler
      let time = now()
      var events: [ScrollEvent] = []
      host = ScrollViewHost(
        sample: scrollView.chromeSample, at: time, deceleration: scrollView.chromeDeceleration
      ) { events.append($0) }
      super.init()
      for event in events { handler(event, time) }
      observations = [
        scrollView.observe(\.contentOffset) { [weak self] _, _ in
          MainActor.assumeIsolated { self?.sample() }
        },
        scrollView.observe(\.contentSize) { [weak self] _, _ in
          MainActor.assumeIsolated { self?.sample() }
        },
        scrollView.observe(\.adjustedContentInset) { [weak self] _, _ in
          MainActor.assumeIsolated { self?.sample() }
        },
        scrollView.observe(\.bounds) { [weak self] _, _ in
          MainActor.assumeIsolated { self?.boundsDidChange() }
        },
      ]
      scrollView.panGestureRecognizer.addTarget(self, action: #selector(panDidChange))
    }

    /// Whether the scroll view may still move without notifying: poll it on every frame.
    var needsFrames: Bool { host.needsFrames }

    /// Samples the scroll view on a display-link frame.
    ///
    /// - Parameter time: The frame's time on the host's clock.
    /// - Note: Cost per event: one sample and O(1) host work, no allocation.
    func poll(at time: Double) { sample(at: time) }

    /// Passes a forwarded delegate call to the host with a fresh sample.
    func forward(_ call: ScrollViewDelegateCall) {
      guard let scrollView else { return }
      let time = now()
      host.receive(call, sample: scrollView.chromeSample, at: time) { handler($0, time) }
    }

    /// Tells the host what the chrome adds to the adjusted insets (see
    /// ``ScrollViewHost/setOwnInsets(top:bottom:)``).
    func setOwnInsets(top: Double, bottom: Double) { host.setOwnInsets(top: top, bottom: bottom) }

    /// Stops observing: removes the key-value observations and the pan target. Idempotent.
    func invalidate() {
      for observation in observations { observation.invalidate() }
      observations = []
      scrollView?.panGestureRecognizer.removeTarget(self, action: #selector(panDidChange))
      scrollView = nil
    }

    // MARK: Private

    private weak var scrollView: UIScrollView?
    private let now: () -> Double
    private let handler: Handler
    private var host: ScrollViewHost
    private var observations: [NSKeyValueObservation] = []
    /// The bounds' size at the last bounds notification.
    private var viewportSize = CGSize.zero

    deinit {
      MainActor.assumeIsolated { invalidate() }
    }

    /// - Note: Cost per event: one sample and O(1) host work, no allocation.
    private func sample(at time: Double? = nil) {
      guard let scrollView else { return }
      let time = time ?? now()
      host.observe(scrollView.chromeSample, at: time) { handler($0, time) }
    }

    /// Samples when the viewport's size changed: scrolling moves the bounds' origin too, and that
    /// change already arrives through `contentOffset`.
    private func boundsDidChange() {
      guard let size = scrollView?.bounds.size, size != viewportSize else { return }
      viewportSize = size
      sample()
    }

    /// The pan's action; it reads the recognizer from the scroll view, so it takes no argument.
    @objc private func panDidChange() { sample() }
  }
#endif
