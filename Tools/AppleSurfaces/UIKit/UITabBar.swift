/// A control that displays one or more buttons in a tab bar for selecting between different
/// subtasks, views, or modes in an app.
///
/// Only the class is declared.
// https://developer.apple.com/documentation/uikit/uitabbar
// SDK: UIKit.framework/Headers/UITabBar.h:28 (iPhoneOS17.0.sdk)
@available(iOS 2.0, *)
@MainActor
open class UITabBar: UIView {}
