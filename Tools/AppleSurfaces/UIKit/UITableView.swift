/// A view that presents data using rows in a single column.
///
/// Only the members the adapters and the example use are declared; the initialisers are
/// inherited from `UIView` here, as nothing calls `init(frame:style:)`.
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

  /// Constants for the table view styles.
  ///
  /// An `NS_ENUM(NSInteger)`; all three cases are declared, with the header's values.
  // https://developer.apple.com/documentation/uikit/uitableview/style-swift.enum
  // SDK: UIKit.framework/Headers/UITableView.h:24 (iPhoneOS17.5.sdk)
  public enum Style: Int, Sendable {
    /// A plain table view.
    // https://developer.apple.com/documentation/uikit/uitableview/style-swift.enum/plain
    // SDK: UIKit.framework/Headers/UITableView.h:25 (iPhoneOS17.5.sdk)
    case plain = 0
    /// A table view where sections have distinct groups of rows.
    // https://developer.apple.com/documentation/uikit/uitableview/style-swift.enum/grouped
    // SDK: UIKit.framework/Headers/UITableView.h:26 (iPhoneOS17.5.sdk)
    case grouped = 1
    /// A table view where the grouped sections are inset with rounded corners.
    // https://developer.apple.com/documentation/uikit/uitableview/style-swift.enum/insetgrouped
    // SDK: UIKit.framework/Headers/UITableView.h:27 (iPhoneOS17.5.sdk)
    @available(iOS 13.0, *)
    @available(tvOS, unavailable)
    case insetGrouped = 2
  }

  /// The object that acts as the data source of the table view.
  ///
  /// `weak` in the header; an extension property cannot be `weak`, so it is computed here.
  // https://developer.apple.com/documentation/uikit/uitableview/datasource
  // SDK: UIKit.framework/Headers/UITableView.h:346 (iPhoneOS17.5.sdk)
  open var dataSource: (any UITableViewDataSource)? {
    get { fatalError() }
    set { fatalError() }
  }

  /// Registers a class for use in creating new table cells.
  // https://developer.apple.com/documentation/uikit/uitableview/register(_:forcellreuseidentifier:)-6upai
  // SDK: UIKit.framework/Headers/UITableView.h:479 (iPhoneOS17.5.sdk)
  @available(iOS 6.0, *)
  open func register(_ cellClass: AnyClass?, forCellReuseIdentifier identifier: String) {
    fatalError()
  }

  /// Returns a reusable table-view cell object for the specified reuse identifier and adds it to
  /// the table.
  // https://developer.apple.com/documentation/uikit/uitableview/dequeuereusablecell(withidentifier:for:)
  // SDK: UIKit.framework/Headers/UITableView.h:472 (iPhoneOS17.5.sdk)
  @available(iOS 6.0, *)
  open func dequeueReusableCell(withIdentifier identifier: String, for indexPath: IndexPath)
    -> UITableViewCell
  { fatalError() }

  /// Deselects a row that an index path identifies, with an option to animate the deselection.
  // https://developer.apple.com/documentation/uikit/uitableview/deselectrow(at:animated:)
  // SDK: UIKit.framework/Headers/UITableView.h:452 (iPhoneOS17.5.sdk)
  open func deselectRow(at indexPath: IndexPath, animated: Bool) { fatalError() }
}

/// The methods that an object adopts to manage data and provide cells for a table view.
///
/// Only the two `@required` methods are declared; the optional ones are left out.
// https://developer.apple.com/documentation/uikit/uitableviewdatasource
// SDK: UIKit.framework/Headers/UITableView.h:525 (iPhoneOS17.5.sdk)
@MainActor
public protocol UITableViewDataSource: NSObjectProtocol {
  /// Tells the data source to return the number of rows in a given section of a table view.
  // https://developer.apple.com/documentation/uikit/uitableviewdatasource/tableview(_:numberofrowsinsection:)
  // SDK: UIKit.framework/Headers/UITableView.h:529 (iPhoneOS17.5.sdk)
  func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int

  /// Asks the data source for a cell to insert in a particular location of the table view.
  // https://developer.apple.com/documentation/uikit/uitableviewdatasource/tableview(_:cellforrowat:)
  // SDK: UIKit.framework/Headers/UITableView.h:534 (iPhoneOS17.5.sdk)
  func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell
}
