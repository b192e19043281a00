/// How a bar minimizes in response to scrolling: the navigation item's
/// `navigationBarMinimization`.
///
/// iOS 27 API, which iPhoneOS18.1.sdk does not have. The stored copy of the documentation has no
/// page for the structure itself, its initialiser or `minimizationBehavior`: the structure
/// follows its `restorationBehavior` page (which names it `UIBarMinimization` and gives its
/// availability: Mac Catalyst is listed without a version, as on the navigation item's
/// `navigationBarMinimization` page), and `minimizationBehavior` takes the name of the Objective-C
/// `UIBarMinimization` property it mirrors. Whether the structure is `Equatable` or `Sendable`
/// is on no stored page, so neither is declared: the check is stricter than Apple's, never
/// looser. `safeAreaAdjustment` is left out: the adapters keep the app's value.
// https://developer.apple.com/documentation/uikit/uibarminimization-swift.struct
// SDK: not in iPhoneOS18.1.sdk (iOS 27 API, from the documentation page)
@available(iOS 27.0, tvOS 27.0, visionOS 27.0, *)
@available(macCatalyst, unavailable)
public struct UIBarMinimization {
  /// Creates a configuration with the system's behaviours (`automatic` for both).
  // https://developer.apple.com/documentation/uikit/uibarminimization-swift.struct/init()
  // SDK: not in iPhoneOS18.1.sdk (iOS 27 API, from the documentation page)
  public init() { fatalError() }

  /// When the bar minimizes.
  // https://developer.apple.com/documentation/uikit/uibarminimization-swift.struct/minimizationbehavior
  // SDK: not in iPhoneOS18.1.sdk (iOS 27 API, from the documentation page)
  public var minimizationBehavior: UIBarMinimizationBehavior {
    get { fatalError() }
    set { fatalError() }
  }

  /// When a minimized bar restores.
  // https://developer.apple.com/documentation/uikit/uibarminimization-swift.struct/restorationbehavior
  // SDK: not in iPhoneOS18.1.sdk (iOS 27 API, from the documentation page)
  public var restorationBehavior: UIBarMinimizationRestorationBehavior {
    get { fatalError() }
    set { fatalError() }
  }
}

/// When a bar minimizes.
///
/// iOS 27 API, from the documentation page. Only the cases the adapters use are declared, so a
/// `switch` over this surface's enum is not exhaustive-checked as Apple's is. The pages give no
/// raw values; the ones here follow the SDK's enum as the .NET for iOS 27 bindings list it
/// (`Automatic` 0, `Never` 1, `OnScrollDown` 2, `OnScrollUp` 3). The stored copy has no page for
/// `never`: it follows the enumeration page's entry ("Bar minimization is disabled.") and
/// availability.
// https://developer.apple.com/documentation/uikit/uibarminimizationbehavior
// SDK: not in iPhoneOS18.1.sdk (iOS 27 API, from the documentation page)
@available(iOS 27.0, macCatalyst 27.0, tvOS 27.0, visionOS 27.0, *)
public enum UIBarMinimizationBehavior: Int, Sendable {
  /// Bar minimization is disabled.
  // https://developer.apple.com/documentation/uikit/uibarminimizationbehavior/never
  // SDK: not in iPhoneOS18.1.sdk (iOS 27 API, from the documentation page)
  case never = 1

  /// Minimize when the user scrolls down.
  // https://developer.apple.com/documentation/uikit/uibarminimizationbehavior/onscrolldown
  // SDK: not in iPhoneOS18.1.sdk (iOS 27 API, from the documentation page)
  @available(iOS 27.0, macCatalyst 27.0, *)
  @available(tvOS, unavailable)
  @available(visionOS, unavailable)
  case onScrollDown = 2
}

/// When a minimized bar restores.
///
/// iOS 27 API, from the documentation page. Both cases are declared. The pages give no raw
/// values; the ones here follow the SDK's enum as the .NET for iOS 27 bindings list it
/// (`Automatic` 0, `AtScrollEdge` 1).
// https://developer.apple.com/documentation/uikit/uibarminimizationrestorationbehavior
// SDK: not in iPhoneOS18.1.sdk (iOS 27 API, from the documentation page)
@available(iOS 27.0, macCatalyst 27.0, tvOS 27.0, visionOS 27.0, *)
public enum UIBarMinimizationRestorationBehavior: Int, Sendable {
  /// The system determines the restoration behavior: by default the bar restores when the user
  /// reverses scroll direction.
  // https://developer.apple.com/documentation/uikit/uibarminimizationrestorationbehavior/automatic
  // SDK: not in iPhoneOS18.1.sdk (iOS 27 API, from the documentation page)
  case automatic = 0

  /// The bar restores only when the observed scroll view's content reaches the scroll edge
  /// (honoured only with `onScrollDown`).
  // https://developer.apple.com/documentation/uikit/uibarminimizationrestorationbehavior/atscrolledge
  // SDK: not in iPhoneOS18.1.sdk (iOS 27 API, from the documentation page)
  @available(iOS 27.0, macCatalyst 27.0, *)
  @available(tvOS, unavailable)
  @available(visionOS, unavailable)
  case atScrollEdge = 1
}
