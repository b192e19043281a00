/// A view controller that specializes in managing a table view.
///
/// `UITableViewController.h` is in none of the stored SDK folders (iPhoneOS 16.1–18.1 were
/// searched), so the class cites no line; its shape follows the documentation pages below
/// (`UIKIT_EXTERN API_AVAILABLE(ios(2.0)) NS_SWIFT_UI_ACTOR @interface UITableViewController :
/// UIViewController <UITableViewDelegate, UITableViewDataSource>`). The `UITableViewDelegate`
/// conformance is left out (this surface declares no such protocol). Swift imports the protocol
/// methods a class adopts as members of the class, so subclasses `override` them: the three the
/// example overrides are declared and cite the protocol requirement in `UITableView.h` they
/// mirror.
// https://developer.apple.com/documentation/uikit/uitableviewcontroller
// SDK: UIKit.framework/Headers/UITableViewController.h (not in the stored SDK copy; see above)
@available(iOS 2.0, *)
@MainActor
open class UITableViewController: UIViewController, UITableViewDataSource {
  /// Initializes a table-view controller to manage a table view of a given style.
  // https://developer.apple.com/documentation/uikit/uitableviewcontroller/init(style:)
  // SDK: UIKit.framework/Headers/UITableViewController.h (not in the stored SDK copy)
  public init(style: UITableView.Style) { fatalError() }

  /// Creates a table-view controller with the nib file in the specified bundle.
  // https://developer.apple.com/documentation/uikit/uitableviewcontroller/init(nibname:bundle:)
  // SDK: UIKit.framework/Headers/UITableViewController.h (not in the stored SDK copy)
  public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
    fatalError()
  }

  /// Creates a table-view controller with data in an unarchiver.
  // https://developer.apple.com/documentation/uikit/uitableviewcontroller/init(coder:)
  // SDK: UIKit.framework/Headers/UITableViewController.h (not in the stored SDK copy)
  public required init?(coder: NSCoder) { fatalError() }

  /// The table view that the controller manages (`null_resettable`).
  // https://developer.apple.com/documentation/uikit/uitableviewcontroller/tableview
  // SDK: UIKit.framework/Headers/UITableViewController.h (not in the stored SDK copy)
  open var tableView: UITableView! {
    get { fatalError() }
    set { fatalError() }
  }

  /// Tells the data source to return the number of rows in a given section of a table view.
  // https://developer.apple.com/documentation/uikit/uitableviewdatasource/tableview(_:numberofrowsinsection:)
  // SDK: UIKit.framework/Headers/UITableView.h:529 (iPhoneOS17.5.sdk)
  open func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
    fatalError()
  }

  /// Asks the data source for a cell to insert in a particular location of the table view.
  // https://developer.apple.com/documentation/uikit/uitableviewdatasource/tableview(_:cellforrowat:)
  // SDK: UIKit.framework/Headers/UITableView.h:534 (iPhoneOS17.5.sdk)
  open func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath)
    -> UITableViewCell
  { fatalError() }

  /// Asks the data source to return the number of sections in the table view.
  // https://developer.apple.com/documentation/uikit/uitableviewdatasource/numberofsections(in:)
  // SDK: UIKit.framework/Headers/UITableView.h:538 (iPhoneOS17.5.sdk)
  open func numberOfSections(in tableView: UITableView) -> Int { fatalError() }

  /// Asks the data source for the title of the header of the specified section of the table
  /// view.
  // https://developer.apple.com/documentation/uikit/uitableviewdatasource/tableview(_:titleforheaderinsection:)
  // SDK: UIKit.framework/Headers/UITableView.h:540 (iPhoneOS17.5.sdk)
  open func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? {
    fatalError()
  }

  /// Tells the delegate a row is selected.
  // https://developer.apple.com/documentation/uikit/uitableviewdelegate/tableview(_:didselectrowat:)
  // SDK: UIKit.framework/Headers/UITableView.h:139 (iPhoneOS17.5.sdk)
  open func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
    fatalError()
  }
}
