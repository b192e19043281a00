#if canImport(UIKit)
  import ScrollChromeCore
  import UIKit

  /// The compiled twins of the "After" snippets in the article "Making views follow scrolling":
  /// the members below the views are the examples, verbatim.
  private final class FollowingTopBarExample: SnippetViewController {
    var followingView: FollowingView!
    var barTop: NSLayoutConstraint!

    // `followingView` is your bar, of class FollowingView; `barTop` pins its top edge.
    override func viewDidLoad() {
      super.viewDidLoad()
      followingView.follow(
        tableView, constraint: barTop,
        preset: FollowView(maxFollowPoint: 64, hideDelay: 100, showDelay: 50))
    }

    func searchTapped() {
      followingView.expand()
    }
  }

  private final class FollowingBottomBarsExample: SnippetViewController {
    var inbox: UIViewController!

    func makeNavigationController() -> UINavigationController {
      // Where you create the navigation controller:
      let navigation = UINavigationController(
        navigationBarClass: nil, toolbarClass: FollowingToolbar.self)
      navigation.viewControllers = [inbox]
      navigation.isToolbarHidden = false
      return navigation
    }

    // In each view controller that scrolls, once it is on screen:
    override func viewDidAppear(_ animated: Bool) {
      super.viewDidAppear(animated)
      (navigationController?.toolbar as? FollowingToolbar)?.follower.scrollView = tableView
      (tabBarController?.tabBar as? FollowingTabBar)?.follower.scrollView = tableView
    }
  }

  private final class FollowingButtonExample: SnippetViewController {
    var composeButton: UIView!

    // A property of the view controller: the follower works as long as you keep it.
    var buttonFollower: ScrollFollower?

    // From viewDidLoad():
    func installFollower() {
      let follower = ScrollFollower(view: composeButton, edge: .bottom)
      follower.scrollView = tableView
      buttonFollower = follower
    }
  }

  /// The compiled twins of the snippets in "Scroll-edge appearance", "Bottom-anchored content"
  /// and "Revealing at the end" of the same article.
  private final class FollowingHairlineExample: SnippetViewController {
    var followingView: FollowingView!
    var hairline: UIView!

    // `hairline` is a thin view along the bar's bottom edge. After `follow(_:)`:
    func installHairline() {
      followingView.follower?.onUpdate = { [weak self] chrome in
        self?.hairline.alpha = CGFloat(chrome.behavior.overlap)
      }
    }
  }

  private final class FollowingChatExample: SnippetViewController {
    var followingView: FollowingView!

    // A chat, its newest message last: the bar hides as the list scrolls up toward older
    // messages and comes back toward the newest.
    override func viewDidLoad() {
      super.viewDidLoad()
      followingView.follow(
        tableView, preset: FollowView(maxFollowPoint: 44, direction: .reversed))
    }
  }

  private final class RevealingToolbarExample: SnippetViewController {
    // A toolbar that hides while reading and comes back at the end of the page:
    override func viewWillAppear(_ animated: Bool) {
      super.viewWillAppear(animated)
      guard let toolbar = navigationController?.toolbar as? FollowingToolbar else { return }
      toolbar.follower.preset.revealsAtEnd = true
      toolbar.follower.scrollView = tableView
    }
  }
#endif
