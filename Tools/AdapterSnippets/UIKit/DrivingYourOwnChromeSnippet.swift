#if canImport(UIKit)
  import ScrollChromeCore
  import UIKit

  /// The compiled twin of the example in `ScrollChromeDriver`'s documentation: the members below
  /// the views are the example, verbatim.
  private final class DriverDocumentationExample {
    var tableView: UIScrollView!
    var barHeight: NSLayoutConstraint!

    let chrome = ScrollChromeDriver()

    // From viewDidLoad():
    func installShyBar() {
      chrome.scrollView = tableView
      chrome.add(ShyBar(fullHeight: 44)) { [weak self] bar in
        self?.barHeight.constant = bar.visibleHeight
      }
    }
  }

  /// The compiled twins of the snippets in the article "Driving your own chrome" (the first three
  /// are also the README's UIKit snippets): the members below the views are the examples, verbatim.
  private final class ShyBarExample {
    var tableView: UIScrollView!
    var barHeight: NSLayoutConstraint!
    var titleView: UIView!

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

    // Pausing: scrolling stops moving the chrome; commands still work.
    func setEditing(_ editing: Bool) {
      chrome.isPaused = editing
    }

    // One piece of chrome only:
    func setBarFollowsScrolling(_ follows: Bool) {
      shyBar?.isEnabled = follows
    }

    // Removing: the bar stops following scrolling; its running completions get `false`.
    func removeShyBar() {
      if let shyBar { chrome.remove(shyBar) }
      shyBar = nil
    }
  }

  private final class HeaderTransitionExample {
    var tableView: UIScrollView!
    var headerView: UIView!
    var headerHeight: NSLayoutConstraint!
    var titleLabel: UILabel!

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

  private final class PullHeaderExample {
    var tableView: UIScrollView!
    var pullLabel: UILabel!
    var arrowView: UIView!

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

  /// Forwarding delegate calls, which the driver never needs.
  private final class ForwardingExample {
    let chrome = ScrollChromeDriver()

    // In the scroll view's delegate, if you have one:
    func scrollViewWillEndDragging(
      _ scrollView: UIScrollView, withVelocity velocity: CGPoint,
      targetContentOffset: UnsafeMutablePointer<CGPoint>
    ) {
      chrome.forwardWillEndDragging(withVelocity: velocity)
    }

    func scrollViewDidEndDecelerating(_ scrollView: UIScrollView) {
      chrome.forward(.didEndDecelerating)
    }
  }
#endif
