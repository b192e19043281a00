/// The relationship between two user interface objects that must be satisfied by the
/// constraint-based layout system.
///
/// Only `constant` is declared: the adapters' documentation example sets it. The initialisers and
/// the other attributes are left out.
// https://developer.apple.com/documentation/uikit/nslayoutconstraint
@available(iOS 6.0, *)
@MainActor
open class NSLayoutConstraint: NSObject {
  /// The constant added to the multiplied second attribute participating in the constraint.
  // https://developer.apple.com/documentation/uikit/nslayoutconstraint/constant
  open var constant: CGFloat {
    get { fatalError() }
    set { fatalError() }
  }
}
