#if canImport(UIKit)
  import ScrollChromeCore
  import UIKit

  /// The compiled twin of the "After" snippets in the article "Adding a pull-to-trigger header":
  /// the members below `returnToMenu()` are the examples, verbatim.
  private final class MenuDetailViewController: SnippetViewController {

    func returnToMenu() {}

    // From viewDidLoad(), with `tableView` laid out below the header's 50 points:
    func installHeader() {
      let header = DraggableSwitchHeaderView(frame: CGRect(x: 0, y: 0, width: 375, height: 50))
      view.addSubview(header)
      header.follow(tableView)
      header.onDeep = { [weak self] in self?.returnToMenu() }
    }

    // Other thresholds and texts, or a delegate instead of the closure:
    func configure(_ header: DraggableSwitchHeaderView) {
      header.preset = DraggableSwitch(deepThreshold: 90, deepText: "RELEASE TO GO BACK.")
      header.delegate = self
    }
  }

  extension MenuDetailViewController: DraggableSwitchHeaderViewDelegate {
    func draggableSwitchHeaderViewDidTriggerDeepDragging(_ header: DraggableSwitchHeaderView) {
      returnToMenu()
    }
  }
#endif
