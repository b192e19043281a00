#if canImport(UIKit)
  import ScrollChromeCore
  import UIKit

  extension ScrollChromeDriver {
    // MARK: Public

    /// Forwards a `UIScrollViewDelegate` call. Never required: the driver sees every phase of the
    /// scroll view on its own. A forwarded call makes it immediate where it would wait a frame
    /// (the end of a drag) and exact where it estimates (the release velocity).
    ///
    /// ```swift
    /// func scrollViewDidEndDecelerating(_ scrollView: UIScrollView) {
    ///   chrome.forward(.didEndDecelerating)
    /// }
    /// ```
    ///
    /// - Parameter call: The delegate call; see ``forwardWillEndDragging(withVelocity:)`` for
    ///   `scrollViewWillEndDragging(_:withVelocity:targetContentOffset:)`.
    public func forward(_ call: ScrollViewDelegateCall) { runtime.receive(call) }

    /// Forwards `scrollViewWillEndDragging(_:withVelocity:targetContentOffset:)` with UIKit's
    /// velocity, in points per millisecond.
    ///
    /// - Parameter velocity: The delegate's `velocity`.
    public func forwardWillEndDragging(withVelocity velocity: CGPoint) {
      forward(.willEndDragging(velocity: Double(velocity.y) * 1000))
    }

    // MARK: Internal

    /// How the runtime reads `scrollView`, starts and stops observing it, and keeps it at its top.
    func source(for scrollView: UIScrollView) -> ScrollViewSource {
      ScrollViewSource(
        id: UInt(bitPattern: ObjectIdentifier(scrollView)),
        deceleration: scrollView.chromeDeceleration,
        sample: { [weak scrollView] in scrollView?.chromeSample },
        observe: { [weak self, weak scrollView] observes in
          guard let self, let scrollView else { return }
          if observes {
            observer?.invalidate()
            observer = ScrollViewObserver(scrollView: scrollView, runtime: runtime)
          } else if observer?.scrollView === scrollView {
            observer?.invalidate()
            observer = nil
          }
        },
        setOffset: { [weak scrollView] offset in scrollView?.contentOffset.y = CGFloat(offset) })
    }

    /// Stops everything the driver started: the runtime (whose completions still owed run with
    /// `false`), frames, observers, the accessibility action.
    func tearDown() {
      runtime.stop()
      frames.run(false)
      observer?.invalidate()
      for observer in notificationObservers { NotificationCenter.default.removeObserver(observer) }
      offerExpandAction(false)
    }
  }
#endif
