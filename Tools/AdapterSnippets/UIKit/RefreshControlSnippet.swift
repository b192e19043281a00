#if canImport(UIKit)
  import ScrollChromeCore
  import UIKit

  /// The compiled twin of the "After" snippet in the article "Refreshing when the finger lifts":
  /// the members below `store` are the example, verbatim.
  private final class RefreshControlExample: SnippetViewController {
    let store = Store()

    // From viewDidLoad():
    func installRefreshControl() {
      let refresh = RefreshControl()
      refresh.addTarget(self, action: #selector(reload), for: .valueChanged)
      tableView.refreshControl = refresh
    }

    @objc func reload() {
      store.reload { [weak self] in
        self?.tableView.refreshControl?.endRefreshing()
      }
    }
  }

  /// Stands in for the app's data.
  private final class Store {
    func reload(completion: @escaping () -> Void) {}
  }
#endif
