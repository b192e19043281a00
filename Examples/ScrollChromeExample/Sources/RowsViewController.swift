import ScrollChromeUIKit
import UIKit

/// A list of rows: by default a long one of numbered rows, which every demo scrolls.
class RowsViewController: UITableViewController {
  /// How many rows the table shows.
  var rowCount = 60

  init(title: String, style: UITableView.Style = .plain) {
    super.init(style: style)
    self.title = title
  }

  @available(*, unavailable)
  required init?(coder: NSCoder) { fatalError("RowsViewController is created in code") }

  override func viewDidLoad() {
    super.viewDidLoad()
    tableView.register(UITableViewCell.self, forCellReuseIdentifier: Self.cellIdentifier)
  }

  override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
    rowCount
  }

  override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath)
    -> UITableViewCell
  {
    let cell = tableView.dequeueReusableCell(withIdentifier: Self.cellIdentifier, for: indexPath)
    cell.textLabel?.text = text(forRow: indexPath.row)
    return cell
  }

  /// The text of a row.
  func text(forRow row: Int) -> String { "Row \(row + 1)" }

  /// Adds a ``RefreshControl`` whose refresh takes a second and a half.
  func addRefreshControl() {
    let refresh = RefreshControl()
    refresh.addTarget(self, action: #selector(refreshDidStart), for: .valueChanged)
    tableView.refreshControl = refresh
  }

  // MARK: Private

  private static let cellIdentifier = "Row"

  /// Runs only once the finger has lifted; the control ends when the finger is off the content.
  @objc private func refreshDidStart() {
    Task { [weak self] in
      try? await Task.sleep(nanoseconds: 1_500_000_000)
      self?.tableView.refreshControl?.endRefreshing()
    }
  }
}

extension UIViewController {
  /// Puts a Done button in the navigation bar that dismisses the presented demo.
  func addDoneButton() {
    navigationItem.rightBarButtonItems = [
      UIBarButtonItem(barButtonSystemItem: .done, target: self, action: #selector(dismissDemo))
    ]
  }

  @objc private func dismissDemo() { dismiss(animated: true) }
}
