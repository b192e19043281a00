#if canImport(UIKit)
  import ScrollChromeCore
  import UIKit

  extension UIScrollView {
    // MARK: Internal

    /// What the host model needs of this scroll view now, converted to `Double`.
    ///
    /// The finger's velocity changes sign: the finger moves up the screen (negative y) while the
    /// offset grows.
    /// - Note: Cost per event: a dozen property reads, no allocation.
    var chromeSample: ScrollViewSample {
      let pan = panGestureRecognizer
      var isScrollAnimating: Bool?
      if #available(iOS 17.4, tvOS 17.4, visionOS 1.1, *) {
        isScrollAnimating = self.isScrollAnimating
      }
      return ScrollViewSample(
        metrics: ScrollMetrics(
          offset: Double(contentOffset.y), viewport: Double(bounds.size.height),
          content: Double(contentSize.height), insetTop: Double(adjustedContentInset.top),
          insetBottom: Double(adjustedContentInset.bottom)),
        isTracking: isTracking, isDragging: isDragging, isDecelerating: isDecelerating,
        isScrollAnimating: isScrollAnimating, pan: PanPhase(pan.state),
        fingerVelocity: -Double(pan.velocity(in: self).y))
    }

    /// The scroll view's deceleration rate as the engine models it.
    var chromeDeceleration: Decay {
      let decay = Decay(rate: Double(decelerationRate.rawValue))
      return decay.isValid ? decay : .normal
    }
  }

  extension PanPhase {
    /// The phase of a recognizer state; states added by later SDKs count as `possible`.
    init(_ state: UIGestureRecognizer.State) {
      switch state {
      case .possible: self = .possible
      case .began: self = .began
      case .changed: self = .changed
      case .ended: self = .ended
      case .cancelled: self = .cancelled
      case .failed: self = .failed
      @unknown default: self = .possible
      }
    }
  }
#endif
