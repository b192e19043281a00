import ScrollChromeUIKit
import UIKit

/// A long table under a ``ShyNavigationBar``: scroll to hide the bar, tap a row or the compose
/// button to push another screen. Each screen keeps its own bar — scroll one down, push, pop, and
/// it comes back as you left it; a newly pushed screen starts with the bar shown. The plain
/// title, the back button and the system compose item all fade with the bar. On iOS 27 and later
/// the action button hands the bar to the system's own minimization, and back. The rows come in
/// sections whose headers pin under the bar: far from the top they follow its visible edge.
final class ShyBarViewController: RowsViewController {
  private let depth: Int

  init(depth: Int) {
    self.depth = depth
    super.init(title: "Screen \(depth)")
  }

  @available(*, unavailable)
  required init?(coder: NSCoder) { fatalError("ShyBarViewController is created in code") }

  override func viewDidLoad() {
    super.viewDidLoad()
    var items = navigationItem.rightBarButtonItems ?? []
    items.append(
      UIBarButtonItem(barButtonSystemItem: .compose, target: self, action: #selector(pushNext)))
    if #available(iOS 27.0, *) {
      items.append(
        UIBarButtonItem(
          barButtonSystemItem: .action, target: self, action: #selector(toggleSystemMinimization)))
    }
    navigationItem.rightBarButtonItems = items
  }

  override func numberOfSections(in tableView: UITableView) -> Int { 6 }

  override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
    10
  }

  override func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int)
    -> String?
  { "Section \(section + 1)" }

  override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
    tableView.deselectRow(at: indexPath, animated: true)
    pushNext()
  }

  // MARK: Private

  @objc private func pushNext() {
    navigationController?.pushViewController(
      ShyBarViewController(depth: depth + 1), animated: true)
  }

  /// Lets the system minimize the bar instead of ScrollChrome, or takes the bar back.
  @objc private func toggleSystemMinimization() {
    guard let bar = navigationController?.shyNavigationBar else { return }
    bar.prefersSystemMinimization.toggle()
  }
}
