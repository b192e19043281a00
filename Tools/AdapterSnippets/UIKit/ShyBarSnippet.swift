#if canImport(UIKit)
  import ScrollChromeCore
  import UIKit

  /// The compiled twin of the example in `ScrollChromeDriver`'s documentation (and of the
  /// README's UIKit snippet): the members below the initialiser are the example, verbatim.
  private final class ShyBarExample {
    let tableView: UIScrollView
    let barHeight: NSLayoutConstraint
    let titleView: UIView

    init(tableView: UIScrollView, barHeight: NSLayoutConstraint, titleView: UIView) {
      self.tableView = tableView
      self.barHeight = barHeight
      self.titleView = titleView
    }

    // A view controller's properties, beside `tableView`, `barHeight` and `titleView`:
    let chrome = ScrollChromeDriver()
    var shyBar: ChromeHandle<ShyBar.Chrome>?

    // From viewDidLoad():
    func installShyBar() {
      chrome.scrollView = tableView
      shyBar = chrome.add(ShyBar(fullHeight: 44)) { [unowned self] bar in
        barHeight.constant = bar.visibleHeight
        titleView.alpha = bar.itemAlpha
      }
    }

    func titleTapped() { shyBar?.expand() }
  }
#endif
