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

/// One tab's list: while it shows, the tab bar follows its table. On iOS 26 and later its first
/// row hands the tab bar to the system's minimization, or takes it back.
final class TabRowsViewController: RowsViewController {
  override func viewDidLoad() {
    super.viewDidLoad()
    tableView.tableHeaderView = makeNoteLabel(
      "On iOS 26 and later the system's scroll edge effect shapes itself around the tab bar, as "
        + "around its own, and follows it as it hides and shows.")
  }

  override func viewWillAppear(_ animated: Bool) {
    super.viewWillAppear(animated)
    tabBar?.follower.scrollView = tableView
    switchCell?.textLabel?.text = text(forRow: 0)
  }

  override func text(forRow row: Int) -> String {
    guard row == 0, #available(iOS 26.0, *) else { return super.text(forRow: row) }
    return tabBar?.prefersSystemMinimization == true
      ? "The system minimizes the tab bar. Tap to let it follow."
      : "The tab bar follows the list. Tap to let the system minimize it."
  }

  override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath)
    -> UITableViewCell
  {
    let cell = super.tableView(tableView, cellForRowAt: indexPath)
    if indexPath.row == 0 { switchCell = cell }
    return cell
  }

  override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
    tableView.deselectRow(at: indexPath, animated: true)
    guard indexPath.row == 0, #available(iOS 26.0, *), let tabBar else { return }
    tabBar.prefersSystemMinimization.toggle()
    switchCell?.textLabel?.text = text(forRow: 0)
  }

  // MARK: Private

  /// The cell showing the first row, whose text says who moves the tab bar.
  private weak var switchCell: UITableViewCell?

  private var tabBar: FollowingTabBar? { tabBarController?.tabBar as? FollowingTabBar }
}
