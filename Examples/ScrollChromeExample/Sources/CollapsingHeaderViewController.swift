import ScrollChromeUIKit
import UIKit

/// A banner above the list that stretches when pulled and scrolls away with parallax, while the
/// navigation bar's title slides in once the banner has gone.
final class CollapsingHeaderViewController: RowsViewController {
  private var headerHandler: HeaderTransitionHandler?

  convenience init() {
    self.init(title: "Collapsing header")
  }

  override func viewDidLoad() {
    super.viewDidLoad()
    let banner = UIImageView(image: UIImage(systemName: "mountain.2.fill"))
    banner.frame = CGRect(x: 0, y: 0, width: view.bounds.width, height: 220)
    banner.backgroundColor = UIColor(red: 0.27, green: 0.45, blue: 0.72, alpha: 1)
    banner.tintColor = .white
    let header = ParallaxHeaderView(wrapping: banner)
    tableView.tableHeaderView = header

    // The title starts hidden; the handler moves it in as the banner collapses.
    let titleLabel = UILabel(frame: CGRect(x: 0, y: 0, width: 200, height: 44))
    titleLabel.text = title
    titleLabel.textAlignment = .center
    titleLabel.font = .systemFont(ofSize: 17, weight: .semibold)
    navigationItem.titleView = titleLabel

    headerHandler = HeaderTransitionHandler(
      scrollView: tableView, header: header, navigationItem: navigationItem,
      navigationBar: navigationController?.navigationBar, animator: .parallaxWithTransition)
  }
}
