#if canImport(UIKit)
  import ScrollChromeCore
  import UIKit

  extension ShyNavigationBar {
    // MARK: Public

    /// How far the bar is hidden: 0 shown, 1 shy; 0 while the system minimizes the bar
    /// (``prefersSystemMinimization``).
    public var fraction: CGFloat { CGFloat(handle?.chrome.behavior.fraction ?? 0) }

    /// The part of the bar that shows below the status bar, in its superview's coordinates:
    /// from the bar's laid-out top, ``ShyBar/Chrome/visibleHeight`` high.
    public var visibleFrame: CGRect {
      let height = CGFloat(handle?.chrome.visibleHeight ?? Double(fullHeight))
      let laidOut = layoutFrame
      return CGRect(x: laidOut.minX, y: laidOut.minY, width: laidOut.width, height: height)
    }

    /// Shows the bar fully (SQTShyNavigationBar's `setToFullHeight:`).
    ///
    /// While the system minimizes the bar (``prefersSystemMinimization``, iOS 27 and later) this
    /// does nothing and completes with `false`: UIKit documents no call that restores a
    /// minimized navigation bar.
    ///
    /// - Parameters:
    ///   - animated: Whether to animate (0.2 s); with Reduce Motion it moves at once.
    ///   - completion: Called exactly once: `true` if it finished, `false` if interrupted.
    public func expand(animated: Bool = true, completion: ((Bool) -> Void)? = nil) {
      handle?.expand(animated: animated, completion: completion)
    }

    /// Hides the bar to its shy strip, if the content is far enough from the top.
    ///
    /// While the system minimizes the bar (``prefersSystemMinimization``, iOS 27 and later) this
    /// does nothing and completes with `false`: UIKit documents no call that minimizes a
    /// navigation bar.
    ///
    /// - Parameters:
    ///   - animated: Whether to animate (0.2 s); with Reduce Motion it moves at once.
    ///   - completion: Called exactly once: `true` if it finished, `false` if refused or
    ///     interrupted.
    public func collapse(animated: Bool = true, completion: ((Bool) -> Void)? = nil) {
      handle?.collapse(animated: animated, completion: completion)
    }
  }
#endif
