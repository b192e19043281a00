#if canImport(UIKit)
  import ScrollChromeCore
  import UIKit

  /// Makes any view follow scrolling and hide — a custom top bar, a bottom toolbar, a tab bar, a
  /// floating button: ScrollingFollowView's behaviour for a view you already have.
  ///
  /// The follower owns the view's position: it sets the constraint you pass (its constant is
  /// ScrollingFollowView's, ``FollowView/Chrome/constant(at:)``), or without one the view's
  /// `transform`. A fully hidden view is hidden from VoiceOver and Switch Control, and while it is
  /// hidden at all the scroll view offers an accessibility action that shows it.
  ///
  /// ```swift
  /// toolbarFollower = ScrollFollower(view: toolbar, edge: .bottom)
  /// toolbarFollower.scrollView = tableView
  /// ```
  ///
  /// Keep the follower in a property: it stops when it is freed.
  ///
  /// A view that its container lays out by frame (a `UITabBar`, a `UIToolbar`) must not be moved
  /// by a transform, which UIKit's frame assignments would undo: use ``FollowingTabBar`` and
  /// ``FollowingToolbar``, which keep the transform out of their frame.
  ///
  /// On iOS 26 and later the view registers with the system's scroll edge effect at its edge of
  /// the scroll view, as a system bar does: see ``registersWithScrollEdgeEffect``.
  @MainActor
  public final class ScrollFollower {
    // MARK: Public

    /// The view that follows; held weakly.
    public private(set) weak var view: UIView?
    /// The edge the view hides past.
    public let edge: ChromeEdge
    /// The constraint the follower sets, or `nil` to move the view by its transform.
    public weak var constraint: NSLayoutConstraint? {
      didSet { handle.map(apply) }
    }
    /// The driver that runs the view's chrome: pause it, forward delegate calls.
    public let driver = ScrollChromeDriver()
    /// Called after every change with the view's chrome: its fraction and constant, and the
    /// overlap (`behavior.overlap`, also ``overlap``).
    public var onUpdate: ((FollowView.Chrome) -> Void)?

    /// The scroll view the view follows, held weakly. Set it here rather than on the
    /// ``driver``, so that the scroll edge registration follows it.
    public var scrollView: UIScrollView? {
      get { driver.scrollView }
      set {
        driver.scrollView = newValue
        updateScrollEdge()
      }
    }

    /// The configuration: follow points, half display, delays, direction, revealing at the end.
    /// Changing it keeps the fraction and ends a command under way; an equal one does nothing.
    /// Its `edge` is always the follower's ``edge``, so that ``overlap`` measures at the view.
    public var preset: FollowView {
      didSet {
        preset.edge = edge
        if preset != oldValue, let handle { driver.runtime.replace(handle.piece, with: preset) }
      }
    }

    /// The running chrome: its ``FollowView/Chrome/constant`` and fraction.
    public var chrome: FollowView.Chrome? { handle?.chrome }

    /// Creates a follower. The view starts shown.
    ///
    /// - Parameters:
    ///   - view: The view that follows.
    ///   - edge: The edge it hides past; default `.top`.
    ///   - preset: How it follows; default ``FollowView/init(maxFollowPoint:minFollowPoint:allowsHalfDisplay:hideDelay:showDelay:edge:direction:revealsAtEnd:overlapDistance:)``'s
    ///     defaults. Its `edge` becomes `edge`.
    ///   - constraint: The constraint to set, or `nil` to use the view's transform.
    public init(
      view: UIView, edge: ChromeEdge = .top, preset: FollowView = FollowView(),
      constraint: NSLayoutConstraint? = nil
    ) {
      self.view = view
      self.edge = edge
      var placed = preset
      placed.edge = edge
      self.preset = placed
      self.constraint = constraint
      scrollEdge = ScrollEdgeRegistration(view: view, edge: edge)
      driver.expandActionName = edge == .top ? "Show Top Bar" : "Show Bottom Bar"
      handle = driver.add(placed) { [weak self] chrome in self?.apply(chrome) }
    }

    /// Shows the view fully (ScrollingFollowView's `show(_:duration:completionHandler:)`).
    ///
    /// - Parameters:
    ///   - animated: Whether to animate; with Reduce Motion it moves at once.
    ///   - duration: How long the ease-in-out animation takes, in seconds; `nil` (the default)
    ///     for the preset's own 0.2 s.
    ///   - completion: Called exactly once: `true` if it finished, `false` if interrupted.
    public func expand(
      animated: Bool = true, duration: Double? = nil, completion: ((Bool) -> Void)? = nil
    ) {
      handle?.expand(animated: animated, duration: duration, completion: completion)
    }

    /// Hides the view fully (ScrollingFollowView's `hide(_:duration:completionHandler:)`).
    ///
    /// - Parameters:
    ///   - animated: Whether to animate; with Reduce Motion it moves at once.
    ///   - duration: How long the ease-in-out animation takes, in seconds; `nil` (the default)
    ///     for the preset's own 0.2 s.
    ///   - completion: Called exactly once: `true` if it finished, `false` if interrupted.
    public func collapse(
      animated: Bool = true, duration: Double? = nil, completion: ((Bool) -> Void)? = nil
    ) {
      handle?.collapse(animated: animated, duration: duration, completion: completion)
    }

    // MARK: Internal

    /// The view's registration with the scroll edge effect.
    let scrollEdge: ScrollEdgeRegistration
    /// Whether the system moves the view in the follower's place (a tab bar it minimizes): the
    /// view shows, and neither scrolling nor commands move it until it is taken back.
    var isHandedToSystem = false {
      didSet {
        guard isHandedToSystem != oldValue, let handle else { return }
        driver.runtime.handOver(handle.piece, toSystem: isHandedToSystem)
      }
    }

    // MARK: Private

    private var handle: ChromeHandle<FollowView.Chrome>?

    /// Moves the view and hides it from assistive technologies once fully hidden.
    ///
    /// - Note: Cost per event: two assignments and the update closure.
    private func apply(_ chrome: FollowView.Chrome) {
      if let constraint {
        constraint.constant = CGFloat(chrome.constant(at: edge))
      } else {
        view?.transform = CGAffineTransform.identity.translatedBy(
          x: 0, y: CGFloat(chrome.translation(at: edge)))
      }
      view?.accessibilityElementsHidden = ChromeAccessibility.hidesFromAccessibility(
        fraction: chrome.behavior.fraction)
      onUpdate?(chrome)
    }

    private func apply(_ handle: ChromeHandle<FollowView.Chrome>) { apply(handle.chrome) }
  }
#endif
