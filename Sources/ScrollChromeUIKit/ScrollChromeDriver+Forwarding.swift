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
    public func forward(_ call: ScrollViewDelegateCall) { observer?.forward(call) }

    /// Forwards `scrollViewWillEndDragging(_:withVelocity:targetContentOffset:)` with UIKit's
    /// velocity, in points per millisecond.
    ///
    /// - Parameter velocity: The delegate's `velocity`.
    public func forwardWillEndDragging(withVelocity velocity: CGPoint) {
      forward(.willEndDragging(velocity: Double(velocity.y) * 1000))
    }

    // MARK: Internal

    /// Tells the host model what the chrome adds to the scroll view's adjusted insets, so that it
    /// never feeds the chrome's own writes back (``ScrollViewHost/setOwnInsets(top:bottom:)``).
    func setOwnInsets(top: Double, bottom: Double) {
      observer?.setOwnInsets(top: top, bottom: bottom)
    }
  }
#endif
