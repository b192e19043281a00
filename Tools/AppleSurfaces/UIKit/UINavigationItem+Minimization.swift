/// The navigation item's minimization, in UIKit's Swift overlay.
///
/// iOS 27 API, which iPhoneOS18.1.sdk does not have: the declaration follows the page of the
/// Swift property, which takes the `UIBarMinimization` structure (the Objective-C property, on a
/// page of its own, takes a class of that name). The page lists Mac Catalyst without a version.
@available(iOS 27.0, tvOS 27.0, visionOS 27.0, *)
@available(macCatalyst, unavailable)
extension UINavigationItem {
  /// The minimization configuration for the navigation bar: how it minimizes in response to
  /// scrolling.
  // https://developer.apple.com/documentation/uikit/uinavigationitem/navigationbarminimization-1kj9z
  // SDK: not in iPhoneOS18.1.sdk (iOS 27 API, from the documentation page)
  @MainActor @preconcurrency public var navigationBarMinimization: UIBarMinimization {
    get { fatalError() }
    set { fatalError() }
  }
}
