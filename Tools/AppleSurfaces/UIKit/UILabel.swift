/// A view that displays one or more lines of informational text.
///
/// Only `text` is declared: the adapters' pull-to-trigger snippet sets it.
// https://developer.apple.com/documentation/uikit/uilabel
@available(iOS 2.0, *)
@MainActor
open class UILabel: UIView {
  /// The text that the label displays.
  // https://developer.apple.com/documentation/uikit/uilabel/text
  open var text: String? {
    get { fatalError() }
    set { fatalError() }
  }
}
