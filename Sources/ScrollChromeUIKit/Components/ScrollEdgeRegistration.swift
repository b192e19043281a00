#if canImport(UIKit)
  import ScrollChromeCore
  import UIKit

  /// Registers one view of custom chrome with the system's scroll edge effect on iOS 26 and
  /// later: at most one `UIScrollEdgeElementContainerInteraction` on the view, for the scroll view
  /// and the edge the chrome overlays (``ScrollEdgeElement`` decides which, or none), so that the
  /// effect shapes itself around the chrome as it does around system bars. The interaction lives
  /// on the view that moves, so it follows the chrome as it hides and shows. Before iOS 26 it
  /// does nothing.
  @MainActor
  final class ScrollEdgeRegistration {
    // MARK: Internal

    /// Whether the chrome registers: the app's opt-out. Call ``update(scrollView:)`` after a
    /// change.
    var registers = true

    /// Creates the registration of `view`, which overlays `edge`; it registers nowhere until
    /// ``update(scrollView:)``.
    ///
    /// - Parameters:
    ///   - view: The chrome's view, held weakly.
    ///   - edge: The edge of the scroll view the chrome sits at.
    init(view: UIView, edge: ChromeEdge) {
      self.view = view
      self.edge = edge
    }

    /// UIKit releases its objects on the main thread; an `isolated deinit` would need iOS 18.4.
    deinit {
      MainActor.assumeIsolated { remove() }
    }

    /// Registers the view with `scrollView`'s edge effect, or with none.
    ///
    /// - Parameter scrollView: The scroll view the chrome follows now, or `nil`.
    func update(scrollView: UIScrollView?) {
      let element = ScrollEdgeElement(
        edge: edge, registers: registers, followsScrollView: scrollView != nil,
        isInsideScrollView: isViewInside(scrollView))
      guard #available(iOS 26.0, tvOS 26.0, visionOS 26.0, *), let element, let view, let scrollView
      else { return remove() }
      let registered = interaction as? UIScrollEdgeElementContainerInteraction
      let current = registered ?? UIScrollEdgeElementContainerInteraction()
      if current.scrollView !== scrollView { current.scrollView = scrollView }
      switch element.edge {
      case .top: current.edge = .top
      case .bottom: current.edge = .bottom
      }
      if registered == nil {
        interaction = current
        view.addInteraction(current)
      }
    }

    // MARK: Private

    private weak var view: UIView?
    private let edge: ChromeEdge
    /// The interaction on the view, while it registers.
    private var interaction: (any UIInteraction)?

    private func remove() {
      guard let interaction else { return }
      self.interaction = nil
      view?.removeInteraction(interaction)
    }

    /// Whether the view is `scrollView` or inside it.
    private func isViewInside(_ scrollView: UIScrollView?) -> Bool {
      guard let scrollView else { return false }
      var ancestor = view
      while let current = ancestor, current !== scrollView { ancestor = current.superview }
      return ancestor != nil
    }
  }
#endif
