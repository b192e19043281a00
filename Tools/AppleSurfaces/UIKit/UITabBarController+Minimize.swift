// iOS 26's tab bar minimization. `UITabBarController.swift` declares the class from the iOS 18.0
// header, which has none of it, so the members are declared in an extension here.
extension UITabBarController {
  /// Defines the minimize behavior for the tab bar, if it is supported.
  ///
  /// iOS 26 API, which iPhoneOS18.1.sdk does not have: the declaration follows the documentation
  /// page, whose default is `automatic`. A property of the class, declared in an extension here
  /// (see above).
  // https://developer.apple.com/documentation/uikit/uitabbarcontroller/tabbarminimizebehavior
  // SDK: not in iPhoneOS18.1.sdk (iOS 26 API, from the documentation page)
  @available(iOS 26.0, macCatalyst 26.0, tvOS 26.0, visionOS 26.0, *)
  public var tabBarMinimizeBehavior: UITabBarController.MinimizeBehavior {
    get { fatalError() }
    set { fatalError() }
  }

  /// When a tab bar minimizes.
  ///
  /// iOS 26 API, which iPhoneOS18.1.sdk does not have: the declaration follows the documentation
  /// pages (`enum MinimizeBehavior`, `RawRepresentable` and `Sendable`, as an `NS_ENUM` imports
  /// with an `Int` raw value). The pages give no raw values; nothing reads them here. Every case
  /// but `automatic` is marked on iOS, iPadOS and Mac Catalyst only: minimizing is for iPhone.
  // https://developer.apple.com/documentation/uikit/uitabbarcontroller/minimizebehavior
  // SDK: not in iPhoneOS18.1.sdk (iOS 26 API, from the documentation page)
  @available(iOS 26.0, macCatalyst 26.0, tvOS 26.0, visionOS 26.0, *)
  public enum MinimizeBehavior: Int, Sendable {
    /// Resolves to the system default minimize behavior.
    // https://developer.apple.com/documentation/uikit/uitabbarcontroller/minimizebehavior/automatic
    // SDK: not in iPhoneOS18.1.sdk (iOS 26 API, from the documentation page)
    case automatic

    /// The tab bar does not minimize.
    // https://developer.apple.com/documentation/uikit/uitabbarcontroller/minimizebehavior/never
    // SDK: not in iPhoneOS18.1.sdk (iOS 26 API, from the documentation page)
    @available(iOS 26.0, macCatalyst 26.0, *)
    @available(tvOS, unavailable)
    @available(visionOS, unavailable)
    case never

    /// The tab bar minimizes when scrolling down, and expands when scrolling back up.
    // https://developer.apple.com/documentation/uikit/uitabbarcontroller/minimizebehavior/onscrolldown
    // SDK: not in iPhoneOS18.1.sdk (iOS 26 API, from the documentation page)
    @available(iOS 26.0, macCatalyst 26.0, *)
    @available(tvOS, unavailable)
    @available(visionOS, unavailable)
    case onScrollDown

    /// The tab bar minimizes when scrolling up, and expands when scrolling back down.
    // https://developer.apple.com/documentation/uikit/uitabbarcontroller/minimizebehavior/onscrollup
    // SDK: not in iPhoneOS18.1.sdk (iOS 26 API, from the documentation page)
    @available(iOS 26.0, macCatalyst 26.0, *)
    @available(tvOS, unavailable)
    @available(visionOS, unavailable)
    case onScrollUp
  }
}
