import ScrollChromeUIKit
import UIKit

/// A page to read with a toolbar that hides while reading and comes back at the end of the page,
/// as Safari's does: a ``FollowingToolbar`` whose preset reveals at the end. The navigation
/// controller that presents it creates the toolbar from its class.
final class ReadingViewController: RowsViewController {
  convenience init() {
    self.init(title: "Reading")
  }

  override func viewDidLoad() {
    super.viewDidLoad()
    rowCount = 40
    tableView.tableHeaderView = makeNoteLabel(
      "Scroll down to read: the toolbar hides. At the end of the page it comes back, so its "
        + "actions are there when you have finished.")
    let space = UIBarButtonItem(barButtonSystemItem: .flexibleSpace, target: nil, action: nil)
    toolbarItems = [
      UIBarButtonItem(barButtonSystemItem: .action, target: nil, action: nil), space,
      UIBarButtonItem(barButtonSystemItem: .compose, target: nil, action: nil),
    ]
  }

  override func viewWillAppear(_ animated: Bool) {
    super.viewWillAppear(animated)
    navigationController?.isToolbarHidden = false
    guard let toolbar = navigationController?.toolbar as? FollowingToolbar else { return }
    toolbar.follower.preset.revealsAtEnd = true
    toolbar.follower.scrollView = tableView
  }

  override func text(forRow row: Int) -> String { "Paragraph \(row + 1)" }
}
