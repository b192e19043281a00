#if canImport(UIKit)
  import ScrollChromeCore
  import UIKit

  /// A tab bar that hides with scrolling. Set it as the tab bar's class of your
  /// `UITabBarController` (in the storyboard), then let it follow each tab's scroll view:
  ///
  /// ```swift
  /// (tabBarController?.tabBar as? FollowingTabBar)?.follower.scrollView = tableView
  /// ```
  ///
  /// The tab bar controller lays the bar out by frame; the bar keeps the follower's transform out
  /// of its frame, so a layout pass never undoes it.
  ///
  /// On iOS 26 and later the tab bar floats in Liquid Glass, and on iPhone the system can
  /// minimize it itself: ``prefersSystemMinimization`` hands the bar to the system. Either way
  /// the bar registers with the system's scroll edge effect at the bottom edge
  /// (``ScrollFollower/registersWithScrollEdgeEffect``).
  @MainActor
  open class FollowingTabBar: UITabBar {
    // MARK: Public

    /// The follower that moves this bar, at the bottom edge, hiding by its own height (the home
    /// indicator's area included); its ``ScrollFollower/overlap`` reads the content still below
    /// the bar.
    public private(set) lazy var follower = ScrollFollower(view: self, edge: .bottom)

    /// Whether the system minimizes the bar on iOS 26 and later, in the follower's place.
    /// Default `false`.
    ///
    /// On iOS 26 and later, with this on, the bar sets its tab bar controller's
    /// `tabBarMinimizeBehavior` from the follower's preset (`.onScrollDown` for a preset that
    /// scrolling moves), and the follower shows the bar and leaves it to the system: scrolling
    /// and the follower's `expand` and `collapse` no longer move it (their completions get `false`).
    /// Turned off, the follower moves the bar again from where it is, and the bar sets `.never`,
    /// as it does whenever the follower moves it, so that the system and the follower never move
    /// it at once. The system minimizes tab bars on iPhone only, and only under Liquid Glass: on
    /// iPad, before iOS 26, and in an app that keeps the earlier design
    /// (`UIDesignRequiresCompatibility`), this changes nothing and the follower moves the bar.
    ///
    /// The bar finds its tab bar controller up the responder chain when this changes and when
    /// the bar moves to a window.
    public var prefersSystemMinimization = false {
      didSet { if prefersSystemMinimization != oldValue { handOver() } }
    }

    /// The frame as if the bar had no transform, read and written.
    override open var frame: CGRect {
      get { layoutFrame }
      set { keepingTransform { super.frame = newValue } }
    }

    override open func layoutSubviews() {
      super.layoutSubviews()
      follower.hide(byHeight: bounds.height)
    }

    override open func didMoveToWindow() {
      super.didMoveToWindow()
      handOver()
    }

    // MARK: Private

    /// Hands the bar to the system or takes it back, and tells the tab bar controller what the
    /// follower now does (read after the hand-over, whose apply may change the preference).
    private func handOver() {
      follower.isHandedToSystem =
        prefersSystemMinimization && LiquidGlass.systemMinimizes.tabBars
      tell(follower.preset.systemMinimization.ifHandedToSystem(follower.isHandedToSystem))
    }

    /// Sets the tab bar controller's minimization, on the systems that minimize tab bars.
    ///
    /// Every case but `automatic` is unavailable on tvOS and visionOS. The condition names those
    /// platforms rather than `os(iOS)` so that the Linux type check covers the iOS code.
    private func tell(_ minimization: SystemMinimization) {
      #if !os(tvOS) && !os(visionOS)
        guard #available(iOS 26.0, *) else { return }
        var responder = next
        while let current = responder, !(current is UITabBarController) {
          responder = current.next
        }
        guard let controller = responder as? UITabBarController, controller.tabBar === self
        else { return }
        switch minimization.behavior {
        case .never: controller.tabBarMinimizeBehavior = .never
        case .onScrollDown: controller.tabBarMinimizeBehavior = .onScrollDown
        }
      #endif
    }
  }

  /// A navigation controller's toolbar that hides with scrolling. Create the navigation
  /// controller with `UINavigationController(navigationBarClass:toolbarClass:)` and this class:
  ///
  /// ```swift
  /// (navigationController?.toolbar as? FollowingToolbar)?.follower.scrollView = tableView
  /// ```
  ///
  /// On iOS 26 and later the toolbar is Liquid Glass too, but the system does not minimize
  /// toolbars: the follower keeps moving it as before, and the toolbar registers with the
  /// system's scroll edge effect at the bottom edge
  /// (``ScrollFollower/registersWithScrollEdgeEffect``). tvOS has no toolbars, nor this class.
  @available(tvOS, unavailable)
  @MainActor
  open class FollowingToolbar: UIToolbar {
    // MARK: Public

    /// The follower that moves this toolbar, at the bottom edge, hiding by its own height and the
    /// safe area below it (the home indicator's strip, into which a toolbar's background
    /// extends); its ``ScrollFollower/overlap`` reads the content still below the toolbar. Give
    /// its preset `revealsAtEnd` for a toolbar that comes back at the end of the page.
    public private(set) lazy var follower = ScrollFollower(view: self, edge: .bottom)

    /// The frame as if the toolbar had no transform, read and written.
    override open var frame: CGRect {
      get { layoutFrame }
      set { keepingTransform { super.frame = newValue } }
    }

    override open func layoutSubviews() {
      super.layoutSubviews()
      follower.hide(byHeight: bounds.height + (superview?.safeAreaInsets.bottom ?? 0))
    }
  }
#endif
