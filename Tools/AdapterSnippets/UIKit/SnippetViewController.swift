#if canImport(UIKit)
  import UIKit

  /// The view controller the UIKit articles' snippets are written in, with the table view they
  /// scroll; the other views a snippet names are its own properties.
  class SnippetViewController: UIViewController {
    let tableView: UITableView

    init(tableView: UITableView) {
      self.tableView = tableView
      super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) { fatalError("snippets are not run") }
  }
#endif
