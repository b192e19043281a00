#if canImport(UIKit)
  import ScrollChromeCore
  import UIKit

  extension UIView {
    // MARK: Public

    /// Applies an element's ``Attributes``: its alpha, its translation and scale, and — through a
    /// constraint you pass — its height.
    ///
    /// `alpha` becomes the view's `alpha`. The translation and the scale become one `transform`:
    /// the view is scaled about its center (UIKit's default anchor point), then moved by
    /// `translateX` and `translateY` points, which the scale does not change. A transform does not
    /// affect Auto Layout, so scrolling content never relayouts. `height` is set only through
    /// `heightConstraint`: pass the constraint for the one element whose height the engine manages
    /// (a stretching header), nothing for the others (a title's height is `nil`, not managed).
    ///
    /// ```swift
    /// headerView.apply(transition.header, heightConstraint: headerHeight)
    /// titleLabel.apply(transition.title)
    /// ```
    ///
    /// The method decides nothing; it converts `Double` to `CGFloat` and assigns.
    ///
    /// - Parameters:
    ///   - attributes: The attributes an effect or a preset returned.
    ///   - heightConstraint: The constraint that holds the view's height; `nil` leaves the height
    ///     alone.
    /// - Note: Cost per event: three assignments; UIKit redraws nothing but the layer's transform.
    public func apply(_ attributes: Attributes, heightConstraint: NSLayoutConstraint? = nil) {
      alpha = CGFloat(attributes.alpha)
      transform = CGAffineTransform.identity
        .translatedBy(x: CGFloat(attributes.translateX), y: CGFloat(attributes.translateY))
        .scaledBy(x: CGFloat(attributes.scaleX), y: CGFloat(attributes.scaleY))
      if let height = attributes.height { heightConstraint?.constant = CGFloat(height) }
    }
  }
#endif
