// The member of `UIViewController` that the documentation's snippets use beside those in
// `UIViewController.swift`. Apple declares it `open` in the class; in an extension a non-`@objc`
// member cannot be overridden, so it is `public` here (nothing overrides it).
extension UIViewController {
  /// Sets the scroll view that UIKit's bars track for the specified edges.
  // https://developer.apple.com/documentation/uikit/uiviewcontroller/setcontentscrollview(_:for:)
  // SDK: UIKit.framework/Headers/UIViewController.h:306 (iPhoneOS18.0.sdk)
  @available(iOS 15.0, tvOS 15.0, *)
  @available(watchOS, unavailable)
  public func setContentScrollView(_ scrollView: UIScrollView?, for edge: NSDirectionalRectEdge) {
    fatalError()
  }
}
