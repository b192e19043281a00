import ScrollChromeUIKit
import UIKit

/// A tab bar controller whose tab bar is a ``FollowingTabBar``: it slides down as a tab's list
/// scrolls down and comes back as it scrolls up.
final class FollowingTabsController: UITabBarController {
  init() {
    super.init(nibName: nil, bundle: nil)
    // UIKit offers no initializer that takes a tab bar class: a storyboard sets it, and in code
    // the tab bar is replaced before the view loads.
    setValue(FollowingTabBar(frame: .zero), forKey: "tabBar")
    viewControllers = ["Inbox", "Archive"].map { title in
      let rows = TabRowsViewController(title: title)
      rows.addDoneButton()
      return UINavigationController(rootViewController: rows)
    }
  }

  @available(*, unavailable)
  required init?(coder: NSCoder) { fatalError("FollowingTabsController is created in code") }
}

/// One tab's list: while it shows, the tab bar follows its table.
final class TabRowsViewController: RowsViewController {
  override func viewWillAppear(_ animated: Bool) {
    super.viewWillAppear(animated)
    (tabBarController?.tabBar as? FollowingTabBar)?.follower.scrollView = tableView
  }
}
