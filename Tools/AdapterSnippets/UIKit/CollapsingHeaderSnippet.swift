#if canImport(UIKit)
  import ScrollChromeCore
  import UIKit

  /// The compiled twin of the "After" snippets in the article "Adding a collapsing header": the
  /// members below the views are the examples, verbatim.
  private final class CollapsingHeaderExample: SnippetViewController {
    var bannerView: UIView!
    var titleLabel: UILabel!

    // A property of the view controller: the transition runs as long as you keep it.
    var headerHandler: HeaderTransitionHandler?

    override func viewDidLoad() {
      super.viewDidLoad()
      navigationItem.titleView = titleLabel
      let header = ParallaxHeaderView(wrapping: bannerView)
      tableView.tableHeaderView = header
      headerHandler = HeaderTransitionHandler(
        scrollView: tableView, header: header, navigationItem: navigationItem,
        animator: .parallaxWithTransition)
    }

    // With a large title, pass the bar whose large title adds travel:
    func installWithLargeTitle(header: ParallaxHeaderView) {
      headerHandler = HeaderTransitionHandler(
        scrollView: tableView, header: header, navigationItem: navigationItem,
        navigationBar: navigationController?.navigationBar, animator: .parallaxWithScale)
    }

    // A custom animator: effects of your own.
    func installCustomTransition(header: ParallaxHeaderView) {
      let transition = HeaderTransition(
        headerHeight: 220, header: [.stretch], title: [.fade(from: 0, to: 1)])
      headerHandler = HeaderTransitionHandler(
        scrollView: tableView, header: header, navigationItem: navigationItem,
        transition: transition)
    }
  }
#endif
