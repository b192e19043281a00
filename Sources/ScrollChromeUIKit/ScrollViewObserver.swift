#if canImport(UIKit)
  import QuartzCore
  import ScrollChromeCore
  import UIKit

  /// Reports what a `UIScrollView` does as ``ScrollEvent``s, each with a timestamp.
  ///
  /// The observer watches the scroll view with key-value observing (`contentOffset`,
  /// `contentSize`, `adjustedContentInset`, `bounds`) and adds itself as a target of the scroll
  /// view's `panGestureRecognizer`, so it needs no delegate. It converts at the edge — `CGFloat`
  /// becomes `Double`, the finger's velocity becomes a velocity in the offset's sign — and
  /// decides nothing: every event goes to the handler, which usually feeds a ``ScrollTracker``.
  ///
  /// On creation it sends ``ScrollEvent/switchScrollView(_:)`` with the scroll view's metrics, so
  /// the receiver starts from the right baseline. A change of the bounds, the content size or the
  /// adjusted insets sends ``ScrollEvent/geometry(viewport:content:insetTop:insetBottom:)``, but
  /// only when one of those four numbers changed (scrolling moves `bounds.origin` every frame).
  ///
  /// What KVO cannot see — the end of a deceleration or of an animation, a tap on the status
  /// bar — comes from the app's `UIScrollViewDelegate` through ``didEndDecelerating()``,
  /// ``didEndScrollingAnimation()``, ``willScrollToTop()`` and ``didScrollToTop()``.
  ///
  /// Call ``invalidate()`` to stop observing; deinitialisation (on the main thread) does too.
  @MainActor
  public final class ScrollViewObserver: NSObject {
    // MARK: Public

    /// Receives one event and its timestamp, in seconds on the `CACurrentMediaTime()` clock.
    public typealias Handler = (ScrollEvent, Double) -> Void

    /// Starts observing a scroll view and sends ``ScrollEvent/switchScrollView(_:)`` at once.
    ///
    /// - Parameters:
    ///   - scrollView: The scroll view to observe. The observer holds it weakly.
    ///   - handler: Called on the main thread with every event and its timestamp.
    public init(scrollView: UIScrollView, handler: @escaping Handler) {
      self.scrollView = scrollView
      self.handler = handler
      super.init()
      observations = [
        scrollView.observe(\.contentOffset) { [weak self] view, _ in
          MainActor.assumeIsolated { self?.offsetDidChange(in: view) }
        },
        scrollView.observe(\.contentSize) { [weak self] view, _ in
          MainActor.assumeIsolated { self?.geometryDidChange(in: view) }
        },
        scrollView.observe(\.adjustedContentInset) { [weak self] view, _ in
          MainActor.assumeIsolated { self?.geometryDidChange(in: view) }
        },
        scrollView.observe(\.bounds) { [weak self] view, _ in
          MainActor.assumeIsolated { self?.geometryDidChange(in: view) }
        },
      ]
      scrollView.panGestureRecognizer.addTarget(self, action: #selector(panDidChange))
      lastGeometry = Self.geometry(of: scrollView)
      send(.switchScrollView(Self.metrics(of: scrollView)))
    }

    /// Forwards `scrollViewDidEndDecelerating(_:)` as ``ScrollEvent/endDecelerating``.
    public func didEndDecelerating() { send(.endDecelerating) }

    /// Forwards the start of an animated `setContentOffset(_:animated:)` the app makes, as
    /// ``ScrollEvent/beginProgrammatic``; UIKit has no delegate call for it.
    public func willBeginScrollingAnimation() { send(.beginProgrammatic) }

    /// Forwards `scrollViewDidEndScrollingAnimation(_:)` as ``ScrollEvent/endProgrammatic``.
    public func didEndScrollingAnimation() { send(.endProgrammatic) }

    /// Forwards `scrollViewShouldScrollToTop(_:)` returning `true` as ``ScrollEvent/scrollToTop``.
    public func willScrollToTop() { send(.scrollToTop) }

    /// Forwards `scrollViewDidScrollToTop(_:)` as ``ScrollEvent/endProgrammatic``.
    public func didScrollToTop() { send(.endProgrammatic) }

    /// Forwards `scrollViewDidChangeAdjustedContentInset(_:)`: re-reads the geometry, in case
    /// UIKit changed the adjusted insets without a key-value notification.
    public func didChangeAdjustedContentInset() {
      if let scrollView { geometryDidChange(in: scrollView) }
    }

    /// Stops observing: removes the key-value observations and the pan target. Idempotent.
    public func invalidate() {
      for observation in observations { observation.invalidate() }
      observations = []
      scrollView?.panGestureRecognizer.removeTarget(self, action: #selector(panDidChange))
      scrollView = nil
    }

    // MARK: Private

    private weak var scrollView: UIScrollView?
    private let handler: Handler
    private var observations: [NSKeyValueObservation] = []
    private var lastGeometry: ScrollEvent?

    deinit {
      MainActor.assumeIsolated { invalidate() }
    }

    private static func geometry(of view: UIScrollView) -> ScrollEvent {
      let metrics = metrics(of: view)
      return .geometry(
        viewport: metrics.viewport, content: metrics.content,
        insetTop: metrics.insetTop, insetBottom: metrics.insetBottom)
    }

    private static func metrics(of view: UIScrollView) -> ScrollMetrics {
      ScrollMetrics(
        offset: Double(view.contentOffset.y),
        viewport: Double(view.bounds.size.height),
        content: Double(view.contentSize.height),
        insetTop: Double(view.adjustedContentInset.top),
        insetBottom: Double(view.adjustedContentInset.bottom)
      )
    }

    /// - Note: Cost per event: O(1); the observer allocates nothing (KVO itself may).
    private func offsetDidChange(in view: UIScrollView) {
      send(.scroll(y: Double(view.contentOffset.y)))
    }

    /// - Note: Cost per event: O(1), no allocation here; runs every frame through `bounds`.
    private func geometryDidChange(in view: UIScrollView) {
      let geometry = Self.geometry(of: view)
      guard geometry != lastGeometry else { return }
      lastGeometry = geometry
      send(geometry)
    }

    /// The pan's action; it reads the recognizer from the scroll view, so it takes no argument.
    @objc private func panDidChange() {
      guard let scrollView else { return }
      let pan = scrollView.panGestureRecognizer
      switch pan.state {
      case .began:
        send(.beginDragging)
      case .ended, .cancelled:
        // The finger moves up (negative y) while the offset grows: flip the sign.
        let velocity = -Double(pan.velocity(in: scrollView).y)
        send(.endDragging(velocity: velocity, willDecelerate: scrollView.isDecelerating))
      default:
        break
      }
    }

    private func send(_ event: ScrollEvent) { handler(event, CACurrentMediaTime()) }
  }
#endif
