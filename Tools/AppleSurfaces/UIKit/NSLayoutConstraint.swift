/// The relationship between two user interface objects that must be satisfied by the
/// constraint-based layout system.
///
/// Only `constant` and `isActive` are declared. The initialisers and the other attributes are
/// left out.
// https://developer.apple.com/documentation/uikit/nslayoutconstraint
// SDK: UIKit.framework/Headers/NSLayoutConstraint.h:126 (iPhoneOS18.1.sdk)
@available(iOS 6.0, macOS 10.7, tvOS 9.0, *)
@available(watchOS, unavailable)
@MainActor
open class NSLayoutConstraint: NSObject {
  /// The constant added to the multiplied second attribute participating in the constraint.
  // https://developer.apple.com/documentation/uikit/nslayoutconstraint/constant
  // SDK: UIKit.framework/Headers/NSLayoutConstraint.h:178 (iPhoneOS18.1.sdk)
  open var constant: CGFloat {
    get { fatalError() }
    set { fatalError() }
  }

  /// The active state of the constraint.
  // https://developer.apple.com/documentation/uikit/nslayoutconstraint/isactive
  // SDK: UIKit.framework/Headers/NSLayoutConstraint.h:181 (iPhoneOS18.1.sdk)
  @available(iOS 8.0, macOS 10.10, *)
  open var isActive: Bool {
    get { fatalError() }
    set { fatalError() }
  }
}
