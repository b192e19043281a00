#if canImport(UIKit)
  import ScrollChromeCore
  import UIKit

  /// The compiled twin of the README's UIKit pull-to-trigger snippet (and of the example in
  /// `ScrollChromeDriver.addPull`'s documentation): the members below the initialiser are the
  /// example, verbatim.
  private final class PullHeaderExample {
    let tableView: UIScrollView
    let pullLabel: UILabel
    let arrowView: UIView

    init(tableView: UIScrollView, pullLabel: UILabel, arrowView: UIView) {
      self.tableView = tableView
      self.pullLabel = pullLabel
      self.arrowView = arrowView
    }

    func returnToMenu() {}

    // Beside `tableView`, and `pullLabel` and `arrowView` above the table's content:
    let chrome = ScrollChromeDriver()

    // From viewDidLoad(); the driver plays the haptic as the pull passes the deep threshold.
    func installPullHeader() {
      chrome.scrollView = tableView
      chrome.addPull(DraggableSwitch()) { [unowned self] header in
        pullLabel.text = header.text
        arrowView.transform = CGAffineTransform.identity.rotated(by: header.arrowRotation)
      } onTrigger: { [unowned self] _ in
        returnToMenu()
      }
    }
  }
#endif
