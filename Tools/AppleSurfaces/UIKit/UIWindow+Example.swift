// `UIWindow`'s members that the example app and the adapter tests use. They are members of the
// class's `@interface` in the header (so `open` in Apple's module); this surface may not change
// `UIWindow.swift`, so they are `public` extension members here, which callers use the same way.
extension UIWindow {
  /// The root view controller for the window.
  // https://developer.apple.com/documentation/uikit/uiwindow/rootviewcontroller
  // SDK: UIKit.framework/Headers/UIWindow.h:66 (iPhoneOS17.5.sdk)
  @available(iOS 4.0, *)
  public var rootViewController: UIViewController? {
    get { fatalError() }
    set { fatalError() }
  }

  /// Shows the window and makes it the key window.
  // https://developer.apple.com/documentation/uikit/uiwindow/makekeyandvisible()
  // SDK: UIKit.framework/Headers/UIWindow.h:64 (iPhoneOS17.5.sdk)
  public func makeKeyAndVisible() { fatalError() }
}
