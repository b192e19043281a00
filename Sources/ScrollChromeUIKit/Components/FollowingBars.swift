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
  @MainActor
  open class FollowingTabBar: UITabBar {
    // MARK: Public

    /// The follower that moves this bar, at the bottom edge, hiding by its own height (the home
    /// indicator's area included).
    public private(set) lazy var follower = ScrollFollower(view: self, edge: .bottom)

    /// The frame as if the bar had no transform, read and written.
    override open var frame: CGRect {
      get { layoutFrame }
      set { keepingTransform { super.frame = newValue } }
    }

    override open func layoutSubviews() {
      super.layoutSubviews()
      follower.hide(byHeight: bounds.height)
    }
  }

  /// A navigation controller's toolbar that hides with scrolling. Create the navigation
  /// controller with `UINavigationController(navigationBarClass:toolbarClass:)` and this class:
  ///
  /// ```swift
  /// (navigationController?.toolbar as? FollowingToolbar)?.follower.scrollView = tableView
  /// ```
  @MainActor
  open class FollowingToolbar: UIToolbar {
    // MARK: Public

    /// The follower that moves this toolbar, at the bottom edge, hiding by its own height and the
    /// safe area below it (the home indicator's strip, into which a toolbar's background
    /// extends).
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
