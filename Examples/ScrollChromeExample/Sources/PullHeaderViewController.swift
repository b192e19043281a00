import ScrollChromeUIKit
import UIKit

/// A dark banner above the list's top: pull a little and let go to shuffle the list, pull far and
/// let go to return to the menu.
final class PullHeaderViewController: RowsViewController {
  private let pullHeader = DraggableSwitchHeaderView(
    frame: CGRect(x: 0, y: -50, width: 375, height: 50))

  convenience init() {
    self.init(title: "Pull-to-switch header")
  }

  override func viewDidLoad() {
    super.viewDidLoad()
    var preset = DraggableSwitch()
    preset.shallowText = "Release to start over"
    preset.deepText = "Release to return to the menu"
    pullHeader.preset = preset
    pullHeader.frame.size.width = tableView.bounds.width
    // It sits above the content, where a pull past the top reveals it.
    tableView.addSubview(pullHeader)
    pullHeader.follow(tableView)
    pullHeader.onShallow = { [weak self] in
      self?.title = "Started over"
    }
    pullHeader.onDeep = { [weak self] in
      self?.navigationController?.popViewController(animated: true)
    }
  }
}
