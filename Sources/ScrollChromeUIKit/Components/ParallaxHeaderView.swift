#if canImport(UIKit)
  import ScrollChromeCore
  import UIKit

  /// A table header that wraps any view and stretches when the content is pulled past the top:
  /// TIUIElements' `ParallaxTableHeaderView`, laid out from the engine's header attributes.
  ///
  /// Set it as the table's `tableHeaderView` (or place it at the top of a collection view's
  /// content) and hand it to a ``HeaderTransitionHandler``. Its own frame keeps the header's
  /// height, so the table's layout never changes while scrolling; the wrapped view sits in a
  /// container that the handler grows upwards by the stretch and fades or moves with the
  /// header's effects.
  @MainActor
  open class ParallaxHeaderView: UIView {
    // MARK: Public

    /// The view the header shows, stretched with its container.
    public private(set) var wrappedView: UIView

    /// Wraps a view; the header takes the view's size.
    ///
    /// Unlike TIUIElements, the wrapped view's origin is not applied twice: it fills the header.
    /// - Parameter wrappedView: The view to show.
    public init(wrapping wrappedView: UIView) {
      self.wrappedView = wrappedView
      super.init(frame: CGRect(origin: .zero, size: wrappedView.bounds.size))
      wrap()
    }

    /// Creates the header from a storyboard or a nib, wrapping what you laid out inside it.
    ///
    /// Lay the header's content out in one view inside the header: that view becomes
    /// ``wrappedView`` and fills the header (its constraints to the header give way to filling
    /// it; constraints inside it stay). Several views inside the header are wrapped together in a
    /// plain view, each keeping its frame and its autoresizing; constraints between them and to
    /// the header do not survive the move, so lay Auto Layout content out in one view.
    public required init?(coder: NSCoder) {
      let decoded = UIView()
      wrappedView = decoded
      super.init(coder: coder)
      let content = subviews
      if content.count == 1, let only = content.first {
        wrappedView = only
      } else {
        decoded.frame = bounds
        for view in content {
          decoded.addSubview(view)
          view.translatesAutoresizingMaskIntoConstraints = true
        }
      }
      wrappedView.removeFromSuperview()
      wrappedView.translatesAutoresizingMaskIntoConstraints = true
      wrap()
    }

    /// Lays the container out from the header's attributes: height (the header's plus the
    /// stretch), vertical offset, alpha and scale.
    ///
    /// - Parameter attributes: ``HeaderTransition/Chrome/header``.
    /// - Note: Cost per event: one frame and three assignments; the table does not relayout.
    public func apply(_ attributes: Attributes) {
      let height = attributes.height.map { CGFloat($0) } ?? bounds.height
      container.transform = .identity
      container.frame = CGRect(
        x: CGFloat(attributes.translateX), y: CGFloat(attributes.translateY),
        width: bounds.width, height: height)
      container.alpha = CGFloat(attributes.alpha)
      container.transform = CGAffineTransform.identity.scaledBy(
        x: CGFloat(attributes.scaleX), y: CGFloat(attributes.scaleY))
    }

    // MARK: Private

    /// The view that stretches; the header's own frame stays put.
    private let container = UIView()

    /// Puts the wrapped view in the container, which fills the header.
    private func wrap() {
      clipsToBounds = false
      container.frame = bounds
      container.autoresizingMask = [.flexibleWidth]
      wrappedView.frame = container.bounds
      wrappedView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
      container.addSubview(wrappedView)
      addSubview(container)
    }
  }
#endif
