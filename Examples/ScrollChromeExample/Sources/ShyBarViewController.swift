import ScrollChromeUIKit
import UIKit

/// A long table under a ``ShyNavigationBar``: scroll to hide the bar, tap a row to push another
/// screen. Each screen keeps its own bar — scroll one down, push, pop, and it comes back as you
/// left it; a newly pushed screen starts with the bar shown.
final class ShyBarViewController: RowsViewController {
  private let depth: Int

  init(depth: Int) {
    self.depth = depth
    super.init(title: "Screen \(depth)")
  }

  @available(*, unavailable)
  required init?(coder: NSCoder) { fatalError("ShyBarViewController is created in code") }

  override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
    tableView.deselectRow(at: indexPath, animated: true)
    navigationController?.pushViewController(
      ShyBarViewController(depth: depth + 1), animated: true)
  }
}
