/// A view that presents data using rows in a single column.
///
/// Only `tableHeaderView` is declared; the initialisers are inherited from `UIView` here, as
/// nothing calls `init(frame:style:)`.
// https://developer.apple.com/documentation/uikit/uitableview
// SDK: UIKit.framework/Headers/UITableView.h:339 (iPhoneOS17.5.sdk)
@available(iOS 2.0, *)
@MainActor
open class UITableView: UIScrollView {
  /// The view that displays above the table's content.
  // https://developer.apple.com/documentation/uikit/uitableview/tableheaderview
  // SDK: UIKit.framework/Headers/UITableView.h:468 (iPhoneOS17.5.sdk)
  open var tableHeaderView: UIView? {
    get { fatalError() }
    set { fatalError() }
  }
}
