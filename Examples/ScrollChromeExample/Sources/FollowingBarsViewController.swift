import ScrollChromeUIKit
import UIKit

/// A custom filter strip under the navigation bar and a custom bottom bar, each a
/// ``FollowingView`` that hides as the list scrolls down and returns as it scrolls up. On iOS 26
/// and later each registers with the scroll edge effect at its edge of the list.
final class FollowingBarsViewController: UIViewController {
  private let rows = RowsViewController(title: "Following bars")

  init() {
    super.init(nibName: nil, bundle: nil)
    title = rows.title
  }

  @available(*, unavailable)
  required init?(coder: NSCoder) { fatalError("FollowingBarsViewController is created in code") }

  override func viewDidLoad() {
    super.viewDidLoad()
    // The bars take their room from the safe area, so the table's content starts below the strip
    // and ends above the bottom bar.
    additionalSafeAreaInsets = UIEdgeInsets(
      top: FollowingBarsView.barHeight, left: 0, bottom: FollowingBarsView.barHeight, right: 0)
    addChild(rows)
    rows.tableView.tableHeaderView = makeNoteLabel(
      "On iOS 26 and later the system's scroll edge effect shapes itself around both bars, as "
        + "around its own, and follows them as they hide and show.")
    let barsView = FollowingBarsView(tableView: rows.tableView)
    barsView.frame = view.bounds
    barsView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
    view.addSubview(barsView)
    rows.didMove(toParent: self)
  }
}

/// Lays out a table with a strip along its top and a bar along its bottom, in the safe area's
/// margins.
final class FollowingBarsView: UIView {
  static let barHeight: CGFloat = 44

  private let topBar = FollowingView(frame: .zero)
  private let bottomBar = FollowingView(frame: .zero)
  private let tableView: UITableView

  init(tableView: UITableView) {
    self.tableView = tableView
    super.init(frame: .zero)
    addSubview(tableView)
    for (bar, text) in [(topBar, "Filter strip"), (bottomBar, "Bottom bar")] {
      bar.backgroundColor = UIColor(red: 0.93, green: 0.94, blue: 0.97, alpha: 1)
      let label = UILabel(frame: .zero)
      label.text = text
      label.textAlignment = .center
      label.frame = CGRect(x: 0, y: 0, width: 0, height: Self.barHeight)
      label.autoresizingMask = [.flexibleWidth]
      bar.addSubview(label)
      addSubview(bar)
    }
    // Each bar hides by its own height: the strip behind the navigation bar, the bottom bar past
    // the screen's edge, home indicator area included.
    topBar.follow(tableView)
    bottomBar.follow(tableView, edge: .bottom)
  }

  @available(*, unavailable)
  required init?(coder: NSCoder) { fatalError("FollowingBarsView is created in code") }

  override func layoutSubviews() {
    super.layoutSubviews()
    tableView.frame = bounds
    let height = Self.barHeight
    // FollowingView's frame ignores the transform the follower applies, so layout never undoes it.
    topBar.frame = CGRect(
      x: 0, y: safeAreaInsets.top - height, width: bounds.width, height: height)
    bottomBar.frame = CGRect(
      x: 0, y: bounds.height - safeAreaInsets.bottom, width: bounds.width,
      height: safeAreaInsets.bottom)
  }
}

/// A small multi-line label that explains a demo, sized for a table's header.
@MainActor
func makeNoteLabel(_ text: String) -> UILabel {
  let label = UILabel(frame: CGRect(x: 0, y: 0, width: 0, height: 64))
  label.text = text
  label.numberOfLines = 0
  label.textAlignment = .center
  label.font = .systemFont(ofSize: 13, weight: .regular)
  return label
}
