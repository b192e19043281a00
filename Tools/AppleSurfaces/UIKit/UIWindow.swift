/// The backdrop for your app's user interface and the object that dispatches events to your
/// views.
///
/// Only `rootViewController` and `makeKeyAndVisible()` are declared; the initialisers are
/// `UIView`'s, inherited.
// https://developer.apple.com/documentation/uikit/uiwindow
// SDK: UIKit.framework/Headers/UIWindow.h:22 (iPhoneOS17.5.sdk)
@available(iOS 2.0, *)
@MainActor
open class UIWindow: UIView {

  /// The root view controller for the window.
  // https://developer.apple.com/documentation/uikit/uiwindow/rootviewcontroller
  // SDK: UIKit.framework/Headers/UIWindow.h:66 (iPhoneOS17.5.sdk)
  @available(iOS 4.0, *)
  open var rootViewController: UIViewController? {
    get { fatalError() }
    set { fatalError() }
  }

  /// Shows the window and makes it the key window.
  // https://developer.apple.com/documentation/uikit/uiwindow/makekeyandvisible()
  // SDK: UIKit.framework/Headers/UIWindow.h:64 (iPhoneOS17.5.sdk)
  open func makeKeyAndVisible() { fatalError() }
}
