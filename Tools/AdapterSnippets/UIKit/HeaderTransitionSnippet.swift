#if canImport(UIKit)
  import ScrollChromeCore
  import UIKit

  /// The compiled twin of the README's UIKit collapsing-header snippet: the members below the
  /// initialiser are the example, verbatim.
  private final class HeaderTransitionExample {
    let tableView: UIScrollView
    let headerView: UIView
    let headerHeight: NSLayoutConstraint
    let titleLabel: UILabel

    init(
      tableView: UIScrollView, headerView: UIView, headerHeight: NSLayoutConstraint,
      titleLabel: UILabel
    ) {
      self.tableView = tableView
      self.headerView = headerView
      self.headerHeight = headerHeight
      self.titleLabel = titleLabel
    }

    // Beside `tableView`, `titleLabel` (the navigation bar's title view) and `headerView`, pinned
    // to the top of the table's header view by its height constraint `headerHeight`:
    let chrome = ScrollChromeDriver()

    // From viewDidLoad():
    func installHeader() {
      chrome.scrollView = tableView
      let header = HeaderTransition(headerHeight: 200, animator: .parallaxWithTransition)
      chrome.add(header) { [unowned self] transition in
        headerView.apply(transition.header, heightConstraint: headerHeight)
        titleLabel.apply(transition.title)
      }
    }
  }
#endif
