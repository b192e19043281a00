#if canImport(UIKit)
  import ScrollChromeCore
  import UIKit

  /// A view that follows scrolling and hides: ScrollingFollowView, with no delegate to forward.
  ///
  /// Use it as the class of your custom bar (in code or in a storyboard), then tell it what to
  /// follow. It moves by the constraint you pass or, without one, by its transform — which its
  /// frame ignores, so its superview's layout never undoes it.
  ///
  /// ```swift
  /// followingView.follow(tableView, constraint: barTop)
  /// ```
  ///
  /// ScrollingFollowView's `setup(constraint:maxFollowPoint:minFollowPoint:allowHalfDisplay:)`
  /// and `setupDelayPoints(pointOfStartingHiding:pointOfStartingShowing:)` are one
  /// ``FollowView`` here; `didScroll(_:)` and `didEndScrolling(_:)` are gone.
  ///
  /// On iOS 26 and later the view registers with the system's scroll edge effect at its edge of
  /// the scroll view it follows, so the effect shapes itself around the bar as around a system
  /// bar; see ``registersWithScrollEdgeEffect``.
  @MainActor
  open class FollowingView: UIView {
    // MARK: Public

    /// The follower that moves this view; `nil` until ``follow(_:edge:constraint:preset:)``. Read
    /// its ``ScrollFollower/overlap`` for a hairline of your own.
    public private(set) var follower: ScrollFollower?

    /// Whether the view registers with the system's scroll edge effect on iOS 26 and later, as
    /// ``ScrollFollower/registersWithScrollEdgeEffect`` describes. Default `true`; it carries
    /// over to the follower of another edge.
    public var registersWithScrollEdgeEffect = true {
      didSet { follower?.registersWithScrollEdgeEffect = registersWithScrollEdgeEffect }
    }

    /// Starts following a scroll view, or changes what the view follows and how, keeping how far
    /// it is hidden.
    ///
    /// - Parameters:
    ///   - scrollView: The scroll view to follow, held weakly.
    ///   - edge: The edge the view hides past; default `.top`.
    ///   - constraint: The constraint to set, or `nil` to move the view by its transform.
    ///   - preset: How the view follows; `nil` (the default) hides it by its own height, followed
    ///     as its layout changes, with ``FollowView``'s other defaults. Its `edge` becomes
    ///     `edge`.
    public func follow(
      _ scrollView: UIScrollView, edge: ChromeEdge = .top, constraint: NSLayoutConstraint? = nil,
      preset: FollowView? = nil
    ) {
      followsOwnHeight = preset == nil
      var configuration = preset ?? FollowView()
      if followsOwnHeight, bounds.height > 0 {
        configuration.maxFollowPoint = Double(bounds.height)
      }
      if let follower, follower.edge == edge {
        follower.constraint = constraint
        follower.preset = configuration
        follower.scrollView = scrollView
      } else {
        let follower = ScrollFollower(
          view: self, edge: edge, preset: configuration, constraint: constraint)
        follower.registersWithScrollEdgeEffect = registersWithScrollEdgeEffect
        follower.scrollView = scrollView
        self.follower = follower
      }
    }

    /// Shows the view over `duration` seconds (`nil`: the preset's 0.2 s); see
    /// ``ScrollFollower/expand(animated:duration:completion:)``.
    public func expand(
      animated: Bool = true, duration: Double? = nil, completion: ((Bool) -> Void)? = nil
    ) {
      follower?.expand(animated: animated, duration: duration, completion: completion)
    }

    /// Hides the view over `duration` seconds (`nil`: the preset's 0.2 s); see
    /// ``ScrollFollower/collapse(animated:duration:completion:)``.
    public func collapse(
      animated: Bool = true, duration: Double? = nil, completion: ((Bool) -> Void)? = nil
    ) {
      follower?.collapse(animated: animated, duration: duration, completion: completion)
    }

    /// The frame as if the view had no transform, read and written: layout keeps the offset the
    /// follower applies.
    override open var frame: CGRect {
      get { layoutFrame }
      set { keepingTransform { super.frame = newValue } }
    }

    override open func layoutSubviews() {
      super.layoutSubviews()
      if followsOwnHeight { follower?.hide(byHeight: bounds.height) }
    }

    override open func didMoveToSuperview() {
      super.didMoveToSuperview()
      follower?.updateScrollEdge()
    }

    // MARK: Private

    /// Whether the view hides by its own height (no preset given).
    private var followsOwnHeight = false
  }
#endif
