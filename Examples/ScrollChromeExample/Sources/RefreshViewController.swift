import ScrollChromeUIKit
import UIKit

/// A list with a ``RefreshControl``: the refresh starts once the finger lifts, never mid-drag.
final class RefreshViewController: RowsViewController {
  convenience init() {
    self.init(title: "Refresh control")
  }

  override func viewDidLoad() {
    super.viewDidLoad()
    addRefreshControl()
  }
}
