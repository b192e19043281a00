import ScrollChromeUIKit
import UIKit

/// The components together on one table: a ``ShyNavigationBar``, a ``FollowingToolbar`` and a
/// ``RefreshControl``. The navigation controller that presents it creates both bars from their
/// classes.
final class CombinedViewController: RowsViewController {
  convenience init() {
    self.init(title: "Combined")
  }

  override func viewDidLoad() {
    super.viewDidLoad()
    addRefreshControl()
    let space = UIBarButtonItem(barButtonSystemItem: .flexibleSpace, target: nil, action: nil)
    toolbarItems = [
      UIBarButtonItem(barButtonSystemItem: .refresh, target: nil, action: nil), space,
      UIBarButtonItem(barButtonSystemItem: .action, target: nil, action: nil), space,
      UIBarButtonItem(barButtonSystemItem: .compose, target: nil, action: nil),
    ]
  }

  override func viewWillAppear(_ animated: Bool) {
    super.viewWillAppear(animated)
    navigationController?.isToolbarHidden = false
    (navigationController?.toolbar as? FollowingToolbar)?.follower.scrollView = tableView
  }
}
