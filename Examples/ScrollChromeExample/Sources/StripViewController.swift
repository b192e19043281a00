import ScrollChromeUIKit
import UIKit

/// A list with a strip of its own under the navigation bar — a ``FollowingView`` — and a hairline
/// along the strip's bottom drawn from the overlap its follower reads at the top edge: how far the
/// list has scrolled from its top, 0 there and 1 eight points later. Near the top the strip
/// slides up with the list, so the hairline marks the strip's edge before content runs under it;
/// under a shy navigation bar, `ShyNavigationBar.contentOverlap` follows the bar's visible edge
/// instead. On iOS 26 and later the system's scroll edge effect softens the content under the
/// strip too; before, the hairline is the whole effect.
final class StripViewController: UIViewController {
  /// Creates the screen.
  ///
  /// - Parameters:
  ///   - rows: The list.
  ///   - preset: How the strip follows the list.
  ///   - note: What the screen shows, above the rows.
  ///   - startsAtEnd: Whether the list starts scrolled to its end, as a chat does.
  init(rows: RowsViewController, preset: FollowView, note: String, startsAtEnd: Bool = false) {
    self.rows = rows
    self.preset = preset
    self.note = note
    self.startsAtEnd = startsAtEnd
    super.init(nibName: nil, bundle: nil)
    title = rows.title
  }

  @available(*, unavailable)
  required init?(coder: NSCoder) { fatalError("StripViewController is created in code") }

  override func viewDidLoad() {
    super.viewDidLoad()
    additionalSafeAreaInsets = UIEdgeInsets(
      top: StripView.height, left: 0, bottom: 0, right: 0)
    addChild(rows)
    rows.tableView.tableHeaderView = makeNoteLabel(note)
    let stripView = StripView(tableView: rows.tableView, preset: preset)
    stripView.frame = view.bounds
    stripView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
    view.addSubview(stripView)
    rows.didMove(toParent: self)
  }

  override func viewDidLayoutSubviews() {
    super.viewDidLayoutSubviews()
    guard startsAtEnd else { return }
    // UIKit has no bottom anchor for a scroll view: a bottom-anchored list starts at its end by
    // scrolling there once, after the first layout, with the safe area settled; the table is
    // laid out inside the strip's view first. The content size counts estimated heights for rows
    // not yet shown: scroll there, let the last rows measure themselves, and scroll to the end
    // they make.
    startsAtEnd = false
    view.layoutIfNeeded()
    scrollToEnd()
    rows.tableView.layoutIfNeeded()
    scrollToEnd()
  }

  // MARK: Private

  /// Scrolls the list to the end of its content, as far as the content size knows it.
  private func scrollToEnd() {
    let table: UITableView = rows.tableView
    let end = table.contentSize.height + table.adjustedContentInset.bottom - table.bounds.height
    table.setContentOffset(
      CGPoint(x: 0, y: max(end, -table.adjustedContentInset.top)), animated: false)
  }

  private let rows: RowsViewController
  private let preset: FollowView
  private let note: String
  private var startsAtEnd: Bool
}

/// Lays out a table with a strip along its top, in the safe area's top margin, and a hairline
/// under the strip.
private final class StripView: UIView {
  static let height: CGFloat = 44

  private let strip = FollowingView(frame: .zero)
  private let hairline = UIView(frame: .zero)
  private let tableView: UITableView

  init(tableView: UITableView, preset: FollowView) {
    self.tableView = tableView
    super.init(frame: .zero)
    addSubview(tableView)
    strip.backgroundColor = UIColor(red: 0.93, green: 0.94, blue: 0.97, alpha: 1)
    let label = UILabel(frame: CGRect(x: 0, y: 0, width: 0, height: Self.height))
    label.text = "Strip"
    label.textAlignment = .center
    label.autoresizingMask = [.flexibleWidth]
    strip.addSubview(label)
    hairline.backgroundColor = UIColor(red: 0.6, green: 0.6, blue: 0.65, alpha: 1)
    hairline.frame = CGRect(x: 0, y: Self.height, width: 0, height: 0.5)
    hairline.autoresizingMask = [.flexibleWidth]
    hairline.alpha = 0
    strip.addSubview(hairline)
    addSubview(strip)
    strip.follow(tableView, preset: preset)
    strip.follower?.onUpdate = { [weak hairline] chrome in
      hairline?.alpha = CGFloat(chrome.behavior.overlap)
    }
  }

  @available(*, unavailable)
  required init?(coder: NSCoder) { fatalError("StripView is created in code") }

  override func layoutSubviews() {
    super.layoutSubviews()
    tableView.frame = bounds
    // FollowingView's frame ignores the transform the follower applies, so layout never undoes it.
    strip.frame = CGRect(
      x: 0, y: safeAreaInsets.top - Self.height, width: bounds.width, height: Self.height)
  }
}

/// A chat's messages, the newest last.
final class MessagesViewController: RowsViewController {
  convenience init() {
    self.init(title: "Chat")
  }

  override func text(forRow row: Int) -> String {
    row == rowCount - 1 ? "Message \(row + 1), the newest" : "Message \(row + 1)"
  }
}
