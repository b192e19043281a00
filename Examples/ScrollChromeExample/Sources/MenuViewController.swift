import UIKit

/// Lists demos; selecting a row shows its demo.
final class MenuViewController: RowsViewController {
  /// A row of the menu: its title, and how it shows its demo from the menu.
  struct Entry {
    let title: String
    let show: @MainActor (UIViewController) -> Void
  }

  private var entries: [Entry] = []

  /// The app's menu: one demo per component, one that combines them and, from iOS 18, the menu of
  /// SwiftUI demos.
  convenience init() {
    let demos = Demo.allCases.filter(\.isAvailable)
    self.init(title: "ScrollChrome", entries: demos.map { Entry(title: $0.title, show: $0.show) })
  }

  convenience init(title: String, entries: [Entry]) {
    self.init(title: title, style: .insetGrouped)
    self.entries = entries
    rowCount = entries.count
  }

  override func text(forRow row: Int) -> String { entries[row].title }

  override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
    tableView.deselectRow(at: indexPath, animated: true)
    entries[indexPath.row].show(self)
  }
}
