/// What a `UIScrollView` shows at one instant: its geometry and offset, its scrolling flags and
/// the state of its pan gesture recognizer.
///
/// A host reads a sample whenever UIKit tells it something changed — a key-value notification of
/// `contentOffset`, `contentSize`, `adjustedContentInset` or `bounds`, an action of the pan
/// recognizer, a forwarded delegate call — and on every display-link frame while the scroll view
/// moves, and hands it to a ``ScrollViewHost``. The sample holds plain values; the adapter
/// converts `CGFloat` to `Double` and reads nothing else.
package struct ScrollViewSample: Sendable, Equatable {
  // MARK: Package

  /// The geometry and offset: `bounds.height`, `contentSize.height`, `adjustedContentInset` and
  /// `contentOffset.y`.
  package var metrics: ScrollMetrics
  /// `isTracking`: a finger touches the content, whether or not it has started to drag.
  package var isTracking: Bool
  /// `isDragging`: the finger has started to scroll the content.
  package var isDragging: Bool
  /// `isDecelerating`: the content keeps moving, or bounces back, after the finger lifted.
  package var isDecelerating: Bool
  /// `isScrollAnimating` (iOS 17.4 and later): the scroll view animates an offset change of the
  /// app's or of the system's (scroll-to-top); `nil` where the property does not exist.
  package var isScrollAnimating: Bool?
  /// The state of `panGestureRecognizer`.
  package var pan: PanPhase
  /// The pan recognizer's `velocity(in:)` along y, in points per second with the sign of the
  /// offset (the finger moves up while the offset grows, so the adapter flips UIKit's sign).
  package var fingerVelocity: Double

  /// Creates a sample.
  ///
  /// - Parameters:
  ///   - metrics: The geometry and offset.
  ///   - isTracking: `isTracking`.
  ///   - isDragging: `isDragging`.
  ///   - isDecelerating: `isDecelerating`.
  ///   - isScrollAnimating: `isScrollAnimating`, or `nil` before iOS 17.4.
  ///   - pan: The pan recognizer's state.
  ///   - fingerVelocity: The pan recognizer's velocity, in the offset's sign.
  package init(
    metrics: ScrollMetrics,
    isTracking: Bool = false,
    isDragging: Bool = false,
    isDecelerating: Bool = false,
    isScrollAnimating: Bool? = nil,
    pan: PanPhase = .possible,
    fingerVelocity: Double = 0
  ) {
    self.metrics = metrics
    self.isTracking = isTracking
    self.isDragging = isDragging
    self.isDecelerating = isDecelerating
    self.isScrollAnimating = isScrollAnimating
    self.pan = pan
    self.fingerVelocity = fingerVelocity
  }
}
