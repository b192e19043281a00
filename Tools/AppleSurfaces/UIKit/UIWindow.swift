/// The backdrop for your app's user interface and the object that dispatches events to your
/// views.
///
/// Only the class is declared: `UIView.window` returns it.
// https://developer.apple.com/documentation/uikit/uiwindow
// SDK: UIKit.framework/Headers/UIWindow.h:22 (iPhoneOS17.5.sdk)
@available(iOS 2.0, *)
@MainActor
open class UIWindow: UIView {}
