/// The visual representation of a single row in a table view.
///
/// `UITableViewCell.h` is in none of the stored SDK folders (iPhoneOS 16.1–18.1 were searched), so
/// no line can be cited; the shape follows the documentation pages below (`UIKIT_EXTERN
/// API_AVAILABLE(ios(2.0)) NS_SWIFT_UI_ACTOR @interface UITableViewCell : UIView <NSCoding,
/// UIGestureRecognizerDelegate>`). Only `textLabel` is declared: the example registers the class
/// and lets the table create its cells, so `init(style:reuseIdentifier:)` is left out and the
/// initialisers are inherited from `UIView` here.
// https://developer.apple.com/documentation/uikit/uitableviewcell
// SDK: UIKit.framework/Headers/UITableViewCell.h (not in the stored SDK copy; see above)
@available(iOS 2.0, *)
@MainActor
open class UITableViewCell: UIView {
  /// The label to use for the main textual content of the table cell.
  ///
  /// Deprecated in a future version (`API_TO_BE_DEPRECATED`, imported as 100000) in favour of
  /// `UIListContentConfiguration`, so it reports nothing yet.
  // https://developer.apple.com/documentation/uikit/uitableviewcell/textlabel
  // SDK: UIKit.framework/Headers/UITableViewCell.h (not in the stored SDK copy; see above)
  @available(
    iOS, introduced: 3.0, deprecated: 100000,
    message:
      "Use UIListContentConfiguration instead, this property will be deprecated in a future release."
  )
  open var textLabel: UILabel? { fatalError() }
}
