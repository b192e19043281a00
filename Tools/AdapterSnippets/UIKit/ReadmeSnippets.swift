#if canImport(UIKit)
  import ScrollChromeCore
  import UIKit

  /// The compiled twins of the README's UIKit snippets: each method's body is one snippet,
  /// verbatim; the properties are what the README's prose says the app already has.
  private final class ReadmeExamples: UIViewController {
    var tableView: UITableView!
    var menuBar: FollowingView!
    var menuBarTop: NSLayoutConstraint!
    var toolbar: UIToolbar!
    var toolbarFollower: ScrollFollower!
    var bannerView: UIView!
    var headerHandler: HeaderTransitionHandler?
    var barHeight: NSLayoutConstraint!
    let chrome = ScrollChromeDriver()
    var shyBar: ChromeHandle<ShyBar.Chrome>?

    final class InboxViewController: UIViewController {}

    @objc func reload() {}
    func returnToMenu() {}

    func shyNavigationBar() {
      let navigation = UINavigationController(
        navigationBarClass: ShyNavigationBar.self, toolbarClass: nil)
      navigation.viewControllers = [InboxViewController()]
    }

    func followingViews() {
      menuBar.follow(tableView, constraint: menuBarTop, preset: FollowView(maxFollowPoint: 64))
      toolbarFollower = ScrollFollower(
        view: toolbar, edge: .bottom, preset: FollowView(maxFollowPoint: 49))
      toolbarFollower.scrollView = tableView
    }

    func collapsingHeader() {
      let header = ParallaxHeaderView(wrapping: bannerView)
      tableView.tableHeaderView = header
      headerHandler = HeaderTransitionHandler(
        scrollView: tableView, header: header, navigationItem: navigationItem,
        navigationBar: navigationController?.navigationBar, animator: .parallaxWithTransition)
    }

    func refreshControl() {
      let refresh = RefreshControl()
      refresh.addTarget(self, action: #selector(reload), for: .valueChanged)
      tableView.refreshControl = refresh
    }

    func pullHeader() {
      let header = DraggableSwitchHeaderView(
        frame: CGRect(x: 0, y: 0, width: view.bounds.width, height: 50))
      view.addSubview(header)
      header.follow(tableView)
      header.onDeep = { [weak self] in self?.returnToMenu() }
    }

    func customChrome() {
      chrome.scrollView = tableView
      shyBar = chrome.add(ShyBar(fullHeight: 44)) { [weak self] bar in
        self?.barHeight.constant = bar.visibleHeight
      }
    }
  }
#endif
