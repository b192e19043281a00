import UIKit

/// Lists one demo per component, and one that combines them.
final class MenuViewController: RowsViewController {
  private let demos = Demo.allCases

  convenience init() {
    self.init(title: "ScrollChrome", style: .insetGrouped)
    rowCount = demos.count
  }

  override func text(forRow row: Int) -> String { demos[row].title }

  override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
    tableView.deselectRow(at: indexPath, animated: true)
    demos[indexPath.row].show(from: self)
  }
}
